/**
 * Reports at scale: 100,000 generated students of one school with their current ISIR (a tenth with a second
 * transaction, task list items, comment codes, SSA mismatches, an auto-verify run each and a correction run for every
 * fifth), then the first page of every report straight against REST (POST /school-api/report/{name}/search; the two
 * auto-verify reports: POST /student-api/autoverify/runs/search), p50/p95 per report; then an export of 100,000 rows to CSV
 * as a job (cursor batches → streamed CSV → blob store), its time and the process's memory rise while it runs; and, on
 * Postgres, the shared buffers each report's first page and total read for that school and for a second school ten
 * times smaller in the same database (EXPLAIN ANALYZE, BUFFERS; the load does not move them), and their ratio.
 * On the Postgres server (BENCH_DATABASE_URL, else DATABASE_URL, else the local one; in a schema of its own),
 * BENCH_DATABASE_URL=off for PGlite in memory. Loopback, bounded. Goals (issue 28): every first page p95 < 300 ms; buffers
 * large / small ≤ 1.5 for every report.
 * BENCH_TINY=1: 200 students, 2 requests per report (PGlite unless a server is named).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/reports.ts
 *
 * BENCH_SCHEMA=<name> (Postgres only) keeps the generated students in that schema between runs: the first run seeds
 * it, later runs find the students there and go straight to the requests (seeding 100,000 takes minutes); the schema
 * is left in place, drop it by hand. BENCH_EXPLAIN=<report,...> prints each report's page and total plans and stops;
 * BENCH_REPORTS=<report,...> times only those reports.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash, randomBytes } from 'node:crypto';
import {
  DEMO_PASSWORD,
  type Db,
  loadEnv,
  openDatabase,
  pageSql,
  reportMap,
  SET_REPORT_SETTINGS,
  startServices,
} from '../services/src/index.js';
import { benchServer, loadAverage, reportGoal, sized } from './lib/result.js';
import { openDemoDatabase } from './lib/database.js';
import { dbNumber, readRows, z } from '../services/test/rows.js';

const STUDENTS = sized('BENCH_STUDENTS', 100_000, 200);
/**
 * The bench's school and a second, ten times smaller, in the same database: a first page that reads what it shows
 * reads about as much for either (EXPLAIN's shared buffers, which the machine's load does not move).
 */
interface GeneratedSchool {
  school: string;
  count: number;
  /** Student numbers start with it (the bench's own students, apart from the demo data). */
  prefix: string;
}
const LARGE: GeneratedSchool = { school: '222222', count: STUDENTS, prefix: 'B' };
const SMALL: GeneratedSchool = {
  school: '333333',
  count: Math.max(1, Math.round(STUDENTS / 10)),
  prefix: 'C',
};
const REQUESTS = sized('BENCH_REPORT_REQUESTS', 20, 2);
const YEAR = 2031;
const STAFF = 'manager@aidverify.test';
const REPORTS = [
  'GeneralReport',
  'MissingStudentReport',
  'PostcardsReport',
  'AllStudentsReport',
  'CrossYearDataReport',
  'InstitutionalSelectedVerificationReportPage',
  'EducationalPurposeReportPage',
  'VerificationReport',
  'AccountOwnershipReport',
  'AccountQCReport',
  'NonMatchingSSNReport',
  'ChangeReport',
  'DependencyChangeReport',
  'SuperBinderReport',
  'WatchlistReport',
  'CommentCodeReport',
];
/** The auto-verify reports list runs, by purpose, from an endpoint of their own. */
const RUN_REPORTS: Record<string, 'VERIFICATION' | 'CORRECTION'> = {
  AutoVerifyReport: 'VERIFICATION',
  CorrectionAutoVerifyReport: 'CORRECTION',
};
const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'Carlos',
  'Maria',
  'Wei',
  'Aisha',
  'Priya',
  'Omar',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Lee',
  'Nguyen',
  'Okafor',
  'Kowalski',
  'Yamamoto',
  'Lindqvist',
];

/** `count` students of `school` and their ISIRs, task list items and comment codes, generated in SQL. */
async function seed(db: Db, { school, count, prefix }: GeneratedSchool) {
  // Generated in SQL, deterministic from the row number.
  const [info] = await readRows(
    db,
    { id: dbNumber },
    `INSERT INTO isir_record_info (aid_year, ed_year_code, variant, record_length, name) VALUES ($1, '1', 'bench ' || $2, 10, 'bench') RETURNING id`,
    [YEAR, school],
  );
  const [upload] = await readRows(
    db,
    { id: dbNumber },
    `INSERT INTO isir_upload (uuid, school_code, file_name, origin, status) VALUES (gen_random_uuid(), $1, 'bench.txt', 'UPLOAD', 'IMPORTED') RETURNING id`,
    [school],
  );
  await db.query(
    `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, email, ssn_last_four, ssn_hmac, dependency_status, status, verification_group)
     SELECT gen_random_uuid(), $4, $5 || lpad(n::text, 8, '0'), ($1::text[])[1 + n % 16], ($2::text[])[1 + (n * 7) % 16] || chr(97 + n % 26),
            CASE WHEN n % 50 = 0 THEN NULL WHEN n % 997 = 0 THEN 'shared' || (n % 3) || '@bench.example.edu' ELSE 'student' || n || '@bench.example.edu' END,
            lpad((n % 10000)::text, 4, '0'), 'h' || n, n % 2,
            (ARRAY['SELECTED', 'IN_PROGRESS', 'REVIEW', 'APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'])[1 + n % 6],
            (ARRAY['V1', 'V4', 'V5', NULL])[1 + n % 4]
       FROM generate_series(1, $3::int) AS n`,
    [FIRST, LAST, count, school, prefix],
  );
  // Transaction 1 for everyone (current unless a second one follows), transaction 2 for every tenth student. Each
  // student's household has an address of its own, but one student in fifty gives a sibling's (the student before's):
  // the same share of shared addresses at any size. Streets that cycled every 5,000 students and ZIPs every 90,000
  // gave a student of 100,000 a stranger's address for one in ten (18,098 Account QC rows) and one of 10,000 none.
  await db.query(
    `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_number,
       dependency_model, sai, first_name, last_name, ssn_hmac, ssn_last_four, email, selected_for_verification, tracking_flag, comment_codes,
       street_address, city, state, zip_code, ssa_match_status, c_flag, raw_encrypted, is_current)
     SELECT $1, $4, $2, $3, s.id, s.id, 'b1-' || s.id, 1, CASE WHEN s.id % 3 = 0 THEN 'I' ELSE 'D' END, (s.id * 37) % 20000, s.first_name, s.last_name,
            s.ssn_hmac, s.ssn_last_four, s.email, 'Y', COALESCE(s.verification_group, 'V1'), CASE WHEN s.id % 10 = 0 THEN ARRAY['123', '456'] ELSE '{}' END,
            h.household || ' Main St', 'Springfield', 'IL', lpad((h.household % 90000)::text, 5, '0'), CASE WHEN s.id % 40 = 1 THEN '2' ELSE '4' END,
            CASE WHEN s.id % 20 = 0 THEN 'Y' END, 'x', s.id % 10 <> 0
       FROM student s CROSS JOIN LATERAL (SELECT s.id - CASE WHEN s.id % 50 = 5 THEN 1 ELSE 0 END AS household) h
      WHERE s.school_code = $4 AND s.student_number LIKE $5 || '%'`,
    [upload!.id, YEAR, info!.id, school, prefix],
  );
  await db.query(
    `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_number,
       dependency_model, sai, first_name, last_name, ssn_hmac, ssn_last_four, selected_for_verification, tracking_flag, raw_encrypted, is_current, reject_codes)
     SELECT $1, $4, $2, $3, r.student_id, r.line_number, 'b2-' || r.student_id, 2, CASE WHEN r.student_id % 20 = 0 THEN 'Z' ELSE r.dependency_model END,
            r.sai + (r.student_id % 100), r.first_name, r.last_name, r.ssn_hmac, r.ssn_last_four, 'Y', r.tracking_flag, 'x', true, CASE WHEN r.student_id % 30 = 0 THEN '3' END
       FROM isir_record r WHERE r.school_code = $4 AND r.aid_year = $2 AND r.transaction_number = 1 AND r.student_id % 10 = 0`,
    [upload!.id, YEAR, info!.id, school],
  );
  // Last year's ISIR for every fifth student (cross-year), task list items for a third, comment codes for a tenth.
  await db.query(
    `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_number,
       dependency_model, sai, first_name, last_name, ssn_hmac, raw_encrypted, is_current)
     SELECT $1, $4, $2::int - 1, $3, r.student_id, r.line_number, 'b0-' || r.student_id, 1, 'D', r.sai, r.first_name, r.last_name, r.ssn_hmac, 'x', true
       FROM isir_record r WHERE r.school_code = $4 AND r.aid_year = $2 AND r.transaction_number = 1 AND r.student_id % 5 = 0`,
    [upload!.id, YEAR, info!.id, school],
  );
  await db.query(
    `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, created_at)
     SELECT gen_random_uuid(), s.id, t.id, $1, (ARRAY['NEW', 'IN_PROGRESS', 'SUBMITTED', 'VERIFIED'])[1 + s.id % 4], now() - make_interval(days => s.id % 90)
       FROM student s JOIN interview_type t ON t.type_code = CASE WHEN s.verification_group IN ('V4', 'V5') THEN s.verification_group ELSE 'V1' END
      WHERE s.school_code = $2 AND s.student_number LIKE $3 || '%' AND s.id % 3 = 0`,
    [YEAR, school, prefix],
  );
  await db.query(
    `INSERT INTO student_comment_code_link (school_code, student_id, aid_year, code, isir_record_id, resolved)
     SELECT $2, r.student_id, $1, c, r.id, r.student_id % 20 = 0 FROM isir_record r CROSS JOIN unnest(r.comment_codes) c
      WHERE r.aid_year = $1 AND r.school_code = $2`,
    [YEAR, school],
  );
}

/** An auto-verify run for every generated student, and a correction run for every fifth (kept schemas get them too). */
async function seedRuns(db: Db) {
  const [done] = await readRows(
    db,
    { n: dbNumber },
    `SELECT count(*)::int AS n FROM auto_verify_run WHERE school_code = '222222' AND aid_year = $1`,
    [YEAR],
  );
  if (done!.n > 0) return;
  for (const purpose of ['VERIFICATION', 'CORRECTION'] as const) {
    const name = `Bench ${purpose.toLowerCase()} flow`;
    const [flow] = await readRows(
      db,
      { id: dbNumber },
      `INSERT INTO auto_verify_flow (school_code, aid_year, family_uuid, name, purpose, status)
       VALUES ('222222', $1, gen_random_uuid(), $2, $3, 'PUBLISHED') RETURNING id`,
      [YEAR, name, purpose],
    );
    await db.query(
      `INSERT INTO auto_verify_run (school_code, aid_year, student_id, flow_id, flow_name, flow_version, purpose, trigger, outcome,
         items_verified, reason, detail, fingerprint, run_by, created_at)
       SELECT '222222', $1, s.id, $2, $3, 1, $4, 'ISIR_IMPORT',
              CASE WHEN $4 = 'CORRECTION' THEN (ARRAY['CONFIRMED', 'REVIEW'])[1 + s.id % 2] ELSE (ARRAY['VERIFIED', 'PARTIAL', 'NOT_VERIFIED'])[1 + s.id % 3] END,
              s.id % 4, CASE WHEN s.id % 3 = 2 THEN 'Household size differs from the ISIR' END, '{}', 'b' || s.id, 'bench',
              now() - make_interval(mins => s.id % 50000)
         FROM student s WHERE s.school_code = '222222' AND s.student_number LIKE 'B%' AND ($4 = 'VERIFICATION' OR s.id % 5 = 0)`,
      [YEAR, flow!.id, name, purpose],
    );
  }
}

/** A manager of the school, as the report engine sees its caller (the SQL is run here, not through REST). */
const staffOf = (schoolCode: string) =>
  ({
    kind: 'staff',
    accountId: 1,
    accountUuid: '',
    username: '',
    schoolCode,
    role: 'Manager',
    permissions: new Set<string>(),
  }) as const;

/** Shared buffers (hit + read) a report's first page and its total read for the school, as the engine runs them. */
async function firstPageBuffers(
  db: Db,
  services: { ctx: Parameters<typeof reportMap>[0] },
  report: string,
  school: string,
) {
  const def = reportMap(services.ctx).get(report);
  if (!def) throw new Error(`'${report}' is not a report of the report engine (definitions.ts)`);
  const q = pageSql(def, staffOf(school), { aidYear: YEAR });
  const buffers: number[] = [];
  for (const [sql, params] of [
    [q.sql, q.params],
    [q.total?.sql ?? q.count, q.total?.params ?? q.countParams],
  ] as const) {
    const [plan] = await db.transaction(async (tx) => {
      await tx.exec(SET_REPORT_SETTINGS);
      const node = z.looseObject({
        'Shared Hit Blocks': z.number().optional(),
        'Shared Read Blocks': z.number().optional(),
      });
      return readRows(
        tx,
        { 'QUERY PLAN': z.tuple([z.looseObject({ Plan: node })]) },
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
        params,
      );
    });
    const top = plan!['QUERY PLAN'][0].Plan;
    buffers.push((top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0));
  }
  const [page = 0, total = 0] = buffers;
  return { page, total, both: page + total };
}

async function main() {
  const kept = process.env.BENCH_SCHEMA;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-reports-'));
  const source: Record<string, string> = {
    NODE_ENV: 'development',
    SERVICES_PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '14',
    DATA_DIR: dataDir,
    // A kept schema holds signing keys sealed on its first run: every run of it seals with the same bench key.
    ...(kept ? { DATA_ENCRYPTION_KEY: createHash('sha256').update(`bench ${kept}`).digest('base64') } : {}),
  };
  const env = loadEnv(source);
  const server = benchServer();
  if (kept && (!server || !/^[a-z_][a-z0-9_]*$/.test(kept)))
    throw new Error('BENCH_SCHEMA needs BENCH_DATABASE_URL and a lower-case SQL name');
  // A kept schema is named in the connection's search_path rather than handed to openDatabase, which drops its
  // schema on close.
  const keptUrl = (url: string) => {
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${kept}`);
    return u.toString();
  };
  const db = server
    ? kept
      ? await openDatabase({ ...env, DATABASE_URL: keptUrl(server) })
      : await openDatabase(
          { ...env, DATABASE_URL: server },
          { schema: `bench_${randomBytes(4).toString('hex')}` },
        )
    : await openDemoDatabase(source);
  if (kept) await db.query(`CREATE SCHEMA IF NOT EXISTS ${kept}`);
  const services = await startServices(env, { db });
  try {
    const t0 = performance.now();
    for (const generated of [LARGE, SMALL]) {
      const [seeded] = await readRows(
        db,
        { n: dbNumber },
        `SELECT count(*)::int AS n FROM student WHERE school_code = $1 AND student_number LIKE $2 || '%'`,
        [generated.school, generated.prefix],
      );
      if (seeded!.n > 0 && seeded!.n !== generated.count)
        throw new Error(
          `schema ${kept} holds ${seeded!.n} generated students of ${generated.school}, not ${generated.count}`,
        );
      if (seeded!.n === 0) await seed(db, generated);
    }
    await seedRuns(db);
    // Statistics and the visibility map as autovacuum leaves a table after a bulk load (index-only scans then skip
    // the heap), every run: a kept schema may have new tables or indexes from later migrations.
    // (The tables behind the views student and isir_record, migration 102.)
    for (const table of [
      'student_all',
      'isir_record_all',
      'isir_upload_unpublished',
      'student_interview_link',
      'student_comment_code_link',
      'report_year_student',
      'report_year_count',
      'auto_verify_run',
      // The demo's accounts and the Account QC counts: tables autovacuum had not analysed yet in a fresh schema, so
      // that the reports over them were planned from guesses (1,600 account links guessed for 67).
      'student_account',
      'student_account_link',
      'account_qc_contact',
      'account_qc_address',
      // The Non Matching SSN and Verification Reports' candidates (migrations 117, 118).
      'report_ssn_candidate',
      'report_verification_candidate',
      // The Account QC and Watchlist Reports' rows (migrations 124, 125).
      'account_qc_row',
      'report_watchlist_row',
      // The Missing Student, Educational Purpose and Postcards Reports' students (migrations 122, 151).
      'report_missing_student',
      'report_educational_purpose',
      'report_postcard_student',
      'report_row_count',
    ])
      await db.query(`VACUUM (ANALYZE) ${table}`);
    const loadSeconds = (performance.now() - t0) / 1000;

    const post = async (p: string, body: unknown, token?: string) => {
      const res = await fetch(`${services.url}${p}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    // A fresh sign-in per report: access tokens are short-lived.
    const signIn = async () => {
      const cred = await post('/api/auth/verifyCredentials', { Username: STAFF, Password: DEMO_PASSWORD });
      await post('/api/auth/sendMFACode', { messageType: 'EMAIL' }, cred.body.ticket);
      const outbox = (await (
        await fetch(`${services.url}/api/dev/outbox?recipient=${encodeURIComponent(STAFF)}`)
      ).json()) as { body: string }[];
      const code = outbox[0]!.body.match(/\b(\d{6})\b/)![1];
      return (await post('/api/auth/checkMFACode', { messageType: 'EMAIL', code }, cred.body.ticket)).body
        .accessToken as string;
    };
    let token = '';

    if (process.env.BENCH_EXPLAIN) {
      const caller = staffOf(LARGE.school);
      for (const name of process.env.BENCH_EXPLAIN.split(',')) {
        const def = reportMap(services.ctx).get(name);
        if (!def)
          throw new Error(`BENCH_EXPLAIN: '${name}' is not a report of the report engine (definitions.ts)`);
        const q = pageSql(def, caller, { aidYear: YEAR });
        // The page and the total as the engine runs them, with the buffers they read: a figure that does not move
        // with the machine's load.
        for (const [what, sql, params] of [
          ['page', q.sql, q.params],
          ['total', q.total?.sql ?? q.count, q.total?.params ?? q.countParams],
        ] as const) {
          const plan = await db.transaction(async (tx) => {
            await tx.exec(SET_REPORT_SETTINGS);
            return readRows(tx, { 'QUERY PLAN': z.string() }, `EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
          });
          console.log(`--- ${name} ${what}\n${plan.map((p) => p['QUERY PLAN']).join('\n')}`);
        }
      }
      return;
    }
    const rows: { report: string; total: number; p50: number; p95: number }[] = [];
    for (const report of process.env.BENCH_REPORTS?.split(',') ?? [...REPORTS, ...Object.keys(RUN_REPORTS)]) {
      token = await signIn();
      const latencies: number[] = [];
      let total = 0;
      const purpose = RUN_REPORTS[report];
      const page = { aidYear: YEAR, page: 1, pageSize: 50 };
      for (let i = 0; i < REQUESTS; i++) {
        const s = performance.now();
        const res = purpose
          ? await post('/student-api/autoverify/runs/search', { ...page, purpose }, token)
          : await post(`/school-api/report/${report}/search`, page, token);
        latencies.push(performance.now() - s);
        if (res.status !== 200) throw new Error(`${report}: ${res.status} ${JSON.stringify(res.body)}`);
        total = res.body.total;
      }
      latencies.sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
      rows.push({ report, total, p50: at(0.5), p95: at(0.95) });
      if (process.env.BENCH_VERBOSE) console.log(report, total, at(0.95).toFixed(1));
    }

    // What each first page reads for the large school and for the small one (Postgres: EXPLAIN's buffers).
    type Buffers = Awaited<ReturnType<typeof firstPageBuffers>>;
    const scale: { report: string; small: Buffers; large: Buffers }[] = [];
    if (server)
      for (const report of process.env.BENCH_REPORTS?.split(',').filter((r) => !RUN_REPORTS[r]) ?? REPORTS)
        scale.push({
          report,
          small: await firstPageBuffers(db, services, report, SMALL.school),
          large: await firstPageBuffers(db, services, report, LARGE.school),
        });

    // Export of every student (AllStudentsReport, 100,000 rows) to CSV as a job; memory sampled while it runs.
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    token = await signIn();
    const e0 = performance.now();
    const start = await post(
      '/school-api/report/AllStudentsReport/export',
      { aidYear: YEAR, format: 'csv' },
      token,
    );
    // A small school's export is a direct download (a tiny run's); a large one a job.
    const direct = start.body.direct === true;
    if (!direct && start.body.direct !== false) throw new Error(`export: ${JSON.stringify(start.body)}`);
    let exp: { status: string; rowCount: number; sizeBytes: number; error: string | null } | undefined =
      direct ? { status: 'DONE', rowCount: start.body.rows, sizeBytes: 0, error: null } : undefined;
    await services.ctx.jobs.drain();
    while (!direct) {
      const list = await fetch(`${services.url}/school-api/report/AllStudentsReport/exports/${YEAR}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      exp = ((await list.json()) as (typeof exp)[])[0];
      if (exp && (exp.status === 'DONE' || exp.status === 'FAILED')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const exportSeconds = (performance.now() - e0) / 1000;
    clearInterval(sampler);
    if (exp!.status !== 'DONE') throw new Error(`export failed: ${exp!.error}`);
    const mb = (n: number) => (n / (1 << 20)).toFixed(1);

    console.log(
      `\naidverify bench: reports over ${STUDENTS.toLocaleString('en-US')} students of one school (${server ? 'Postgres server' : 'PGlite in memory'}), REST direct, first page of 50, ${REQUESTS} requests each`,
    );
    console.log(`data generated in ${loadSeconds.toFixed(1)} s\n`);
    console.log(
      `${'report'.padEnd(46)} ${'rows'.padStart(8)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)}`,
    );
    for (const r of rows)
      console.log(
        `${r.report.padEnd(46)} ${String(r.total).padStart(8)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(9)}`,
      );
    const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    console.log(`\nworst first-page p95: ${worst.p95.toFixed(1)} ms (${worst.report}); ${loadAverage()}`);
    console.log(
      direct
        ? `export of ${exp!.rowCount.toLocaleString('en-US')} rows: a direct download (too few rows for a job)\n`
        : `export of ${exp!.rowCount.toLocaleString('en-US')} rows to CSV (${mb(exp!.sizeBytes)} MB) as a job: ${exportSeconds.toFixed(2)} s; ` +
            `memory rise while it ran: RSS +${mb(peakRss - baseline.rss)} MB, heap +${mb(peakHeap - baseline.heapUsed)} MB\n`,
    );
    const over = rows.filter((r) => r.p95 >= 300);
    reportGoal({
      measure: `reports' first page p95 over ${STUDENTS.toLocaleString('en-US')} students (${rows.length} reports)`,
      goal: '< 300 ms each',
      figure: `${over.length} over${over.length ? ` (${over.map((r) => `${r.report} ${r.p95.toFixed(0)}`).join(', ')} ms)` : ''}; worst ${worst.p95.toFixed(0)} ms`,
      met: over.length === 0,
    });
    const buffersMeasure = `reports' first page buffers, ${STUDENTS.toLocaleString('en-US')} / ${SMALL.count.toLocaleString('en-US')} students`;
    if (!server)
      reportGoal({
        measure: buffersMeasure,
        goal: '≤ 1.5 each',
        figure: 'no server (EXPLAIN on Postgres)',
        met: null,
      });
    else {
      console.log(
        `\nshared buffers read by the first page and its total, ${SMALL.count.toLocaleString('en-US')} students (school ${SMALL.school}) vs ${STUDENTS.toLocaleString('en-US')} (school ${LARGE.school}), same database`,
      );
      const ratio = (r: (typeof scale)[number]) => r.large.both / Math.max(1, r.small.both);
      console.log(
        `${'report'.padEnd(46)} ${'small: page + total'.padStart(21)} ${'large: page + total'.padStart(21)} ${'ratio'.padStart(7)}`,
      );
      const cell = (b: Buffers) => `${b.page} + ${b.total}`.padStart(21);
      for (const r of scale)
        console.log(
          `${r.report.padEnd(46)} ${cell(r.small)} ${cell(r.large)} ${ratio(r).toFixed(2).padStart(7)}`,
        );
      const grows = scale.filter((r) => ratio(r) > 1.5);
      reportGoal({
        measure: `${buffersMeasure} (${scale.length} reports)`,
        goal: '≤ 1.5 each',
        figure: `${grows.length} over${grows.length ? ` (${grows.map((r) => `${r.report} ${ratio(r).toFixed(1)}`).join(', ')})` : ''}`,
        met: grows.length === 0,
      });
    }
    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'reports.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          students: STUDENTS,
          backend: server ? 'postgres' : 'pglite',
          rows,
          buffers: scale,
          export: {
            rows: exp!.rowCount,
            seconds: exportSeconds,
            rssRiseMb: (peakRss - baseline.rss) / (1 << 20),
            heapRiseMb: (peakHeap - baseline.heapUsed) / (1 << 20),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
