/**
 * A student opening an interview where they left it: POST /interview-api/interview/getInterviewStep directly,
 * and the same through the gateway (query interview(item)), with the step's questions, saved answers and
 * documents. Services (PGlite in memory, demo data) and gateway run in this process on loopback; the load is
 * bounded (fixed concurrency and duration) and stops by itself. Prints req/s and p50/p99 for each.
 *
 *   npx tsx bench/interview-step.ts        (BENCH_CONCURRENCY, BENCH_SECONDS to change the load)
 */
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, demoUuid, loadEnv, startServices } from '../services/src/index.js';
import { loadGatewayEnv, startGateway } from '../gateway/src/index.js';
import { loadAverage, reportGoal, sized } from './lib/result.js';
import { openDemoDatabase } from './lib/database.js';
import { readRows, z } from '../services/test/rows.js';

const CONCURRENCY = sized('BENCH_CONCURRENCY', 8, 2);
const SECONDS = sized('BENCH_SECONDS', 5, 1);
const STUDENT = 'student@aidverify.test';
const INTERVIEW = `query I($item: ID!) { interview(item: $item) { complete interviewName item { uuid status }
  step { id title stepNumber questions { id key type text answer answerList acknowledged choices { value label } documents { fileName } } } } }`;

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(
  url: URL,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
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
    req.end(body);
  });
}

async function drive(name: string, url: URL, body: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await send(url, body, headers).catch(() => ({ status: 0, body: '' }));
        if (res.status === 200 && !res.body.includes('"errors"')) latencies.push(performance.now() - t0);
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  console.log(
    `${name.padEnd(52)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${at(0.5).toFixed(1).padStart(6)} ms  p99 ${at(0.99).toFixed(1).padStart(6)} ms  errors ${errors}`,
  );
  return latencies.length / seconds;
}

async function graphql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as any;
}

async function main() {
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
    const challenge = await graphql(
      gateway.url,
      'mutation ($i: SignInInput!) { signIn(input: $i) { challenge { ticket } } }',
      { i: { username: STUDENT, password: DEMO_PASSWORD } },
    );
    const ticket = challenge.data.signIn.challenge.ticket;
    await graphql(gateway.url, 'mutation ($t: String!) { sendMfaCode(ticket: $t, channel: EMAIL) { ok } }', {
      t: ticket,
    });
    const outbox = (await (await fetch(`${services.url}/api/dev/outbox?recipient=${STUDENT}`)).json()) as {
      body: string;
    }[];
    const code = outbox[0]!.body.match(/\b(\d{6})\b/)![1];
    const session = await graphql(
      gateway.url,
      'mutation ($t: String!, $c: String!) { checkMfaCode(ticket: $t, code: $c) { session { accessToken } } }',
      { t: ticket, c: code },
    );
    const token = session.data.checkMfaCode.session.accessToken as string;
    // Jordan's V1 worksheet, started: the household step answered, so the read returns saved answers too.
    const [item] = await readRows(
      db,
      { uuid: z.string() },
      `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year)
       SELECT gen_random_uuid(), s.id, t.id, 2027 FROM student s, interview_type t WHERE s.uuid = $1 AND t.type_code = 'V1' RETURNING uuid`,
      [demoUuid('student:222222-1')],
    );
    const auth = { authorization: `Bearer ${token}` };
    const restUrl = new URL('/interview-api/interview/getInterviewStep', services.url);
    const first = JSON.parse(
      (await send(restUrl, JSON.stringify({ StudentInterviewLinkID: item!.uuid }), auth)).body,
    );
    const q = (key: string) => first.step.questions.find((x: { key: string }) => x.key === key).id;
    await send(
      restUrl,
      JSON.stringify({
        StudentInterviewLinkID: item!.uuid,
        InterviewStepID: first.step.id,
        Answers: [
          { questionID: q('household_size'), value: 4 },
          { questionID: q('number_in_college'), value: 1 },
        ],
      }),
      auth,
    );

    console.log(
      `interview step read, ${CONCURRENCY} concurrent, ${SECONDS} s each (loopback, PGlite in memory)`,
    );
    const rest = await drive(
      'REST     POST /interview-api/interview/getInterviewStep',
      restUrl,
      JSON.stringify({ StudentInterviewLinkID: item!.uuid }),
      auth,
    );
    const gw = await drive(
      'gateway  POST /graphql  interview(item)',
      new URL('/graphql', gateway.url),
      JSON.stringify({ query: INTERVIEW, variables: { item: item!.uuid } }),
      auth,
    );
    console.log(`gateway / REST throughput: ${(gw / rest).toFixed(2)}; ${loadAverage()}`);
    reportGoal({
      measure: 'interview step read, gateway / REST throughput',
      goal: '— (reported)',
      figure: (gw / rest).toFixed(2),
      met: null,
    });
  } finally {
    agent.destroy();
    await gateway.close();
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
