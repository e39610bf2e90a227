/**
 * The same data two ways: one page of 25 students, asked for directly from the REST service
 * (POST /student-api/student/userSearch/false) and through the gateway (searchStudents over POST /graphql).
 * Services (PGlite in memory, demo data) and gateway run in this process on loopback; the load is bounded
 * (fixed concurrency, fixed duration) and stops by itself. Prints req/s and p50/p99 for each, then the ratios.
 *
 *   pnpm --filter @aidverify/gateway bench        (BENCH_CONCURRENCY, BENCH_SECONDS to change the load)
 */
import { Agent, request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, loadEnv, startServices } from '../services/src/index.js';
import { loadGatewayEnv, startGateway } from '../gateway/src/index.js';
import { loadAverage, reportGoal, sized, TINY } from './lib/result.js';
import { openDemoDatabase } from './lib/database.js';

const CONCURRENCY = sized('BENCH_CONCURRENCY', 16, 2);
const SECONDS = sized('BENCH_SECONDS', 8, 1);
const WARM_UP_SECONDS = TINY ? 0.2 : 1;
const STAFF = 'verifier@aidverify.test';
const PAGE = { searchValue: '', searchField: 'ANY', page: 1, pageSize: 25 };
const STUDENT_FIELDS = `id uuid schoolCode studentNumber firstName lastName email dateOfBirth ssnLastFour dependencyStatus status
  verificationGroup studentSignDate parentSignDate signatureComplete assignedTo`;
const SEARCH = `query Search($input: StudentSearchInput!) { searchStudents(input: $input) { total page pageSize items { ${STUDENT_FIELDS} } } }`;

interface Target {
  name: string;
  url: URL;
  body: string;
  headers: Record<string, string>;
  /** The page of students in an answer, to check both targets serve the same data. */
  items(answer: unknown): unknown[];
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

/** One keep-alive socket per worker, like a client pool. */
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(target: Target): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      target.url,
      {
        method: 'POST',
        agent,
        headers: {
          ...target.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(target.body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(target.body);
  });
}

async function drive(target: Target, seconds: number): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        const { status, body } = await send(target);
        const ok = status === 200 && !body.includes('"errors"');
        if (ok) latencies.push(performance.now() - t0);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    name: target.name,
    requests: latencies.length,
    errors,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}

async function graphql(url: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: Record<string, Record<string, Record<string, string> | null> | null>;
    errors?: { message: string }[];
  };
}

/** Signs in through GraphQL as the browser does: password, code from the dev outbox, code. */
async function signIn(gatewayUrl: string, servicesUrl: string): Promise<string> {
  const challenge = await graphql(
    gatewayUrl,
    'mutation ($input: SignInInput!) { signIn(input: $input) { challenge { ticket } error { message } } }',
    {
      input: { username: STAFF, password: DEMO_PASSWORD },
    },
  );
  const ticket = challenge.data?.signIn?.challenge?.ticket;
  if (!ticket) throw new Error(`sign-in failed: ${JSON.stringify(challenge)}`);
  await graphql(gatewayUrl, 'mutation ($t: String!) { sendMfaCode(ticket: $t, channel: EMAIL) { ok } }', {
    t: ticket,
  });
  const outbox = (await (
    await fetch(`${servicesUrl}/api/dev/outbox?recipient=${encodeURIComponent(STAFF)}`)
  ).json()) as { body: string }[];
  const code = outbox[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const session = await graphql(
    gatewayUrl,
    'mutation ($t: String!, $c: String!) { checkMfaCode(ticket: $t, code: $c) { session { accessToken } } }',
    {
      t: ticket,
      c: code,
    },
  );
  const token = session.data?.checkMfaCode?.session?.accessToken;
  if (!token) throw new Error(`MFA failed: ${JSON.stringify(session)}`);
  return token;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);

async function main() {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-'));
  const source: Record<string, string> = {
    NODE_ENV: 'development',
    SERVICES_PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '14',
    DATA_DIR: dataDir,
  };
  const env = loadEnv(source);
  const db = await openDemoDatabase(source);
  const services = await startServices(env, { db });
  // Production settings for the gateway: what a deployment would measure (no Sandbox, no stack traces).
  const gateway = await startGateway(
    loadGatewayEnv({
      NODE_ENV: 'production',
      // Sessions here send the bench's own documents; trusted documents (only the web build's) are the browser's rule.
      TRUSTED_DOCUMENTS: 'off',
      GATEWAY_PORT: '0',
      SERVICES_URL: services.url,
      LOG_LEVEL: 'silent',
      COOKIE_SECURE: 'off',
    }),
  );
  try {
    const token = await signIn(gateway.url, services.url);
    const auth = { authorization: `Bearer ${token}` };
    const rest: Target = {
      name: 'REST     POST /student-api/student/userSearch/false',
      url: new URL('/student-api/student/userSearch/false', services.url),
      body: JSON.stringify(PAGE),
      headers: auth,
      items: (answer) => (answer as { items: unknown[] }).items,
    };
    const viaGateway: Target = {
      name: 'gateway  POST /graphql  searchStudents',
      url: new URL('/graphql', gateway.url),
      body: JSON.stringify({
        query: SEARCH,
        variables: { input: { text: '', field: 'ANY', page: 1, pageSize: 25 } },
      }),
      headers: auth,
      items: (answer) =>
        (answer as { data: { searchStudents: { items: unknown[] } } }).data.searchStudents.items,
    };

    // Both must answer the same page before anything is timed.
    const [a, b] = await Promise.all([send(rest), send(viaGateway)]);
    const restItems = rest.items(JSON.parse(a.body));
    const gatewayItems = viaGateway.items(JSON.parse(b.body));
    if (
      a.status !== 200 ||
      b.status !== 200 ||
      restItems.length !== 25 ||
      JSON.stringify(restItems) !== JSON.stringify(gatewayItems)
    ) {
      throw new Error(
        `the two targets do not answer the same page: REST ${a.status} ${a.body.slice(0, 200)} / gateway ${b.status} ${b.body.slice(0, 200)}`,
      );
    }

    const results: Result[] = [];
    for (const target of [rest, viaGateway]) {
      await drive(target, WARM_UP_SECONDS);
      gateway.upstream.reset();
      results.push(await drive(target, SECONDS));
    }
    const [restResult, gatewayResult] = results as [Result, Result];
    const upstreamPerQuery =
      gateway.upstream.total() / Math.max(1, gatewayResult.requests + gatewayResult.errors);

    console.log(`\naidverify bench: one page of 25 students (searchStudents) as ${STAFF}, Test University`);
    console.log(
      `concurrency ${CONCURRENCY}, ${SECONDS} s per target after ${WARM_UP_SECONDS} s warm-up; loopback; services (PGlite in memory) and gateway in one process\n`,
    );
    console.log(
      `${'target'.padEnd(52)} ${'requests'.padStart(9)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'errors'.padStart(7)}`,
    );
    for (const r of results) {
      console.log(
        `${r.name.padEnd(52)} ${String(r.requests).padStart(9)} ${fmt(r.rps)} ${fmt(r.p50, 2)} ${fmt(r.p99, 2)} ${String(r.errors).padStart(7)}`,
      );
    }
    const rpsRatio = gatewayResult.rps / restResult.rps;
    const p99Ratio = gatewayResult.p99 / restResult.p99;
    console.log(
      `\ngateway/REST throughput: ${rpsRatio.toFixed(2)}   p99 gateway/REST: ${p99Ratio.toFixed(2)}   p50 gateway/REST: ${(gatewayResult.p50 / restResult.p50).toFixed(2)}`,
    );
    console.log(
      `upstream calls per GraphQL request: ${upstreamPerQuery.toFixed(2)} (${Object.keys(gateway.upstream.snapshot()).join(', ')})`,
    );
    console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s; ${loadAverage()}\n`);
    reportGoal({
      measure: 'gateway / REST throughput, 25-student search (one process)',
      goal: '≥ 0.80',
      figure: rpsRatio.toFixed(2),
      met: rpsRatio >= 0.8,
    });

    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'gateway-vs-rest.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          concurrency: CONCURRENCY,
          seconds: SECONDS,
          results,
          rpsRatio,
          p99Ratio,
          upstreamPerQuery,
        },
        null,
        2,
      ),
    );
    if (restResult.errors || gatewayResult.errors) throw new Error('some requests failed during the run');
  } finally {
    agent.destroy();
    await gateway.close();
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
