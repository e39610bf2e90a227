import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { sample, uploadIsir } from './isir-helpers.js';
import { openRawRecord, sealRawRecord } from '../src/domain/isir/raw.js';
import { dbNumber, readRows, z } from './rows.js';

const S = '/student-api';
const FILE = '2024-25/test-isir-file-2024-25.dat.txt';

forEachBackend((backend) => {
  describe('ISIR corrections: recorded, in the histories, exported as an FPS correction file', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    let student: { id: number; uuid: string; ssn_last_four: string };
    let other: { id: number; uuid: string };
    /** Fields of the 2024-25 layout the tests correct or try to. */
    const f: Record<string, { attribute_name: string; cps_number: number; display_name: string }> = {};
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, `${S}/${path}`, { token: t[who], body });

    beforeAll(async () => {
      for (const who of ['verifier', 'readonly', 'manager', 'member'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      t.otherSchool = (await s().signIn('verifier@demostate.test')).accessToken;
      t.student = (await s().signIn('student@aidverify.test')).accessToken;
      const res = await uploadIsir(s(), t.verifier, sample(FILE));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = await readRows(
        s().db,
        { id: dbNumber, uuid: z.string(), ssn_last_four: z.string() },
        `SELECT st.id, st.uuid, r.ssn_last_four FROM isir_record r JOIN student st ON st.id = r.student_id
          WHERE r.is_current AND r.aid_year = 2025 AND st.school_code = '222222' ORDER BY r.id LIMIT 2`,
      );
      student = rows[0]!;
      other = rows[1]!;
      const pick = async (where: string) =>
        (
          await readRows(
            s().db,
            { attribute_name: z.string(), cps_number: dbNumber, display_name: z.string() },
            `SELECT e.attribute_name, e.cps_number, e.display_name FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
            WHERE i.aid_year = 2025 AND ${where} ORDER BY e.cps_number LIMIT 1`,
          )
        )[0]!;
      f.lastName = await pick(`e.section = 'student_identity' AND e.display_name = 'Last Name'`);
      f.ssn = await pick(`e.section = 'student_identity' AND e.display_name = 'Social Security Number'`);
      f.enumerated = await pick(
        `e.section = 'student_non_financial' AND e.enum_name IS NOT NULL AND NOT e.fti`,
      );
      f.fti = await pick(`e.fti`);
      f.sai = await pick(`e.display_name = 'SAI'`);
    });

    it('records a correction, shows it in the summaries and the correction history, and replaces it before export', async () => {
      const added = await call('verifier', 'POST', 'correction/add', {
        studentID: student.uuid,
        aidYear: 2025,
        attributeName: f.lastName!.attribute_name,
        correctedValue: "o'brien-smith",
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body).toMatchObject({
        status: 'PENDING',
        cpsNumber: f.lastName!.cps_number,
        correctedValue: "O'BRIEN-SMITH",
        createdBy: 'verifier@aidverify.test',
      });
      expect(added.body.isirValue).not.toBe('');
      // The same field again before export: one waiting correction, the newer value.
      const again = await call('verifier', 'POST', 'correction/add', {
        studentID: student.id,
        aidYear: 2025,
        attributeName: f.lastName!.attribute_name,
        correctedValue: 'OBRIEN',
      });
      expect(again.body.id).toBe(added.body.id);
      const summaries = await call('verifier', 'GET', `verification/getCorrectionSummaries/${student.uuid}`);
      expect(summaries.status).toBe(200);
      expect(summaries.body.summaries).toEqual([
        { aidYear: 2025, pending: 1, exported: 0, confirmed: 0, withdrawn: 0 },
      ]);
      expect(summaries.body.corrections[0]).toMatchObject({
        correctedValue: 'OBRIEN',
        displayName: 'Last Name',
      });
      const history = await call(
        'verifier',
        'GET',
        `CorrectionHistory/getCorrectionHistoryByStudentID/${student.uuid}`,
      );
      expect(
        history.body.map((h: { oldValue: string; newValue: string }) => [h.oldValue, h.newValue]),
      ).toEqual([
        ["O'BRIEN-SMITH", 'OBRIEN'],
        [added.body.isirValue, "O'BRIEN-SMITH"],
      ]);
      expect(history.body[0].field).toBe(`Last Name (field ${f.lastName!.cps_number}, 2024-25)`);
    });

    it('refuses what FPS would not take, saying why, and stores nothing', async () => {
      const before = await readRows(
        s().db,
        { n: dbNumber },
        'SELECT count(*)::int AS n FROM isir_correction',
      );
      const refuse = async (
        attributeName: string,
        correctedValue: string,
        status: number,
        message: string,
      ) => {
        const res = await call('verifier', 'POST', 'correction/add', {
          studentID: student.uuid,
          aidYear: 2025,
          attributeName,
          correctedValue,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(res.body.message).toContain(message);
      };
      await refuse(
        f.fti!.attribute_name,
        '1',
        400,
        'federal tax information (FTI), which cannot be corrected',
      );
      await refuse(f.sai!.attribute_name, '100', 400, 'is not an answer of the applicant');
      await refuse(f.ssn!.attribute_name, '123456789', 400, 'identifies the record');
      await refuse(f.lastName!.attribute_name, 'SMITH;DROP', 400, 'may hold only 0-9, A-Z');
      await refuse(f.lastName!.attribute_name, 'X'.repeat(36), 400, 'holds at most 35 characters');
      await refuse(
        f.enumerated!.attribute_name,
        'Z',
        400,
        `'Z' is not a value of ${f.enumerated!.display_name}`,
      );
      await refuse('No_Such_Field', 'A', 400, 'has no field No_Such_Field');
      const noIsir = await call('verifier', 'POST', 'correction/add', {
        studentID: student.uuid,
        aidYear: 2027,
        attributeName: f.lastName!.attribute_name,
        correctedValue: 'A',
      });
      expect(noIsir.status).toBe(409);
      expect(noIsir.body.message).toContain('has no ISIR for 2026-27 to correct');
      expect(
        (await readRows(s().db, { n: dbNumber }, 'SELECT count(*)::int AS n FROM isir_correction'))[0],
      ).toEqual(before[0]);
    });

    it('exports the waiting corrections as fixed-width FPS correction records, then lists and serves the file again', async () => {
      await call('verifier', 'POST', 'correction/add', {
        studentID: other.uuid,
        aidYear: 2025,
        attributeName: f.lastName!.attribute_name,
        correctedValue: 'NEWNAME',
      });
      const withdrawn = await call('verifier', 'POST', 'correction/add', {
        studentID: other.uuid,
        aidYear: 2025,
        attributeName: f.enumerated!.attribute_name,
        correctedValue: '',
      });
      expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      expect((await call('verifier', 'DELETE', `correction/${withdrawn.body.id}`)).body.status).toBe(
        'CANCELLED',
      );
      const listed = await call('verifier', 'POST', 'correction/search', {
        aidYear: 2025,
        status: 'PENDING',
      });
      expect(listed.body.map((c: { studentID: number }) => c.studentID).sort()).toEqual(
        [student.id, other.id].sort(),
      );

      const exported = await call('verifier', 'POST', 'correction/ExportCorrections', { aidYear: 2025 });
      expect(exported.status, JSON.stringify(exported.body)).toBe(200);
      expect(exported.body).toMatchObject({
        aidYear: 2025,
        recordCount: 2,
        correctionCount: 2,
        createdBy: 'verifier@aidverify.test',
      });
      expect(exported.body.fileName).toMatch(/^CORR25IN-222222-\d{14}\.dat$/);
      // Nothing left to export: a clear 409, no empty file.
      const none = await call('verifier', 'POST', 'correction/ExportCorrections', { aidYear: 2025 });
      expect(none.status).toBe(409);
      expect(none.body.message).toBe('No corrections are waiting to be exported for 2024-25');
      // Exported corrections can no longer be withdrawn.
      const summary = await call('verifier', 'GET', `verification/getCorrectionSummaries/${student.uuid}`);
      expect(summary.body.corrections[0]).toMatchObject({
        status: 'EXPORTED',
        fileName: exported.body.fileName,
      });
      expect((await call('verifier', 'DELETE', `correction/${summary.body.corrections[0].id}`)).status).toBe(
        409,
      );

      const file = await call(
        'verifier',
        'GET',
        `correction/DownloadCorrectionFile/2025/${exported.body.id}`,
      );
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toContain(exported.body.fileName);
      const text = file.body as string;
      expect(text.endsWith('\r\n')).toBe(true);
      const records = text.split('\r\n').filter(Boolean);
      expect(records).toHaveLength(2);
      for (const r of records) expect(r).toHaveLength(967);
      const mine = records.find((r) => r.slice(154, 214).trimEnd() === 'OBRIEN')!;
      expect(mine.slice(47, 56), 'the student SSN from the ISIR at columns 48-56').toMatch(
        new RegExp(`^\\d{5}${student.ssn_last_four}$`),
      );
      expect(mine[0]).toBe('5');
      expect(mine.slice(41, 47)).toBe('222222');
      expect(mine.slice(151, 154)).toBe(String(f.lastName!.cps_number).padStart(3, '0'));
      expect(mine.slice(214, 217).trim()).toBe('');
      expect(mine.slice(907, 915)).toMatch(/^\d{8}$/);

      const batches = await call('verifier', 'POST', 'correction/batch/search', { aidYear: 2025 });
      expect(batches.body[0]).toMatchObject({ id: exported.body.id, downloadCount: 1 });
      const [activity] = await readRows(
        s().db,
        { n: dbNumber },
        `SELECT count(*)::int AS n FROM activity_log WHERE action = 'CORRECTION_FILE_DOWNLOADED'`,
      );
      expect(activity!.n).toBe(1);
    });

    it('shows an exported correction as confirmed once a later FPS transaction carries the corrected value', async () => {
      const before = await call('verifier', 'GET', `verification/getCorrectionSummaries/${student.uuid}`);
      const exported = before.body.corrections.find((c: { status: string }) => c.status === 'EXPORTED');
      expect(exported).toMatchObject({ correctedValue: 'OBRIEN', confirmedByFps: false });
      // FPS processed the correction: a new transaction whose last name is the corrected one.
      const { sealer } = s().services.ctx;
      const [current] = await readRows(
        s().db,
        { id: dbNumber, raw_encrypted: z.string() },
        `SELECT id::int, raw_encrypted FROM isir_record WHERE student_id = $1 AND aid_year = 2025 AND is_current`,
        [student.id],
      );
      const [e] = await readRows(
        s().db,
        { start_offset: dbNumber, length: dbNumber },
        `SELECT e.start_offset, e.length FROM isir_record_element_info e JOIN isir_record r ON r.isir_record_info_id = e.isir_record_info_id WHERE r.id = $1 AND e.attribute_name = $2`,
        [current!.id, f.lastName!.attribute_name],
      );
      const raw = openRawRecord(sealer, current!.raw_encrypted);
      const next =
        raw.slice(0, e!.start_offset) +
        'OBRIEN'.padEnd(e!.length, ' ') +
        raw.slice(e!.start_offset + e!.length);
      await s().db.query(`UPDATE isir_record SET is_current = false WHERE id = $1`, [current!.id]);
      await s().db.query(
        `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_number, is_current, raw_encrypted)
         SELECT upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key || '-2', coalesce(transaction_number, 1) + 1, true, $2
           FROM isir_record WHERE id = $1`,
        [current!.id, sealRawRecord(sealer, next)],
      );
      const after = await call('verifier', 'GET', `verification/getCorrectionSummaries/${student.uuid}`);
      expect(after.body.corrections.find((c: { id: number }) => c.id === exported.id).confirmedByFps).toBe(
        true,
      );
      expect(after.body.summaries[0]).toMatchObject({ exported: 1, confirmed: 1 });
    });

    it('exports and downloads one student in one call', async () => {
      await call('verifier', 'POST', 'correction/add', {
        studentID: other.uuid,
        aidYear: 2025,
        attributeName: f.lastName!.attribute_name,
        correctedValue: 'LATER',
      });
      const res = await call('verifier', 'POST', `ExportDownloadCorrections/2025/${other.uuid}`);
      expect(res.status).toBe(200);
      const records = (res.body as string).split('\r\n').filter(Boolean);
      expect(records).toHaveLength(1);
      expect(records[0]!.slice(154, 214).trimEnd()).toBe('LATER');
    });

    it('denies: another school 404, no permission 403, role User 403; nothing stored', async () => {
      const body = {
        studentID: student.uuid,
        aidYear: 2025,
        attributeName: f.lastName!.attribute_name,
        correctedValue: 'DENIED',
      };
      expect((await call('otherSchool', 'POST', 'correction/add', body)).status).toBe(404);
      expect((await call('readonly', 'POST', 'correction/add', body)).status).toBe(403);
      expect((await call('student', 'POST', 'correction/add', body)).status).toBe(403);
      expect(
        (await call('otherSchool', 'GET', `verification/getCorrectionSummaries/${student.uuid}`)).status,
      ).toBe(404);
      expect(
        (await call('student', 'GET', `verification/getCorrectionSummaries/${student.uuid}`)).status,
      ).toBe(403);
      const [batch] = await readRows(
        s().db,
        { id: dbNumber },
        'SELECT id FROM isir_correction_batch ORDER BY id LIMIT 1',
      );
      expect(
        (await call('otherSchool', 'GET', `correction/DownloadCorrectionFile/2025/${batch!.id}`)).status,
      ).toBe(404);
      expect(
        (await call('member', 'GET', `correction/DownloadCorrectionFile/2025/${batch!.id}`)).status,
      ).toBe(403);
      expect((await call('readonly', 'POST', 'correction/ExportCorrections', { aidYear: 2025 })).status).toBe(
        403,
      );
      expect((await call('student', 'POST', `ExportDownloadCorrections/2025/all`)).status).toBe(403);
      expect(
        (await call('otherSchool', 'POST', `correction/ExportCorrections/2025/${student.uuid}`)).status,
      ).toBe(404);
      const [pending] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT id FROM isir_correction WHERE status = 'CANCELLED' LIMIT 1`,
      );
      expect((await call('otherSchool', 'DELETE', `correction/${pending!.id}`)).status).toBe(404);
      expect((await call('readonly', 'DELETE', `correction/${pending!.id}`)).status).toBe(403);
      expect((await s().db.query(`SELECT 1 FROM isir_correction WHERE status = 'PENDING'`)).length).toBe(0);
      expect((await call('otherSchool', 'POST', 'correction/search', { aidYear: 2025 })).body).toEqual([]);
    });
  });
});
