/**
 * ISIR import at scale: a generated 2026-27 file (BENCH_ISIR_RECORDS, default 100,000 records, ~800 MB) imported
 * on the Postgres server (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a
 * schema of its own) through importIsirFile — one transaction, as an upload does — then, in the same run, COPY of
 * the same raw lines into a one-column table twice, with the default (pglz) compression and with lz4 (the physical
 * limit here), and the ratios; peak memory of this process during the import (Node's default heap); and the same
 * import on PGlite (BENCH_ISIR_PGLITE_RECORDS, default 20,000 records). The file is generated and the database
 * seeded by other processes (bench/isir-prepare.ts), so the measured process is what a production services process
 * is: the services started on a seeded database, and the import.
 * Loopback only, bounded, stops by itself. Goals (issue 28): import ≤ 4× the lz4 COPY and ≤ 2× the pglz COPY; peak
 * memory ≤ 300 MB; PGlite ≤ 60 s per 100,000 records. BENCH_TINY=1: 200 records, the server only when named.
 *
 *   pnpm --filter @aidverify/services bench
 */
import { chmodSync, createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { getHeapSpaceStatistics } from 'node:v8';
import {
  type Db,
  decode,
  importIsirFile,
  loadEnv,
  loadLayouts,
  openDatabase,
  readIsirFile,
  type ReadSummary,
  startServices,
} from '../services/src/index.js';
import { benchSource, databaseOn, dropServerDatabase } from './lib/database.js';
import { benchServer, loadAverage, reportGoal, sized, TINY } from './lib/result.js';
import { dbNumber, readRows, z } from '../services/test/rows.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const RECORDS = sized('BENCH_ISIR_RECORDS', 100_000, 200);
// PGlite (embedded, one connection, WASM) is the development default, not the production store: a smaller file keeps the run bounded.
const PGLITE_RECORDS = sized('BENCH_ISIR_PGLITE_RECORDS', Math.min(RECORDS, 20_000), Math.min(RECORDS, 200));
const SERVER = benchServer();
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The heap's young generation as V8 has sized it (both semi-spaces): it grows with what survives, never back here. */
const youngGenerationBytes = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;

/** Highest resident memory of this process while fn runs (sampled every 50 ms). */
async function measure<T>(fn: () => Promise<T>) {
  const t0 = performance.now();
  let peak = process.memoryUsage().rss;
  let atPeak = process.memoryUsage();
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    if (m.rss > peak) [peak, atPeak] = [m.rss, m];
  }, 50);
  try {
    const value = await fn();
    return { value, ms: performance.now() - t0, peak: Math.max(peak, process.memoryUsage().rss), atPeak };
  } finally {
    clearInterval(timer);
  }
}

/** The import's database work by stage, named from each statement's text (the import's own code is left as is). */
const STAGES: [string, RegExp][] = [
  ['write ISIRs (its triggers included)', /INSERT INTO isir_record_all\b/],
  ['write students', /INSERT INTO student_all \(/],
  ['publish (PGlite)', /isir_upload_unpublished/],
  ['selection (current transactions)', /isir_touched|isir_best|isir_previous|SET is_current/],
  [
    'summaries (changes, students, task lists)',
    /isir_change|student_interview_link|UPDATE student |record_history/,
  ],
  ['look-ups (duplicates, people)', /^\s*SELECT/],
  ['statistics (ANALYZE)', /^\s*ANALYZE/],
  ['progress and log', /isir_upload/],
];
const TRIGGER_FUNCTIONS = /^(report_|account_qc)/;

interface StageTimes {
  ms: Map<string, { ms: number; statements: number }>;
  /** CPU seconds of the Postgres backend that ran the import's transaction (read from /proc: same machine only). */
  backendCpuMs: number | null;
  /** Time inside the trigger functions the import's transaction called (track_functions, Postgres only). */
  triggers: Map<string, { ms: number; selfMs: number }>;
}

/** The database as the services see it, timing each statement by stage, and each transaction's trigger functions. */
function stageTimed(inner: Db, times: StageTimes, top = true): Db {
  return {
    kind: inner.kind,
    query: async (sql, params) => {
      const t = performance.now();
      try {
        return await inner.query(sql, params);
      } finally {
        const stage = STAGES.find(([, re]) => re.test(sql))?.[0] ?? 'other';
        const s = times.ms.get(stage) ?? { ms: 0, statements: 0 };
        times.ms.set(stage, { ms: s.ms + performance.now() - t, statements: s.statements + 1 });
      }
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) =>
      inner.transaction(async (tx) => {
        if (!top || inner.kind !== 'postgres') return fn(stageTimed(tx, times, false));
        // The functions' own time in this transaction, read before it commits (the bench runs as a superuser).
        await tx.query(`SET LOCAL track_functions = 'pl'`);
        const [{ pid }] = (await readRows(tx, { pid: dbNumber }, 'SELECT pg_backend_pid() AS pid')) as [
          { pid: number },
        ];
        const cpu0 = processCpuMs(pid);
        const value = await fn(stageTimed(tx, times, false));
        const cpu1 = processCpuMs(pid);
        times.backendCpuMs = cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null;
        for (const f of await readRows(
          tx,
          { name: z.string(), ms: dbNumber, selfMs: dbNumber },
          'SELECT funcname AS name, total_time AS ms, self_time AS "selfMs" FROM pg_stat_xact_user_functions',
        ))
          if (TRIGGER_FUNCTIONS.test(f.name)) {
            const t = times.triggers.get(f.name) ?? { ms: 0, selfMs: 0 };
            times.triggers.set(f.name, { ms: t.ms + f.ms, selfMs: t.selfMs + f.selfMs });
          }
        return value;
      }),
    close: () => inner.close(),
    poolStats: inner.poolStats?.bind(inner),
    listen: inner.listen?.bind(inner),
  };
}

/** User + system CPU of a process of this machine (e.g. a Postgres backend), or null when it is not readable here. */
function processCpuMs(pid: number): number | null {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses; clock ticks of 10 ms.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
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
  const env = loadEnv({ ...benchSource(dataDir), SEED_DEMO_DATA: 'off' });
  const schema = `bench_isir_${randomBytes(4).toString('hex')}`;
  prepare('seed', dataDir, ...(kind === 'postgres' ? [SERVER!, schema] : []));
  // A tiny run's server copy is a database of its own by that name (bench/isir-prepare.ts), not a schema.
  const copied = TINY && kind === 'postgres';
  const db =
    kind === 'postgres'
      ? copied
        ? await openDatabase({ ...env, DATABASE_URL: databaseOn(SERVER!, schema) })
        : await openDatabase({ ...env, DATABASE_URL: SERVER! }, { schema })
      : await openDatabase(env);
  const times: StageTimes = { ms: new Map(), triggers: new Map(), backendCpuMs: null };
  const services = await startServices(env, { db: stageTimed(db, times) });
  try {
    // The import first, in a process that has done nothing else yet: its peak memory is a production process's.
    times.ms.clear();
    times.triggers.clear();
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    const before = { ...process.memoryUsage(), youngGeneration: youngGenerationBytes() };
    const cpu0 = process.cpuUsage();
    const run = await measure(() =>
      importIsirFile(services.ctx, 'system', {
        schoolCode: '222222',
        fileName: path.basename(file),
        source: createReadStream(file),
        origin: 'UPLOAD',
        background: false,
      }),
    );
    const cpu = process.cpuUsage(cpu0);
    const processCpuMs = (cpu.user + cpu.system) / 1000;
    if (run.value.status !== 'IMPORTED') throw new Error(`import ${run.value.status}: ${run.value.error}`);
    // The file's own work alone, after the import (so its garbage is not counted in the import's memory): read and
    // check every record, then decode and seal each as the import does.
    const layouts = await loadLayouts(db);
    const summary: ReadSummary = { header: null, trailer: null, trailerCount: null, records: 0 };
    let t = performance.now();
    for await (const rec of readIsirFile(createReadStream(file), layouts, { summary })) void rec;
    const readMs = performance.now() - t;
    t = performance.now();
    // A summary of its own: the first pass's holds the trailer, which would make line 1 'data after the trailer'.
    for await (const rec of readIsirFile(createReadStream(file), layouts, {
      summary: { header: null, trailer: null, trailerCount: null, records: 0 },
    }))
      decode(services.ctx, rec);
    const decodeMs = performance.now() - t - readMs;
    return { ...run, schema, baseline, before, processCpuMs, stages: { readMs, decodeMs, times } };
  } finally {
    await services.close();
    await db.close();
    if (copied) await dropServerDatabase(SERVER!, schema, dataDir);
  }
}

/** The import's time by stage: the file's own work (measured alone) and the database's, by statement. */
function printStages(
  stages: { readMs: number; decodeMs: number; times: StageTimes },
  importMs: number,
  records: number,
  lz4Ms?: number,
) {
  const per = (ms: number) =>
    `${secs(ms).padStart(7)}  ${((ms * 1000) / records).toFixed(1).padStart(6)} µs/record${lz4Ms ? `  ${(ms / lz4Ms).toFixed(2)}× the lz4 COPY` : ''}`;
  console.log(
    `  the import by stage (the file's work measured alone after it; database time by statement; in the import they overlap, so the sum exceeds its ${secs(importMs)}):`,
  );
  console.log(`    ${'read + check every record'.padEnd(44)} ${per(stages.readMs)}`);
  console.log(`    ${'decode + seal'.padEnd(44)} ${per(stages.decodeMs)}`);
  for (const [stage, t] of [...stages.times.ms].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`    ${`${stage} (${t.statements} statements)`.padEnd(44)} ${per(t.ms)}`);
  // A trigger's time includes the triggers its own writes fire (its self time does not): the totals overlap.
  for (const [fn, t] of [...stages.times.triggers].sort((a, b) => b[1].selfMs - a[1].selfMs))
    console.log(`    ${`  of which trigger ${fn}`.padEnd(44)} ${per(t.ms)}  (self ${secs(t.selfMs)})`);
}

/** COPY of the file's raw lines into a one-column table whose text is kept with the given compression. */
async function bareCopy(file: string, dataDir: string, compression: 'pglz' | 'lz4') {
  const env = loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const db = await openDatabase(
    { ...env, DATABASE_URL: SERVER! },
    { schema: `bench_isir_copy_${randomBytes(4).toString('hex')}` },
  );
  try {
    await db.query(`CREATE TABLE raw_isir_line (line text COMPRESSION ${compression})`);
    // The server reads the file itself (same machine): the floor for moving these bytes into a table.
    const t0 = performance.now();
    await db.query(`COPY raw_isir_line (line) FROM '${file.replace(/'/g, "''")}' WITH (FORMAT text)`);
    const ms = performance.now() - t0;
    const [{ n }] = (await readRows(db, { n: dbNumber }, 'SELECT count(*)::int AS n FROM raw_isir_line')) as [
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
    // The ratio compares runs on the same machine; what else was running there is part of the figure.
    console.log(`  machine at the start: ${loadAverage()}`);

    let serverOk = Boolean(SERVER);
    if (!SERVER)
      console.log('  no Postgres server named (BENCH_DATABASE_URL or DATABASE_URL): server figures skipped');
    else
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
    const mib300 = 300 * 1024 * 1024;
    if (serverOk) {
      const imp = await importOn('postgres', file, path.join(dir, 'pg'));
      const copy = await bareCopy(file, path.join(dir, 'copy'), 'pglz');
      const lz4 = await bareCopy(file, path.join(dir, 'copy-lz4'), 'lz4');
      console.log(
        `  Postgres import:   ${secs(imp.ms)}  ${Math.round(RECORDS / (imp.ms / 1000)).toLocaleString('en-US')} records/s  peak memory ${mb(imp.peak)} (process before the import: ${mb(imp.baseline)}; the import's own: +${mb(imp.peak - imp.baseline)})`,
      );
      console.log(
        `  COPY, pglz:        ${secs(copy.ms)}  (${copy.rows.toLocaleString('en-US')} raw lines into a one-column table, the default compression)`,
      );
      console.log(`  COPY, lz4:         ${secs(lz4.ms)}  (the same lines, lz4: the physical limit here)`);
      // What the memory is: V8's heap (its young generation sized by V8 before the import), memory outside it (Buffers).
      const m = (x: NodeJS.MemoryUsage) =>
        `heap ${mb(x.heapTotal)} (${mb(x.heapUsed)} used), outside the heap ${mb(x.external)} (Buffers ${mb(x.arrayBuffers)})`;
      console.log(
        `  memory before the import: ${m(imp.before)}, young generation ${mb(imp.before.youngGeneration)}`,
      );
      console.log(`  memory at the peak:        ${m(imp.atPeak)}`);
      // Which side bounds the import: this process's CPU (read, check, decode, seal, the statements' parameters) or
      // the backend's (the writes, their indexes and triggers); a side near the import's own time is the bottleneck.
      const backend = imp.stages.times.backendCpuMs;
      console.log(
        `  CPU during the import: this process ${secs(imp.processCpuMs)} (${Math.round((imp.processCpuMs / imp.ms) * 100)}% of its time), its Postgres backend ${backend === null ? 'not readable here' : `${secs(backend)} (${Math.round((backend / imp.ms) * 100)}%)`}`,
      );
      printStages(imp.stages, imp.ms, RECORDS, lz4.ms);
      console.log(`  ${loadAverage()}`);
      reportGoal({
        measure: 'Postgres import / lz4 COPY of the same file',
        goal: '≤ 4×',
        figure: `${(imp.ms / lz4.ms).toFixed(2)}× (${secs(imp.ms)} / ${secs(lz4.ms)})`,
        met: imp.ms / lz4.ms <= 4,
      });
      reportGoal({
        measure: 'Postgres import / pglz COPY of the same file',
        goal: '≤ 2×',
        figure: `${(imp.ms / copy.ms).toFixed(2)}× (${secs(imp.ms)} / ${secs(copy.ms)})`,
        met: imp.ms / copy.ms <= 2,
      });
      // The goal is on the whole process; most of it is the services themselves before any import (code under tsx).
      reportGoal({
        measure: 'import peak memory (RSS of the process), default heap',
        goal: '≤ 300 MB',
        figure: mb(imp.peak),
        met: imp.peak <= mib300,
      });
    } else {
      for (const [measure, goal] of [
        ['Postgres import / lz4 COPY of the same file', '≤ 4×'],
        ['Postgres import / pglz COPY of the same file', '≤ 2×'],
        ['import peak memory (RSS of the process), default heap', '≤ 300 MB'],
      ] as const)
        reportGoal({ measure, goal, figure: 'no server', met: null });
    }
    const liteFile =
      PGLITE_RECORDS === RECORDS ? file : path.join(dir, `IDSA27OP-bench-${PGLITE_RECORDS}.txt`);
    if (liteFile !== file) {
      prepare('generate', String(PGLITE_RECORDS), liteFile);
    }
    console.log(`  after the server runs: ${loadAverage()}`);
    const lite = await importOn('pglite', liteFile, path.join(dir, 'lite'));
    console.log(
      `  PGlite import:     ${secs(lite.ms)}  ${Math.round(PGLITE_RECORDS / (lite.ms / 1000)).toLocaleString('en-US')} records/s  (${PGLITE_RECORDS.toLocaleString('en-US')} records, on disk)  peak memory ${mb(lite.peak)}`,
    );
    printStages(lite.stages, lite.ms, PGLITE_RECORDS);
    const per100k = (lite.ms / 1000) * (100_000 / PGLITE_RECORDS);
    reportGoal({
      measure: 'PGlite import, seconds per 100,000 records',
      goal: '≤ 60 s',
      figure: `${per100k.toFixed(1)} s (${PGLITE_RECORDS.toLocaleString('en-US')} records in ${secs(lite.ms)})`,
      met: per100k <= 60,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
