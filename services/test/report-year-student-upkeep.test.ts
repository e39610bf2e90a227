import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db.js';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

/**
 * The aid year's students the reports count (report_year_student) are kept by triggers on every write to ISIRs and
 * task list items. A large single-statement insert used to look every inserted row's student up again with a cached
 * plan that could read the whole school's ISIRs per row: one 100,000-row INSERT ran over 15 minutes (issue 28); task
 * list items for 33,000 students in one statement did the same with plans cached for a single item (migration 109). Here
 * the work of an insert of n rows and of 4n rows is read as the buffers the transaction touched (which the machine's
 * load cannot change) and must grow like the rows, not like their square; the kept set is checked against the
 * number of students made here and against the All Students report's total.
 */
const SMALL = 500;

/**
 * What this transaction has done so far in the schema, from the database's own counters (which the machine's load
 * cannot change): buffers touched in every table and index (hit or read), and entries read by look-ups in the
 * indexes of isir_record.
 */
async function work(tx: Db): Promise<{ buffers: number; isirIndexReads: number }> {
  const [row] = await readRows(
    tx,
    { buffers: z.union([z.string(), dbNumber]), reads: z.union([z.string(), dbNumber]) },
    `SELECT COALESCE(sum(pg_stat_get_xact_blocks_fetched(c.oid)), 0)::bigint AS buffers,
            COALESCE(sum(pg_stat_get_xact_tuples_returned(c.oid)) FILTER (WHERE c.relkind = 'i' AND i.indrelid = 'isir_record_all'::regclass), 0)::bigint AS reads
       FROM pg_class c LEFT JOIN pg_index i ON i.indexrelid = c.oid
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'i')`,
  );
  return { buffers: Number(row!.buffers), isirIndexReads: Number(row!.reads) };
}

forEachBackend((backend) => {
  describe('report_year_student upkeep on large statements', () => {
    const s = useServices(backend);
    let manager: string;
    let upload: number;
    let info: number;

    beforeAll(async () => {
      manager = (await s().signIn('manager@aidverify.test')).accessToken;
      const db = s().db;
      [{ id: info }] = (await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO isir_record_info (aid_year, ed_year_code, variant, record_length, name) VALUES (2041, '5', 'upkeep-test', 10, 'test') RETURNING id`,
      )) as [{ id: number }];
      [{ id: upload }] = (await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO isir_upload (uuid, school_code, file_name, origin, status) VALUES ($1, '222222', 'upkeep.txt', 'UPLOAD', 'IMPORTED') RETURNING id`,
        [randomUUID()],
      )) as [{ id: number }];
    });

    /** n new students of Test University, then one INSERT of an ISIR each for the year; its buffers. */
    const insertIsirs = async (year: number, n: number) => {
      const db = s().db;
      await db.query(
        `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, status, ssn_hmac)
         SELECT gen_random_uuid(), '222222', 'U' || $1::int || '-' || g, 'Upkeep', 'Student' || g, 'SELECTED', 'upkeep-' || $1::int || '-' || g
           FROM generate_series(1, $2::int) g`,
        [year, n],
      );
      return db.transaction(async (tx) => {
        const before = await work(tx);
        await tx.query(
          `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key,
             transaction_number, first_name, last_name, ssn_hmac, raw_encrypted, is_current)
           SELECT $1, '222222', $2, $3, st.id, row_number() OVER (ORDER BY st.id), 'upkeep-' || st.id, 1, st.first_name, st.last_name,
                  st.ssn_hmac, 'x', true
             FROM student st WHERE st.student_number LIKE 'U' || $2::int || '-%'`,
          [upload, year, info],
        );
        const after = await work(tx);
        return {
          buffers: after.buffers - before.buffers,
          isirIndexReads: after.isirIndexReads - before.isirIndexReads,
        };
      });
    };
    const members = async (year: number) =>
      (
        await readRows(
          s().db,
          { n: dbNumber },
          `SELECT count(*)::int AS n FROM report_year_student WHERE school_code = '222222' AND aid_year = $1`,
          [year],
        )
      )[0]!.n;
    const reportTotal = async (year: number) =>
      (
        await s().post<{ total: number }>(
          '/school-api/report/AllStudentsReport/search',
          { aidYear: year, page: 1, pageSize: 10 },
          manager,
        )
      ).body.total;

    it('an insert of 4n ISIRs in one statement touches about 4 times the buffers of n, and every student is counted', async () => {
      const small = await insertIsirs(2041, SMALL);
      const large = await insertIsirs(2042, 4 * SMALL);
      // Linear: 4× (a little more for index pages splitting); a look-up per row over the school's rows: ~16×.
      expect(small.buffers).toBeGreaterThan(0);
      expect(large.buffers / small.buffers).toBeLessThan(6);
      // The upkeep reads the inserted rows themselves: no look-up of the student's other ISIRs per inserted row,
      // whatever plan a connection has cached.
      expect([small.isirIndexReads, large.isirIndexReads]).toEqual([0, 0]);
      expect([await members(2041), await members(2042)]).toEqual([SMALL, 4 * SMALL]);
      expect([await reportTotal(2041), await reportTotal(2042)]).toEqual([SMALL, 4 * SMALL]);
    });

    /**
     * n students of Test University with an ISIR for the year (made first), then, in one transaction whose connection
     * has just planned the upkeep for a single task list item, one INSERT of a task list item each and one UPDATE of
     * their status: the buffers of each.
     */
    const addItemsAndStatus = async (year: number, n: number) => {
      await insertIsirs(year, n);
      return s().db.transaction(async (tx) => {
        const students = `SELECT st.id FROM student st WHERE st.student_number LIKE 'U' || $1::int || '-%'`;
        // One row first: the connection's cached plans are made for a single item, as after any small write.
        await tx.query(
          `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status)
           SELECT gen_random_uuid(), id, (SELECT id FROM interview_type WHERE type_code = 'V1'), $1, 'NEW'
             FROM (${students} ORDER BY st.id LIMIT 1) one`,
          [year],
        );
        const start = await work(tx);
        await tx.query(
          `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status)
           SELECT gen_random_uuid(), id, (SELECT id FROM interview_type WHERE type_code = 'V1'), $1, 'NEW'
             FROM (${students} ORDER BY st.id OFFSET 1) rest`,
          [year],
        );
        const items = await work(tx);
        await tx.query(`UPDATE student SET status = 'REVIEW' WHERE id IN (${students})`, [year]);
        const status = await work(tx);
        return { items: items.buffers - start.buffers, status: status.buffers - items.buffers };
      });
    };

    /**
     * Then, in a transaction whose connection has just judged one student again (one item deleted, one ISIR no longer
     * current), one DELETE of the year's other items and one UPDATE that makes the other ISIRs not current: the buffers
     * of each (a row-at-a-time judgement for the update, one for the whole statement for the delete).
     */
    const removeItemsAndIsirs = async (year: number) =>
      s().db.transaction(async (tx) => {
        const first = `(SELECT min(id) FROM student WHERE student_number LIKE 'U' || $1::int || '-%')`;
        await tx.query(`DELETE FROM student_interview_link WHERE aid_year = $1 AND student_id = ${first}`, [
          year,
        ]);
        await tx.query(
          `UPDATE isir_record SET is_current = false WHERE aid_year = $1 AND student_id = ${first}`,
          [year],
        );
        const start = await work(tx);
        await tx.query(`DELETE FROM student_interview_link WHERE aid_year = $1`, [year]);
        const deleted = await work(tx);
        await tx.query(`UPDATE isir_record SET is_current = false WHERE aid_year = $1 AND is_current`, [
          year,
        ]);
        const updated = await work(tx);
        return { items: deleted.buffers - start.buffers, isirs: updated.buffers - deleted.buffers };
      });

    it('task list items for 4n students and their status change, one statement each, touch about 4 times the buffers of n', async () => {
      const small = await addItemsAndStatus(2043, SMALL);
      const large = await addItemsAndStatus(2044, 4 * SMALL);
      expect(small.items).toBeGreaterThan(0);
      expect(large.items / small.items).toBeLessThan(6);
      expect(large.status / small.status).toBeLessThan(6);
      expect([await reportTotal(2043), await reportTotal(2044)]).toEqual([SMALL, 4 * SMALL]);
      // Taking them out again: the items deleted in one statement, the ISIRs made not current in another.
      const smallOut = await removeItemsAndIsirs(2043);
      const largeOut = await removeItemsAndIsirs(2044);
      expect(largeOut.items / smallOut.items).toBeLessThan(6);
      expect(largeOut.isirs / smallOut.isirs).toBeLessThan(6);
      expect([await reportTotal(2043), await reportTotal(2044)]).toEqual([0, 0]);
      // 2,500 students, their ISIRs, items and status written and taken out again: 10 s on the server and 17 s on
      // PGlite on a quiet 2-core machine (twice as many: 51 s and 149 s while a second suite ran beside it). n = 500
      // still tells a look-up per row (16 times the buffers of n) from upkeep that grows with the rows (4 times).
    }, 240_000);

    it('a delete or an update of many ISIRs in one statement takes exactly their students out of the year', async () => {
      const db = s().db;
      // Every fourth student loses its ISIR, every fourth other one has it replaced by a transaction not current.
      await db.query(
        `DELETE FROM isir_record WHERE aid_year = 2042 AND school_code = '222222' AND student_id % 4 = 0`,
      );
      await db.query(
        `UPDATE isir_record SET is_current = false WHERE aid_year = 2042 AND school_code = '222222' AND student_id % 4 = 1`,
      );
      // Task list items for the year keep a student counted without a current ISIR.
      await db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status)
         SELECT gen_random_uuid(), st.id, (SELECT id FROM interview_type WHERE type_code = 'V1'), 2042, 'NEW'
           FROM student st WHERE st.student_number LIKE 'U2042-%' AND st.id % 8 = 0`,
      );
      // Counted from the students made here: those whose id % 4 is 2 or 3 keep their ISIR; of the others, those
      // with a task list item (id % 8 = 0, all of which had id % 4 = 0) are counted too.
      const made = await readRows(
        db,
        { id: dbNumber },
        `SELECT id FROM student WHERE student_number LIKE 'U2042-%'`,
      );
      const expected = made.filter((m) => m.id % 4 >= 2 || m.id % 8 === 0).length;
      expect(made).toHaveLength(4 * SMALL);
      expect(await members(2042)).toBe(expected);
      expect(await reportTotal(2042)).toBe(expected);
      // And nothing else moved: the kept set is the one computed from scratch.
      const drift = await db.query(
        `WITH truth AS (SELECT st.school_code, y.aid_year, st.id AS student_id FROM student st
                          JOIN (SELECT student_id, aid_year, school_code FROM isir_record WHERE is_current
                                UNION SELECT student_id, aid_year, NULL FROM student_interview_link) y
                            ON y.student_id = st.id AND (y.school_code IS NULL OR y.school_code = st.school_code)
                         GROUP BY 1, 2, 3)
         (SELECT 'missing' AS d, * FROM truth EXCEPT SELECT 'missing', school_code, aid_year, student_id FROM report_year_student)
         UNION ALL (SELECT 'extra', school_code, aid_year, student_id FROM report_year_student EXCEPT SELECT 'extra', * FROM truth)`,
      );
      expect(drift).toEqual([]);
    });
  });
});
