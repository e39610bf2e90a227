/**
 * Replicas: the load of bench/load.ts (BENCH_LOAD_USERS virtual users, default 200, for BENCH_REPLICAS_SECONDS, default
 * 30, each configuration) against one services and one gateway process, then against two of each, in one run and on
 * one Postgres database of its own (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; created here
 * and dropped at the end). Both configurations sit behind the same round-robin proxies (gateway/test/replica-set.ts:
 * one in front of the gateways, one between the gateways and the services), with one target or two, so the only
 * difference is the number of replicas; the gateways share their API-token limits in Redis (REDIS_URL, default
 * redis://127.0.0.1:6379; none of this load uses a token, so nothing is written there). Processes as `npm start` runs them with NODE_ENV=production.
 * Prints, side by side: requests, errors (expected 0), p50/p99 and throughput, the throughput ratio, and the load
 * average before and after each run. On a machine with few cores the ratio shows what sharing costs (more processes
 * on the same cores, a proxy hop, a pool per replica), not a speed-up. Loopback only, bounded, stops by itself.
 * Without a server (BENCH_DATABASE_URL=off, or a tiny run without one) it reports its goals as not measured.
 *
 *   npx tsx bench/replicas.ts     (BENCH_LOAD_USERS, BENCH_REPLICAS_SECONDS, BENCH_DATABASE_URL, REDIS_URL)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv, openDatabase, startServices } from '../services/src/index.js';
import {
  startReplica,
  startRoundRobinProxy,
  until,
  type Replica,
  type RoundRobinProxy,
} from '../gateway/test/replica-set.js';
import { seededServerCopy } from './lib/database.js';
import { benchServer, loadAverage, reportGoal, sized, TINY } from './lib/result.js';
import { pct, prepareLoad, type LoadResult } from './lib/virtual-users.js';

const USERS = sized('BENCH_LOAD_USERS', 200, 4);
const SECONDS = sized('BENCH_REPLICAS_SECONDS', 30, 2);
const SERVER = benchServer();
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Measured {
  replicas: number;
  result: LoadResult;
  loadBefore: string;
  loadAfter: string;
}

async function main() {
  if (!SERVER) {
    console.log('aidverify replicas: needs a Postgres server (BENCH_DATABASE_URL or DATABASE_URL); not run');
    for (const measure of ['errors, one and two of each', 'throughput, two of each / one of each'])
      reportGoal({ measure, goal: '—', figure: 'no server', met: null });
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-replicas-'));
  const admin = await openDatabase({
    ...loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    DATABASE_URL: SERVER,
  });
  // A tiny run (npm test) starts on a copy of the seeded snapshot instead of seeding its own database below.
  const copy = TINY ? await seededServerCopy(SERVER, dataDir) : undefined;
  const dbName = copy?.name ?? `aidverify_replicas_${randomBytes(4).toString('hex')}`;
  if (!copy) await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(SERVER);
  url.pathname = `/${dbName}`;
  const redisPrefix = `aidverify-bench-${randomBytes(4).toString('hex')}:`;
  const front = await startRoundRobinProxy();
  const servicesProxy = await startRoundRobinProxy();
  const dataKey = copy?.dataKey ?? randomBytes(32).toString('base64');
  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const running: Replica[] = [];
  const measured: Measured[] = [];

  const servicesEnv = () => ({
    NODE_ENV: 'production',
    DATABASE_URL: url.href,
    SERVICES_PORT: '0',
    SERVICES_HOST: '127.0.0.1',
    // Kept files in one folder on this one machine (this load keeps none); the issuer the gateways know them by.
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: dataKey,
    PUBLIC_ISSUER: `${servicesProxy.url}/api`,
    // The embedded provider's issuer is the front proxy's address (the gateways' ports are picked at start).
    OIDC_ISSUER_URL: `${front.url}/oidc`,
    LOG_LEVEL: 'warn',
    JOB_WORKER: 'off',
  });
  const gatewayEnv = {
    NODE_ENV: 'production',
    // Sessions here send the bench's own documents; trusted documents (only the web build's) are the browser's rule.
    TRUSTED_DOCUMENTS: 'off',
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    SERVICES_URL: servicesProxy.url,
    PUBLIC_URL: front.url,
    OIDC_ISSUER: `${front.url}/oidc`,
    LOG_LEVEL: 'warn',
    COOKIE_SECURE: 'off',
    WEB_DIST: path.join(dataDir, 'no-web'),
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
  };
  /** Starts `n` replicas of each behind the proxies. */
  const deploy = async (n: number) => {
    const services: Replica[] = [];
    for (let i = 1; i <= n; i++) {
      services.push(await startReplica('services', `services-${i}`, servicesEnv(), 300_000));
      running.push(services.at(-1)!);
    }
    servicesProxy.targets = services.map((r) => r.url);
    const gateways = await Promise.all(
      Array.from({ length: n }, (_, i) => startReplica('gateway', `gateway-${i + 1}`, gatewayEnv, 300_000)),
    );
    running.push(...gateways);
    for (const g of gateways)
      await until(
        () =>
          fetch(`${g.url}/readyz`).then(
            (r) => r.ok,
            () => false,
          ),
        `${g.name} ready`,
        120_000,
      );
    front.targets = gateways.map((r) => r.url);
    return [...services, ...gateways];
  };
  const measure = async (n: number, replicas: Replica[], proxies: RoundRobinProxy[]) => {
    const users = await prepareLoad(front.url, db!, USERS);
    // Warm-up (JIT, pools, caches), then the measured run.
    await users.run(TINY ? 1 : Math.min(10, Math.max(3, SECONDS / 6)));
    for (const p of proxies) p.served.clear();
    const loadBefore = load();
    const result = await users.run(SECONDS);
    const loadAfter = load();
    await users.close();
    // Every replica took its share (round-robin), or the comparison would not be one.
    for (const p of proxies)
      for (const t of p.targets)
        if (!p.served.get(t)) throw new Error(`${t} answered no request in the ${n}-replica run`);
    measured.push({ replicas: n, result, loadBefore, loadAfter });
    await Promise.all(replicas.map((r) => r.stop()));
    running.length = 0;
  };

  try {
    // The demo data first, by a development start on the same database and key (production refuses to seed it).
    if (!copy) {
      const seeder = await startServices(
        loadEnv({ ...servicesEnv(), NODE_ENV: 'development', SEED_DEMO_DATA: 'on', LOG_LEVEL: 'silent' }),
      );
      await seeder.close();
    }
    const one = await deploy(1);
    db = await openDatabase({
      ...loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      DATABASE_URL: url.href,
    });
    await measure(1, one, [front, servicesProxy]);
    const two = await deploy(2);
    await measure(2, two, [front, servicesProxy]);

    console.log(
      `\naidverify replicas: ${USERS} virtual users (bench/load.ts's staff and students) for ${SECONDS} s, one of each process against two of each`,
    );
    console.log(
      `NODE_ENV=production processes behind round-robin proxies (gateways, then services), Postgres database ${dbName} on ${url.host}; loopback\n`,
    );
    const rows: [string, (m: Measured) => string][] = [
      ['requests', (m) => String(m.result.latencies.staff.length + m.result.latencies.student.length)],
      ['errors', (m) => String(m.result.errors.staff + m.result.errors.student)],
      [
        'req/s',
        (m) =>
          ((m.result.latencies.staff.length + m.result.latencies.student.length) / m.result.seconds).toFixed(
            1,
          ),
      ],
      ['p50 ms', (m) => pct([...m.result.latencies.staff, ...m.result.latencies.student], 0.5).toFixed(1)],
      ['p99 ms', (m) => pct([...m.result.latencies.staff, ...m.result.latencies.student], 0.99).toFixed(1)],
      ['staff p99 ms', (m) => pct(m.result.latencies.staff, 0.99).toFixed(1)],
      ['student p99 ms', (m) => pct(m.result.latencies.student, 0.99).toFixed(1)],
      ['load avg before', (m) => m.loadBefore],
      ['load avg after', (m) => m.loadAfter],
    ];
    console.log(`${''.padEnd(16)} ${'one of each'.padStart(18)} ${'two of each'.padStart(18)}`);
    for (const [label, value] of rows)
      console.log(
        `${label.padEnd(16)} ${value(measured[0]!).padStart(18)} ${value(measured[1]!).padStart(18)}`,
      );
    const rate = (m: Measured) =>
      (m.result.latencies.staff.length + m.result.latencies.student.length) / m.result.seconds;
    console.log(
      `\nthroughput ratio (two of each / one of each): ${(rate(measured[1]!) / rate(measured[0]!)).toFixed(2)}`,
    );
    for (const m of measured)
      for (const e of m.result.firstErrors) console.log(`  error (${m.replicas}): ${e}`);
    const errors = measured.reduce((n, m) => n + m.result.errors.staff + m.result.errors.student, 0);
    console.log(`\n${errors === 0 ? '✔' : '✖'} errors: ${errors}\n`);
    console.log(loadAverage());
    reportGoal({
      measure: 'errors, one and two of each',
      goal: '0',
      figure: String(errors),
      met: errors === 0,
    });
    // What two of each gain or cost on this machine is reported, not a goal: on 2 cores it is the cost of sharing.
    reportGoal({
      measure: 'throughput, two of each / one of each',
      goal: '— (reported)',
      figure: `${(rate(measured[1]!) / rate(measured[0]!)).toFixed(2)}`,
      met: null,
    });
    if (errors > 0) process.exitCode = 1;
  } finally {
    await Promise.all(running.map((r) => r.stop()));
    await front.close();
    await servicesProxy.close();
    await db?.close();
    await admin
      .query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      .catch((e: Error) => console.error(`could not drop ${dbName}: ${e.message}`));
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
