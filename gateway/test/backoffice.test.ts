import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';

const TITLE_IV = `query T($state: String!, $city: String) {
  titleIvStates { stateAbbreviation schoolCount }
  titleIvCities(stateAbbreviation: $state) { city schoolCount }
  titleIvSchools(stateAbbreviation: $state, city: $city) { schoolCode opeid schoolName city }
}`;
const POVERTY = `query P($aidYear: Int!) { povertyLevels(aidYear: $aidYear) { guidelineYear regions { region levels { householdSize amount } } } }`;
const ADD = `mutation A($input: NotificationInput!) { addNotification(input: $input) { ok message error { message inputErrors { path message } } notification { id title installationWide startDate } } }`;
const CURRENT = `{ currentNotifications { title body severity } }`;
const TEMPLATES = `{ messageTemplates { defaultId code channel subject isSchoolOverride placeholders } }`;
const SAVE = `mutation S($id: Int!, $subject: String!, $body: String!) { saveMessageTemplate(defaultId: $id, subject: $subject, body: $body) { ok message error { message inputErrors { path message } } template { subject isSchoolOverride } } }`;

forEachBackend((backend) => {
  describe('back-office reference data and notifications through the gateway', () => {
    const s = useStack(backend);
    let admin: BrowserSession;
    let verifier: BrowserSession;
    let student: BrowserSession;
    beforeAll(async () => {
      admin = await s().signIn('admin@aidverify.test');
      verifier = await s().signIn('verifier@aidverify.test');
      student = await s().signIn('student@aidverify.test');
    });

    it('every new field refuses a caller without its access (anonymous, student, role without the permission)', async () => {
      const cases: [string, 'anon' | 'student' | 'verifier' | 'admin', string][] = [
        ['{ currentNotifications { id } }', 'anon', 'UNAUTHENTICATED'],
        ['{ basAmounts { id } }', 'student', 'FORBIDDEN'],
        ['{ averageSignupToVerified(aidYear: 2027) { students } }', 'student', 'FORBIDDEN'],
        ['{ averageReviewToVerified(aidYear: 2027) { students } }', 'anon', 'UNAUTHENTICATED'],
        ['{ notifications { id } }', 'verifier', 'FORBIDDEN'],
        [
          'mutation { updateNotification(id: 1, input: { isActive: false }) { ok } }',
          'verifier',
          'FORBIDDEN',
        ],
        ['mutation { resetMessageTemplate(defaultId: 1) { ok } }', 'verifier', 'FORBIDDEN'],
        ['{ installationMessageTemplates { id } }', 'admin', 'FORBIDDEN'],
        [
          'mutation { saveInstallationMessageTemplate(defaultId: 1, subject: "x", body: "{{code}}") { ok } }',
          'admin',
          'FORBIDDEN',
        ],
        ['{ isirEnumCodes(aidYear: 2027) { id } }', 'admin', 'FORBIDDEN'],
      ];
      const who = { student, verifier, admin } as Record<string, BrowserSession>;
      for (const [query, caller, code] of cases) {
        const answer = caller === 'anon' ? await s().graphql(query) : await who[caller]!.graphql(query);
        expect(answer.errors?.[0]?.extensions?.code, `${caller}: ${query}`).toBe(code);
      }
    });

    it('looks up Title IV schools by state and city; a null city lists every city; students are refused', async () => {
      const ok = await admin.graphql(TITLE_IV, { state: 'CA', city: 'Los Angeles' });
      expect(ok.errors).toBeUndefined();
      expect(ok.data.titleIvCities).toContainEqual({ city: 'Los Angeles', schoolCount: 2 });
      expect(ok.data.titleIvSchools.map((r: { schoolName: string }) => r.schoolName)).toEqual([
        'University of California-Los Angeles',
        'University of Southern California',
      ]);
      const everyCity = await admin.graphql(TITLE_IV, { state: 'CA', city: '' });
      expect(everyCity.data.titleIvSchools.length).toBe(7);
      const refused = await student.graphql(TITLE_IV, { state: 'CA' });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('shows the installed ISIR layouts and enumeration codes to the back-office only', async () => {
      const superadmin = await s().signIn('superadmin@aidverify.test');
      const q = `{ isirRecordLayouts { aidYear recordLength elementCount } }`;
      const layouts = (await superadmin.graphql(q)).data.isirRecordLayouts;
      expect(layouts.length).toBeGreaterThan(0);
      expect(layouts[0].elementCount).toBeGreaterThan(100);
      const codes = await superadmin.graphql(
        `query E($y: Int!) { isirEnumCodes(aidYear: $y) { name code } }`,
        { y: layouts[0].aidYear },
      );
      expect(codes.errors).toBeUndefined();
      expect((await admin.graphql(q)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('shows the poverty levels of an aid year, null for a year with none, and only with POVERTY_LEVELS_VIEW', async () => {
      const res = await admin.graphql(POVERTY, { aidYear: 2027 });
      expect(res.data.povertyLevels.guidelineYear).toBe(2025);
      expect(res.data.povertyLevels.regions[0].levels[0]).toEqual({ householdSize: 1, amount: 15650 });
      expect((await admin.graphql(POVERTY, { aidYear: 2050 })).data.povertyLevels).toBeNull();
      expect((await verifier.graphql(POVERTY, { aidYear: 2027 })).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    });

    it('an announcement for students reaches the student and not staff; bad dates come back as a fixable error', async () => {
      // The school's date (its time zone, the installation's America/New_York here), as announcements are read.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
      // No start date, as the form sends it by default: it starts on the school's today, not the UTC date.
      const added = await admin.graphql(ADD, {
        input: {
          title: 'Documents due',
          body: 'Send your tax transcript by Friday.',
          audience: 'STUDENTS',
        },
      });
      expect(added.data.addNotification).toMatchObject({
        ok: true,
        message: 'Successful Add',
        notification: { title: 'Documents due', installationWide: false, startDate: today },
      });
      expect((await student.graphql(CURRENT)).data.currentNotifications).toContainEqual({
        title: 'Documents due',
        body: 'Send your tax transcript by Friday.',
        severity: 'INFO',
      });
      expect(
        (await verifier.graphql(CURRENT)).data.currentNotifications.map((n: { title: string }) => n.title),
      ).not.toContain('Documents due');
      const bad = await admin.graphql(ADD, {
        input: { title: 'x', body: 'y', audience: 'ALL', startDate: '2026-03-02', endDate: '2026-03-01' },
      });
      expect(bad.data.addNotification).toMatchObject({
        ok: false,
        error: { message: 'The end date is before the start date', inputErrors: [{ path: 'endDate' }] },
      });
      const denied = await verifier.graphql(ADD, {
        input: { title: 'x', body: 'y', audience: 'ALL', startDate: today },
      });
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const everywhere = await admin.graphql(ADD, {
        input: { title: 'x', body: 'y', audience: 'ALL', startDate: today, installationWide: true },
      });
      expect(everywhere.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("edits the school's wording of a message; a body without the code is refused with the reason", async () => {
      const list = (await admin.graphql(TEMPLATES)).data.messageTemplates;
      const sms = list.find((t: { channel: string }) => t.channel === 'SMS');
      expect(sms).toMatchObject({
        code: 'MFA_CODE',
        isSchoolOverride: false,
        placeholders: ['code', 'minutes', 'schoolName'],
      });
      const bad = await admin.graphql(SAVE, { id: sms.defaultId, subject: 'Code', body: 'Hello' });
      expect(bad.data.saveMessageTemplate).toMatchObject({
        ok: false,
        error: { message: 'The message must contain {{code}}' },
      });
      const ok = await admin.graphql(SAVE, {
        id: sms.defaultId,
        subject: 'Code',
        body: '{{schoolName}}: {{code}}',
      });
      expect(ok.data.saveMessageTemplate).toMatchObject({
        ok: true,
        message: 'Successful Update',
        template: { subject: 'Code', isSchoolOverride: true },
      });
      expect((await verifier.graphql(TEMPLATES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
