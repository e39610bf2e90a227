import { z } from 'zod';
import type { Db } from './db.js';
import { afterCondition, cursorColumns, orderBy, type SortKey } from './keyset.js';
import { id, jsonParam, namedQuery, noRow } from './named-sql.js';

// The SQL of the job queue (jobs.ts, docs/data-layer.md): enqueueing, claiming and finishing a job, its heartbeat
// and checkpoints, and the school's jobs as the jobs page reads them.

const json = z.record(z.string(), z.unknown());
const jobStatus = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED']);
/** A moment answered as JSON writes a `Date`: its ISO text. */
const isoText = z.date().transform((d) => d.toISOString());

/** What the jobs page lists of a job (no payload: it may name internal ids). */
export const jobSummary = z.object({
  id,
  kind: z.string(),
  schoolCode: z.string().nullable(),
  status: jobStatus,
  progress: json,
  error: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: isoText,
  runAfter: isoText,
  finishedAt: isoText.nullable(),
});

const SUMMARY = `id::int, kind, school_code AS "schoolCode", status, progress, error, attempts, max_attempts AS "maxAttempts",
  created_by::text AS "createdBy",
  (SELECT u.first_name || ' ' || u.last_name FROM staff_user u WHERE u.uuid = job.created_by) AS "createdByName", created_at AS "createdAt", run_after AS "runAfter", finished_at AS "finishedAt"`;

/** A job as its handler gets it. */
const claimedJob = z.object({
  id,
  kind: z.string(),
  school_code: z.string().nullable(),
  payload: json,
  progress: json,
  attempts: z.number().int(),
});

export const enqueueJob = namedQuery({
  name: 'enqueueJob',
  params: z.object({
    kind: z.string(),
    schoolCode: z.string().nullable(),
    payload: jsonParam(json),
    runAfter: z.date(),
    maxAttempts: z.number().int(),
    dedupeKey: z.string().nullable(),
    createdBy: z.string().nullable(),
  }),
  row: z.object({ id }),
  // The same dedupe key again answers the job it made (the no-op update lets RETURNING give its id).
  sql: `INSERT INTO job (kind, school_code, payload, run_after, max_attempts, dedupe_key, created_by)
       VALUES (:kind, :schoolCode, :payload, :runAfter, :maxAttempts, :dedupeKey, :createdBy)
       ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
       RETURNING id::int`,
});

/** A job with its result, for code and tests that wait on it. */
export const jobById = namedQuery({
  name: 'jobById',
  params: z.object({ id }),
  row: z.object({
    id,
    kind: z.string(),
    schoolCode: z.string().nullable(),
    status: jobStatus,
    progress: json,
    result: z.unknown(),
    error: z.string().nullable(),
    attempts: z.number().int(),
    createdAt: z.date(),
    finishedAt: z.date().nullable(),
  }),
  sql: `SELECT id::int, kind, school_code AS "schoolCode", status, progress, result, error, attempts,
              created_at AS "createdAt", finished_at AS "finishedAt"
         FROM job WHERE id = :id`,
});

/** Newest first; the id orders jobs started in the same microsecond. */
export const JOB_ORDER: SortKey[] = [
  { sql: 'job.created_at', descending: true },
  { sql: 'job.id', descending: true },
];

/** The school's jobs (of a status, of the person who started them: each when given). */
const JOBS_OF = `school_code = :schoolCode AND (:status::text IS NULL OR status = :status)
  AND (:createdBy::uuid IS NULL OR created_by = :createdBy::uuid)`;
const listParams = z.object({
  schoolCode: z.string(),
  status: jobStatus.nullable(),
  createdBy: z.string().nullable(),
  limit: z.number().int(),
});
const listedJob = jobSummary.extend({ cursor_0_: z.string(), cursor_1_: z.string() });
/** A listed job with the cursor columns of its place in the list. */
export type ListedJob = z.output<typeof listedJob>;

/** A page of the school's jobs at an offset. */
export const jobPage = namedQuery({
  name: 'jobPage',
  params: listParams.extend({ offset: z.number().int() }),
  row: listedJob,
  sql: `SELECT ${SUMMARY}, ${cursorColumns(JOB_ORDER)} FROM job WHERE ${JOBS_OF}
         ORDER BY ${orderBy(JOB_ORDER)} LIMIT :limit OFFSET :offset`,
});

/** A page of the school's jobs after a cursor's job (its creation and id, as the cursor columns wrote them). */
export const jobPageAfter = namedQuery({
  name: 'jobPageAfter',
  params: listParams.extend({ afterCreatedAt: z.string(), afterId: z.string() }),
  row: listedJob,
  sql: `SELECT ${SUMMARY}, ${cursorColumns(JOB_ORDER)} FROM job WHERE ${JOBS_OF}
         AND ${afterCondition(JOB_ORDER, [':afterCreatedAt', ':afterId'], (v) => String(v))}
         ORDER BY ${orderBy(JOB_ORDER)} LIMIT :limit`,
});

/** How many of the school's jobs the list has, and how many are queued or running. */
export const jobCounts = namedQuery({
  name: 'jobCounts',
  params: listParams.omit({ limit: true }),
  row: z.object({ total: z.number().int(), active: z.number().int() }),
  sql: `SELECT count(*) FILTER (WHERE :status::text IS NULL OR status = :status)::int AS total,
              count(*) FILTER (WHERE status IN ('QUEUED', 'RUNNING'))::int AS active
         FROM job WHERE school_code = :schoolCode AND (:createdBy::uuid IS NULL OR created_by = :createdBy::uuid)`,
});

/** One job of the school (of the person who started it, when given). */
export const schoolJob = namedQuery({
  name: 'schoolJob',
  params: z.object({ id, schoolCode: z.string(), createdBy: z.string().nullable() }),
  row: jobSummary,
  sql: `SELECT ${SUMMARY} FROM job WHERE id = :id AND school_code = :schoolCode AND (:createdBy::uuid IS NULL OR created_by = :createdBy::uuid)`,
});

/** A failed or cancelled job queued again, with at least one attempt more. */
export const retryJob = namedQuery({
  name: 'retryJob',
  params: z.object({ id, schoolCode: z.string() }),
  row: jobSummary,
  sql: `UPDATE job SET status = 'QUEUED', error = NULL, run_after = now(), finished_at = NULL, locked_by = NULL,
              max_attempts = attempts + GREATEST(max_attempts - attempts, 1)
        WHERE id = :id AND school_code = :schoolCode AND status IN ('FAILED', 'CANCELLED')
        RETURNING ${SUMMARY}`,
});

export const cancelJob = namedQuery({
  name: 'cancelJob',
  params: z.object({ id, schoolCode: z.string(), reason: z.string() }),
  row: jobSummary,
  sql: `UPDATE job SET status = 'CANCELLED', error = :reason, finished_at = now()
        WHERE id = :id AND school_code = :schoolCode AND status = 'QUEUED'
        RETURNING ${SUMMARY}`,
});

/** A running job handed back at shutdown: queued again, this attempt not counted. */
export const handBackJob = namedQuery({
  name: 'handBackJob',
  params: z.object({ id, workerId: z.string() }),
  row: noRow,
  sql: `UPDATE job SET status = 'QUEUED', locked_by = NULL, heartbeat_at = NULL, run_after = now(),
              attempts = GREATEST(attempts - 1, 0)
        WHERE id = :id AND locked_by = :workerId AND status = 'RUNNING'`,
});

/** The next ready job of the kinds this worker runs, or one whose worker stopped beating. */
export const claimJob = namedQuery({
  name: 'claimJob',
  params: z.object({ workerId: z.string(), kinds: z.array(z.string()), staleSeconds: z.number() }),
  row: claimedJob,
  sql: `UPDATE job SET status = 'RUNNING', locked_by = :workerId, heartbeat_at = now(), attempts = attempts + 1
        WHERE id = (SELECT id FROM job
                     WHERE kind = ANY(:kinds::text[])
                       AND ((status = 'QUEUED' AND run_after <= now())
                         OR (status = 'RUNNING' AND heartbeat_at < now() - make_interval(secs => :staleSeconds)))
                     ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id::int, kind, school_code, payload, progress, attempts`,
});

/**
 * A checkpoint saved (and the heartbeat with it). Written with positional parameters, the job's id first and the
 * checkpoint second, not as a named query (which would number the checkpoint first): the ISIR import tests watch this
 * statement by its text and read the checkpoint as its second parameter (test/isir-jobs.test.ts,
 * test/isir-import-interleave.test.ts).
 */
export async function saveJobProgress(
  db: Db,
  job: { id: number; progress: Record<string, unknown>; workerId: string },
): Promise<void> {
  await db.query('UPDATE job SET progress = $2, heartbeat_at = now() WHERE id = $1 AND locked_by = $3', [
    job.id,
    JSON.stringify(job.progress),
    job.workerId,
  ]);
}

export const jobHeartbeat = namedQuery({
  name: 'jobHeartbeat',
  params: z.object({ id, workerId: z.string() }),
  row: noRow,
  sql: 'UPDATE job SET heartbeat_at = now() WHERE id = :id AND locked_by = :workerId',
});

/** Only while still this worker's (not handed back at shutdown, nor taken over). */
export const finishJob = namedQuery({
  name: 'finishJob',
  params: z.object({ id, result: jsonParam(z.unknown()), workerId: z.string() }),
  row: noRow,
  sql: `UPDATE job SET status = 'DONE', result = :result, error = NULL, finished_at = now()
          WHERE id = :id AND locked_by = :workerId`,
});

/** Retried with a growing delay until max_attempts; then it stays FAILED with the reason for the jobs page. */
export const failJob = namedQuery({
  name: 'failJob',
  params: z.object({ id, error: z.string(), workerId: z.string() }),
  row: noRow,
  sql: `UPDATE job SET status = CASE WHEN attempts >= max_attempts THEN 'FAILED' ELSE 'QUEUED' END,
                error = :error, locked_by = NULL,
                run_after = now() + make_interval(secs => 5 * attempts * attempts),
                finished_at = CASE WHEN attempts >= max_attempts THEN now() END
          WHERE id = :id AND locked_by = :workerId`,
});

/** The ready jobs waiting, by kind, and how long the oldest has waited (seconds): the queue's metrics. */
export const readyJobsByKind = namedQuery({
  name: 'readyJobsByKind',
  params: z.object({}),
  row: z.object({ kind: z.string(), n: z.number().int(), age: z.number() }),
  sql: `SELECT kind, count(*)::int AS n, COALESCE(extract(epoch FROM now() - min(run_after)), 0)::float8 AS age
           FROM job WHERE status = 'QUEUED' AND run_after <= now() GROUP BY kind`,
});
