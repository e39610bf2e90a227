import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type Db } from '../src/platform/db.js';
import { migrate } from '../src/platform/migrate.js';
import { JobQueue } from '../src/platform/jobs.js';
import { forEachBackend } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

/** Short, configurable intervals: a heartbeat every 100 ms, taken over after 2 s without one. */
const TIMINGS = { heartbeatMs: 100, staleSeconds: 2 };

/** Resolves when `condition` holds, checking as the database changes (bounded, so a bug fails rather than hangs). */
async function until(condition: () => Promise<boolean>, what: string, limitMs = 10_000) {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

forEachBackend((backend) => {
  describe('two job workers on one queue', () => {
    let db: Db;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    beforeAll(async () => {
      db =
        backend.name === 'postgres'
          ? await openPostgres(process.env.DATABASE_URL!, schema)
          : await openPglite();
      await migrate(db);
    });
    afterAll(async () => db.close());

    const row = async (id: number) =>
      (
        await readRows(
          db,
          {
            status: z.string(),
            locked_by: z.string().nullable(),
            attempts: dbNumber,
            age: dbNumber.nullable(),
          },
          `SELECT status, locked_by, attempts::int,
                  extract(epoch FROM now() - heartbeat_at)::float AS age FROM job WHERE id = $1`,
          [id],
        )
      )[0]!;

    it('a job that never reports progress is not taken over while its worker runs it, however long', async () => {
      const a = new JobQueue(db, TIMINGS);
      const b = new JobQueue(db, TIMINGS);
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const ranBy: string[] = [];
      a.register('sis.transfer', async () => {
        ranBy.push('a');
        await released;
        return 'sent';
      });
      b.register('sis.transfer', async () => {
        ranBy.push('b');
        return 'sent twice';
      });
      const id = await a.enqueue('sis.transfer', {});
      const draining = a.drain();
      await until(async () => (await row(id)).status === 'RUNNING', 'worker a to claim the job');
      const claimedAt = Date.now();
      // Two stale periods long, worker b keeps looking: the heartbeat stays fresh, b never runs the job.
      while (Date.now() - claimedAt < 2 * TIMINGS.staleSeconds * 1000) {
        expect(await b.drain()).toBe(0);
        expect((await row(id)).age).toBeLessThan(TIMINGS.staleSeconds);
        await new Promise((r) => setTimeout(r, 100));
      }
      release();
      expect(await draining).toBe(1);
      expect(ranBy).toEqual(['a']);
      expect(await row(id)).toMatchObject({ status: 'DONE', attempts: 1 });
    });

    it('a job whose worker is gone (no heartbeat for the stale period) is taken over by the other', async () => {
      const b = new JobQueue(db, TIMINGS);
      const ranBy: string[] = [];
      b.register('saig.poll', async () => void ranBy.push('b'));
      const id = await b.enqueue('saig.poll', {});
      // As a killed process leaves it: RUNNING, its worker's heartbeat just stopped.
      await db.query(
        `UPDATE job SET status = 'RUNNING', locked_by = 'worker-killed', heartbeat_at = now() WHERE id = $1`,
        [id],
      );
      expect(await b.drain()).toBe(0);
      await until(async () => ((await row(id)).age ?? 0) > TIMINGS.staleSeconds, 'the heartbeat to go stale');
      expect(await b.drain()).toBe(1);
      expect(ranBy).toEqual(['b']);
      expect(await row(id)).toMatchObject({ status: 'DONE' });
    });

    it('stop(grace) stops claiming, then hands back a job still running when the grace period is over', async () => {
      const a = new JobQueue(db, TIMINGS);
      let started!: () => void;
      const running = new Promise<void>((r) => (started = r));
      a.register('report.export', async () => {
        started();
        await new Promise(() => {}); // never finishes by itself
      });
      a.register('other', async () => 'ran');
      const id = await a.enqueue('report.export', {});
      const other = await a.enqueue('other', {});
      void a.drain();
      await running;
      await a.stop(200);
      expect(await row(id)).toMatchObject({ status: 'QUEUED', locked_by: null, attempts: 0 });
      expect((await row(other)).status).toBe('QUEUED'); // not claimed after stop

      // Another worker resumes it at once.
      const b = new JobQueue(db, TIMINGS);
      b.register('report.export', async () => 'exported');
      b.register('other', async () => 'ran');
      expect(await b.drain()).toBe(2);
      expect(await row(id)).toMatchObject({ status: 'DONE', attempts: 1 });
    });
  });
});
