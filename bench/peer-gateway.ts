/**
 * This gateway beside a peer: GraphQL Hive Gateway serving the same services through its OpenAPI source
 * (@omnigraph/openapi over the services' /openapi.json), and REST called directly, in the same run, at the same
 * concurrency, for the same data:
 *  - search: a page of 25 students (REST: POST student/userSearch/false);
 *  - worklist: a review worklist page of 100 students with their task lists, linked accounts and signature status
 *    (REST: the page, then taskListSearch and StudentAccountLink/getMany for its students).
 * Prints req/s, p50, p99 and upstream (REST) calls per request for each target.
 *
 * The services' /openapi.json declares request shapes but no response shapes, so Hive's OpenAPI source types
 * every answer as the scalar JSON: a client cannot select fields, and the worklist's task lists and accounts cannot
 * be nested under its students (nothing links a student in a JSON blob to the taskListSearch operation, and that
 * operation is a POST, i.e. a mutation, which GraphQL runs only at the root). Through Hive the worklist page is
 * therefore two GraphQL requests: the page (a query), then both batched look-ups as two root fields of one
 * mutation; one "page" below is both requests.
 *
 * Run with NODE_ENV=production, as the gateway runs deployed: graphql-js then skips its development-only
 * cross-realm instanceof checks (the services' own configuration is passed explicitly and stays development,
 * whose outbox the sign-in reads).
 *
 *   pnpm --filter @aidverify/bench bench     (BENCH_CONCURRENCY, BENCH_SECONDS to change the load)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGatewayRuntime } from '@graphql-hive/gateway';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
import { getUnifiedGraphGracefully } from '@graphql-mesh/fusion-composition';
import { DEMO_PASSWORD, loadEnv, openDatabase, startServices } from '../services/src/index.js';
import { loadGatewayEnv, startGateway } from '../gateway/src/index.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const STAFF = 'verifier@aidverify.test';

const STUDENT_FIELDS = `id uuid schoolCode studentNumber firstName lastName email dateOfBirth ssnLastFour dependencyStatus status
  verificationGroup studentSignDate parentSignDate signatureComplete assignedTo`;
const SEARCH_BODY = { searchValue: '', searchField: 'ANY', page: 1, pageSize: 25 };
const OUR_SEARCH = `query Search($input: StudentSearchInput!) { searchStudents(input: $input) { total page pageSize items { ${STUDENT_FIELDS} } } }`;
const HIVE_SEARCH = `mutation Search($input: post_student_api_student_userSearch_false_request_Input) { post_student_api_student_userSearch_false(input: $input) }`;

const WORKLIST_SIZE = 100;
const OUR_WORKLIST = `query ($input: WorklistInput!) { worklist(input: $input) { total items {
  id uuid studentNumber firstName lastName status verificationGroup signatureComplete studentSignDate parentSignDate assignedTo
  taskList(aidYear: 2027) { id status isForParentAccount interviewType { name } }
  accounts { id username accountType eSignOptOut } } } }`;
const HIVE_WORKLIST_PAGE = `query Page { student_api_worklist_by_a_by_b_by_aidYear(a: "review", b: "1", aidYear: 2027, pageSize: ${WORKLIST_SIZE}) }`;
const HIVE_WORKLIST_DETAILS = `mutation Details($tasks: post_student_api_studentInterviewLink_taskListSearch_request_Input, $links: post_student_api_StudentAccountLink_getMany_request_Input) {
  tasks: post_student_api_studentInterviewLink_taskListSearch(input: $tasks)
  links: post_student_api_StudentAccountLink_getMany(input: $links) }`;

interface Result { target: string; requests: number; errors: number; rps: number; p50: number; p99: number; upstreamPerRequest: number; cpuMsPerPage: number }

async function drive(once: () => Promise<boolean>, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const cpu = process.cpuUsage();
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
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  // CPU of this process (services, gateways and client) per page: steadier than req/s on a shared, loaded machine.
  const used = process.cpuUsage(cpu);
  const cpuMsPerPage = (used.user + used.system) / 1000 / Math.max(1, latencies.length);
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), cpuMsPerPage };
}

async function post(url: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function signIn(gatewayUrl: string, servicesUrl: string): Promise<string> {
  const graphql = (query: string, variables: Record<string, unknown>) => post(`${gatewayUrl}/graphql`, { query, variables });
  const challenge = await graphql('mutation ($input: SignInInput!) { signIn(input: $input) { challenge { ticket } } }', { input: { username: STAFF, password: DEMO_PASSWORD } });
  const ticket = challenge.data?.signIn?.challenge?.ticket;
  await graphql('mutation ($t: String!) { sendMfaCode(ticket: $t, channel: EMAIL) { ok } }', { t: ticket });
  const outbox = (await (await fetch(`${servicesUrl}/api/dev/outbox?recipient=${encodeURIComponent(STAFF)}`)).json()) as { body: string }[];
  const code = outbox[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const session = await graphql('mutation ($t: String!, $c: String!) { checkMfaCode(ticket: $t, code: $c) { session { accessToken } } }', { t: ticket, c: code });
  const token = session.data?.checkMfaCode?.session?.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(session)}`);
  return token;
}

/** Hive Gateway over the services' OpenAPI document, composed here as `mesh compose` would, on a port of its own. */
async function startHive(servicesUrl: string, onUpstream: () => void): Promise<{ url: string; close(): Promise<void> }> {
  const quiet: any = { log() {}, info() {}, debug() {}, warn() {}, error() {}, child: () => quiet };
  const subgraph = loadOpenAPISubgraph('services', {
    source: `${servicesUrl}/openapi.json`,
    endpoint: servicesUrl,
    // The caller's bearer token goes upstream, as this gateway forwards it.
    operationHeaders: { Authorization: '{context.headers.authorization}' },
  })({ fetch, cwd: process.cwd(), logger: quiet });
  const supergraph = getUnifiedGraphGracefully([{ name: subgraph.name, schema: await subgraph.schema$ }]);
  const runtime = createGatewayRuntime({
    supergraph,
    logging: false,
    maskedErrors: false,
    plugins: () => [{ onFetch: () => void onUpstream() }],
  });
  const server: Server = createServer(runtime);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    async close() {
      await runtime.dispose();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-').padStart(9);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-peer-'));
  const env = loadEnv({ NODE_ENV: 'development', SERVICES_PORT: '0', LOG_LEVEL: 'silent', PASSWORD_SCRYPT_LOG_N: '14', DATA_DIR: dataDir });
  const db = await openDatabase(env, { inMemory: true });
  const services = await startServices(env, { db });
  const gateway = await startGateway(loadGatewayEnv({ NODE_ENV: 'production', GATEWAY_PORT: '0', SERVICES_URL: services.url, LOG_LEVEL: 'silent', COOKIE_SECURE: 'off' }));
  let hiveCalls = 0;
  const hive = await startHive(services.url, () => hiveCalls++);
  try {
    await db.query(`UPDATE student SET status = 'REVIEW' WHERE id IN (SELECT id FROM student WHERE school_code = '222222' ORDER BY id LIMIT 150)`);
    const token = await signIn(gateway.url, services.url);
    const ours = `${gateway.url}/graphql`;
    const rest = (p: string, body?: unknown) =>
      fetch(`${services.url}${p}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${p}: ${r.status}`))));

    // Search: one page of 25 students.
    const search = {
      rest: async () => (await rest('/student-api/student/userSearch/false', SEARCH_BODY)).items?.length === 25,
      ours: async () => (await post(ours, { query: OUR_SEARCH, variables: { input: { text: '', page: 1, pageSize: 25 } } }, token)).data?.searchStudents?.items?.length === 25,
      hive: async () => (await post(hive.url, { query: HIVE_SEARCH, variables: { input: SEARCH_BODY } }, token)).data?.post_student_api_student_userSearch_false?.items?.length === 25,
    };
    // Worklist: 100 students with task lists and accounts.
    const hiveArrays = { checked: false, tasks: false, links: false };
    const details = (ids: number[]) => ({ tasks: { studentIDs: ids, aidYear: 2027 }, links: { studentIDs: ids } });
    const worklist = {
      rest: async () => {
        const page = await rest(`/student-api/worklist/review/1/2027?pageSize=${WORKLIST_SIZE}`);
        const ids = (page.items as { id: number }[]).map((s) => s.id);
        const [tasks, links] = await Promise.all([rest('/student-api/studentInterviewLink/taskListSearch', details(ids).tasks), rest('/student-api/StudentAccountLink/getMany', details(ids).links)]);
        return ids.length === WORKLIST_SIZE && Array.isArray(tasks) && Array.isArray(links);
      },
      ours: async () => (await post(ours, { query: OUR_WORKLIST, variables: { input: { worklist: 'REVIEW', aidYear: 2027, pageSize: WORKLIST_SIZE } } }, token)).data?.worklist?.items?.length === WORKLIST_SIZE,
      hive: async () => {
        const page = await post(hive.url, { query: HIVE_WORKLIST_PAGE }, token);
        const ids = ((page.data?.student_api_worklist_by_a_by_b_by_aidYear?.items ?? []) as { id: number }[]).map((s) => s.id);
        const more = await post(hive.url, { query: HIVE_WORKLIST_DETAILS, variables: details(ids) }, token);
        // Counted when both look-ups answered; see hiveArrays for whether they answered whole lists.
        if (!hiveArrays.checked) Object.assign(hiveArrays, { checked: true, tasks: Array.isArray(more.data?.tasks), links: Array.isArray(more.data?.links) });
        return ids.length === WORKLIST_SIZE && Boolean(more.data?.tasks) && Boolean(more.data?.links);
      },
    };

    const results: Record<string, Result[]> = {};

    for (const [scenario, targets, restCalls] of [['search', search, 1], ['worklist', worklist, 3]] as const) {
      for (const [name, once] of Object.entries(targets)) {
        if (!(await once())) throw new Error(`${scenario}: ${name} did not answer a full page`);
      }
      results[scenario] = [];
      for (const [name, once] of Object.entries(targets) as [keyof typeof targets, () => Promise<boolean>][]) {
        await drive(once, 1); // warm-up
        gateway.upstream.reset();
        hiveCalls = 0;
        const r = await drive(once, SECONDS);
        const done = Math.max(1, r.requests + r.errors);
        const upstreamPerRequest = name === 'rest' ? restCalls : name === 'ours' ? gateway.upstream.total() / done : hiveCalls / done;
        const target = { rest: 'REST direct', ours: 'this gateway', hive: 'Hive Gateway (OpenAPI source)' }[name];
        results[scenario]!.push({ target, ...r, upstreamPerRequest });
      }
    }

    console.log(`\naidverify bench: this gateway beside GraphQL Hive Gateway (OpenAPI source) and REST direct, as ${STAFF}`);
    console.log(`concurrency ${CONCURRENCY}, ${SECONDS} s per target after 1 s warm-up; loopback; services (PGlite in memory) and both gateways in one process`);
    console.log('search: a page of 25 students; worklist: a review page of 100 students with task lists, accounts, signature status');
    console.log('(through Hive a worklist page is 2 GraphQL requests: its OpenAPI source has no response shapes to nest the look-ups under)');
    console.log('upstream: REST calls per page; CPU ms: CPU time of the whole process per page (services + gateway + client)\n');
    console.log(`${'scenario'.padEnd(9)} ${'target'.padEnd(31)} ${'pages'.padStart(7)} ${'pages/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'upstream'.padStart(9)} ${'CPU ms'.padStart(9)} ${'errors'.padStart(7)}`);
    for (const [scenario, rows] of Object.entries(results)) {
      for (const x of rows) {
        console.log(`${scenario.padEnd(9)} ${x.target.padEnd(31)} ${String(x.requests).padStart(7)} ${fmt(x.rps)} ${fmt(x.p50, 2)} ${fmt(x.p99, 2)} ${fmt(x.upstreamPerRequest, 2)} ${fmt(x.cpuMsPerPage, 1)} ${String(x.errors).padStart(7)}`);
      }
      const [r, o, h] = rows as [Result, Result, Result];
      console.log(`${scenario.padEnd(9)} throughput this gateway / REST: ${(o.rps / r.rps).toFixed(2)} (goal ≥ 0.70), this gateway / Hive: ${(o.rps / h.rps).toFixed(2)} (goal > 1);` +
        ` CPU per page REST / this gateway: ${(r.cpuMsPerPage / o.cpuMsPerPage).toFixed(2)}, Hive / this gateway: ${(h.cpuMsPerPage / o.cpuMsPerPage).toFixed(2)}\n`);
    }
    if (!hiveArrays.tasks || !hiveArrays.links) {
      console.log('NOTE: Hive answered taskListSearch/getMany (arrays, declared without a response schema) with one object, not the list:');
      console.log('      its worklist figures are for incomplete data.\n');
    }
    console.log(`load average during the run: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores (req/s figures are only comparable within one run)\n`);
    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'peer-gateway.json'), JSON.stringify({ at: new Date().toISOString(), concurrency: CONCURRENCY, seconds: SECONDS, results }, null, 2));
  } finally {
    await hive.close();
    await gateway.close();
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
