import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { deflateBomb, entriesOf, honestEntry, hostileZip } from './hostile-zip.js';

/** 1 GB of zeros in about 1 MB: unpacked whole, it would take the process's memory past 1 GB. */
const BOMB = deflateBomb(1024);
/** The most the process's peak memory may rise for all the bombs of one upload (a full unpack is 1 GB each). */
const MEMORY_RISE_LIMIT = 150 * 1024 * 1024;
const peakMemory = () => process.resourceUsage().maxRSS * 1024;

/** A real workbook as exceljs writes it, with the given rows in its first sheet. */
async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The three archives of issue 23: each passed a check that believed what the archive says about itself. */
function hostileWorkbooks(xlsx: Buffer) {
  const parts = entriesOf(xlsx);
  expect(parts.map((p) => p.name)).toContain('xl/worksheets/sheet1.xml');
  return {
    // The sheet claims 1,000 bytes and inflates to 1 GB.
    'a sheet declaring 1,000 bytes that inflates to 1 GB': hostileZip(
      parts.map((p) =>
        p.name === 'xl/worksheets/sheet1.xml' ? { ...p, stored: BOMB, declaredSize: 1000 } : p,
      ),
    ),
    // The end record claims 5 entries; the central directory holds 605.
    'an end record claiming 5 entries over 605': hostileZip(
      Array.from({ length: 605 }, (_, i) => honestEntry(`xl/part${i}.xml`, Buffer.from('<a/>'))),
      5,
    ),
    // A bomb after the entries the end record counts (the reader reads every record present).
    'a bomb after the counted entries': hostileZip(
      [...parts, { name: 'xl/media/image1.png', method: 8, stored: BOMB, declaredSize: 1000 }],
      parts.length,
    ),
  };
}

forEachBackend((backend) => {
  describe('zip bombs in uploaded workbooks: 413, nothing unpacked past the limit, nothing stored changes', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const who of ['admin', 'superadmin'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
    });

    const upload = async (path: string, token: string, xlsx: Buffer, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(xlsx)]), 'upload.xlsx');
      const res = await fetch(`${s().url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    };

    const cases: {
      upload: string;
      path: string;
      who: string;
      fields: Record<string, string>;
      rows: string[][];
      tooLarge: string;
      tooMany: string;
    }[] = [
      {
        upload: 'the student repository roster',
        path: '/isir-api/studentrepository/upload',
        who: 'admin',
        fields: { AidYear: '2027' },
        rows: [
          ['StudentId', 'SSNLast4', 'DateOfBirth', 'LastName', 'FirstName'],
          ['B1', '1234', '2001-02-03', 'Doe', 'Jan'],
        ],
        tooLarge:
          'This workbook unpacks to more than 200 MB; refused before reading (an archive that large is not this file): a roster workbook is far smaller, save it as CSV',
        tooMany:
          'This workbook holds more than 500 files; refused before reading: a roster workbook is far smaller, save it as CSV',
      },
      {
        upload: "FSA's Federal School Code List (Title IV schools)",
        path: '/admin-api/TitleIVSchool/upload',
        who: 'superadmin',
        fields: {},
        rows: [
          [
            'SchoolCode',
            'SchoolName',
            'Address',
            'City',
            'StateCode',
            'ZipCode',
            'Province',
            'Country',
            'PostalCode',
          ],
          ['009931', 'TEST DATA - Bomb Test College', '1 Main St', 'Bangor', 'ME', '04401', '', 'USA', ''],
        ],
        tooLarge:
          'The workbook unpacks to more than 32 MB; refused before reading (an archive that large is not this file)',
        tooMany: 'The workbook holds more than 200 files; refused before reading',
      },
    ];
    for (const c of cases) {
      it(`${c.upload}: each hostile archive is a 413 and the stored data stays as it was`, async () => {
        const hostile = hostileWorkbooks(await workbook(c.rows));
        const before = await s().rowCounts();
        const memoryBefore = peakMemory();
        const answers = [];
        for (const [what, xlsx] of Object.entries(hostile))
          answers.push({ what, ...(await upload(c.path, t[c.who]!, xlsx, c.fields)) });
        expect(answers).toEqual([
          { what: 'a sheet declaring 1,000 bytes that inflates to 1 GB', status: 413, message: c.tooLarge },
          { what: 'an end record claiming 5 entries over 605', status: 413, message: c.tooMany },
          { what: 'a bomb after the counted entries', status: 413, message: c.tooLarge },
        ]);
        // Unpacking stopped at the limit: the process's peak memory barely moved (one bomb unpacked is 1 GB). Read on
        // the server only: on PGlite the database lives in this process and its WebAssembly memory grows with its own
        // queries (and never shrinks), which a process-wide peak cannot tell apart from the upload's.
        if (backend.name === 'postgres') expect(peakMemory() - memoryBefore).toBeLessThan(MEMORY_RISE_LIMIT);
        expect(await s().rowCounts()).toEqual(before);
      });
    }

    it('the honest workbooks those were built from are read', async () => {
      for (const c of cases) {
        const res = await upload(c.path, t[c.who]!, await workbook(c.rows), c.fields);
        expect({ upload: c.upload, status: res.status }).toEqual({ upload: c.upload, status: 200 });
      }
    });
  });
});
