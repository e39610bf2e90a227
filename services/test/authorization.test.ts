import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../src/bases/index.js';
import { BASE_PREFIX } from '../src/platform/route.js';
import { DEMO_PASSWORD, demoUuid } from '../src/seed/demo.js';
import { forEachBackend, useServices, type TestServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

/** Routes anyone may call without a session: sign-in, the school's sign-in page facts, the issuer's documents. */
const KNOWN_PUBLIC = new Set([
  'POST /api/auth/verifyCredentials',
  'POST /api/sso/ssologin',
  'POST /api/sso/refresh',
  'POST /api/sso/ssoLogout',
  'GET /api/sso/isAuthenticated',
  'GET /api/auth/getSchoolDataForLogin/{schoolCode}',
  'GET /api/auth/getSchoolCodeFromURL/{url}',
  'GET /api/auth/getSchoolCodeFromURL/{subdomainOrLastSegment}/{value}',
  'GET /api/.well-known/jwks.json',
  'GET /api/.well-known/openid-configuration',
  // Students and parents without an account yet: look up the student, create the account, reset a password.
  'POST /api/auth/studentLookup',
  'POST /api/auth/StudentAccountLookup',
  'POST /student-api/student/studentLookup',
  'POST /student-api/accountCreationService',
  'POST /student-api/SendResetPasswordEmail',
  'POST /student-api/AddAccountPasswordReset',
  // A reminder's unsubscribe link (its signed token is the credential) and the SMS provider's inbound STOP/START
  // (its shared secret is).
  'GET /api/messages/unsubscribe',
  'POST /api/messages/unsubscribe',
  'POST /api/messages/sms/inbound',
]);

const JORDAN = demoUuid('student:222222-1'); // student@aidverify.test, child of parent@
const CASEY = demoUuid('student:222222-2'); // the parent's other child
const AVERY = demoUuid('student:222222-3'); // student2@aidverify.test
const MORGAN = demoUuid('student:333333-1'); // a Demo State student

/** Fills a path template with plausible values; authentication is checked before they are read. */
const fill = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'a' || name === 'uuid'
      ? JORDAN
      : name === 'subdomainOrLastSegment'
        ? 'subdomain'
        : /year/i.test(name) || name === 'b'
          ? '2027'
          : /code/i.test(name)
            ? '222222'
            : '1',
  );

type Operation = { method: string; path: string; secured: boolean };

async function operations(s: TestServices): Promise<Operation[]> {
  const doc = (await s.get('/openapi.json')).body as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      secured: Boolean(op.security?.length),
    })),
  );
}

forEachBackend((backend) => {
  describe('who may call what', () => {
    const s = useServices(backend);
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      for (const email of [
        'superadmin@aidverify.test',
        'verifier@aidverify.test',
        'verifier@demostate.test',
        'member@aidverify.test',
        'student@aidverify.test',
        'student2@aidverify.test',
        'parent@aidverify.test',
      ]) {
        tokens[email] = (await s().signIn(email)).accessToken;
      }
      for (const [name, uuid] of Object.entries({ JORDAN, CASEY, AVERY, MORGAN })) {
        ids[name] = (
          await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [uuid])
        )[0]!.id;
      }
    });

    it('refuses every non-public route without a token (401), and only the known routes are public', async () => {
      const ops = await operations(s());
      expect(ops.length).toBeGreaterThan(30);
      const publicOps = ops.filter((o) => !o.secured).map((o) => `${o.method} ${o.path}`);
      expect(new Set(publicOps)).toEqual(KNOWN_PUBLIC);
      for (const op of ops) {
        const res = await s().call(op.method, fill(op.path), op.method === 'GET' ? {} : { body: {} });
        if (op.secured) {
          expect(res.status, `${op.method} ${op.path}`).toBe(401);
          expect(res.body.message, `${op.method} ${op.path}`).toEqual(expect.any(String));
        } else {
          expect([401, 500], `${op.method} ${op.path} → ${res.status}`).not.toContain(res.status);
        }
      }
    });

    it('refuses a malformed Authorization header with 401 and says what is expected', async () => {
      const res = await s().call('GET', '/api/auth/getUser', {
        headers: { authorization: `Token ${tokens['member@aidverify.test']}` },
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Authorization header must be "Bearer <token>"');
    });

    it('refuses an MFA ticket on every route that needs a session', async () => {
      const cred = await s().post('/api/auth/verifyCredentials', {
        Username: 'reviewer@aidverify.test',
        Password: DEMO_PASSWORD,
      });
      const ticket = cred.body.ticket as string;
      // The code step itself, and whether its code could be sent, take the ticket.
      const mfaRoutes = [
        'POST /api/auth/sendMFACode',
        'POST /api/auth/checkMFACode',
        'POST /api/auth/mfaCodeStatus',
      ];
      for (const op of (await operations(s())).filter(
        (o) => o.secured && !mfaRoutes.includes(`${o.method} ${o.path}`),
      )) {
        const res = await s().call(op.method, fill(op.path), {
          token: ticket,
          ...(op.method === 'GET' ? {} : { body: {} }),
        });
        expect(res.status, `${op.method} ${op.path}`).toBe(401);
      }
    });

    it('refuses students and parents on staff routes (403)', async () => {
      const staffRoutes = allRoutes(s().services.ctx).filter(
        (r) => r.access === 'staff' || typeof r.access === 'object',
      );
      expect(staffRoutes.length).toBeGreaterThan(5);
      for (const r of staffRoutes) {
        const path = fill(`${BASE_PREFIX[r.base]}${r.path}`);
        for (const who of ['student@aidverify.test', 'parent@aidverify.test']) {
          const res = await s().call(r.method, path, {
            token: tokens[who],
            ...(r.method === 'GET' ? {} : { body: {} }),
          });
          expect(res.status, `${who} ${r.method} ${path}`).toBe(403);
          expect(res.body.message).toBe('Students and parents may not call this');
        }
      }
    });

    it('refuses a staff role without the permission a route needs, naming the permission', async () => {
      const member = tokens['member@aidverify.test']!;
      const search = await s().post(
        '/student-api/student/userSearch/false',
        { searchValue: 'Rivera' },
        member,
      );
      const many = await s().post('/student-api/student/getManyStudent', { ids: [ids.JORDAN] }, member);
      const summary = await s().get('/student-api/worklist/summary/2027', member);
      for (const res of [search, many, summary]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Your role (Member) lacks the permission STUDENT_VIEW');
      }
      // Every route guarded by a permission the Member role lacks refuses it.
      const memberPermissions = new Set(
        (await s().get('/school-api/role/getAllActivePermissions', member)).body as string[],
      );
      for (const r of allRoutes(s().services.ctx)) {
        if (typeof r.access !== 'object' || memberPermissions.has(r.access.permission)) continue;
        const res = await s().call(r.method, fill(`${BASE_PREFIX[r.base]}${r.path}`), {
          token: member,
          ...(r.method === 'GET' ? {} : { body: {} }),
        });
        expect(res.status, `${r.method} ${r.path}`).toBe(403);
        expect(res.body.message).toContain(r.access.permission);
      }
    });

    it('hides students of another school from staff (404), by uuid and by id, with their task lists and accounts', async () => {
      const demoState = tokens['verifier@demostate.test']!;
      for (const path of [
        `/student-api/student/${JORDAN}`,
        `/student-api/student/${ids.JORDAN}`,
        `/student-api/student/getStudent/${JORDAN}`,
        `/student-api/student/getStudentQuickView/${JORDAN}/2027`,
        `/student-api/studentAccount/getStudentAccountsByUUID/${JORDAN}`,
      ]) {
        const res = await s().get(path, demoState);
        expect(res.status, path).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('Rivera');
      }
      const tasks = await s().post(
        '/student-api/studentInterviewLink/taskListSearch',
        { studentID: ids.JORDAN, aidYear: 2027 },
        demoState,
      );
      expect(tasks.status).toBe(404);
      // Their own student is there.
      expect((await s().get(`/student-api/student/${MORGAN}`, demoState)).status).toBe(200);
    });

    it('lets a student read their own record and task list, and not another student', async () => {
      const student = tokens['student@aidverify.test']!;
      const own = await s().get(`/student-api/student/${JORDAN}`, student);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ uuid: JORDAN, firstName: 'Jordan', lastName: 'Rivera' });
      const ownTasks = await s().post(
        '/student-api/studentInterviewLink/taskListSearch',
        { studentID: ids.JORDAN, aidYear: 2027 },
        student,
      );
      expect(ownTasks.status).toBe(200);
      expect(ownTasks.body.length).toBeGreaterThan(0);

      const other = await s().get(`/student-api/student/${AVERY}`, student);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('You can only open your own record');
      expect(JSON.stringify(other.body)).not.toContain('Chen');
      expect((await s().get(`/student-api/student/${ids.AVERY}`, student)).status).toBe(403);
      expect(
        (
          await s().post(
            '/student-api/studentInterviewLink/taskListSearch',
            { studentID: ids.AVERY, aidYear: 2027 },
            student,
          )
        ).status,
      ).toBe(403);
      expect(
        (await s().get(`/student-api/studentAccount/getStudentAccountsByUUID/${AVERY}`, student)).status,
      ).toBe(403);
      // Asking for one's own and another's task list together gives nothing of either.
      const mixed = await s().post(
        '/student-api/studentInterviewLink/taskListSearch',
        { studentIDs: [ids.JORDAN, ids.AVERY], aidYear: 2027 },
        student,
      );
      expect(mixed.status).toBe(403);

      const avery = await s().get(`/student-api/student/${AVERY}`, tokens['student2@aidverify.test']);
      expect(avery.status).toBe(200);
      expect(avery.body.lastName).toBe('Chen');
    });

    it('lets a parent read both linked children, and no one else', async () => {
      const parent = tokens['parent@aidverify.test']!;
      for (const [uuid, first] of [
        [JORDAN, 'Jordan'],
        [CASEY, 'Casey'],
      ] as const) {
        const res = await s().get(`/student-api/student/${uuid}`, parent);
        expect(res.status).toBe(200);
        expect(res.body.firstName).toBe(first);
      }
      const both = await s().post(
        '/student-api/studentInterviewLink/taskListSearch',
        { studentIDs: [ids.JORDAN, ids.CASEY], aidYear: 2027 },
        parent,
      );
      expect(both.status).toBe(200);
      expect(new Set(both.body.map((t: { studentID: number }) => t.studentID))).toEqual(
        new Set([ids.JORDAN, ids.CASEY]),
      );
      const accounts = await s().get(
        `/student-api/studentAccount/getStudentAccountsByUUID/${JORDAN}`,
        parent,
      );
      expect(accounts.status).toBe(200);
      expect(accounts.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ username: 'student@aidverify.test', accountType: 0 }),
          expect.objectContaining({ username: 'parent@aidverify.test', accountType: 1 }),
        ]),
      );
      expect((await s().get(`/student-api/student/${AVERY}`, parent)).status).toBe(403);
      expect((await s().get(`/student-api/student/${MORGAN}`, parent)).status).toBe(403);
    });

    it("getManyStudent returns only the caller's school, silently dropping other ids", async () => {
      const res = await s().post(
        '/student-api/student/getManyStudent',
        { ids: [ids.JORDAN, ids.AVERY, ids.MORGAN, 2_000_000_000] },
        tokens['verifier@aidverify.test'],
      );
      expect(res.status).toBe(200);
      expect(res.body.map((st: { uuid: string }) => st.uuid).sort()).toEqual([JORDAN, AVERY].sort());
      expect(res.body.every((st: { schoolCode: string }) => st.schoolCode === '222222')).toBe(true);
    });

    it("serves only the session's school (404 for another)", async () => {
      const verifier = tokens['verifier@aidverify.test']!;
      const own = await s().get('/school-api/school/getBySchoolCode/222222', verifier);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ schoolCode: '222222', schoolName: 'Test University' });
      const other = await s().get('/school-api/school/getBySchoolCode/333333', verifier);
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('No school 333333 in this session; switch school first');
      expect(
        (await s().get('/school-api/schoolIsirRecordInfo/getAidYearsBySchoolCode/333333', verifier)).status,
      ).toBe(404);
      // Even a user who belongs to both must switch first.
      expect(
        (await s().get('/school-api/school/getBySchoolCode/333333', tokens['superadmin@aidverify.test']))
          .status,
      ).toBe(404);
    });

    it('ends access at once when a staff member is taken off a school', async () => {
      const email = 'corporateverifier@aidverify.test';
      const { accessToken, refreshToken } = await s().signIn(email);
      expect((await s().post('/student-api/student/userSearch/false', {}, accessToken)).status).toBe(200);
      await s().db.query(
        "DELETE FROM staff_school_role WHERE school_code = '222222' AND staff_user_id = (SELECT id FROM staff_user WHERE email = $1)",
        [email],
      );
      const after = await s().post('/student-api/student/userSearch/false', {}, accessToken);
      expect(after.status).toBe(403);
      expect(after.body.message).toBe('You no longer have access to school 222222');
      expect((await s().get(`/student-api/student/${JORDAN}`, accessToken)).status).toBe(403);
      // Nor can the session be renewed into that school.
      const renewed = await s().post('/api/sso/refresh', { refreshToken });
      expect(renewed.status).toBe(403);
    });

    it('logs each view of a student record, by whom', async () => {
      const count = async () =>
        (
          await readRows(
            s().db,
            { n: dbNumber },
            'SELECT count(*)::int AS n FROM access_log WHERE student_id = $1',
            [ids.CASEY],
          )
        )[0]!.n;
      const before = await count();
      expect((await s().get(`/student-api/student/${CASEY}`, tokens['verifier@aidverify.test'])).status).toBe(
        200,
      );
      expect(await count()).toBe(before + 1);
      const [last] = await readRows(
        s().db,
        { actor_role: z.string(), action: z.string() },
        'SELECT actor_role, action FROM access_log WHERE student_id = $1 ORDER BY id DESC LIMIT 1',
        [ids.CASEY],
      );
      expect(last).toEqual({ actor_role: 'Verifier', action: 'VIEW_STUDENT' });
      // A refused look is not a view.
      await s().get(`/student-api/student/${CASEY}`, tokens['verifier@demostate.test']);
      expect(await count()).toBe(before + 1);
    });
  });
});
