import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';
import { forEachBackend, useServices } from './harness.js';
import { uploadIsir } from './isir-helpers.js';
import { raceStudent, whileHeldOpen } from './concurrent-writes.js';
import { dbNumber, readRows } from './rows.js';

/**
 * The Change, Dependency Change and Cross Year Data Reports' rows per school and year, kept in report_row_count
 * (migrations 115, 116) for
 * their totals, against an independent count of the base rows after each kind of write that changes them: ISIR
 * imports (a first transaction, then later ones), ISIRs changed (one statement for many, one per ISIR, folded), an
 * ISIR moved to another school, a transaction between two others added and deleted, and students deleted. And the
 * Cross Year Data Report's: last year's ISIRs added and no longer current, students moved to another school.
 */
const YEAR = 2027;
const SCHOOLS = ['222222', '333333'];
const REPORTS = ['ChangeReport', 'DependencyChangeReport', 'CrossYearDataReport'] as const;

/** Each report's rows by its own rule, written out here: a later transaction and the one before it. */
const RULES: Record<'ChangeReport' | 'DependencyChangeReport', string> = {
  ChangeReport: `abs(COALESCE(r.sai, 0) - COALESCE(p.sai, 0)) >= 25 OR (r.sai IS NULL) <> (p.sai IS NULL)
    OR r.selected_for_verification IS DISTINCT FROM p.selected_for_verification OR r.tracking_flag IS DISTINCT FROM p.tracking_flag
    OR r.comment_codes <> p.comment_codes OR COALESCE(r.reject_codes, '') <> COALESCE(p.reject_codes, '')`,
  DependencyChangeReport: 'r.dependency_model IS DISTINCT FROM p.dependency_model',
};

forEachBackend((backend) => {
  describe('report_row_count follows every write of ISIRs', () => {
    const s = useServices(backend);
    let manager: string;
    let verifier: string;

    beforeAll(async () => {
      manager = (await s().signIn('manager@aidverify.test')).accessToken;
      verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
    });

    /**
     * Counted from the base rows. The Change Reports: a later transaction and the previous one, the highest number
     * below it. The Cross Year Data Report: a student of the school with a current ISIR of the school this year and a
     * current ISIR last year.
     */
    const counted = async (report: (typeof REPORTS)[number], school: string) => {
      if (report === 'CrossYearDataReport') {
        const [row] = await readRows(
          s().db,
          { n: dbNumber },
          `SELECT count(*)::int AS n FROM student st
             JOIN isir_record a ON a.student_id = st.id AND a.aid_year = $2 AND a.is_current AND a.school_code = st.school_code
             JOIN isir_record b ON b.student_id = st.id AND b.aid_year = $2 - 1 AND b.is_current
            WHERE st.school_code = $1`,
          [school, YEAR],
        );
        return row!.n;
      }
      const [row] = await readRows(
        s().db,
        { n: dbNumber },
        `SELECT count(*)::int AS n FROM isir_record r
           JOIN student st ON st.id = r.student_id
           JOIN isir_record p ON p.student_id = r.student_id AND p.aid_year = r.aid_year
            AND p.transaction_number = (SELECT max(q.transaction_number) FROM isir_record q
                                         WHERE q.student_id = r.student_id AND q.aid_year = r.aid_year
                                           AND q.transaction_number < r.transaction_number)
          WHERE r.school_code = $1 AND r.aid_year = $2 AND r.transaction_number > 1 AND (${RULES[report]})`,
        [school, YEAR],
      );
      return row!.n;
    };
    const kept = async (report: string, school: string) => {
      const [row] = await readRows(
        s().db,
        { n: dbNumber },
        `SELECT COALESCE(sum(rows), 0)::int AS n FROM report_row_count WHERE report = $1 AND school_code = $2 AND aid_year = $3`,
        [report, school, YEAR],
      );
      return row!.n;
    };
    /** The kept counts equal the independent ones for both schools, and each report's total shows them. */
    const expectInStep = async () => {
      for (const report of REPORTS) {
        for (const school of SCHOOLS)
          expect(await kept(report, school), `${report} ${school}`).toBe(await counted(report, school));
        const res = await s().post<{ total: number; rows: unknown[] }>(
          `/school-api/report/${report}/search`,
          { aidYear: YEAR, pageSize: 5 },
          manager,
        );
        expect(res.status).toBe(200);
        expect(res.body.total, report).toBe(await counted(report, '222222'));
      }
    };
    const someIsirs = async (n: number) =>
      readRows(
        s().db,
        { id: dbNumber },
        `SELECT id FROM isir_record WHERE school_code = '222222' AND aid_year = $1 AND transaction_number > 1 ORDER BY id LIMIT $2`,
        [YEAR, n],
      );

    it('after ISIR imports: first transactions, then later ones', async () => {
      await expectInStep();
      for (const [transactionNumber, seed] of [
        [1, 71],
        [2, 72],
        [3, 73],
      ] as const) {
        const file = generateIsirBuffer({
          layout: '2026-27',
          records: 60,
          seed,
          firstPerson: 620000,
          transactionNumber,
        });
        const res = await uploadIsir(s(), verifier, file, { fileName: `changes-${transactionNumber}.txt` });
        expect(res.body).toMatchObject({ status: 'IMPORTED' });
        await expectInStep();
        // Last year's ISIRs for most of these students (one statement), current and not.
        if (transactionNumber === 1) {
          await s().db.query(
            `INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key,
               transaction_number, dependency_model, sai, raw_encrypted, is_current)
             SELECT upload_id, school_code, aid_year - 1, isir_record_info_id, student_id, line_number, transaction_key || '-last-year',
                    1, 'I', sai, raw_encrypted, student_id % 5 <> 0
               FROM isir_record_all WHERE school_code = '222222' AND aid_year = $1 AND student_id % 4 <> 0`,
            [YEAR],
          );
          await expectInStep();
        }
      }
      expect(await counted('ChangeReport', '222222')).toBeGreaterThan(0);
      expect(await counted('CrossYearDataReport', '222222')).toBeGreaterThan(0);
    });

    it('after ISIRs change: one statement for many, one per ISIR (folded), one moved to another school', async () => {
      const db = s().db;
      await db.query(
        `UPDATE isir_record_all SET sai = COALESCE(sai, 0) + 1000, dependency_model = CASE WHEN dependency_model = 'D' THEN 'I' ELSE 'D' END
          WHERE school_code = '222222' AND aid_year = $1 AND id % 3 = 0`,
        [YEAR],
      );
      await expectInStep();
      const some = await someIsirs(40);
      expect(some.length).toBeGreaterThan(35);
      for (const [i, { id }] of some.entries())
        await db.query(`UPDATE isir_record_all SET tracking_flag = $2, reject_codes = $3 WHERE id = $1`, [
          id,
          i % 2 ? 'V5' : 'V4',
          i % 3 ? null : '12',
        ]);
      const [rows] = await readRows(
        db,
        { n: dbNumber },
        `SELECT count(*)::int AS n FROM report_row_count WHERE report = 'ChangeReport' AND school_code = '222222' AND aid_year = $1`,
        [YEAR],
      );
      expect(rows!.n).toBeLessThanOrEqual(40);
      // What the reports do not read (the current flag) counts nothing, and changes nothing.
      await db.query(
        `UPDATE isir_record_all SET warning_count = warning_count + 1 WHERE school_code = '222222'`,
      );
      await expectInStep();
      const [moved] = await someIsirs(1);
      await db.query(`UPDATE isir_record_all SET school_code = '333333' WHERE id = $1`, [moved!.id]);
      await expectInStep();
      // Last year's current ISIRs changed: some no longer current, one current again.
      await db.query(
        `UPDATE isir_record_all SET is_current = NOT is_current WHERE aid_year = $1 - 1 AND school_code = '222222' AND student_id % 3 = 1`,
        [YEAR],
      );
      await expectInStep();
      // Students moved to the other school, with their ISIRs or without.
      await db.query(
        `UPDATE student SET school_code = '333333' WHERE id IN (SELECT student_id FROM isir_record WHERE school_code = '222222'
            AND aid_year = $1 AND is_current ORDER BY student_id LIMIT 3)`,
        [YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE isir_record_all SET school_code = '333333' WHERE student_id IN (SELECT id FROM student WHERE school_code = '333333')`,
      );
      await expectInStep();
    });

    it('after a transaction between two others is added and deleted, and students are deleted', async () => {
      const db = s().db;
      // A transaction 2.5 cannot be: renumber a student's third transaction to 4, then add a 3 copied from its 2.
      const [third] = await readRows(
        db,
        { id: dbNumber, student: dbNumber },
        `SELECT id, student_id AS student FROM isir_record WHERE school_code = '222222' AND aid_year = $1 AND transaction_number = 3
          ORDER BY id LIMIT 1`,
        [YEAR],
      );
      await db.query(`UPDATE isir_record_all SET transaction_number = 4 WHERE id = $1`, [third!.id]);
      await expectInStep();
      await db.query(
        `INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key,
           transaction_number, dependency_model, sai, selected_for_verification, tracking_flag, comment_codes, reject_codes, raw_encrypted)
         SELECT upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key || '-between', 3,
                'X', COALESCE(sai, 0) + 500, selected_for_verification, tracking_flag, comment_codes, reject_codes, raw_encrypted
           FROM isir_record_all WHERE student_id = $1 AND aid_year = $2 AND transaction_number = 2`,
        [third!.student, YEAR],
      );
      await expectInStep();
      await db.query(
        `DELETE FROM isir_record_all WHERE student_id = $1 AND aid_year = $2 AND transaction_number = 3`,
        [third!.student, YEAR],
      );
      await expectInStep();
      await db.query(
        `DELETE FROM student WHERE id IN (SELECT student_id FROM isir_record WHERE school_code = '222222' AND aid_year = $1
            AND transaction_number > 1 AND student_id % 4 = 1)`,
        [YEAR],
      );
      await expectInStep();
    });

    // Two connections at once: only the server has them (PGlite runs one statement at a time).
    it.skipIf(backend.name !== 'postgres')(
      'a transaction written while another of the same student is being added is compared with it',
      async () => {
        const db = s().db;
        const studentId = await raceStudent(db, { number: 'RACE-ISIR', ssnHmac: 'race-isir' });
        /** Transaction n of the student with this SAI (the SAI alone changes between them). */
        const isir = (n: number, sai: number) =>
          `INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key,
             transaction_number, sai, raw_encrypted)
           SELECT upload_id, '222222', ${YEAR}, isir_record_info_id, ${studentId}, 1, 'race-${n}', ${n}, ${sai}, 'x'
             FROM isir_record_all WHERE school_code = '222222' AND aid_year = ${YEAR} LIMIT 1`;
        await db.query(isir(1, 100));
        await db.query(isir(2, 100));
        await expectInStep();
        // Transaction 3 (a change of SAI against 2) is added and stays open, while transaction 4 (no change against
        // 3, a change against 2) arrives on another connection: it waits for the third's student lock, or goes through.
        await whileHeldOpen(
          db,
          (tx) => tx.query(isir(3, 1000)),
          () => db.query(isir(4, 1000)),
          `%'race-4'%`,
        );
        await expectInStep();
      },
    );
  });
});
