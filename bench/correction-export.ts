/**
 * ISIR corrections at scale: a generated 2026-27 file (BENCH_CORRECTION_STUDENTS records, default 2,000) is
 * imported, a verifier records one correction per student through REST (POST /student-api/correction/add,
 * BENCH_CONCURRENCY at a time), then exports them all into one FPS correction file
 * (POST /student-api/correction/ExportCorrections) and downloads it. Prints the recording latency
 * (p50/p95) and throughput, the export time and the file's size; checks every record is 967 characters.
 * PGlite in memory by default; BENCH_DATABASE_URL runs it on a Postgres server (in a schema of its own).
 * Loopback only, bounded, stops by itself. No goal of its own: its figures are reported. BENCH_TINY=1: 20 students.
 *
 *   pnpm --filter @aidverify/services bench   (or: npx tsx bench/correction-export.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DEMO_PASSWORD,
  generateIsirBuffer,
  importIsirFile,
  loadEnv,
  openDatabase,
  startServices,
} from '../services/src/index.js';
import { loadAverage, reportGoal, sized } from './lib/result.js';
import { benchSource, openDemoDatabase } from './lib/database.js';
import { readRows, z } from '../services/test/rows.js';

const STUDENTS = sized('BENCH_CORRECTION_STUDENTS', 2_000, 20);
const CONCURRENCY = sized('BENCH_CONCURRENCY', 8, 2);
const STAFF = 'verifier@aidverify.test';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-corrections-'));
  const source = benchSource(dataDir);
  const env = loadEnv(source);
  const server = process.env.BENCH_DATABASE_URL === 'off' ? undefined : process.env.BENCH_DATABASE_URL;
  const db = server
    ? await openDatabase(
        { ...env, DATABASE_URL: server },
        { schema: `bench_corr_${randomBytes(4).toString('hex')}` },
      )
    : await openDemoDatabase(source);
  const services = await startServices(env, { db });
  try {
    const file = generateIsirBuffer({ layout: '2026-27', records: STUDENTS, seed: 4127 });
    const imported = await importIsirFile(services.ctx, 'system', {
      schoolCode: '222222',
      fileName: 'bench-corrections.txt',
      source: Readable.from(file),
      origin: 'UPLOAD',
      background: false,
    });
    if (imported.status !== 'IMPORTED') throw new Error(`import ${imported.status}: ${imported.error}`);

    const call = async (method: string, p: string, body?: unknown, token?: string) => {
      const res = await fetch(`${services.url}${p}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        text,
        body: (() => {
          try {
            return JSON.parse(text);
          } catch {
            return text;
          }
        })() as any,
      };
    };
    const cred = await call('POST', '/api/auth/verifyCredentials', {
      Username: STAFF,
      Password: DEMO_PASSWORD,
    });
    await call('POST', '/api/auth/sendMFACode', { messageType: 'EMAIL' }, cred.body.ticket);
    const outbox = (await (
      await fetch(`${services.url}/api/dev/outbox?recipient=${encodeURIComponent(STAFF)}`)
    ).json()) as { body: string }[];
    const code = outbox[0]!.body.match(/\b(\d{6})\b/)![1];
    const token = (
      await call('POST', '/api/auth/checkMFACode', { messageType: 'EMAIL', code }, cred.body.ticket)
    ).body.accessToken as string;

    const students = await readRows(
      db,
      { uuid: z.string() },
      `SELECT DISTINCT st.uuid::text FROM isir_record r JOIN student st ON st.id = r.student_id WHERE r.upload_id = $1 AND r.is_current`,
      [imported.id],
    );
    const [field] = await readRows(
      db,
      { attribute_name: z.string() },
      `SELECT e.attribute_name FROM isir_record_element_info e
        WHERE e.isir_record_info_id = (SELECT isir_record_info_id FROM isir_record WHERE upload_id = $1 LIMIT 1)
          AND e.section = 'student_identity' AND e.display_name = 'Last Name'`,
      [imported.id],
    );
    const latencies: number[] = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < students.length) {
          const s = students[next++]!;
          const t = performance.now();
          const res = await call(
            'POST',
            '/student-api/correction/add',
            {
              studentID: s.uuid,
              aidYear: 2027,
              attributeName: field!.attribute_name,
              correctedValue: `CORRECTED-${next}`,
            },
            token,
          );
          if (res.status !== 200) throw new Error(`correction/add ${res.status}: ${res.text}`);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const recordMs = performance.now() - t0;
    latencies.sort((a, b) => a - b);

    const e0 = performance.now();
    const exported = await call(
      'POST',
      '/student-api/correction/ExportCorrections',
      { aidYear: 2027 },
      token,
    );
    if (exported.status !== 200) throw new Error(`export ${exported.status}: ${exported.text}`);
    const exportMs = performance.now() - e0;
    const download = await call(
      'GET',
      `/student-api/correction/DownloadCorrectionFile/2027/${exported.body.id}`,
      undefined,
      token,
    );
    const lines = (download.text as string).split('\r\n').filter(Boolean);
    if (lines.length !== students.length || lines.some((l) => l.length !== 967))
      throw new Error('the correction file is not one 967-character record per student');

    console.log(
      `ISIR corrections benchmark (${server ? 'Postgres server' : 'PGlite in memory'}): ${students.length.toLocaleString('en-US')} students of a generated 2026-27 file`,
    );
    console.log(
      `  record one correction each (concurrency ${CONCURRENCY}): ${(recordMs / 1000).toFixed(1)} s, ${(students.length / (recordMs / 1000)).toFixed(0)} corrections/s, p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms`,
    );
    console.log(
      `  export into one FPS correction file: ${(exportMs / 1000).toFixed(2)} s, ${exported.body.recordCount} records, ${(exported.body.size / 1024).toFixed(0)} KB (${exported.body.fileName})`,
    );
    console.log(`  ${loadAverage()}`);
    reportGoal({
      measure: 'corrections recorded per second; export of one file',
      goal: '— (reported)',
      figure: `${(students.length / (recordMs / 1000)).toFixed(0)}/s, p95 ${pct(latencies, 95).toFixed(0)} ms; export ${(exportMs / 1000).toFixed(2)} s for ${students.length}`,
      met: null,
    });
  } finally {
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
