import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useStack, type BrowserSession, type GraphQLAnswer } from './harness.js';

/**
 * Issue 27: every list a script exports is a connection walked by cursor. Each walk goes page by page with a small
 * `first` and is compared with the rows SQL finds on its own; a cursor that is not one is refused naming `after`;
 * each field keeps the access checks of its list.
 */

const SCHOOL = '222222';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A range around today in any school's time zone. */
const FROM = day(-2);
const TO = day(2);

interface Page<T> {
  nodes: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount?: number;
}

/** Follows endCursor until hasNextPage is false; fails on an error or a walk that does not end. */
async function walk<T>(
  ask: (after: string | null) => Promise<GraphQLAnswer>,
  field: string,
  first: number,
): Promise<{ nodes: T[]; pages: number; totals: number[] }> {
  const nodes: T[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  for (let pages = 1; pages <= 1000; pages++) {
    const answer = await ask(after);
    expect(answer.errors).toBeUndefined();
    const page = answer.data[field] as Page<T>;
    expect(page.nodes.length).toBeLessThanOrEqual(first);
    if (page.totalCount !== undefined) totals.push(page.totalCount);
    nodes.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return { nodes, pages, totals };
    expect(page.nodes).toHaveLength(first);
    expect(page.pageInfo.endCursor).toEqual(expect.any(String));
    after = page.pageInfo.endCursor;
  }
  throw new Error(`${field}: the walk did not end`);
}

/** A cursor made outside the services: the digest of the list as keyset.ts computes it, and the key values given. */
const forged = (list: unknown[], values: (string | null)[]) =>
  Buffer.from(
    JSON.stringify({
      l: createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 16),
      k: values,
    }),
  ).toString('base64url');

const sorted = <T>(values: T[]) => [...values].map(String).sort();

forEachBackend((backend) => {
  describe('connections: lists walked by cursor', () => {
    const s = useStack(backend);
    let superadmin: BrowserSession;
    let manager: BrowserSession;
    let member: BrowserSession;
    let student: BrowserSession;
    const sql = (text: string, params: unknown[] = []) => s().services.ctx.db.query(text, params);

    beforeAll(async () => {
      [superadmin, manager, member, student] = await Promise.all([
        s().signIn('superadmin@aidverify.test'),
        s().signIn('manager@aidverify.test'),
        s().signIn('member@aidverify.test'),
        s().signIn('student@aidverify.test'),
      ]);
      // Entries and jobs that share one moment: only the id tells them apart, so a walk must order by both.
      await sql(
        `INSERT INTO activity_log (school_code, actor_name, actor_role, action, entity_type, entity_id, created_at)
         SELECT $1, 'Connections test', 'Admin', 'CONNECTIONS_TEST', 'school', g::text, now() FROM generate_series(1, 7) g`,
        [SCHOOL],
      );
      await sql(
        `INSERT INTO activity_log (school_code, actor_name, actor_role, action, entity_type, entity_id, student_id, created_at)
         SELECT $1, 'Connections test', 'Admin', 'CONNECTIONS_TEST', 'student', s.id::text, s.id, now()
           FROM (SELECT id FROM student WHERE school_code = $1 ORDER BY id LIMIT 6) s`,
        [SCHOOL],
      );
      await sql(
        `INSERT INTO job (kind, school_code, status, created_by, created_at, finished_at)
         SELECT 'connections.test', $1, 'DONE', CASE WHEN g % 2 = 0 THEN (SELECT uuid FROM staff_user WHERE email = 'manager@aidverify.test') END,
                now(), now()
           FROM generate_series(1, 9) g`,
        [SCHOOL],
      );
    });

    it('searchStudentsConnection: every student of the school once, by name, as SQL counts them', async () => {
      const q = `query W($after: String) { searchStudentsConnection(input: { text: "", field: NAME }, first: 17, after: $after) {
        nodes { uuid lastName firstName } pageInfo { endCursor hasNextPage } totalCount } }`;
      const { nodes, pages, totals } = await walk<{ uuid: string; lastName: string; firstName: string }>(
        (after) => manager.graphql(q, { after }),
        'searchStudentsConnection',
        17,
      );
      const expected = await sql(`SELECT uuid::text FROM student WHERE school_code = $1`, [SCHOOL]);
      expect(expected).toHaveLength(240);
      expect(sorted(nodes.map((n) => n.uuid))).toEqual(sorted(expected.map((r) => r.uuid)));
      expect(pages).toBe(Math.ceil(240 / 17));
      expect(new Set(totals)).toEqual(new Set([240]));
      // In name order, as the list promises.
      const names = nodes.map((n) => `${n.lastName.toLowerCase()}\u0000${n.firstName.toLowerCase()}`);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('worklistConnection: by assignee (nulls last, descending) with every REVIEW student of 2027 once', async () => {
      const q = `query W($after: String) { worklistConnection(input: { worklist: REVIEW, aidYear: 2027, sort: ASSIGNED_TO, descending: true }, first: 4, after: $after) {
        nodes { uuid assignedTo } pageInfo { endCursor hasNextPage } totalCount } }`;
      const { nodes } = await walk<{ uuid: string; assignedTo: string | null }>(
        (after) => manager.graphql(q, { after }),
        'worklistConnection',
        4,
      );
      const expected = await sql(
        `SELECT st.uuid::text FROM student st WHERE st.school_code = $1 AND st.status = 'REVIEW'
            AND EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = 2027)`,
        [SCHOOL],
      );
      expect(expected.length).toBeGreaterThan(4);
      expect(sorted(nodes.map((n) => n.uuid))).toEqual(sorted(expected.map((r) => r.uuid)));
      const firstUnassigned = nodes.findIndex((n) => n.assignedTo === null);
      if (firstUnassigned >= 0)
        expect(nodes.slice(firstUnassigned).every((n) => n.assignedTo === null)).toBe(true);
    });

    it('reportConnection: the All Students report of 2027, every student of the year once (SQL: a current ISIR or a task list item)', async () => {
      const q = `query W($after: String) { reportConnection(input: { name: "AllStudentsReport", aidYear: 2027, sort: "status" }, first: 23, after: $after) {
        report columns { key } nodes { key studentUuid cells } pageInfo { endCursor hasNextPage } totalCount } }`;
      const { nodes, totals } = await walk<{ studentUuid: string }>(
        (after) => manager.graphql(q, { after }),
        'reportConnection',
        23,
      );
      const expected = await sql(
        `SELECT st.uuid::text FROM student st WHERE st.school_code = $1 AND (
           EXISTS (SELECT 1 FROM isir_record r WHERE r.student_id = st.id AND r.aid_year = 2027 AND r.is_current)
           OR EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = 2027))`,
        [SCHOOL],
      );
      expect(expected.length).toBeGreaterThan(23);
      expect(sorted(nodes.map((n) => n.studentUuid))).toEqual(sorted(expected.map((r) => r.uuid)));
      expect(new Set(totals)).toEqual(new Set([expected.length]));
    });

    it('jobsConnection: the school’s jobs newest first (ties by id); without JOBS_PAGE_VIEW only the caller’s own', async () => {
      const q = `query W($after: String) { jobsConnection(first: 2, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } totalCount } }`;
      const all = await walk<{ id: number }>(
        (after) => superadmin.graphql(q, { after }),
        'jobsConnection',
        2,
      );
      const expected = await sql(
        // job.id: a bare `id` would name the text column selected, and '9' sorts after '13'.
        `SELECT id::text FROM job WHERE school_code = $1 ORDER BY created_at DESC, job.id DESC`,
        [SCHOOL],
      );
      expect(expected.length).toBeGreaterThanOrEqual(9);
      expect(all.nodes.map((n) => String(n.id))).toEqual(expected.map((r) => r.id));
      const own = await walk<{ id: number }>((after) => manager.graphql(q, { after }), 'jobsConnection', 2);
      const mine = await sql(
        `SELECT j.id::text FROM job j JOIN staff_user u ON u.uuid = j.created_by
          WHERE j.school_code = $1 AND u.email = 'manager@aidverify.test'`,
        [SCHOOL],
      );
      expect(mine.length).toBeGreaterThanOrEqual(4);
      expect(sorted(own.nodes.map((n) => n.id))).toEqual(sorted(mine.map((r) => r.id)));
    });

    it('administrativeActivityConnection and studentActivityConnection: every entry of the range once', async () => {
      const admin = `query W($after: String) { administrativeActivityConnection(from: "${FROM}", to: "${TO}", action: "CONNECTIONS_TEST", first: 3, after: $after) {
        nodes { id } pageInfo { endCursor hasNextPage } totalCount } }`;
      const a = await walk<{ id: string }>(
        (after) => superadmin.graphql(admin, { after }),
        'administrativeActivityConnection',
        3,
      );
      const adminRows = await sql(
        `SELECT id::text FROM activity_log WHERE school_code = $1 AND student_id IS NULL AND action = 'CONNECTIONS_TEST'`,
        [SCHOOL],
      );
      expect(adminRows).toHaveLength(7);
      expect(new Set(a.totals)).toEqual(new Set([7]));
      expect(sorted(a.nodes.map((n) => n.id))).toEqual(sorted(adminRows.map((r) => r.id)));
      const students = `query W($after: String) { studentActivityConnection(from: "${FROM}", to: "${TO}", action: "CONNECTIONS_TEST", first: 4, after: $after) {
        nodes { id studentID } pageInfo { endCursor hasNextPage } totalCount } }`;
      const st = await walk<{ id: string; studentID: number }>(
        (after) => manager.graphql(students, { after }),
        'studentActivityConnection',
        4,
      );
      const studentRows = await sql(
        `SELECT 'a' || id AS id FROM activity_log WHERE school_code = $1 AND student_id IS NOT NULL AND action = 'CONNECTIONS_TEST'`,
        [SCHOOL],
      );
      expect(studentRows).toHaveLength(6);
      expect(sorted(st.nodes.map((n) => n.id))).toEqual(sorted(studentRows.map((r) => r.id)));
      expect(new Set(st.totals)).toEqual(new Set([6]));
    });

    it('isirRecordsConnection and isirUploadsConnection: every record of the year and every file once', async () => {
      const records = `query W($after: String) { isirRecordsConnection(input: { aidYear: 2027 }, first: 41, after: $after) {
        nodes { id } pageInfo { endCursor hasNextPage } totalCount } }`;
      const r = await walk<{ id: number }>(
        (after) => manager.graphql(records, { after }),
        'isirRecordsConnection',
        41,
      );
      const expected = await sql(
        `SELECT id::text FROM isir_record WHERE school_code = $1 AND aid_year = 2027`,
        [SCHOOL],
      );
      expect(expected.length).toBeGreaterThan(41);
      expect(sorted(r.nodes.map((n) => n.id))).toEqual(sorted(expected.map((x) => x.id)));
      const uploads = `query W($after: String) { isirUploadsConnection(first: 1, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } } }`;
      const u = await walk<{ id: number }>(
        (after) => manager.graphql(uploads, { after }),
        'isirUploadsConnection',
        1,
      );
      const files = await sql(
        `SELECT id::text FROM isir_upload WHERE school_code = $1 ORDER BY created_at DESC, id DESC`,
        [SCHOOL],
      );
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(u.nodes.map((n) => String(n.id))).toEqual(files.map((f) => f.id));
    });

    it('a cursor that is not one, or of another list or sort, is BAD_USER_INPUT naming after', async () => {
      const first = await manager.graphql(
        `{ worklistConnection(input: { worklist: REVIEW, aidYear: 2027 }, first: 2) { pageInfo { endCursor } } }`,
      );
      const cursor = first.data.worklistConnection.pageInfo.endCursor as string;
      const cases: [string, Record<string, unknown>][] = [
        [
          `query Q($a: String) { searchStudentsConnection(input: { text: "" }, after: $a) { totalCount } }`,
          { a: 'not-a-cursor!' },
        ],
        [
          `query Q($a: String) { worklistConnection(input: { worklist: REVIEW, aidYear: 2027, sort: UPDATED_AT }, after: $a) { totalCount } }`,
          { a: cursor },
        ],
        [
          `query Q($a: String) { reportConnection(input: { name: "AllStudentsReport", aidYear: 2027 }, after: $a) { totalCount } }`,
          { a: cursor },
        ],
        // Built by hand with the right digest (it names public things) but a time that is none: still the client's error.
        [
          `query Q($a: String) { jobsConnection(after: $a) { totalCount } }`,
          { a: forged(['jobs', SCHOOL, null, null], ['not a time', '1']) },
        ],
        [
          `query Q($a: String) { jobsConnection(after: $a) { totalCount } }`,
          { a: Buffer.from('{"l":1}').toString('base64url') },
        ],
        [
          `query Q($a: String) { administrativeActivityConnection(from: "${FROM}", to: "${TO}", after: $a) { totalCount } }`,
          { a: cursor },
        ],
        [
          `query Q($a: String) { studentActivityConnection(from: "${FROM}", to: "${TO}", after: $a) { totalCount } }`,
          { a: cursor },
        ],
        [`query Q($a: String) { isirRecordsConnection(input: {}, after: $a) { totalCount } }`, { a: cursor }],
        [
          `query Q($a: String) { isirUploadsConnection(after: $a) { pageInfo { hasNextPage } } }`,
          { a: 'x'.repeat(5000) },
        ],
      ];
      for (const [query, variables] of cases) {
        const who = /administrativeActivity|jobsConnection/.test(query) ? superadmin : manager;
        const answer = await who.graphql(query, variables);
        expect(answer.errors?.[0]?.extensions?.code, query).toBe('BAD_USER_INPUT');
        expect(answer.errors?.[0]?.extensions?.inputErrors, query).toEqual([
          expect.objectContaining({ path: 'after' }),
        ]);
      }
    });

    it('each connection refuses whom its list refuses', async () => {
      const fields = [
        `searchStudentsConnection(input: { text: "" }) { totalCount }`,
        `worklistConnection(input: { worklist: REVIEW, aidYear: 2027 }) { totalCount }`,
        `reportConnection(input: { name: "AllStudentsReport", aidYear: 2027 }) { totalCount }`,
        `jobsConnection { totalCount }`,
        `administrativeActivityConnection(from: "${FROM}", to: "${TO}") { totalCount }`,
        `studentActivityConnection(from: "${FROM}", to: "${TO}") { totalCount }`,
        `isirRecordsConnection(input: {}) { totalCount }`,
        `isirUploadsConnection { pageInfo { hasNextPage } }`,
      ];
      for (const field of fields) {
        const anonymous = await s().graphql(`{ ${field} }`);
        expect(anonymous.errors?.[0]?.extensions?.code, field).toBe('UNAUTHENTICATED');
        const asStudent = await student.graphql(`{ ${field} }`);
        expect(asStudent.errors?.[0]?.extensions?.code, field).toBe('FORBIDDEN');
        // A staff member whose role has none of the lists' permissions (jobs: staff follow their own).
        if (!field.startsWith('jobs')) {
          const asMember = await member.graphql(`{ ${field} }`);
          expect(asMember.errors?.[0]?.extensions?.code, field).toBe('FORBIDDEN');
        }
      }
      // The Manager lacks ADMINISTRATIVE_ACTIVITY_VIEW (the list's own permission).
      const manager403 = await manager.graphql(
        `{ administrativeActivityConnection(from: "${FROM}", to: "${TO}") { totalCount } }`,
      );
      expect(manager403.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const memberJobs = await member.graphql(`{ jobsConnection { nodes { id } totalCount } }`);
      expect(memberJobs.data.jobsConnection).toEqual({ nodes: [], totalCount: 0 });
    });
  });
});
