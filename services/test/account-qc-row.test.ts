import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';
import { forEachBackend, useServices } from './harness.js';
import { fieldOf, recordLines, uploadIsir } from './isir-helpers.js';
import { keptReportRows, studentsOfYear, taskListItemsOfYear } from './kept-report-rows.js';
import { dbNumber, readRows, z } from './rows.js';

/**
 * The Account QC Report's rows kept in account_qc_row (migration 124), which its page walks in the report's order, and
 * their number per school and year in report_row_count, which its total reads, against an independent count of the
 * base rows after each kind of write that changes them: students given another e-mail or school and deleted, accounts
 * given another phone or e-mail and deleted, links added and removed, ISIRs given another address, superseded, moved
 * and deleted (one statement for many, one per ISIR), an ISIR import, identity answers given, corrected and removed, and
 * task list items moved and removed. The report's total and first page show the same rows. An import whose new
 * students share an e-mail and an address with students not in the file (a server's import works them out once, when
 * its batches are in: migration 133) leaves the rows of both, and the counts of holders, as counted from scratch.
 */
const YEAR = 2036;
/** The aid year of a 2026-27 file. */
const FILE_YEAR = 2027;
const SCHOOLS = ['222222', '333333'];

/** Two students linked to one account are related: no pair between them. */
const UNRELATED = (a: string, b: string) =>
  `NOT EXISTS (SELECT 1 FROM student_account_link x JOIN student_account_link y ON y.student_account_id = x.student_account_id
                WHERE x.student_id = ${a} AND y.student_id = ${b})`;
const IN_YEAR = (id: string) =>
  `EXISTS (SELECT 1 FROM report_year_student y WHERE y.student_id = ${id} AND y.aid_year = $2 AND y.school_code = $1)`;

/** The report's rows by its rules, written out here: each rule's holders paired by self-join, one row per key. */
const ROWS = `
  FROM (
    SELECT 'Shared e-mail' AS rule, m.id AS student_id, 'Shared e-mail:' || m.id || ':' || g.e AS row_key
      FROM (SELECT lower(email) AS e FROM student WHERE school_code = $1 AND email IS NOT NULL GROUP BY 1 HAVING count(*) > 1) g
      JOIN student m ON m.school_code = $1 AND lower(m.email) = g.e
      JOIN student o ON o.school_code = $1 AND lower(o.email) = g.e AND o.id <> m.id
     WHERE ${IN_YEAR('m.id')} AND ${UNRELATED('m.id', 'o.id')}
    UNION
    SELECT 'Shared phone', la.student_id, 'Shared phone:' || la.student_id || ':' || ma.phone
      FROM student_account ma JOIN student_account_link la ON la.student_account_id = ma.id
      JOIN student_account mb ON mb.school_code = $1 AND mb.phone = ma.phone AND mb.id <> ma.id
      JOIN student_account_link lb ON lb.student_account_id = mb.id AND lb.student_id <> la.student_id
      JOIN student o ON o.id = lb.student_id
     WHERE ma.school_code = $1 AND ${IN_YEAR('la.student_id')} AND ${UNRELATED('la.student_id', 'o.id')}
    UNION
    SELECT 'Shared address', m.student_id, 'Shared address:' || m.student_id || ':' || m.street_address || ', ' || m.zip_code
      FROM (SELECT lower(street_address) AS street, zip_code AS zip FROM isir_record
             WHERE school_code = $1 AND aid_year = $2 AND is_current AND street_address IS NOT NULL AND zip_code IS NOT NULL
             GROUP BY 1, 2 HAVING count(*) > 1) g
      JOIN isir_record m ON m.school_code = $1 AND m.aid_year = $2 AND m.is_current AND lower(m.street_address) = g.street
       AND m.zip_code = g.zip
      JOIN isir_record r ON r.school_code = $1 AND r.aid_year = $2 AND r.is_current AND lower(r.street_address) = g.street
       AND r.zip_code = g.zip AND r.student_id <> m.student_id
      JOIN student o ON o.id = r.student_id
     WHERE ${IN_YEAR('m.student_id')} AND ${UNRELATED('m.student_id', 'o.id')}
    UNION
    SELECT 'Student and parent share contacts', s.id, 'contacts:' || s.id
      FROM student s JOIN student_account_link pl ON pl.student_id = s.id AND pl.account_type <> 0
      JOIN student_account pa ON pa.id = pl.student_account_id
      LEFT JOIN student_account_link sl ON sl.student_id = s.id AND sl.account_type = 0
      LEFT JOIN student_account sa ON sa.id = sl.student_account_id
     WHERE s.school_code = $1 AND EXISTS (SELECT 1 FROM report_year_student y WHERE y.student_id = s.id AND y.aid_year = $2)
       AND (lower(pa.username) = lower(COALESCE(sa.username, s.email)) OR (pa.phone IS NOT NULL AND pa.phone = sa.phone))
    UNION
    SELECT 'Failed identity checks', sil.student_id, 'identity:' || sil.student_id
      FROM student_interview_link sil JOIN identity_verification_attempt iva ON iva.student_interview_link_id = sil.id
     WHERE sil.aid_year = $2 AND NOT iva.matched) q
  JOIN student st ON st.id = q.student_id AND st.school_code = $1`;

forEachBackend((backend) => {
  describe('account_qc_row follows every write of students, accounts, links, ISIRs and identity answers', () => {
    const s = useServices(backend);
    let manager: string;
    let verifier: string;

    beforeAll(async () => {
      manager = (await s().signIn('manager@aidverify.test')).accessToken;
      verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
    });

    const { counted, expectInStep, expectUnreadWriteIgnored } = keptReportRows(s, () => manager, {
      report: 'AccountQCReport',
      year: YEAR,
      schools: SCHOOLS,
      rows: ROWS,
      kept: `SELECT COALESCE(sum(rows), 0)::int AS n FROM report_row_count
        WHERE report = 'AccountQCReport' AND school_code = $1 AND aid_year = $2`,
      firstPageOrder: 'lower(q.rule), q.row_key',
    });

    const fileYear = keptReportRows(s, () => manager, {
      report: 'AccountQCReport',
      year: FILE_YEAR,
      schools: SCHOOLS,
      rows: ROWS,
      kept: `SELECT COALESCE(sum(rows), 0)::int AS n FROM report_row_count
        WHERE report = 'AccountQCReport' AND school_code = $1 AND aid_year = $2`,
      firstPageOrder: 'lower(q.rule), q.row_key',
    });
    /** The kept rows of a school and year, key by key, and the rows of the report's rules counted from scratch. */
    const rowsOf = async (school: string, year: number) => {
      const shape = { rule: z.string(), student: dbNumber, key: z.string() };
      const order = 'ORDER BY 3';
      const kept = await readRows(
        s().db,
        shape,
        `SELECT rule, student_id AS student, row_key AS key FROM account_qc_row WHERE school_code = $1 AND aid_year = $2 ${order}`,
        [school, year],
      );
      const counted = await readRows(
        s().db,
        shape,
        `SELECT DISTINCT q.rule, q.student_id AS student, q.row_key AS key ${ROWS} ${order}`,
        [school, year],
      );
      return { kept, counted };
    };
    /** The kept holders of every address and e-mail against a count from scratch over every ISIR and student. */
    const holdersDrift = () =>
      s().db.query(
        `WITH truth AS (
           SELECT school_code, aid_year::text AS year, lower(street_address) AS contact, zip_code, count(*)::int AS holders
             FROM isir_record_all WHERE is_current AND street_address IS NOT NULL AND zip_code IS NOT NULL GROUP BY 1, 2, 3, 4
           UNION ALL
           SELECT school_code, 'email', lower(email), NULL, count(*)::int FROM student_all WHERE email IS NOT NULL GROUP BY 1, 3
           UNION ALL
           SELECT school_code, 'phone', phone, NULL, count(*)::int FROM student_account WHERE phone IS NOT NULL GROUP BY 1, 3),
         kept AS (
           SELECT school_code, aid_year::text, street, zip_code, holders FROM account_qc_address
           UNION ALL
           SELECT school_code, kind, contact, NULL, holders FROM account_qc_contact)
         (SELECT 'missing' AS d, * FROM truth EXCEPT SELECT 'missing', * FROM kept)
         UNION ALL
         (SELECT 'extra', * FROM kept EXCEPT SELECT 'extra', * FROM truth)`,
      );

    const students = (names: string[], school?: string) =>
      studentsOfYear(s, { year: YEAR, tag: 'KQC', mail: 'kept.example.edu' }, names, school);
    const account = async (username: string, phone: string | null, links: [number, number][]) => {
      const db = s().db;
      const [row] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, phone)
         VALUES ($1, '222222', $2, 'Kept', 'Holder', $3) RETURNING id`,
        [randomUUID(), username, phone],
      );
      for (const [studentId, accountType] of links)
        await db.query(
          'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $2, $3)',
          [studentId, row!.id, accountType],
        );
      return row!.id;
    };

    it('after students, accounts and links are written', async () => {
      const db = s().db;
      await expectInStep();
      const [ann, bob, cat, dan, eve] = (await students(['Ann', 'Bob', 'Cat', 'Dan', 'Eve'])) as [
        number,
        number,
        number,
        number,
        number,
      ];
      await expectInStep();
      // One statement for many: three students take one e-mail (in two letter cases), then one leaves it.
      await db.query(
        `UPDATE student SET email = CASE WHEN id = $2 THEN 'Shared@Kept.example.edu' ELSE 'shared@kept.example.edu' END
                       WHERE id = ANY ($1)`,
        [[ann, bob, cat], bob],
      );
      await expectInStep();
      expect(await counted('222222')).toBeGreaterThanOrEqual(3);
      await db.query(`UPDATE student SET email = 'cat@kept.example.edu' WHERE id = $1`, [cat]);
      await expectInStep();
      // Accounts sharing a phone, a parent's account sharing the student's e-mail, then the phone changed and back.
      const annAccount = await account('ann-account@kept.example.edu', '555-0911', [[ann, 0]]);
      const danAccount = await account('dan-account@kept.example.edu', '555-0911', [[dan, 0]]);
      await expectInStep();
      const parent = await account('cat@kept.example.edu', null, [[cat, 1]]);
      await expectInStep();
      await db.query(`UPDATE student_account SET phone = '555-0912' WHERE id = $1`, [danAccount]);
      await expectInStep();
      await db.query(
        `UPDATE student_account SET phone = '555-0911', username = 'dan2@kept.example.edu' WHERE id = $1`,
        [danAccount],
      );
      await expectInStep();
      // The parent linked to Ann and Bob as well: they are related now (no e-mail pair between them); then unlinked.
      await db.query(
        `INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $3, 1), ($2, $3, 1)`,
        [ann, bob, parent],
      );
      await expectInStep();
      await db.query(`DELETE FROM student_account_link WHERE student_account_id = $1 AND student_id = $2`, [
        parent,
        ann,
      ]);
      await expectInStep();
      await db.query(`UPDATE student_account_link SET student_id = $1 WHERE student_account_id = $2`, [
        eve,
        danAccount,
      ]);
      await expectInStep();
      // Moved to the other school and back; an account and a student deleted.
      await db.query(`UPDATE student SET school_code = '333333' WHERE id = $1`, [bob]);
      await expectInStep();
      await db.query(`UPDATE student SET school_code = '222222' WHERE id = $1`, [bob]);
      await expectInStep();
      await db.query(`DELETE FROM student_account WHERE id = $1`, [annAccount]);
      await expectInStep();
      await db.query(`DELETE FROM student WHERE id = $1`, [ann]);
      await expectInStep();
    });

    it('after ISIRs are written: addresses, current flags, schools, an import', async () => {
      const db = s().db;
      const [fay, gil, hana, ivo] = (await students(['Fay', 'Gil', 'Hana', 'Ivo'])) as [
        number,
        number,
        number,
        number,
      ];
      // One statement for many: three move to one address (in two letter cases); one per ISIR: the fourth joins.
      await db.query(
        `UPDATE isir_record_all SET street_address = CASE WHEN student_id = $2 THEN '1 COMMON ST' ELSE '1 Common St' END
          WHERE student_id = ANY ($1) AND aid_year = $3`,
        [[fay, gil, hana], gil, YEAR],
      );
      await expectInStep();
      await db.query(
        `UPDATE isir_record_all SET street_address = '1 common st' WHERE student_id = $1 AND aid_year = $2`,
        [ivo, YEAR],
      );
      await expectInStep();
      // Hana's later transaction at another address supersedes the first.
      await db.query(
        `UPDATE isir_record_all SET is_current = false WHERE student_id = $1 AND aid_year = $2`,
        [hana, YEAR],
      );
      await expectInStep();
      await db.query(
        `INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key,
           transaction_number, street_address, zip_code, raw_encrypted, is_current)
         SELECT upload_id, school_code, aid_year, isir_record_info_id, student_id, 2, 'kqc-hana-2', 2, '9 Other Rd', '62801', 'x', true
           FROM isir_record_all WHERE student_id = $1 AND aid_year = $2`,
        [hana, YEAR],
      );
      await expectInStep();
      // Filed under the other school and back, over several rows; then deleted.
      await db.query(`UPDATE isir_record_all SET school_code = '333333' WHERE student_id = ANY ($1)`, [
        [fay, gil],
      ]);
      await expectInStep();
      await db.query(`UPDATE isir_record_all SET school_code = '222222' WHERE student_id = ANY ($1)`, [
        [fay, gil],
      ]);
      await expectInStep();
      await db.query(`DELETE FROM isir_record_all WHERE student_id = $1 AND aid_year = $2`, [ivo, YEAR]);
      await expectInStep();
      // An import: its students are new (their own e-mails and addresses); the counts stay in step.
      const file = generateIsirBuffer({ layout: '2026-27', records: 30, seed: 93, firstPerson: 670000 });
      const res = await uploadIsir(s(), verifier, file, { fileName: 'account-qc-rows.txt' });
      expect(res.body).toMatchObject({ status: 'IMPORTED' });
      await expectInStep();
      // What the report does not read changes nothing.
      await expectUnreadWriteIgnored();
    });

    it('after an import whose new students share an e-mail and an address with students not in the file', async () => {
      const db = s().db;
      const file = generateIsirBuffer({ layout: '2026-27', records: 12, seed: 95, firstPerson: 680000 });
      const [first, second] = recordLines(file) as [string, string];
      const field = (line: string, name: string) => fieldOf('2026-27', line, name, 'student_identity');
      // Not in the file: Una has the first record's e-mail (in other letters), Vic the second's address, Wes an
      // address of his own; all three of the file's year.
      const [una, vic, wes] = (await studentsOfYear(
        s,
        { year: FILE_YEAR, tag: 'KQO', mail: 'outside.example.edu' },
        ['Una', 'Vic', 'Wes'],
      )) as [number, number, number];
      await db.query(`UPDATE student SET email = upper($2) WHERE id = $1`, [
        una,
        field(first, 'Email Address'),
      ]);
      await db.query(
        `UPDATE isir_record_all SET street_address = lower($2), zip_code = $3 WHERE student_id = $1 AND aid_year = $4`,
        [vic, field(second, 'Street Address'), field(second, 'Zip Code'), FILE_YEAR],
      );
      await fileYear.expectInStep();
      const res = await uploadIsir(s(), verifier, file, { fileName: 'account-qc-shared.txt' });
      expect(res.body).toMatchObject({ status: 'IMPORTED' });
      // Counted from scratch: Una and the first record's student share an e-mail, Vic and the second's an address.
      const { kept, counted } = await rowsOf('222222', FILE_YEAR);
      const [firstStudent, secondStudent] = await Promise.all(
        [first, second].map(async (line) => {
          const [row] = await readRows(
            db,
            { id: dbNumber },
            `SELECT r.student_id AS id FROM isir_record r JOIN isir_upload u ON u.id = r.upload_id
              WHERE u.file_name = 'account-qc-shared.txt' AND r.line_number = $1`,
            // After the header line.
            [recordLines(file).indexOf(line) + 2],
          );
          return row!.id;
        }),
      );
      const rulesOf = (id: number) => counted.filter((r) => r.student === id).map((r) => r.rule);
      expect(rulesOf(una)).toEqual(['Shared e-mail']);
      expect(rulesOf(firstStudent!)).toEqual(['Shared e-mail']);
      expect(rulesOf(vic)).toEqual(['Shared address']);
      expect(rulesOf(secondStudent!)).toEqual(['Shared address']);
      expect(rulesOf(wes)).toEqual([]);
      // The kept rows are those, key by key, in and out of the file; the holders' counts and the report agree.
      expect(kept).toEqual(counted);
      expect(await holdersDrift()).toEqual([]);
      await fileYear.expectInStep();
      // The first record's person in a file of the year before: the file's student is not new now, its year is. Its
      // e-mail pair with Una is a row of that year too (Una's own row needs a year of hers there).
      const dob = field(first, 'Date of Birth');
      const before = generateIsirBuffer({
        layout: '2025-26',
        firstPerson: 680000,
        seed: 95,
        people: [
          {
            firstName: field(first, 'First Name'),
            lastName: field(first, 'Last Name'),
            ssn: field(first, 'Social Security Number'),
            dateOfBirth: `${dob.slice(0, 4)}-${dob.slice(4, 6)}-${dob.slice(6, 8)}`,
            email: field(first, 'Email Address'),
            dependency: 'D',
            trackingFlag: null,
            selected: 'N',
            sai: 1000,
          },
        ],
      });
      const again = await uploadIsir(s(), verifier, before, { fileName: 'account-qc-shared-before.txt' });
      expect(again.body).toMatchObject({ status: 'IMPORTED', newStudentCount: 0 });
      const yearBefore = await rowsOf('222222', FILE_YEAR - 1);
      expect(
        yearBefore.counted.filter((r) => [una, firstStudent].includes(r.student)).map((r) => r.rule),
      ).toEqual(['Shared e-mail']);
      expect(yearBefore.kept).toEqual(yearBefore.counted);
      expect(await holdersDrift()).toEqual([]);
      // Transaction 2 of the first two people: their first ISIRs stop being current once the batches are in (settled by
      // statement, after the end's refresh); the counts and rows stay as counted.
      const second2 = generateIsirBuffer({
        layout: '2026-27',
        records: 2,
        seed: 95,
        firstPerson: 680000,
        transactionNumber: 2,
      });
      const later = await uploadIsir(s(), verifier, second2, { fileName: 'account-qc-shared-2.txt' });
      expect(later.body).toMatchObject({ status: 'IMPORTED', newStudentCount: 0 });
      const latest = await rowsOf('222222', FILE_YEAR);
      expect(latest.kept).toEqual(latest.counted);
      expect(latest.counted.filter((r) => [una, vic].includes(r.student)).map((r) => r.rule)).toEqual([
        'Shared address',
        'Shared e-mail',
      ]);
      expect(await holdersDrift()).toEqual([]);
      // The writes after the imports keep the upkeep by statement: Vic moves away, Una takes another e-mail.
      await db.query(`UPDATE isir_record_all SET street_address = '3 Away Ln' WHERE student_id = $1`, [vic]);
      await db.query(`UPDATE student SET email = 'una@outside.example.edu' WHERE id = $1`, [una]);
      const after = await rowsOf('222222', FILE_YEAR);
      expect(after.kept).toEqual(after.counted);
      expect(
        after.counted.filter((r) => [una, vic, firstStudent, secondStudent].includes(r.student)),
      ).toEqual([]);
      expect(await holdersDrift()).toEqual([]);
      await fileYear.expectInStep();
    });

    it('after identity answers and task list items are written', async () => {
      const db = s().db;
      const [jo, kai] = (await students(['Jo', 'Kai'])) as [number, number];
      const { items, question } = await taskListItemsOfYear(s, YEAR, [jo, kai]);
      await expectInStep();
      await db.query(
        `INSERT INTO identity_verification_attempt (student_interview_link_id, interview_question_id, question_text, matched, actor_uuid)
         SELECT l, $2, 'Street you lived on', m, gen_random_uuid() FROM unnest($1::int[]) l CROSS JOIN unnest(ARRAY[false, false, true]) m`,
        [items, question],
      );
      await expectInStep();
      await db.query(
        `UPDATE identity_verification_attempt SET matched = true WHERE student_interview_link_id = $1`,
        [items[0]],
      );
      await expectInStep();
      // Kai's item moved to another year, then removed.
      await db.query(`UPDATE student_interview_link SET aid_year = $2 WHERE id = $1`, [items[1], YEAR + 1]);
      await expectInStep();
      await db.query(`DELETE FROM student_interview_link WHERE id = $1`, [items[1]]);
      await expectInStep();
      await db.query(`DELETE FROM identity_verification_attempt WHERE student_interview_link_id = $1`, [
        items[0],
      ]);
      await expectInStep();
    });
  });
});
