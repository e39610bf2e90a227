import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import type { JobStatus } from '../../platform/jobs.js';
import { recordActivity } from '../audit/activity.js';

/** What staff read on /jobs for each kind of background job. */
export const JOB_KIND_LABELS: Record<string, string> = {
  'isir.import': 'ISIR file import',
  'saig.poll': 'SAIG mailbox poll',
  'reports.export': 'Report export',
  'reports.superBinders': 'Super binders (bulk)',
  'keys.reseal': 'Re-seal data under the current key',
};

const labelled = <T extends { kind: string }>(job: T) => ({
  ...job,
  kindLabel: JOB_KIND_LABELS[job.kind] ?? job.kind,
});

/**
 * Whose jobs the caller follows: the school's with JOBS_PAGE_VIEW, else only those they started (a Manager who
 * uploads an ISIR file follows its import). undefined: every job of the school.
 */
function followedBy(caller: Caller): string | undefined {
  if (caller.kind !== 'staff') throw forbidden('Jobs are for staff');
  return caller.permissions.has('JOBS_PAGE_VIEW') ? undefined : caller.accountUuid;
}

/** /jobs: the school's background jobs (or the caller's own), newest first. */
export async function listJobs(
  ctx: AppContext,
  caller: Caller,
  opts: { page: number; pageSize: number; status?: JobStatus; after?: string },
) {
  const createdBy = followedBy(caller);
  const { rows, total, active, endCursor, hasNextPage } = await ctx.jobs.list(caller.schoolCode, {
    ...opts,
    createdBy,
  });
  return {
    page: opts.page,
    pageSize: opts.pageSize,
    total,
    active,
    jobs: rows.map(labelled),
    endCursor,
    hasNextPage,
  };
}

export async function getJob(ctx: AppContext, caller: Caller, id: number) {
  const createdBy = followedBy(caller);
  const job = await ctx.jobs.summary(caller.schoolCode, id, createdBy);
  if (!job) throw notFound(`No job ${id}${createdBy ? ' of yours' : ''} at this school`);
  return labelled(job);
}

/** Runs a failed (or cancelled) job again; anything else is refused with its state. */
export async function retryJob(ctx: AppContext, caller: Caller, id: number) {
  const before = await getJob(ctx, caller, id);
  const job = await ctx.jobs.retry(caller.schoolCode, id);
  if (!job)
    throw conflict(
      `Job ${id} is ${before.status.toLowerCase()}: only a failed or cancelled job can be retried`,
    );
  await recordActivity(ctx.db, caller, {
    action: 'JOB_RETRIED',
    entityType: 'job',
    entityId: id,
    details: { kind: job.kind },
  });
  return { message: 'Job queued again', job: labelled(job) };
}

/** Cancels a queued job before it starts; a running or finished one is refused with its state. */
export async function cancelJob(ctx: AppContext, caller: Caller, id: number) {
  const before = await getJob(ctx, caller, id);
  const job = await ctx.jobs.cancel(caller.schoolCode, id, `Cancelled by ${caller.username}`);
  if (!job) throw conflict(`Job ${id} is ${before.status.toLowerCase()}: only a queued job can be cancelled`);
  await recordActivity(ctx.db, caller, {
    action: 'JOB_CANCELLED',
    entityType: 'job',
    entityId: id,
    details: { kind: job.kind },
  });
  return { message: 'Job cancelled', job: labelled(job) };
}
