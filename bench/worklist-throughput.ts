/**
 * A worklist page of 100 students with their task lists, linked accounts and signature status, two ways:
 * through the gateway (one `worklist` GraphQL query, batched by DataLoaders into 3 REST calls) and directly
 * against the REST services (the same 3 calls a client would make itself: worklist page, taskListSearch,
 * StudentAccountLink/getMany). Services (PGlite in memory, demo data with 150 students put in review) and
 * gateway run in this process on loopback; bounded load (fixed concurrency and duration), stops by itself.
 *
 *   pnpm --filter @aidverify/gateway bench    (BENCH_CONCURRENCY, BENCH_SECONDS to change the load)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, loadEnv, startServices } from '../services/src/index.js';
import { loadGatewayEnv, startGateway } from '../gateway/src/index.js';
import { loadAverage, reportGoal, sized, TINY } from './lib/result.js';
import { openDemoDatabase } from './lib/database.js';

const CONCURRENCY = sized('BENCH_CONCURRENCY', 8, 2);
const SECONDS = sized('BENCH_SECONDS', 8, 1);
const WARM_UP_SECONDS = TINY ? 0.2 : 1;
const STAFF = 'verifier@aidverify.test';
const PAGE_SIZE = 100;
const QUERY = `query ($input: WorklistInput!) { worklist(input: $input) { total items {
  id uuid studentNumber firstName lastName status verificationGroup signatureComplete studentSignDate parentSignDate assignedTo
  taskList(aidYear: 2027) { id status isForParentAccount interviewType { name } }
  accounts { id username accountType eSignOptOut } } } }`;

interface Result {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

async function drive(name: string, once: () => Promise<boolean>, seconds: number): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          if (await once()) latencies.push(performance.now() - t0);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    name,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}

async function graphql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string }[] };
}

async function signIn(gatewayUrl: string, servicesUrl: string): Promise<string> {
  const challenge = await graphql(
    gatewayUrl,
    'mutation ($input: SignInInput!) { signIn(input: $input) { challenge { ticket } } }',
    {
      input: { username: STAFF, password: DEMO_PASSWORD },
    },
  );
  const ticket = challenge.data?.signIn?.challenge?.ticket;
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
    { t: ticket, c: code },
  );
  const token = session.data?.checkMfaCode?.session?.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(session)}`);
  return token;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-worklist-'));
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
    // A review worklist longer than one page.
    await db.query(
      `UPDATE student SET status = 'REVIEW' WHERE id IN (SELECT id FROM student WHERE school_code = '222222' ORDER BY id LIMIT 150)`,
    );
    const token = await signIn(gateway.url, services.url);
    const auth = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'content-type': 'application/json',
    };
    const variables = { input: { worklist: 'REVIEW', aidYear: 2027, pageSize: PAGE_SIZE } };

    const viaGateway = async () => {
      const answer = await graphql(gateway.url, QUERY, variables, token);
      return !answer.errors && answer.data?.worklist?.items?.length === PAGE_SIZE;
    };
    // The same data straight from REST: the page, then its task lists and accounts in two batched calls.
    const direct = async () => {
      const page = (await (
        await fetch(`${services.url}/student-api/worklist/review/1/2027?pageSize=${PAGE_SIZE}`, {
          headers: auth,
        })
      ).json()) as { items: { id: number }[] };
      const studentIDs = page.items.map((s) => s.id);
      const [tasks, links] = await Promise.all([
        fetch(`${services.url}/student-api/studentInterviewLink/taskListSearch`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ studentIDs, aidYear: 2027 }),
        }),
        fetch(`${services.url}/student-api/StudentAccountLink/getMany`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ studentIDs }),
        }),
      ]);
      await Promise.all([tasks.json(), links.json()]);
      return tasks.ok && links.ok && studentIDs.length === PAGE_SIZE;
    };
    if (!(await viaGateway()) || !(await direct())) throw new Error('a target did not answer a full page');

    gateway.upstream.reset();
    await drive('warm-up', viaGateway, WARM_UP_SECONDS);
    gateway.upstream.reset();
    const g = await drive('gateway  POST /graphql  worklist (100 students)', viaGateway, SECONDS);
    const callsPerQuery = gateway.upstream.total() / Math.max(1, g.requests + g.errors);
    await drive('warm-up', direct, WARM_UP_SECONDS);
    const r = await drive('REST     worklist + taskListSearch + getMany', direct, SECONDS);

    console.log(
      `\naidverify bench: review worklist page of ${PAGE_SIZE} students with task lists, accounts, signature status, as ${STAFF}`,
    );
    console.log(
      `concurrency ${CONCURRENCY}, ${SECONDS} s per target after ${WARM_UP_SECONDS} s warm-up; loopback; services (PGlite in memory) and gateway in one process\n`,
    );
    console.log(
      `${'target'.padEnd(52)} ${'requests'.padStart(9)} ${'pages/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'errors'.padStart(7)}`,
    );
    for (const x of [r, g])
      console.log(
        `${x.name.padEnd(52)} ${String(x.requests).padStart(9)} ${fmt(x.rps)} ${fmt(x.p50, 2)} ${fmt(x.p99, 2)} ${String(x.errors).padStart(7)}`,
      );
    console.log(
      `\ngateway/REST throughput: ${(g.rps / r.rps).toFixed(2)}   p99 gateway/REST: ${(g.p99 / r.p99).toFixed(2)}`,
    );
    console.log(
      `upstream REST calls per worklist query through the gateway: ${callsPerQuery.toFixed(2)} (${Object.keys(gateway.upstream.snapshot()).join(', ')}); ${loadAverage()}\n`,
    );
    reportGoal({
      measure: 'gateway / REST throughput, 100-student worklist (one process)',
      goal: '≥ 0.80',
      figure: (g.rps / r.rps).toFixed(2),
      met: g.rps / r.rps >= 0.8,
    });
    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'worklist-throughput.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          concurrency: CONCURRENCY,
          seconds: SECONDS,
          rest: r,
          gateway: g,
          callsPerQuery,
        },
        null,
        2,
      ),
    );
  } finally {
    await gateway.close();
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
