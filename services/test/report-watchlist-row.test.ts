import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { keptReportRows, studentsOfYear, taskListItemsOfYear } from './kept-report-rows.js';

/**
 * The Watchlist Report's rows kept in report_watchlist_row with when each was flagged (migration 125), which its page
 * walks newest first, and their number per school and year in report_row_count, which its total reads, against an
 * independent count of the base rows after each kind of write that changes them: watchlist entries added (one
 * statement for many), changed, closed and deleted; ISIRs flagged by SSA, superseded, moved and deleted; students
 * moved to another school; identity answers given, corrected and removed; task list items moved and removed. The
 * report's total and first page show the same rows.
 */
const YEAR = 2037;
const SCHOOLS = ['222222', '333333'];

/** The report's rows by its rules, written out here: staff entries, SSA flags and failed identity answers. */
const ROWS = `
  FROM (
    SELECT 'staff:' || w.id AS row_key, w.student_id, w.flagged_at FROM student_watchlist w JOIN student s ON s.id = w.student_id
     WHERE w.school_code = $1 AND s.school_code = $1 AND w.removed_at IS NULL
       AND EXISTS (SELECT 1 FROM report_year_student y WHERE y.student_id = s.id AND y.aid_year = $2)
    UNION ALL
    SELECT 'ssa:' || r.student_id, r.student_id, r.created_at FROM isir_record r
     WHERE r.school_code = $1 AND r.aid_year = $2 AND r.is_current AND r.ssa_match_status IN ('1', '5')
    UNION ALL
    SELECT 'identity:' || sil.student_id, sil.student_id, max(iva.created_at)
      FROM student_interview_link sil JOIN identity_verification_attempt iva ON iva.student_interview_link_id = sil.id
      JOIN student s ON s.id = sil.student_id AND s.school_code = $1
     WHERE sil.aid_year = $2 AND NOT iva.matched GROUP BY sil.student_id HAVING count(*) >= 3) q
  JOIN student st ON st.id = q.student_id`;

forEachBackend((backend) => {
  describe('report_watchlist_row follows every write of entries, ISIRs, students and identity answers', () => {
    const s = useServices(backend);
    let manager: string;

    beforeAll(async () => {
      manager = (await s().signIn('manager@aidverify.test')).accessToken;
    });

    const { counted, expectInStep, expectUnreadWriteIgnored } = keptReportRows(s, () => manager, {
      report: 'WatchlistReport',
      year: YEAR,
      schools: SCHOOLS,
      rows: ROWS,
      kept: `SELECT COALESCE(sum(rows), 0)::int AS n FROM report_row_count
        WHERE report = 'WatchlistReport' AND school_code = $1 AND aid_year = $2`,
      firstPageOrder: 'q.flagged_at DESC NULLS LAST, q.row_key',
    });

    const students = (names: string[], school?: string) =>
      studentsOfYear(s, { year: YEAR, tag: 'KWL', mail: 'watch.example.edu' }, names, school);

    it('after watchlist entries are added, changed, closed and deleted, and students moved', async () => {
      const db = s().db;
      await expectInStep();
      const [ada, ben, cy] = (await students(['Ada', 'Ben', 'Cy'])) as [number, number, number];
      // One statement for many, each flagged a day apart.
      await db.query(
        `INSERT INTO student_watchlist (school_code, student_id, reason, flagged_by, flagged_at)
         SELECT '222222', id, 'Documents look altered', 'Mia Manager', now() - make_interval(days => o::int)
           FROM unnest($1::int[]) WITH ORDINALITY AS t(id, o)`,
        [[ada, ben, cy]],
      );
      await expectInStep();
      expect(await counted('222222')).toBeGreaterThanOrEqual(3);
      await db.query(
        `UPDATE student_watchlist SET flagged_at = now() + interval '1 day', reason = 'Newest' WHERE student_id = $1`,
        [cy],
      );
      await expectInStep();
      await db.query(
        `UPDATE student_watchlist SET removed_at = now(), removed_by = 'Mia Manager' WHERE student_id = $1`,
        [ben],
      );
      await expectInStep();
      await db.query(`UPDATE student SET school_code = '333333' WHERE id = $1`, [ada]);
      await expectInStep();
      await db.query(`UPDATE student SET school_code = '222222' WHERE id = $1`, [ada]);
      await expectInStep();
      // Out of the year: the student's only ISIR of the year deleted.
      await db.query(`DELETE FROM isir_record_all WHERE student_id = $1 AND aid_year = $2`, [cy, YEAR]);
      await expectInStep();
      await db.query(`DELETE FROM student_watchlist WHERE student_id = ANY ($1)`, [[ada, ben]]);
      await expectInStep();
    });

    it('after ISIRs are flagged by SSA, superseded, moved and deleted', async () => {
      const db = s().db;
      const [dee, eli, fin] = (await students(['Dee', 'Eli', 'Fin'])) as [number, number, number];
      // One statement for many: deceased and not found; then one per ISIR, an earlier date.
      await db.query(
        `UPDATE isir_record_all SET ssa_match_status = CASE WHEN student_id = $2 THEN '1' ELSE '5' END WHERE student_id = ANY ($1) AND aid_year = $3`,
        [[dee, eli, fin], eli, YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE isir_record_all SET created_at = created_at - interval '3 days' WHERE student_id = $1 AND aid_year = $2`,
        [fin, YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE isir_record_all SET ssa_match_status = '4' WHERE student_id = $1 AND aid_year = $2`,
        [dee, YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE isir_record_all SET is_current = false WHERE student_id = $1 AND aid_year = $2`,
        [eli, YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE isir_record_all SET school_code = '333333' WHERE student_id = $1 AND aid_year = $2`,
        [fin, YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE isir_record_all SET school_code = '222222' WHERE student_id = $1 AND aid_year = $2`,
        [fin, YEAR],
      );
      await expectInStep();
      await db.query(`DELETE FROM isir_record_all WHERE student_id = $1 AND aid_year = $2`, [fin, YEAR]);
      await expectInStep();
      // What the report does not read changes nothing.
      await expectUnreadWriteIgnored();
    });

    it('after identity answers and task list items are written', async () => {
      const db = s().db;
      const [gus, hal] = (await students(['Gus', 'Hal'])) as [number, number];
      const { items, question } = await taskListItemsOfYear(s, YEAR, [gus, hal]);
      // Three failed answers each, then one of Gus's corrected (two left: no row).
      await db.query(
        `INSERT INTO identity_verification_attempt (student_interview_link_id, interview_question_id, question_text, matched, actor_uuid)
         SELECT l, $2, 'Street you lived on', false, gen_random_uuid() FROM unnest($1::int[]) l CROSS JOIN generate_series(1, 3)`,
        [items, question],
      );
      await expectInStep();
      await db.query(
        `UPDATE identity_verification_attempt SET matched = true
          WHERE id = (SELECT min(id) FROM identity_verification_attempt WHERE student_interview_link_id = $1)`,
        [items[0]],
      );
      await expectInStep();
      await db.query(`UPDATE student_interview_link SET aid_year = $2 WHERE id = $1`, [items[1], YEAR + 1]);
      await expectInStep();
      await db.query(`UPDATE student_interview_link SET aid_year = $2 WHERE id = $1`, [items[1], YEAR]);
      await expectInStep();
      await db.query(`DELETE FROM student_interview_link WHERE id = $1`, [items[1]]);
      await expectInStep();
    });
  });
});
