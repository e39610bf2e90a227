import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';
import { forEachBackend, useServices } from './harness.js';
import { uploadIsir } from './isir-helpers.js';
import { raceStudent, whileHeldOpen } from './concurrent-writes.js';
import { keptReportRows } from './kept-report-rows.js';
import { dbNumber, readRows, z } from './rows.js';

/**
 * The Missing Student, Educational Purpose and Postcards Reports' students kept in report_missing_student,
 * report_educational_purpose (with the date each report sorts by, migrations 122, 123) and report_postcard_student
 * (migration 151), and their number per school and year in report_row_count, which the totals read, against an
 * independent count and independent dates worked out from the base rows after each kind of write that changes them:
 * an ISIR import (its students worked out once, at its end) and one bringing its students again, task list items
 * added, changed (one statement for many, one per item) and removed, student accounts linked, changed and unlinked,
 * students changed, moved and deleted, students' and ISIRs' e-mails and current ISIRs changed, the school's and the
 * installation's time zone changed, and an item and an account of one student written at once. The reports' totals
 * and first pages show the same rows.
 */
const YEAR = 2027;
const SCHOOLS = ['222222', '333333'];

/** A student of the school in the year: a current ISIR of its school for the year, or a task list item of the year. */
const IN_YEAR = `(EXISTS (SELECT 1 FROM isir_record r WHERE r.student_id = st.id AND r.aid_year = $2 AND r.is_current AND r.school_code = st.school_code)
       OR EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = $2))`;
const OPEN = `('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION')`;

/** The Missing Student Report's rows by its rule: selected, owing an open item or a student account. */
const MISSING_ROWS = `
  FROM student st
 WHERE st.school_code = $1 AND st.status IN ('SELECTED', 'IN_PROGRESS', 'REVIEW') AND ${IN_YEAR}
   AND (EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = $2 AND l.status IN ${OPEN})
        OR NOT EXISTS (SELECT 1 FROM student_account_link a WHERE a.student_id = st.id AND a.account_type = 0))`;
/** The date it owes since, in the school's time zone: its oldest open item's, else the student's creation. */
const OUTSTANDING_ON = `(COALESCE((SELECT min(l.created_at) FROM student_interview_link l
                                    WHERE l.student_id = st.id AND l.aid_year = $2 AND l.status IN ${OPEN}), st.created_at)
                         AT TIME ZONE school_time_zone($1))::date`;

/** The Educational Purpose Report's rows by its rule: a student of group V4 or V5. */
const PURPOSE_ROWS = `FROM student st WHERE st.school_code = $1 AND st.verification_group IN ('V4', 'V5') AND ${IN_YEAR}`;
/** Its due date: 60 days after its newest V4/V5 item of its own (else its creation), in the school's time zone. */
const DUE_ON = `((COALESCE((SELECT max(l.created_at) FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
                             WHERE l.student_id = st.id AND l.aid_year = $2 AND t.type_code IN ('V4', 'V5') AND NOT l.is_for_parent_account),
                           st.created_at) AT TIME ZONE school_time_zone($1))::date + 60)`;

/**
 * The Postcards Report's rows by its rule: selected or in progress, with a current ISIR of the year, and no e-mail
 * address (its own or that ISIR's), no student account, or no task list item of the year started.
 */
const POSTCARD_ROWS = `
  FROM student st
 WHERE st.school_code = $1 AND st.status IN ('SELECTED', 'IN_PROGRESS')
   AND EXISTS (SELECT 1 FROM isir_record r WHERE r.student_id = st.id AND r.aid_year = $2 AND r.is_current
                  AND (COALESCE(st.email, r.email) IS NULL
                       OR NOT EXISTS (SELECT 1 FROM student_account_link a WHERE a.student_id = st.id AND a.account_type = 0)
                       OR NOT EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = $2
                                         AND l.status NOT IN ('NEW', 'NOT_REQUIRED'))))`;

forEachBackend((backend) => {
  describe('report_missing_student, report_educational_purpose and report_postcard_student follow every write of their base rows', () => {
    const s = useServices(backend);
    let manager: string;
    let verifier: string;

    beforeAll(async () => {
      manager = (await s().signIn('manager@aidverify.test')).accessToken;
      verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
    });

    const keptCount = (report: string) => `SELECT COALESCE(sum(rows), 0)::int AS n FROM report_row_count
        WHERE report = '${report}' AND school_code = $1 AND aid_year = $2`;
    const missing = keptReportRows(s, () => manager, {
      report: 'MissingStudentReport',
      year: YEAR,
      schools: SCHOOLS,
      rows: MISSING_ROWS,
      kept: keptCount('MissingStudentReport'),
      firstPageOrder: `${OUTSTANDING_ON}, st.id`,
    });
    const purpose = keptReportRows(s, () => manager, {
      report: 'EducationalPurposeReportPage',
      year: YEAR,
      schools: SCHOOLS,
      rows: PURPOSE_ROWS,
      kept: keptCount('EducationalPurposeReportPage'),
      firstPageOrder: `${DUE_ON}, st.id`,
    });
    const postcards = keptReportRows(s, () => manager, {
      report: 'PostcardsReport',
      year: YEAR,
      schools: SCHOOLS,
      rows: POSTCARD_ROWS,
      kept: keptCount('PostcardsReport'),
      firstPageOrder: "lower(st.last_name || ', ' || st.first_name), st.id",
    });
    /** Kept students and dates that the base rows do not give, and the base rows' the kept ones miss. */
    const datesApart = async (of: string, table: string, column: string, rows: string, date: string) => {
      const [row] = await readRows(
        s().db,
        { n: dbNumber },
        `WITH want AS (SELECT st.id, ${date} AS d ${rows}),
              kept AS (SELECT student_id AS id, ${column} AS d FROM ${table} WHERE school_code = $1 AND aid_year = $2)
         SELECT ((SELECT count(*) FROM (SELECT * FROM want EXCEPT SELECT * FROM kept) a)
               + (SELECT count(*) FROM (SELECT * FROM kept EXCEPT SELECT * FROM want) b))::int AS n`,
        [of, YEAR],
      );
      return row!.n;
    };
    const expectInStep = async () => {
      await missing.expectInStep();
      await purpose.expectInStep();
      await postcards.expectInStep();
      for (const of of SCHOOLS) {
        expect(
          await datesApart(of, 'report_missing_student', 'outstanding_on', MISSING_ROWS, OUTSTANDING_ON),
          `${of} days outstanding`,
        ).toBe(0);
        expect(
          await datesApart(of, 'report_educational_purpose', 'due_on', PURPOSE_ROWS, DUE_ON),
          `${of} due dates`,
        ).toBe(0);
      }
    };
    const typeOf = async (code: string) => {
      const [row] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT id FROM interview_type WHERE type_code = $1`,
        [code],
      );
      return row!.id;
    };
    const rowsOf = async (rows: string) =>
      readRows(s().db, { id: dbNumber }, `SELECT st.id ${rows} ORDER BY st.id`, ['222222', YEAR]);

    it('after an ISIR import and task list items added, changed and removed', async () => {
      const db = s().db;
      await expectInStep();
      const file = generateIsirBuffer({ layout: '2026-27', records: 40, seed: 93, firstPerson: 670000 });
      const res = await uploadIsir(s(), verifier, file, { fileName: 'follow-up-clock.txt' });
      expect(res.body).toMatchObject({ status: 'IMPORTED' });
      await expectInStep();
      expect((await rowsOf(MISSING_ROWS)).length).toBeGreaterThan(5);
      // One statement for many: V4 items for every third student of the school, some of them V4/V5 students.
      await db.query(
        `UPDATE student SET verification_group = CASE WHEN id % 2 = 0 THEN 'V4' ELSE 'V5' END WHERE school_code = '222222' AND id % 5 = 0`,
      );
      await expectInStep();
      const v4 = await typeOf('V4');
      await db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, created_at)
         SELECT gen_random_uuid(), id, $1, $2, 'NEW', now() - make_interval(days => id % 40) FROM student
          WHERE school_code = '222222' AND id % 3 = 0`,
        [v4, YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE student_interview_link SET status = 'VERIFIED' WHERE aid_year = $1 AND id % 2 = 0
            AND student_id IN (SELECT id FROM student WHERE school_code = '222222')`,
        [YEAR],
      );
      await expectInStep();
      // One per item: open items become the oldest of the year, a few of them a parent's.
      const open = await readRows(
        db,
        { id: dbNumber },
        `SELECT l.id FROM student_interview_link l JOIN student st ON st.id = l.student_id
          WHERE st.school_code = '222222' AND l.aid_year = $1 AND l.status = 'NEW' ORDER BY l.id LIMIT 4`,
        [YEAR],
      );
      expect(open.length).toBe(4);
      for (const [i, { id }] of open.entries())
        await db.query(
          `UPDATE student_interview_link SET created_at = now() - make_interval(days => 400 + $2), is_for_parent_account = $3 WHERE id = $1`,
          [id, i, i % 2 === 1],
        );
      await expectInStep();
      await db.query(`DELETE FROM student_interview_link WHERE id = ANY ($1)`, [[open[0]!.id, open[1]!.id]]);
      await expectInStep();
      // What the reports do not read changes nothing.
      await db.query(
        `UPDATE student_interview_link SET question_text = 'Unchanged' WHERE aid_year = $1 AND id % 4 = 0`,
        [YEAR],
      );
      await expectInStep();
    });

    it('after an import that brings students again, worked out once at its end, and the ordinary writes after it', async () => {
      const db = s().db;
      // The same people's next transactions, most of them selected now, and ten people new to the school: the import
      // leaves its own statements to its end (aidverify.follow_up_at_end) and works its students out there.
      const file = generateIsirBuffer({
        layout: '2026-27',
        records: 50,
        seed: 94,
        firstPerson: 670000,
        transactionNumber: 2,
        selectedShare: 0.9,
      });
      const res = await uploadIsir(s(), verifier, file, { fileName: 'follow-up-clock-again.txt' });
      expect(res.body).toMatchObject({ status: 'IMPORTED' });
      await expectInStep();
      // The setting was the import's transaction's own: what comes after keeps the upkeep by statement.
      const [setting] = await readRows(
        db,
        { v: z.string().nullable() },
        `SELECT current_setting('aidverify.follow_up_at_end', true) AS v`,
      );
      expect(setting!.v ?? '').not.toBe('on');
      const [item] = await readRows(
        db,
        { id: dbNumber },
        `SELECT l.id FROM student_interview_link l JOIN student st ON st.id = l.student_id
          WHERE st.school_code = '222222' AND l.aid_year = $1 AND l.status IN ${OPEN} ORDER BY l.id LIMIT 1`,
        [YEAR],
      );
      await db.query(
        `UPDATE student_interview_link SET created_at = now() - interval '700 days' WHERE id = $1`,
        [item!.id],
      );
      await expectInStep();
      await db.query(
        `UPDATE student SET status = 'SELECTED' WHERE school_code = '222222' AND id % 7 = 0 AND status <> 'SELECTED'`,
      );
      await expectInStep();
    });

    it('after student accounts are linked, changed and unlinked, and students changed, moved and deleted', async () => {
      const db = s().db;
      const rows = await readRows(
        db,
        { id: dbNumber },
        `SELECT st.id ${MISSING_ROWS}
            AND NOT EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = $2 AND l.status IN ${OPEN})
          ORDER BY st.id LIMIT 3`,
        ['222222', YEAR],
      );
      expect(rows.length).toBe(3);
      const [account] = await readRows(
        db,
        { id: dbNumber },
        `SELECT id FROM student_account ORDER BY id LIMIT 1`,
      );
      // Students owing only their account get one: off the report.
      await db.query(
        `INSERT INTO student_account_link (student_id, student_account_id, account_type) SELECT id, $2, 0 FROM unnest($1::int[]) id`,
        [rows.map((r) => r.id), account!.id],
      );
      await expectInStep();
      await db.query(`UPDATE student_account_link SET account_type = 1 WHERE student_id = $1`, [rows[0]!.id]);
      await expectInStep();
      await db.query(`DELETE FROM student_account_link WHERE student_id = $1`, [rows[1]!.id]);
      await expectInStep();
      const [first, second, third] = await rowsOf(MISSING_ROWS);
      await db.query(`UPDATE student SET status = 'APPROVED' WHERE id = ANY ($1)`, [[first!.id, second!.id]]);
      await expectInStep();
      await db.query(`UPDATE student SET status = 'REVIEW', verification_group = 'V5' WHERE id = $1`, [
        first!.id,
      ]);
      await expectInStep();
      await db.query(`UPDATE student SET verification_group = 'V1' WHERE id = $1`, [first!.id]);
      await expectInStep();
      await db.query(`UPDATE student SET school_code = '333333' WHERE id = $1`, [third!.id]);
      await expectInStep();
      await db.query(`UPDATE student SET school_code = '222222' WHERE id = $1`, [third!.id]);
      await expectInStep();
      const [gone] = await rowsOf(PURPOSE_ROWS);
      await db.query(`DELETE FROM student WHERE id = ANY ($1)`, [[gone!.id, second!.id]]);
      await expectInStep();
    });

    it("after students' and ISIRs' e-mails, current ISIRs and started task list items change", async () => {
      const db = s().db;
      const [account] = await readRows(
        db,
        { id: dbNumber },
        `SELECT id FROM student_account ORDER BY id LIMIT 1`,
      );
      // Three students of the report given an e-mail, an account and a started item: off it.
      const three = (await rowsOf(POSTCARD_ROWS)).slice(0, 3).map((r) => r.id);
      expect(three.length).toBe(3);
      await db.query(`UPDATE student SET email = 'postcard-' || id || '@example.edu' WHERE id = ANY ($1)`, [
        three,
      ]);
      await db.query(
        `INSERT INTO student_account_link (student_id, student_account_id, account_type) SELECT id, $2, 0 FROM unnest($1::int[]) id
         ON CONFLICT DO NOTHING`,
        [three, account!.id],
      );
      await db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status)
         SELECT gen_random_uuid(), id, $2, $3, 'IN_PROGRESS' FROM unnest($1::int[]) id`,
        [three, await typeOf('V1'), YEAR],
      );
      await expectInStep();
      const onReport = async () => (await rowsOf(POSTCARD_ROWS)).map((r) => r.id);
      expect(await onReport()).not.toContain(three[0]);
      // No e-mail of its own nor on its ISIR: back on; its ISIR's e-mail alone takes it off again.
      await db.query(`UPDATE student SET email = NULL WHERE id = $1`, [three[0]]);
      await db.query(`UPDATE isir_record_all SET email = NULL WHERE student_id = $1`, [three[0]]);
      await expectInStep();
      expect(await onReport()).toContain(three[0]);
      await db.query(
        `UPDATE isir_record_all SET email = 'isir-' || id || '@example.edu' WHERE student_id = $1`,
        [three[0]],
      );
      await expectInStep();
      expect(await onReport()).not.toContain(three[0]);
      // Its started item back to new: on again.
      await db.query(
        `UPDATE student_interview_link SET status = 'NEW' WHERE student_id = $1 AND aid_year = $2`,
        [three[1], YEAR],
      );
      await expectInStep();
      expect(await onReport()).toContain(three[1]);
      // No current ISIR of the year: off every report that needs one; current again: back.
      await db.query(
        `UPDATE isir_record_all SET is_current = false WHERE student_id = $1 AND aid_year = $2`,
        [three[1], YEAR],
      );
      await expectInStep();
      expect(await onReport()).not.toContain(three[1]);
      await db.query(
        `UPDATE isir_record_all SET is_current = true WHERE id = (SELECT max(id) FROM isir_record_all WHERE student_id = $1 AND aid_year = $2)`,
        [three[1], YEAR],
      );
      await expectInStep();
      await postcards.expectUnreadWriteIgnored();
    });

    it("after the school's and the installation's time zones change", async () => {
      const db = s().db;
      // Open items made at 02:00 UTC: the day before in New York, the same day in Tokyo.
      await db.query(
        `UPDATE student_interview_link SET created_at = date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '500 days' + interval '2 hours'
          WHERE aid_year = $1 AND status = 'NEW' AND id % 3 = 0 AND student_id IN (SELECT id FROM student WHERE school_code = '222222')`,
        [YEAR],
      );
      await expectInStep();
      const [before] = await readRows(
        db,
        { zone: z.string().nullable() },
        `SELECT time_zone AS zone FROM school WHERE school_code = '222222'`,
      );
      const [installation] = await readRows(
        db,
        { value: z.string() },
        `SELECT value FROM installation_setting WHERE name = 'time_zone'`,
      );
      try {
        await db.query(`UPDATE school SET time_zone = 'Asia/Tokyo' WHERE school_code = '222222'`);
        await expectInStep();
        await db.query(`UPDATE school SET time_zone = NULL WHERE school_code = '222222'`);
        await expectInStep();
        // 16:00 the same day at UTC+14, the day before in New York.
        await db.query(
          `INSERT INTO installation_setting (name, value) VALUES ('time_zone', 'Pacific/Kiritimati')
           ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
        );
        await expectInStep();
      } finally {
        await db.query(`UPDATE school SET time_zone = $1 WHERE school_code = '222222'`, [
          before?.zone ?? null,
        ]);
        if (installation)
          await db.query(`UPDATE installation_setting SET value = $1 WHERE name = 'time_zone'`, [
            installation.value,
          ]);
        else await db.query(`DELETE FROM installation_setting WHERE name = 'time_zone'`);
      }
      await expectInStep();
    });

    // Two connections at once: only the server has them (PGlite runs one statement at a time).
    it.skipIf(backend.name !== 'postgres')(
      "a student's account linked while its last open item is being verified is worked out with it",
      async () => {
        const db = s().db;
        const studentId = await raceStudent(db, { number: 'RACE-MISSING', lastName: 'Missing' });
        const [item] = await readRows(
          db,
          { id: dbNumber },
          `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status)
           VALUES (gen_random_uuid(), $1, $2, $3, 'NEW') RETURNING id`,
          [studentId, await typeOf('V1'), YEAR],
        );
        await expectInStep();
        // The item is verified in a transaction that stays open while the student's account is linked on another
        // connection: the student owes nothing once both are in, which the link's statement sees only after the commit.
        await whileHeldOpen(
          db,
          (tx) => tx.query(`UPDATE student_interview_link SET status = 'VERIFIED' WHERE id = $1`, [item!.id]),
          () =>
            db.query(
              `INSERT INTO student_account_link (student_id, student_account_id, account_type)
               SELECT ${studentId}, id, 0 FROM student_account ORDER BY id LIMIT 1`,
            ),
          `%INSERT INTO student_account_link%`,
        );
        await expectInStep();
        const [kept] = await readRows(
          db,
          { n: dbNumber },
          `SELECT count(*)::int AS n FROM report_missing_student WHERE student_id = $1`,
          [studentId],
        );
        expect(kept!.n).toBe(0);
      },
    );
  });
});
