import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportMap } from '../src/domain/reports/definitions.js';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

/**
 * Report numbers that were wrong (issue 22), each on data built here where the right answer is known, in an aid
 * year nothing else uses (2034).
 */
const YEAR = 2034;

interface Page {
  total: number;
  columns: { key: string; label: string }[];
  rows: { key: string; studentUuid: string | null; cells: (string | null)[] }[];
}

forEachBackend((backend) => {
  describe('report numbers', () => {
    const s = useServices(backend);
    let manager: string;
    const ids: Record<string, number> = {};

    const search = (name: string, body: Record<string, unknown> = {}) =>
      s().post<Page>(`/school-api/report/${name}/search`, { aidYear: YEAR, pageSize: 500, ...body }, manager);
    /** The page as objects keyed by column, for reading. */
    const rows = (p: Page) =>
      p.rows.map((r) => Object.fromEntries(p.columns.map((c, i) => [c.key, r.cells[i]])));

    beforeAll(async () => {
      manager = (await s().signIn('manager@aidverify.test')).accessToken;
      const db = s().db;
      const [info] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO isir_record_info (aid_year, ed_year_code, variant, record_length, name) VALUES ($1, '5', 'numbers-test', 10, 'test') RETURNING id`,
        [YEAR],
      );
      const [upload] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO isir_upload (uuid, school_code, file_name, origin, status) VALUES ($1, '222222', 'numbers.txt', 'UPLOAD', 'IMPORTED') RETURNING id`,
        [randomUUID()],
      );
      const student = async (key: string) => {
        const [row] = await readRows(
          db,
          { id: dbNumber },
          `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, status, ssn_last_four, ssn_hmac, ssn_encrypted)
           VALUES ($1, '222222', $2, $3, 'Numbers', 'SELECTED', '4321', 'school-' || $2, $4) RETURNING id`,
          [randomUUID(), `N-${key}`, key, s().services.ctx.sealer.seal('123454321')],
        );
        ids[key] = row!.id;
      };
      let line = 0;
      const isir = (key: string, tn: number, f: Record<string, unknown>, current: boolean) =>
        db.query(
          `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_number,
             dependency_model, first_name, last_name, ssn_hmac, ssn_last_four, comment_codes, ssa_match_status, dependency_override, c_flag, raw_encrypted, is_current)
           VALUES ($1, '222222', $2, $3, $4, $5, $6, $7, $8, $9, 'Numbers', $10, '4321', $11, $12, $13, $14, 'x', $15)`,
          [
            upload!.id,
            YEAR,
            info!.id,
            ids[key],
            ++line,
            `n-${line}`,
            tn,
            f.dep ?? 'D',
            key,
            `school-N-${key}`,
            f.comments ?? [],
            f.ssa ?? '4',
            f.override ?? null,
            f.cFlag ?? null,
            current,
          ],
        );
      for (const k of ['First', 'Override', 'Changed', 'Same', 'Ssa8', 'Ssa9', 'Ssa5', 'Ssa1', 'Codes'])
        await student(k);
      // A first transaction (with an override code) is no change; neither is an override code between two
      // transactions of the same dependency.
      await isir('First', 1, { dep: 'I', override: '1' }, true);
      await isir('Override', 1, { dep: 'D' }, false);
      await isir('Override', 2, { dep: 'D', override: '1' }, true);
      await isir('Changed', 1, { dep: 'D' }, false);
      await isir('Changed', 2, { dep: 'I' }, true);
      await isir('Same', 1, { dep: 'D' }, true);
      // SSA match statuses 8 (not sent), 9 (not needed) and 5 (deceased) are no SSN mismatch; 1 (not found) is.
      await isir('Ssa8', 1, { ssa: '8' }, true);
      await isir('Ssa9', 1, { ssa: '9' }, true);
      await isir('Ssa5', 1, { ssa: '5' }, true);
      await isir('Ssa1', 1, { ssa: '1' }, true);
      // Comment codes of the current transaction count, whoever opened the student (nobody has); an earlier
      // transaction's do not.
      await isir('Codes', 1, { comments: ['999'] }, false);
      await isir('Codes', 2, { comments: ['101', '202'], cFlag: 'Y' }, true);
      await isir('Changed', 3, { dep: 'I', comments: ['303'] }, false);
      // One of Changed's codes resolved by staff.
      await db.query(
        `INSERT INTO student_comment_code_link (school_code, student_id, aid_year, code, resolved, resolved_by, resolved_at)
         VALUES ('222222', $1, $2, '101', true, 'Mia Manager', now())`,
        [ids.Codes, YEAR],
      );
    });

    it('Comment Code Report: every code of the current ISIRs with its resolution, whoever looked', async () => {
      const res = await search('CommentCodeReport');
      expect(res.status).toBe(200);
      expect(
        rows(res.body)
          .map((r) => `${r.student} ${r.code} C=${r.c_code} resolved=${r.resolved}`)
          .sort(),
      ).toEqual(['Numbers, Codes 101 C=Yes resolved=Yes', 'Numbers, Codes 202 C=Yes resolved=No']);
      expect(res.body.total).toBe(2);
    });

    it('Dependency Change Report: only a change between two transactions of the same aid year', async () => {
      const res = await search('DependencyChangeReport');
      expect(
        rows(res.body).map((r) => [r.student, r.transaction_number, r.previous_dependency, r.dependency]),
      ).toEqual([['Numbers, Changed', '2', 'Dependent', 'Independent']]);
      expect(res.body.total).toBe(1);
    });

    it('Non-Matching SSN Report: real mismatches of the SSA match flag only, both SSNs as last four', async () => {
      const res = await search('NonMatchingSSNReport');
      expect(rows(res.body).map((r) => [r.student, r.ssa_match, r.school_ssn, r.isir_ssn])).toEqual([
        ['Numbers, Ssa1', 'Not found by SSA', '***-**-4321', '***-**-4321'],
      ]);
      // The export shows what the page shows: no whole SSN for a Manager either.
      const csv = await fetch(
        `${s().url}/school-api/report/NonMatchingSSNReport/download?aidYear=${YEAR}&format=csv`,
        {
          headers: { authorization: `Bearer ${manager}` },
        },
      );
      expect(csv.status).toBe(200);
      const text = await csv.text();
      expect(text).toContain('***-**-4321');
      expect(text).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    });

    it('staff home: total students is the All Students total and the General Report sum, not-selected included', async () => {
      // A not-selected student with a current ISIR of the year and no task list.
      const db = s().db;
      const [ns] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, status) VALUES ($1, '222222', 'N-NotSel', 'NotSel', 'Numbers', 'NOT_SELECTED') RETURNING id`,
        [randomUUID()],
      );
      await db.query(
        `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_number, raw_encrypted, is_current)
         SELECT upload_id, school_code, aid_year, isir_record_info_id, $1, 999, 'n-notsel', 1, 'x', true FROM isir_record WHERE aid_year = $2 LIMIT 1`,
        [ns!.id, YEAR],
      );
      const home = await s().get<{ totalStudents: number; byStatus: { status: string; count: number }[] }>(
        `/student-api/worklist/summary/${YEAR}`,
        manager,
      );
      expect(home.status).toBe(200);
      const all = await search('AllStudentsReport');
      const general = await search('GeneralReport');
      const generalSum = rows(general.body).reduce((n, r) => n + Number(r.students), 0);
      // Ten students of the year here, one not selected.
      expect(all.body.total).toBe(10);
      expect(generalSum).toBe(10);
      expect(home.body.totalStudents).toBe(10);
      expect(home.body.byStatus.find((b) => b.status === 'NOT_SELECTED')?.count).toBe(1);
    });

    it('demo data: every report has rows, ISIRs carry a mailing address, no SSN group 00, a sign-up-to-verified average', async () => {
      const names = [...reportMap(s().services.ctx).keys()];
      const empty: string[] = [];
      for (const name of names) {
        const res = await s().post<Page>(
          `/school-api/report/${name}/search`,
          { aidYear: 2027, pageSize: 1 },
          manager,
        );
        expect(res.status, name).toBe(200);
        if (res.body.total === 0) empty.push(name);
      }
      expect(empty).toEqual([]);
      const db = s().db;
      const [isirs] = await readRows(
        db,
        { without: dbNumber },
        `SELECT count(*) FILTER (WHERE street_address IS NULL OR city IS NULL OR state IS NULL OR zip_code IS NULL)::int AS without
           FROM isir_record WHERE school_code IN ('222222', '333333') AND aid_year IN (2026, 2027)`,
      );
      expect(isirs!.without).toBe(0);
      const ssns = await readRows(
        db,
        { ssn_encrypted: z.string() },
        `SELECT ssn_encrypted FROM student WHERE school_code IN ('222222', '333333') AND ssn_encrypted IS NOT NULL`,
      );
      expect(ssns.length).toBeGreaterThan(300);
      const bad = ssns
        .map((r) => s().services.ctx.sealer.open(r.ssn_encrypted))
        .filter((n) => n.slice(3, 5) === '00' || n.slice(5) === '0000');
      expect(bad).toEqual([]);
      const signup = await s().get<{ students: number; averageDays: number | null }>(
        '/school-api/report/getAverageSignupToVerifiedTime/2027/',
        manager,
      );
      expect(signup.status).toBe(200);
      expect(signup.body.students).toBeGreaterThan(5);
      expect(signup.body.averageDays).toBeGreaterThan(0);
    });
  });
});
