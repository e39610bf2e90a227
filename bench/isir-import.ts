/**
 * ISIR import at scale: a generated 2026-27 file (BENCH_ISIR_RECORDS, default 100,000 records, ~800 MB) imported
 * on the Postgres server (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a
 * schema of its own) through importIsirFile — one transaction, as an upload does — then, in the same run, a bare
 * COPY of the same raw lines into a one-column table, and their ratio; peak memory of this process during the
 * import; and the same import on PGlite (BENCH_ISIR_PGLITE_RECORDS, default 20,000 records). The file is generated
 * and the database seeded by other processes (bench/isir-prepare.ts), so the measured process is what a production
 * services process is: the services started on a seeded database, and the import.
 * Loopback only, bounded, stops by itself. Goal: import within 2.5× the bare COPY; peak memory under 300 MB.
 *
 *   pnpm --filter @aidverify/services bench
 */
import { chmodSync, createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { importIsirFile, loadEnv, openDatabase, startServices } from '../services/src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const RECORDS = Number(process.env.BENCH_ISIR_RECORDS ?? 100_000);
// PGlite (embedded, one connection, WASM) is the development default, not the production store: a smaller file keeps the run bounded.
const PGLITE_RECORDS = Number(process.env.BENCH_ISIR_PGLITE_RECORDS ?? Math.min(RECORDS, 20_000));
const SERVER =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Highest resident memory of this process while fn runs (sampled every 50 ms). */
async function measure<T>(fn: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - t0, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

/** Runs bench/isir-prepare.ts in a process of its own (generation and seeding stay out of the measured process). */
function prepare(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'isir-prepare.ts'), ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`isir-prepare ${args[0]} failed (${run.status})`);
}

async function importOn(kind: 'postgres' | 'pglite', file: string, dataDir: string) {
  // A production process: the database seeded before it starts (by another process), no demo seeding of its own.
  const env = loadEnv({
    NODE_ENV: 'development',
    SERVICES_PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '14',
    DATA_DIR: dataDir,
    JOB_WORKER: 'off',
    SEED_DEMO_DATA: 'off',
  });
  const schema = `bench_isir_${randomBytes(4).toString('hex')}`;
  prepare('seed', dataDir, ...(kind === 'postgres' ? [SERVER, schema] : []));
  const db =
    kind === 'postgres'
      ? await openDatabase({ ...env, DATABASE_URL: SERVER }, { schema })
      : await openDatabase(env);
  const services = await startServices(env, { db });
  try {
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    const run = await measure(() =>
      importIsirFile(services.ctx, 'system', {
        schoolCode: '222222',
        fileName: path.basename(file),
        source: createReadStream(file),
        origin: 'UPLOAD',
        background: false,
      }),
    );
    if (run.value.status !== 'IMPORTED') throw new Error(`import ${run.value.status}: ${run.value.error}`);
    return { ...run, schema, baseline };
  } finally {
    await services.close();
    await db.close();
  }
}

async function bareCopy(file: string, dataDir: string) {
  const env = loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const db = await openDatabase(
    { ...env, DATABASE_URL: SERVER },
    { schema: `bench_isir_copy_${randomBytes(4).toString('hex')}` },
  );
  try {
    await db.query('CREATE TABLE raw_isir_line (line text)');
    // The server reads the file itself (same machine): the floor for moving these bytes into a table.
    const t0 = performance.now();
    await db.query(`COPY raw_isir_line (line) FROM '${file.replace(/'/g, "''")}' WITH (FORMAT text)`);
    const ms = performance.now() - t0;
    const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM raw_isir_line')) as [
      { n: number },
    ];
    return { ms, rows: n };
  } finally {
    await db.close();
  }
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-isir-'));
  try {
    const file = path.join(dir, `IDSA27OP-bench-${RECORDS}.txt`);
    const g = await measure(async () => prepare('generate', String(RECORDS), file));
    // The server process reads the file for COPY: synthetic data, readable by it.
    chmodSync(dir, 0o755);
    chmodSync(file, 0o644);
    const size = statSync(file).size;
    console.log(
      `ISIR import benchmark: ${RECORDS.toLocaleString('en-US')} generated 2026-27 records, ${mb(size)} (generated in ${secs(g.ms)})`,
    );
    // The ratio compares two runs on the same machine; what else was running there is part of the figure.
    console.log(
      `  machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min) at the start`,
    );

    let serverOk = true;
    try {
      const probe = await openDatabase({
        ...loadEnv({ DATA_DIR: dir, LOG_LEVEL: 'silent' }),
        DATABASE_URL: SERVER,
      });
      await probe.query('SELECT 1');
      await probe.close();
    } catch (err) {
      serverOk = false;
      console.log(
        `  Postgres server ${SERVER}: not reachable (${(err as Error).message}); server figures skipped`,
      );
    }
    if (serverOk) {
      const imp = await importOn('postgres', file, path.join(dir, 'pg'));
      const copy = await bareCopy(file, path.join(dir, 'copy'));
      const ratio = imp.ms / copy.ms;
      console.log(
        `  Postgres import:   ${secs(imp.ms)}  ${Math.round(RECORDS / (imp.ms / 1000)).toLocaleString('en-US')} records/s  peak memory ${mb(imp.peak)} (process before the import: ${mb(imp.baseline)}; the import's own: +${mb(imp.peak - imp.baseline)})`,
      );
      console.log(
        `  bare COPY:         ${secs(copy.ms)}  (${copy.rows.toLocaleString('en-US')} raw lines into a one-column table)`,
      );
      // The goal is on the whole process; most of it is the services themselves before any import (code under tsx).
      console.log(
        `  import / COPY:     ${ratio.toFixed(2)}×  (goal ≤ 2.5×)   peak memory goal < 300 MB: ${imp.peak < 300 * 1024 * 1024 ? 'met' : 'not met'}`,
      );
    }
    const liteFile =
      PGLITE_RECORDS === RECORDS ? file : path.join(dir, `IDSA27OP-bench-${PGLITE_RECORDS}.txt`);
    if (liteFile !== file) {
      prepare('generate', String(PGLITE_RECORDS), liteFile);
    }
    console.log(
      `  load average after the server runs: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    );
    const lite = await importOn('pglite', liteFile, path.join(dir, 'lite'));
    console.log(
      `  PGlite import:     ${secs(lite.ms)}  ${Math.round(PGLITE_RECORDS / (lite.ms / 1000)).toLocaleString('en-US')} records/s  (${PGLITE_RECORDS.toLocaleString('en-US')} records, on disk)  peak memory ${mb(lite.peak)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
