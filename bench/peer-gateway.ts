/**
 * This gateway beside a peer: GraphQL Hive Gateway serving the same services through its OpenAPI source
 * (@omnigraph/openapi over the services' /openapi.json), and REST called directly, in the same run, at the same
 * concurrency, for the same data:
 *  - search: a page of 25 students (REST: POST student/userSearch/false);
 *  - worklist: a review worklist page of 100 students with their task lists, linked accounts and signature status
 *    (REST: the page, then taskListSearch and StudentAccountLink/getMany for its students, both at once).
 *
 * Fair comparison:
 *  - Before anything is timed, each contender's answer is reduced to the same plain shape (students, their task list
 *    items, their accounts) and the three must be equal; while timed, every answer is checked for its counts
 *    (students, task list items, accounts), and one that falls short counts as an error, not a page.
 *  - Hive's OpenAPI source can only type what the document declares. Where /openapi.json gives no response schema
 *    for an endpoint used here (routes without `response`), the bench adds its own (RESPONSE_OVERLAY, the answer's
 *    shape as the services send it) to a copy of the document; without one Hive types the answer as one scalar and
 *    gives only the first element of an array. The overlay is printed when used; a declared schema is never replaced.
 *  - The two look-ups are POSTs; they are made Query fields (selectQueryOrMutationField), so Hive runs them in
 *    parallel as the other two contenders do (a mutation's root fields run one after another).
 *  - Nothing in the document links a student to its task lists, so through Hive a worklist page is two GraphQL
 *    requests (the page, then both look-ups as two root fields of one query), joined by the client as REST direct is.
 *  - Rounds are interleaved (each round runs all three, starting with a different one each round) after a warm-up
 *    of each, so background load on a shared machine falls on all three alike; a round lasts long enough for each
 *    worker to finish a few pages. The table gives medians over rounds and the ratios of every round; CPU time per
 *    page (the whole process) is the steadier figure when the machine is loaded.
 *
 * Run with NODE_ENV=production, as the gateway runs deployed: graphql-js then skips its development-only
 * cross-realm instanceof checks (the services' own configuration is passed explicitly and stays development,
 * whose outbox the sign-in reads).
 *
 *   pnpm --filter @aidverify/bench bench
 *   (BENCH_CONCURRENCY, BENCH_ROUNDS, BENCH_SECONDS: shortest round, BENCH_WARM_UP_SECONDS, BENCH_SCENARIOS=search,worklist)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGatewayRuntime } from '@graphql-hive/gateway';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
import { getUnifiedGraphGracefully } from '@graphql-mesh/fusion-composition';
import { DEMO_PASSWORD, loadEnv, startServices } from '../services/src/index.js';
import { loadGatewayEnv, startGateway, toAccountType } from '../gateway/src/index.js';
import { loadAverage, reportGoal, sized } from './lib/result.js';
import { openDemoDatabase } from './lib/database.js';

const CONCURRENCY = sized('BENCH_CONCURRENCY', 8, 2);
const ROUNDS = sized('BENCH_ROUNDS', 5, 1);
const SECONDS = sized('BENCH_SECONDS', 4, 0.5);
const WARM_UP_SECONDS = sized('BENCH_WARM_UP_SECONDS', 2, 0.2);
/** Pages each worker should complete in a round, at least: sets the round length when pages are slow. */
const PAGES_PER_WORKER = sized('BENCH_PAGES_PER_WORKER', 3, 1);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'search,worklist').split(',');
const STAFF = 'verifier@aidverify.test';
const AID_YEAR = 2027;

const STUDENT_FIELDS = `id uuid schoolCode studentNumber firstName lastName email dateOfBirth ssnLastFour dependencyStatus status
  verificationGroup studentSignDate parentSignDate signatureComplete assignedTo`;
const SEARCH_PAGE_SIZE = 25;
const SEARCH_BODY = { searchValue: '', searchField: 'ANY', page: 1, pageSize: SEARCH_PAGE_SIZE };
const OUR_SEARCH = `query Search($input: StudentSearchInput!) { searchStudents(input: $input) { total items { ${STUDENT_FIELDS} } } }`;
const HIVE_SEARCH = `query Search($input: post_student_api_student_userSearch_false_request_Input) {
  post_student_api_student_userSearch_false(input: $input) { total items { ${STUDENT_FIELDS} } } }`;

const WORKLIST_SIZE = 100;
const WORKLIST_STUDENT =
  'id uuid studentNumber firstName lastName status verificationGroup signatureComplete studentSignDate parentSignDate assignedTo';
const OUR_WORKLIST = `query Worklist($input: WorklistInput!) { worklist(input: $input) { total items { ${WORKLIST_STUDENT}
  taskList(aidYear: ${AID_YEAR}) { id status isForParentAccount interviewType { name } }
  accounts { id username accountType eSignOptOut } } } }`;
const HIVE_WORKLIST_PAGE = `query Page { student_api_worklist_by_a_by_b_by_aidYear(a: "review", b: "1", aidYear: ${AID_YEAR}, pageSize: ${WORKLIST_SIZE}) {
  total items { ${WORKLIST_STUDENT} } } }`;
const HIVE_WORKLIST_DETAILS = `query Details($tasks: post_student_api_studentInterviewLink_taskListSearch_request_Input, $links: post_student_api_StudentAccountLink_getMany_request_Input) {
  tasks: post_student_api_studentInterviewLink_taskListSearch(input: $tasks) { id studentID studentInterviewLinkStatus isForParentAccount interviewType { name } }
  links: post_student_api_StudentAccountLink_getMany(input: $links) { studentID studentAccountID username accountType eSignOptOut } }`;

// ---- the answer shapes of the endpoints used here, for Hive where /openapi.json declares none -----------------
const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const STUDENT_RECORD = {
  type: 'object',
  required: [
    'id',
    'uuid',
    'schoolCode',
    'studentNumber',
    'firstName',
    'lastName',
    'dependencyStatus',
    'status',
    'signatureComplete',
  ],
  properties: {
    id: int,
    uuid: str,
    schoolCode: str,
    studentNumber: str,
    firstName: str,
    lastName: str,
    email: str,
    dateOfBirth: str,
    ssnLastFour: str,
    dependencyStatus: int,
    status: str,
    verificationGroup: str,
    studentSignDate: str,
    parentSignDate: str,
    signatureComplete: bool,
    assignedTo: str,
    updatedAt: str,
  },
};
const STUDENT_PAGE = {
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: STUDENT_RECORD },
    total: int,
    page: int,
    pageSize: int,
    fuzzy: bool,
    worklist: str,
    aidYear: int,
  },
};
const RESPONSE_OVERLAY: Record<string, { method: 'get' | 'post'; schema: object }> = {
  '/student-api/student/userSearch/false': { method: 'post', schema: STUDENT_PAGE },
  '/student-api/worklist/{a}/{b}/{aidYear}': { method: 'get', schema: STUDENT_PAGE },
  '/student-api/studentInterviewLink/taskListSearch': {
    method: 'post',
    schema: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'uuid',
          'studentID',
          'studentInterviewLinkStatus',
          'aidYear',
          'isForParentAccount',
          'interviewType',
        ],
        properties: {
          id: int,
          uuid: str,
          studentID: int,
          studentInterviewLinkStatus: str,
          aidYear: int,
          isForParentAccount: bool,
          questionText: str,
          dueDate: str,
          updatedAt: str,
          interviewType: {
            type: 'object',
            required: ['id', 'typeCode', 'name'],
            properties: { id: int, typeCode: str, name: str },
          },
        },
      },
    },
  },
  '/student-api/StudentAccountLink/getMany': {
    method: 'post',
    schema: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'studentID', 'studentAccountID', 'uuid', 'username', 'accountType', 'eSignOptOut'],
        properties: {
          id: int,
          studentID: int,
          studentAccountID: int,
          uuid: str,
          username: str,
          firstName: str,
          lastName: str,
          accountType: int,
          eSignOptOut: bool,
          eSignOptOutDate: str,
          mfaOption: str,
        },
      },
    },
  },
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
};

/** A copy of the services' document with RESPONSE_OVERLAY's schema on each endpoint that declares none; returns what it added. */
function withResponseShapes(document: OpenApiDocument): string[] {
  const added: string[] = [];
  for (const [route, { method, schema }] of Object.entries(RESPONSE_OVERLAY)) {
    const operation = document.paths[route]?.[method];
    if (!operation) throw new Error(`/openapi.json has no ${method.toUpperCase()} ${route}`);
    const declared = Object.entries(operation.responses ?? {}).some(
      ([status, r]) => status.startsWith('2') && r.content?.['application/json']?.schema,
    );
    if (declared) continue;
    operation.responses = {
      ...operation.responses,
      200: {
        description: 'OK (response shape supplied by the bench)',
        content: { 'application/json': { schema } },
      },
    } as never;
    added.push(`${method.toUpperCase()} ${route}`);
  }
  return added;
}

/**
 * OpenAPI 3.1 writes "string or null" as `type: ['string', 'null']`. @omnigraph/json-schema 0.112 drops the `null`
 * from such an array without marking the field nullable, so a required field that is null makes Hive fail the whole
 * answer ("Cannot return null for non-nullable field"). In Hive's copy only, each such schema becomes the 3.0 form
 * omnigraph reads (`type: 'string', nullable: true`): the same meaning. Returns how many were rewritten.
 */
function withNullableForOmnigraph(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, item) => n + withNullableForOmnigraph(item), 0);
  if (!node || typeof node !== 'object') return 0;
  const schema = node as Record<string, unknown>;
  let rewritten = 0;
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((t) => t !== 'null');
    if (types.length === 1) {
      schema.type = types[0];
      schema.nullable = true;
      rewritten++;
    }
  }
  for (const value of Object.values(schema)) rewritten += withNullableForOmnigraph(value);
  return rewritten;
}

// ---- the same content from each contender ----------------------------------------------------------------
interface Task {
  id: number;
  status: string;
  isForParentAccount: boolean;
  interviewType: string;
}
interface Account {
  id: number;
  username: string;
  accountType: string;
  eSignOptOut: boolean;
}
type Row = Record<string, unknown>;
interface WorklistContent {
  total: number;
  students: Array<Row & { taskList: Task[]; accounts: Account[] }>;
}
interface SearchContent {
  total: number;
  students: Row[];
}

const pick = (row: Row, fields: string) =>
  Object.fromEntries(
    fields
      .split(/\s+/)
      .filter(Boolean)
      .map((f) => [f, row[f] ?? null]),
  );
const task = (t: Row): Task => ({
  id: t.id as number,
  status: (t.status ?? t.studentInterviewLinkStatus) as string,
  isForParentAccount: t.isForParentAccount as boolean,
  interviewType: (t.interviewType as { name: string }).name,
});
const account = (a: Row): Account => ({
  id: (a.studentAccountID ?? a.id) as number,
  username: a.username as string,
  accountType: typeof a.accountType === 'number' ? toAccountType(a.accountType) : (a.accountType as string),
  eSignOptOut: a.eSignOptOut as boolean,
});

/** A worklist page with the two look-ups' rows joined to its students, as a client of REST (or of Hive) does. */
function joined(page: { total: number; items: Row[] }, tasks: Row[], links: Row[]): WorklistContent {
  const byStudent = <T>(rows: Row[], map: (r: Row) => T) => {
    const out = new Map<number, T[]>();
    for (const r of rows) out.set(r.studentID as number, [...(out.get(r.studentID as number) ?? []), map(r)]);
    return out;
  };
  const taskLists = byStudent(tasks, task);
  const accounts = byStudent(links, account);
  return {
    total: page.total,
    students: page.items.map((s) => ({
      ...pick(s, WORKLIST_STUDENT),
      taskList: taskLists.get(s.id as number) ?? [],
      accounts: accounts.get(s.id as number) ?? [],
    })),
  };
}

/** Counts checked on every timed answer: a short answer is an error, not a page. */
interface Counts {
  students: number;
  tasks: number;
  accounts: number;
}
const countsOf = (c: WorklistContent): Counts => ({
  students: c.students.length,
  tasks: c.students.reduce((n, s) => n + s.taskList.length, 0),
  accounts: c.students.reduce((n, s) => n + s.accounts.length, 0),
});

// ---- load --------------------------------------------------------------------------------------------------
interface Round {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  upstreamPerRequest: number;
  cpuMsPerPage: number;
}

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
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  // CPU of this process (services, gateways and client) per page: steadier than req/s on a shared, loaded machine.
  const used = process.cpuUsage(cpu);
  const cpuMsPerPage = (used.user + used.system) / 1000 / Math.max(1, latencies.length);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    cpuMsPerPage,
  };
}

async function post(url: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok || answer.errors)
    throw new Error(`${url}: ${res.status} ${JSON.stringify(answer.errors ?? answer).slice(0, 500)}`);
  return answer;
}

async function signIn(gatewayUrl: string, servicesUrl: string): Promise<string> {
  const graphql = (query: string, variables: Record<string, unknown>) =>
    post(`${gatewayUrl}/graphql`, { query, variables });
  const challenge = await graphql(
    'mutation ($input: SignInInput!) { signIn(input: $input) { challenge { ticket } } }',
    { input: { username: STAFF, password: DEMO_PASSWORD } },
  );
  const ticket = challenge.data?.signIn?.challenge?.ticket;
  await graphql('mutation ($t: String!) { sendMfaCode(ticket: $t, channel: EMAIL) { ok } }', { t: ticket });
  const outbox = (await (
    await fetch(`${servicesUrl}/api/dev/outbox?recipient=${encodeURIComponent(STAFF)}`)
  ).json()) as { body: string }[];
  const code = outbox[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const session = await graphql(
    'mutation ($t: String!, $c: String!) { checkMfaCode(ticket: $t, code: $c) { session { accessToken } } }',
    { t: ticket, c: code },
  );
  const token = session.data?.checkMfaCode?.session?.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(session)}`);
  return token;
}

/** Hive Gateway over the services' OpenAPI document, composed here as `mesh compose` would, on a port of its own. */
async function startHive(servicesUrl: string, dataDir: string, onUpstream: () => void) {
  const quiet: any = { log() {}, info() {}, debug() {}, warn() {}, error() {}, child: () => quiet };
  const document = (await (await fetch(`${servicesUrl}/openapi.json`)).json()) as OpenApiDocument;
  const overlaid = withResponseShapes(document);
  const nullableRewritten = withNullableForOmnigraph(document);
  const source = path.join(dataDir, 'openapi.json');
  writeFileSync(source, JSON.stringify(document));
  const subgraph = loadOpenAPISubgraph('services', {
    source,
    endpoint: servicesUrl,
    // The caller's bearer token goes upstream, as this gateway forwards it.
    operationHeaders: { Authorization: '{context.headers.authorization}' },
    // POSTs that only read: queries, whose root fields run in parallel.
    selectQueryOrMutationField: [
      'post_student_api_student_userSearch_false',
      'post_student_api_studentInterviewLink_taskListSearch',
      'post_student_api_StudentAccountLink_getMany',
    ].map((fieldName) => ({ type: 'query' as const, fieldName })),
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
    overlaid,
    nullableRewritten,
    async close() {
      await runtime.dispose();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-').padStart(9);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const NAMES = ['rest', 'ours', 'hive'] as const;
type Name = (typeof NAMES)[number];
const LABEL: Record<Name, string> = {
  rest: 'REST direct',
  ours: 'this gateway',
  hive: 'Hive Gateway (OpenAPI source)',
};

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-peer-'));
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
  let hiveCalls = 0;
  const hive = await startHive(services.url, dataDir, () => hiveCalls++);
  try {
    await db.query(
      `UPDATE student SET status = 'REVIEW' WHERE id IN (SELECT id FROM student WHERE school_code = '222222' ORDER BY id LIMIT 150)`,
    );
    const token = await signIn(gateway.url, services.url);
    const ours = `${gateway.url}/graphql`;
    const rest = (p: string, body?: unknown) =>
      fetch(`${services.url}${p}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${p}: ${r.status}`))));

    // Each contender's answer in the one shape compared (search: the students of the page).
    const searchPage = (page: { total: number; items: Row[] }): SearchContent => ({
      total: page.total,
      students: page.items.map((s) => pick(s, STUDENT_FIELDS)),
    });
    const search: Record<Name, () => Promise<SearchContent>> = {
      rest: async () => searchPage(await rest('/student-api/student/userSearch/false', SEARCH_BODY)),
      ours: async () =>
        searchPage(
          (
            await post(
              ours,
              {
                query: OUR_SEARCH,
                variables: { input: { text: '', field: 'ANY', page: 1, pageSize: SEARCH_PAGE_SIZE } },
              },
              token,
            )
          ).data.searchStudents,
        ),
      hive: async () =>
        searchPage(
          (await post(hive.url, { query: HIVE_SEARCH, variables: { input: SEARCH_BODY } }, token)).data
            .post_student_api_student_userSearch_false,
        ),
    };
    const details = (ids: number[]) => ({
      tasks: { studentIDs: ids, aidYear: AID_YEAR },
      links: { studentIDs: ids },
    });
    const worklist: Record<Name, () => Promise<WorklistContent>> = {
      rest: async () => {
        const page = await rest(`/student-api/worklist/review/1/${AID_YEAR}?pageSize=${WORKLIST_SIZE}`);
        const ids = (page.items as { id: number }[]).map((s) => s.id);
        const [tasks, links] = await Promise.all([
          rest('/student-api/studentInterviewLink/taskListSearch', details(ids).tasks),
          rest('/student-api/StudentAccountLink/getMany', details(ids).links),
        ]);
        return joined(page, tasks, links);
      },
      ours: async () => {
        const page = (
          await post(
            ours,
            {
              query: OUR_WORKLIST,
              variables: { input: { worklist: 'REVIEW', aidYear: AID_YEAR, pageSize: WORKLIST_SIZE } },
            },
            token,
          )
        ).data.worklist;
        return {
          total: page.total,
          students: page.items.map((s: Row) => ({
            ...pick(s, WORKLIST_STUDENT),
            taskList: (s.taskList as Row[]).map(task),
            accounts: (s.accounts as Row[]).map(account),
          })),
        };
      },
      hive: async () => {
        const page = (await post(hive.url, { query: HIVE_WORKLIST_PAGE }, token)).data
          .student_api_worklist_by_a_by_b_by_aidYear;
        const more = await post(
          hive.url,
          { query: HIVE_WORKLIST_DETAILS, variables: details(page.items.map((s: Row) => s.id)) },
          token,
        );
        return joined(page, more.data.tasks, more.data.links);
      },
    };

    const scenarios = {
      search: {
        run: search,
        restCalls: 1,
        expected: (c: SearchContent) => ({ students: c.students.length }),
        counts: (c: SearchContent) => ({ students: c.students.length }),
      },
      worklist: { run: worklist, restCalls: 3, expected: countsOf, counts: countsOf },
    } as const;

    const results: Record<string, Record<Name, Round[]>> = {};
    const lines: string[] = [];
    for (const scenario of SCENARIOS as (keyof typeof scenarios)[]) {
      const { run, restCalls, counts } = scenarios[scenario] as {
        run: Record<Name, () => Promise<unknown>>;
        restCalls: number;
        counts: (c: any) => object;
      };
      // Same content from all three before anything is timed.
      const answers = Object.fromEntries(
        await Promise.all(NAMES.map(async (n) => [n, await run[n]()] as const)),
      ) as Record<Name, unknown>;
      for (const n of ['ours', 'hive'] as const) {
        if (!isDeepStrictEqual(answers[n], answers.rest)) {
          throw new Error(
            `${scenario}: ${LABEL[n]} does not answer what REST does:\n${JSON.stringify(answers[n]).slice(0, 800)}\n≠\n${JSON.stringify(answers.rest).slice(0, 800)}`,
          );
        }
      }
      const expected = counts(answers.rest);
      const full =
        scenario === 'search'
          ? (expected as { students: number }).students === SEARCH_PAGE_SIZE
          : (expected as Counts).students === WORKLIST_SIZE;
      if (!full) throw new Error(`${scenario}: REST answered a short page ${JSON.stringify(expected)}`);
      lines.push(
        `${scenario}: all three answer the same content, ${JSON.stringify(expected)} per page (checked on every timed answer)`,
      );
      const once = Object.fromEntries(
        NAMES.map((n) => [n, async () => isDeepStrictEqual(counts(await run[n]()), expected)]),
      ) as Record<Name, () => Promise<boolean>>;

      const warm = await Promise.all(NAMES.map(async (n) => (await drive(once[n], WARM_UP_SECONDS)).p50));
      // A round is long enough for each worker to finish a few pages even on a loaded machine: a round shorter than
      // a page's latency measures the pages that happen to be in flight, not throughput.
      const seconds = Math.max(
        SECONDS,
        (PAGES_PER_WORKER * Math.max(...warm.filter(Number.isFinite))) / 1000,
      );
      lines.push(
        `${scenario}: rounds of ${seconds.toFixed(1)} s (at least ${PAGES_PER_WORKER} × the slowest warm-up p50)`,
      );
      results[scenario] = { rest: [], ours: [], hive: [] };
      for (let round = 0; round < ROUNDS; round++) {
        // A, B, C then B, C, A …: the same share of load and of position for each.
        for (let k = 0; k < NAMES.length; k++) {
          const n = NAMES[(round + k) % NAMES.length]!;
          gateway.upstream.reset();
          hiveCalls = 0;
          const r = await drive(once[n], seconds);
          const done = Math.max(1, r.requests + r.errors);
          const upstreamPerRequest =
            n === 'rest' ? restCalls : n === 'ours' ? gateway.upstream.total() / done : hiveCalls / done;
          results[scenario]![n].push({ ...r, upstreamPerRequest });
        }
      }
    }

    console.log(
      `\naidverify bench: this gateway beside GraphQL Hive Gateway (OpenAPI source) and REST direct, as ${STAFF}`,
    );
    console.log(
      `concurrency ${CONCURRENCY}; ${ROUNDS} interleaved rounds of ≥ ${SECONDS} s per contender after ${WARM_UP_SECONDS} s warm-up each; loopback; services (PGlite in memory) and both gateways in one process`,
    );
    console.log(
      'search: a page of 25 students; worklist: a review page of 100 students with task lists, accounts, signature status',
    );
    console.log(
      '(through Hive a worklist page is 2 GraphQL requests: nothing in the OpenAPI document nests the look-ups under a student)',
    );
    if (hive.overlaid.length)
      console.log(
        `Hive's document: response shapes supplied by the bench (none declared in /openapi.json) for ${hive.overlaid.join(', ')}`,
      );
    if (hive.nullableRewritten)
      console.log(
        `Hive's document: ${hive.nullableRewritten} nullable types written as \`nullable: true\` for omnigraph (same meaning)`,
      );
    for (const line of lines) console.log(line);
    console.log(
      'upstream: REST calls per page; CPU ms: CPU time of the whole process per page (services + gateway + client); all medians over rounds\n',
    );
    console.log(
      `${'scenario'.padEnd(9)} ${'target'.padEnd(31)} ${'pages'.padStart(7)} ${'pages/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'upstream'.padStart(9)} ${'CPU ms'.padStart(9)} ${'errors'.padStart(7)}`,
    );
    const summary: Record<string, unknown> = {};
    for (const [scenario, byName] of Object.entries(results)) {
      const med = (n: Name, k: keyof Round) => median(byName[n].map((r) => r[k]));
      for (const n of NAMES) {
        const pages = byName[n].reduce((s, r) => s + r.requests, 0);
        const errors = byName[n].reduce((s, r) => s + r.errors, 0);
        console.log(
          `${scenario.padEnd(9)} ${LABEL[n].padEnd(31)} ${String(pages).padStart(7)} ${fmt(med(n, 'rps'))} ${fmt(med(n, 'p50'), 2)} ${fmt(med(n, 'p99'), 2)} ${fmt(med(n, 'upstreamPerRequest'), 2)} ${fmt(med(n, 'cpuMsPerPage'), 1)} ${String(errors).padStart(7)}`,
        );
      }
      const perRound = (a: Name, b: Name, k: 'rps' | 'cpuMsPerPage') =>
        byName[a].map((r, i) => r[k] / byName[b][i]![k]);
      const vsRest = perRound('ours', 'rest', 'rps');
      const vsHive = perRound('ours', 'hive', 'rps');
      const cpuVsRest = perRound('rest', 'ours', 'cpuMsPerPage');
      const cpuVsHive = perRound('hive', 'ours', 'cpuMsPerPage');
      // The services answer all three contenders in this process: a gateway that cost nothing would be as fast as
      // REST direct, so REST direct / Hive is the most any gateway can be ahead of Hive in this run.
      const restVsHive = perRound('rest', 'hive', 'rps');
      const list = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(' ');
      console.log(
        `${scenario.padEnd(9)} pages/s this gateway / REST:  median ${median(vsRest).toFixed(2)} (goal ≥ 0.80); rounds ${list(vsRest)}`,
      );
      console.log(
        `${scenario.padEnd(9)} pages/s this gateway / Hive:  median ${median(vsHive).toFixed(2)} (goal ≥ 1.5); rounds ${list(vsHive)}`,
      );
      console.log(
        `${scenario.padEnd(9)} pages/s REST direct / Hive:   median ${median(restVsHive).toFixed(2)} (the bound: a gateway of no cost); rounds ${list(restVsHive)}`,
      );
      console.log(
        `${scenario.padEnd(9)} CPU per page REST / this gateway: median ${median(cpuVsRest).toFixed(2)}, Hive / this gateway: median ${median(cpuVsHive).toFixed(2)}\n`,
      );
      reportGoal({
        measure: `${scenario}: pages/s this gateway / REST`,
        goal: '≥ 0.80',
        figure: median(vsRest).toFixed(2),
        met: median(vsRest) >= 0.8,
      });
      reportGoal({
        measure: `${scenario}: CPU per page this gateway / REST`,
        goal: '≤ 1.25×',
        figure: `${(1 / median(cpuVsRest)).toFixed(2)}×`,
        met: 1 / median(cpuVsRest) <= 1.25,
      });
      reportGoal({
        measure: `${scenario}: pages/s this gateway / Hive Gateway`,
        goal: '≥ 1.5×',
        figure: `${median(vsHive).toFixed(2)}× (REST direct: ${median(restVsHive).toFixed(2)}×, the bound)`,
        met: median(vsHive) >= 1.5,
      });
      summary[scenario] = {
        vsRest: median(vsRest),
        vsHive: median(vsHive),
        cpuRestOverOurs: median(cpuVsRest),
        cpuHiveOverOurs: median(cpuVsHive),
      };
    }
    console.log(`after the run: ${loadAverage()} (req/s figures are only comparable within one run)\n`);
    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'peer-gateway.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          concurrency: CONCURRENCY,
          rounds: ROUNDS,
          seconds: SECONDS,
          loadavg: loadavg(),
          overlaid: hive.overlaid,
          summary,
          results,
        },
        null,
        2,
      ),
    );
  } finally {
    await hive.close();
    await gateway.close();
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
