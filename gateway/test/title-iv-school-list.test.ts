import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';

/** TEST DATA in the layout of FSA's Federal School Code List: invented schools and codes. */
const LIST = [
  'SchoolCode,SchoolName,Address,City,StateCode,ZipCode,Province,Country,PostalCode',
  '009911,TEST DATA - Lakeside Test College,1 Shore Rd,Lakeside,VT,05401,,USA,',
  'G99912,TEST DATA - Kingsbridge Test University,2 High St,Kingsbridge,,,,UNITED KINGDOM,KB1 2AB',
].join('\r\n');
const SOURCE =
  '{ titleIvSchoolListSource { sample schoolCount lastLoad { fileName loadedBy schoolCount foreignSchoolCount } } }';

forEachBackend((backend) => {
  describe("FSA's Federal School Code List through the gateway", () => {
    const s = useStack(backend);
    let superadmin: BrowserSession;
    let admin: BrowserSession;
    let student: BrowserSession;
    beforeAll(async () => {
      superadmin = await s().signIn('superadmin@aidverify.test');
      admin = await s().signIn('admin@aidverify.test');
      student = await s().signIn('student@aidverify.test');
    });
    const upload = (token: string | null, content = LIST) => {
      const form = new FormData();
      form.append('file', new Blob([content]), 'FSA_School_Code_List.csv');
      return fetch(`${s().gatewayUrl}/files/title-iv-schools`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
    };

    it('refuses the upload without BACKOFFICE_ADMIN, for role User and anonymously; the source needs staff', async () => {
      expect((await upload(admin.accessToken)).status).toBe(403);
      expect((await upload(student.accessToken)).status).toBe(403);
      expect((await upload(null)).status).toBe(401);
      expect((await student.graphql(SOURCE)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await s().graphql(SOURCE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await admin.graphql(SOURCE)).data.titleIvSchoolListSource).toEqual({
        sample: true,
        schoolCount: 68,
        lastLoad: null,
      });
    });

    it('streams the list to the services, which relay a fault by line, and then serve the loaded list', async () => {
      const bad = await upload(superadmin.accessToken, LIST.replace('VT', 'XX'));
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toBe(
        'Line 2: the state code "XX" is not a U.S. state or territory; nothing was loaded',
      );
      const ok = await upload(superadmin.accessToken);
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { message: string }).message).toBe(
        'Loaded 2 schools from FSA_School_Code_List.csv',
      );
      expect((await admin.graphql(SOURCE)).data.titleIvSchoolListSource).toEqual({
        sample: false,
        schoolCount: 2,
        lastLoad: {
          fileName: 'FSA_School_Code_List.csv',
          loadedBy: 'superadmin@aidverify.test',
          schoolCount: 2,
          foreignSchoolCount: 1,
        },
      });
      const foreign = await admin.graphql(
        '{ titleIvSchools(stateAbbreviation: "FC") { schoolCode schoolName opeid country postalCode } }',
      );
      expect(foreign.data.titleIvSchools).toEqual([
        {
          schoolCode: 'G99912',
          schoolName: 'TEST DATA - Kingsbridge Test University',
          opeid: null,
          country: 'UNITED KINGDOM',
          postalCode: 'KB1 2AB',
        },
      ]);
    });
  });
});
