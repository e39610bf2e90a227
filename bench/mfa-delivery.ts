/**
 * Sign-in codes by SMTP: the services (PGlite in memory, demo data, job worker on) with SMTP_URL pointing at a
 * real SMTP server in this process. Each round signs a staff member in: the time from sending the
 * sendMFACode request to the SMTP server having the whole message. Half the rounds run with BENCH_BACKLOG
 * ordinary messages queued just before (sign-in codes are claimed ahead of them). Goal: every code < 2 s.
 *
 *   npx tsx bench/mfa-delivery.ts      (BENCH_ROUNDS, BENCH_BACKLOG to change the load)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, loadEnv, startServices } from '../services/src/index.js';
import { startSmtpServer } from '../services/test/smtp-server.js';
import { loadAverage, reportGoal, sized } from './lib/result.js';
import { openDemoDatabase } from './lib/database.js';
import { dbNumber, readRows } from '../services/test/rows.js';

const ROUNDS = sized('BENCH_ROUNDS', 10, 2);
const BACKLOG = sized('BENCH_BACKLOG', 50, 5);
const STAFF = 'verifier@aidverify.test';
const GOAL_MS = 2000;

async function main() {
  const smtp = await startSmtpServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-mail-'));
  const source: Record<string, string> = {
    NODE_ENV: 'test',
    SERVICES_PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '14',
    DATA_DIR: dataDir,
    DEV_OUTBOX: 'off',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'no-reply@aidverify.test',
  };
  const env = loadEnv(source);
  // The database is the bench's own, so the bench closes it: services.close() leaves a database it was handed open
  // (and PGlite's timers keep the process alive until it is closed).
  const db = await openDemoDatabase(source);
  const services = await startServices(env, { db });
  const post = async (p: string, body: unknown, token?: string) => {
    const r = await fetch(`${services.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as Record<string, string> };
  };
  const times: { ms: number; backlog: boolean }[] = [];
  let retried: number | undefined;
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const backlog = i % 2 === 1;
      const cred = await post('/api/auth/verifyCredentials', { Username: STAFF, Password: DEMO_PASSWORD });
      if (cred.status !== 200) throw new Error(`verifyCredentials: ${cred.status}`);
      if (backlog) {
        // Another job's burst (a reminder run, say) queued just before the code.
        await services.ctx.db.query(
          `INSERT INTO outbox_message (channel, recipient, subject, body)
           SELECT 'EMAIL', 'family' || g || '@example.edu', 'Reminder', 'Open items' FROM generate_series(1, $1) g`,
          [BACKLOG],
        );
      }
      const already = smtp.received.length;
      const started = Date.now();
      const sent = await post('/api/auth/sendMFACode', { messageType: 'EMAIL' }, cred.body.ticket);
      if (sent.status !== 200) throw new Error(`sendMFACode: ${sent.status} ${JSON.stringify(sent.body)}`);
      const arrived = await smtp.next(
        (m) => m.to.includes(STAFF) && smtp.received.indexOf(m) >= already,
        30_000,
      );
      times.push({ ms: arrived.receivedAt - started, backlog });
      const code = arrived.mail.text!.match(/\b(\d{6})\b/)![1];
      const checked = await post('/api/auth/checkMFACode', { messageType: 'EMAIL', code }, cred.body.ticket);
      if (checked.status !== 200) throw new Error(`checkMFACode: ${checked.status}`);
      // Let the backlog drain before the next round, so each backlog round starts alike. A message the server
      // turned away for now waits for its retry (30 s, then 4x longer): not awaited, or a loaded machine spins here
      // for many minutes; it is counted instead.
      if (backlog) {
        await services.ctx.delivery.settled();
        await services.ctx.delivery.deliverDue();
        // The job's sweep may still be handing some over (a bench may poll; each send ends within its timeouts).
        while (
          (await services.ctx.db.query(`SELECT 1 FROM outbox_message WHERE status = 'SENDING' LIMIT 1`))
            .length
        )
          await new Promise((r) => setTimeout(r, 50));
      }
    }
    const [deferred] = await readRows(
      services.ctx.db,
      { n: dbNumber },
      `SELECT count(*)::int AS n FROM outbox_message WHERE status = 'QUEUED' AND attempts > 0`,
    );
    retried = deferred!.n;
  } finally {
    await services.close();
    await db.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const summary = (label: string, list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
    console.log(
      `${label.padEnd(34)} n=${String(sorted.length).padStart(3)}  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  max ${sorted.at(-1)} ms`,
    );
  };
  summary(
    'sign-in code to SMTP server',
    times.filter((t) => !t.backlog).map((t) => t.ms),
  );
  summary(
    `... with ${BACKLOG} messages queued ahead`,
    times.filter((t) => t.backlog).map((t) => t.ms),
  );
  if (retried) console.log(`${retried} message(s) refused for now by the SMTP server, left to their retry`);
  const worst = Math.max(...times.map((t) => t.ms));
  console.log(loadAverage());
  reportGoal({
    measure: 'sign-in code at the SMTP server, slowest of every round',
    goal: `< ${GOAL_MS / 1000} s`,
    figure: `${worst} ms`,
    met: worst < GOAL_MS,
  });
}

await main();
