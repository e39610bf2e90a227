import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';
import { forEachBackend, useServices } from './harness.js';
import { uploadIsir } from './isir-helpers.js';
import { raceStudent, whileHeldOpen } from './concurrent-writes.js';
import { expectFileStudentsKept, keptReportRows } from './kept-report-rows.js';
import { dbNumber, readRows } from './rows.js';

/**
 * The Non Matching SSN Report's students kept in report_ssn_candidate (migration 117), which its page walks in name
 * order and its total sums, against an independent count of the base rows after each kind of write that changes them:
 * an ISIR import (and one bringing people again, whose students a server's import works out once, at its end), SSA
 * statuses and SSNs of ISIRs changed (one statement for many, one per ISIR), ISIRs no longer
 * current, moved to another school and deleted, students renamed, given another SSN, moved and deleted, and two
 * transactions of one student written at once. The report's total and first page show the same rows.
 */
const YEAR = 2027;
const SCHOOLS = ['222222', '333333'];

/** The report's rows by its rule, written out here: a current ISIR of the year and its student. */
const ROWS = `
  FROM student st JOIN isir_record ir ON ir.student_id = st.id AND ir.aid_year = $2 AND ir.is_current
 WHERE st.school_code = $1
   AND (ir.ssa_match_status IN ('1', '2', '3', '6')
        OR (st.ssn_hmac IS NOT NULL AND ir.ssn_hmac IS NOT NULL AND st.ssn_hmac <> ir.ssn_hmac)
        OR (SELECT count(DISTINCT h.ssn_hmac) FROM isir_record h
             WHERE h.student_id = st.id AND h.aid_year = $2 AND h.school_code = $1) > 1)`;

forEachBackend((backend) => {
  describe('report_ssn_candidate follows every write of ISIRs and students', () => {
    const s = useServices(backend);
    let manager: string;
    let verifier: string;

    beforeAll(async () => {
      manager = (await s().signIn('manager@aidverify.test')).accessToken;
      verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
    });

    const { counted, kept, expectInStep, expectUnreadWriteIgnored } = keptReportRows(s, () => manager, {
      report: 'NonMatchingSSNReport',
      year: YEAR,
      schools: SCHOOLS,
      rows: ROWS,
      kept: `SELECT COALESCE(sum(rows), 0)::int AS n FROM report_ssn_candidate WHERE school_code = $1 AND aid_year = $2`,
      firstPageOrder: "lower(st.last_name || ', ' || st.first_name), st.id",
    });
    const someIsirs = async (n: number, school = '222222') =>
      readRows(
        s().db,
        { id: dbNumber, student: dbNumber },
        `SELECT id, student_id AS student FROM isir_record WHERE school_code = $3 AND aid_year = $1 AND is_current
          ORDER BY id LIMIT $2`,
        [YEAR, n, school],
      );

    it('after an ISIR import and ISIRs changed: SSA statuses, SSNs, current flags, schools', async () => {
      const db = s().db;
      await expectInStep();
      const file = generateIsirBuffer({ layout: '2026-27', records: 40, seed: 81, firstPerson: 640000 });
      const res = await uploadIsir(s(), verifier, file, { fileName: 'ssn-candidates.txt' });
      expect(res.body).toMatchObject({ status: 'IMPORTED' });
      await expectInStep();
      // One statement for many: SSA statuses that are mismatches (2, 3) and others (4, 9).
      await db.query(
        `UPDATE isir_record_all SET ssa_match_status = (ARRAY['2', '4', '3', '9'])[1 + id % 4]
          WHERE school_code = '222222' AND aid_year = $1`,
        [YEAR],
      );
      await expectInStep();
      expect(await counted('222222')).toBeGreaterThan(0);
      // One per ISIR: an SSN that differs from the school's record, then the SSA status back to a full match.
      const some = await someIsirs(6);
      for (const { id } of some)
        await db.query(
          `UPDATE isir_record_all SET ssn_hmac = 'other-' || id, ssa_match_status = '4' WHERE id = $1`,
          [id],
        );
      await expectInStep();
      // A later transaction with another SSN than the first: the SSN changed between transactions.
      const [first] = await someIsirs(1);
      await db.query(`UPDATE isir_record_all SET is_current = false WHERE id = $1`, [first!.id]);
      await db.query(
        `INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key,
           transaction_number, ssn_hmac, ssa_match_status, raw_encrypted, is_current)
         SELECT upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key || '-ssn', 2,
                'changed-ssn', '4', raw_encrypted, true
           FROM isir_record_all WHERE id = $1`,
        [first!.id],
      );
      await expectInStep();
      // Not current any longer, then moved to the other school.
      const [gone, moved] = await someIsirs(2);
      await db.query(`UPDATE isir_record_all SET is_current = false WHERE id = $1`, [gone!.id]);
      await expectInStep();
      await db.query(`UPDATE isir_record_all SET school_code = '333333' WHERE id = $1`, [moved!.id]);
      await expectInStep();
      // What the report does not read changes nothing.
      await expectUnreadWriteIgnored();
    });

    it('after an import that brings people again and new ones: its students worked out once, at its end', async () => {
      const db = s().db;
      // Transaction 2 of half the people above (their ISIRs changed since are no longer current), and 20 people new
      // to the school. On the server the import's ISIR statements leave report_ssn_candidate to its end
      // (aidverify.isir_reports_at_end), which works the file's students out once.
      const file = generateIsirBuffer({
        layout: '2026-27',
        records: 40,
        seed: 81,
        firstPerson: 640020,
        transactionNumber: 2,
      });
      const res = await uploadIsir(s(), verifier, file, { fileName: 'ssn-candidates-again.txt' });
      expect(res.body).toMatchObject({ status: 'IMPORTED' });
      // The file's students alone, kept as counted; the writes after it keep the upkeep by statement.
      const ofFile = await expectFileStudentsKept(
        db,
        'ssn-candidates-again.txt',
        (of) => ({
          kept: `SELECT COALESCE(sum(c.rows), 0)::int FROM report_ssn_candidate c
                  WHERE c.school_code = $1 AND c.aid_year = $2 AND c.student_id IN (${of})`,
          counted: `SELECT count(*)::int ${ROWS} AND st.id IN (${of})`,
        }),
        ['222222', YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE isir_record_all SET ssa_match_status = '2' WHERE is_current AND student_id IN (${ofFile})`,
      );
      await expectInStep();
    });

    it('after students are renamed, given another SSN, moved, and deleted with their ISIRs', async () => {
      const db = s().db;
      const rows = await readRows(s().db, { id: dbNumber }, `SELECT st.id ${ROWS} ORDER BY st.id`, [
        '222222',
        YEAR,
      ]);
      expect(rows.length).toBeGreaterThan(4);
      const [renamed, resigned, moved, deleted] = rows;
      // Renamed to the front of the report's order: its first page shows the new name first.
      await db.query(`UPDATE student SET last_name = 'Aaberg', first_name = 'Ann' WHERE id = $1`, [
        renamed!.id,
      ]);
      await expectInStep();
      // Every student of the school given the SSN its current ISIR has, but one given another.
      await db.query(
        `UPDATE student st SET ssn_hmac = ir.ssn_hmac FROM isir_record ir
          WHERE ir.student_id = st.id AND ir.aid_year = $1 AND ir.is_current AND st.school_code = '222222'`,
        [YEAR],
      );
      await db.query(`UPDATE student SET ssn_hmac = 'school-record' WHERE id = $1`, [resigned!.id]);
      await expectInStep();
      await db.query(`UPDATE student SET school_code = '333333' WHERE id = $1`, [moved!.id]);
      await expectInStep();
      await db.query(`DELETE FROM student WHERE id = $1`, [deleted!.id]);
      await expectInStep();
      await db.query(
        `DELETE FROM isir_record_all WHERE school_code = '222222' AND aid_year = $1 AND student_id % 3 = 0`,
        [YEAR],
      );
      await expectInStep();
    });

    // Two connections at once: only the server has them (PGlite runs one statement at a time).
    it.skipIf(backend.name !== 'postgres')(
      'a transaction written while another of the same student is being added is worked out with it',
      async () => {
        const db = s().db;
        const studentId = await raceStudent(db, { number: 'RACE-SSN', ssnHmac: 'race-ssn' });
        /** Transaction n of the student with this SSN, current or not. */
        const isir = (n: number, ssn: string, current: boolean) =>
          `INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key,
             transaction_number, ssn_hmac, ssa_match_status, raw_encrypted, is_current)
           SELECT upload_id, '222222', ${YEAR}, isir_record_info_id, ${studentId}, 1, 'race-ssn-${n}', ${n}, '${ssn}', '4', 'x', ${current}
             FROM isir_record_all WHERE school_code = '222222' AND aid_year = ${YEAR} LIMIT 1`;
        await db.query(isir(1, 'race-ssn', true));
        await expectInStep();
        // Transaction 2 (another SSN, not current) stays open while transaction 3 (the school's SSN, current) arrives
        // on another connection: together they make a changed SSN, which neither sees alone.
        await whileHeldOpen(
          db,
          (tx) => tx.query(isir(2, 'race-other', false)),
          () => db.query(isir(3, 'race-ssn', true)),
          `%'race-ssn-3'%`,
        );
        await expectInStep();
        expect(await kept('222222')).toBeGreaterThan(0);
      },
    );
  });
});
