/**
 * Load: BENCH_LOAD_USERS virtual users (default 200) for BENCH_LOAD_SECONDS (default 60) against the production
 * start: the services and the gateway as two processes (NODE_ENV=production), on a Postgres server
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) in a database of their own, created here
 * and dropped at the end. The users (bench/lib/virtual-users.ts, the same bench/replicas.ts runs): half are staff
 * searching students and opening StudentView (the web's SearchStudents and StudentWorkspace operations), half
 * students stepping through an interview (Interview, SaveInterviewStep, InterviewGoBack: each user on a task list
 * item of its own). Prints requests, errors, p50/p99 per kind and the RSS of both processes before and after
 * (expected: 0 errors, RSS flat within 50 MB). The processes run with the heap flags the images run with
 * (deploy/Dockerfile's NODE_OPTIONS): V8's heap limit decides how far the old space grows between full collections.
 * Loopback only (ports BENCH_LOAD_GATEWAY_PORT/BENCH_LOAD_SERVICES_PORT, default 4412/4413), bounded, stops by itself.
 * Goals (issue 28): 0 errors, p99 < 1 s, both processes' RSS flat within 50 MB; reported, the bench exits 0.
 * BENCH_TINY=1: 4 users for 2 s, on the server only when one is named (BENCH_DATABASE_URL or DATABASE_URL).
 *
 *   npx tsx bench/load.ts     (BENCH_LOAD_USERS, BENCH_LOAD_SECONDS, BENCH_DATABASE_URL)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, openDatabase, startServices } from '../services/src/index.js';
import { seededServerCopy } from './lib/database.js';
import { benchServer, loadAverage, reportGoal, sized, TINY } from './lib/result.js';
import { pct, prepareLoad } from './lib/virtual-users.js';

const USERS = sized('BENCH_LOAD_USERS', 200, 4);
const SECONDS = sized('BENCH_LOAD_SECONDS', 60, 2);
const SERVER = benchServer();
// The tiny run (npm test) takes ports of its own, so that it never meets a full run's processes.
const GATEWAY_PORT = sized('BENCH_LOAD_GATEWAY_PORT', 4412, 4422);
const SERVICES_PORT = sized('BENCH_LOAD_SERVICES_PORT', 4413, 4423);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The heap flags (`--max-old-space-size=…`, …) of NODE_OPTIONS in the stage both images start from (node-runtime):
 * the processes here run from TypeScript sources (tsx), so its other options (`--conditions=aidverify-compiled`,
 * for dist/) do not apply.
 */
function imageHeapFlags() {
  const dockerfile = readFileSync(path.join(root, 'deploy', 'Dockerfile'), 'utf8');
  const stage = dockerfile.split(/^FROM /m).find((s) => /\sAS node-runtime\s/.test(s)) ?? '';
  const options = /^\s*NODE_OPTIONS="?([^"\n]*)"?/m.exec(stage)?.[1];
  if (options === undefined) throw new Error("deploy/Dockerfile's node-runtime stage sets no NODE_OPTIONS");
  return options.split(/\s+/).filter((o) => /^--(max|min)-[a-z-]+-size=\d+$/.test(o));
}
const HEAP_FLAGS = imageHeapFlags();

function start(name: string, cwd: string, env: Record<string, string>): ChildProcess {
  // One process per part (node with tsx's loader), so its pid is the server whose memory is read.
  const child = spawn(process.execPath, [...HEAP_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, cwd),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

async function waitReady(url: string, child: ChildProcess, seconds = 180) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} not ready within ${seconds} s`);
}

/** Where a process's memory is, from its own /metrics (prom-client's Node.js figures), in MB. */
async function heapMb(base: string): Promise<Record<string, number>> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${base}/metrics: ${res.status} ${text.slice(0, 200)}`);
  // A series' value; its labels may include the process's own (registry default labels), and `label` when given.
  const value = (name: string, label?: string) => {
    const line = text
      .split('\n')
      .find((l) => l.startsWith(name) && /^[{ ]/.test(l.slice(name.length)) && (!label || l.includes(label)));
    return Number(line?.split(' ').at(-1) ?? NaN);
  };
  const read = (name: string, space?: string) => value(name, space && `space="${space}"`) / 1024 / 1024;
  return {
    'heap used': read('nodejs_heap_size_used_bytes'),
    'heap total': read('nodejs_heap_size_total_bytes'),
    'new space': read('nodejs_heap_space_size_total_bytes', 'new'),
    'old space used': read('nodejs_heap_space_size_used_bytes', 'old'),
    // Buffers and other memory V8 is told of but does not hold (array buffers are part of it).
    external: read('nodejs_external_memory_bytes'),
    // Full (mark-compact) collections so far: the old space shrinks only at one of these.
    'full GCs (count)': value('nodejs_gc_duration_seconds_count', 'kind="major"'),
  };
}
const OPERATOR_TOKEN = randomBytes(16).toString('hex');

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};

async function main() {
  if (!SERVER) {
    console.log('aidverify load: needs a Postgres server (BENCH_DATABASE_URL or DATABASE_URL); not run');
    for (const measure of ['errors', 'p99 of all requests', 'RSS change, services and gateway'])
      reportGoal({ measure, goal: '—', figure: 'no server', met: null });
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-load-'));
  const admin = await openDatabase({
    ...loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    DATABASE_URL: SERVER,
  });
  // A tiny run (npm test) starts on a copy of the seeded snapshot instead of seeding its own database below.
  const copy = TINY ? await seededServerCopy(SERVER, dataDir) : undefined;
  const dbName = copy?.name ?? `aidverify_load_${randomBytes(4).toString('hex')}`;
  if (!copy) await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(SERVER);
  url.pathname = `/${dbName}`;
  const children: ChildProcess[] = [];
  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let closeUsers: (() => Promise<void>) | undefined;
  try {
    // Production never loads the demo data: the database is migrated and seeded first, here, as a development
    // start would (with the same data key), and the production services start on it.
    const dataKey = copy?.dataKey ?? randomBytes(32).toString('base64');
    if (!copy) {
      const seedEnv = loadEnv({
        NODE_ENV: 'development',
        SERVICES_PORT: '0',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATA_ENCRYPTION_KEY: dataKey,
        JOB_WORKER: 'off',
      });
      const seedDb = await openDatabase({ ...seedEnv, DATABASE_URL: url.href });
      await (await startServices(seedEnv, { db: seedDb })).close();
      await seedDb.close();
    }
    const services = start('services', 'services', {
      NODE_ENV: 'production',
      DATABASE_URL: url.href,
      SERVICES_PORT: String(SERVICES_PORT),
      SERVICES_HOST: '127.0.0.1',
      // The gateway serves the services' OpenID provider at /oidc on its own port: tokens name that issuer.
      OIDC_ISSUER_URL: `http://localhost:${GATEWAY_PORT}/oidc`,
      DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEY: dataKey,
      LOG_LEVEL: 'warn',
      JOB_WORKER: 'off',
      OPERATOR_TOKEN,
    });
    children.push(services);
    await waitReady(`http://127.0.0.1:${SERVICES_PORT}/healthz`, services);
    const gw = start('gateway', 'gateway', {
      NODE_ENV: 'production',
      // Sessions here send the bench's own documents; trusted documents (only the web build's) are the browser's rule.
      TRUSTED_DOCUMENTS: 'off',
      GATEWAY_PORT: String(GATEWAY_PORT),
      GATEWAY_HOST: '127.0.0.1',
      SERVICES_URL: `http://127.0.0.1:${SERVICES_PORT}`,
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'off',
      WEB_DIST: path.join(dataDir, 'no-web'),
      OPERATOR_TOKEN,
    });
    children.push(gw);
    await waitReady(`http://127.0.0.1:${GATEWAY_PORT}/readyz`, gw);
    db = await openDatabase({
      ...loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      DATABASE_URL: url.href,
    });

    // The users sign in through the gateway as people do (their codes read from the bench database's outbox).
    const users = await prepareLoad(`http://127.0.0.1:${GATEWAY_PORT}`, db, USERS);
    closeUsers = () => users.close();
    const students = Math.floor(USERS / 2);

    // Warm-up (JIT, pools, caches), then memory before, the measured run, memory after.
    await users.run(TINY ? 1 : Math.min(10, Math.max(3, SECONDS / 6)));
    const bases = {
      services: `http://127.0.0.1:${SERVICES_PORT}`,
      gateway: `http://127.0.0.1:${GATEWAY_PORT}`,
    };
    const heaps = async () => ({
      services: await heapMb(bases.services),
      gateway: await heapMb(bases.gateway),
    });
    const before = { services: rssMb(services.pid!), gateway: rssMb(gw.pid!) };
    const heapBefore = await heaps();
    // RSS through the run: a climb that levels off is the processes reaching their working size; one that keeps
    // climbing is memory kept.
    const climb: { services: number; gateway: number }[] = [];
    const sampler = setInterval(
      () => climb.push({ services: rssMb(services.pid!), gateway: rssMb(gw.pid!) }),
      (SECONDS * 1000) / 6,
    );
    const {
      latencies,
      errors,
      firstErrors,
      seconds: elapsed,
    } = await users.run(SECONDS).finally(() => clearInterval(sampler));
    const after = { services: rssMb(services.pid!), gateway: rssMb(gw.pid!) };
    const heapAfter = await heaps();

    console.log(
      `\naidverify load: ${USERS} virtual users (${USERS - students} staff searching and opening StudentView, ${students} students stepping through interviews) for ${SECONDS} s`,
    );
    console.log(
      `production start: services and gateway as separate processes (NODE_ENV=production, node ${HEAP_FLAGS.join(' ') || 'with no heap flags'} as the images), Postgres database ${dbName} on ${url.host}; loopback, undici client\n`,
    );
    console.log(
      `${'who'.padEnd(9)} ${'requests'.padStart(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
    );
    for (const kind of ['staff', 'student'] as const) {
      const xs = latencies[kind];
      console.log(
        `${kind.padEnd(9)} ${String(xs.length).padStart(9)} ${(xs.length / elapsed).toFixed(1).padStart(8)} ${pct(xs, 0.5).toFixed(1).padStart(8)} ${pct(xs, 0.99).toFixed(1).padStart(8)} ${String(errors[kind]).padStart(7)}`,
      );
    }
    const all = [...latencies.staff, ...latencies.student];
    const totalErrors = errors.staff + errors.student;
    console.log(
      `${'all'.padEnd(9)} ${String(all.length).padStart(9)} ${(all.length / elapsed).toFixed(1).padStart(8)} ${pct(all, 0.5).toFixed(1).padStart(8)} ${pct(all, 0.99).toFixed(1).padStart(8)} ${String(totalErrors).padStart(7)}`,
    );
    for (const e of firstErrors) console.log(`  error: ${e}`);
    console.log(`\nRSS MB     before    after    change`);
    for (const name of ['services', 'gateway'] as const) {
      console.log(
        `${name.padEnd(9)} ${before[name].toFixed(0).padStart(8)} ${after[name].toFixed(0).padStart(8)} ${(after[name] - before[name]).toFixed(0).padStart(8)}`,
      );
    }
    for (const name of ['services', 'gateway'] as const)
      console.log(
        `${name.padEnd(9)} RSS every ${(SECONDS / 6).toFixed(0)} s: ${[before, ...climb, after].map((r) => r[name].toFixed(0)).join(' → ')} MB`,
      );
    // What the growth is: V8's heap (live objects and garbage not yet collected), its young generation, or memory
    // outside it (buffers, native allocations). Old space used that climbs with no full GC between is garbage
    // promoted out of the young generation, waiting for V8's next full collection.
    console.log(
      `\nheap MB (/metrics)  ${'before'.padStart(8)} ${'after'.padStart(8)} ${'change'.padStart(8)}`,
    );
    for (const name of ['services', 'gateway'] as const)
      for (const [what, mb] of Object.entries(heapBefore[name]))
        console.log(
          `${`${name} ${what}`.padEnd(28)} ${mb.toFixed(0).padStart(8)} ${heapAfter[name][what]!.toFixed(0).padStart(8)} ${(heapAfter[name][what]! - mb).toFixed(0).padStart(8)}`,
        );
    const flat =
      Math.abs(after.services - before.services) <= 50 && Math.abs(after.gateway - before.gateway) <= 50;
    console.log(`\n${loadAverage()}`);
    reportGoal({ measure: 'errors', goal: '0', figure: String(totalErrors), met: totalErrors === 0 });
    const p99 = pct(all, 0.99);
    reportGoal({
      measure: 'p99 of all requests',
      goal: '< 1 s',
      figure: `${p99.toFixed(0)} ms`,
      met: p99 < 1000,
    });
    reportGoal({
      measure: 'RSS change, services and gateway',
      goal: 'within ±50 MB',
      figure: `services ${(after.services - before.services).toFixed(0)} MB, gateway ${(after.gateway - before.gateway).toFixed(0)} MB`,
      met: flat,
    });
  } finally {
    await closeUsers?.();
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)),
    );
    await db?.close();
    await admin
      .query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      .catch((e: Error) => console.error(`could not drop ${dbName}: ${e.message}`));
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
