import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirLines, readLayoutFile } from '../src/domain/isir/generate.js';
import { EXPORT_JOB } from '../src/domain/reports/exports.js';
import { forEachBackend, useServices, type TestServices } from './harness.js';
import { fieldOf, uploadIsir } from './isir-helpers.js';

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
  const cols = await s.db.query<{ t: string; c: string; type: string }>(
    `SELECT c.table_name AS t, c.column_name AS c, c.data_type AS type FROM information_schema.columns c
       JOIN information_schema.tables x ON x.table_name = c.table_name AND x.table_schema = c.table_schema
      WHERE c.table_schema = current_schema() AND x.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY')`,
  );
  const patterns = ssns.flatMap((n) => [`%${n}%`, `%${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}%`]);
  const found: string[] = [];
  for (const { t, c, type } of cols) {
    const expr = type === 'bytea' ? `encode("${c}", 'escape')` : `"${c}"::text`;
    const rows = await s.db.query<{ v: string }>(
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

    beforeAll(async () => {
      for (const who of ['admin', 'manager', 'verifier'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
    });

    it('imports, auto-verifies, exports corrections and a report, receives a mailbox file: no SSN in the clear anywhere', async () => {
      expect(new Set(ssns).size).toBe(6);
      // An ISIR file uploaded and imported.
      const up = await uploadIsir(s(), t.verifier, uploaded, { fileName: 'fti.txt' });
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      const students = await s().db.query<{ uuid: string }>(
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
      const details = await s().db.query<{ detail: Record<string, unknown> }>(
        'SELECT detail FROM auto_verify_run',
      );
      expect(details.length).toBeGreaterThan(0);
      for (const d of details) expect(Object.keys(d.detail).sort()).toEqual(['v', 'x']);

      // An FPS correction file exported (SSN and date of birth in each record).
      const [field] = await s().db.query<{ attribute_name: string }>(
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

      // A report export kept for download, with full SSNs (a manager sees them), written by the export job as
      // startExport queues it for a report over the direct-download size.
      const ctx = s().services.ctx;
      const [mgr] = await s().db.query<{ id: number; uuid: string; role: string }>(
        `SELECT a.id, a.uuid::text AS uuid, r.name AS role FROM staff_user a JOIN staff_school_role x ON x.staff_user_id = a.id AND x.school_code = '222222'
           JOIN role r ON r.id = x.role_id WHERE a.email = 'manager@aidverify.test'`,
      );
      const permissions = [...(await ctx.permissions.forRole(mgr!.role))];
      expect(permissions).toContain('STUDENT_SSN_FULL_VIEW');
      const [exp] = await s().db.query<{ id: number; uuid: string }>(
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
      const first = ssnsOf(uploaded)[0]!;
      expect(report.body as string).toContain(`${first.slice(0, 3)}-${first.slice(3, 5)}-${first.slice(5)}`);

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
    });

    it('every export and download of student data is in the activity log: who, what, how many students', async () => {
      const logged = async (kind: string) =>
        (
          await s().db.query<{
            actor_name: string;
            details: { what: string; fileName: string; students: number | null };
          }>(
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
      const nonMatching = await s().db.query<{ n: number }>(
        `SELECT count(DISTINCT student_id)::int AS n FROM isir_record WHERE is_current AND aid_year = 2027 AND ssa_match_status <> '4'`,
      );
      expect(await logged('REPORT_EXPORT')).toEqual([
        expect.objectContaining({
          who: 'manager@aidverify.test',
          what: 'Non Matching SSN Report 2027',
          students: nonMatching[0]!.n,
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
      const ran = await s().db.query<{ n: number }>(
        `SELECT count(DISTINCT student_id)::int AS n FROM auto_verify_run WHERE aid_year = 2027`,
      );
      expect(await logged('AUTO_VERIFY_RUNS')).toEqual([
        expect.objectContaining({ who: 'manager@aidverify.test', students: ran[0]!.n }),
      ]);

      const [student] = await s().db.query<{ uuid: string }>(
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
  });
});
