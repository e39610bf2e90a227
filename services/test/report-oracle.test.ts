import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cellText, type ReportColumn } from '../src/domain/reports/engine.js';
import { labelOf } from '../src/domain/verification/labels.js';
import { reportMap } from '../src/domain/reports/definitions.js';
import { forEachBackend, useServices } from './harness.js';
import { loadRaw, oracle } from './report-oracle.js';
import { dbNumber, readRows } from './rows.js';

const screenText = (c: ReportColumn, v: unknown) => {
  const text = cellText(c.type, v);
  return text !== null && c.words ? labelOf(c.words, text) : text;
};

interface Page {
  total: number;
  columns: { key: string }[];
  rows: { key: string; cells: (string | null)[] }[];
}

/**
 * Every report (the two auto-verify reports by their runs) checked against a second implementation written from docs/reports.md (report-oracle.ts), row by row,
 * on the demo data set (two schools, aid years 2026 and 2027, a second transaction for Test University's 2027 students
 * with SAI and dependency changes, comment codes, accounts, staff flags) plus the edge cases added below.
 */
const COVERED = [
  'GeneralReport',
  'MissingStudentReport',
  'PostcardsReport',
  'AllStudentsReport',
  'CrossYearDataReport',
  'InstitutionalSelectedVerificationReportPage',
  'EducationalPurposeReportPage',
  'VerificationReport',
  'AccountOwnershipReport',
  'AccountQCReport',
  'NonMatchingSSNReport',
  'ChangeReport',
  'DependencyChangeReport',
  'SuperBinderReport',
  'WatchlistReport',
  'CommentCodeReport',
];

forEachBackend((backend) => {
  describe('report oracle', () => {
    const s = useServices(backend);
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      tokens['222222'] = (await s().signIn('manager@aidverify.test')).accessToken;
      tokens['333333'] = (
        await s().signIn('superadmin@aidverify.test', { schoolCode: '333333' })
      ).accessToken;
      const db = s().db;
      // Edge cases the demo lacks: a not-selected student with only an ISIR, a comment code staff resolved.
      const [ns] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, status) VALUES ($1, '222222', 'OR-1', 'Nora', 'Oracle', 'NOT_SELECTED') RETURNING id`,
        [randomUUID()],
      );
      await db.query(
        `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_number, sai,
                                  comment_codes, selected_for_verification, raw_encrypted, is_current)
         SELECT upload_id, school_code, aid_year, isir_record_info_id, $1, 9999, 'oracle-1', 1, 1200, '{101}', 'N', 'x', true
           FROM isir_record WHERE school_code = '222222' AND aid_year = 2027 LIMIT 1`,
        [ns!.id],
      );
      await db.query(
        `INSERT INTO student_comment_code_link (school_code, student_id, aid_year, code, resolved, resolved_by, resolved_at)
         SELECT '222222', student_id, 2027, comment_codes[1], true, 'Mia Manager', '2026-11-02T10:00:00Z' FROM isir_record
          WHERE school_code = '222222' AND aid_year = 2027 AND is_current AND cardinality(comment_codes) > 0 AND student_id <> $1 LIMIT 1`,
        [ns!.id],
      );
      // Account QC's rules, each hit once, and a shared e-mail between siblings (one parent account): no hit.
      const pick = (sql: string, params: unknown[] = []) =>
        readRows(db, { id: dbNumber }, sql, params).then((r) => r.map((x) => x.id));
      const [a, b] = await pick(
        `SELECT st.id FROM student st WHERE st.school_code = '222222' AND st.status = 'SELECTED'
            AND NOT EXISTS (SELECT 1 FROM student_account_link l WHERE l.student_id = st.id) ORDER BY st.id LIMIT 2`,
      );
      await db.query(`UPDATE student SET email = 'Shared.Family@example.test' WHERE id = $1`, [a]);
      await db.query(`UPDATE student SET email = 'shared.family@example.test' WHERE id = $1`, [b]);
      const siblings = await pick(
        `SELECT l.student_id AS id FROM student_account_link l JOIN student_account p ON p.id = l.student_account_id
          WHERE p.username = 'parent@aidverify.test'`,
      );
      expect(siblings.length).toBe(2);
      await db.query(`UPDATE student SET email = 'siblings@example.test' WHERE id = ANY($1::int[])`, [
        siblings,
      ]);
      const own = await pick(
        `SELECT DISTINCT ON (l.student_id) a.id FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id
          JOIN student st ON st.id = l.student_id
          WHERE l.account_type = 0 AND st.school_code = '222222' AND l.student_id <> ALL($1::int[]) ORDER BY l.student_id LIMIT 2`,
        [siblings],
      );
      await db.query(`UPDATE student_account SET phone = '5557770101' WHERE id = ANY($1::int[])`, [own]);
      // A new parent account with the student's own phone.
      const [withAccount] = await pick(
        `SELECT l.student_id AS id FROM student_account_link l JOIN student st ON st.id = l.student_id
          WHERE l.account_type = 0 AND st.school_code = '222222' AND l.student_account_id <> ALL($1::int[])
            AND l.student_id <> ALL($2::int[]) ORDER BY l.student_id LIMIT 1`,
        [own, siblings],
      );
      await db.query(
        `WITH sa AS (UPDATE student_account a SET phone = '5557770202' FROM student_account_link l
                      WHERE l.student_account_id = a.id AND l.student_id = $1 AND l.account_type = 0 RETURNING a.id),
              pa AS (INSERT INTO student_account (uuid, school_code, username, first_name, last_name, phone)
                     VALUES (gen_random_uuid(), '222222', 'oracle.parent@example.test', 'Olga', 'Oracle', '5557770202') RETURNING id)
         INSERT INTO student_account_link (student_id, student_account_id, account_type) SELECT $1, id, 1 FROM pa`,
        [withAccount],
      );
      await db.query(
        `INSERT INTO identity_verification_attempt (student_interview_link_id, interview_question_id, question_text, matched, actor_uuid)
         SELECT l.id, q.id, 'Date of birth', m, gen_random_uuid() FROM student_interview_link l, interview_question q, unnest(ARRAY[false, false, true]) m
          WHERE l.id = (SELECT min(id) FROM student_interview_link WHERE aid_year = 2027 AND student_id = $1)
            AND q.id = (SELECT min(id) FROM interview_question)`,
        [b],
      );
    });

    const product = async (school: string, name: string, aidYear: number) => {
      const rows = new Map<string, Record<string, string | null>>();
      for (let page = 1; ; page++) {
        const res = await s().post<Page>(
          `/school-api/report/${name}/search`,
          { aidYear, page, pageSize: 500 },
          tokens[school],
        );
        expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(200);
        for (const r of res.body.rows)
          rows.set(r.key, Object.fromEntries(res.body.columns.map((c, i) => [c.key, r.cells[i] ?? null])));
        if (page * 500 >= res.body.total) return { rows, total: res.body.total };
      }
    };

    for (const [school, year] of [
      ['222222', 2027],
      ['222222', 2026],
      ['333333', 2027],
    ] as const) {
      it(`${school} ${year}: every covered report equals the oracle row by row, and the Metrics its averages`, async () => {
        const defs = reportMap(s().services.ctx);
        const expected = oracle(await loadRaw(s().db, school), year);
        if (school === '222222' && year === 2027)
          // The edge cases above reach every Account QC rule (else the comparison below proves little).
          expect(new Set([...expected.reports.AccountQCReport!.values()].map((r) => r.rule))).toEqual(
            new Set([
              'Shared e-mail',
              'Shared phone',
              'Shared address',
              'Student and parent share contacts',
              'Failed identity checks',
            ]),
          );
        for (const name of COVERED) {
          const def = defs.get(name)!;
          const want = new Map(
            [...(expected.reports[name] ?? new Map()).entries()].map(([k, row]) => [
              k,
              // The oracle counts in codes; the screen shows a coded column's words (one table, labels.ts).
              Object.fromEntries(def.columns.map((c) => [c.key, screenText(c, row[c.key])])),
            ]),
          );
          const got = await product(school, name, year);
          const diff = (a: Map<string, unknown>, b: Map<string, unknown>) =>
            [...a.entries()]
              .filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(b.get(k)))
              .map(([k, v]) => `${k}: ${JSON.stringify(v)} / ${JSON.stringify(b.get(k) ?? null)}`)
              .slice(0, 5);
          expect({ name, missing: diff(want, got.rows), extra: diff(got.rows, want) }).toEqual({
            name,
            missing: [],
            extra: [],
          });
          expect([name, got.total]).toEqual([name, want.size]);
        }
        const average = async (path: string) =>
          (
            await s().get<{ students: number; averageSeconds: number | null }>(
              `/school-api/report/${path}/${year}${path.includes('Signup') ? '/' : ''}`,
              tokens[school],
            )
          ).body;
        const signup = await average('getAverageSignupToVerifiedTime');
        const review = await average('getAverageReviewToVerifiedTime');
        expect(signup.students).toBe(expected.metrics.signup.students);
        // The demo data exercises the Metrics too: Test University's students verified after signing up.
        if (school === '222222' && year === 2027) expect(signup.students).toBeGreaterThan(0);
        expect(review.students).toBe(expected.metrics.review.students);
        for (const [got, want] of [
          [signup.averageSeconds, expected.metrics.signup.averageSeconds],
          [review.averageSeconds, expected.metrics.review.averageSeconds],
        ])
          if (want === null || want === undefined) expect(got).toBeNull();
          else expect(Math.abs(got! - want)).toBeLessThanOrEqual(1);
      }, 120_000);
    }

    it('the two auto-verify reports list exactly the runs of the school, aid year and purpose', async () => {
      // The demo seed runs no flow: runs of both purposes, both years and both schools are written as a run would be.
      const db = s().db;
      // Opening the flows seeds each school's default flows of the year.
      for (const token of [(await s().signIn('admin@aidverify.test')).accessToken, tokens['333333']])
        for (const year of [2026, 2027])
          expect((await s().get(`/student-api/AutoVerifyFlow/?aidYear=${year}`, token)).status).toBe(200);
      await db.query(
        `INSERT INTO auto_verify_run (school_code, aid_year, student_id, flow_id, flow_name, flow_version, purpose, trigger,
                                      outcome, items_verified, reason, detail, fingerprint, run_by, created_at)
         SELECT st.school_code, f.aid_year, st.id, f.id, f.name, f.version, f.purpose,
                (ARRAY['ISIR_IMPORT', 'INTERVIEW_SUBMITTED', 'ON_DEMAND'])[1 + st.id % 3],
                (ARRAY['VERIFIED', 'PARTIAL', 'NOT_VERIFIED', 'REVIEW'])[1 + st.id % 4], st.id % 5,
                CASE WHEN st.id % 4 <> 0 THEN 'reason ' || st.id END, '{}', 'oracle-' || st.id || '-' || f.id, 'Oracle',
                now() - make_interval(mins => st.id)
           FROM student st JOIN auto_verify_flow f ON f.school_code = st.school_code
          WHERE st.id % 3 <> 1`,
      );
      const runs = await db.query(
        `SELECT r.*, st.uuid AS student_uuid, st.student_number, st.first_name, st.last_name, st.status AS student_status
           FROM auto_verify_run r, student st WHERE st.id = r.student_id`,
      );
      for (const [school, year, purpose] of [
        ['222222', 2027, 'VERIFICATION'],
        ['222222', 2027, 'CORRECTION'],
        ['222222', 2026, 'VERIFICATION'],
        ['333333', 2027, 'CORRECTION'],
      ] as const) {
        const want = runs
          .filter((r) => r.school_code === school && r.aid_year === year && r.purpose === purpose)
          .map((r) => ({
            id: Number(r.id),
            flowName: r.flow_name,
            flowVersion: r.flow_version,
            outcome: r.outcome,
            reason: r.reason,
            itemsVerified: r.items_verified,
            trigger: r.trigger,
            studentUUID: r.student_uuid,
            studentNumber: r.student_number,
            name: `${r.last_name}, ${r.first_name}`,
            studentStatus: r.student_status,
          }))
          .sort((a, b) => a.id - b.id);
        expect(want.length, `${school} ${year} ${purpose}`).toBeGreaterThan(0);
        const got: typeof want = [];
        for (let page = 1; ; page++) {
          const res = await s().post<{ total: number; rows: Record<string, any>[] }>(
            '/student-api/autoverify/runs/search',
            { aidYear: year, purpose, page, pageSize: 500, sortBy: 'createdAt', sortDirection: 'ASC' },
            tokens[school],
          );
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(res.body.total).toBe(want.length);
          got.push(
            ...res.body.rows.map((r) => ({
              id: r.id,
              flowName: r.flowName,
              flowVersion: r.flowVersion,
              outcome: r.outcome,
              reason: r.reason,
              itemsVerified: r.itemsVerified,
              trigger: r.trigger,
              studentUUID: r.studentUUID,
              studentNumber: r.studentNumber,
              name: `${r.lastName}, ${r.firstName}`,
              studentStatus: r.studentStatus,
            })),
          );
          if (page * 500 >= res.body.total) break;
        }
        expect(got.sort((a, b) => a.id - b.id)).toEqual(want);
      }
    });
  });
});
