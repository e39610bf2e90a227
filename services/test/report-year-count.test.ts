import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';
import { forEachBackend, useServices } from './harness.js';
import { uploadIsir } from './isir-helpers.js';
import { raceStudent, whileHeldOpen } from './concurrent-writes.js';
import { dbNumber, readRows, z } from './rows.js';

/**
 * The students of each aid year by status, kept in report_year_count (migration 107) for the General Report and the
 * All Students total, against an independent count of the base rows after each kind of write that changes them:
 * an ISIR import, status changes, task list items added and removed, a student moved to another school, students
 * deleted, and many small statements (whose rows are folded).
 */
const YEAR = 2027;
const SCHOOLS = ['222222', '333333'];

forEachBackend((backend) => {
  describe('report_year_count follows every write', () => {
    const s = useServices(backend);
    let manager: string;
    let verifier: string;

    beforeAll(async () => {
      manager = (await s().signIn('manager@aidverify.test')).accessToken;
      verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
    });

    /** Students by status counted from the base rows: a current ISIR of the school for the year, or a task list item. */
    const counted = async (school: string) =>
      readRows(
        s().db,
        { status: z.string(), n: dbNumber },
        `SELECT st.status, count(*)::int AS n FROM student st
          WHERE st.school_code = $1
            AND (EXISTS (SELECT 1 FROM isir_record r WHERE r.student_id = st.id AND r.aid_year = $2 AND r.is_current AND r.school_code = st.school_code)
                 OR EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = $2))
          GROUP BY st.status ORDER BY st.status`,
        [school, YEAR],
      );
    /** The same from the kept counts. */
    const kept = async (school: string) =>
      readRows(
        s().db,
        { status: z.string(), n: dbNumber },
        `SELECT status, sum(students)::int AS n FROM report_year_count WHERE school_code = $1 AND aid_year = $2
          GROUP BY status HAVING sum(students) <> 0 ORDER BY status`,
        [school, YEAR],
      );
    /** The kept counts equal the independent ones for both schools, and the reports show them. */
    const expectInStep = async () => {
      for (const school of SCHOOLS) expect(await kept(school), school).toEqual(await counted(school));
      const base = await counted('222222');
      const general = await s().post<{ rows: { key: string; cells: (string | null)[] }[] }>(
        '/school-api/report/GeneralReport/search',
        { aidYear: YEAR, pageSize: 50 },
        manager,
      );
      for (const row of general.body.rows)
        expect(Number(row.cells.at(-1)), row.key).toBe(base.find((b) => b.status === row.key)?.n ?? 0);
      const all = await s().post<{ total: number }>(
        '/school-api/report/AllStudentsReport/search',
        { aidYear: YEAR, pageSize: 1 },
        manager,
      );
      expect(all.body.total).toBe(base.reduce((a, b) => a + b.n, 0));
    };

    it('after an ISIR import', async () => {
      await expectInStep();
      const file = generateIsirBuffer({ layout: '2026-27', records: 120, seed: 41, firstPerson: 610000 });
      const res = await uploadIsir(s(), verifier, file, { fileName: 'count.txt' });
      expect(res.body).toMatchObject({ status: 'IMPORTED' });
      await expectInStep();
    });

    it('after status changes, one statement for many students and one per student', async () => {
      const db = s().db;
      await db.query(
        `UPDATE student SET status = 'REVIEW' WHERE school_code = '222222' AND id % 3 = 0 AND status <> 'REVIEW'`,
      );
      await expectInStep();
      // Many statements of one student each: more rows than the fold allows, folded on the way.
      const some = await readRows(
        db,
        { id: dbNumber },
        `SELECT y.student_id AS id FROM report_year_student y WHERE y.school_code = '222222' AND y.aid_year = $1
          ORDER BY y.student_id LIMIT 40`,
        [YEAR],
      );
      expect(some).toHaveLength(40);
      for (const [i, { id }] of some.entries())
        await db.query(`UPDATE student SET status = $2 WHERE id = $1`, [
          id,
          i % 2 ? 'APPROVED' : 'IN_PROGRESS',
        ]);
      const [rows] = await readRows(
        db,
        { n: dbNumber },
        `SELECT count(*)::int AS n FROM report_year_count WHERE school_code = '222222' AND aid_year = $1`,
        [YEAR],
      );
      expect(rows!.n).toBeLessThanOrEqual(40);
      await expectInStep();
    });

    it('after task list items are added and removed, a student moves school and students are deleted', async () => {
      const db = s().db;
      await db.query(
        `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, status, ssn_hmac)
         SELECT gen_random_uuid(), '222222', 'CNT-' || g, 'Count', 'Student' || g, (ARRAY['SELECTED', 'APPROVED'])[1 + g % 2], 'count-' || g
           FROM generate_series(1, 30) g`,
      );
      await db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status)
         SELECT gen_random_uuid(), st.id, (SELECT id FROM interview_type WHERE type_code = 'V1'), $1, 'NEW'
           FROM student st WHERE st.student_number LIKE 'CNT-%'`,
        [YEAR],
      );
      await expectInStep();
      await db.query(
        `DELETE FROM student_interview_link WHERE aid_year = $1
           AND student_id IN (SELECT id FROM student WHERE student_number LIKE 'CNT-%' AND id % 3 = 0)`,
        [YEAR],
      );
      await expectInStep();
      // A student moved (with its status changed in the same statement), then students deleted.
      await db.query(
        `UPDATE student SET school_code = '333333', status = 'REVIEW'
          WHERE student_number IN (SELECT student_number FROM student WHERE student_number LIKE 'CNT-%' AND id % 3 <> 0 ORDER BY id LIMIT 2)`,
      );
      await expectInStep();
      await db.query(`DELETE FROM student WHERE student_number LIKE 'CNT-%' AND id % 3 = 1`);
      await expectInStep();
    });

    // Two connections at once: only the server has them (PGlite runs one statement at a time).
    it.skipIf(backend.name !== 'postgres')(
      "a status change committed while a task list item is being added reaches the item's new row",
      async () => {
        const db = s().db;
        const studentId = await raceStudent(db, { number: 'RACE-1', ssnHmac: 'race-1' });
        // The item's transaction adds the student's row for the year and stays open, while staff approve the
        // student on another connection: the change waits for the item's lock, or goes through.
        await whileHeldOpen(
          db,
          (tx) =>
            tx.query(
              `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status)
               VALUES (gen_random_uuid(), $1, (SELECT id FROM interview_type WHERE type_code = 'V1'), $2, 'NEW')`,
              [studentId, YEAR],
            ),
          () => db.query(`UPDATE student SET status = 'APPROVED' WHERE id = $1`, [studentId]),
          `UPDATE student SET status = 'APPROVED'%`,
        );
        const [row] = await readRows(
          db,
          { status: z.string() },
          `SELECT status FROM report_year_student WHERE student_id = $1 AND aid_year = $2`,
          [studentId, YEAR],
        );
        expect(row?.status).toBe('APPROVED');
        await expectInStep();
      },
    );
  });
});
