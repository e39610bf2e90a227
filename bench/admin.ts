/**
 * Administration under load, bounded and on loopback (services on PGlite in memory with demo data, gateway in
 * this process):
 *  1. the /Permissions screen's query (permissionMatrix: roles, nested categories, links) through the gateway,
 *     fixed concurrency for a fixed time: req/s, p50, p99;
 *  2. a SAIG mailbox poll of many files dropped in the school's folder: files/s;
 *  3. importing received ISIR files one after another (3 FSA 2026-27 test records each): files/s and records/s.
 *
 *   npx tsx bench/admin.ts      (BENCH_CONCURRENCY, BENCH_SECONDS, BENCH_FILES to change the load)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, loadEnv, startServices } from '../services/src/index.js';
import { loadGatewayEnv, startGateway } from '../gateway/src/index.js';
import { loadAverage, reportGoal, sized } from './lib/result.js';
import { benchSource, openDemoDatabase } from './lib/database.js';

const CONCURRENCY = sized('BENCH_CONCURRENCY', 8, 2);
const SECONDS = sized('BENCH_SECONDS', 6, 1);
const FILES = sized('BENCH_FILES', 200, 3);
const IMPORTS = Math.min(FILES, 20);
const ADMIN = 'admin@aidverify.test';
const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLE = path.resolve(here, '../fixtures/isir/samples/2026-27/applications_2627_12082025.txt');
const MATRIX = `{ permissionMatrix { roles { id name } categories { id name permissions { id code } children { id name permissions { id code } } } links { roleID permissionID } } }`;

async function graphql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
}

async function signIn(gatewayUrl: string, servicesUrl: string): Promise<string> {
  const c = await graphql(
    gatewayUrl,
    'mutation ($i: SignInInput!) { signIn(input: $i) { challenge { ticket } } }',
    { i: { username: ADMIN, password: DEMO_PASSWORD } },
  );
  const ticket = c.data?.signIn?.challenge?.ticket;
  await graphql(gatewayUrl, 'mutation ($t: String!) { sendMfaCode(ticket: $t, channel: EMAIL) { ok } }', {
    t: ticket,
  });
  const outbox = (await (
    await fetch(`${servicesUrl}/api/dev/outbox?recipient=${encodeURIComponent(ADMIN)}`)
  ).json()) as { body: string }[];
  const code = outbox[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const s = await graphql(
    gatewayUrl,
    'mutation ($t: String!, $c: String!) { checkMfaCode(ticket: $t, code: $c) { session { accessToken } } }',
    { t: ticket, c: code },
  );
  const token = s.data?.checkMfaCode?.session?.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(s)}`);
  return token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-admin-'));
  const source = benchSource(dataDir);
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
    const token = await signIn(gateway.url, services.url);
    const first = await graphql(gateway.url, MATRIX, {}, token);
    if (first.errors) throw new Error(JSON.stringify(first.errors));

    // 1. The permission matrix through the gateway.
    const latencies: number[] = [];
    let errors = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const t = performance.now();
          const r = await graphql(gateway.url, MATRIX, {}, token);
          if (r.errors) errors++;
          latencies.push(performance.now() - t);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    console.log(
      `permissionMatrix via gateway: ${(latencies.length / SECONDS).toFixed(1)} req/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ${errors} errors (concurrency ${CONCURRENCY}, ${SECONDS} s)`,
    );

    // 2. A mailbox poll of FILES files.
    const rest = (method: string, p: string, body?: unknown) =>
      fetch(`${services.url}/school-api/${p}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    await rest('PATCH', 'saigAdmin/updateTgInfo', { tgNumber: 'TG54321' });
    await rest('POST', 'saigAdmin/createSchoolFolder/222222', {});
    const folder = path.join(dataDir, 'saig', '222222');
    mkdirSync(folder, { recursive: true });
    const records = readFileSync(SAMPLE, 'latin1')
      .split('\n')
      .map((l) => l.replace(/\r$/, ''))
      .filter((l) => l.trim() && !l.startsWith('O*N'));
    for (let i = 0; i < FILES; i++) {
      // Each file its own three students (a distinct slice of the sample), so imports create students, not duplicates.
      const slice = records.slice((i * 3) % (records.length - 3), ((i * 3) % (records.length - 3)) + 3);
      writeFileSync(
        path.join(folder, `IDSA27OP.B${String(i).padStart(5, '0')}`),
        slice.join('\r\n') + '\r\n',
        'latin1',
      );
    }
    let t = performance.now();
    const polled = await rest('POST', 'saigAdmin/pollMailboxes', {});
    const pollSeconds = (performance.now() - t) / 1000;
    console.log(
      `mailbox poll: ${polled.body.received} files received in ${pollSeconds.toFixed(2)} s (${(polled.body.received / pollSeconds).toFixed(0)} files/s)`,
    );

    // 3. Importing received files one after another.
    const list = (await rest('GET', 'edMessage')).body as { id: number }[];
    t = performance.now();
    let imported = 0;
    for (const m of list.slice(0, IMPORTS)) {
      const r = await rest('PATCH', `edMessage/${m.id}`, { edFileStatus: 1 });
      if (r.status === 200) imported++;
    }
    const importSeconds = (performance.now() - t) / 1000;
    console.log(
      `mailbox import: ${imported}/${IMPORTS} files (${imported * 3} records) in ${importSeconds.toFixed(2)} s (${(imported / importSeconds).toFixed(1)} files/s, ${((imported * 3) / importSeconds).toFixed(0)} records/s)`,
    );
    console.log(loadAverage());
    if (imported !== IMPORTS) throw new Error(`only ${imported} of ${IMPORTS} received files imported`);
    reportGoal({
      measure: 'permissionMatrix via gateway; mailbox poll; received files imported',
      goal: '— (reported), no errors',
      figure: `${(latencies.length / SECONDS).toFixed(0)} req/s p99 ${percentile(latencies, 99).toFixed(0)} ms; ${(polled.body.received / pollSeconds).toFixed(0)} files/s; ${(imported / importSeconds).toFixed(1)} files/s; ${errors} errors`,
      met: errors === 0 ? null : false,
    });
  } finally {
    await gateway.close();
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
