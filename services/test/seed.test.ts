import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, VERIFICATION_GROUP_ITEMS } from '../src/seed/catalog.js';
import { DEMO_PASSWORD, DEMO_STAFF, NAMED_STUDENTS } from '../src/seed/demo.js';
import { forEachBackend, startTestServices, useServices, type TestServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

/** Everything a person sees of the demo students, in a stable order. */
const studentsSnapshot = (s: TestServices) =>
  s.db.query(
    `SELECT st.uuid::text, st.school_code, st.student_number, st.first_name, st.last_name, st.email, st.status,
            st.ssn_last_four, st.dependency_status, st.verification_group,
            (SELECT string_agg(l.uuid::text || ':' || l.status || ':' || l.aid_year, ',' ORDER BY l.uuid) FROM student_interview_link l WHERE l.student_id = st.id) AS tasks
       FROM student st ORDER BY st.uuid`,
  );

forEachBackend((backend) => {
  describe('demo data', () => {
    const s = useServices(backend);

    it('is the same on every start: same students, same uuids, same task lists', async () => {
      const first = await studentsSnapshot(s());
      const second = await startTestServices(backend);
      try {
        expect(await studentsSnapshot(second)).toEqual(first);
      } finally {
        await second.close();
      }
    });

    it('records how every demo student came to their status, ending on the status they have (the /Metrics averages read it)', async () => {
      const rows = await readRows(
        s().db,
        { status: z.string(), last: z.string().nullable(), steps: dbNumber },
        `SELECT st.status,
                (SELECT h.new_value FROM record_history h WHERE h.entity_type = 'student' AND h.field = 'status' AND h.entity_id = st.id::text
                  ORDER BY h.created_at DESC, h.id DESC LIMIT 1) AS last,
                (SELECT count(*)::int FROM record_history h WHERE h.entity_type = 'student' AND h.field = 'status' AND h.entity_id = st.id::text) AS steps
           FROM student st`,
      );
      expect(rows.length).toBe(330);
      for (const r of rows) {
        expect(r.last).toBe(r.status);
        expect(r.steps).toBe(
          r.status.startsWith('APPROVED') ? 4 : ['SELECTED', 'IN_PROGRESS', 'REVIEW'].indexOf(r.status) + 1,
        );
      }
    });

    it('has two schools, Test University (222222) among them, each with aid years 2025 to 2027', async () => {
      const tu = await s().get('/api/auth/getSchoolDataForLogin/222222');
      expect(tu.status).toBe(200);
      expect(tu.body).toMatchObject({
        schoolCode: '222222',
        schoolName: 'Test University',
        aidYears: [2025, 2026, 2027],
        defaultAidYear: 2027,
      });
      const ds = await s().get('/api/auth/getSchoolDataForLogin/333333');
      expect(ds.body).toMatchObject({ schoolName: 'Demo State College', aidYears: [2025, 2026, 2027] });
      expect((await readRows(s().db, { n: dbNumber }, 'SELECT count(*)::int AS n FROM school'))[0]!.n).toBe(
        2,
      );
      // The sign-in page finds its school from its own address, in whatever form the client sends it.
      for (const url of ['testu', 'https://portal.aidverify.example/testu', 'testu.aidverify.example']) {
        expect(
          (await s().get(`/api/auth/getSchoolCodeFromURL/${encodeURIComponent(url)}`)).body,
          url,
        ).toEqual({ schoolCode: '222222' });
      }
      expect((await s().get('/api/auth/getSchoolCodeFromURL/subdomain/demostate')).body).toEqual({
        schoolCode: '333333',
      });
      for (const url of ['nowhere', '100%']) {
        const res = await s().get(`/api/auth/getSchoolCodeFromURL/${encodeURIComponent(url)}`);
        expect(res.status, url).toBe(404);
        expect(res.body.message).toBe(`No school is registered at ${url}`);
      }

      const { accessToken } = await s().signIn('verifier@aidverify.test');
      expect(
        (await s().get('/school-api/schoolIsirRecordInfo/getAidYearsBySchoolCode/222222', accessToken)).body,
      ).toEqual([2025, 2026, 2027]);
    });

    it('has one staff user for each of the nine staff roles, each able to sign in with that role', async () => {
      expect(STAFF_ROLES).toHaveLength(9);
      expect(new Set(DEMO_STAFF.map((d) => d.role))).toEqual(new Set(STAFF_ROLES));
      for (const staff of DEMO_STAFF) {
        const { accessToken } = await s().signIn(staff.email);
        const claims = decodeJwt(accessToken);
        expect(claims.realm_access).toEqual({ roles: [staff.role] });
        expect(claims.SCHOOL_CODE).toBe('222222');
      }
      const perRole = await readRows(
        s().db,
        { role: z.string(), n: dbNumber },
        `SELECT r.name AS role, count(*)::int AS n FROM staff_school_role sr JOIN role r ON r.id = sr.role_id
          WHERE sr.school_code = '222222' GROUP BY r.name ORDER BY r.name`,
      );
      expect(perRole).toEqual([...STAFF_ROLES].sort().map((role) => ({ role, n: 1 })));
    });

    it('has a few hundred students, each with a task list', async () => {
      const admin = await s().signIn('superadmin@aidverify.test');
      const tu = await s().post(
        '/student-api/student/userSearch/false',
        { searchValue: '' },
        admin.accessToken,
      );
      const switched = await s().post(
        '/api/sso/updateToken/',
        { claim: 'SCHOOL_CODE', newValue: '333333' },
        admin.accessToken,
      );
      const ds = await s().post(
        '/student-api/student/userSearch/false',
        { searchValue: '' },
        switched.body.accessToken,
      );
      const total = tu.body.total + ds.body.total;
      expect(total).toBeGreaterThanOrEqual(200);
      expect(total).toBeLessThan(1000);
      const [without] = await readRows(
        s().db,
        { n: dbNumber },
        `SELECT count(*)::int AS n FROM student st
          WHERE NOT EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = 2027)`,
      );
      expect(without!.n).toBe(0);
    });

    it('gives every demo student a current ISIR of their own for each aid year with a task list, changing nothing the seed set', async () => {
      const db = s().db;
      // The seed's imports: one file per school and aid year, every record matched to an existing student.
      const uploads = await readRows(
        db,
        {
          school_code: z.string(),
          aid_year: dbNumber,
          status: z.string(),
          record_count: dbNumber,
          new_student_count: dbNumber,
        },
        'SELECT school_code, aid_year, status, record_count, new_student_count FROM isir_upload ORDER BY school_code, aid_year',
      );
      expect(uploads.map((u) => [u.school_code, u.aid_year, u.status, u.new_student_count])).toEqual([
        ['222222', 2026, 'IMPORTED', 0],
        ['222222', 2027, 'IMPORTED', 0],
        // Test University's 2027 students again as transaction 2 (the change reports' rows).
        ['222222', 2027, 'IMPORTED', 0],
        ['333333', 2026, 'IMPORTED', 0],
        ['333333', 2027, 'IMPORTED', 0],
      ]);
      expect((await readRows(db, { n: dbNumber }, 'SELECT count(*)::int AS n FROM student'))[0]!.n).toBe(330);
      const rows = await readRows(
        db,
        {
          id: dbNumber,
          first_name: z.string(),
          last_name: z.string(),
          ssn_last_four: z.string(),
          email: z.string(),
          date_of_birth: z.string(),
          dependency_status: dbNumber,
          status: z.string(),
          verification_group: z.string(),
          aid_year: dbNumber,
          links: dbNumber,
          link_codes: z.string(),
          isirs: dbNumber,
          r_first: z.string().nullable(),
          r_last: z.string().nullable(),
          r_l4: z.string().nullable(),
          r_email: z.string().nullable(),
          r_dob: z.string().nullable(),
          sai: dbNumber.nullable(),
          dependency_model: z.string().nullable(),
          current_dependency: z.string().nullable(),
          tracking_flag: z.string().nullable(),
          selected: z.string().nullable(),
        },
        `SELECT st.id, st.first_name, st.last_name, st.ssn_last_four, st.email, to_char(st.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
                st.dependency_status, st.status, st.verification_group, y.aid_year, y.links, y.link_codes,
                (SELECT count(*)::int FROM isir_record r WHERE r.student_id = st.id AND r.aid_year = y.aid_year AND r.is_current) AS isirs,
                r.first_name AS r_first, r.last_name AS r_last, r.ssn_last_four AS r_l4, r.email AS r_email,
                to_char(r.date_of_birth, 'YYYY-MM-DD') AS r_dob, r.sai, r.tracking_flag, r.selected_for_verification AS selected,
                -- The first transaction agrees with the seed; Test University's second of 2027 changes every 40th dependency.
                (SELECT r1.dependency_model FROM isir_record r1 WHERE r1.student_id = st.id AND r1.aid_year = y.aid_year
                    AND r1.transaction_number = 1) AS dependency_model, r.dependency_model AS current_dependency
           FROM student st
           JOIN (SELECT l.student_id, l.aid_year, count(*)::int AS links,
                        string_agg(t.type_code || ':' || l.is_for_parent_account, ',' ORDER BY t.type_code, l.is_for_parent_account) AS link_codes
                   FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id GROUP BY l.student_id, l.aid_year) y ON y.student_id = st.id
           LEFT JOIN isir_record r ON r.student_id = st.id AND r.aid_year = y.aid_year AND r.is_current
          ORDER BY st.id, y.aid_year`,
      );
      expect(rows.length).toBe(330 + 82); // every student for 2027, every fourth also for 2026
      for (const r of rows) {
        const who = `${r.first_name} ${r.last_name} ${r.aid_year}`;
        expect(r.isirs, who).toBe(1);
        expect([r.r_first, r.r_last, r.r_l4, r.r_email, r.r_dob], who).toEqual([
          r.first_name,
          r.last_name,
          r.ssn_last_four,
          r.email,
          r.date_of_birth,
        ]);
        expect(r.sai, who).toBeGreaterThanOrEqual(-1500);
        expect(r.sai, who).toBeLessThanOrEqual(30000);
        // Selected, in the student's group and dependency: the import's selection left the student as the seed made them.
        expect([r.selected, r.tracking_flag, r.dependency_model], who).toEqual([
          'Y',
          r.verification_group,
          r.dependency_status ? 'D' : 'I',
        ]);
        // The task list is still exactly the seed's one for that group (one item each, none added by the import),
        // but where the second transaction changed the dependency: the parent's items are there too (opened, or kept
        // as not required).
        const changed = r.current_dependency !== r.dependency_model;
        const expected = VERIFICATION_GROUP_ITEMS[r.verification_group]!.filter(
          (i) => changed || r.dependency_status === 1 || !i.dependentOnly,
        )
          .map((i) => `${i.code}:${i.parent}`)
          .sort();
        expect(r.link_codes.split(',').sort(), who).toEqual(expected);
        expect(r.links, who).toBe(expected.length);
      }
      // No status was changed by an import (the seed's own history ends on each student's status, tested above), no
      // task list item was added by one (the seed's items all have a due date), and the named students are as documented.
      expect(
        (
          await readRows(
            db,
            { n: dbNumber },
            `SELECT count(*)::int AS n FROM record_history WHERE actor_name <> 'demo data'`,
          )
        )[0]!.n,
      ).toBe(0);
      expect(
        (
          await readRows(
            db,
            { n: dbNumber },
            `SELECT count(*)::int AS n FROM student_interview_link l WHERE due_date IS NULL
                AND NOT EXISTS (SELECT 1 FROM isir_record r WHERE r.student_id = l.student_id AND r.transaction_number = 2)`,
          )
        )[0]!.n,
      ).toBe(0);
      for (const named of Object.values(NAMED_STUDENTS)) {
        const [st] = await readRows(
          db,
          { status: z.string(), dependency_status: dbNumber },
          'SELECT status, dependency_status FROM student WHERE email = $1 AND first_name = $2',
          [named.email, named.first],
        );
        expect(st, named.first).toEqual({ status: named.status, dependency_status: named.dependent ? 1 : 0 });
      }
    });

    it('leaves AUTO_VERIFIED and NOT_REQUIRED items out of the filtered task list only', async () => {
      const { accessToken } = await s().signIn('reviewer@aidverify.test');
      const ids = (
        await readRows(
          s().db,
          { id: dbNumber },
          `SELECT DISTINCT st.id FROM student st JOIN student_interview_link l ON l.student_id = st.id
            WHERE st.school_code = '222222' AND l.aid_year = 2027 AND l.status IN ('AUTO_VERIFIED', 'NOT_REQUIRED') ORDER BY st.id LIMIT 40`,
        )
      ).map((r) => r.id);
      expect(ids.length).toBeGreaterThan(5);
      const all = await s().post(
        '/student-api/studentInterviewLink/taskListSearch',
        { studentIDs: ids, aidYear: 2027, filtered: false },
        accessToken,
      );
      const filtered = await s().post(
        '/student-api/studentInterviewLink/taskListSearch',
        { studentIDs: ids, newAidYear: 2027 },
        accessToken,
      );
      expect(all.status).toBe(200);
      expect(filtered.status).toBe(200);
      type Item = { id: number; studentInterviewLinkStatus: string; aidYear: number };
      const statuses = new Set(all.body.map((i: Item) => i.studentInterviewLinkStatus));
      expect(statuses).toContain('AUTO_VERIFIED');
      expect(statuses).toContain('NOT_REQUIRED');
      expect(filtered.body).toEqual(
        all.body.filter(
          (i: Item) => !['AUTO_VERIFIED', 'NOT_REQUIRED'].includes(i.studentInterviewLinkStatus),
        ),
      );
      expect(filtered.body.length).toBeGreaterThan(0);
      expect(all.body.every((i: Item) => i.aidYear === 2027)).toBe(true);
    });
  });

  describe('a restart', () => {
    it('keeps the data and the sessions, and does not load the demo data twice', async () => {
      // A fixed issuer, as a deployment has: with port 0 each start would otherwise name a new one.
      let s = await startTestServices(backend, {
        persistent: true,
        env: { PUBLIC_ISSUER: 'http://services.aidverify.test/api' },
      });
      try {
        const counts = await s.rowCounts();
        const { accessToken, refreshToken } = await s.signIn('manager@aidverify.test');
        s = await s.restart();
        expect((await s.rowCounts()).student).toBe(counts.student);
        expect((await s.rowCounts()).staff_user).toBe(counts.staff_user);
        // Same signing keys (sealed with the same data key) and the same issuer: the session goes on.
        expect((await s.get('/api/auth/getUser', accessToken)).status).toBe(200);
        expect((await s.post('/api/sso/refresh', { refreshToken })).status).toBe(200);
      } finally {
        await s.close();
      }
    }, 180_000); // two starts on a persistent database that migrates and seeds from nothing (no snapshot)
  });

  describe('a production start', () => {
    it('loads the catalogue but no demo people, and has no dev outbox', async () => {
      const s = await startTestServices(backend, {
        env: {
          NODE_ENV: 'production',
          DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        },
      });
      try {
        expect(s.env.devOutbox).toBe(false);
        expect((await s.get('/api/dev/outbox?recipient=superadmin@aidverify.test')).status).toBe(404);
        const demoLogin = await s.post('/api/auth/verifyCredentials', {
          Username: 'superadmin@aidverify.test',
          Password: DEMO_PASSWORD,
        });
        expect(demoLogin.status).toBe(401);
        const roles = await readRows(s.db, { name: z.string() }, 'SELECT name FROM role ORDER BY name');
        expect(roles.map((r) => r.name)).toEqual(['User', ...STAFF_ROLES].sort());
        expect(
          (await readRows(s.db, { n: dbNumber }, 'SELECT count(*)::int AS n FROM permission'))[0]!.n,
        ).toBeGreaterThan(20);
        expect((await readRows(s.db, { n: dbNumber }, 'SELECT count(*)::int AS n FROM student'))[0]!.n).toBe(
          0,
        );
      } finally {
        await s.close();
      }
    });
  });
});
