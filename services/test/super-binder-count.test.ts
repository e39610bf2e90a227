import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';
import { forEachBackend, useServices } from './harness.js';
import { uploadIsir } from './isir-helpers.js';
import { keptReportRows, studentsOfYear, taskListItemsOfYear } from './kept-report-rows.js';
import { dbNumber, readRows } from './rows.js';

/**
 * The Super Binder Report's students kept in report_super_binder_student (migration 130), their number per school and
 * year in report_row_count, which its total reads, against an independent count of the base rows after each kind of
 * write that changes them: task list items added (one statement for many, a second item, an item of a student not
 * yet of the year), moved to another year or student, changed and removed; report years removed and added again;
 * students moved to another school and deleted; an upload unpublished then published; an ISIR import (the server's
 * one transaction; the embedded database's unpublished batches, then their publishing). The report's total and first
 * page show the same students.
 */
const YEAR = 2027;
const SCHOOLS = ['222222', '333333'];

/** The report's students by its rule, written out here: a student everyone sees, of the year, with an item of it. */
const ROWS = `
  FROM report_year_student y JOIN student st ON st.id = y.student_id
 WHERE y.school_code = $1 AND y.aid_year = $2
   AND EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = y.student_id AND l.aid_year = $2)`;

forEachBackend((backend) => {
  describe('the Super Binder count follows every write of task list items, report years and students', () => {
    const s = useServices(backend);
    let manager: string;
    let verifier: string;

    beforeAll(async () => {
      manager = (await s().signIn('manager@aidverify.test')).accessToken;
      verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
    });

    const { counted, kept, expectInStep, expectUnreadWriteIgnored } = keptReportRows(s, () => manager, {
      report: 'SuperBinderReport',
      year: YEAR,
      schools: SCHOOLS,
      rows: ROWS,
      kept: `SELECT COALESCE(sum(rows), 0)::int AS n FROM report_row_count
        WHERE report = 'SuperBinderReport' AND school_code = $1 AND aid_year = $2`,
      firstPageOrder: "lower(st.last_name || ', ' || st.first_name), st.id",
    });

    const students = (names: string[], school?: string) =>
      studentsOfYear(s, { year: YEAR, tag: 'KSB', mail: 'binder.example.edu' }, names, school);
    const total = async () =>
      (
        await s().post<{ total: number }>(
          '/school-api/report/SuperBinderReport/search',
          { aidYear: YEAR, pageSize: 5 },
          manager,
        )
      ).body.total;

    it('after task list items are added, moved, changed and removed', async () => {
      const db = s().db;
      await expectInStep();
      const [ann, bob, cat] = (await students(['Ann', 'Bob', 'Cat'])) as [number, number, number];
      await expectInStep();
      const before = await counted('222222');
      // One statement for many: an item each for Ann and Bob, two for Cat.
      const [type] = await readRows(
        db,
        { id: dbNumber },
        `SELECT id FROM interview_type ORDER BY id LIMIT 1`,
      );
      await db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year)
         SELECT gen_random_uuid(), s, $2, $3 FROM unnest($1::int[]) s`,
        [[ann, bob, cat, cat], type!.id, YEAR],
      );
      await expectInStep();
      expect(await counted('222222')).toBe(before + 3);
      // A second item for Ann changes nothing; a student with no ISIR of the year is brought into it by an item.
      const { items } = await taskListItemsOfYear(s, YEAR, [ann]);
      await expectInStep();
      const [dan] = (await students(['Dan'])) as [number];
      await db.query(`DELETE FROM isir_record_all WHERE student_id = $1`, [dan]);
      await expectInStep();
      const { items: danItems } = await taskListItemsOfYear(s, YEAR, [dan]);
      await expectInStep();
      expect(await counted('222222')).toBe(before + 4);
      // Dan's item moved to another year and back, then to Bob (who has one) and back; its status changed.
      await db.query(`UPDATE student_interview_link SET aid_year = $2 WHERE id = $1`, [
        danItems[0],
        YEAR + 1,
      ]);
      await expectInStep();
      await db.query(`UPDATE student_interview_link SET aid_year = $2 WHERE id = $1`, [danItems[0], YEAR]);
      await expectInStep();
      await db.query(`UPDATE student_interview_link SET student_id = $2 WHERE id = $1`, [danItems[0], bob]);
      await expectInStep();
      await db.query(`UPDATE student_interview_link SET student_id = $2 WHERE id = $1`, [danItems[0], dan]);
      await expectInStep();
      await db.query(`UPDATE student_interview_link SET status = 'SUBMITTED' WHERE student_id = ANY ($1)`, [
        [ann, bob, cat, dan],
      ]);
      await expectInStep();
      // Ann's second item removed (she keeps one), then Cat's two in one statement, then Dan's (he leaves the year).
      await db.query(`DELETE FROM student_interview_link WHERE id = $1`, [items[0]]);
      await expectInStep();
      await db.query(`DELETE FROM student_interview_link WHERE student_id = $1`, [cat]);
      await expectInStep();
      await db.query(`DELETE FROM student_interview_link WHERE id = $1`, [danItems[0]]);
      await expectInStep();
      expect(await counted('222222')).toBe(before + 2);
      await expectUnreadWriteIgnored();
    });

    it('after report years are removed and added, and students moved and deleted', async () => {
      const db = s().db;
      const [eve, fay, gil] = (await students(['Eve', 'Fay', 'Gil'])) as [number, number, number];
      await taskListItemsOfYear(s, YEAR, [eve, fay, gil]);
      await expectInStep();
      // A report year taken away and filed again (as a judgement does), by hand.
      // (The page lists Gil meanwhile: it reads the students, not their years.)
      await db.query(`DELETE FROM report_year_student WHERE student_id = $1 AND aid_year = $2`, [gil, YEAR]);
      for (const of of SCHOOLS) expect(await kept(of)).toBe(await counted(of));
      expect(await total()).toBe(await counted('222222'));
      await db.query(
        `INSERT INTO report_year_student (school_code, aid_year, student_id, status)
         SELECT school_code, $2, id, status FROM student_all WHERE id = $1`,
        [gil, YEAR],
      );
      await expectInStep();
      // Moved to the other school and back: the years follow the student (migration 099), the count with them.
      await db.query(`UPDATE student SET school_code = '333333' WHERE id = ANY ($1)`, [[eve, fay]]);
      await expectInStep();
      expect(await counted('333333')).toBeGreaterThanOrEqual(2);
      await db.query(`UPDATE student SET school_code = '222222' WHERE id = $1`, [fay]);
      await expectInStep();
      // A status change rewrites the years' rows, not who is counted.
      await db.query(`UPDATE student SET status = 'REVIEW' WHERE id = ANY ($1)`, [[eve, fay, gil]]);
      await expectInStep();
      await db.query(`DELETE FROM student WHERE id = ANY ($1)`, [[eve, gil]]);
      await expectInStep();
    });

    it('while an upload is unpublished, then once it is published', async () => {
      const db = s().db;
      const [upload] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO isir_upload (uuid, school_code, file_name, origin, status)
         VALUES (gen_random_uuid(), '222222', 'super-binder-unpublished.txt', 'UPLOAD', 'RUNNING') RETURNING id`,
      );
      await db.query('INSERT INTO isir_upload_unpublished (upload_id) VALUES ($1)', [upload!.id]);
      // As an import's batch writes them: a student it creates, its report year and its task list item, all unseen.
      const [hal] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO student_all (uuid, school_code, student_number, first_name, last_name, status, created_by_upload_id)
         VALUES ($1, '222222', 'KSB-Hal', 'Hal', 'Qc', 'SELECTED', $2) RETURNING id`,
        [randomUUID(), upload!.id],
      );
      await db.query(
        `INSERT INTO report_year_student (school_code, aid_year, student_id, status) VALUES ('222222', $2, $1, 'SELECTED')`,
        [hal!.id, YEAR],
      );
      await taskListItemsOfYear(s, YEAR, [hal!.id]);
      // The kept count holds the unseen student; the report's total leaves it out, as it did before.
      expect(await kept('222222')).toBe((await counted('222222')) + 1);
      expect(await total()).toBe(await counted('222222'));
      await db.query('DELETE FROM isir_upload_unpublished WHERE upload_id = $1', [upload!.id]);
      await expectInStep();
    });

    it('after an ISIR import, and a second file bringing the same people again', async () => {
      const before = await counted('222222');
      const file = generateIsirBuffer({
        layout: '2026-27',
        records: 40,
        seed: 95,
        firstPerson: 680000,
        selectedShare: 0.8,
      });
      const res = await uploadIsir(s(), verifier, file, { fileName: 'super-binder-count.txt' });
      expect(res.body).toMatchObject({ status: 'IMPORTED' });
      await expectInStep();
      // Selected students of the import have their group's items: the count grew with them.
      expect(await counted('222222')).toBeGreaterThan(before);
      const again = generateIsirBuffer({
        layout: '2026-27',
        records: 40,
        seed: 95,
        firstPerson: 680000,
        transactionNumber: 2,
        selectedShare: 0.3,
      });
      const res2 = await uploadIsir(s(), verifier, again, { fileName: 'super-binder-count-again.txt' });
      expect(res2.body).toMatchObject({ status: 'IMPORTED' });
      await expectInStep();
    });
  });
});
