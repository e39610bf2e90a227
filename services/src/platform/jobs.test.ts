import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './db.js';
import { migrate } from './migrate.js';
import { JobQueue } from './jobs.js';

let db: Db;
beforeEach(async () => {
  db = await openPglite();
  await migrate(db);
});
afterEach(async () => db.close());

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
    expect(await queue.get(id)).toMatchObject({ status: 'QUEUED', attempts: 1, error: 'the mailbox refused the password' });
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
    await db.query(`UPDATE job SET status = 'RUNNING', heartbeat_at = now() - interval '5 minutes', progress = '{"recordsDone": 500}' WHERE id = $1`, [id]);

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
});
