import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forEachBackend, startTestServices } from './harness.js';
import { uploadIsir } from './isir-helpers.js';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';
import { loadEnv } from '../src/env.js';
import { openDatabase, startServices } from '../src/server.js';
import { getUpload, INTERRUPTED_MESSAGE } from '../src/domain/isir/uploads.js';
import { clearAbandonedUnpublished } from '../src/domain/isir/unpublished.js';
import { seededServerDatabase, writeSeededPgliteDataDir } from './seeded-database.js';
import { dbNumber, readRows, z } from './rows.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Killed once two batches are written inside the import's transaction (the first one's progress is recorded by then). */
const KILL_POINT = 'WRITING 2';

/** Resolves once the child has printed `marker`; fails (instead of hanging) if it exits first. */
function untilPrinted(child: ChildProcess, out: () => string, marker: string) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!out().includes(marker)) return;
      child.stdout!.off('data', check);
      resolve();
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) =>
      reject(new Error(`child exited (${code}) before printing ${marker}: ${out()}`)),
    );
    check();
  });
}

/** The configuration the child processes (test/fixtures) start with, on DATA_DIR `dataDir`. */
const childSource = (dataDir: string) => ({
  NODE_ENV: 'test',
  SERVICES_PORT: '0',
  LOG_LEVEL: 'silent',
  PASSWORD_SCRYPT_LOG_N: '14',
  DATA_DIR: dataDir,
  JOB_WORKER: 'off',
});

/**
 * A seeded copy for a child process to start on (as the suites' own starts do, instead of migrating and seeding in
 * the child): PGlite's folder under `dataDir`, or a server database, whose URL is returned with its removal.
 */
async function seededForChild(
  backend: { name: 'pglite' | 'postgres' },
  dataDir: string,
): Promise<{ url?: string; drop(): Promise<void> }> {
  if (backend.name === 'postgres') return seededServerDatabase(childSource(dataDir), dataDir);
  await writeSeededPgliteDataDir(childSource(dataDir), dataDir);
  return { drop: async () => {} };
}

forEachBackend((backend) => {
  describe('ISIR imports as background jobs', () => {
    it('a queued import survives a restart and finishes afterwards, with its counts', async () => {
      let s = await startTestServices(backend, { persistent: true, env: { JOB_WORKER: 'off' } });
      try {
        const token = (await s.signIn('verifier@aidverify.test')).accessToken;
        const file = generateIsirBuffer({ layout: '2026-27', records: 900, seed: 3 });
        const res = await uploadIsir(s, token, file, { fileName: 'big.txt', background: true });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ status: 'QUEUED', recordCount: 0 });
        expect(res.body.jobId).toBeGreaterThan(0);
        // None of this file's records yet (the demo students' own ISIRs are there from the seed).
        expect(
          (
            await s.db.query(
              `SELECT 1 FROM isir_record r JOIN isir_upload u ON u.id = r.upload_id WHERE u.file_name = 'big.txt'`,
            )
          ).length,
        ).toBe(0);
        s = await s.restart();
        expect(await s.services.ctx.jobs.drain()).toBeGreaterThanOrEqual(1);
        const token2 = (await s.signIn('verifier@aidverify.test')).accessToken;
        const done = await s.get(`/isir-api/IsirHeader/${res.body.id}`, token2);
        expect(done.body).toMatchObject({
          status: 'IMPORTED',
          recordCount: 900,
          importedCount: 900,
          newStudentCount: 900,
          progressRecords: 900,
        });
        const job = await s.services.ctx.jobs.get(res.body.jobId);
        expect(job).toMatchObject({ status: 'DONE' });
        // The job's checkpoint shows the import's last step: on a server the last step of the file's transaction, on
        // PGlite the publishing (reported before its transaction). The jobs page's convention rides along: done of
        // total records (total from the file's size and record length).
        expect((job as { progress: unknown }).progress).toEqual({
          records: 900,
          step: backend.name === 'postgres' ? 'ADDING_TASK_LIST_ITEMS' : 'PUBLISHING',
          done: 900,
          total: 900,
          unit: 'records',
        });
      } finally {
        await s.close();
      }
    }, 120_000);

    it('writes progress while a large import runs, readable by other requests meanwhile', async () => {
      const s = await startTestServices(backend, { env: { JOB_WORKER: 'off' } });
      try {
        const token = (await s.signIn('verifier@aidverify.test')).accessToken;
        const res = await uploadIsir(
          s,
          token,
          generateIsirBuffer({ layout: '2026-27', records: 3000, seed: 4 }),
          { fileName: 'progress.txt', background: true },
        );
        expect(res.body.status).toBe('QUEUED');
        // Each step the import reports, and what the upload page read at that moment (the import waits meanwhile).
        const steps: { step: string; page: { status: string; progressStep: string | null } }[] = [];
        // The version of the upload's row at each report: every record of the file checks its upload against that row
        // (a foreign key), and on a server each version progress wrote made every later check slower (migration 150).
        const uploadVersions = new Set<string>();
        const query = s.db.query.bind(s.db);
        s.db.query = async (sql, params) => {
          const rows = await query(sql, params);
          if (sql.startsWith('UPDATE job SET progress')) {
            const [version] = await readRows(
              s.db,
              { xmin: z.string() },
              'SELECT xmin::text FROM isir_upload WHERE id = $1',
              [res.body.id],
            );
            uploadVersions.add(version!.xmin);
            const { step } = JSON.parse(String(params![0])) as { step: string };
            if (step !== 'READING') {
              const page = await s.get(`/isir-api/IsirHeader/${res.body.id}`, token);
              steps.push({ step, page: { status: page.body.status, progressStep: page.body.progressStep } });
            }
          }
          return rows as never;
        };
        const seen: number[] = [];
        let finished = false;
        const draining = s.services.ctx.jobs.drain().finally(() => (finished = true));
        while (!finished) {
          const upload = await s.get(`/isir-api/IsirHeader/${res.body.id}`, token);
          seen.push(upload.body.progressRecords);
          await new Promise((r) => setTimeout(r, 10));
        }
        await draining;
        expect(
          seen.some((n) => n > 0 && n < 3000),
          `progress seen: ${[...new Set(seen)].join(', ')}`,
        ).toBe(true);
        // From its first report to its last step the progress went to a row of its own: the upload's was not rewritten.
        expect(uploadVersions.size).toBe(1);
        const done = await s.get(`/isir-api/IsirHeader/${res.body.id}`, token);
        expect(done.body).toMatchObject({
          status: 'IMPORTED',
          recordCount: 3000,
          progressRecords: 3000,
          progressStep: null,
        });
        // After the last record: on a server the file's transaction names its steps as it takes them, and the page
        // reads each while that transaction is still open; on PGlite, that the file is being published.
        const after =
          backend.name === 'postgres'
            ? ['CHOOSING_CURRENT_ISIRS', 'UPDATING_SELECTION', 'ADDING_TASK_LIST_ITEMS']
            : ['PUBLISHING'];
        expect(steps).toEqual(
          after.map((step) => ({ step, page: { status: 'RUNNING', progressStep: step } })),
        );
      } finally {
        await s.close();
      }
    }, 120_000);

    it('a background import killed midway keeps how far it got, and after a restart runs again from the start to a whole file', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-isir-job-'));
      const copy = await seededForChild(backend, dataDir);
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(here, 'fixtures/isir-job-child.ts'),
          dataDir,
          ...(copy.url ? [copy.url] : []),
        ],
        {
          env: { ...process.env, DATABASE_URL: '' },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let out = '';
      const started = new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('START')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`child exited early (${code}): ${out}`)));
      });
      await started;
      const uploadId = Number(/START (\d+)/.exec(out)![1]);
      await untilPrinted(child, () => out, KILL_POINT);
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGKILL');
      await exited;
      expect(out).not.toContain('FINISHED');

      const env = loadEnv({ ...childSource(dataDir), ...(copy.url ? { DATABASE_URL: copy.url } : {}) });
      const db = await openDatabase(env);
      let services: Awaited<ReturnType<typeof startServices>> | undefined;
      try {
        const [killed] = await readRows(
          db,
          { status: z.string(), progress_records: dbNumber, job_id: dbNumber },
          `SELECT u.status, p.records AS progress_records, u.job_id
             FROM isir_upload u JOIN isir_upload_progress p ON p.upload_id = u.id WHERE u.id = $1`,
          [uploadId],
        );
        // Stopped inside the job: its progress so far is kept, nothing of the file is.
        expect(killed!.status).toBe('RUNNING');
        expect(killed!.progress_records).toBeGreaterThan(0);
        expect(killed!.progress_records).toBeLessThanOrEqual(3000);
        expect(await db.query('SELECT 1 FROM isir_record WHERE upload_id = $1', [uploadId])).toEqual([]);
        // The worker that held the job is gone; once its heartbeat is old, the restarted process takes the job again.
        await db.query(`UPDATE job SET heartbeat_at = now() - interval '10 minutes' WHERE id = $1`, [
          killed!.job_id,
        ]);
        services = await startServices(env, { db });
        expect(await services.ctx.jobs.drain()).toBeGreaterThanOrEqual(1);
        expect(await getUpload(db, '222222', uploadId)).toMatchObject({
          status: 'IMPORTED',
          recordCount: 3000,
          importedCount: 3000,
          newStudentCount: 3000,
          progressRecords: 3000,
        });
        const [counts] = await readRows(
          db,
          { records: dbNumber, students: dbNumber },
          `SELECT (SELECT count(*)::int FROM isir_record WHERE upload_id = $1) AS records,
                  (SELECT count(DISTINCT student_id)::int FROM isir_record WHERE upload_id = $1) AS students`,
          [uploadId],
        );
        expect(counts).toEqual({ records: 3000, students: 3000 });
        expect(await services.ctx.jobs.get(killed!.job_id)).toMatchObject({ status: 'DONE' });
        // What the killed attempt had written unpublished went with the rerun.
        expect(await db.query('SELECT 1 FROM isir_upload_unpublished')).toEqual([]);
        expect(
          await db.query('SELECT 1 FROM isir_record_all r WHERE r.upload_id = $1', [uploadId]),
        ).toHaveLength(3000);
      } finally {
        await services?.close();
        await db.close();
        await copy.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 180_000);

    it('a process stopped midway leaves nothing of the file, keeps what was imported before, and the log says what happened', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-isir-kill-'));
      const copy = await seededForChild(backend, dataDir);
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(here, 'fixtures/isir-import-child.ts'),
          dataDir,
          ...(copy.url ? [copy.url] : []),
        ],
        {
          env: { ...process.env, DATABASE_URL: '' },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let out = '';
      const started = new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('START')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`child exited early (${code}): ${out}`)));
      });
      await started;
      await untilPrinted(child, () => out, KILL_POINT);
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGKILL');
      await exited;
      expect(out).not.toContain('FINISHED');

      const env = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(copy.url ? { DATABASE_URL: copy.url } : {}),
      });
      const db = await openDatabase(env);
      try {
        const uploads = await readRows(
          db,
          { id: dbNumber, file_name: z.string(), status: z.string() },
          'SELECT id, file_name, status FROM isir_upload ORDER BY id',
        );
        expect(uploads.find((u) => u.file_name === 'earlier.txt')?.status).toBe('IMPORTED');
        const [counts] = await readRows(
          db,
          { records: dbNumber, students: dbNumber },
          `SELECT (SELECT count(*)::int FROM isir_record r JOIN isir_upload u ON u.id = r.upload_id WHERE u.file_name NOT LIKE 'demo-isirs-%') AS records,
                  (SELECT count(*)::int FROM student WHERE student_number LIKE 'ISIR-%') AS students`,
        );
        expect(counts).toEqual({ records: 20, students: 20 });
        // Killed inside the import's transaction: its log row says RUNNING, nothing else of it exists.
        const killed = uploads.find((u) => u.file_name === 'killed.txt');
        expect(killed?.status).toBe('RUNNING');
        if (killed) {
          // Once longer ago than any waiting import can take, the log shows it failed and why.
          await db.query(`UPDATE isir_upload SET created_at = now() - interval '1 hour' WHERE id = $1`, [
            killed.id,
          ]);
          expect(await getUpload(db, '222222', killed.id)).toMatchObject({
            status: 'FAILED',
            error: INTERRUPTED_MESSAGE,
            errorCount: 1,
            importedCount: 0,
          });
          // Its unpublished records (PGlite) are deleted once it counts as stopped, and no one else's.
          await clearAbandonedUnpublished(db);
          expect(await db.query('SELECT 1 FROM isir_record_all WHERE upload_id = $1', [killed.id])).toEqual(
            [],
          );
          expect(
            await db.query('SELECT 1 FROM isir_upload_unpublished WHERE upload_id = $1', [killed.id]),
          ).toEqual([]);
        }
      } finally {
        await db.close();
        await copy.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  });
});
