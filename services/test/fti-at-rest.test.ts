import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirLines, readLayoutFile } from '../src/domain/isir/generate.js';
import { EXPORT_JOB } from '../src/domain/reports/exports.js';
import { openRunDetail, storedRunDetail } from '../src/domain/auto-verify/run-detail.js';
import { schoolDate } from '../src/domain/schools/time-zone.js';
import { purgeExpired, resealLegacy, RETENTION_JOB } from '../src/domain/retention/retention.js';
import { forEachBackend, useServices, type TestServices } from './harness.js';
import { fieldOf, uploadIsir } from './isir-helpers.js';
import { dbNumber, readRows, z } from './rows.js';

const LAYOUT = readLayoutFile('2026-27');
function setField(line: string, name: string, section: string | undefined, value: string) {
  const f = LAYOUT.fields.find((x) => x.name === name && (!section || x.section === section))!;
  return (
    line.slice(0, f.start - 1) +
    value.padEnd(f.length, ' ').slice(0, f.length) +
    line.slice(f.start - 1 + f.length)
  );
}
/** Generated 2026-27 V1 records (no header); the first one's SSN did not match at SSA (so the SSN report lists it). */
function isirFile(seed: number, records: number) {
  return [
    ...generateIsirLines({
      layout: '2026-27',
      records,
      seed,
      transactionNumber: 1,
      selectedShare: 1,
      headers: false,
    }),
  ]
    .map((raw, i) => {
      let line = raw.replace(/\r\n$/, '');
      line = setField(line, 'Verification Tracking Flag', 'FPS', 'V1');
      if (i === 0) line = setField(line, 'Student SSA Match Status', undefined, '5');
      return `${line}\r\n`;
    })
    .join('');
}
const ssnsOf = (file: string) =>
  file
    .split('\r\n')
    .filter(Boolean)
    .map((l) => fieldOf('2026-27', l, 'Social Security Number', 'student_identity'));

/** Every SSN in the clear, formatted or not, in any text, bytea or JSON column of any table: `table.column: ssn`. */
async function ssnsInTables(s: TestServices, ssns: string[]) {
  const cols = await readRows(
    s.db,
    { t: z.string(), c: z.string(), type: z.string() },
    `SELECT c.table_name AS t, c.column_name AS c, c.data_type AS type FROM information_schema.columns c
       JOIN information_schema.tables x ON x.table_name = c.table_name AND x.table_schema = c.table_schema
      WHERE c.table_schema = current_schema() AND x.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY')`,
  );
  const patterns = ssns.flatMap((n) => [`%${n}%`, `%${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}%`]);
  const found: string[] = [];
  for (const { t, c, type } of cols) {
    const expr = type === 'bytea' ? `encode("${c}", 'escape')` : `"${c}"::text`;
    const rows = await readRows(
      s.db,
      { v: z.string() },
      `SELECT ${expr} AS v FROM "${t}" WHERE ${expr} LIKE ANY($1::text[]) LIMIT 5`,
      [patterns],
    );
    for (const r of rows) found.push(`${t}.${c}: ${ssns.find((n) => r.v.replace(/-/g, '').includes(n))}`);
  }
  return found;
}
function ssnsInFiles(dir: string, ssns: string[]) {
  const found: string[] = [];
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const text = readFileSync(path.join(e.parentPath, e.name)).toString('latin1');
    for (const n of ssns)
      if (text.includes(n) || text.includes(`${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`))
        found.push(`${path.relative(dir, path.join(e.parentPath, e.name))}: ${n}`);
  }
  return found;
}

forEachBackend((backend) => {
  describe('FTI and full SSNs at rest: sealed in every table and kept file after a journey', () => {
    const saigDir = mkdtempSync(path.join(tmpdir(), 'aidverify-saig-'));
    const s = useServices(backend, { env: { SAIG_DIR: saigDir, JOB_WORKER: 'off' } });
    const t: Record<string, string> = {};
    const call = (who: string, method: string, p: string, body?: unknown) =>
      s().call(method, p, { token: t[who], body });
    const uploaded = isirFile(31, 4);
    const mailed = isirFile(32, 2);
    const ssns = [...ssnsOf(uploaded), ...ssnsOf(mailed)];
    /** The report export the journey downloads (its rows are what the activity log must count). */
    let reportCsv = '';

    beforeAll(async () => {
      for (const who of ['admin', 'manager', 'verifier'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
    });

    it('imports, auto-verifies, exports corrections and a report, receives a mailbox file: no SSN in the clear anywhere', async () => {
      expect(new Set(ssns).size).toBe(6);
      // An ISIR file uploaded and imported.
      const up = await uploadIsir(s(), t.verifier, uploaded, { fileName: 'fti.txt' });
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      const students = await readRows(
        s().db,
        { uuid: z.string() },
        `SELECT st.uuid::text AS uuid FROM isir_record r JOIN student st ON st.id = r.student_id
          WHERE r.upload_id = (SELECT max(id) FROM isir_upload) ORDER BY r.line_number`,
      );
      expect(students).toHaveLength(4);

      // Auto-verify on demand with the published V1 flow: the run's detail is kept sealed and read back as before.
      const flows = await call('admin', 'GET', '/student-api/AutoVerifyFlow/?aidYear=2027');
      const v1 = flows.body.find((f: { purpose: string }) => f.purpose === 'VERIFICATION').id;
      expect(
        (await call('admin', 'PATCH', `/student-api/AutoVerifyFlow/${v1}`, { status: 'PUBLISHED' })).status,
      ).toBe(200);
      const ran = await call('verifier', 'POST', `/student-api/autoverify/run/2027/${students[0]!.uuid}`);
      expect(ran.status, JSON.stringify(ran.body)).toBe(200);
      const runs = await call(
        'manager',
        'GET',
        `/student-api/autoverify/studentRuns/2027/${students[0]!.uuid}`,
      );
      const values = runs.body[0].sections.flatMap(
        (x: { sets: { conditions: { left: { value: string } }[] }[] }) =>
          x.sets.flatMap((set) => set.conditions.map((c) => c.left.value)),
      );
      expect(values.filter(Boolean).length).toBeGreaterThan(0);
      const details = await readRows(
        s().db,
        { detail: z.record(z.string(), z.unknown()) },
        'SELECT detail FROM auto_verify_run',
      );
      expect(details.length).toBeGreaterThan(0);
      for (const d of details) expect(Object.keys(d.detail).sort()).toEqual(['v', 'x']);

      // An FPS correction file exported (SSN and date of birth in each record).
      const [field] = await readRows(
        s().db,
        { attribute_name: z.string() },
        `SELECT e.attribute_name FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
          WHERE i.aid_year = 2027 AND e.section = 'student_identity' AND e.display_name = 'Last Name' LIMIT 1`,
      );
      const added = await call('verifier', 'POST', '/student-api/correction/add', {
        studentID: students[1]!.uuid,
        aidYear: 2027,
        attributeName: field!.attribute_name,
        correctedValue: 'SEALED',
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const exported = await call('verifier', 'POST', '/student-api/correction/ExportCorrections', {
        aidYear: 2027,
      });
      expect(exported.status, JSON.stringify(exported.body)).toBe(200);
      const file = await call(
        'verifier',
        'GET',
        `/student-api/correction/DownloadCorrectionFile/2027/${exported.body.id}`,
      );
      expect(file.body as string).toContain(ssnsOf(uploaded)[1]);

      // A report export kept for download (sealed like every kept file), written by the export job as startExport
      // queues it for a report over the direct-download size. No report shows a whole SSN: the last four only.
      const ctx = s().services.ctx;
      const [mgr] = await readRows(
        s().db,
        { id: dbNumber, uuid: z.string(), role: z.string() },
        `SELECT a.id, a.uuid::text AS uuid, r.name AS role FROM staff_user a JOIN staff_school_role x ON x.staff_user_id = a.id AND x.school_code = '222222'
           JOIN role r ON r.id = x.role_id WHERE a.email = 'manager@aidverify.test'`,
      );
      const permissions = [...(await ctx.permissions.forRole(mgr!.role))];
      expect(permissions).toContain('STUDENT_SSN_FULL_VIEW');
      const [exp] = await readRows(
        s().db,
        { id: dbNumber, uuid: z.string() },
        `INSERT INTO report_export (uuid, school_code, report, aid_year, format, request, file_name, created_by)
         VALUES (gen_random_uuid(), '222222', 'NonMatchingSSNReport', 2027, 'csv', '{"aidYear":2027}', 'NonMatchingSSNReport.csv', 'manager@aidverify.test')
         RETURNING id, uuid::text AS uuid`,
      );
      await ctx.jobs.enqueue(EXPORT_JOB, {
        exportId: exp!.id,
        caller: {
          kind: 'staff',
          accountId: mgr!.id,
          accountUuid: mgr!.uuid,
          username: 'manager@aidverify.test',
          schoolCode: '222222',
          role: mgr!.role,
          permissions,
        },
      });
      await ctx.jobs.drain();
      const report = await call('manager', 'GET', `/school-api/report/exportFile/${exp!.uuid}`);
      expect(report.status, JSON.stringify(report.body)).toBe(200);
      reportCsv = report.body as string;
      expect(reportCsv).toMatch(/"\*\*\*-\*\*-\d{4}"/);
      expect(reportCsv).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b/);

      // A mailbox file (whole ISIRs) received and imported.
      expect(
        (await call('admin', 'PATCH', '/school-api/saigAdmin/updateTgInfo', { tgNumber: 'TG54321' })).status,
      ).toBe(200);
      expect((await call('admin', 'POST', '/school-api/saigAdmin/createSchoolFolder/222222')).status).toBe(
        200,
      );
      writeFileSync(path.join(saigDir, '222222', 'IDSA27OP.20270120'), mailed);
      expect((await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes')).body.received).toBe(1);
      const [message] = (await call('manager', 'GET', '/school-api/edMessage')).body as { id: number }[];
      const imported = await call('admin', 'PATCH', `/school-api/edMessage/${message!.id}`, {
        edFileStatus: 1,
      });
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      const download = await call(
        'manager',
        'GET',
        '/school-api/SaigAdmin/downloadFile/TG54321/IDSA27OP.20270120',
      );
      expect(download.body).toBe(mailed);

      expect(await ssnsInTables(s(), ssns)).toEqual([]);
      const env = s().services.ctx.env;
      expect(ssnsInFiles(env.BLOB_DIR ?? path.join(env.DATA_DIR, 'blobs'), ssns)).toEqual([]);
      // The mailbox folder keeps no copy of the received file either (its sealed copy is in the blob store).
      expect(ssnsInFiles(saigDir, ssns)).toEqual([]);
      expect(readdirSync(path.join(saigDir, '222222'))).toEqual([]);
    });

    it('every export and download of student data is in the activity log: who, what, how many students', async () => {
      const logged = async (kind: string) =>
        (
          await readRows(
            s().db,
            {
              actor_name: z.string(),
              details: z.looseObject({
                what: z.string(),
                fileName: z.string(),
                students: dbNumber.nullable(),
              }),
            },
            `SELECT actor_name, details FROM activity_log WHERE action = 'STUDENT_DATA_EXPORTED' AND details->>'kind' = $1 ORDER BY id`,
            [kind],
          )
        ).map((r) => ({ who: r.actor_name, ...r.details }));
      const csvRows = (text: string) => text.split('\r\n').filter(Boolean).length - 1;

      // From the journey: the correction file (one student corrected), the report export, the mailbox file (2 ISIRs).
      expect(await logged('CORRECTION_FILE')).toEqual([
        expect.objectContaining({
          who: 'verifier@aidverify.test',
          students: 1,
          what: 'FPS correction file 2026-27 (exported)',
        }),
        expect.objectContaining({
          who: 'verifier@aidverify.test',
          students: 1,
          what: 'FPS correction file 2026-27',
        }),
      ]);
      expect(await logged('REPORT_EXPORT')).toEqual([
        expect.objectContaining({
          who: 'manager@aidverify.test',
          what: 'Non Matching SSN Report 2027',
          students: csvRows(reportCsv),
        }),
      ]);
      expect(await logged('MAILBOX_FILE')).toEqual([
        expect.objectContaining({
          who: 'manager@aidverify.test',
          fileName: 'IDSA27OP.20270120',
          students: 2,
        }),
      ]);

      const worklist = await call('verifier', 'GET', '/student-api/worklist/review/csv/2027');
      expect(worklist.status).toBe(200);
      expect(await logged('WORKLIST')).toEqual([
        expect.objectContaining({
          who: 'verifier@aidverify.test',
          what: 'review worklist 2027',
          students: csvRows(worklist.body as string),
        }),
      ]);

      const report = await call(
        'manager',
        'GET',
        '/school-api/report/AllStudentsReport/download?aidYear=2027',
      );
      expect(report.status).toBe(200);
      const [all] = await logged('REPORT');
      expect(all).toMatchObject({ who: 'manager@aidverify.test', students: csvRows(report.body as string) });
      expect(all!.students).toBeGreaterThanOrEqual(6);

      const runs = await call('manager', 'POST', '/student-api/autoverify/runs/csv', {
        aidYear: 2027,
        purpose: 'VERIFICATION',
      });
      expect(runs.status, JSON.stringify(runs.body)).toBe(200);
      const ran = await readRows(
        s().db,
        { n: dbNumber },
        `SELECT count(DISTINCT student_id)::int AS n FROM auto_verify_run WHERE aid_year = 2027`,
      );
      expect(await logged('AUTO_VERIFY_RUNS')).toEqual([
        expect.objectContaining({ who: 'manager@aidverify.test', students: ran[0]!.n }),
      ]);

      const [student] = await readRows(
        s().db,
        { uuid: z.string() },
        `SELECT st.uuid::text AS uuid FROM isir_record r JOIN student st ON st.id = r.student_id WHERE r.aid_year = 2027 ORDER BY r.id LIMIT 1`,
      );
      const made = await call('verifier', 'POST', '/student-api/createBinder', {
        studentID: student!.uuid,
        aidYear: 2027,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const binders = await call('verifier', 'GET', `/student-api/student/getBinder/${student!.uuid}/2027`);
      const got = await call(
        'verifier',
        'GET',
        `/student-api/student/binder/download/${binders.body[0].uuid}`,
      );
      expect(got.status).toBe(200);
      expect(await logged('BINDER')).toEqual([
        expect.objectContaining({ who: 'verifier@aidverify.test', students: 1 }),
      ]);
    });

    it('retention: the nightly job purges mailbox files after import, exports after their days, old aid years; audited; legacy re-sealed', async () => {
      const ctx = s().services.ctx;
      const dir = ctx.env.BLOB_DIR ?? path.join(ctx.env.DATA_DIR, 'blobs');
      const kept = () =>
        readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
      const audit = async () =>
        (
          await s().db.query(
            `SELECT details FROM activity_log WHERE action = 'RETENTION_PURGED' AND actor_name = 'retention' ORDER BY id`,
          )
        ).map((r) => r.details);
      // The job is registered and scheduled; today nothing is due.
      const filesBefore = kept();
      const jobId = await ctx.jobs.enqueue(RETENTION_JOB, {});
      await ctx.jobs.drain();
      expect(await ctx.jobs.get(jobId)).toMatchObject({ status: 'DONE' });
      expect(kept()).toBe(filesBefore);
      expect(await audit()).toEqual([]);

      // Re-seal, as after an upgrade: two files written in the clear by an older release (the second one already
      // sealed by a job that stopped midway), a run detail of version 1, and plain copies in the mailbox's received/.
      const binders = await readRows(
        s().db,
        { uuid: z.string(), blob_key: z.string() },
        `SELECT uuid::text AS uuid, blob_key FROM student_binder ORDER BY id`,
      );
      expect(binders.length).toBeGreaterThan(0);
      const oldBinder = Buffer.from(`%PDF-1.4 old plain binder, SSN ${ssns[0]}\n`);
      const plain = await ctx.blobs.inner.put(oldBinder, { maxBytes: 1000, prefix: 'binders' });
      const stopped = await ctx.blobs.inner.put(Buffer.from(`old school file ${ssns[1]}`), {
        maxBytes: 1000,
        prefix: 'school-files',
      });
      await ctx.blobs.sealInPlace(stopped.key);
      await s().db.query(`UPDATE student_binder SET blob_key = $1 WHERE uuid = $2`, [
        plain.key,
        binders[0]!.uuid,
      ]);
      await s().db.query(
        `INSERT INTO school_aid_year_file (school_code, aid_year, file_type, file_name, blob_key, size_bytes)
         VALUES ('222222', 2027, 1, 'old.txt', $1, 20)`,
        [stopped.key],
      );
      expect(ssnsInFiles(dir, ssns)).toEqual([`${plain.key}: ${ssns[0]}`]);
      const [run] = await readRows(
        s().db,
        { id: dbNumber, detail: storedRunDetail },
        'SELECT id::int AS id, detail FROM auto_verify_run LIMIT 1',
      );
      await s().db.query(`UPDATE auto_verify_run SET detail = $2 WHERE id = $1`, [
        run!.id,
        JSON.stringify({ v: 1, s: openRunDetail(ctx.sealer, run!.detail) }),
      ]);
      const received = path.join(saigDir, '222222', 'received');
      mkdirSync(received);
      writeFileSync(path.join(received, 'IDSA27OP.20270120'), mailed); // received and imported above
      writeFileSync(path.join(received, 'IDSA27OP.20270122'), isirFile(33, 1)); // no row knows it
      await s().db.query(`DELETE FROM maintenance_step`);
      const resealJob = await ctx.jobs.enqueue(RETENTION_JOB, {});
      await ctx.jobs.drain();
      expect(await ctx.jobs.get(resealJob)).toMatchObject({ status: 'DONE' });
      const sealedEntry = {
        details: 1,
        files: 1,
        receivedCopiesDeleted: 1,
        receivedCopiesReturned: 1,
      };
      expect(
        (
          await readRows(
            s().db,
            { details: z.unknown() },
            `SELECT details FROM activity_log WHERE action = 'LEGACY_FILES_SEALED' AND actor_name = 'retention'`,
          )
        ).map((r) => r.details),
      ).toEqual([sealedEntry]);
      // No clear text left on the disk; the binder downloads as the bytes it was written with, under its own key.
      expect(ssnsInFiles(dir, ssns)).toEqual([]);
      expect(await ctx.blobs.isSealed(plain.key)).toBe(true);
      const got = await s().services.app.inject({
        method: 'GET',
        url: `/student-api/student/binder/download/${binders[0]!.uuid}`,
        headers: { authorization: `Bearer ${t.verifier}` },
      });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(oldBinder)).toBe(true);
      expect((await buffer(await ctx.blobs.open(stopped.key))).toString()).toBe(`old school file ${ssns[1]}`);
      const [resealed] = await readRows(
        s().db,
        { detail: storedRunDetail },
        'SELECT detail FROM auto_verify_run WHERE id = $1',
        [run!.id],
      );
      expect(resealed!.detail.v).toBe(2);
      expect(openRunDetail(ctx.sealer, resealed!.detail)).toEqual(openRunDetail(ctx.sealer, run!.detail));
      // The copy no row knew went back to the mailbox: the next poll keeps it sealed; nothing plain stays.
      expect((await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes')).body.received).toBe(1);
      expect(readdirSync(path.join(saigDir, '222222'))).toEqual([]);
      expect(ssnsInFiles(saigDir, [...ssns, ...ssnsOf(isirFile(33, 1))])).toEqual([]);
      // Run again: nothing left to do, nothing more in the log.
      expect(await resealLegacy(ctx)).toEqual({
        details: 0,
        files: 0,
        receivedCopiesDeleted: 0,
        receivedCopiesReturned: 0,
      });

      // 31 days on: the imported mailbox file (30 days) and the report export (7 days) are purged; rows stay.
      const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
      const filesNow = kept();
      const first = await purgeExpired(ctx, later);
      expect(first.schools['222222']).toEqual({ mailboxFiles: 1, reportExports: 1, autoVerifyRuns: 0 });
      expect(kept()).toBe(filesNow - 2);
      const mailbox = await call(
        'manager',
        'GET',
        '/school-api/SaigAdmin/downloadFile/TG54321/IDSA27OP.20270120',
      );
      expect(mailbox.status).toBe(404);
      expect(mailbox.body.message).toMatch(/^IDSA27OP.20270120 was removed 30 days after its import/);
      const exportId = (
        await readRows(s().db, { uuid: z.string() }, `SELECT uuid::text AS uuid FROM report_export`)
      )[0]!.uuid;
      const gone = await call('manager', 'GET', `/school-api/report/exportFile/${exportId}`);
      expect(gone.status).toBe(404);
      expect(gone.body.message).toContain('was removed after 7 days (retention)');
      // The purged file's row stays listed (beside the one the re-seal sent back to the mailbox).
      expect(
        ((await call('manager', 'GET', '/school-api/edMessage')).body as { uniqueFileName: string }[])
          .map((m) => m.uniqueFileName)
          .sort(),
      ).toEqual(['IDSA27OP.20270120', 'IDSA27OP.20270122']);

      // August 2033 (aid year 2034, five kept besides it: 2029 on): the 2027 auto-verify runs and their FTI go.
      const runs = (
        await readRows(
          s().db,
          { n: dbNumber },
          'SELECT count(*)::int AS n FROM auto_verify_run WHERE aid_year = 2027',
        )
      )[0]!.n;
      expect(runs).toBeGreaterThan(0);
      const second = await purgeExpired(ctx, new Date('2033-08-01T12:00:00Z'));
      expect(second).toMatchObject({
        oldestAidYearKept: 2029,
        schools: { '222222': { autoVerifyRuns: runs } },
      });
      expect((await s().db.query('SELECT 1 FROM auto_verify_run')).length).toBe(0);
      expect(await audit()).toEqual([
        expect.objectContaining({ mailboxFiles: 1, reportExports: 1, autoVerifyRuns: 0 }),
        expect.objectContaining({
          autoVerifyRuns: runs,
          oldestAidYearKept: 2029,
          asOf: '2033-08-01T12:00:00.000Z',
        }),
      ]);
    });

    it("time zones: overdue, days left, days outstanding and announcements are the school's dates, not the database's", async () => {
      const db = s().db;
      const dateIn = (tz: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(at);
      const days = (a: string, b: string) => Math.round((Date.parse(a) - Date.parse(b)) / 86_400_000);
      // A fixed moment: 03:00 UTC on Nov 27 is still Nov 26 in the installation's default (America/New_York).
      expect(await schoolDate(db, '222222', new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
      // Now: a school far enough east or west that its date is not the UTC date at this hour.
      const now = new Date();
      const tz = now.getUTCHours() >= 10 ? 'Etc/GMT-14' : 'Etc/GMT+12';
      await db.query(`UPDATE school SET time_zone = $1 WHERE school_code = '222222'`, [tz]);
      const today = dateIn(tz, now);
      expect(today).not.toBe(now.toISOString().slice(0, 10));
      expect(await schoolDate(db, '222222')).toBe(today);

      // An announcement for the school's today only: shown today, whatever the UTC date is.
      await db.query(
        `INSERT INTO notification (school_code, title, message, audience, start_date, end_date, created_by)
         VALUES ('222222', 'Office closed', 'Closed today', 'ALL', $1, $1, 'test')`,
        [today],
      );
      const shown = await call('verifier', 'POST', '/api/Notification/search', {});
      expect(shown.body.map((n: { title: string }) => n.title)).toContain('Office closed');

      // A V4/V5 student selected 59 school days ago (at 00:30 of the school's day): 1 day left, not overdue;
      // one with items open since 20 days ago: 20 days outstanding.
      // Fixed offsets: late in the school's day east of UTC, early west of it, so the UTC date of the moment differs too.
      const offsetHours = tz === 'Etc/GMT-14' ? 14 : -12;
      const clock = tz === 'Etc/GMT-14' ? '23:30' : '00:30';
      const at = (daysAgo: number) =>
        new Date(Date.parse(`${today}T${clock}:00Z`) - daysAgo * 86_400_000 - offsetHours * 3_600_000);
      const [st] = await readRows(
        db,
        { id: dbNumber, uuid: z.string() },
        `SELECT st.id, st.uuid::text AS uuid FROM student st JOIN student_interview_link l ON l.student_id = st.id AND l.aid_year = 2027
          WHERE st.school_code = '222222' AND l.status IN ('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION') ORDER BY st.id LIMIT 1`,
      );
      await db.query(`UPDATE student SET status = 'SELECTED' WHERE id = $1`, [st!.id]);
      const since = at(20);
      expect(days(today, dateIn(tz, since))).toBe(20);
      await db.query(
        `UPDATE student_interview_link SET created_at = $2 WHERE student_id = $1 AND aid_year = 2027`,
        [st!.id, since],
      );
      const missing = await call('manager', 'POST', '/school-api/report/MissingStudentReport/search', {
        aidYear: 2027,
        pageSize: 500,
      });
      expect(missing.status, JSON.stringify(missing.body)).toBe(200);
      const col = (k: string) => missing.body.columns.findIndex((c: { key: string }) => c.key === k);
      const row = missing.body.rows.find((r: { studentUuid: string }) => r.studentUuid === st!.uuid);
      expect(row.cells[col('days_outstanding')]).toBe('20');

      const selected = at(59);
      expect(days(today, dateIn(tz, selected))).toBe(59);
      await db.query(`UPDATE student SET verification_group = 'V4', created_at = $2 WHERE id = $1`, [
        st!.id,
        selected,
      ]);
      await db.query(`UPDATE student_interview_link SET created_at = $2 WHERE student_id = $1`, [
        st!.id,
        selected,
      ]);
      const purpose = await call(
        'manager',
        'POST',
        '/school-api/report/EducationalPurposeReportPage/search',
        {
          aidYear: 2027,
          pageSize: 500,
        },
      );
      expect(purpose.status, JSON.stringify(purpose.body)).toBe(200);
      const pcol = (k: string) => purpose.body.columns.findIndex((c: { key: string }) => c.key === k);
      const prow = purpose.body.rows.find((r: { studentUuid: string }) => r.studentUuid === st!.uuid);
      expect([prow.cells[pcol('days_left')], prow.cells[pcol('state')]]).toEqual(['1', 'Open']);
    });
  });
});
