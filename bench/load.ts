/**
 * Load: BENCH_LOAD_USERS virtual users (default 200) for BENCH_LOAD_SECONDS (default 60) against the production
 * start: the services and the gateway as two processes (NODE_ENV=production), on a Postgres server
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) in a database of their own, created here
 * and dropped at the end. Half the users are staff searching students and opening StudentView (the web's
 * SearchStudents and StudentWorkspace operations), half are students stepping through an interview (Interview,
 * SaveInterviewStep, InterviewGoBack: each user on a task list item of its own). Prints requests, errors, p50/p99
 * per kind and the RSS of both processes before and after (expected: 0 errors, RSS flat within 50 MB).
 * Sign-in codes are read from the outbox table of the bench's own database (production has no dev outbox).
 * Loopback only (ports BENCH_LOAD_GATEWAY_PORT/BENCH_LOAD_SERVICES_PORT, default 4412/4413), bounded, stops by itself.
 *
 *   npx tsx bench/load.ts     (BENCH_LOAD_USERS, BENCH_LOAD_SECONDS, BENCH_DATABASE_URL)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from '../gateway/node_modules/undici/index.js';
import { DEMO_PASSWORD, loadEnv, openDatabase } from '../services/src/index.js';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GATEWAY_PORT = Number(process.env.BENCH_LOAD_GATEWAY_PORT ?? 4412);
const SERVICES_PORT = Number(process.env.BENCH_LOAD_SERVICES_PORT ?? 4413);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAFF = [
  'verifier@aidverify.test',
  'reviewer@aidverify.test',
  'manager@aidverify.test',
  'admin@aidverify.test',
  'corporateverifier@aidverify.test',
];
const STUDENT = 'student@aidverify.test';
const PREFIXES = ['Ri', 'Ch', 'Ok', 'Ng', 'Ga', 'Pa', 'Jo', 'Ko', 'Ha', 'Me', 'La', 'Mo', 'Ta', 'Si', 'Wa'];

/** The web's own operation documents (web/src/features/...), sent with their operation name as the web does. */
const webDoc = (file: string) => readFileSync(path.join(root, 'web', 'src', 'features', file), 'utf8');
const SEARCH = webDoc('students/graphql/searchStudents.graphql');
const WORKSPACE = webDoc('verification/graphql/studentWorkspace.graphql');
const INTERVIEW = webDoc('interviews/graphql/interview.graphql');

const gateway = new Pool(`http://127.0.0.1:${GATEWAY_PORT}`, { connections: 64, pipelining: 1 });

interface Answer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string } }[];
}
async function graphql(
  document: string,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Answer> {
  const { statusCode, body } = await gateway.request({
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: document, operationName, variables }),
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const json = (await body.json()) as Answer;
  if (statusCode !== 200 && !json.errors) json.errors = [{ message: `HTTP ${statusCode}` }];
  return json;
}

function start(name: string, cwd: string, env: Record<string, string>): ChildProcess {
  // One process per part (node with tsx's loader), so its pid is the server whose memory is read.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-load-'));
  const admin = await openDatabase({
    ...loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    DATABASE_URL: SERVER,
  });
  const dbName = `aidverify_load_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(SERVER);
  url.pathname = `/${dbName}`;
  const children: ChildProcess[] = [];
  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const services = start('services', 'services', {
      NODE_ENV: 'production',
      DATABASE_URL: url.href,
      SERVICES_PORT: String(SERVICES_PORT),
      SERVICES_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SEED_DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      JOB_WORKER: 'off',
    });
    children.push(services);
    await waitReady(`http://127.0.0.1:${SERVICES_PORT}/healthz`, services);
    const gw = start('gateway', 'gateway', {
      NODE_ENV: 'production',
      GATEWAY_PORT: String(GATEWAY_PORT),
      GATEWAY_HOST: '127.0.0.1',
      SERVICES_URL: `http://127.0.0.1:${SERVICES_PORT}`,
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'off',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    children.push(gw);
    await waitReady(`http://127.0.0.1:${GATEWAY_PORT}/readyz`, gw);
    db = await openDatabase({
      ...loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      DATABASE_URL: url.href,
    });

    // Sign in as a person does: password, a code by e-mail (read where production's delivery job would), the code.
    const signIn = async (email: string) => {
      const challenge = await graphql(
        'mutation ($i: SignInInput!) { signIn(input: $i) { challenge { ticket } error { message } } }',
        undefined,
        { i: { username: email, password: DEMO_PASSWORD } },
      );
      const ticket = challenge.data?.signIn?.challenge?.ticket;
      if (!ticket) throw new Error(`sign-in ${email}: ${JSON.stringify(challenge)}`);
      await graphql('mutation ($t: String!) { sendMfaCode(ticket: $t, channel: EMAIL) { ok } }', undefined, {
        t: ticket,
      });
      const [message] = await db!.query<{ body: string }>(
        'SELECT body FROM outbox_message WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1',
        [email],
      );
      const code = message?.body.match(/\b(\d{6})\b/)?.[1];
      const session = await graphql(
        'mutation ($t: String!, $c: String!) { checkMfaCode(ticket: $t, code: $c) { session { accessToken } } }',
        undefined,
        { t: ticket, c: code },
      );
      const token = session.data?.checkMfaCode?.session?.accessToken as string | undefined;
      if (!token) throw new Error(`sign-in ${email}: ${JSON.stringify(session)}`);
      return token;
    };
    const staffTokens: string[] = [];
    for (const email of STAFF) staffTokens.push(await signIn(email));
    const studentToken = await signIn(STUDENT);

    // Each student user steps through a V1 worksheet of its own (an item of the signed-in student's task list).
    const students = Math.floor(USERS / 2);
    const [jordan] = await db.query<{ id: number }>(
      `SELECT s.id FROM student s JOIN student_account_link l ON l.student_id = s.id JOIN student_account a ON a.id = l.student_account_id
        WHERE a.username = $1 AND l.account_type = 0`,
      [STUDENT],
    );
    const items = await db.query<{ uuid: string }>(
      `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, is_for_parent_account)
       SELECT u, $2, (SELECT id FROM interview_type WHERE type_code = 'V1'), 2027, false FROM unnest($1::uuid[]) AS u RETURNING uuid::text`,
      [Array.from({ length: students }, () => randomUUID()), jordan!.id],
    );

    const latencies: Record<'staff' | 'student', number[]> = { staff: [], student: [] };
    const errors: Record<'staff' | 'student', number> = { staff: 0, student: 0 };
    const firstErrors: string[] = [];
    const timed = async (kind: 'staff' | 'student', call: () => Promise<Answer>) => {
      const t0 = performance.now();
      let answer: Answer;
      try {
        answer = await call();
      } catch (err) {
        answer = { errors: [{ message: (err as Error).message }] };
      }
      if (answer.errors?.length) {
        errors[kind]++;
        if (firstErrors.length < 5) firstErrors.push(`${kind}: ${answer.errors[0]!.message}`);
      } else latencies[kind].push(performance.now() - t0);
      return answer;
    };

    const staffUser = async (i: number, until: number) => {
      const token = staffTokens[i % staffTokens.length];
      let n = i;
      while (performance.now() < until) {
        const text = PREFIXES[n++ % PREFIXES.length]!;
        const page = await timed('staff', () =>
          graphql(SEARCH, 'SearchStudents', { input: { text, field: 'ANY', page: 1, pageSize: 25 } }, token),
        );
        const found = page.data?.searchStudents?.items as { uuid: string }[] | undefined;
        if (!found?.length) continue;
        const uuid = found[n % found.length]!.uuid;
        await timed('staff', () => graphql(WORKSPACE, 'StudentWorkspace', { uuid }, token));
      }
    };
    const studentUser = async (item: string, until: number) => {
      while (performance.now() < until) {
        const opened = await timed('student', () => graphql(INTERVIEW, 'Interview', { item }, studentToken));
        const step = opened.data?.interview?.step as
          { id: number; questions: { id: number; key: string }[] } | undefined;
        if (!step) continue;
        const answers = step.questions.map((q) => ({
          questionId: q.id,
          value: q.key === 'household_size' ? '4' : '1',
        }));
        const saved = await timed('student', () =>
          graphql(
            INTERVIEW,
            'SaveInterviewStep',
            { input: { item, stepId: step.id, answers } },
            studentToken,
          ),
        );
        const next = saved.data?.saveInterviewStep?.progress?.step?.id as number | undefined;
        if (saved.data?.saveInterviewStep && !saved.data.saveInterviewStep.ok) {
          errors.student++;
          if (firstErrors.length < 5)
            firstErrors.push(`student: ${JSON.stringify(saved.data.saveInterviewStep.error)}`);
        }
        // Back to the first step, so the item stays open and the next round answers it again.
        if (next)
          await timed('student', () =>
            graphql(INTERVIEW, 'InterviewGoBack', { item, stepId: next }, studentToken),
          );
      }
    };

    const run = async (seconds: number) => {
      const until = performance.now() + seconds * 1000;
      await Promise.all([
        ...Array.from({ length: USERS - students }, (_, i) => staffUser(i, until)),
        ...items.map((it) => studentUser(it.uuid, until)),
      ]);
    };

    // Warm-up (JIT, pools, caches), then memory before, the measured run, memory after.
    await run(Math.min(10, Math.max(3, SECONDS / 6)));
    latencies.staff = [];
    latencies.student = [];
    errors.staff = 0;
    errors.student = 0;
    firstErrors.length = 0;
    const before = { services: rssMb(services.pid!), gateway: rssMb(gw.pid!) };
    const started = performance.now();
    await run(SECONDS);
    const elapsed = (performance.now() - started) / 1000;
    const after = { services: rssMb(services.pid!), gateway: rssMb(gw.pid!) };

    const pct = (xs: number[], q: number) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
    };
    console.log(
      `\naidverify load: ${USERS} virtual users (${USERS - students} staff searching and opening StudentView, ${students} students stepping through interviews) for ${SECONDS} s`,
    );
    console.log(
      `production start: services and gateway as separate processes (NODE_ENV=production), Postgres database ${dbName} on ${url.host}; loopback, undici client\n`,
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
    const flat =
      Math.abs(after.services - before.services) <= 50 && Math.abs(after.gateway - before.gateway) <= 50;
    console.log(
      `\n${totalErrors === 0 ? '✔' : '✖'} errors: ${totalErrors}   ${flat ? '✔' : '✖'} memory flat within 50 MB\n`,
    );
    if (totalErrors > 0 || !flat) process.exitCode = 1;
  } finally {
    await gateway.close();
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
