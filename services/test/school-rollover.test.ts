import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

forEachBackend((backend) => {
  describe('annual rollover: settings, ISIR views and interview templates', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const who of ['superadmin', 'admin', 'verifier'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      // A school that starts in 2024-25, so its views can roll into a year whose layout is installed (2025-26).
      const added = await call('superadmin', 'POST', '/school-api/NewSchool/addNewSchool/', {
        schoolCode: 'ROLL01',
        templateSchoolCode: '222222',
        schoolName: 'Rollover College',
        initialAidYear: 2025,
        schoolPURL: 'rollover',
        processRCodes: true,
        processCCodes: true,
        systemMode: 'LIVE',
        isV1Active: true,
        isV2Active: false,
        isV3Active: false,
        isV4Active: true,
        isV5Active: true,
        isV6Active: false,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const switched = await s().call('POST', '/api/sso/updateToken/', {
        token: t.superadmin,
        body: { claim: 'SCHOOL_CODE', newValue: 'ROLL01' },
      });
      t.rollover = switched.body.accessToken;
    });
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, path, { token: t[who], body });
    const templates = (year: number) =>
      readRows(
        s().db,
        {
          type_code: z.string(),
          steps: dbNumber,
          questions: dbNumber,
          choices: dbNumber,
          links: dbNumber,
          first_step: z.string().nullable(),
        },
        `SELECT t.type_code,
              (SELECT count(*)::int FROM interview_step st WHERE st.interview_revision_id = r.id) AS steps,
              (SELECT count(*)::int FROM interview_question q WHERE q.interview_revision_id = r.id) AS questions,
              (SELECT count(*)::int FROM question_choice c JOIN interview_question q ON q.id = c.interview_question_id WHERE q.interview_revision_id = r.id) AS choices,
              (SELECT count(*)::int FROM step_question_link l JOIN interview_step st ON st.id = l.interview_step_id WHERE st.interview_revision_id = r.id) AS links,
              (SELECT step_key FROM interview_step st WHERE st.id = r.first_step_id) AS first_step
         FROM interview_revision r JOIN interview_type t ON t.id = r.interview_type_id
        WHERE r.aid_year = $1 AND r.revision = (SELECT max(revision) FROM interview_revision x WHERE x.interview_type_id = r.interview_type_id AND x.aid_year = $1)
        ORDER BY t.type_code`,
        [year],
      );

    it("copies the year's own ISIR view settings into the next year; interview templates already there are kept", async () => {
      const own = await call('rollover', 'POST', '/isir-api/IsirView/addIsirViewSettings', { aidYear: 2025 });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      const tabs2025 = (await call('rollover', 'POST', '/isir-api/IsirViewTab/search', { aidYear: 2025 }))
        .body as { name: string }[];
      const res = await call('rollover', 'POST', '/school-api/SchoolAnnualRollover/rollover', {
        fromAidYear: 2025,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        aidYear: 2026,
        message: 'School Aid Year Added',
        isirViewTabsCopied: tabs2025.length,
        interviewTemplatesCopied: [],
        notes: [],
      });
      expect(res.body.interviewTemplatesKept.length).toBeGreaterThan(0);
      const tabs2026 = (await call('rollover', 'POST', '/isir-api/IsirViewTab/search', { aidYear: 2026 }))
        .body as { name: string }[];
      expect(tabs2026.map((x) => x.name)).toEqual(tabs2025.map((x) => x.name));
    });

    it('copies the interview templates its task lists link to into a year that has none, whole; says why the views were not copied', async () => {
      const from = await templates(2027);
      expect(await templates(2028)).toEqual([]);
      const rolled = await call('superadmin', 'POST', '/school-api/SchoolAnnualRollover/rollover', {
        fromAidYear: 2027,
      });
      expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
      const mapTypes = (
        await readRows(
          s().db,
          { type_code: z.string() },
          `SELECT DISTINCT t.type_code FROM school_isir_rec_info_vgroup_map m JOIN interview_type t ON t.id = m.interview_type_id
           JOIN school_isir_record_info i ON i.id = m.school_isir_record_info_id WHERE i.school_code = '222222' AND i.aid_year = 2027 ORDER BY 1`,
        )
      ).map((r) => r.type_code);
      expect(rolled.body.interviewTemplatesCopied).toEqual(mapTypes);
      expect(rolled.body.isirViewTabsCopied).toBe(0);
      expect(rolled.body.notes).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^ISIR view settings: (2027 has none of its own|no ISIR layout is installed for 2028)/,
          ),
        ]),
      );
      // Same steps, questions, choices, links and first step as the year before.
      expect(await templates(2028)).toEqual(from.filter((f) => mapTypes.includes(f.type_code)));
      const links = (await call('verifier', 'GET', '/interview-api/aidYearInterviewTypeLink/')).body as {
        aidYear: number;
      }[];
      expect(links.filter((l) => l.aidYear === 2028)).toHaveLength(mapTypes.length);
    });

    it('refuses a role without SCHOOL_ANNUAL_ROLLOVER_EDIT and a year not set up; nothing is copied', async () => {
      const before = await s().rowCounts();
      expect(
        (await call('verifier', 'POST', '/school-api/SchoolAnnualRollover/rollover', { fromAidYear: 2028 }))
          .status,
      ).toBe(403);
      const missing = await call('rollover', 'POST', '/school-api/SchoolAnnualRollover/rollover', {
        fromAidYear: 2030,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Aid year 2030 is not set up for this school');
      const twice = await call('rollover', 'POST', '/school-api/SchoolAnnualRollover/rollover', {
        fromAidYear: 2025,
      });
      expect(twice.body.message).toBe('Aid year 2026 is already set up');
      expect(await s().rowCounts()).toEqual(before);
    });
  });

  describe('routes hidden on a host (SPEC §2) come from configuration', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const who of ['superadmin', 'admin', 'verifier'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
    });
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, path, { token: t[who], body });

    it('hides a menu route on each host named, in any case or with a port; a school item cannot hide routes', async () => {
      const add = await call('superadmin', 'POST', '/admin-api/config/', {
        name: 'route.hiddenOnHosts:/InterviewCreation',
        value: 'school-a.example.edu,school-b.example.edu',
      });
      expect(add.status, JSON.stringify(add.body)).toBe(200);
      const own = await call('admin', 'POST', '/school-api/schoolconfig/', {
        name: 'route.hiddenOnHosts:/Holidays',
        value: 'school-a.example.edu',
      });
      expect(own.status).toBe(200);
      const hidden = async (host: string) =>
        (await call('verifier', 'GET', `/school-api/schoolconfig/hiddenRoutes/${host}`)).body;
      expect(await hidden('School-A.Example.edu')).toEqual(['/InterviewCreation']);
      expect(await hidden('school-b.example.edu:8443')).toEqual(['/InterviewCreation']);
      expect(await hidden('school-c.example.edu')).toEqual([]);
      const builder = await call(
        'verifier',
        'GET',
        '/interview-api/interview/builderAvailability?host=school-a.example.edu&path=/InterviewCreation',
      );
      expect(builder.body).toMatchObject({ available: false });
      expect(
        (await s().call('GET', '/school-api/schoolconfig/hiddenRoutes/school-a.example.edu')).status,
      ).toBe(401);
    });
  });
});
