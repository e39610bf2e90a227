import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';
import { buildZip } from '../src/domain/interviews/zip.js';
import { forEachBackend, useServices, type TestServices } from './harness.js';
import { uploadIsir } from './isir-helpers.js';
import { dbNumber, readRows, z } from './rows.js';

const HEADER = 'StudentId,SSN,DateOfBirth,LastName,FirstName,Email,Phone,Term';

interface IsirStudent {
  id: number;
  uuid: string;
  ssn: string;
  dob: string | null;
  first: string;
  last: string;
  email: string | null;
  number: string;
}

/** The students a generated ISIR file created, with their SSNs opened (as the school's SIS would know them). */
async function isirStudents(s: TestServices, uploadId: number): Promise<IsirStudent[]> {
  const rows = await readRows(
    s.db,
    {
      id: dbNumber,
      uuid: z.string(),
      ssn_encrypted: z.string(),
      dob: z.string().nullable(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      student_number: z.string(),
    },
    `SELECT DISTINCT s.id, s.uuid::text, s.ssn_encrypted, s.date_of_birth::text AS dob, s.first_name, s.last_name, s.email, s.student_number
       FROM isir_record i JOIN student s ON s.id = i.student_id WHERE i.upload_id = $1 ORDER BY s.id`,
    [uploadId],
  );
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    ssn: s.services.ctx.sealer.open(r.ssn_encrypted),
    dob: r.dob,
    first: r.first_name,
    last: r.last_name,
    email: r.email,
    number: r.student_number,
  }));
}

async function repositoryFootprint(s: TestServices) {
  const [row] = await s.db.query(
    `SELECT (SELECT count(*)::int FROM student_repository_upload) AS uploads, (SELECT count(*)::int FROM student_repository) AS rows,
            (SELECT count(*)::int FROM student_repository_error) AS errors`,
  );
  return row!;
}

forEachBackend((backend) => {
  describe('student repository: the SIS roster in, status files out', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    let people: IsirStudent[] = [];
    let uploadId = 0;

    const upload = async (
      who: string,
      content: string | Uint8Array,
      opts: { fileName?: string; aidYear?: string | null } = {},
    ) => {
      const form = new FormData();
      if (opts.aidYear !== null) form.append('AidYear', opts.aidYear ?? '2027');
      form.append('file', new Blob([content as Uint8Array<ArrayBuffer>]), opts.fileName ?? 'roster.csv');
      const res = await fetch(`${s().url}/isir-api/studentrepository/upload`, {
        method: 'POST',
        headers: t[who] ? { authorization: `Bearer ${t[who]}` } : {},
        body: form,
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, `/isir-api/${path}`, { token: t[who], body });

    beforeAll(async () => {
      for (const who of ['admin', 'manager', 'verifier', 'readonly', 'student'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      t.otherSchool = (await s().signIn('superadmin@aidverify.test', { schoolCode: '333333' })).accessToken;
      // ISIR students of Test University for 2027, all selected for verification, as an ISIR file brings them.
      const isir = await uploadIsir(
        s(),
        t.admin,
        generateIsirBuffer({
          layout: '2026-27',
          records: 16,
          seed: 1212,
          selectedShare: 1,
          firstPerson: 700000,
        }),
        { aidYear: 2027 },
      );
      expect(isir.status).toBe(200);
      // The SIS knows every student's date of birth; the few generated records without one are left aside.
      people = (await isirStudents(s(), isir.body.id)).filter((p) => p.dob).slice(0, 6);
      expect(people).toHaveLength(6);
    }, 60_000);

    const rosterLine = (
      p: IsirStudent,
      sid: string,
      over: Partial<Record<'ssn' | 'dob' | 'last' | 'first' | 'email' | 'phone', string>> = {},
    ) =>
      [
        sid,
        over.ssn ?? p.ssn,
        over.dob ?? p.dob,
        over.last ?? p.last,
        over.first ?? p.first,
        over.email ?? `${sid.toLowerCase()}@sis.example.edu`,
        over.phone ?? '(555) 010-4400',
        'Fall 2026',
      ].join(',');

    it('loads a roster: faulty rows are listed by row and column (never the SSN), the rest matched to the ISIR students and filling their records', async () => {
      const [a, b, c, d] = people as [IsirStudent, IsirStudent, IsirStudent, IsirStudent];
      const csv = [
        HEADER,
        rosterLine(a, 'B00000001'),
        rosterLine(b, 'B00000002', { last: `${b.last}x` }), // a typo in the last name: proposed, not applied
        rosterLine(c, 'B00000003'),
        '  B00000004,123-45-678,2001-02-03,Nobody,Ann,,,', // a short SSN
        'B00000005,900112222,2001-02-30,Nobody,Bea,,,', // no such date
        'B00000006,900113333,2001-02-03,,Cy,,,', // no last name
        rosterLine(d, 'B00000003'), // the same student id twice
        'B00000007,900114444,2002-03-04,Stranger,Dee,dee@example,5550104400,', // a broken e-mail address
        'B00000008,900115555,2002-03-04,Stranger,Eve,eve@example.edu,,Spring 2027', // nobody's: unmatched
      ].join('\r\n');
      const res = await upload('admin', csv);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        aidYear: 2027,
        fileName: 'roster.csv',
        fileFormat: 'CSV',
        rowCount: 9,
        matchedCount: 2,
        proposedCount: 1,
        unmatchedCount: 1,
        errorCount: 5,
      });
      uploadId = res.body.id;

      const errors = (
        await call('admin', 'POST', 'studentrepository/searchbylists', { list: 'ERRORS', uploadId })
      ).body;
      expect(errors.items.map((e: any) => [e.rowNumber, e.column, e.code])).toEqual([
        [5, 'SSN', 'INVALID_SSN'],
        [6, 'DateOfBirth', 'INVALID_DATE'],
        [7, 'LastName', 'MISSING_VALUE'],
        [8, 'StudentId', 'DUPLICATE_ID'],
        [9, 'Email', 'INVALID_EMAIL'],
      ]);
      expect(errors.items[0].message).toBe(
        'Row 5, column SSN: is not a Social Security Number (9 digits, not 000-, 666- or -00-)',
      );
      expect(errors.items[3].message).toBe(
        'Row 8, column StudentId: student id B00000003 is already on row 4',
      );
      expect(JSON.stringify(errors)).not.toContain('123-45-678');
      // An upload that does not exist is not a roster without faults.
      const none = await call('admin', 'POST', 'studentrepository/searchbylists', {
        list: 'ERRORS',
        uploadId: 2147483000,
      });
      expect(none.status).toBe(404);
      expect(none.body.message).toMatch(/^No student repository upload 2147483000/);

      const rows = (await call('admin', 'POST', 'studentrepository/search', { uploadId })).body;
      expect(rows.total).toBe(4);
      const byId = Object.fromEntries(rows.items.map((r: any) => [r.schoolStudentId, r]));
      expect(byId.B00000001).toMatchObject({
        matchStatus: 'MATCHED',
        ssnLastFour: a.ssn.slice(-4),
        student: { uuid: a.uuid },
      });
      expect(byId.B00000001.isirId).toEqual(expect.any(Number));
      expect(byId.B00000002).toMatchObject({
        matchStatus: 'PROPOSED',
        student: null,
        proposedStudent: { uuid: b.uuid },
      });
      expect(byId.B00000008).toMatchObject({
        matchStatus: 'UNMATCHED',
        student: null,
        proposedStudent: null,
      });
      expect(JSON.stringify(rows)).not.toContain(a.ssn);

      const [filled] = await readRows(
        s().db,
        { student_number: z.string(), email: z.string().nullable(), phone: z.string().nullable() },
        'SELECT student_number, email, phone FROM student WHERE id = $1',
        [a.id],
      );
      expect(filled).toEqual({
        student_number: 'B00000001',
        email: a.email ?? 'b00000001@sis.example.edu',
        phone: '555-010-4400',
      });
      const [sealed] = await readRows(
        s().db,
        { ssn_encrypted: z.string(), ssn_hmac: z.string() },
        "SELECT ssn_encrypted, ssn_hmac FROM student_repository WHERE school_student_id = 'B00000001'",
      );
      expect(sealed!.ssn_encrypted).not.toContain(a.ssn);
      expect(s().services.ctx.sealer.open(sealed!.ssn_encrypted)).toBe(a.ssn);
      expect(sealed!.ssn_hmac).toBe(s().services.ctx.sealer.lookupHash(a.ssn));
    });

    it('a proposed match is applied only once staff accept it; the ISIR students no row matched stay listed', async () => {
      const rows = (
        await call('admin', 'POST', 'studentrepository/search', { uploadId, matchStatus: 'PROPOSED' })
      ).body.items;
      const before = await readRows(
        s().db,
        { student_number: z.string() },
        'SELECT student_number FROM student WHERE id = $1',
        [people[1]!.id],
      );
      expect(before[0]!.student_number).toMatch(/^ISIR-/);
      const accepted = await call('manager', 'POST', `studentrepository/reviewMatch/${rows[0].id}`, {
        accept: true,
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ matchStatus: 'MATCHED', student: { uuid: people[1]!.uuid } });
      expect(
        (
          await readRows(
            s().db,
            { student_number: z.string() },
            'SELECT student_number FROM student WHERE id = $1',
            [people[1]!.id],
          )
        )[0]!.student_number,
      ).toBe('B00000002');
      expect(
        (await call('manager', 'POST', `studentrepository/reviewMatch/${rows[0].id}`, { accept: false }))
          .status,
      ).toBe(409);

      const unmatched = (
        await call('admin', 'POST', 'studentrepository/searchbylists', {
          list: 'UNMATCHED_STUDENTS',
          uploadId,
          pageSize: 500,
        })
      ).body;
      const uuids = unmatched.items.map((u: any) => u.uuid);
      expect(uuids).toContain(people[3]!.uuid);
      expect(uuids).not.toContain(people[0]!.uuid);
      const report = (
        await call('admin', 'POST', 'studentrepository/searchbylists', { list: 'UPLOADS', aidYear: 2027 })
      ).body;
      expect(report.items[0]).toMatchObject({
        id: uploadId,
        matchedCount: 3,
        proposedCount: 0,
        unmatchedCount: 1,
        errorCount: 5,
        uploadedBy: 'admin@aidverify.test',
      });
    });

    it('searchIDs and getManyByIDs find the rows of the filter; processing places the matched, selected students in their groups with task lists', async () => {
      const ids = (
        await call('admin', 'POST', 'studentrepository/searchIDs', { uploadId, matchStatus: 'MATCHED' })
      ).body.ids;
      expect(ids).toHaveLength(3);
      const many = (await call('admin', 'POST', 'studentrepository/getManyByIDs', { ids })).body;
      expect(many.map((r: any) => r.schoolStudentId).sort()).toEqual(['B00000001', 'B00000002', 'B00000003']);
      // Task lists the ISIR import made are removed, so processing has to create them from the verification-group map.
      await s().db.query('DELETE FROM student_interview_link WHERE student_id = ANY($1::int[])', [
        people.slice(0, 3).map((p) => p.id),
      ]);
      const res = await call('admin', 'POST', `studentrepository/processStudRepoIntoVG/${uploadId}`, {
        rowIds: ids.slice(0, 2),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ placed: 2, skipped: 0 });
      expect(res.body.taskItemsCreated).toBeGreaterThan(0);
      const items = await readRows(
        s().db,
        { n: dbNumber },
        'SELECT count(*)::int AS n FROM student_interview_link WHERE student_id = ANY($1::int[]) AND aid_year = 2027',
        [people.slice(0, 3).map((p) => p.id)],
      );
      expect(items[0]!.n).toBe(res.body.taskItemsCreated);
      const groups = await readRows(
        s().db,
        { verification_group: z.string().nullable() },
        'SELECT verification_group FROM student WHERE id = ANY($1::int[])',
        [people.slice(0, 2).map((p) => p.id)],
      );
      for (const g of groups) expect(g.verification_group).toMatch(/^V[1-6]$/);
      const upload = (
        await call('admin', 'POST', 'studentrepository/searchbylists', { list: 'UPLOADS', uploadId })
      ).body.items[0];
      expect(upload).toMatchObject({ processedCount: 2, processedAt: expect.any(String) });
      // Again: nothing new (idempotent).
      expect(
        (
          await call('admin', 'POST', `studentrepository/processStudRepoIntoVG/${uploadId}`, {
            rowIds: ids.slice(0, 2),
          })
        ).body.taskItemsCreated,
      ).toBe(0);
    });

    it('makes transfer files (CSV and fixed width) with a header record and counts, lists them and their lines, and downloads them again', async () => {
      const csv = await call('admin', 'POST', 'StudentRepositoryTransferFileHeader/generate', {
        aidYear: 2027,
        format: 'CSV',
      });
      expect(csv.status).toBe(200);
      expect(csv.body).toMatchObject({
        aidYear: 2027,
        fileFormat: 'CSV',
        recordCount: 3,
        origin: 'ON_DEMAND',
        createdBy: 'admin@aidverify.test',
      });
      const fixed = (
        await call('admin', 'POST', 'StudentRepositoryTransferFileHeader/generate', {
          aidYear: 2027,
          format: 'FIXED',
        })
      ).body;
      const headers = (
        await call(
          'admin',
          'POST',
          'StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport',
          { aidYear: 2027 },
        )
      ).body;
      expect(headers.items.map((h: any) => h.id)).toEqual([fixed.id, csv.body.id]);
      const lines = (
        await call('admin', 'POST', 'studentrepositoryTransferRecord/StudentRepositoryTransferRecordReport', {
          headerId: csv.body.id,
        })
      ).body;
      expect(lines.items.map((l: any) => l.schoolStudentId).sort()).toEqual([
        'B00000001',
        'B00000002',
        'B00000003',
      ]);
      expect(lines.items[0]).toMatchObject({ pellVerificationStatus: 'S', verificationStatus: 'SELECTED' });
      const byList = (
        await call('admin', 'POST', 'studentrepositoryTransferRecord/searchbylists', {
          schoolStudentIds: ['b00000001'],
          pellVerificationStatuses: ['S'],
        })
      ).body;
      expect(byList.items.map((l: any) => l.headerId).sort()).toEqual([csv.body.id, fixed.id].sort());

      const raw = await s().call(
        'GET',
        `/isir-api/studentRepositoryTransferFileHeader/DownloadTransferFile/2027/${csv.body.id}`,
        { token: t.admin, headers: { accept: 'text/csv' } },
      );
      expect(raw.status).toBe(200);
      expect(raw.headers.get('content-disposition')).toBe(`attachment; filename="${csv.body.fileName}"`);
      const text = typeof raw.body === 'string' ? raw.body : JSON.stringify(raw.body);
      const csvLines = text.trim().split('\r\n');
      expect(csvLines[0]).toMatch(/^H,222222,2027,\d{4}-\d{2}-\d{2}T[\d:.]+Z,3$/);
      expect(
        csvLines
          .slice(1, 4)
          .map((l) => l.split(',')[1])
          .sort(),
      ).toEqual(['B00000001', 'B00000002', 'B00000003']);
      expect(csvLines[4]).toBe('T,3,0,3');
      const json = await s().call(
        'GET',
        `/isir-api/studentRepositoryTransferFileHeader/DownloadTransferFile/2027/${fixed.id}`,
        { token: t.admin, headers: { accept: 'application/json' } },
      );
      const fixedText = Buffer.from(json.body.contentBase64, 'base64')
        .toString('utf8')
        .replace(/\r\n$/, '')
        .split('\r\n');
      expect(fixedText.every((l) => l.length === 100)).toBe(true);
      expect(fixedText[0]!.slice(0, 11)).toBe('H2222222027');
      expect(fixedText[0]!.slice(25, 32)).toBe('0000003');
      expect(fixedText.at(-1)!.slice(0, 22)).toBe('T000000300000000000003');
      expect(
        (
          await s().call(
            'GET',
            `/isir-api/studentRepositoryTransferFileHeader/DownloadTransferFile/2026/${fixed.id}`,
            { token: t.admin },
          )
        ).status,
      ).toBe(404);
    });

    it('the schedule makes a file for every school and aid year with a roster', async () => {
      const before = (
        await call(
          'admin',
          'POST',
          'StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport',
          {},
        )
      ).body.total;
      const jobId = await s().services.ctx.jobs.enqueue('studentRepository.transfer', {});
      await s().services.ctx.jobs.drain();
      expect((await s().services.ctx.jobs.get(jobId))?.status).toBe('DONE');
      const after = (
        await call(
          'admin',
          'POST',
          'StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport',
          {},
        )
      ).body;
      expect(after.total).toBe(before + 1);
      expect(after.items[0]).toMatchObject({ origin: 'SCHEDULED', createdBy: 'Schedule', recordCount: 3 });
    });

    it("the nightly schedule makes a school's file in the school's night (3:00 in its time zone), not at UTC midnight", async () => {
      const ctx = s().services.ctx;
      const schools = await readRows(
        s().db,
        { school_code: z.string() },
        'SELECT DISTINCT school_code FROM student_repository_upload',
      );
      await s().db.query(
        `UPDATE school SET time_zone = 'America/Chicago' WHERE school_code = ANY($1::text[])`,
        [schools.map((x) => x.school_code)],
      );
      const files = async () =>
        (
          await call(
            'admin',
            'POST',
            'StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport',
            {},
          )
        ).body.total as number;
      const run = async (at: string) => {
        const id = await ctx.jobs.enqueue('studentRepository.transfer', { nightly: true, at });
        await ctx.jobs.drain();
        expect((await ctx.jobs.get(id))?.status).toBe('DONE');
      };
      const before = await files();
      // Midnight UTC is 18:00 in Chicago: not the school's night.
      await run('2027-01-15T00:00:00Z');
      expect(await files()).toBe(before);
      // 09:30 UTC is 03:30 in Chicago (CST): the school's file is made.
      await run('2027-01-15T09:30:00Z');
      expect(await files()).toBe(before + 1);
      await s().db.query(`UPDATE school SET time_zone = NULL`);
    });

    it('looks up the portal student and accounts of an ISIR', async () => {
      const [row] = (
        await call('admin', 'POST', 'studentrepository/search', { uploadId, schoolStudentId: 'B00000001' })
      ).body.items;
      const res = await call('admin', 'GET', `isir/studentAccountLookup/2027/${row.isirId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        isirId: row.isirId,
        student: { uuid: people[0]!.uuid, studentNumber: 'B00000001' },
        accounts: [],
      });
      expect((await call('admin', 'GET', `isir/studentAccountLookup/2026/${row.isirId}`)).status).toBe(404);
    });

    it('reads the first sheet of an .xlsx roster', async () => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Roster');
      ws.addRow(['Student ID', 'SSN Last 4', 'Birth Date', 'Last Name', 'First Name']);
      ws.addRow(['X1', people[4]!.ssn.slice(-4), people[4]!.dob, people[4]!.last, people[4]!.first]);
      ws.addRow(['X2', '12a4', '2001-01-01', 'Nobody', 'Al']);
      const res = await upload('admin', new Uint8Array(await wb.xlsx.writeBuffer()), {
        fileName: 'roster.xlsx',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ fileFormat: 'XLSX', rowCount: 2, matchedCount: 1, errorCount: 1 });
    });

    describe('refuses a file that cannot be a roster, keeping nothing of it', () => {
      const cases: [string, () => Uint8Array | string, number, RegExp, string?][] = [
        ['an empty file', () => '', 400, /^The roster is empty$/],
        ['a header only', () => `${HEADER}\r\n`, 400, /lists no students/],
        [
          'wrong columns',
          () => 'Id,Name,Birthday\r\n1,Ann,2001-01-01\r\n',
          400,
          /^Row 1: the header lacks the columns DateOfBirth, LastName, FirstName, SSN or SSNLast4/,
        ],
        [
          'UTF-16 text',
          () =>
            new Uint8Array(
              Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEADER}\r\n`, 'utf16le')]),
            ),
          400,
          /UTF-16/,
        ],
        ['binary data', () => new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3, 0, 0]), 400, /binary data/],
        [
          'a zip with too many parts (zip bomb)',
          () =>
            new Uint8Array(
              buildZip(
                Array.from({ length: 600 }, (_, i) => ({ name: `x${i}.xml`, data: Buffer.from('a') })),
              ),
            ),
          413,
          /^This workbook holds more than 500 files; refused before reading/,
          'roster.xlsx',
        ],
        [
          'a damaged workbook',
          () => new Uint8Array(Buffer.from('PK\u0003\u0004garbage')),
          400,
          /cannot be read/,
          'roster.xlsx',
        ],
        ['an oversized file', () => `${HEADER}\r\n${'x'.repeat(41 * 1024 * 1024)}`, 413, /larger than 40 MB/],
      ];
      for (const [what, content, status, message, fileName] of cases) {
        it(what, async () => {
          const before = await repositoryFootprint(s());
          const res = await upload('admin', content(), { fileName });
          expect(res.status).toBe(status);
          expect(res.body.message).toMatch(message);
          expect(await repositoryFootprint(s())).toEqual(before);
        });
      }

      it('an aid year without the student repository, or none given', async () => {
        const before = await repositoryFootprint(s());
        const off = await upload('admin', `${HEADER}\r\n${rosterLine(people[5]!, 'Z1')}\r\n`, {
          aidYear: '2026',
        });
        expect(off.status).toBe(400);
        expect(off.body.message).toBe(
          'The student repository is off for aid year 2026: turn it on in the aid-year settings first',
        );
        const none = await upload('admin', `${HEADER}\r\n${rosterLine(people[5]!, 'Z1')}\r\n`, {
          aidYear: null,
        });
        expect(none.status).toBe(400);
        expect(none.body.message).toMatch(/^AidYear: give the aid year/);
        expect(await repositoryFootprint(s())).toEqual(before);
      });
    });

    describe('refuses every endpoint to a role without the permission, to students, and to another school', () => {
      const endpoints = (): [string, string, unknown?][] => [
        ['POST', 'studentrepository/search', {}],
        ['POST', 'studentrepository/searchIDs', {}],
        ['POST', 'studentrepository/getManyByIDs', { ids: [1] }],
        ['POST', 'studentrepository/searchbylists', { list: 'UPLOADS' }],
        ['POST', 'studentrepository/searchbylists', { list: 'ERRORS' }],
        ['POST', 'studentrepository/searchbylists', { list: 'UNMATCHED_STUDENTS', uploadId }],
        ['POST', `studentrepository/processStudRepoIntoVG/${uploadId}`, {}],
        ['POST', 'studentrepository/reviewMatch/1', { accept: true }],
        ['POST', 'studentrepositoryTransferRecord/StudentRepositoryTransferRecordReport', { headerId: 1 }],
        ['POST', 'studentrepositoryTransferRecord/searchbylists', {}],
        ['POST', 'StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport', {}],
        ['POST', 'StudentRepositoryTransferFileHeader/generate', { aidYear: 2027 }],
        ['GET', 'isir/studentAccountLookup/2027/1'],
        ['GET', 'studentRepositoryTransferFileHeader/DownloadTransferFile/2027/1'],
      ];
      it('a verifier (no student repository permission) and a student get 403; the upload too', async () => {
        for (const who of ['verifier', 'student']) {
          for (const [method, path, body] of endpoints())
            expect((await call(who, method, path, body)).status, `${who} ${path}`).toBe(403);
          expect((await upload(who, `${HEADER}\r\n`)).status).toBe(403);
        }
        expect((await upload('nobody', `${HEADER}\r\n`)).status).toBe(401);
      });

      it('ReadOnly reads the upload and error reports only', async () => {
        expect(
          (await call('readonly', 'POST', 'studentrepository/searchbylists', { list: 'UPLOADS' })).status,
        ).toBe(200);
        expect(
          (await call('readonly', 'POST', 'studentrepository/searchbylists', { list: 'ERRORS' })).status,
        ).toBe(200);
        expect((await call('readonly', 'POST', 'studentrepository/search', {})).status).toBe(403);
        expect(
          (
            await call('readonly', 'POST', 'studentrepository/searchbylists', {
              list: 'UNMATCHED_STUDENTS',
              uploadId,
            })
          ).status,
        ).toBe(403);
      });

      it("another school's staff see none of this school's rows, files or ISIRs", async () => {
        const rows = (await call('admin', 'POST', 'studentrepository/search', { uploadId })).body.items;
        const header = (
          await call(
            'admin',
            'POST',
            'StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport',
            {},
          )
        ).body.items[0];
        expect((await call('otherSchool', 'POST', 'studentrepository/search', { uploadId })).body.total).toBe(
          0,
        );
        expect(
          (await call('otherSchool', 'POST', 'studentrepository/searchIDs', { uploadId })).body.ids,
        ).toEqual([]);
        expect(
          (
            await call('otherSchool', 'POST', 'studentrepository/getManyByIDs', {
              ids: rows.map((r: any) => r.id),
            })
          ).body,
        ).toEqual([]);
        expect(
          (
            await call('otherSchool', 'POST', 'studentrepository/searchbylists', {
              list: 'UPLOADS',
              uploadId,
            })
          ).body.total,
        ).toBe(0);
        // As for an upload that does not exist.
        expect(
          (await call('otherSchool', 'POST', 'studentrepository/searchbylists', { list: 'ERRORS', uploadId }))
            .status,
        ).toBe(404);
        expect(
          (
            await call('otherSchool', 'POST', 'studentrepository/searchbylists', {
              list: 'UNMATCHED_STUDENTS',
              uploadId,
            })
          ).status,
        ).toBe(404);
        expect(
          (await call('otherSchool', 'POST', `studentrepository/processStudRepoIntoVG/${uploadId}`, {}))
            .status,
        ).toBe(404);
        expect(
          (
            await call('otherSchool', 'POST', `studentrepository/reviewMatch/${rows[0].id}`, {
              accept: false,
            })
          ).status,
        ).toBe(404);
        expect(
          (
            await call(
              'otherSchool',
              'POST',
              'studentrepositoryTransferRecord/StudentRepositoryTransferRecordReport',
              { headerId: header.id },
            )
          ).body.total,
        ).toBe(0);
        expect(
          (
            await call('otherSchool', 'POST', 'studentrepositoryTransferRecord/searchbylists', {
              headerIds: [header.id],
            })
          ).body.total,
        ).toBe(0);
        expect(
          (
            await call(
              'otherSchool',
              'POST',
              'StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport',
              {},
            )
          ).body.items.map((h: any) => h.id),
        ).not.toContain(header.id);
        expect(
          (
            await call(
              'otherSchool',
              'GET',
              `studentRepositoryTransferFileHeader/DownloadTransferFile/2027/${header.id}`,
            )
          ).status,
        ).toBe(404);
        const isirId = rows.find((r: any) => r.isirId)?.isirId;
        expect((await call('otherSchool', 'GET', `isir/studentAccountLookup/2027/${isirId}`)).status).toBe(
          404,
        );
      });
    });

    it('rows are rows and faults are faults: a row holding two faults is one row', async () => {
      const res = await upload(
        'admin',
        [
          HEADER,
          'C00000001,900-11-2222,2001-02-03,Stranger,Fay,,,',
          'C00000002,123,2001-02-03,,Gus,,,', // two faults on one row: a short SSN and no last name
          'C00000003,900113333,2001-02-03,Stranger,Hal,,,',
        ].join('\r\n'),
        { fileName: 'two-faults.csv' },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rowCount: 3, errorCount: 2, unmatchedCount: 2 });
    });

    it("the transfer file's completion date is the day the student's verification was completed (status history)", async () => {
      const a = people[0]!;
      // Approved on 28 Oct; a task list item touched today must not move the date.
      await s().db.query(`UPDATE student SET status = 'APPROVED' WHERE id = $1`, [a.id]);
      await s().db.query(
        `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_name, created_at)
         VALUES ('222222', 'student', $1, 'status', 'REVIEW', 'APPROVED', 'Mia Manager', '2026-10-28T15:00:00Z')`,
        [String(a.id)],
      );
      await s().db.query(
        `UPDATE student_interview_link SET updated_at = now() WHERE student_id = $1 AND aid_year = 2027`,
        [a.id],
      );
      const file = await call('admin', 'POST', 'StudentRepositoryTransferFileHeader/generate', {
        aidYear: 2027,
        format: 'CSV',
      });
      expect(file.status).toBe(200);
      const lines = (
        await call('admin', 'POST', 'studentrepositoryTransferRecord/StudentRepositoryTransferRecordReport', {
          headerId: file.body.id,
        })
      ).body;
      expect(lines.items.find((l: any) => l.schoolStudentId === 'B00000001')).toMatchObject({
        pellVerificationStatus: 'V',
        completionDate: '2026-10-28',
      });
    });
  });
});
