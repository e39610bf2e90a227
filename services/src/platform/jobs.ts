import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { z } from 'zod';
import type { Db } from './db.js';
import { createLogger, inSpan, type Logger } from '@aidverify/observability';
import { decodeCursor, keysetPage, listDigest, readAfter } from './keyset.js';
import * as sql from './jobs.queries.js';
import { JOB_ORDER } from './jobs.queries.js';

export interface Job<P = Record<string, unknown>> {
  id: number;
  kind: string;
  school_code: string | null;
  payload: P;
  /** The handler's own checkpoint, saved with reportProgress; present again after a restart. */
  progress: Record<string, unknown>;
  attempts: number;
}

/**
 * The progress convention the jobs page reads: a checkpoint may carry `done` and `total` (numbers of the same unit,
 * e.g. records) and a `unit` naming it; the page draws done/total as a bar. Handlers keep their own resume fields
 * beside these.
 */
export interface JobProgress {
  done?: number;
  total?: number;
  unit?: string;
  [key: string]: unknown;
}

/** What the jobs page lists: one job of a school, without its payload (which may name internal ids). */
export type JobSummary = z.output<typeof sql.jobSummary>;

export type JobStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';

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

export interface JobQueueTimings {
  /** How often a running job's heartbeat is refreshed, whether or not it reports progress. */
  heartbeatMs?: number;
  /** A RUNNING job whose heartbeat is older than this is taken over: its worker is gone. */
  staleSeconds?: number;
}

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
  /** Names the replica (host and process) holding a job, so an operator, or a test, can tell which one runs it. */
  private readonly workerId = `worker-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  /** Set by stop(): no further job is claimed. */
  private stopping = false;
  /** The job this worker runs now, if any, and its run's end. */
  private current?: { job: Job; done: Promise<void> };
  private readonly heartbeatMs: number;
  private readonly staleSeconds: number;

  constructor(
    private readonly db: Db,
    timings: JobQueueTimings = {},
    /** The process's logger (standard output at info without one). */
    private readonly log: Logger = createLogger('info'),
  ) {
    this.heartbeatMs = timings.heartbeatMs ?? 15_000;
    this.staleSeconds = timings.staleSeconds ?? 60;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Runs `kind` every `everySeconds` across all workers (one job per time slot). */
  every(kind: string, everySeconds: number, payload: Record<string, unknown> = {}): void {
    this.schedules.push({ kind, everySeconds, payload });
  }

  async enqueue(kind: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}): Promise<number> {
    const row = await sql.enqueueJob.first(this.db, {
      kind,
      schoolCode: opts.schoolCode ?? null,
      payload,
      runAfter: opts.runAfter ?? new Date(),
      maxAttempts: opts.maxAttempts ?? 3,
      dedupeKey: opts.dedupeKey ?? null,
      createdBy: opts.createdBy ?? null,
    });
    return row!.id;
  }

  async get(id: number) {
    return sql.jobById.first(this.db, { id });
  }

  /** A school's jobs, newest first, one page at a time; `active` counts the queued and running ones of the school. */
  async list(
    schoolCode: string,
    opts: {
      page: number;
      pageSize: number;
      status?: JobStatus;
      createdBy?: string;
      /** A cursor (endCursor of the previous page): the pageSize jobs after it; page is not read. */
      after?: string;
    },
  ) {
    // createdBy: only the jobs that person started (their own, for staff who may not see the school's).
    const of = { schoolCode, status: opts.status ?? null, createdBy: opts.createdBy ?? null };
    const digest = listDigest(['jobs', schoolCode, opts.status ?? null, opts.createdBy ?? null]);
    const read = (): Promise<sql.ListedJob[]> => {
      if (!opts.after)
        return sql.jobPage.all(this.db, {
          ...of,
          limit: opts.pageSize,
          offset: (opts.page - 1) * opts.pageSize,
        });
      const [afterCreatedAt, afterId] = decodeCursor(opts.after, digest, JOB_ORDER);
      return sql.jobPageAfter.all(this.db, {
        ...of,
        limit: opts.pageSize + 1,
        afterCreatedAt: afterCreatedAt!,
        afterId: afterId!,
      });
    };
    const page = keysetPage(await readAfter(opts.after, read), opts.pageSize, JOB_ORDER, digest);
    const rows: JobSummary[] = page.rows;
    const counts = await sql.jobCounts.first(this.db, of);
    const total = counts?.total ?? 0;
    return {
      rows,
      total,
      active: counts?.active ?? 0,
      endCursor: page.endCursor,
      hasNextPage: opts.after ? page.hasNextPage : (opts.page - 1) * opts.pageSize + rows.length < total,
    };
  }

  /** One job of the school, or undefined (another school's job is never shown). */
  async summary(schoolCode: string, id: number, createdBy?: string): Promise<JobSummary | undefined> {
    return sql.schoolJob.first(this.db, { id, schoolCode, createdBy: createdBy ?? null });
  }

  /**
   * Runs a FAILED (or CANCELLED) job of the school again from its last checkpoint, with a fresh set of attempts.
   * Returns the job, or undefined when it is not the school's or not in a state that can be retried.
   */
  async retry(schoolCode: string, id: number): Promise<JobSummary | undefined> {
    return sql.retryJob.first(this.db, { id, schoolCode });
  }

  /** Cancels a QUEUED job of the school before a worker claims it; a running one is not interrupted. */
  async cancel(schoolCode: string, id: number, reason: string): Promise<JobSummary | undefined> {
    return sql.cancelJob.first(this.db, { id, schoolCode, reason });
  }

  /**
   * Claims and runs ready jobs until none is left, and waits for the ones this process's polling worker took
   * meanwhile (a job it is claiming is locked, and skipped here): when it returns, every job that was ready has
   * ended. Returns how many ran here. Tests and benches call this directly.
   */
  async drain(): Promise<number> {
    let ran = await this.runReady();
    while (this.running) {
      const polling = this.running;
      await polling;
      // Nothing ready is left once the worker's round has ended and none started after it.
      const more = await this.runReady();
      ran += more;
      if (!more && this.running === polling) return ran;
    }
    return ran;
  }

  /** Claims and runs ready jobs until none is left; returns how many ran. */
  private async runReady(): Promise<number> {
    await this.enqueueScheduled();
    let ran = 0;
    for (;;) {
      if (this.stopping) return ran;
      const job = await this.claim();
      if (!job) return ran;
      await this.run(job);
      ran++;
    }
  }

  start(pollMs = 500): void {
    if (this.timer) return;
    this.stopping = false;
    const tick = () => {
      this.running = this.runReady()
        .then(() => undefined)
        .catch((err: unknown) => this.log.error({ err }, 'jobs: the worker failed; it polls again'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /**
   * Stops claiming jobs and waits up to graceMs for the running one to finish; a job still running then is handed
   * back (QUEUED again, this attempt not counted) for another worker to resume from its checkpoint.
   */
  async stop(graceMs = Infinity): Promise<void> {
    this.stopping = true;
    const timer = this.timer;
    this.timer = undefined;
    if (timer) clearTimeout(timer);
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'over'>((resolve) => {
      if (Number.isFinite(graceMs)) graceTimer = setTimeout(() => resolve('over'), graceMs);
    });
    const inFlight = this.current?.done ?? this.running;
    const outcome = await Promise.race([inFlight?.then(() => 'done' as const) ?? 'done', graceOver]);
    clearTimeout(graceTimer);
    if (outcome === 'over' && this.current) await this.handBack(this.current.job);
  }

  private async handBack(job: Job): Promise<void> {
    await sql.handBackJob.run(this.db, { id: job.id, workerId: this.workerId });
  }

  private async claim(): Promise<Job | undefined> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return undefined;
    return sql.claimJob.first(this.db, { workerId: this.workerId, kinds, staleSeconds: this.staleSeconds });
  }

  /** One job in a trace of its own (its statements, uploads and calls as children) while tracing is on. */
  private run(job: Job): Promise<void> {
    return inSpan(`job ${job.kind}`, { 'aidverify.job.id': job.id, 'aidverify.job.kind': job.kind }, () =>
      this.runJob(job),
    );
  }

  private async runJob(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const controls: JobControls = {
      reportProgress: async (progress) => {
        job.progress = progress;
        await sql.saveJobProgress(this.db, { id: job.id, progress, workerId: this.workerId });
      },
    };
    // The heartbeat says "this worker is alive", on its own timer: a job that never reports progress (the SIS
    // transfer, the SAIG poll, an export) is not taken over while its worker runs it.
    let finished!: () => void;
    this.current = { job, done: new Promise<void>((resolve) => (finished = resolve)) };
    const heartbeat = setInterval(() => {
      sql.jobHeartbeat
        .run(this.db, { id: job.id, workerId: this.workerId })
        .catch((err: unknown) =>
          this.log.error({ err, jobId: job.id, kind: job.kind }, 'jobs: the heartbeat was not written'),
        );
    }, this.heartbeatMs);
    heartbeat.unref();
    try {
      const result = await handler(job as Job<never>, controls);
      // Only while still this worker's (not handed back at shutdown, nor taken over).
      await sql.finishJob.run(this.db, { id: job.id, result: result ?? null, workerId: this.workerId });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'jobs: a job failed');
      // Retried with a growing delay until max_attempts; then it stays FAILED with the reason for the jobs page.
      await sql.failJob.run(this.db, { id: job.id, error: message, workerId: this.workerId });
    } finally {
      clearInterval(heartbeat);
      this.current = undefined;
      finished();
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
