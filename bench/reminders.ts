/**
 * Reminders at scale (issue 29): 100,000 generated students of one school with open task lists (a student account each
 * with a phone, a parent account for every dependent one, a tenth of the phones opted out), then the plan's pick of
 * who is due (one statement) and a whole pass (pick, render, queue to the outbox, record history), timed. The
 * target: planning under 10 s on Postgres. Prints the figures and the machine's load average (2 cores shared).
 *
 *   npx tsx bench/reminders.ts      (BENCH_STUDENTS to change the count)
 *
 * On the Postgres server (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), in
 * a schema of its own; BENCH_DATABASE_URL=off (or pglite) runs it on PGlite in memory instead (slower; not the
 * target). BENCH_TINY=1: 100 students, PGlite unless a server is named.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  loadEnv,
  openDatabase,
  runReminderPlan,
  selectDueAccounts,
  startServices,
} from '../services/src/index.js';
import { benchServer, reportGoal, sized } from './lib/result.js';
import { openDemoDatabase } from './lib/database.js';
import { dbNumber, readRows } from '../services/test/rows.js';

const STUDENTS = sized('BENCH_STUDENTS', 100_000, 100);
const SCHOOL = '222222';
const YEAR = 2031;
const TARGET_SECONDS = 10;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-reminders-'));
  const source: Record<string, string> = {
    NODE_ENV: 'development',
    SERVICES_PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '14',
    JOB_WORKER: 'off',
    DATA_DIR: dataDir,
  };
  const env = loadEnv(source);
  const server = benchServer();
  const db = server
    ? await openDatabase(
        { ...env, DATABASE_URL: server },
        { schema: `bench_${randomBytes(4).toString('hex')}` },
      )
    : await openDemoDatabase(source);
  const services = await startServices(env, { db });
  try {
    const t0 = performance.now();
    await db.query('INSERT INTO school_aid_year VALUES ($1, $2) ON CONFLICT DO NOTHING', [SCHOOL, YEAR]);
    await db.query(
      `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, dependency_status, status)
       SELECT gen_random_uuid(), $1, 'RB' || g, 'Bench', 'Student' || g, g % 2, 'IN_PROGRESS' FROM generate_series(1, $2) g`,
      [SCHOOL, STUDENTS],
    );
    await db.query(
      `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account, due_date, created_at, updated_at)
       SELECT gen_random_uuid(), s.id, t.id, $2, CASE t.type_code WHEN 'TAX' THEN 'IN_PROGRESS' ELSE 'NEW' END, t.type_code = 'TAXP',
              DATE '2031-04-01', now() - interval '10 days', now() - interval '10 days'
         FROM student s JOIN interview_type t ON t.type_code IN ('V1', 'TAX') OR (t.type_code = 'TAXP' AND s.dependency_status = 1)
        WHERE s.school_code = $1 AND s.student_number LIKE 'RB%'`,
      [SCHOOL, YEAR],
    );
    for (const [prefix, where, type] of [
      ['rb', 'true', 0],
      ['rbp', 's.dependency_status = 1', 1],
    ] as const) {
      await db.query(
        `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, phone)
         SELECT gen_random_uuid(), $1, '${prefix}' || s.id || '@bench.test', 'Bench', s.last_name,
                CASE WHEN ${type} = 0 THEN '617' || lpad((s.id % 10000000)::text, 7, '0') END
           FROM student s WHERE s.school_code = $1 AND s.student_number LIKE 'RB%' AND ${where}`,
        [SCHOOL],
      );
      await db.query(
        `INSERT INTO student_account_link (student_id, student_account_id, account_type)
         SELECT s.id, a.id, ${type} FROM student s JOIN student_account a ON a.school_code = $1 AND a.username = '${prefix}' || s.id || '@bench.test'
          WHERE s.school_code = $1 AND s.student_number LIKE 'RB%'`,
        [SCHOOL],
      );
    }
    await db.query(
      `INSERT INTO message_opt_out (channel, address, source)
       SELECT 'SMS', right(a.phone, 10), 'SMS_STOP' FROM student_account a
        WHERE a.school_code = $1 AND a.username LIKE 'rb%' AND a.phone IS NOT NULL AND a.id % 10 = 0`,
      [SCHOOL],
    );
    await db.query(
      `INSERT INTO reminder_plan (school_code, aid_year, enabled, quiet_start, quiet_end, send_email, send_sms)
       VALUES ($1, $2, true, '00:00', '00:00', true, true)`,
      [SCHOOL, YEAR],
    );
    for (const table of ['student_all', 'student_interview_link', 'student_account', 'student_account_link'])
      await db.query(`VACUUM (ANALYZE) ${table}`);
    const seedSeconds = (performance.now() - t0) / 1000;

    const now = new Date();
    const t1 = performance.now();
    const due = await selectDueAccounts(db, SCHOOL, YEAR, now);
    const planSeconds = (performance.now() - t1) / 1000;
    const t2 = performance.now();
    const run = await runReminderPlan(services.ctx, SCHOOL, YEAR, now);
    const runSeconds = (performance.now() - t2) / 1000;
    const [outbox] = await readRows(
      db,
      { n: dbNumber },
      `SELECT count(*)::int AS n FROM outbox_message WHERE kind = 'REMINDER'`,
    );
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `reminders bench (${server ? 'Postgres' : 'PGlite'}): ${STUDENTS} students with open task lists, seeded in ${seedSeconds.toFixed(1)} s`,
    );
    console.log(
      `  planning (one statement): ${due.length} accounts due in ${planSeconds.toFixed(2)} s (target < ${TARGET_SECONDS} s: ${planSeconds < TARGET_SECONDS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  whole pass (plan, render, queue, record): ${run.students} students, ${run.messages} messages (outbox holds ${outbox!.n}) in ${runSeconds.toFixed(2)} s`,
    );
    console.log(`  load average (1/5/15 min): ${load}`);
    if (!run.sent || run.students !== STUDENTS)
      throw new Error(`expected every generated student reminded: ${JSON.stringify(run)}`);
    reportGoal({
      measure: `reminder planning over ${STUDENTS.toLocaleString('en-US')} students (${server ? 'Postgres' : 'PGlite'})`,
      goal: `< ${TARGET_SECONDS} s`,
      figure: `${planSeconds.toFixed(2)} s`,
      met: planSeconds < TARGET_SECONDS,
    });
  } finally {
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
