/**
 * The measured process of bench/isir-import.ts: the compiled services (services/dist, as `pnpm build` writes them)
 * started on a database seeded before, then one ISIR import, its peak memory, CPU and time by stage. The bench
 * transpiles this file alone and starts it as production starts the services: plain `node
 * --conditions=aidverify-compiled`, Node's default heap, no tsx (whose TypeScript loader, and the services' source
 * transpiled in memory, would count in the figure). So it imports nothing of the repository at run time but the
 * compiled services and their zod, found from the path it is given; the imports below are types only.
 *
 *   node --conditions=aidverify-compiled <this file as JavaScript> <job JSON file>
 */
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getHeapSpaceStatistics } from 'node:v8';
import type { Db } from '../services/src/index.js';
import type { z as Zod } from '../services/test/rows.js';

/** What bench/isir-import.ts asks for: one import on a database it has seeded. */
export interface MeasuredJob {
  kind: 'postgres' | 'pglite';
  /** services/dist/index.js. */
  servicesIndex: string;
  /** The configuration the services read (loadEnv's source). */
  source: Record<string, string>;
  file: string;
  /** The server's database and the schema to open it with (closing the database drops that schema). */
  databaseUrl?: string;
  schema?: string;
  result: string;
}

/** Where the import's database time went, by stage and by trigger function. */
export interface StageTimes {
  ms: Map<string, { ms: number; statements: number }>;
  /** CPU seconds of the Postgres backend that ran the import's transaction (read from /proc: same machine only). */
  backendCpuMs: number | null;
  /** Time inside the trigger functions the import's transaction called (track_functions, Postgres only). */
  triggers: Map<string, { ms: number; selfMs: number }>;
}

/** The figures, as the result file holds them (the maps as their entries). */
export interface MeasuredImport {
  ms: number;
  peak: number;
  atPeak: NodeJS.MemoryUsage;
  baseline: number;
  before: NodeJS.MemoryUsage & { youngGeneration: number };
  /** Resident memory just after the import (near its peak) by kind of mapping, in bytes; null off Linux. */
  residentAfter: ResidentByKind | null;
  processCpuMs: number;
  stages: {
    readMs: number;
    decodeMs: number;
    times: {
      ms: [string, { ms: number; statements: number }][];
      backendCpuMs: number | null;
      triggers: [string, { ms: number; selfMs: number }][];
    };
  };
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
  // The kept reports worked out once at the end of a one-transaction import (SELECT of their functions): counted as
  // look-ups, they were most of that stage's time.
  ['reports at the end (refresh)', /^\s*SELECT \w+_refresh\(/],
  ['look-ups (duplicates, people)', /^\s*SELECT/],
  ['statistics (ANALYZE)', /^\s*ANALYZE/],
  ['progress and log', /isir_upload/],
];
const TRIGGER_FUNCTIONS = /^(report_|account_qc|student_search_name)/;
/** BENCH_PGLITE_TRIGGERS=1: PGlite's trigger functions by time too (track_functions), as the server's always are. */
const PGLITE_TRIGGERS = process.env.BENCH_PGLITE_TRIGGERS === '1';

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as MeasuredJob;
const services: typeof import('../services/src/index.js') = await import(
  pathToFileURL(job.servicesIndex).href
);
const { z }: { z: typeof Zod } = await import(
  pathToFileURL(createRequire(job.servicesIndex).resolve('zod')).href
);
/** A number column as either driver gives it (services/test/rows.ts dbNumber). */
const dbNumber = z
  .union([z.number(), z.bigint(), z.string().regex(/^-?\d+(\.\d+)?$/, 'not a number')])
  .transform(Number);

async function readRows<S extends Zod.ZodRawShape>(db: Pick<Db, 'query'>, columns: S, sql: string) {
  const row = z.object(columns);
  return (await db.query(sql)).map((r) => row.parse(r));
}

/** The heap's young generation as V8 has sized it (both semi-spaces): it grows with what survives, never back here. */
const youngGenerationBytes = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;

/** Resident memory by kind of mapping (/proc/self/smaps). */
export interface ResidentByKind {
  /** Anonymous mappings: V8's heap pages (both generations), large Buffers and strings kept outside the heap. */
  anonymous: number;
  /** The C heap (malloc's main arena): Buffers' bytes under its mapping threshold, native objects (zlib, OpenSSL). */
  cHeap: number;
  /** The node executable's pages. */
  nodeBinary: number;
  other: number;
}

function residentByKind(): ResidentByKind | null {
  let smaps: string;
  try {
    smaps = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return null;
  }
  const kinds: ResidentByKind = { anonymous: 0, cHeap: 0, nodeBinary: 0, other: 0 };
  let kind: keyof ResidentByKind = 'other';
  for (const line of smaps.split('\n')) {
    // A mapping's header: address range, permissions, offset, device, inode, then its path (none: anonymous).
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+ *(.*)$/.exec(line);
    if (header) {
      const name = header[1]!;
      kind =
        name === ''
          ? 'anonymous'
          : name === '[heap]'
            ? 'cHeap'
            : name === process.execPath
              ? 'nodeBinary'
              : 'other';
      continue;
    }
    const rss = /^Rss: +(\d+) kB$/.exec(line);
    if (rss) kinds[kind] += Number(rss[1]) * 1024;
  }
  return kinds;
}

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
        // PGlite: its import is a transaction per batch; their trigger functions' time only when asked (two more
        // statements a batch).
        const lite = inner.kind !== 'postgres';
        if (!top || (lite && !PGLITE_TRIGGERS)) return fn(stageTimed(tx, times, false));
        // The functions' own time in this transaction, read before it commits (the bench runs as a superuser).
        await tx.query(`SET LOCAL track_functions = 'pl'`);
        let value: Awaited<ReturnType<typeof fn>>;
        if (lite) value = await fn(stageTimed(tx, times, false));
        else {
          const [{ pid }] = (await readRows(tx, { pid: dbNumber }, 'SELECT pg_backend_pid() AS pid')) as [
            { pid: number },
          ];
          const cpu0 = processCpuMs(pid);
          value = await fn(stageTimed(tx, times, false));
          const cpu1 = processCpuMs(pid);
          times.backendCpuMs = cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null;
        }
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

async function importOn(): Promise<MeasuredImport> {
  const env = services.loadEnv(job.source);
  const db = job.databaseUrl
    ? await services.openDatabase({ ...env, DATABASE_URL: job.databaseUrl }, { schema: job.schema })
    : await services.openDatabase(env);
  const times: StageTimes = { ms: new Map(), triggers: new Map(), backendCpuMs: null };
  const started = await services.startServices(env, { db: stageTimed(db, times) });
  try {
    // The import first, in a process that has done nothing else yet: its peak memory is a production process's.
    times.ms.clear();
    times.triggers.clear();
    const baseline = process.memoryUsage().rss;
    const before = { ...process.memoryUsage(), youngGeneration: youngGenerationBytes() };
    const cpu0 = process.cpuUsage();
    const run = await measure(() =>
      services.importIsirFile(started.ctx, 'system', {
        schoolCode: '222222',
        fileName: path.basename(job.file),
        source: createReadStream(job.file),
        origin: 'UPLOAD',
        background: false,
      }),
    );
    const cpu = process.cpuUsage(cpu0);
    const residentAfter = residentByKind();
    if (run.value.status !== 'IMPORTED') throw new Error(`import ${run.value.status}: ${run.value.error}`);
    // The file's own work alone, after the import (so its garbage is not counted in the import's memory): read and
    // check every record, then decode and seal each as the import does.
    const layouts = await services.loadLayouts(db);
    let t = performance.now();
    for await (const rec of services.readIsirFile(createReadStream(job.file), layouts, {
      summary: { header: null, trailer: null, trailerCount: null, records: 0 },
    }))
      void rec;
    const readMs = performance.now() - t;
    t = performance.now();
    // A summary of its own: the first pass's holds the trailer, which would make line 1 'data after the trailer'.
    for await (const rec of services.readIsirFile(createReadStream(job.file), layouts, {
      summary: { header: null, trailer: null, trailerCount: null, records: 0 },
    }))
      services.decode(started.ctx, rec);
    const decodeMs = performance.now() - t - readMs;
    return {
      ms: run.ms,
      peak: run.peak,
      atPeak: run.atPeak,
      residentAfter,
      baseline,
      before,
      processCpuMs: (cpu.user + cpu.system) / 1000,
      stages: {
        readMs,
        decodeMs,
        times: { ms: [...times.ms], backendCpuMs: times.backendCpuMs, triggers: [...times.triggers] },
      },
    };
  } finally {
    await started.close();
    await db.close();
  }
}

writeFileSync(job.result, JSON.stringify(await importOn()));
