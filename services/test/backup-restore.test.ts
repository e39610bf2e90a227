import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadEnv } from '../src/env.js';
import { openDatabase, startServices } from '../src/server.js';
import type { Db } from '../src/platform/db.js';
import { BACKENDS, startTestServices } from './harness.js';
import { isirLayout, recordLines, sample, uploadIsir } from './isir-helpers.js';
import { dbNumber, readRows, z } from './rows.js';

const server = BACKENDS.find((b) => b.name === 'postgres')!;

/** Rows and a hash of their content, table by table, as the database holds them. */
async function tableDigests(db: Db): Promise<Record<string, string>> {
  const tables = await readRows(
    db,
    { name: z.string() },
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await readRows(
      db,
      { n: dbNumber, h: z.string() },
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS h FROM "${name}" t`,
    );
    out[name] = `${row!.n} rows ${row!.h}`;
  }
  return out;
}

/** The backup deploy/README.md gives (pg_dump, the blob folder, the keys), restored into a fresh database. */
describe.skipIf(!server.available)('a backup restored into a fresh database (Postgres server)', () => {
  it('starts the services on the restore and every student, ISIR, document and audit row reads back the same', async () => {
    const s = await startTestServices(server, { env: { JOB_WORKER: 'off' } });
    // The installation's data key (generated under DATA_DIR at its first start), which the backup keeps.
    const key = readFileSync(path.join(s.env.DATA_DIR, 'data-encryption.key'), 'utf8').trim();
    const restoreDb = `restore_${randomBytes(5).toString('hex')}`;
    const work = mkdtempSync(path.join(tmpdir(), 'aidverify-backup-'));
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    let restored: Db | undefined;
    let again: Awaited<ReturnType<typeof startServices>> | undefined;
    try {
      // A populated installation: the demo school, an imported ISIR file, a kept document, their audit rows.
      const manager = (await s.signIn('manager@aidverify.test')).accessToken;
      const file = sample('2024-25/test-isir-file-2024-25.dat.txt');
      const imported = await uploadIsir(s, manager, file);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      const [student] = await readRows(
        s.db,
        { id: dbNumber, uuid: z.string(), line: dbNumber },
        `SELECT st.id, st.uuid::text, r.line_number AS line FROM isir_record r JOIN student st ON st.id = r.student_id
          WHERE r.aid_year = 2025 AND r.upload_id = $1 ORDER BY r.id LIMIT 1`,
        [imported.body.id],
      );
      const pdf = Buffer.from(`%PDF-1.4\n% backup ${randomBytes(8).toString('hex')}\n%%EOF\n`);
      const doc = await s.post(
        '/student-api/processorDocument/upload',
        {
          studentID: student!.id,
          fileName: 'w2.pdf',
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
        manager,
      );
      expect(doc.status, JSON.stringify(doc.body)).toBe(200);
      const isirView = async (url: string, token: string) =>
        (await fetch(`${url}/isir-api/isir/studentIsir/${student!.uuid}/2025`, {
          headers: { authorization: `Bearer ${token}` },
        }).then((r) => r.json())) as { current: { tabs: { groups: { fields: any[] }[] }[] } };
      const ssnOf = (view: Awaited<ReturnType<typeof isirView>>) =>
        view.current.tabs
          .flatMap((t) => t.groups.flatMap((g) => g.fields))
          .find((f: { displayName: string }) => f.displayName === 'Social Security Number')?.value;
      const f = isirLayout('2024-25').fields.find(
        (x) => x.name === 'Social Security Number' && x.section === 'student_identity',
      )!;
      const ssn = recordLines(file)[student!.line - 2]!.substr(f.start - 1, f.length);
      expect(ssnOf(await isirView(s.url, manager))).toBe(ssn);
      // The suite's own database on the server: dumped whole, as deploy/README.md gives it.
      const database = (await readRows(s.db, { d: z.string() }, 'SELECT current_database() AS d'))[0]!.d;
      const sourceUrl = new URL(process.env.DATABASE_URL!);
      sourceUrl.pathname = `/${database}`;
      const before = await tableDigests(s.db);
      for (const t of ['student_all', 'isir_record_all', 'processor_document', 'activity_log'])
        expect(before[t], t).toMatch(/^[1-9]\d* rows /);

      // The backup: the database (pg_dump, custom format), the blob folder, and the keys kept apart.
      const dump = path.join(work, 'aidverify.dump');
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, sourceUrl.href]);
      cpSync(path.join(s.env.DATA_DIR, 'blobs'), path.join(work, 'blobs'), { recursive: true });
      await s.close();

      // The restore: a fresh database, pg_restore, the blob folder back, the same keys.
      await admin.query(`CREATE DATABASE ${restoreDb}`);
      const restoreUrl = new URL(process.env.DATABASE_URL!);
      restoreUrl.pathname = `/${restoreDb}`;
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoreUrl.href}`, dump]);
      const dataDir = path.join(work, 'data');
      cpSync(path.join(work, 'blobs'), path.join(dataDir, 'blobs'), { recursive: true });
      const env = loadEnv({
        NODE_ENV: 'test',
        SERVICES_PORT: '0',
        LOG_LEVEL: 'silent',
        PASSWORD_SCRYPT_LOG_N: '14',
        JOB_WORKER: 'off',
        DATA_DIR: dataDir,
        DATA_ENCRYPTION_KEY: key,
        DATABASE_URL: restoreUrl.href,
      });
      restored = await openDatabase(env);
      again = await startServices(env, { db: restored });

      expect(await tableDigests(restored)).toEqual(before);
      const token = await signIn(again.url, 'manager@aidverify.test');
      expect(ssnOf(await isirView(again.url, token))).toBe(ssn);
      const download = await fetch(`${again.url}/student-api/processorDocument/download/${doc.body.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    } finally {
      await again?.close();
      await restored?.close();
      await s.close().catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${restoreDb} WITH (FORCE)`);
      await admin.end();
      rmSync(work, { recursive: true, force: true });
    }
  }, 300_000);
});

/** A full sign-in on the restored services: password, then the e-mailed code from the dev outbox. */
async function signIn(url: string, email: string): Promise<string> {
  const post = (p: string, body: unknown, token?: string) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, string> }));
  const { DEMO_PASSWORD } = await import('../src/seed/demo.js');
  const cred = await post('/api/auth/verifyCredentials', { Username: email, Password: DEMO_PASSWORD });
  expect(cred.status).toBe(200);
  expect((await post('/api/auth/sendMFACode', { messageType: 'EMAIL' }, cred.body.ticket)).status).toBe(200);
  const outbox = (await fetch(`${url}/api/dev/outbox?recipient=${encodeURIComponent(email)}`).then((r) =>
    r.json(),
  )) as { body: string }[];
  const code = outbox[0]!.body.match(/\b(\d{6})\b/)![1];
  const checked = await post('/api/auth/checkMFACode', { messageType: 'EMAIL', code }, cred.body.ticket);
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return checked.body.accessToken!;
}
