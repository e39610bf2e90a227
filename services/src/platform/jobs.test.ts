import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './db.js';
import { migrate } from './migrate.js';
import { JobQueue } from './jobs.js';

// One migrated database for the file (migrating takes seconds); each test starts with no jobs.
let db: Db;
beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
});
beforeEach(async () => {
  await db.query('TRUNCATE job RESTART IDENTITY CASCADE');
});
afterAll(async () => db.close());

describe('JobQueue', () => {
  it('runs a job once and keeps its result', async () => {
    const queue = new JobQueue(db);
    const seen: unknown[] = [];
    queue.register('count', async (job) => {
      seen.push(job.payload);
      return { counted: 3 };
    });
    const id = await queue.enqueue('count', { file: 'a' });
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ file: 'a' }]);
    expect(await queue.get(id)).toMatchObject({ status: 'DONE', result: { counted: 3 } });
  });

  it('the same dedupe key is queued once', async () => {
    const queue = new JobQueue(db);
    const a = await queue.enqueue('import', {}, { dedupeKey: 'file-sha' });
    const b = await queue.enqueue('import', {}, { dedupeKey: 'file-sha' });
    expect(b).toBe(a);
  });

  it('a failing job is retried, then left FAILED with the reason', async () => {
    const queue = new JobQueue(db);
    queue.register('broken', async () => {
      throw new Error('the mailbox refused the password');
    });
    const id = await queue.enqueue('broken', {}, { maxAttempts: 2 });
    await queue.drain();
    expect(await queue.get(id)).toMatchObject({
      status: 'QUEUED',
      attempts: 1,
      error: 'the mailbox refused the password',
    });
    await db.query('UPDATE job SET run_after = now() WHERE id = $1', [id]);
    await queue.drain();
    expect(await queue.get(id)).toMatchObject({ status: 'FAILED', attempts: 2 });
  });

  it('a job whose worker died resumes from its last checkpoint on another worker', async () => {
    const first = new JobQueue(db);
    first.register('import', async (_job, controls) => {
      await controls.reportProgress({ recordsDone: 500 });
      throw Object.assign(new Error('process killed'), { simulatedCrash: true });
    });
    const id = await first.enqueue('import', { records: 1000 });
    // Simulate the crash: the worker stops mid-job, leaving it RUNNING with a stale heartbeat.
    await db.query(
      `UPDATE job SET status = 'RUNNING', heartbeat_at = now() - interval '5 minutes', progress = '{"recordsDone": 500}' WHERE id = $1`,
      [id],
    );

    const second = new JobQueue(db);
    let resumedFrom: unknown;
    second.register('import', async (job) => {
      resumedFrom = job.progress;
      return { recordsDone: 1000 };
    });
    expect(await second.drain()).toBe(1);
    expect(resumedFrom).toEqual({ recordsDone: 500 });
    expect(await second.get(id)).toMatchObject({ status: 'DONE' });
  });

  it('a running job with a live heartbeat is not taken by another worker', async () => {
    const queue = new JobQueue(db);
    queue.register('import', async () => 'done');
    const id = await queue.enqueue('import', {});
    await db.query(`UPDATE job SET status = 'RUNNING', heartbeat_at = now() WHERE id = $1`, [id]);
    expect(await queue.drain()).toBe(0);
  });

  it("lists a school's jobs with their progress; retries a failed one from its checkpoint; cancels only a queued one", async () => {
    const queue = new JobQueue(db);
    let fail = true;
    let resumedFrom: unknown;
    queue.register('export', async (job, controls) => {
      resumedFrom = job.progress;
      await controls.reportProgress({ done: 40, total: 100, unit: 'rows' });
      if (fail) throw new Error('disk full');
      return 'ok';
    });
    const failing = await queue.enqueue('export', {}, { schoolCode: '222222', maxAttempts: 1 });
    const waiting = await queue.enqueue(
      'export',
      {},
      { schoolCode: '222222', runAfter: new Date(Date.now() + 3_600_000) },
    );
    await queue.enqueue('export', {}, { schoolCode: '333333', runAfter: new Date(Date.now() + 3_600_000) });
    await queue.drain();

    const page = await queue.list('222222', { page: 1, pageSize: 10 });
    expect(page.total).toBe(2);
    expect(page.active).toBe(1);
    expect(page.rows.map((j) => [j.id, j.status])).toEqual([
      [waiting, 'QUEUED'],
      [failing, 'FAILED'],
    ]);
    expect(page.rows[1]).toMatchObject({
      error: 'disk full',
      progress: { done: 40, total: 100, unit: 'rows' },
      attempts: 1,
      maxAttempts: 1,
    });
    expect(
      (await queue.list('222222', { page: 1, pageSize: 10, status: 'FAILED' })).rows.map((j) => j.id),
    ).toEqual([failing]);

    // Another school's job is neither retried nor cancelled; a queued job is not "retried", a failed one not "cancelled".
    expect(await queue.retry('333333', failing)).toBeUndefined();
    expect(await queue.cancel('222222', failing, 'x')).toBeUndefined();
    expect(await queue.retry('222222', waiting)).toBeUndefined();

    fail = false;
    expect(await queue.retry('222222', failing)).toMatchObject({ status: 'QUEUED', error: null });
    expect(await queue.drain()).toBe(1);
    expect(resumedFrom).toEqual({ done: 40, total: 100, unit: 'rows' });
    expect(await queue.summary('222222', failing)).toMatchObject({ status: 'DONE', attempts: 2 });

    expect(await queue.cancel('222222', waiting, 'Cancelled by admin')).toMatchObject({
      status: 'CANCELLED',
      error: 'Cancelled by admin',
    });
    await db.query('UPDATE job SET run_after = now() WHERE id = $1', [waiting]);
    expect(await queue.drain()).toBe(0);
    expect((await queue.list('222222', { page: 1, pageSize: 10 })).active).toBe(0);
  });
});
