/**
 * The announcement banner under load, bounded and on loopback (services on PGlite in memory with demo data,
 * gateway in this process): every staff and student page load asks for the current announcements, so this is the
 * back-office's hot path. With 20 announcements of the school and the installation (some ended, some for the other
 * audience), fixed concurrency for a fixed time through the gateway: req/s, p50, p99; then the Title IV school
 * search of /addSchool the same way.
 *
 *   npx tsx bench/announcements.ts      (BENCH_CONCURRENCY, BENCH_SECONDS to change the load)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, loadEnv, startServices } from '../services/src/index.js';
import { loadGatewayEnv, startGateway } from '../gateway/src/index.js';

import { loadAverage, reportGoal, sized } from './lib/result.js';
import { benchSource, openDemoDatabase } from './lib/database.js';

const CONCURRENCY = sized('BENCH_CONCURRENCY', 8, 2);
const SECONDS = sized('BENCH_SECONDS', 6, 1);
const SUPERADMIN = 'superadmin@aidverify.test';
const CURRENT = '{ currentNotifications { id title body severity } }';
const TITLE_IV =
  'query ($s: String!) { titleIvSchools(stateAbbreviation: $s, city: null) { schoolCode schoolName city } }';

async function graphql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
}

async function signIn(gatewayUrl: string, servicesUrl: string, email: string): Promise<string> {
  const c = await graphql(
    gatewayUrl,
    'mutation ($i: SignInInput!) { signIn(input: $i) { challenge { ticket } } }',
    {
      i: { username: email, password: DEMO_PASSWORD },
    },
  );
  const ticket = c.data?.signIn?.challenge?.ticket;
  await graphql(gatewayUrl, 'mutation ($t: String!) { sendMfaCode(ticket: $t, channel: EMAIL) { ok } }', {
    t: ticket,
  });
  const outbox = (await (
    await fetch(`${servicesUrl}/api/dev/outbox?recipient=${encodeURIComponent(email)}`)
  ).json()) as { body: string }[];
  const code = outbox[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const s = await graphql(
    gatewayUrl,
    'mutation ($t: String!, $c: String!) { checkMfaCode(ticket: $t, code: $c) { session { accessToken } } }',
    {
      t: ticket,
      c: code,
    },
  );
  const token = s.data?.checkMfaCode?.session?.accessToken;
  if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(s)}`);
  return token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs one query at fixed concurrency for SECONDS and prints throughput and latency. */
async function load(
  label: string,
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token: string,
) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const r = await graphql(url, query, variables, token);
        if (r.errors) errors++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `${label}: ${(latencies.length / SECONDS).toFixed(1)} req/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ${errors} errors (concurrency ${CONCURRENCY}, ${SECONDS} s); ${loadAverage()}`,
  );
  reportGoal({
    measure: label,
    goal: '— (reported), no errors',
    figure: `${(latencies.length / SECONDS).toFixed(0)} req/s, p99 ${percentile(latencies, 99).toFixed(0)} ms, ${errors} errors`,
    met: errors === 0 ? null : false,
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-announcements-'));
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
    const admin = await signIn(gateway.url, services.url, SUPERADMIN);
    const today = new Date().toISOString().slice(0, 10);
    const ADD = 'mutation ($i: NotificationInput!) { addNotification(input: $i) { ok error { message } } }';
    for (let i = 0; i < 20; i++) {
      const input = {
        title: `Announcement ${i}`,
        body: 'The aid office is closed on Friday.',
        audience: ['ALL', 'STAFF', 'STUDENTS'][i % 3],
        severity: i % 5 === 0 ? 'WARNING' : 'INFO',
        startDate: i % 4 === 0 ? '2020-01-01' : today,
        endDate: i % 4 === 0 ? '2020-02-01' : null,
        installationWide: i % 2 === 0,
      };
      const r = await graphql(gateway.url, ADD, { i: input }, admin);
      if (!r.data?.addNotification?.ok) throw new Error(JSON.stringify(r));
    }
    const student = await signIn(gateway.url, services.url, 'student@aidverify.test');
    const shown = await graphql(gateway.url, CURRENT, {}, student);
    console.log(`a student is shown ${shown.data?.currentNotifications?.length} of the 20 announcements`);
    await load('currentNotifications (banner) via gateway, student', gateway.url, CURRENT, {}, student);
    await load(
      'titleIvSchools (a state, every city) via gateway, administrator',
      gateway.url,
      TITLE_IV,
      { s: 'CA' },
      admin,
    );
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
