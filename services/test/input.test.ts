import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../src/bases/index.js';
import { BASE_PREFIX } from '../src/platform/route.js';
import { demoUuid } from '../src/seed/demo.js';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows } from './rows.js';

const JORDAN = demoUuid('student:222222-1');

/** Values a careless or hostile client might put where an id, a uuid, a code or a year belongs. */
const ODD_PARAMS = [
  'abc',
  '%',
  '100%',
  '%E0%A4%A',
  '0',
  '-1',
  '1.5',
  '99999999999',
  '2147483648',
  '-'.repeat(36),
  `${'f'.repeat(36)}`,
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '%27%3B--',
  'x'.repeat(300),
];
const ODD_BODIES: unknown[] = [
  [],
  'text',
  42,
  { ids: 'x' },
  { ids: [3_000_000_000] },
  { studentID: 3_000_000_000, aidYear: 2027 },
  { studentIDs: [-1], aidYear: 2027 },
  { page: 0 },
  { searchField: 'PASSWORD' },
];

forEachBackend((backend) => {
  describe('bad input', () => {
    const s = useServices(backend);
    let staff: string;
    let student: string;
    let jordanId: number;

    beforeAll(async () => {
      staff = (await s().signIn('superadmin@aidverify.test')).accessToken;
      student = (await s().signIn('student@aidverify.test')).accessToken;
      jordanId = (
        await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [JORDAN])
      )[0]!.id;
    });

    it('answers malformed JSON with 400 and a message', async () => {
      const res = await s().call('POST', '/api/auth/verifyCredentials', {
        rawBody: '{"Username": "a@b.c", "Password": ',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Malformed JSON body/);
      const empty = await s().call('POST', '/student-api/student/getManyStudent', {
        rawBody: '',
        token: staff,
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('The JSON body is empty');
    });

    it('answers a body over 1 MiB with 413 and a message', async () => {
      const big = JSON.stringify({ searchValue: 'x'.repeat(1024 * 1024) });
      const res = await s().call('POST', '/student-api/student/userSearch/false', {
        rawBody: big,
        token: staff,
      });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The request body is larger than 1048576 bytes');
    });

    it('answers a body that is not JSON with 415 and a message', async () => {
      const res = await s().call('POST', '/api/auth/verifyCredentials', {
        rawBody: 'Username=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Unsupported content type; send application/json');
    });

    it('answers a student id that is neither a number nor a uuid with 404 and a message', async () => {
      for (const id of ['abc', '-'.repeat(36), 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '12ab']) {
        const res = await s().get(`/student-api/student/${id}`, staff);
        expect(res.status, id).toBe(404);
        expect(res.body.message, id).toBe('The student id is neither a number nor a uuid');
      }
      // Well-formed but no such student.
      for (const id of ['2147483647', '99999999999', 'ffffffff-ffff-4fff-8fff-ffffffffffff']) {
        const res = await s().get(`/student-api/student/${id}`, staff);
        expect(res.status, id).toBe(404);
        expect(res.body.message, id).toBe('No such student');
      }
      const quick = await s().get('/student-api/student/getStudentQuickView/abc/2027', staff);
      expect(quick.status).toBe(400);
      expect(quick.body.inputErrors).toEqual([{ path: 'a', message: 'a must be the student uuid' }]);
    });

    it('names each missing or wrong field in inputErrors', async () => {
      const noPassword = await s().post('/api/auth/verifyCredentials', {
        Username: 'student@aidverify.test',
      });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.message).toBe('The request is not valid');
      expect(noPassword.body.inputErrors.map((e: { path: string }) => e.path)).toEqual(['Password']);

      const noYear = await s().post(
        '/student-api/studentInterviewLink/taskListSearch',
        { studentID: jordanId },
        staff,
      );
      expect(noYear.status).toBe(400);
      expect(noYear.body.inputErrors).toEqual([{ path: 'aidYear', message: 'give aidYear' }]);

      const noIds = await s().post('/student-api/student/getManyStudent', {}, staff);
      expect(noIds.status).toBe(400);
      expect(noIds.body.inputErrors.map((e: { path: string }) => e.path)).toEqual(['ids']);

      const badYear = await s().get('/student-api/worklist/summary/20x7', staff);
      expect(badYear.status).toBe(400);
      expect(badYear.body.inputErrors.map((e: { path: string }) => e.path)).toEqual(['aidYear']);

      const hugeId = await s().post(
        '/student-api/studentInterviewLink/taskListSearch',
        { studentID: 3_000_000_000, aidYear: 2027 },
        staff,
      );
      expect(hugeId.status).toBe(400);
      expect(hugeId.body.inputErrors.map((e: { path: string }) => e.path)).toEqual(['studentID']);
    });

    it('changes no stored data when it refuses a request', async () => {
      const before = await s().rowCounts();
      await s().call('POST', '/api/auth/verifyCredentials', { rawBody: '{"Username":' });
      await s().post('/api/auth/verifyCredentials', { Username: 'student@aidverify.test' });
      await s().call('POST', '/student-api/student/userSearch/false', {
        rawBody: JSON.stringify({ searchValue: 'x'.repeat(1_100_000) }),
        token: staff,
      });
      await s().get('/student-api/student/abc', staff);
      await s().get('/student-api/student/99999999999', staff);
      await s().post('/student-api/studentInterviewLink/taskListSearch', { studentID: jordanId }, staff);
      await s().post('/api/sso/updateToken/', { claim: 'SCHOOL_CODE' }, staff);
      await s().post('/api/sso/refresh', {});
      await s().call('POST', '/api/auth/sendMFACode', { rawBody: '{', token: staff });
      expect(await s().rowCounts()).toEqual(before);
    });

    it('never answers odd path values or odd bodies with a server error', async () => {
      const routes = allRoutes(s().services.ctx);
      for (const r of routes) {
        const template = `${BASE_PREFIX[r.base]}${r.path}`;
        const hasParams = /\{\w+\}/.test(template);
        for (const token of [staff, student]) {
          if (hasParams) {
            for (const odd of ODD_PARAMS) {
              const path = template.replace(/\{\w+\}/g, encodeURIComponent(odd));
              const res = await s().call(r.method, path, {
                token,
                ...(r.method === 'GET' ? {} : { body: {} }),
              });
              expect(res.status, `${r.method} ${path}`).toBeLessThan(500);
              if (res.status >= 400)
                expect(res.body.message, `${r.method} ${path}`).toEqual(expect.any(String));
            }
          }
          if (r.method !== 'GET') {
            const path = template.replace(/\{(\w+)\}/g, (_, n: string) =>
              n === 'id' ? String(jordanId) : '2027',
            );
            for (const body of ODD_BODIES) {
              const res = await s().call(r.method, path, { token, body });
              expect(res.status, `${r.method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
            }
          }
        }
      }
      // Every route, with each odd value, as two callers: some five thousand requests, one after another.
    }, 300_000);
  });
});
