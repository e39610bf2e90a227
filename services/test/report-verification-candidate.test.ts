import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';
import { forEachBackend, useServices } from './harness.js';
import { uploadIsir } from './isir-helpers.js';
import { raceStudent, whileHeldOpen } from './concurrent-writes.js';
import { expectFileStudentsKept, keptReportRows } from './kept-report-rows.js';
import { dbNumber, readRows } from './rows.js';

/**
 * The Verification Report's students kept in report_verification_candidate with their selection date (migration 118),
 * which its page walks by that date, and their number per school and year in report_row_count, which its total reads,
 * against an independent count of the base rows after each kind of write that changes them: an ISIR import (and one
 * bringing people again, whose students a server's import works out once, at its end), ISIRs
 * selected and no longer selected (one statement for many, one per ISIR), moved to another school and deleted,
 * institutional selections added, changed and removed, students moved and deleted, and an ISIR and a selection of one
 * student written at once. The report's total and first page show the same rows.
 */
const YEAR = 2027;
const SCHOOLS = ['222222', '333333'];

/** The report's rows by its rule, written out here: a student of the school selected by ED or the institution. */
const ROWS = `
  FROM student st
  LEFT JOIN (SELECT r.student_id, min(r.created_at) AS first_at FROM isir_record r
              WHERE r.school_code = $1 AND r.aid_year = $2 AND r.selected_for_verification = 'Y' GROUP BY r.student_id) ed
         ON ed.student_id = st.id
  LEFT JOIN institutional_selection i ON i.student_id = st.id AND i.aid_year = $2
 WHERE st.school_code = $1 AND (ed.student_id IS NOT NULL OR i.student_id IS NOT NULL)`;

forEachBackend((backend) => {
  describe('report_verification_candidate follows every write of ISIRs, selections and students', () => {
    const s = useServices(backend);
    let manager: string;
    let verifier: string;

    beforeAll(async () => {
      manager = (await s().signIn('manager@aidverify.test')).accessToken;
      verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
    });

    const { expectInStep, expectUnreadWriteIgnored } = keptReportRows(s, () => manager, {
      report: 'VerificationReport',
      year: YEAR,
      schools: SCHOOLS,
      rows: ROWS,
      kept: `SELECT COALESCE(sum(rows), 0)::int AS n FROM report_row_count
        WHERE report = 'VerificationReport' AND school_code = $1 AND aid_year = $2`,
      firstPageOrder: 'COALESCE(ed.first_at, i.selected_at), st.id',
    });
    const someIsirs = async (n: number, selected: 'Y' | 'N' = 'Y') =>
      readRows(
        s().db,
        { id: dbNumber, student: dbNumber },
        `SELECT id, student_id AS student FROM isir_record WHERE school_code = '222222' AND aid_year = $1
            AND selected_for_verification IS NOT DISTINCT FROM $3 ORDER BY id LIMIT $2`,
        [YEAR, n, selected],
      );
    /** Students of the school neither ED nor the institution selected this year. */
    const notSelected = async (n: number) =>
      readRows(
        s().db,
        { id: dbNumber },
        `SELECT st.id FROM student st WHERE st.school_code = '222222'
            AND NOT EXISTS (SELECT 1 FROM isir_record r WHERE r.student_id = st.id AND r.school_code = '222222' AND r.aid_year = $1
                              AND r.selected_for_verification = 'Y')
            AND NOT EXISTS (SELECT 1 FROM institutional_selection i WHERE i.student_id = st.id AND i.aid_year = $1)
          ORDER BY st.id LIMIT $2`,
        [YEAR, n],
      );

    it('after an ISIR import and ISIRs selected, unselected, moved and deleted', async () => {
      const db = s().db;
      await expectInStep();
      const file = generateIsirBuffer({ layout: '2026-27', records: 40, seed: 91, firstPerson: 660000 });
      const res = await uploadIsir(s(), verifier, file, { fileName: 'verification-candidates.txt' });
      expect(res.body).toMatchObject({ status: 'IMPORTED' });
      await expectInStep();
      // One statement for many: every third ISIR of the school unselected, and selected again a day earlier.
      await db.query(
        `UPDATE isir_record_all SET selected_for_verification = 'N' WHERE school_code = '222222' AND aid_year = $1 AND id % 3 = 0`,
        [YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE isir_record_all SET selected_for_verification = 'Y', created_at = created_at - interval '1 day'
          WHERE school_code = '222222' AND aid_year = $1 AND id % 6 = 0`,
        [YEAR],
      );
      await expectInStep();
      // One per ISIR: selected ones become the earliest of the year.
      for (const [i, { id }] of (await someIsirs(4, 'N')).entries())
        await db.query(
          `UPDATE isir_record_all SET selected_for_verification = 'Y', created_at = now() - make_interval(days => 400 + $2) WHERE id = $1`,
          [id, i],
        );
      await expectInStep();
      const [moved, gone] = await someIsirs(2);
      await db.query(`UPDATE isir_record_all SET school_code = '333333' WHERE id = $1`, [moved!.id]);
      await expectInStep();
      await db.query(`DELETE FROM isir_record_all WHERE id = $1`, [gone!.id]);
      await expectInStep();
      // What the report does not read changes nothing.
      await expectUnreadWriteIgnored();
    });

    it('after an import that brings people again and new ones: its students worked out once, at its end', async () => {
      const db = s().db;
      // Transaction 2 of half the people above, most of them selected now, and 20 people new to the school. On the
      // server the import's ISIR statements leave report_verification_candidate to its end
      // (aidverify.isir_reports_at_end), which works the file's students out once.
      const file = generateIsirBuffer({
        layout: '2026-27',
        records: 40,
        seed: 91,
        firstPerson: 660020,
        transactionNumber: 2,
        selectedShare: 0.9,
      });
      const res = await uploadIsir(s(), verifier, file, { fileName: 'verification-candidates-again.txt' });
      expect(res.body).toMatchObject({ status: 'IMPORTED' });
      // The file's students alone, kept as counted; the writes after it keep the upkeep by statement.
      const ofFile = await expectFileStudentsKept(
        db,
        'verification-candidates-again.txt',
        (of) => ({
          kept: `SELECT count(*)::int FROM report_verification_candidate c
                  WHERE c.school_code = $1 AND c.aid_year = $2 AND c.student_id IN (${of})`,
          counted: `SELECT count(*)::int ${ROWS} AND st.id IN (${of})`,
        }),
        ['222222', YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE isir_record_all SET selected_for_verification = 'N' WHERE student_id IN (${ofFile}) AND student_id % 2 = 0`,
      );
      await expectInStep();
    });

    it('after institutional selections are added, changed and removed, and students moved and deleted', async () => {
      const db = s().db;
      const picked = await notSelected(3);
      expect(picked.length).toBe(3);
      // Selected by the institution alone, the earliest of all.
      await db.query(
        `INSERT INTO institutional_selection (school_code, student_id, aid_year, reason, selected_by, selected_at)
         SELECT '222222', id, $2, 'Conflicting information', 'Mia Manager', now() - interval '3 years' FROM unnest($1::int[]) id`,
        [picked.map((p) => p.id), YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE institutional_selection SET selected_at = now() WHERE student_id = $1 AND aid_year = $2`,
        [picked[0]!.id, YEAR],
      );
      await expectInStep();
      await db.query(`DELETE FROM institutional_selection WHERE student_id = $1 AND aid_year = $2`, [
        picked[1]!.id,
        YEAR,
      ]);
      await expectInStep();
      // Also selected by ED: counted once.
      const [ed] = await someIsirs(1);
      await db.query(
        `INSERT INTO institutional_selection (school_code, student_id, aid_year, reason, selected_by) VALUES ('222222', $1, $2, 'Both', 'Mia Manager')`,
        [ed!.student, YEAR],
      );
      await expectInStep();
      const rows = await readRows(db, { id: dbNumber }, `SELECT st.id ${ROWS} ORDER BY st.id`, [
        '222222',
        YEAR,
      ]);
      expect(rows.length).toBeGreaterThan(3);
      await db.query(`UPDATE student SET school_code = '333333' WHERE id = $1`, [rows[0]!.id]);
      await expectInStep();
      await db.query(`UPDATE student SET school_code = '222222' WHERE id = $1`, [rows[0]!.id]);
      await expectInStep();
      await db.query(`DELETE FROM student WHERE id = ANY ($1)`, [[rows[1]!.id, picked[2]!.id]]);
      await expectInStep();
    });

    // Two connections at once: only the server has them (PGlite runs one statement at a time).
    it.skipIf(backend.name !== 'postgres')(
      'an ISIR written while a selection of the same student is being added is worked out with it',
      async () => {
        const db = s().db;
        const studentId = await raceStudent(db, { number: 'RACE-VER', lastName: 'Verified' });
        // The institution's selection stays open while an ISIR not selected by ED arrives on another connection: the
        // student is a row only with the selection, which the ISIR's statement does not see until it commits.
        await whileHeldOpen(
          db,
          (tx) =>
            tx.query(
              `INSERT INTO institutional_selection (school_code, student_id, aid_year, reason, selected_by)
               VALUES ('222222', $1, ${YEAR}, 'Race', 'Mia Manager')`,
              [studentId],
            ),
          () =>
            db.query(
              `INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key,
                 transaction_number, selected_for_verification, raw_encrypted)
               SELECT upload_id, '222222', ${YEAR}, isir_record_info_id, ${studentId}, 1, 'race-ver-1', 1, 'N', 'x'
                 FROM isir_record_all WHERE school_code = '222222' AND aid_year = ${YEAR} LIMIT 1`,
            ),
          `%'race-ver-1'%`,
        );
        await expectInStep();
      },
    );
  });
});
