import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from './db.js';
import { createLogger, inSpan, type Logger } from '@aidverify/observability';
import {
  afterCondition,
  cursorColumns,
  decodeCursor,
  keysetPage,
  listDigest,
  orderBy,
  readAfter,
  type SortKey,
} from './keyset.js';

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
export interface JobSummary {
  id: number;
  kind: string;
  schoolCode: string | null;
  status: JobStatus;
  progress: JobProgress;
  error: string | null;
  attempts: number;
  maxAttempts: number;
  createdBy: string | null;
  /** The staff member who started it; null for the system's own (schedules, mailbox files). */
  createdByName: string | null;
  createdAt: string;
  runAfter: string;
  finishedAt: string | null;
}

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

const SUMMARY = `id::int, kind, school_code AS "schoolCode", status, progress, error, attempts, max_attempts AS "maxAttempts",
  created_by::text AS "createdBy",
  (SELECT u.first_name || ' ' || u.last_name FROM staff_user u WHERE u.uuid = job.created_by) AS "createdByName", created_at AS "createdAt", run_after AS "runAfter", finished_at AS "finishedAt"`;

/** Newest first; the id orders jobs started in the same microsecond. */
const JOB_ORDER: SortKey[] = [
  { sql: 'job.created_at', descending: true },
  { sql: 'job.id', descending: true },
];

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
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO job (kind, school_code, payload, run_after, max_attempts, dedupe_key, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
       RETURNING id::int`,
      [
        kind,
        opts.schoolCode ?? null,
        JSON.stringify(payload),
        opts.runAfter ?? new Date(),
        opts.maxAttempts ?? 3,
        opts.dedupeKey ?? null,
        opts.createdBy ?? null,
      ],
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
    const mine = `($3::uuid IS NULL OR created_by = $3::uuid)`;
    const where = `school_code = $1 AND ($2::text IS NULL OR status = $2) AND ${mine}`;
    const params: unknown[] = [schoolCode, opts.status ?? null, opts.createdBy ?? null];
    const p = (v: unknown) => `$${params.push(v)}`;
    const digest = listDigest(['jobs', schoolCode, opts.status ?? null, opts.createdBy ?? null]);
    const cut = opts.after
      ? `AND ${afterCondition(JOB_ORDER, decodeCursor(opts.after, digest, JOB_ORDER), p)} ORDER BY ${orderBy(JOB_ORDER)} LIMIT ${p(opts.pageSize + 1)}`
      : `ORDER BY ${orderBy(JOB_ORDER)} LIMIT ${p(opts.pageSize)} OFFSET ${p((opts.page - 1) * opts.pageSize)}`;
    const page = keysetPage(
      await readAfter(opts.after, () =>
        this.db.query<JobSummary>(
          `SELECT ${SUMMARY}, ${cursorColumns(JOB_ORDER)} FROM job WHERE ${where} ${cut}`,
          params,
        ),
      ),
      opts.pageSize,
      JOB_ORDER,
      digest,
    );
    const rows = page.rows;
    const [counts] = await this.db.query<{ total: number; active: number }>(
      `SELECT count(*) FILTER (WHERE $2::text IS NULL OR status = $2)::int AS total,
              count(*) FILTER (WHERE status IN ('QUEUED', 'RUNNING'))::int AS active
         FROM job WHERE school_code = $1 AND ${mine}`,
      [schoolCode, opts.status ?? null, opts.createdBy ?? null],
    );
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
    const [row] = await this.db.query<JobSummary>(
      `SELECT ${SUMMARY} FROM job WHERE id = $1 AND school_code = $2 AND ($3::uuid IS NULL OR created_by = $3::uuid)`,
      [id, schoolCode, createdBy ?? null],
    );
    return row;
  }

  /**
   * Runs a FAILED (or CANCELLED) job of the school again from its last checkpoint, with a fresh set of attempts.
   * Returns the job, or undefined when it is not the school's or not in a state that can be retried.
   */
  async retry(schoolCode: string, id: number): Promise<JobSummary | undefined> {
    const [row] = await this.db.query<JobSummary>(
      `UPDATE job SET status = 'QUEUED', error = NULL, run_after = now(), finished_at = NULL, locked_by = NULL,
              max_attempts = attempts + GREATEST(max_attempts - attempts, 1)
        WHERE id = $1 AND school_code = $2 AND status IN ('FAILED', 'CANCELLED')
        RETURNING ${SUMMARY}`,
      [id, schoolCode],
    );
    return row;
  }

  /** Cancels a QUEUED job of the school before a worker claims it; a running one is not interrupted. */
  async cancel(schoolCode: string, id: number, reason: string): Promise<JobSummary | undefined> {
    const [row] = await this.db.query<JobSummary>(
      `UPDATE job SET status = 'CANCELLED', error = $3, finished_at = now()
        WHERE id = $1 AND school_code = $2 AND status = 'QUEUED'
        RETURNING ${SUMMARY}`,
      [id, schoolCode, reason],
    );
    return row;
  }

  /** Claims and runs ready jobs until none is left; returns how many ran. Tests call this directly. */
  async drain(): Promise<number> {
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
      this.running = this.drain()
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
    await this.db.query(
      `UPDATE job SET status = 'QUEUED', locked_by = NULL, heartbeat_at = NULL, run_after = now(),
              attempts = GREATEST(attempts - 1, 0)
        WHERE id = $1 AND locked_by = $2 AND status = 'RUNNING'`,
      [job.id, this.workerId],
    );
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
      [this.workerId, kinds, this.staleSeconds],
    );
    return job;
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
        await this.db.query(
          'UPDATE job SET progress = $2, heartbeat_at = now() WHERE id = $1 AND locked_by = $3',
          [job.id, JSON.stringify(progress), this.workerId],
        );
      },
    };
    // The heartbeat says "this worker is alive", on its own timer: a job that never reports progress (the SIS
    // transfer, the SAIG poll, an export) is not taken over while its worker runs it.
    let finished!: () => void;
    this.current = { job, done: new Promise<void>((resolve) => (finished = resolve)) };
    const heartbeat = setInterval(() => {
      this.db
        .query('UPDATE job SET heartbeat_at = now() WHERE id = $1 AND locked_by = $2', [
          job.id,
          this.workerId,
        ])
        .catch((err: unknown) =>
          this.log.error({ err, jobId: job.id, kind: job.kind }, 'jobs: the heartbeat was not written'),
        );
    }, this.heartbeatMs);
    heartbeat.unref();
    try {
      const result = await handler(job as Job<never>, controls);
      // Only while still this worker's (not handed back at shutdown, nor taken over).
      await this.db.query(
        `UPDATE job SET status = 'DONE', result = $2, error = NULL, finished_at = now()
          WHERE id = $1 AND locked_by = $3`,
        [job.id, JSON.stringify(result ?? null), this.workerId],
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'jobs: a job failed');
      // Retried with a growing delay until max_attempts; then it stays FAILED with the reason for the jobs page.
      await this.db.query(
        `UPDATE job SET status = CASE WHEN attempts >= max_attempts THEN 'FAILED' ELSE 'QUEUED' END,
                error = $2, locked_by = NULL,
                run_after = now() + make_interval(secs => 5 * attempts * attempts),
                finished_at = CASE WHEN attempts >= max_attempts THEN now() END
          WHERE id = $1 AND locked_by = $3`,
        [job.id, message, this.workerId],
      );
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
