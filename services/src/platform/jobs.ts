import { randomUUID } from 'node:crypto';
import type { Db } from './db.js';

export interface Job<P = Record<string, unknown>> {
  id: number;
  kind: string;
  school_code: string | null;
  payload: P;
  /** The handler's own checkpoint, saved with reportProgress; present again after a restart. */
  progress: Record<string, unknown>;
  attempts: number;
}

export interface JobControls {
  /** Saves a checkpoint (and proves the worker alive); a resumed job starts from the last one. */
  reportProgress(progress: Record<string, unknown>): Promise<void>;
}

export type JobHandler = (job: Job<never>, controls: JobControls) => Promise<unknown>;

export interface EnqueueOptions {
  schoolCode?: string;
  /** At most one job per key, ever (e.g. a file's checksum, a schedule slot). */
  dedupeKey?: string;
  runAfter?: Date;
  maxAttempts?: number;
  createdBy?: string;
}

/** A job whose worker stopped sending heartbeats this long ago is taken over by another worker. */
const STALE_SECONDS = 60;

/**
 * Jobs in Postgres, run by a worker in each services process. Claiming uses FOR UPDATE SKIP LOCKED, so
 * many workers share one queue; a job whose worker died (no heartbeat) is claimed again and resumes from
 * its checkpoint.
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private schedules: { kind: string; everySeconds: number; payload: Record<string, unknown> }[] = [];
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private readonly workerId = `worker-${randomUUID()}`;

  constructor(private readonly db: Db) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Runs `kind` every `everySeconds` across all workers (one job per time slot). */
  every(kind: string, everySeconds: number, payload: Record<string, unknown> = {}): void {
    this.schedules.push({ kind, everySeconds, payload });
  }

  async enqueue(kind: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO job (kind, school_code, payload, run_after, max_attempts, dedupe_key, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
       RETURNING id::int`,
      [kind, opts.schoolCode ?? null, JSON.stringify(payload), opts.runAfter ?? new Date(), opts.maxAttempts ?? 3, opts.dedupeKey ?? null, opts.createdBy ?? null],
    );
    return row!.id;
  }

  async get(id: number) {
    const [row] = await this.db.query(
      `SELECT id::int, kind, school_code AS "schoolCode", status, progress, result, error, attempts,
              created_at AS "createdAt", finished_at AS "finishedAt"
         FROM job WHERE id = $1`,
      [id],
    );
    return row;
  }

  /** Claims and runs ready jobs until none is left; returns how many ran. Tests call this directly. */
  async drain(): Promise<number> {
    await this.enqueueScheduled();
    let ran = 0;
    for (;;) {
      const job = await this.claim();
      if (!job) return ran;
      await this.run(job);
      ran++;
    }
  }

  start(pollMs = 500): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((err) => console.error('[jobs] worker error', err))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    const timer = this.timer;
    this.timer = undefined;
    if (timer) clearTimeout(timer);
    await this.running;
  }

  private async claim(): Promise<Job | undefined> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return undefined;
    const [job] = await this.db.query<Job>(
      `UPDATE job SET status = 'RUNNING', locked_by = $1, heartbeat_at = now(), attempts = attempts + 1
        WHERE id = (SELECT id FROM job
                     WHERE kind = ANY($2::text[])
                       AND ((status = 'QUEUED' AND run_after <= now())
                         OR (status = 'RUNNING' AND heartbeat_at < now() - make_interval(secs => $3)))
                     ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id::int, kind, school_code, payload, progress, attempts`,
      [this.workerId, kinds, STALE_SECONDS],
    );
    return job;
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const controls: JobControls = {
      reportProgress: async (progress) => {
        job.progress = progress;
        await this.db.query('UPDATE job SET progress = $2, heartbeat_at = now() WHERE id = $1 AND locked_by = $3', [
          job.id,
          JSON.stringify(progress),
          this.workerId,
        ]);
      },
    };
    try {
      const result = await handler(job as Job<never>, controls);
      await this.db.query(
        `UPDATE job SET status = 'DONE', result = $2, error = NULL, finished_at = now() WHERE id = $1`,
        [job.id, JSON.stringify(result ?? null)],
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // Retried with a growing delay until max_attempts; then it stays FAILED with the reason for the jobs page.
      await this.db.query(
        `UPDATE job SET status = CASE WHEN attempts >= max_attempts THEN 'FAILED' ELSE 'QUEUED' END,
                error = $2, locked_by = NULL,
                run_after = now() + make_interval(secs => 5 * attempts * attempts),
                finished_at = CASE WHEN attempts >= max_attempts THEN now() END
          WHERE id = $1`,
        [job.id, message],
      );
    }
  }

  private async enqueueScheduled(): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    for (const s of this.schedules) {
      const slot = Math.floor(now / s.everySeconds);
      await this.enqueue(s.kind, s.payload, { dedupeKey: `schedule:${s.kind}:${slot}`, maxAttempts: 1 });
    }
  }
}
