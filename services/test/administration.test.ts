import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { schoolDay } from './school-day.js';
import { dbNumber, readRows, z } from './rows.js';

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

forEachBackend((backend) => {
  describe('school administration', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const who of ['superadmin', 'admin', 'verifier'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
    });
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, path, { token: t[who], body });

    const newSchool = (over: Record<string, unknown> = {}) => ({
      schoolCode: 'NEW001',
      templateSchoolCode: '222222',
      schoolName: 'Riverbend Community College',
      initialAidYear: 2027,
      schoolPURL: 'riverbend',
      processRCodes: true,
      processCCodes: false,
      systemMode: 'LIVE',
      isV1Active: true,
      isV2Active: false,
      isV3Active: false,
      isV4Active: true,
      isV5Active: true,
      isV6Active: false,
      ...over,
    });

    it("adds a school from a template: aid year, settings, verification-group map, config and the adder's role", async () => {
      const res = await call('superadmin', 'POST', '/school-api/NewSchool/addNewSchool/', newSchool());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('School has been added!');
      const [info] = await readRows(
        s().db,
        { id: dbNumber, process_c_codes: z.boolean() },
        "SELECT id, process_c_codes FROM school_isir_record_info WHERE school_code = 'NEW001'",
      );
      expect(info!.process_c_codes).toBe(false);
      const [map] = await readRows(
        s().db,
        { n: dbNumber },
        'SELECT count(*)::int AS n FROM school_isir_rec_info_vgroup_map WHERE school_isir_record_info_id = $1',
        [info!.id],
      );
      expect(map!.n).toBeGreaterThan(5);
      const [cfg] = await readRows(
        s().db,
        { value: z.string() },
        "SELECT value FROM school_config WHERE school_code = 'NEW001' AND name = 'toggle.cognito'",
      );
      expect(cfg).toBeUndefined(); // Test University has no own toggle; the installation's applies
      // The adder can switch to it at once.
      const switched = await s().call('POST', '/api/sso/updateToken/', {
        token: t.superadmin,
        body: { claim: 'SCHOOL_CODE', newValue: 'NEW001' },
      });
      expect(switched.status, JSON.stringify(switched.body)).toBe(200);
      const school = await s().get('/school-api/school/getBySchoolCode/NEW001', switched.body.accessToken);
      expect(school.body).toMatchObject({
        schoolName: 'Riverbend Community College',
        schoolUrl: 'riverbend',
        aidYears: [2027],
        defaultAidYear: 2027,
      });
    });

    it('refuses a duplicate school code or PURL, a bad PURL and an unknown template, and stores nothing', async () => {
      const before = await s().rowCounts();
      const dup = await call(
        'superadmin',
        'POST',
        '/school-api/NewSchool/addNewSchool/',
        newSchool({ schoolCode: '222222', schoolPURL: 'fresh' }),
      );
      expect(dup.status).toBe(400);
      expect(dup.body).toMatchObject({
        message: 'School code 222222 is already in use',
        inputErrors: [{ path: 'schoolCode', message: 'is already in use' }],
      });
      const purl = await call(
        'superadmin',
        'POST',
        '/school-api/NewSchool/addNewSchool/',
        newSchool({ schoolCode: 'NEW002', schoolPURL: 'testu' }),
      );
      expect(purl.body.message).toBe('The PURL testu is already in use');
      const bad = await call(
        'superadmin',
        'POST',
        '/school-api/NewSchool/addNewSchool/',
        newSchool({ schoolCode: 'NEW002', schoolPURL: 'not a purl!' }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.inputErrors).toEqual([
        expect.objectContaining({
          path: 'schoolPURL',
          message: expect.stringContaining('lower-case letters'),
        }),
      ]);
      const tpl = await call(
        'superadmin',
        'POST',
        '/school-api/NewSchool/addNewSchool/',
        newSchool({ schoolCode: 'NEW002', schoolPURL: 'fresh', templateSchoolCode: 'ZZZZZZ' }),
      );
      expect(tpl.body.message).toBe('No template school ZZZZZZ');
      expect(await s().rowCounts()).toEqual(before);
    });

    it('only a role with ADD_SCHOOL_SETTINGS_VIEW adds schools', async () => {
      const res = await call(
        'admin',
        'POST',
        '/school-api/NewSchool/addNewSchool/',
        newSchool({ schoolCode: 'NEW003', schoolPURL: 'other' }),
      );
      expect(res.status).toBe(403);
    });

    it('updates the school profile with a logo; refuses a non-image, an oversized logo and a taken PURL', async () => {
      const school = (await call('admin', 'GET', '/school-api/school/getBySchoolCode/222222')).body;
      const ok = await call('admin', 'PATCH', `/school-api/school/allowNullUpdate/${school.id}`, {
        sidName: 'Banner ID',
        schoolLogo: `data:image/png;base64,${PNG}`,
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body).toMatchObject({
        sidName: 'Banner ID',
        schoolLogo: `data:image/png;base64,${PNG}`,
        message: 'Successfully Updated School',
      });
      const before = await s().rowCounts();
      const notImage = await call('admin', 'PATCH', `/school-api/school/allowNullUpdate/${school.id}`, {
        schoolLogo: Buffer.from('<svg onload=alert(1)>').toString('base64'),
      });
      expect(notImage.status).toBe(400);
      expect(notImage.body.message).toBe('The logo is not an image (PNG, JPEG or GIF)');
      const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(300 * 1024)]).toString('base64');
      const tooBig = await call('admin', 'PATCH', `/school-api/school/allowNullUpdate/${school.id}`, {
        schoolLogo: big,
      });
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.message).toBe('The logo is larger than 256 KB');
      const taken = await call('admin', 'PATCH', `/school-api/school/allowNullUpdate/${school.id}`, {
        schoolUrl: 'demostate',
      });
      expect(taken.body.message).toBe('The PURL demostate is already in use');
      const badPurl = await call('admin', 'PATCH', `/school-api/school/allowNullUpdate/${school.id}`, {
        schoolUrl: '-bad-',
      });
      expect(badPurl.body.inputErrors[0].path).toBe('schoolUrl');
      expect(await s().rowCounts()).toEqual(before);
      const after = (await call('admin', 'GET', '/school-api/school/getBySchoolCode/222222')).body;
      expect(after.schoolUrl).toBe('testu');
      expect(after.schoolLogo).toBe(`data:image/png;base64,${PNG}`);
    });

    it("keeps the school's time zone (an IANA zone, the installation's by default); its dates follow it; only GLOBAL_SCHOOL_SETTINGS_VIEW changes it", async () => {
      const read = async () => (await call('admin', 'GET', '/school-api/school/getBySchoolCode/222222')).body;
      const school = await read();
      expect(school).toMatchObject({ timeZone: null, installationTimeZone: 'America/New_York' });
      const patch = (who: string, body: unknown) =>
        call(who, 'PATCH', `/school-api/school/allowNullUpdate/${school.id}`, body);
      const dateIn = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
      // A zone whose date is not the installation's at this hour (one of the two always is not).
      const zone = ['Etc/GMT-14', 'Etc/GMT+12'].find((tz) => dateIn(tz) !== dateIn('America/New_York'))!;
      // An announcement for that zone's today only: not yet (or no longer) shown in the installation's zone.
      await s().db.query(
        `INSERT INTO notification (school_code, title, message, audience, start_date, end_date, created_by)
         VALUES ('222222', 'Office closed', 'Closed today', 'ALL', $1, $1, 'test')`,
        [dateIn(zone)],
      );
      const shown = async () =>
        ((await call('verifier', 'POST', '/api/Notification/search', {})).body as { title: string }[]).map(
          (n) => n.title,
        );
      expect(await shown()).not.toContain('Office closed');

      const refused = await patch('verifier', { timeZone: zone });
      expect(refused.status).toBe(403);
      const before = await s().rowCounts();
      for (const bad of ['Mars/Olympus_Mons', 'GMT+5 hours', ''])
        expect((await patch('admin', { timeZone: bad })).body.inputErrors, bad).toEqual([
          expect.objectContaining({ path: 'timeZone' }),
        ]);
      expect(await s().rowCounts()).toEqual(before);
      expect((await read()).timeZone).toBeNull();

      const changed = await patch('admin', { timeZone: zone.toLowerCase() });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ timeZone: zone, message: 'Successfully Updated School' });
      expect(await shown()).toContain('Office closed');
      const [history] = await readRows(
        s().db,
        { n: dbNumber },
        `SELECT count(*)::int AS n FROM record_history WHERE entity_type = 'school' AND entity_id = '222222' AND field = 'timeZone'`,
      );
      expect(history!.n).toBe(1);

      // null: back to the installation's zone and its date.
      expect((await patch('admin', { timeZone: null })).body.timeZone).toBeNull();
      expect(await shown()).not.toContain('Office closed');
    });

    it("activity searches by date are the school's days: midnight to midnight in its time zone, not UTC", async () => {
      // 05:59 and 06:01 UTC on Jan 15 2026: both Jan 15 in UTC, but 23:59 on Jan 14 and 00:01 on Jan 15 in Chicago.
      await s().db.query(`UPDATE school SET time_zone = 'America/Chicago' WHERE school_code = '222222'`);
      try {
        const [student] = await readRows(
          s().db,
          { id: dbNumber },
          `SELECT id FROM student WHERE school_code = '222222' ORDER BY id LIMIT 1`,
        );
        for (const [action, at] of [
          ['MIDNIGHT_BEFORE', '2026-01-15T05:59:00Z'],
          ['MIDNIGHT_AFTER', '2026-01-15T06:01:00Z'],
        ])
          await s().db.query(
            `INSERT INTO activity_log (school_code, actor_name, action, entity_type, student_id, created_at)
             VALUES ('222222', 'admin@aidverify.test', $1, 'test', NULL, $2), ('222222', 'admin@aidverify.test', $1, 'test', $3, $2)`,
            [action, at, student!.id],
          );
        const day = (d: string) => ({ from: d, to: d });
        const actions = (rows: { action: string }[]) =>
          rows.map((r) => r.action).filter((a) => a.startsWith('MIDNIGHT_'));
        const admin = async (d: string) =>
          actions((await call('admin', 'POST', '/school-api/AdministrativeActivity/search', day(d))).body);
        const students = async (d: string) =>
          actions((await call('admin', 'POST', '/school-api/StudentActivity/search', day(d))).body);
        const page = async (d: string) =>
          actions(
            (
              await call('admin', 'POST', '/school-api/StudentActivity/searchPage', {
                ...day(d),
                pageSize: 200,
              })
            ).body.rows,
          );
        // The student's own logs too: who opened the record, who downloaded its documents.
        for (const [action, at] of [
          ['MIDNIGHT_BEFORE', '2026-01-15T05:59:00Z'],
          ['MIDNIGHT_AFTER', '2026-01-15T06:01:00Z'],
        ] as const) {
          await s().db.query(
            `INSERT INTO access_log (school_code, actor_uuid, actor_role, student_id, action, created_at)
             VALUES ('222222', gen_random_uuid(), 'Admin', $1, $2, $3)`,
            // Named apart: the student's activity search shows access-log entries too.
            [student!.id, action.replace('MIDNIGHT_', 'OPENED_'), at],
          );
          await s().db.query(
            `INSERT INTO document_download_log (school_code, student_id, document_kind, file_name, actor_uuid, actor_name, actor_role, created_at)
             VALUES ('222222', $1, 'BINDER', $2, gen_random_uuid(), 'Mia Manager', 'Admin', $3)`,
            [student!.id, action, at],
          );
        }
        const accessLog = async (d: string) =>
          (
            await call('admin', 'POST', '/student-api/AccessLog/AccessLogSearch', {
              studentID: student!.id,
              ...day(d),
            })
          ).body
            .map((r: { action: string }) => r.action.replace('OPENED_', 'MIDNIGHT_'))
            .filter((a: string) => a.startsWith('MIDNIGHT_'));
        const downloads = async (d: string) =>
          (
            await call('admin', 'POST', '/student-api/documentDownloadLog/search', {
              studentID: student!.id,
              ...day(d),
            })
          ).body
            .map((r: { fileName: string }) => r.fileName)
            .filter((f: string) => f.startsWith('MIDNIGHT_'));
        for (const search of [admin, students, page, accessLog, downloads]) {
          expect(await search('2026-01-14')).toEqual(['MIDNIGHT_BEFORE']);
          expect(await search('2026-01-15')).toEqual(['MIDNIGHT_AFTER']);
        }
      } finally {
        await s().db.query(`UPDATE school SET time_zone = NULL WHERE school_code = '222222'`);
      }
    });

    it('adds an aid year and changes its settings; the history shows each change by date range', async () => {
      const added = await call('admin', 'POST', '/school-api/schoolIsirRecordInfo/', {
        aidYear: 2028,
        systemMode: 'TEST',
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.message).toBe('School Aid Year Added');
      const again = await call('admin', 'POST', '/school-api/schoolIsirRecordInfo/', { aidYear: 2028 });
      expect(again.body.message).toBe('Aid year 2028 is already set up');
      const map = await call(
        'admin',
        'GET',
        `/school-api/schoolIsirRecInfoVGroupMap/getBySchoolIsirRecordInfoID/${added.body.id}`,
      );
      expect(map.body.length).toBeGreaterThan(5); // carried over from 2027
      const changed = await call('admin', 'PATCH', `/school-api/schoolIsirRecordInfo/${added.body.id}`, {
        isV6Active: true,
        processRCodes: false,
      });
      expect(changed.body).toMatchObject({ isV6Active: true, processRCodes: false, systemMode: 'TEST' });
      const today = schoolDay();
      const hist = await call(
        'admin',
        'GET',
        `/school-api/schoolIsirRecordInfoHistory/getSchoolIsirRecordInfoHistoryByDateRange/${today}/${today}`,
      );
      expect(hist.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            field: 'isV6Active',
            oldValue: 'false',
            newValue: 'true',
            changedBy: 'admin@aidverify.test',
          }),
        ]),
      );
      const years = await call(
        'admin',
        'GET',
        '/school-api/schoolIsirRecordInfo/getAidYearsBySchoolCode/222222',
      );
      expect(years.body).toContain(2028);
      const other = await s().call('PATCH', `/school-api/schoolIsirRecordInfo/${added.body.id}`, {
        token: (await s().signIn('superadmin@aidverify.test', { schoolCode: '333333' })).accessToken,
        body: { isV2Active: true },
      });
      expect(other.status).toBe(404);
    });

    it('rolls a year over into the next', async () => {
      const res = await call('superadmin', 'POST', '/school-api/SchoolAnnualRollover/rollover', {
        fromAidYear: 2028,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        aidYear: 2029,
        isV6Active: true,
        processRCodes: false,
        message: 'School Aid Year Added',
      });
      const none = await call('superadmin', 'POST', '/school-api/SchoolAnnualRollover/rollover', {
        fromAidYear: 2015,
      });
      expect(none.body.message).toBe('Aid year 2015 is not set up for this school');
      expect(
        (await call('verifier', 'POST', '/school-api/SchoolAnnualRollover/rollover', { fromAidYear: 2029 }))
          .status,
      ).toBe(403);
    });

    it('holidays: add, refuse a second on the same day, update, delete, copy defaults', async () => {
      const add = await call('admin', 'POST', '/school-api/holiday/', {
        name: 'Founders Day',
        holidayDate: '2027-03-15',
      });
      expect(add.body.message).toBe('Holiday Added');
      const dup = await call('admin', 'POST', '/school-api/holiday/', {
        name: 'Other',
        holidayDate: '2027-03-15',
      });
      expect(dup.body.message).toBe('There is already a holiday on 2027-03-15');
      const upd = await call('admin', 'PATCH', `/school-api/holiday/${add.body.id}`, {
        name: 'Founders Day',
        holidayDate: '2027-03-16',
      });
      expect(upd.body.message).toBe('Holiday Updated');
      const copy = await call('admin', 'POST', '/school-api/holiday/copyDefaultHoliday/2027', undefined);
      expect(copy.body).toMatchObject({ copied: 11, message: 'Default Holidays Copied' });
      expect((await call('admin', 'POST', '/school-api/holiday/copyDefaultHoliday/2027')).body.copied).toBe(
        0,
      );
      const list = await call('admin', 'GET', '/school-api/holiday/');
      expect(list.body).toHaveLength(12);
      expect((await call('admin', 'DELETE', `/school-api/holiday/${add.body.id}`)).body.message).toBe(
        'Holiday Deleted',
      );
      expect((await call('admin', 'DELETE', `/school-api/holiday/${add.body.id}`)).status).toBe(404);
      const bad = await call('admin', 'POST', '/school-api/holiday/', {
        name: '',
        holidayDate: '2027-13-45',
      });
      expect(bad.body.inputErrors.map((e: { path: string }) => e.path).sort()).toEqual([
        'holidayDate',
        'name',
      ]);
    });

    it('config items and host-dependent routes come from configuration', async () => {
      const add = await call('superadmin', 'POST', '/admin-api/config/', {
        name: 'route.hiddenOnHosts:/adminRoleChangePage',
        value: 'portal.example.edu, lb.example.net',
      });
      expect(add.status, JSON.stringify(add.body)).toBe(200);
      expect(
        (await call('verifier', 'GET', '/school-api/schoolconfig/hiddenRoutes/lb.example.net')).body,
      ).toEqual(['/adminRoleChangePage']);
      expect((await call('verifier', 'GET', '/school-api/schoolconfig/hiddenRoutes/localhost')).body).toEqual(
        [],
      );
      expect((await call('admin', 'POST', '/admin-api/config/', { name: 'x', value: 'y' })).status).toBe(403);
      const school = await call('admin', 'POST', '/school-api/schoolconfig/', {
        name: 'toggle.cognito',
        value: 'true',
      });
      expect(school.status).toBe(200);
      const dup = await call('admin', 'POST', '/school-api/schoolconfig/', {
        name: 'toggle.cognito',
        value: 'false',
      });
      expect(dup.status).toBe(409);
      const upd = await call('admin', 'PATCH', `/school-api/schoolconfig/${school.body.id}`, {
        value: 'false',
      });
      expect(upd.body.value).toBe('false');
      const today = schoolDay();
      const hist = await call(
        'admin',
        'GET',
        `/school-api/schoolConfigHistory/getSchoolConfigHistoryByDateRange/${today}/${today}`,
      );
      expect(hist.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'value', oldValue: 'true', newValue: 'false' }),
        ]),
      );
      const badRange = await call(
        'admin',
        'GET',
        `/school-api/schoolConfigHistory/getSchoolConfigHistoryByDateRange/2027-02-01/2027-01-01`,
      );
      expect(badRange.body.message).toBe('The range starts (2027-02-01) after it ends (2027-01-01)');
    });

    it('FTI setup: enabling needs the agreement; saved and read back', async () => {
      const missing = await call('admin', 'POST', '/school-api/FTISetup/addOrUpdate/', { ftiEnabled: true });
      expect(missing.status).toBe(400);
      expect(missing.body.inputErrors[0]).toMatchObject({
        path: 'agreementSignedBy',
        message: 'who signed the FTI agreement and when are required to enable FTI',
      });
      const ok = await call('admin', 'POST', '/school-api/FTISetup/addOrUpdate/', {
        ftiEnabled: true,
        agreementSignedBy: 'Dana Director',
        agreementDate: '2026-07-01',
      });
      expect(ok.body).toMatchObject({
        ftiEnabled: true,
        agreementSignedBy: 'Dana Director',
        agreementDate: '2026-07-01',
        message: 'Successful Update',
      });
      expect((await call('admin', 'GET', '/school-api/FTISetup/')).body.ftiEnabled).toBe(true);
      expect((await call('verifier', 'GET', '/school-api/FTISetup/')).status).toBe(403);
    });

    it('comment code info: search by aid year and display, update all at once or nothing', async () => {
      const upd = await call('admin', 'PATCH', '/school-api/commentCodeInfo/UpdateAll', {
        aidYear: 2027,
        items: [
          { code: '401', description: 'Selected for verification', display: true },
          { code: '402', description: 'Hidden one', display: false },
        ],
      });
      expect(upd.status, JSON.stringify(upd.body)).toBe(200);
      expect(upd.body.message).toBe('Successful Update');
      const shown = await call('verifier', 'POST', '/school-api/commentCodeInfo/search/', {
        aidYear: 2027,
        display: true,
      });
      expect(shown.body.map((c: { code: string }) => c.code)).toContain('401');
      expect(shown.body.map((c: { code: string }) => c.code)).not.toContain('402');
      const before = await s().rowCounts();
      const bad = await call('admin', 'PATCH', '/school-api/commentCodeInfo/UpdateAll', {
        aidYear: 2027,
        items: [
          { code: '403', description: 'ok' },
          { code: '4x', description: 'bad' },
        ],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.inputErrors[0]).toMatchObject({
        path: 'items.1.code',
        message: 'must be a 3-digit comment code',
      });
      expect(await s().rowCounts()).toEqual(before);
      expect(
        (
          await call('verifier', 'PATCH', '/school-api/commentCodeInfo/UpdateAll', {
            aidYear: 2027,
            items: [{ code: '401' }],
          })
        ).status,
      ).toBe(403);
    });

    it('school files: upload, search, download by nearest/exact year and every-year; a missing file is a clear 404', async () => {
      const pdf = Buffer.from('%PDF-1.4 verification worksheet').toString('base64');
      const up = await call('admin', 'POST', '/school-api/SchoolAidYearFile/upload', {
        aidYear: 2026,
        fileType: 2,
        fileName: 'V1 worksheet.pdf',
        contentBase64: pdf,
      });
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      await call('admin', 'POST', '/school-api/SchoolAidYearFile/upload', {
        aidYear: null,
        fileType: 2,
        fileName: 'General.pdf',
        contentBase64: Buffer.from('every year').toString('base64'),
      });
      const found = await call('verifier', 'POST', '/school-api/SchoolAidYearFile/search/', {
        schoolCode: '222222',
        fileType: 2,
      });
      expect(found.body.map((f: { fileName: string }) => f.fileName)).toEqual([
        'General.pdf',
        'V1 worksheet.pdf',
      ]);
      const student = (await s().signIn('student@aidverify.test')).accessToken;
      const nearest = await s().call('POST', '/school-api/SchoolService/fileDownload/', {
        token: student,
        body: { schoolCode: '222222', aidYear: 2027, fileType: 2 },
      });
      expect(nearest.body).toMatchObject({ fileName: 'V1 worksheet.pdf', downloadResult: pdf });
      const exact = await s().call('POST', '/school-api/SchoolService/fileDownloadExactYear/', {
        token: student,
        body: { schoolCode: '222222', aidYear: 2027, fileType: 2 },
      });
      expect(exact.status).toBe(404);
      expect(exact.body.message).toBe('No file of type 2 for aid year 2027 at this school');
      const yearless = await s().call(
        'POST',
        '/school-api/SchoolService/fileDownload?aidYearSpecific=false',
        { token: student, body: { schoolCode: '222222', fileType: 2 } },
      );
      expect(yearless.body.fileName).toBe('General.pdf');
      expect(
        (
          await s().call('POST', '/school-api/SchoolService/fileDownload/', {
            token: student,
            body: { schoolCode: '333333', aidYear: 2027, fileType: 2 },
          })
        ).status,
      ).toBe(404);
      const big = await call('admin', 'POST', '/school-api/SchoolAidYearFile/upload', {
        aidYear: 2026,
        fileType: 3,
        fileName: 'big.pdf',
        contentBase64: Buffer.alloc(720 * 1024).toString('base64'),
      });
      expect([400, 413]).toContain(big.status);
      expect(
        (
          await call('verifier', 'POST', '/school-api/SchoolAidYearFile/upload', {
            aidYear: 2026,
            fileType: 3,
            fileName: 'x.pdf',
            contentBase64: pdf,
          })
        ).status,
      ).toBe(403);
    });

    it("the communication log lists what was sent to the school's students, without bodies (sign-in codes)", async () => {
      await s().signIn('student@aidverify.test');
      const today = schoolDay();
      const res = await call('admin', 'POST', '/school-api/CommunicationLog/search', {
        from: today,
        to: today,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            channel: 'EMAIL',
            recipient: 'student@aidverify.test',
            subject: 'Your aidverify code',
          }),
        ]),
      );
      expect(JSON.stringify(res.body)).not.toMatch(/\b\d{6}\b/);
      expect(
        res.body.some(
          (m: { recipient: string }) =>
            m.recipient.endsWith('@aidverify.test') && m.recipient.startsWith('admin'),
        ),
      ).toBe(false);
      expect(
        (await call('verifier', 'POST', '/school-api/CommunicationLog/search', { from: today, to: today }))
          .status,
      ).toBe(403);
    });

    it('administrative activity lists what was changed, with who did it', async () => {
      const today = schoolDay();
      const res = await call('admin', 'POST', '/school-api/AdministrativeActivity/search', {
        from: today,
        to: today,
      });
      expect(res.body.map((a: { action: string }) => a.action)).toEqual(
        expect.arrayContaining(['HOLIDAY_ADDED', 'AID_YEAR_ADDED', 'SCHOOL_UPDATED']),
      );
      expect(
        (
          await call('verifier', 'POST', '/school-api/AdministrativeActivity/search', {
            from: today,
            to: today,
          })
        ).status,
      ).toBe(403);
    });
  });
});
