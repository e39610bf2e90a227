import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows } from './rows.js';

forEachBackend((backend) => {
  describe('back-office reference data, notifications and message templates', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const who of ['superadmin', 'admin', 'verifier', 'manager', 'member'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      t.student = (await s().signIn('student@aidverify.test')).accessToken;
      t.otherSchool = (await s().signIn('verifier@demostate.test')).accessToken;
    });
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, path, { token: t[who], body });

    describe('Title IV school lookup', () => {
      it('lists states, the cities of a state and the schools of a city, or of every city when the city is null', async () => {
        const states = await call('admin', 'GET', '/admin-api/TitleIVSchool/GetAllStates');
        expect(states.status).toBe(200);
        expect(states.body).toContainEqual({ stateAbbreviation: 'MA', schoolCount: 4 });
        const cities = await call('admin', 'POST', '/admin-api/TitleIVSchool/SearchCities', {
          StateAbbreviation: 'ma',
        });
        expect(cities.body).toEqual([
          { city: 'Boston', schoolCount: 2 },
          { city: 'Cambridge', schoolCount: 2 },
        ]);
        const cambridge = await call('admin', 'POST', '/admin-api/TitleIVSchool/SearchTitleIVSchoolNames', {
          StateAbbreviation: 'MA',
          City: 'Cambridge',
        });
        expect(cambridge.body.map((r: { schoolName: string }) => r.schoolName)).toEqual([
          'Harvard University',
          'Massachusetts Institute of Technology',
        ]);
        expect(cambridge.body[0]).toMatchObject({
          schoolCode: '002155',
          opeid: '00215500',
          city: 'Cambridge',
          stateAbbreviation: 'MA',
        });
        const all = await call('admin', 'POST', '/admin-api/TitleIVSchool/SearchTitleIVSchoolNames', {
          StateAbbreviation: 'MA',
          City: null,
        });
        expect(all.body).toHaveLength(4);
      });

      it('refuses a state that is not two letters, and callers who are not staff', async () => {
        const bad = await call('admin', 'POST', '/admin-api/TitleIVSchool/SearchCities', {
          StateAbbreviation: 'Massachusetts',
        });
        expect(bad.status).toBe(400);
        expect(bad.body.inputErrors[0]).toMatchObject({
          path: 'StateAbbreviation',
          message: 'is a two-letter state abbreviation',
        });
        expect((await call('student', 'GET', '/admin-api/TitleIVSchool/GetAllStates')).status).toBe(403);
        expect((await s().get('/admin-api/TitleIVSchool/GetAllStates')).status).toBe(401);
      });
    });

    describe('BAS amounts and poverty levels', () => {
      it('lists the DFAS subsistence rates newest first, monthly and yearly', async () => {
        const res = await call('verifier', 'GET', '/admin-api/BASAmount/');
        expect(res.status).toBe(200);
        expect(res.body[0]).toMatchObject({
          calendarYear: 2025,
          officerMonthly: 320.78,
          enlistedMonthly: 465.77,
          enlistedYearly: 5589.24,
        });
        expect((await call('student', 'GET', '/admin-api/BASAmount/')).status).toBe(403);
      });

      it('gives an aid year the HHS guidelines of its tax year, per household size and region', async () => {
        const res = await call('manager', 'GET', '/student-api/povertylevel/GetByAidYear/2026');
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ aidYear: 2026, guidelineYear: 2024 });
        const contiguous = res.body.regions.find((r: { region: string }) => r.region === 'CONTIGUOUS');
        expect(contiguous.levels.slice(0, 4)).toEqual([
          { householdSize: 1, amount: 15060 },
          { householdSize: 2, amount: 20440 },
          { householdSize: 3, amount: 25820 },
          { householdSize: 4, amount: 31200 },
        ]);
        expect(res.body.regions.map((r: { region: string }) => r.region)).toEqual([
          'CONTIGUOUS',
          'ALASKA',
          'HAWAII',
        ]);
        const missing = await call('manager', 'GET', '/student-api/povertylevel/GetByAidYear/2040');
        expect(missing.status).toBe(404);
        expect(missing.body.message).toBe(
          'No poverty guidelines are loaded for aid year 2040 (guideline year 2038)',
        );
        expect((await call('manager', 'GET', '/student-api/povertylevel/GetByAidYear/abc')).status).toBe(400);
        expect((await call('student', 'GET', '/student-api/povertylevel/GetByAidYear/2026')).status).toBe(
          403,
        );
      });
    });

    describe('notifications', () => {
      // The school's date (the installation's time zone, America/New_York by default), not the UTC date.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
      const notice = (over: Record<string, unknown> = {}) => ({
        title: 'Office closed Friday',
        body: 'The aid office is closed on Friday.',
        audience: 'ALL',
        startDate: today,
        ...over,
      });

      it('a school announcement reaches its staff and students; one for staff only does not reach students; other schools see neither', async () => {
        const all = await call('admin', 'POST', '/admin-api/Notification', notice());
        expect(all.status, JSON.stringify(all.body)).toBe(200);
        expect(all.body).toMatchObject({
          message: 'Successful Add',
          schoolCode: '222222',
          installationWide: false,
          isActive: true,
          endDate: null,
        });
        const staffOnly = await call(
          'admin',
          'POST',
          '/admin-api/Notification',
          notice({ title: 'Staff meeting', audience: 'STAFF', severity: 'WARNING' }),
        );
        expect(staffOnly.status).toBe(200);
        const seenByVerifier = (await call('verifier', 'POST', '/api/Notification/search', {})).body.map(
          (n: { title: string }) => n.title,
        );
        expect(seenByVerifier).toEqual(expect.arrayContaining(['Office closed Friday', 'Staff meeting']));
        expect(seenByVerifier[0]).toBe('Staff meeting'); // warnings first
        const seenByStudent = (await call('student', 'POST', '/api/Notification/search', {})).body.map(
          (n: { title: string }) => n.title,
        );
        expect(seenByStudent).toContain('Office closed Friday');
        expect(seenByStudent).not.toContain('Staff meeting');
        const otherSchool = (await call('otherSchool', 'POST', '/api/Notification/search', {})).body.map(
          (n: { title: string }) => n.title,
        );
        expect(otherSchool).not.toContain('Office closed Friday');
        expect((await s().call('POST', '/api/Notification/search', { body: {} })).status).toBe(401);
      });

      it('an inactive, ended or future announcement is not shown; switching it back on shows it', async () => {
        const future = await call(
          'admin',
          'POST',
          '/admin-api/Notification',
          notice({ title: 'Next year', startDate: '2999-01-01' }),
        );
        const off = await call(
          'admin',
          'POST',
          '/admin-api/Notification',
          notice({ title: 'Switched off', isActive: false }),
        );
        const ended = await call(
          'admin',
          'POST',
          '/admin-api/Notification',
          notice({ title: 'Ended', startDate: '2020-01-01', endDate: '2020-02-01' }),
        );
        const titles = async () =>
          (await call('verifier', 'POST', '/api/Notification/search', {})).body.map(
            (n: { title: string }) => n.title,
          );
        expect(await titles()).not.toEqual(expect.arrayContaining(['Next year']));
        expect(await titles()).not.toContain('Switched off');
        expect(await titles()).not.toContain('Ended');
        const on = await call('admin', 'PATCH', `/admin-api/notification/${off.body.id}`, { isActive: true });
        expect(on.body).toMatchObject({
          message: 'Successful Update',
          isActive: true,
          title: 'Switched off',
        });
        expect(await titles()).toContain('Switched off');
        // The /Notifications list has every one of them, newest start first.
        const list = (await call('admin', 'POST', '/admin-api/Notification/search', {})).body.map(
          (n: { id: number }) => n.id,
        );
        expect(list[0]).toBe(future.body.id);
        expect(list).toContain(ended.body.id);
      });

      it('refuses an end before the start, an unknown audience and an empty title, and stores nothing', async () => {
        const before = await s().rowCounts();
        const backwards = await call(
          'admin',
          'POST',
          '/admin-api/Notification',
          notice({ startDate: '2026-05-02', endDate: '2026-05-01' }),
        );
        expect(backwards.status).toBe(400);
        expect(backwards.body).toMatchObject({
          message: 'The end date is before the start date',
          inputErrors: [{ path: 'endDate', message: 'is before the start date' }],
        });
        const audience = await call(
          'admin',
          'POST',
          '/admin-api/Notification',
          notice({ audience: 'EVERYONE' }),
        );
        expect(audience.status).toBe(400);
        expect(audience.body.inputErrors[0]).toMatchObject({
          path: 'audience',
          message: 'is ALL, STAFF or STUDENTS',
        });
        const empty = await call('admin', 'POST', '/admin-api/Notification', notice({ title: '  ' }));
        expect(empty.body.inputErrors[0]).toMatchObject({ path: 'title', message: 'is required' });
        expect(await s().rowCounts()).toEqual(before);
      });

      it('only the back-office announces to every school; other schools cannot change a school announcement', async () => {
        const denied = await call(
          'admin',
          'POST',
          '/admin-api/Notification',
          notice({ installationWide: true }),
        );
        expect(denied.status).toBe(403);
        const everywhere = await call(
          'superadmin',
          'POST',
          '/admin-api/Notification',
          notice({ title: 'Maintenance Sunday', installationWide: true }),
        );
        expect(everywhere.body).toMatchObject({ installationWide: true, schoolCode: null });
        expect(
          (await call('otherSchool', 'POST', '/api/Notification/search', {})).body.map(
            (n: { title: string }) => n.title,
          ),
        ).toContain('Maintenance Sunday');
        expect(
          (await call('admin', 'PATCH', `/admin-api/notification/${everywhere.body.id}`, { isActive: false }))
            .status,
        ).toBe(403);
        const mine = await call('admin', 'POST', '/admin-api/Notification', notice({ title: 'Ours' }));
        const superAtOther = (
          await s().call('POST', '/api/sso/updateToken/', {
            token: t.superadmin,
            body: { claim: 'SCHOOL_CODE', newValue: '333333' },
          })
        ).body.accessToken;
        const foreign = await s().call('PATCH', `/admin-api/notification/${mine.body.id}`, {
          token: superAtOther,
          body: { title: 'Theirs' },
        });
        expect(foreign.status).toBe(404);
        // Without VIEW_NOTIFICATIONS_PAGE (a verifier) neither list nor add.
        expect((await call('verifier', 'POST', '/admin-api/Notification/search', {})).status).toBe(403);
        expect((await call('verifier', 'POST', '/admin-api/Notification', notice())).status).toBe(403);
      });
    });

    describe('message templates', () => {
      it("a school's own wording is used for its sign-in codes; resetting brings back the installation's", async () => {
        const list = await call('admin', 'GET', '/school-api/NotificationTemplate');
        expect(list.status).toBe(200);
        const email = list.body.find(
          (m: { code: string; channel: string }) => m.code === 'MFA_CODE' && m.channel === 'EMAIL',
        );
        expect(email).toMatchObject({
          isSchoolOverride: false,
          subject: 'Your aidverify code',
          placeholders: ['code', 'minutes', 'schoolName'],
        });
        const saved = await call('admin', 'PATCH', `/school-api/NotificationTemplate/${email.defaultId}`, {
          subject: '{{schoolName}} sign-in code',
          body: 'Use {{code}} to sign in to {{schoolName}} within {{minutes}} minutes.',
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body).toMatchObject({ message: 'Successful Update', isSchoolOverride: true });
        await s().signIn('reviewer@aidverify.test');
        const [sent] = (await s().get('/api/dev/outbox?recipient=reviewer%40aidverify.test')).body;
        expect(sent.subject).toBe('Test University sign-in code');
        expect(sent.body).toMatch(/^Use \d{6} to sign in to Test University within \d+ minutes\.$/);
        // Demo State keeps the installation's wording.
        const superAtOther = (
          await s().call('POST', '/api/sso/updateToken/', {
            token: t.superadmin,
            body: { claim: 'SCHOOL_CODE', newValue: '333333' },
          })
        ).body.accessToken;
        const demoState = (await s().get('/school-api/NotificationTemplate', superAtOther)).body;
        expect(demoState.find((m: { defaultId: number }) => m.defaultId === email.defaultId)).toMatchObject({
          isSchoolOverride: false,
          subject: 'Your aidverify code',
        });
        const reset = await call('admin', 'DELETE', `/school-api/NotificationTemplate/${email.defaultId}`);
        expect(reset.body).toMatchObject({ isSchoolOverride: false, subject: 'Your aidverify code' });
      });

      it('refuses a body without the code, an unknown placeholder, and a caller without MESSAGE_TEMPLATES_VIEW; nothing changes', async () => {
        // The sign-in code by e-mail: its body cannot do without {{code}}.
        const tpl = (await call('admin', 'GET', '/school-api/NotificationTemplate')).body.find(
          (m: { code: string; channel: string; language: string }) =>
            m.code === 'MFA_CODE' && m.channel === 'EMAIL' && m.language === 'en',
        );
        const before = await s().rowCounts();
        const noCode = await call('admin', 'PATCH', `/school-api/NotificationTemplate/${tpl.defaultId}`, {
          subject: 'Code',
          body: 'Sign in now.',
        });
        expect(noCode.status).toBe(400);
        expect(noCode.body).toMatchObject({
          message: 'The message must contain {{code}}',
          inputErrors: [{ path: 'body', message: 'must contain {{code}}' }],
        });
        const unknown = await call('admin', 'PATCH', `/school-api/NotificationTemplate/${tpl.defaultId}`, {
          subject: 'Hi {{firstName}}',
          body: '{{code}}',
        });
        expect(unknown.body.message).toBe(
          'Unknown placeholder {{firstName}}; this message offers {{code}}, {{minutes}}, {{schoolName}}',
        );
        expect(
          (
            await call('verifier', 'PATCH', `/school-api/NotificationTemplate/${tpl.defaultId}`, {
              subject: 'x',
              body: '{{code}}',
            })
          ).status,
        ).toBe(403);
        expect((await call('verifier', 'GET', '/school-api/NotificationTemplate')).status).toBe(403);
        expect(
          (
            await call('admin', 'PATCH', '/school-api/NotificationTemplate/999999', {
              subject: 'x',
              body: '{{code}}',
            })
          ).status,
        ).toBe(404);
        expect(await s().rowCounts()).toEqual(before);
        // The installation's texts are the back-office's.
        expect((await call('admin', 'GET', '/admin-api/NotificationTemplate')).status).toBe(403);
        // sign-in code and reminder by e-mail and text, the account's welcome, reset link and e-mail change by
        // e-mail and its phone confirmation by text, the new task notice, the interview confirmation (without and
        // with the builder's text) and a staff-made account's password link: 12 messages, in English and Spanish
        expect((await call('superadmin', 'GET', '/admin-api/NotificationTemplate')).body).toHaveLength(24);
        expect(
          (
            await call('admin', 'PATCH', `/admin-api/NotificationTemplate/${tpl.defaultId}`, {
              subject: 'x',
              body: '{{code}}',
            })
          ).status,
        ).toBe(403);
        const everySchool = await call(
          'superadmin',
          'PATCH',
          `/admin-api/NotificationTemplate/${tpl.defaultId}`,
          { subject: 'Sign-in code', body: 'Code: {{code}}' },
        );
        expect(everySchool.body).toMatchObject({
          message: 'Successful Update',
          subject: 'Sign-in code',
          isSchoolOverride: false,
        });
      });
    });

    describe('verification time metrics', () => {
      it('averages sign-up to verified and review to verified from the status history of the aid year', async () => {
        const rows = await readRows(
          s().db,
          { id: dbNumber },
          `SELECT DISTINCT s.id FROM student s JOIN student_interview_link l ON l.student_id = s.id
             JOIN student_account_link al ON al.student_id = s.id AND al.account_type = 0
            WHERE s.school_code = '222222' AND l.aid_year = 2027 ORDER BY s.id LIMIT 2`,
        );
        expect(rows).toHaveLength(2);
        const [a, b] = rows.map((r) => r.id);
        // Accounts made on day 0; a student reviewed on day 2 and verified on day 5, the other reviewed day 4 and verified day 8.
        await s().db.query(
          `UPDATE student_account SET created_at = '2026-01-01T00:00:00Z'
                              WHERE id IN (SELECT student_account_id FROM student_account_link WHERE student_id = ANY($1::int[]) AND account_type = 0)`,
          [[a, b]],
        );
        await s().db.query(`DELETE FROM record_history WHERE entity_type = 'student' AND field = 'status'`);
        const history = [
          [a, 'REVIEW', '2026-01-03'],
          [a, 'APPROVED', '2026-01-06'],
          [b, 'REVIEW', '2026-01-05'],
          [b, 'APPROVED_WITH_CORRECTIONS', '2026-01-09'],
        ];
        for (const [id, status, at] of history) {
          await s().db.query(
            `INSERT INTO record_history (school_code, entity_type, entity_id, field, new_value, created_at) VALUES ('222222', 'student', $1, 'status', $2, $3)`,
            [String(id), status, `${at}T00:00:00Z`],
          );
        }
        const signup = await call(
          'manager',
          'GET',
          '/school-api/report/getAverageSignupToVerifiedTime/2027/',
        );
        expect(signup.body).toEqual({
          aidYear: 2027,
          students: 2,
          averageSeconds: 6.5 * 86400,
          averageDays: 6.5,
        });
        const review = await call('manager', 'GET', '/school-api/report/getAverageReviewToVerifiedTime/2027');
        expect(review.body).toEqual({
          aidYear: 2027,
          students: 2,
          averageSeconds: 3.5 * 86400,
          averageDays: 3.5,
        });
        // Demo State's staff see their own school's figures only.
        const other = await call(
          'otherSchool',
          'GET',
          '/school-api/report/getAverageReviewToVerifiedTime/2027',
        );
        expect(other.body).toEqual({ aidYear: 2027, students: 0, averageSeconds: null, averageDays: null });
        expect(
          (await call('student', 'GET', '/school-api/report/getAverageReviewToVerifiedTime/2027')).status,
        ).toBe(403);
      });
    });
  });
});
