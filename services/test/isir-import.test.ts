import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import {
  allSamples,
  fieldOf,
  isirFootprint,
  recordLines,
  sample,
  isirLayout,
  uploadIsir,
} from './isir-helpers.js';
import { dbNumber, readRows, z } from './rows.js';

/** A record with one field replaced (padded to the field's width), located by the shared layout. */
function setField(layoutName: string, line: string, name: string, value: string, section?: string) {
  const f = isirLayout(layoutName).fields.find(
    (x) => x.name === name && (!section || x.section === section),
  )!;
  return (
    line.slice(0, f.start - 1) +
    value.padEnd(f.length, ' ').slice(0, f.length) +
    line.slice(f.start - 1 + f.length)
  );
}
const crlf = (lines: string[]) => lines.join('\r\n') + '\r\n';
const uuidLike = (n: number) => `aaaaaaaa-bbbb-4ccc-8ddd-${String(n).padStart(12, '0')}`;

forEachBackend((backend) => {
  describe('ISIR import', () => {
    const s = useServices(backend, { env: { ISIR_MAX_UPLOAD_MB: '3' } });
    let verifier: string;
    let manager: string;
    let member: string;
    let readOnly: string;
    let student: string;
    let otherSchool: string;

    beforeAll(async () => {
      [verifier, manager, member, readOnly, student, otherSchool] = (await Promise.all(
        [
          'verifier@aidverify.test',
          'manager@aidverify.test',
          'member@aidverify.test',
          'readonly@aidverify.test',
          'student@aidverify.test',
          'verifier@demostate.test',
        ].map(async (e) => (await s().signIn(e)).accessToken),
      )) as [string, string, string, string, string, string];
    });

    it('imports every FSA test file, counting records, new students and duplicates', async () => {
      for (const name of allSamples()) {
        const buf = sample(name);
        const records = recordLines(buf).length;
        const res = await uploadIsir(s(), verifier, buf, { fileName: name.split('/')[1] });
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.status).toBe('IMPORTED');
        expect(res.body.recordCount).toBe(records);
        expect(res.body.importedCount + res.body.duplicateCount).toBe(records);
        expect(res.body.aidYear).toBe(name.startsWith('2024-25') ? 2025 : 2027);
      }
      const log = await s().get('/isir-api/IsirHeader/', verifier);
      expect(log.status).toBe(200);
      // Besides the seed's own files of the demo students' ISIRs.
      expect(
        log.body
          .filter((u: any) => u.fileName.startsWith('demo-isirs-'))
          .map((u: any) => u.fileName)
          .sort(),
      ).toEqual([
        'demo-isirs-222222-2026.txt',
        'demo-isirs-222222-2027-transaction-2.txt',
        'demo-isirs-222222-2027.txt',
      ]);
      expect(log.body.length).toBe(allSamples().length + 3);
      // The same 100 records with and without SAIG header lines: the second file adds nothing.
      const withHeaders = log.body.find((u: any) => u.fileName === 'IDSA25OP-20240308.txt');
      const without = log.body.find((u: any) => u.fileName === 'IDSA25OP-20240308--no-headers.txt');
      expect(without.importedCount + withHeaders.importedCount).toBe(100);
      expect(without.duplicateCount + withHeaders.duplicateCount).toBe(100);
    });

    it('decodes the named fields of each record to the values the layout gives', async () => {
      const lines = recordLines(sample('2024-25/IDSA25OP-20240308.txt'));
      const log = await s().get('/isir-api/IsirHeader/', verifier);
      const upload =
        log.body.find(
          (u: any) => u.fileName === 'IDSA25OP-20240308--no-headers.txt' && u.importedCount === 100,
        ) ?? log.body.find((u: any) => u.fileName === 'IDSA25OP-20240308.txt');
      const page = await s().post(
        '/isir-api/IsirRecord/search/',
        { uploadId: upload.id, pageSize: 100 },
        verifier,
      );
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(100);
      const L = '2024-25';
      for (const rec of page.body.items) {
        const line = lines[rec.lineNumber - (upload.fileName.includes('no-headers') ? 2 : 3)]!;
        const id = (n: string) => fieldOf(L, line, n, 'student_identity');
        expect(rec.firstName).toBe(id('First Name'));
        expect(rec.lastName).toBe(id('Last Name'));
        expect(rec.ssnLastFour).toBe(id('Social Security Number').slice(-4));
        const dob = id('Date of Birth');
        expect(rec.dateOfBirth).toBe(`${dob.slice(0, 4)}-${dob.slice(4, 6)}-${dob.slice(6)}`);
        const sai = fieldOf(L, line, 'SAI');
        expect(rec.sai).toBe(sai === '' ? null : Number(sai));
        expect(rec.dependencyModel).toBe(fieldOf(L, line, 'Dependency Model'));
        expect(rec.trackingFlag ?? '').toBe(fieldOf(L, line, 'Verification Tracking Flag'));
        expect(rec.selectedForVerification ?? '').toBe(
          fieldOf(L, line, 'Student Is Selected For Verification'),
        );
        const codes = line
          .substr(3888, 60)
          .match(/.{3}/g)!
          .map((c) => c.trim())
          .filter(Boolean);
        expect(rec.commentCodes).toEqual(codes);
        expect(rec.transactionNumber).toBe(Number(fieldOf(L, line, 'Transaction Number')));
      }
      // The first record as FSA published it: Jakarta Weniko, born 1996-10-10, independent, comment codes 017 and 135.
      const first = page.body.items.find((r: any) => r.lastName === 'Weniko');
      expect(first).toMatchObject({
        firstName: 'Jakarta',
        dateOfBirth: '1996-10-10',
        ssnLastFour: '8021',
        dependencyModel: 'Y',
        commentCodes: ['017', '135'],
      });
    });

    it('reads each 2026-27 record by its own ISIR Version Flag', async () => {
      const [a, b] = recordLines(sample('2026-27/applications_2627_12082025.txt'));
      const revised = setField(
        '2026-27',
        setField('2026-27', b!, 'Transaction UUID', uuidLike(2627)),
        'ISIR Version Flag',
        '1',
      );
      const pre = setField('2026-27', a!, 'Transaction UUID', uuidLike(2628));
      const res = await uploadIsir(s(), verifier, crlf([pre, revised]), { aidYear: 2027 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = await readRows(
        s().db,
        { variant: z.string() },
        `SELECT i.variant FROM isir_record r JOIN isir_record_info i ON i.id = r.isir_record_info_id WHERE r.upload_id = $1 ORDER BY r.line_number`,
        [res.body.id],
      );
      expect(rows.map((r) => r.variant)).toEqual(['PRE-OBBBA', 'OBBBA']);
    });

    it('gives a selected student a verification group and task list, and a later transaction updates the current ISIR and records what changed', async () => {
      const base = recordLines(sample('2026-27/applications_2627_12082025.txt'))[3]!;
      let line = setField('2026-27', base, 'Transaction UUID', uuidLike(9001));
      line = setField('2026-27', line, 'Person UUID', uuidLike(9100));
      line = setField('2026-27', line, 'FAFSA UUID', uuidLike(9200));
      line = setField('2026-27', line, 'Transaction Number', '01');
      line = setField('2026-27', line, 'Dependency Model', 'D');
      line = setField('2026-27', line, 'SAI', '1200');
      line = setField('2026-27', line, 'Verification Tracking Flag', 'V1');
      line = setField('2026-27', line, 'Student Is Selected For Verification', 'Y');
      line = setField('2026-27', line, 'Last Name', 'Selectedson', 'student_identity');
      // A person no earlier file named: their own SSN and date of birth.
      line = setField('2026-27', line, 'Social Security Number', '900004321', 'student_identity');
      line = setField('2026-27', line, 'Date of Birth', '20040229', 'student_identity');
      const first = await uploadIsir(s(), verifier, crlf([line]));
      expect(first.body).toMatchObject({ status: 'IMPORTED', newStudentCount: 1, selectedCount: 1 });
      const [stu] = await readRows(
        s().db,
        { id: dbNumber, verification_group: z.string(), dependency_status: dbNumber },
        `SELECT id, verification_group, dependency_status FROM student WHERE last_name = 'Selectedson'`,
      );
      expect(stu).toMatchObject({ verification_group: 'V1', dependency_status: 1 });
      const items = await readRows(
        s().db,
        { type_code: z.string(), is_for_parent_account: z.boolean() },
        `SELECT t.type_code, l.is_for_parent_account FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
          WHERE l.student_id = $1 AND l.aid_year = 2027 ORDER BY t.type_code`,
        [stu!.id],
      );
      expect(items.map((i) => i.type_code)).toEqual(['CC', 'SIG', 'TAX', 'TAXP', 'V1', 'V1P']);

      let second = setField('2026-27', line, 'Transaction UUID', uuidLike(9002));
      second = setField('2026-27', second, 'Transaction Number', '02');
      second = setField('2026-27', second, 'SAI', '-300');
      second = setField('2026-27', second, 'Dependency Model', 'I');
      const again = await uploadIsir(s(), verifier, crlf([second]));
      expect(again.body).toMatchObject({ status: 'IMPORTED', newStudentCount: 0, updatedStudentCount: 1 });
      const current = await readRows(
        s().db,
        { transaction_number: dbNumber, is_current: z.boolean() },
        'SELECT transaction_number, is_current FROM isir_record WHERE student_id = $1 ORDER BY transaction_number',
        [stu!.id],
      );
      expect(current).toEqual([
        { transaction_number: 1, is_current: false },
        { transaction_number: 2, is_current: true },
      ]);
      const changes = await readRows(
        s().db,
        { field: z.string(), old_value: z.string(), new_value: z.string() },
        'SELECT field, old_value, new_value FROM isir_change WHERE student_id = $1 ORDER BY field',
        [stu!.id],
      );
      expect(changes).toEqual([
        { field: 'DEPENDENCY', old_value: 'D', new_value: 'I' },
        { field: 'SAI', old_value: '1200', new_value: '-300' },
      ]);
      const [after] = await readRows(
        s().db,
        { dependency_status: dbNumber },
        'SELECT dependency_status FROM student WHERE id = $1',
        [stu!.id],
      );
      expect(after!.dependency_status).toBe(0);
      // Importing the same file again adds nothing.
      const before = await isirFootprint(s());
      const repeat = await uploadIsir(s(), verifier, crlf([second]));
      expect(repeat.body).toMatchObject({ status: 'IMPORTED', importedCount: 0, duplicateCount: 1 });
      expect({ ...(await isirFootprint(s())), imported: before.imported }).toEqual(before);
    });

    it('warns per record, naming the field, for every kind of rule the layout gives (school code, ITIN, region code, DHS case, codes)', async () => {
      const base = recordLines(sample('2026-27/applications_2627_12082025.txt'))[3]!;
      let bad = setField('2026-27', base, 'Transaction UUID', uuidLike(9601));
      bad = setField('2026-27', bad, 'College #1', 'X12345');
      bad = setField('2026-27', bad, 'ITIN', '812345678');
      bad = setField('2026-27', bad, 'NSLDS Pell Overpayment Contact', 'ABC');
      bad = setField('2026-27', bad, 'DHS Case Number', '12345ABC');
      bad = setField('2026-27', bad, 'Comment Codes', '001A12');
      bad = setField('2026-27', bad, 'Zip Code', '12#45');
      bad = setField('2026-27', bad, 'Electronic Transaction Indicator Destination Number', 'FT-1');
      bad = setField('2026-27', bad, 'Date of Residence', '202013');
      // The same record with valid values in those fields: no warning for them.
      let good = setField('2026-27', base, 'Transaction UUID', uuidLike(9602));
      good = setField('2026-27', good, 'College #1', 'G12345');
      good = setField('2026-27', good, 'ITIN', '912345678');
      good = setField('2026-27', good, 'NSLDS Pell Overpayment Contact', 'N/A');
      good = setField('2026-27', good, 'DHS Case Number', '1234567890123AB');
      good = setField('2026-27', good, 'Comment Codes', '001   012');
      good = setField('2026-27', good, 'Zip Code', '12345-6789');
      good = setField('2026-27', good, 'Electronic Transaction Indicator Destination Number', 'FT12345');
      good = setField('2026-27', good, 'Date of Residence', '202012');
      const res = await uploadIsir(s(), verifier, crlf([bad, good]));
      expect(res.body.status).toBe('IMPORTED');
      const header = await s().get(`/isir-api/IsirHeader/${res.body.id}`, verifier);
      const warnings = header.body.warnings as { line: number; name: string; message: string }[];
      const checked = [
        'College #1',
        'ITIN',
        'NSLDS Pell Overpayment Contact',
        'DHS Case Number',
        'Comment Codes',
        'Zip Code',
        'Electronic Transaction Indicator Destination Number',
        'Date of Residence',
        'Legal Residence Date',
      ];
      const ours = warnings.filter((w) => checked.includes(w.name));
      expect(ours.filter((w) => w.line === 2)).toEqual([]);
      // The month-only date (CCYYMM) is named 'Legal Residence Date' in the pre-OBBBA variant of the layout.
      expect(
        Object.fromEntries(
          ours
            .filter((w) => w.line === 1)
            .map((w) => [w.name.replace('Legal Residence Date', 'Date of Residence'), w.message]),
        ),
      ).toEqual({
        'College #1': "'X12345' is not a federal school code (0, B, E or G and five digits)",
        ITIN: '812345678 is outside 900000000 to 999999999',
        'NSLDS Pell Overpayment Contact': "'ABC' is not a school code, region code, N/A or Y",
        'DHS Case Number': "'12345ABC' is not a DHS case number (13 digits and 2 capital letters)",
        'Comment Codes': "comment code 'A12' is not a 3-digit number",
        'Zip Code': "'12#45' is not alphanumeric (letters, digits, dash, space)",
        'Electronic Transaction Indicator Destination Number':
          "'FT-1' is not a destination number (e.g. FT12345)",
        'Date of Residence': "'202013' is not a date (CCYYMM)",
      });
      // Each record keeps its own warnings (the eight above; the list of names holds both names of one field).
      const [rec] = await readRows(
        s().db,
        { warning_count: dbNumber },
        'SELECT warning_count FROM isir_record WHERE upload_id = $1 AND line_number = 1',
        [res.body.id],
      );
      expect(rec!.warning_count).toBeGreaterThanOrEqual(checked.length - 1);
    });

    it('a later transaction not selected for verification takes a student out of SELECTED until work has started; a selected one brings them back', async () => {
      const base = recordLines(sample('2026-27/applications_2627_12082025.txt'))[3]!;
      const person = (n: number, last: string, ssn: string, tn: string, selected: boolean) => {
        let line = setField('2026-27', base, 'Transaction UUID', uuidLike(n));
        line = setField('2026-27', line, 'Person UUID', uuidLike(9300 + (n % 10)));
        line = setField('2026-27', line, 'FAFSA UUID', uuidLike(9400 + (n % 10)));
        line = setField('2026-27', line, 'Transaction Number', tn);
        line = setField('2026-27', line, 'Dependency Model', 'D');
        line = setField('2026-27', line, 'Verification Tracking Flag', selected ? 'V1' : '');
        line = setField('2026-27', line, 'Student Is Selected For Verification', selected ? 'Y' : '');
        line = setField('2026-27', line, 'Last Name', last, 'student_identity');
        line = setField('2026-27', line, 'Social Security Number', ssn, 'student_identity');
        return setField('2026-27', line, 'Date of Birth', '20030115', 'student_identity');
      };
      const studentNamed = async (last: string) =>
        (
          await readRows(
            s().db,
            { id: dbNumber, status: z.string(), verification_group: z.string().nullable() },
            'SELECT id, status, verification_group FROM student WHERE last_name = $1',
            [last],
          )
        )[0]!;
      const openItems = async (id: number) =>
        (
          await readRows(
            s().db,
            { status: z.string() },
            'SELECT DISTINCT status FROM student_interview_link WHERE student_id = $1 AND aid_year = 2027',
            [id],
          )
        ).map((r) => r.status);

      // Created from a record that is not selected: no SELECTED status, no group, no task list.
      const quiet = await uploadIsir(
        s(),
        verifier,
        crlf([person(9501, 'Unselectedson', '900005501', '01', false)]),
      );
      expect(quiet.body).toMatchObject({ status: 'IMPORTED', newStudentCount: 1, selectedCount: 0 });
      const q = await studentNamed('Unselectedson');
      expect(q).toMatchObject({ status: 'NOT_SELECTED', verification_group: null });
      expect(await openItems(q.id)).toEqual([]);

      // Selected, then a later transaction that is not: out of SELECTED, its untouched task list items not required.
      await uploadIsir(s(), verifier, crlf([person(9502, 'Deselectson', '900005502', '01', true)]));
      const d = await studentNamed('Deselectson');
      expect(d).toMatchObject({ status: 'SELECTED', verification_group: 'V1' });
      expect(await openItems(d.id)).toEqual(['NEW']);
      const dropped = await uploadIsir(
        s(),
        verifier,
        crlf([person(9512, 'Deselectson', '900005502', '02', false)]),
      );
      expect(dropped.body).toMatchObject({
        status: 'IMPORTED',
        newStudentCount: 0,
        updatedStudentCount: 1,
        selectedCount: 0,
      });
      expect(await studentNamed('Deselectson')).toMatchObject({
        status: 'NOT_SELECTED',
        verification_group: null,
      });
      expect(await openItems(d.id)).toEqual(['NOT_REQUIRED']);
      const history = await readRows(
        s().db,
        { old_value: z.string(), new_value: z.string(), actor_name: z.string() },
        `SELECT old_value, new_value, actor_name FROM record_history WHERE entity_type = 'student' AND entity_id = $1 AND field = 'status'`,
        [String(d.id)],
      );
      expect(history).toEqual([
        { old_value: 'SELECTED', new_value: 'NOT_SELECTED', actor_name: 'ISIR import' },
      ]);
      const [change] = await readRows(
        s().db,
        { old_value: z.string(), new_value: z.string() },
        `SELECT old_value, new_value FROM isir_change WHERE student_id = $1 AND field = 'SELECTION'`,
        [d.id],
      );
      expect(change).toEqual({ old_value: 'Y V1', new_value: '' });

      // Selected again by a third transaction: SELECTED with its group and its task list open again.
      const back = await uploadIsir(
        s(),
        verifier,
        crlf([person(9522, 'Deselectson', '900005502', '03', true)]),
      );
      expect(back.body).toMatchObject({ status: 'IMPORTED', selectedCount: 1 });
      expect(await studentNamed('Deselectson')).toMatchObject({
        status: 'SELECTED',
        verification_group: 'V1',
      });
      expect(await openItems(d.id)).toEqual(['NEW']);

      // Once verification is under way, a transaction that is not selected leaves the status as staff left it.
      await s().db.query(`UPDATE student SET status = 'IN_PROGRESS' WHERE id = $1`, [d.id]);
      await uploadIsir(s(), verifier, crlf([person(9532, 'Deselectson', '900005502', '04', false)]));
      expect(await studentNamed('Deselectson')).toMatchObject({
        status: 'IN_PROGRESS',
        verification_group: 'V1',
      });
    });

    describe('refuses a broken file, keeping nothing of it and everything before it', () => {
      const good = () => recordLines(sample('2024-25/IDSA25OP-20240308--no-headers.txt'));
      const header = 'O*N05TG99999       ,CLS=IDAP25OP,XXX,BAT=,'.padEnd(7704, ' ');
      const trailer = (n: number) =>
        `O*N95TG99999       ,CLS=IDAP25OP,XXX,BAT=,${String(n).padStart(9, ' ')}`.padEnd(7704, ' ');
      const fresh = (i: number) =>
        good()
          .slice(0, 3)
          .map((l, j) => setField('2024-25', l, 'Transaction UUID', uuidLike(50000 + i * 10 + j)));
      const cases: [string, () => string | Buffer, RegExp][] = [
        [
          'a record of the wrong length',
          () => {
            const l = fresh(1);
            l[1] = l[1]!.slice(0, 7000);
            return crlf(l);
          },
          /^Line 2: is 7000 characters long; a 2024-25 record is 7704/,
        ],
        [
          'a truncated last record',
          () => {
            const l = fresh(2);
            return l.slice(0, 2).join('\r\n') + '\r\n' + l[2]!.slice(0, 3000);
          },
          /^Line 3: is 3000 characters long.*truncated/,
        ],
        [
          'binary data',
          () =>
            Buffer.concat([
              Buffer.from(crlf(fresh(3).slice(0, 1)), 'latin1'),
              Buffer.from([0x00, 0xff, 0x13, 0x89, 0x50, 0x4e, 0x47]),
              Buffer.from('\r\n'),
            ]),
          /^Line 2: is not text: byte 0x00 at column 1/,
        ],
        [
          'a trailer count that does not match',
          () => crlf([header, ...fresh(5), trailer(4)]),
          /^Line 5: the trailer counts 4 records but the file holds 3/,
        ],
        [
          // Past whole batches (PGlite writes 200 records a transaction) and the reader's groups of 100: what was
          // written before the broken record goes too.
          'a broken record in the middle of a file, after batches of it were written',
          () => {
            const records = good();
            const l = Array.from({ length: 380 }, (_, j) =>
              setField('2024-25', records[j % records.length]!, 'Transaction UUID', uuidLike(60000 + j)),
            );
            l[300] = l[300]!.slice(0, 7000);
            return crlf(l);
          },
          /^Line 301: is 7000 characters long; a 2024-25 record is 7704/,
        ],
        ['a header without a trailer', () => crlf([header, ...fresh(6)]), /no trailer/],
        ['no records at all', () => '\r\n   \r\n', /holds no ISIR records/],
      ];
      for (const [what, make, message] of cases) {
        it(what, async () => {
          const before = await isirFootprint(s());
          const res = await uploadIsir(s(), verifier, make(), { fileName: `${what}.txt` });
          expect(res.status, JSON.stringify(res.body)).toBe(422);
          expect(res.body.message).toMatch(message);
          expect(res.body.details.upload).toMatchObject({
            status: 'FAILED',
            errorCount: 1,
            importedCount: 0,
          });
          expect(await isirFootprint(s())).toEqual(before);
          const logged = await s().get(`/isir-api/IsirHeader/${res.body.details.upload.id}`, verifier);
          expect(logged.body.error).toMatch(message);
        });
      }

      it('is not what a junk line does: a line without a year indicator and content is skipped with a warning naming it', async () => {
        const before = await isirFootprint(s());
        const [a, b] = fresh(4);
        const junk = [
          a!,
          '9' + b!.slice(1), // a full-length line whose column 1 is no installed year indicator
          ' '.repeat(3000) + 'x', // blank but for a stray character
          '5' + ' '.repeat(7703), // the year indicator and nothing else, record-length
          'x',
          b!,
        ];
        const res = await uploadIsir(s(), verifier, crlf(junk), { fileName: 'junk lines.txt' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ status: 'IMPORTED', recordCount: 2, importedCount: 2 });
        expect(await isirFootprint(s())).toMatchObject({ records: before.records! + 2 });
        const logged = await s().get(`/isir-api/IsirHeader/${res.body.id}`, verifier);
        const skipped = (logged.body.warnings as { line: number; name: string; message: string }[]).filter(
          (w) => w.name === 'Line skipped',
        );
        expect(skipped.map((w) => w.line)).toEqual([2, 3, 4, 5]);
        expect(skipped[0]!.message).toMatch(
          /^Line 2 skipped: column 1 holds '9', not the year indicator of an installed ISIR layout/,
        );
        expect(skipped[1]!.message).toMatch(/^Line 3 skipped: column 1 holds ' '/);
        expect(skipped[2]!.message).toBe(
          'Line 4 skipped: blank after the year indicator in column 1; not a record',
        );
      });

      it('an oversized upload', async () => {
        const before = await isirFootprint(s());
        const big = Buffer.alloc(3 * 1024 * 1024 + 10, 0x20);
        const res = await uploadIsir(s(), verifier, big, { fileName: 'big.txt' });
        expect(res.status).toBe(413);
        expect(res.body.message).toBe('The file is larger than 3 MB');
        expect(await isirFootprint(s())).toEqual(before);
      });

      it('a file of another aid year than the one chosen', async () => {
        const res = await uploadIsir(s(), verifier, crlf(fresh(7)), { aidYear: 2027 });
        expect(res.status).toBe(422);
        expect(res.body.message).toMatch(
          /^Line 1: is a 2024-25 record \(year indicator '5'\); this file is for 2026-27/,
        );
      });
    });

    describe('who may import', () => {
      const file = () => crlf(recordLines(sample('2024-25/2425_NEW_ISIR_STUDENTS.txt')).slice(0, 1));
      it('refuses a caller without a session, without UPLOAD_ISIR, or a student', async () => {
        const before = await isirFootprint(s());
        expect((await uploadIsir(s(), undefined, file())).status).toBe(401);
        for (const t of [member, readOnly, student])
          expect((await uploadIsir(s(), t, file())).status).toBe(403);
        expect(
          (await uploadIsir(s(), member, file(), { path: '/school-api/isirImport/processIsirFile' })).status,
        ).toBe(403);
        expect(await isirFootprint(s())).toEqual(before);
      });
      it("refuses another school's code without saying whether it exists", async () => {
        const res = await uploadIsir(s(), verifier, file(), { schoolCode: '333333' });
        expect(res.status).toBe(404);
        expect(
          (
            await uploadIsir(s(), verifier, file(), {
              schoolCode: '999999',
              path: '/school-api/isirImport/processIsirFile',
            })
          ).status,
        ).toBe(404);
      });
      it("keeps each school's uploads and records to itself", async () => {
        const theirs = await s().get('/isir-api/IsirHeader/', otherSchool);
        expect(theirs.status).toBe(200);
        // Only Demo State's own uploads: the seed's files of its demo students, none of Test University's.
        expect(theirs.body.map((u: any) => u.fileName).sort()).toEqual([
          'demo-isirs-333333-2026.txt',
          'demo-isirs-333333-2027.txt',
        ]);
        const ours = await s().get('/isir-api/IsirHeader/', verifier);
        expect((await s().get(`/isir-api/IsirHeader/${ours.body[0].id}`, otherSchool)).status).toBe(404);
        expect(
          (await s().post('/isir-api/IsirRecord/search/', { uploadId: ours.body[0].id }, otherSchool)).body
            .total,
        ).toBe(0);
        expect((await s().get('/isir-api/IsirHeader/', member)).status).toBe(403);
      });
      it('imports through the school base processing call too', async () => {
        const line = setField(
          '2024-25',
          recordLines(sample('2024-25/2425_NEW_ISIR_STUDENTS.txt'))[0]!,
          'Transaction UUID',
          uuidLike(77777),
        );
        const res = await uploadIsir(s(), manager, crlf([line]), {
          schoolCode: '222222',
          aidYear: 2025,
          path: '/school-api/isirImport/processIsirFile',
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({
          status: 'IMPORTED',
          importedCount: 1,
          aidYear: 2025,
          uploadedBy: 'manager@aidverify.test',
        });
      });
      it('refuses a malformed form', async () => {
        const res = await s().call('POST', '/isir-api/isir/uploadIsir', {
          token: verifier,
          rawBody: 'x',
          headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
        });
        expect(res.status).toBe(400);
        const noFile = new FormData();
        noFile.append('AidYear', '2025');
        const r2 = await fetch(`${s().url}/isir-api/isir/uploadIsir`, {
          method: 'POST',
          headers: { authorization: `Bearer ${verifier}` },
          body: noFile,
        });
        expect(r2.status).toBe(400);
        expect((await r2.json()).message).toBe('isirFile: attach the ISIR file');
        const badYear = await uploadIsir(s(), verifier, 'x', { aidYear: 'next' });
        expect(badYear.status).toBe(400);
        expect(badYear.body.message).toBe("AidYear: 'next' is not an aid year");
      });
    });
  });
});
