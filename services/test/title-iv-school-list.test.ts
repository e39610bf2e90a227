import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';

/**
 * A few lines in the layout of FSA's Federal School Code List. TEST DATA: the schools, codes and addresses are
 * invented (no real school is meant), only the columns and their formats are FSA's.
 */
const HEADER = 'SchoolCode,SchoolName,Address,City,StateCode,ZipCode,Province,Country,PostalCode';
const GOOD =
  [
    HEADER,
    '009901,TEST DATA - Harbor Point Community College,"100 Wharf Road, Suite 2",Harbor Point,ME,04101,,USA,',
    '009902,"TEST DATA - Saint Ann\'s ""Riverside"" College",12 River St,Springvale,MA,01105,,USA,',
    'G99903,TEST DATA - Mesa Verde Beauty Academy,7 Canyon Ave,Springvale,AZ,85001,,USA,',
    'E99904,TEST DATA - Isla Bonita Technical Institute,Calle 5,San Juan,PR,00901,,USA,',
    'G99905,TEST DATA - Université de Testville,1 Rue des Essais,Lyon,,,,FRANCE,69001',
    'G99906,TEST DATA - Maple Ridge College,50 King St,Toronto,,,ONTARIO,CANADA,M5H 1A1',
  ].join('\r\n') + '\r\n';

forEachBackend((backend) => {
  describe("loading FSA's Federal School Code List into the Title IV school lookup", () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const who of ['superadmin', 'admin', 'student'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
    });
    const upload = async (
      who: string,
      content: string | Uint8Array<ArrayBuffer>,
      fileName = 'FSA_School_Code_List.csv',
    ) => {
      const form = new FormData();
      form.append('file', new Blob([content]), fileName);
      const res = await fetch(`${s().url}/admin-api/TitleIVSchool/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t[who]}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, path, { token: t[who], body });
    const schoolsOf = async (state: string) =>
      (
        await call('admin', 'POST', '/admin-api/TitleIVSchool/SearchTitleIVSchoolNames', {
          StateAbbreviation: state,
          City: null,
        })
      ).body;

    it('starts with the hand-typed sample, marked as such', async () => {
      const source = await call('admin', 'GET', '/admin-api/TitleIVSchool/listSource');
      expect(source.status).toBe(200);
      expect(source.body).toEqual({ sample: true, schoolCount: 68, lastLoad: null });
    });

    it('refuses an administrator without BACKOFFICE_ADMIN, role User and no sign-in, and keeps the list', async () => {
      expect((await upload('admin', GOOD)).status).toBe(403);
      expect((await upload('student', GOOD)).status).toBe(403);
      const form = new FormData();
      form.append('file', new Blob([GOOD]), 'list.csv');
      expect(
        (await fetch(`${s().url}/admin-api/TitleIVSchool/upload`, { method: 'POST', body: form })).status,
      ).toBe(401);
      expect((await call('student', 'GET', '/admin-api/TitleIVSchool/listSource')).status).toBe(403);
      expect((await call('admin', 'GET', '/admin-api/TitleIVSchool/listSource')).body.schoolCount).toBe(68);
    });

    it('refuses a request that is not a multipart upload', async () => {
      const res = await s().call('POST', '/admin-api/TitleIVSchool/upload', {
        token: t.superadmin,
        body: { file: 'x' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Send the document as multipart/form-data with the file in 'file'");
    });

    it('each faulty file is refused naming the line, and the previous list stays', async () => {
      const faulty: [string, string | Uint8Array<ArrayBuffer>, string][] = [
        [
          'missing columns',
          'SchoolCode,SchoolName,City,StateCode\r\n009901,X,Y,ME\r\n',
          "Line 1: the header lacks the columns Address, ZipCode, Province, Country, PostalCode (FSA's Federal School Code List has SchoolCode, SchoolName, Address, City, StateCode, ZipCode, Province, Country, PostalCode)",
        ],
        [
          'a bad school code',
          `${HEADER}\n009901,A,1 St,Bangor,ME,04401,,USA,\n1234567,B,2 St,Bangor,ME,04401,,USA,\n`,
          'Line 3: the school code "1234567" is not a Federal School Code (6 characters: 0, B, E or G, then 5 digits); nothing was loaded',
        ],
        [
          'leading zeros lost',
          `${HEADER}\n9901,A,1 St,Bangor,ME,04401,,USA,\n`,
          'Line 2: the school code "9901" is not a Federal School Code (6 characters: 0, B, E or G, then 5 digits) — a spreadsheet may have dropped its leading zeros; nothing was loaded',
        ],
        [
          'a bad state',
          `${HEADER}\n009901,A,1 St,Bangor,ME,04401,,USA,\n009902,B,2 St,Nowhere,ZZ,04401,,USA,\n009903,C,3 St,Nowhere,,04401,,USA,\n`,
          'Line 3: the state code "ZZ" is not a U.S. state or territory (and 1 more fault); nothing was loaded',
        ],
        [
          'a repeated code',
          `${HEADER}\n009901,A,1 St,Bangor,ME,04401,,USA,\n009901,B,2 St,Bangor,ME,04401,,USA,\n`,
          'Line 3: the school code 009901 is already on line 2; nothing was loaded',
        ],
        [
          'an unclosed quote',
          `${HEADER}\n009901,"A,1 St,Bangor,ME,04401,,USA,\n`,
          'Line 2: a quoted field is never closed (a missing ")',
        ],
        [
          'a damaged workbook',
          new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
          'This .xlsx workbook cannot be read (damaged, or not a workbook): save it again from Excel, or as CSV (Comma delimited)',
        ],
        [
          'not text',
          new Uint8Array([0x53, 0x00, 0x63, 0x00, 0x68, 0x00]),
          "This is neither CSV nor an .xlsx workbook: load FSA's Federal School Code List as posted (.xlsx) or saved as CSV",
        ],
        ['no schools', `${HEADER}\r\n`, 'The file lists no schools'],
      ];
      for (const [what, content, message] of faulty) {
        const res = await upload('superadmin', content);
        expect({ what, status: res.status, message: res.body.message }).toEqual({
          what,
          status: 400,
          message,
        });
      }
      const bad = await upload('superadmin', `${HEADER}\n009902,B,2 St,Nowhere,ZZ,04401,,USA,\n`);
      expect(bad.body.inputErrors).toEqual([
        { path: 'line 2', message: 'Line 2: the state code "ZZ" is not a U.S. state or territory' },
      ]);
      const tooLarge = await upload('superadmin', `${HEADER}\n${'x'.repeat(10 * 1024 * 1024)}`);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toBe(
        "The file is larger than 10 MB; FSA's Federal School Code List is far smaller",
      );
      // Nothing changed: still the sample.
      expect((await call('admin', 'GET', '/admin-api/TitleIVSchool/listSource')).body).toEqual({
        sample: true,
        schoolCount: 68,
        lastLoad: null,
      });
      expect((await schoolsOf('MA')).map((r: { schoolName: string }) => r.schoolName)).toContain(
        'Harvard University',
      );
    });

    it('a good file replaces the whole list, records who loaded it, and keeps foreign schools searchable with their country', async () => {
      const res = await upload('superadmin', GOOD, 'FSA_School_Code_List_2026-27.csv');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Loaded 6 schools from FSA_School_Code_List_2026-27.csv',
        sample: false,
        schoolCount: 6,
        lastLoad: {
          fileName: 'FSA_School_Code_List_2026-27.csv',
          loadedBy: 'superadmin@aidverify.test',
          schoolCount: 6,
          foreignSchoolCount: 2,
        },
      });
      const source = await call('admin', 'GET', '/admin-api/TitleIVSchool/listSource');
      expect(Date.now() - Date.parse(source.body.lastLoad.loadedAt)).toBeLessThan(60_000);

      const states = (await call('admin', 'GET', '/admin-api/TitleIVSchool/GetAllStates')).body;
      expect(states).toEqual([
        { stateAbbreviation: 'AZ', schoolCount: 1 },
        { stateAbbreviation: 'FC', schoolCount: 2 },
        { stateAbbreviation: 'MA', schoolCount: 1 },
        { stateAbbreviation: 'ME', schoolCount: 1 },
        { stateAbbreviation: 'PR', schoolCount: 1 },
      ]);
      const ma = await schoolsOf('MA');
      expect(ma).toEqual([
        expect.objectContaining({
          schoolCode: '009902',
          opeid: null,
          schoolName: 'TEST DATA - Saint Ann\'s "Riverside" College',
          address: '12 River St',
          city: 'Springvale',
          stateAbbreviation: 'MA',
          zipCode: '01105',
          country: 'USA',
          province: null,
        }),
      ]);
      expect((await schoolsOf('ME'))[0]).toMatchObject({
        address: '100 Wharf Road, Suite 2',
        zipCode: '04101',
      });
      const foreign = await schoolsOf('FC');
      expect(
        foreign.map((r: any) => [r.schoolCode, r.schoolName, r.city, r.province, r.country, r.postalCode]),
      ).toEqual([
        ['G99906', 'TEST DATA - Maple Ridge College', 'Toronto', 'ONTARIO', 'CANADA', 'M5H 1A1'],
        ['G99905', 'TEST DATA - Université de Testville', 'Lyon', null, 'FRANCE', '69001'],
      ]);
      const cities = (
        await call('admin', 'POST', '/admin-api/TitleIVSchool/SearchCities', { StateAbbreviation: 'FC' })
      ).body;
      expect(cities).toEqual([
        { city: 'Lyon', schoolCount: 1 },
        { city: 'Toronto', schoolCount: 1 },
      ]);
      // The sample is gone.
      expect(await schoolsOf('CA')).toEqual([]);
    });

    it('reads a Windows-1252 file (as Excel saves CSV) and a faulty reload leaves the loaded list', async () => {
      const latin = Buffer.from(
        `${HEADER}\r\nG99907,TEST DATA - \xC9cole de Test,2 Rue,Qu\xE9bec,,,QUEBEC,CANADA,G1R 4S9\r\n`,
        'latin1',
      );
      const ok = await upload('superadmin', Uint8Array.from(latin), 'cp1252.csv');
      expect(ok.status).toBe(200);
      expect((await schoolsOf('FC'))[0]).toMatchObject({
        schoolName: 'TEST DATA - École de Test',
        city: 'Québec',
        country: 'CANADA',
      });
      const bad = await upload('superadmin', `${HEADER}\n009901,,1 St,Bangor,ME,04401,,USA,\n`);
      expect(bad.body.message).toBe('Line 2: school 009901 has no name; nothing was loaded');
      const source = (await call('admin', 'GET', '/admin-api/TitleIVSchool/listSource')).body;
      expect(source).toMatchObject({
        sample: false,
        schoolCount: 1,
        lastLoad: { fileName: 'cp1252.csv', schoolCount: 1, foreignSchoolCount: 1 },
      });
    });

    it("reads FSA's .xlsx: the first worksheet, codes kept as text or zero-padded numbers, faults named by row", async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Federal School Code List');
      sheet.addRow(HEADER.split(','));
      sheet.addRow([
        '009921',
        'TEST DATA - Workbook Valley College',
        '9 Elm St',
        'Burlington',
        'VT',
        '05401',
        null,
        'USA',
        null,
      ]);
      const numeric = sheet.addRow([
        9922,
        'TEST DATA - Numbered Code Institute',
        '10 Elm St',
        'Burlington',
        'VT',
        '05401',
        null,
        'USA',
        null,
      ]);
      numeric.getCell(1).numFmt = '000000';
      sheet.addRow([
        'G99923',
        'TEST DATA - Tokyo Test Gakuin',
        '1-1 Test',
        'Tokyo',
        null,
        null,
        null,
        'JAPAN',
        '100-0001',
      ]);
      const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
      const ok = await upload('superadmin', xlsx, 'FSA_School_Code_List_2026-27.xlsx');
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        schoolCount: 3,
        lastLoad: { fileName: 'FSA_School_Code_List_2026-27.xlsx', foreignSchoolCount: 1 },
      });
      expect((await schoolsOf('VT')).map((r: any) => r.schoolCode)).toEqual(['009922', '009921']);
      expect((await schoolsOf('FC'))[0]).toMatchObject({
        schoolName: 'TEST DATA - Tokyo Test Gakuin',
        country: 'JAPAN',
        postalCode: '100-0001',
      });

      sheet.getRow(3).getCell(5).value = 'Vermont';
      const bad = await upload('superadmin', new Uint8Array(await workbook.xlsx.writeBuffer()), 'bad.xlsx');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(
        'Line 3: the state code "VERMONT" is not a U.S. state or territory; nothing was loaded',
      );
      expect((await call('admin', 'GET', '/admin-api/TitleIVSchool/listSource')).body.lastLoad.fileName).toBe(
        'FSA_School_Code_List_2026-27.xlsx',
      );
    });

    it("loads a list of FSA's size (6,000 schools) in one go, and two loads at once both finish", async () => {
      const lines = [HEADER];
      for (let i = 0; i < 6000; i++)
        lines.push(
          `0${String(10000 + i)},TEST DATA - Generated College ${i},${i} Main St,Town ${i % 300},${['NY', 'CA', 'TX', 'OH'][i % 4]},1${String(i).padStart(4, '0')},,USA,`,
        );
      const big = lines.join('\r\n');
      const started = Date.now();
      const [a, b] = await Promise.all([
        upload('superadmin', big, 'big-a.csv'),
        upload('superadmin', big, 'big-b.csv'),
      ]);
      const seconds = (Date.now() - started) / 1000;
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.schoolCount).toBe(6000);
      expect(seconds).toBeLessThan(60);
      console.log(
        `[${backend.name}] two concurrent loads of 6,000 schools (${(big.length / 1024).toFixed(0)} KB each): ${seconds.toFixed(1)} s`,
      );
      expect((await call('admin', 'GET', '/admin-api/TitleIVSchool/listSource')).body.schoolCount).toBe(6000);
    });
  });
});
