import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoUuid } from '@aidverify/services';
import { loadGatewayEnv, startGateway } from '../src/index.js';
import { StudentApi } from '../src/modules/students/students-api.js';
import { UpstreamHttp } from '../src/platform/upstream.js';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';
import { dbNumber, readRows } from '@aidverify/services/test/rows';

const TASK_LIST_SEARCH = 'POST /student-api/studentInterviewLink/taskListSearch';
const JORDAN = demoUuid('student:222222-1');

const PAGE_WITH_TASK_LISTS = `{
  searchStudents(input: { text: "", pageSize: 25 }) {
    items { id uuid firstName taskList(aidYear: 2027) { id uuid status aidYear isForParentAccount interviewType { typeCode } student { id } } }
  }
}`;

type Item = { id: number; status: string; isForParentAccount: boolean; student: { id: number } };

forEachBackend((backend) => {
  describe('batching upstream calls per request', () => {
    const s = useStack(backend);
    let verifier: BrowserSession;

    beforeAll(async () => {
      verifier = await s().signIn('verifier@aidverify.test');
    });

    it("resolves 25 students' task lists with ONE taskListSearch call", async () => {
      s().gateway.upstream.reset();
      const answer = await verifier.graphql(PAGE_WITH_TASK_LISTS);
      expect(answer.errors).toBeUndefined();
      const students = answer.data.searchStudents.items as { id: number; uuid: string; taskList: Item[] }[];
      expect(students).toHaveLength(25);
      expect(students.filter((st) => st.taskList.length > 0).length).toBeGreaterThan(20);
      expect(s().gateway.upstream.count(TASK_LIST_SEARCH)).toBe(1);
      // Each item went back to its own student, and the student behind each item needed no further call.
      for (const student of students)
        for (const item of student.taskList) expect(item.student.id).toBe(student.id);
      expect(s().gateway.upstream.count('POST /student-api/student/getManyStudent')).toBe(0);
      // The whole page: the search, the task lists, and at most one read of the caller's permissions.
      const { 'GET /api/auth/getUser': permissionReads = 0, ...calls } = s().gateway.upstream.snapshot();
      expect(calls).toEqual({ 'POST /student-api/student/userSearch/false': 1, [TASK_LIST_SEARCH]: 1 });
      expect(permissionReads).toBeLessThanOrEqual(1);

      // Batched answers are the same as asking for one student at a time.
      for (const student of students.slice(0, 3)) {
        const one = await verifier.graphql(
          `query ($uuid: ID!) { student(uuid: $uuid) { taskList(aidYear: 2027) { id status } } }`,
          { uuid: student.uuid },
        );
        expect(one.data.student.taskList).toEqual(student.taskList.map(({ id, status }) => ({ id, status })));
      }
    });

    it('makes one call per kind of task list asked for (aid year, filtered, parent items)', async () => {
      s().gateway.upstream.reset();
      const answer = await verifier.graphql(`{
        searchStudents(input: { text: "", pageSize: 25 }) {
          items {
            open: taskList(aidYear: 2027) { status }
            all: taskList(aidYear: 2027, filtered: false) { status }
            parents: taskList(aidYear: 2027, filtered: false, forParent: true) { isForParentAccount }
            lastYear: taskList(aidYear: 2026) { aidYear }
          }
        }
      }`);
      expect(answer.errors).toBeUndefined();
      expect(s().gateway.upstream.count(TASK_LIST_SEARCH)).toBe(4);
      const items = answer.data.searchStudents.items as {
        open: Item[];
        all: Item[];
        parents: Item[];
        lastYear: { aidYear: number }[];
      }[];
      const hidden = ['AUTO_VERIFIED', 'NOT_REQUIRED'];
      expect(items.flatMap((i) => i.open).some((t) => hidden.includes(t.status))).toBe(false);
      expect(items.flatMap((i) => i.all).some((t) => hidden.includes(t.status))).toBe(true);
      expect(items.flatMap((i) => i.parents).every((t) => t.isForParentAccount)).toBe(true);
      expect(items.flatMap((i) => i.lastYear).every((t) => t.aidYear === 2026)).toBe(true);
    });

    it('reads the viewer once per request however many fields need it', async () => {
      s().gateway.upstream.reset();
      const answer = await verifier.graphql(`{
        viewer { fullName permissions loginData { aidYear } }
        staffHome(aidYear: 2027) { totalStudents }
        searchStudents(input: { text: "Rivera" }) { total }
      }`);
      expect(answer.errors).toBeUndefined();
      expect(s().gateway.upstream.count('GET /api/auth/getUser')).toBe(1);
      expect(s().gateway.upstream.count('GET /api/auth/getUserDataForLogin/')).toBe(1);
    });

    it("reuses a session's permissions across requests for a few seconds, and can be told not to", async () => {
      const reviewer = await s().signIn('reviewer@aidverify.test');
      s().gateway.upstream.reset();
      for (let i = 0; i < 3; i++)
        expect(
          (await reviewer.graphql(`{ staffHome(aidYear: 2027) { totalStudents } }`)).errors,
        ).toBeUndefined();
      expect(s().gateway.upstream.count('GET /api/auth/getUser')).toBe(1);

      // A second gateway on the same services, asking every time; the session is the same.
      const uncached = await startGateway(
        loadGatewayEnv({
          NODE_ENV: 'test',
          GATEWAY_PORT: '0',
          SERVICES_URL: s().servicesUrl,
          LOG_LEVEL: 'silent',
          PERMISSION_CACHE_SECONDS: '0',
        }),
      );
      try {
        for (let i = 0; i < 3; i++) {
          const res = await fetch(`${uncached.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${reviewer.accessToken}` },
            body: JSON.stringify({ query: `{ staffHome(aidYear: 2027) { totalStudents } }` }),
          });
          expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
        }
        expect(uncached.upstream.count('GET /api/auth/getUser')).toBe(3);
      } finally {
        await uncached.close();
      }
    });

    it('reads linked accounts once per student', async () => {
      s().gateway.upstream.reset();
      const answer = await verifier.graphql(
        `query ($uuid: ID!) {
        student(uuid: $uuid) { a: accounts { username accountType } b: accounts { uuid } }
      }`,
        { uuid: JORDAN },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.student.a).toEqual([
        { username: DEMO_ACCOUNTS.student, accountType: 'STUDENT' },
        { username: DEMO_ACCOUNTS.parent, accountType: 'PARENT' },
      ]);
      // One batched StudentAccountLink/getMany for every student of the request (here one).
      expect(s().gateway.upstream.count('POST /student-api/StudentAccountLink/getMany')).toBe(1);
      expect(
        s().gateway.upstream.count(`GET /student-api/studentAccount/getStudentAccountsByUUID/${JORDAN}`),
      ).toBe(0);
    });

    it('loads students by id with one getManyStudent call; ids of another school are NOT_FOUND', async () => {
      const page = await verifier.graphql(
        `{ searchStudents(input: { text: "", pageSize: 25, page: 3 }) { items { id lastName } } }`,
      );
      const wanted = page.data.searchStudents.items as { id: number; lastName: string }[];
      const env = loadGatewayEnv({ SERVICES_URL: s().servicesUrl });
      const http = new UpstreamHttp(env.apiUrls, env.upstreamTimeoutMs);
      try {
        // A fresh data source, as one request gets: nothing primed.
        const api = new StudentApi(http, {
          bearer: verifier.accessToken,
          forwardedFor: '127.0.0.1',
        });
        const otherSchool = (
          await readRows(
            s().services.ctx.db,
            { id: dbNumber },
            `SELECT id FROM student WHERE school_code = '333333' LIMIT 1`,
          )
        )[0]!.id;
        const results = await Promise.allSettled([
          ...wanted.map((w) => api.studentById(w.id)),
          api.studentById(otherSchool),
        ]);
        expect(http.calls.snapshot()).toEqual({ 'POST /student-api/student/getManyStudent': 1 });
        expect(
          results.slice(0, 25).map((r) => (r.status === 'fulfilled' ? r.value.lastName : r.reason)),
        ).toEqual(wanted.map((w) => w.lastName));
        const refused = results[25]!;
        expect(refused.status).toBe('rejected');
        expect((refused as PromiseRejectedResult).reason.extensions.code).toBe('NOT_FOUND');
        // Asked again in the same request: answered from the loader.
        await api.studentById(wanted[0]!.id);
        expect(http.calls.total()).toBe(1);
      } finally {
        await http.close();
      }
    });
  });
});
