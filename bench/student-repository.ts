/**
 * Student repository at scale: a 50,000-row SIS roster (BENCH_ROSTER_ROWS) posted as CSV to the services'
 * studentrepository/upload (multipart, as the gateway relays it), checked row by row, stored in batches and matched
 * set-based against 50,000 ISIR students of Test University for 2027, on the Postgres server (BENCH_DATABASE_URL,
 * else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a schema of its own). The roster mixes exact
 * matches (90%), name typos that become proposals (5%), strangers (4%) and faulty rows (1%).
 * Prints the time, the counts, and how much this process's resident memory rose during the upload.
 * Loopback only, bounded, stops by itself. Goal: under 30 s, memory rise under 100 MB.
 *
 *   pnpm --filter @aidverify/services bench   (or: npx tsx bench/student-repository.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, loadEnv, openDatabase, startServices } from '../services/src/index.js';
import { benchServer, loadAverage, reportGoal, sized } from './lib/result.js';

const ROWS = sized('BENCH_ROSTER_ROWS', 50_000, 100);
const SERVER = benchServer();
const STAFF = 'manager@aidverify.test';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const LAST = [
  'Rivera',
  'Chen',
  'Okafor',
  'Nguyen',
  'Garcia',
  'Patel',
  'Johnson',
  'Kowalski',
  'Haddad',
  'Mensah',
];
const FIRST = ['Avery', 'Jordan', 'Casey', 'Riley', 'Morgan', 'Quinn', 'Harper', 'Rowan'];
const person = (i: number) => ({
  // 9xx (never issued), a group other than 00, a serial other than 0000; unique for every i of the run.
  ssn: `9${10 + (i % 90)}${10 + (Math.floor(i / 90) % 90)}${1000 + Math.floor(i / 8100)}`,
  dob: `${1995 + (i % 10)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  last: `${LAST[i % LAST.length]}${i}`,
  first: FIRST[i % FIRST.length]!,
});

async function main() {
  if (!SERVER) {
    console.log(
      'student repository bench: needs a Postgres server (BENCH_DATABASE_URL or DATABASE_URL); not run',
    );
    reportGoal({
      measure: 'roster upload, checked and matched',
      goal: '< 30 s',
      figure: 'no server',
      met: null,
    });
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-repo-'));
  const env = loadEnv({
    NODE_ENV: 'development',
    SERVICES_PORT: '0',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    PASSWORD_SCRYPT_LOG_N: '14',
    DATA_DIR: dataDir,
    JOB_WORKER: 'off',
  });
  const db = await openDatabase(
    { ...env, DATABASE_URL: SERVER },
    { schema: `bench_repo_${randomBytes(4).toString('hex')}` },
  );
  const services = await startServices(env, { db });
  try {
    // The ISIR students of the aid year, written set-based (as an ISIR import leaves them: a made-up id, a task list).
    for (let from = 0; from < ROWS; from += 5000) {
      const people = Array.from({ length: Math.min(5000, ROWS - from) }, (_, k) => person(from + k));
      const uuids = people.map(() => randomUUID());
      await db.query(
        `WITH s AS (
           INSERT INTO student (uuid, school_code, student_number, first_name, last_name, date_of_birth, ssn_encrypted, ssn_hmac, ssn_last_four, verification_group)
           SELECT u, '222222', 'ISIR-' || replace(u::text, '-', ''), fn, ln, dob, se, sh, l4, 'V1'
             FROM unnest($1::uuid[], $2::text[], $3::text[], $4::date[], $5::text[], $6::text[], $7::text[]) AS t(u, fn, ln, dob, se, sh, l4)
           RETURNING id)
         INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status)
         SELECT gen_random_uuid(), s.id, (SELECT id FROM interview_type WHERE type_code = 'SIG'), 2027, 'NEW' FROM s`,
        [
          uuids,
          people.map((p) => p.first),
          people.map((p) => p.last),
          people.map((p) => p.dob),
          people.map((p) => services.ctx.sealer.seal(p.ssn)),
          people.map((p) => services.ctx.sealer.lookupHash(p.ssn)),
          people.map((p) => p.ssn.slice(-4)),
        ],
      );
    }
    await db.query('ANALYZE student_all');
    await db.query('ANALYZE student_interview_link');

    const lines = ['StudentId,SSN,DateOfBirth,LastName,FirstName,Email,Phone,Term'];
    for (let i = 0; i < ROWS; i++) {
      const p = person(i);
      const kind = i % 100;
      if (kind === 99)
        lines.push(`SIS${i},${p.ssn.slice(0, 5)},${p.dob},${p.last},${p.first},,,Fall 2026`); // a short SSN
      else if (kind >= 95)
        lines.push(`SIS${i},8${p.ssn.slice(1)},1980-01-01,Stranger${i},${p.first},,,Fall 2026`); // nobody's
      else if (kind >= 90)
        lines.push(`SIS${i},${p.ssn},${p.dob},${p.last}x,${p.first},s${i}@sis.example.edu,,Fall 2026`); // a typo
      else
        lines.push(
          `SIS${i},${p.ssn},${p.dob},${p.last},${p.first},s${i}@sis.example.edu,555-010-${String(i % 10000).padStart(4, '0')},Fall 2026`,
        );
    }
    const csv = Buffer.from(`${lines.join('\r\n')}\r\n`);
    lines.length = 0;

    const call = async (p: string, body: unknown, token?: string) => {
      const res = await fetch(`${services.url}${p}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as any;
    };
    const cred = await call('/api/auth/verifyCredentials', { Username: STAFF, Password: DEMO_PASSWORD });
    await call('/api/auth/sendMFACode', { messageType: 'EMAIL' }, cred.ticket);
    const outbox = (await (
      await fetch(`${services.url}/api/dev/outbox?recipient=${encodeURIComponent(STAFF)}`)
    ).json()) as { body: string }[];
    const token = (
      await call(
        '/api/auth/checkMFACode',
        { messageType: 'EMAIL', code: outbox[0]!.body.match(/\b(\d{6})\b/)![1] },
        cred.ticket,
      )
    ).accessToken as string;

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
    const t0 = performance.now();
    const form = new FormData();
    form.append('AidYear', '2027');
    form.append('file', new Blob([csv]), 'roster-50k.csv');
    const res = await fetch(`${services.url}/isir-api/studentrepository/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const upload = (await res.json()) as any;
    const ms = performance.now() - t0;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (res.status !== 200) throw new Error(`upload ${res.status}: ${JSON.stringify(upload)}`);

    console.log(
      `student repository: ${ROWS} roster rows (${mb(csv.length)} CSV) against ${ROWS} ISIR students, Postgres server`,
    );
    console.log(
      `  uploaded, checked and matched in ${(ms / 1000).toFixed(1)} s (goal < 30 s): ${(ROWS / (ms / 1000)) | 0} rows/s`,
    );
    console.log(
      `  matched ${upload.matchedCount}, proposed ${upload.proposedCount}, unmatched ${upload.unmatchedCount}, faulty ${upload.errorCount}`,
    );
    console.log(
      `  memory: rss ${mb(baseline)} before, peak ${mb(peak)}; rise ${mb(peak - baseline)} (goal < 100 MB)`,
    );
    console.log(`  ${loadAverage()}`);
    // The roster's mix is known: a different count is a wrong answer, not a slow one.
    if (upload.matchedCount !== ROWS * 0.9 || upload.proposedCount !== ROWS * 0.05)
      throw new Error(
        `expected ${ROWS * 0.9} matched and ${ROWS * 0.05} proposed: ${JSON.stringify(upload)}`,
      );
    reportGoal({
      measure: `roster of ${ROWS.toLocaleString('en-US')} rows uploaded, checked and matched`,
      goal: '< 30 s',
      figure: `${(ms / 1000).toFixed(1)} s`,
      met: ms < 30_000,
    });
    reportGoal({
      measure: 'memory rise during the roster upload',
      goal: '< 100 MB',
      figure: mb(peak - baseline),
      met: peak - baseline < 100 * 1024 * 1024,
    });
  } finally {
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
