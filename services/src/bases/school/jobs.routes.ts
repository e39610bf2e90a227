import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import { cancelJob, getJob, listJobs, retryJob } from '../../domain/jobs/jobs.js';
import { jobAnswer, jobChangedAnswer, jobPageAnswer } from '../../domain/jobs/answers.js';

/** /jobs: the school's background jobs (imports, exports, binders, mailbox polls), retry and cancel. */
export function jobRoutes(ctx: AppContext): RouteDef[] {
  const JOBS = { permission: 'JOBS_PAGE_VIEW' } as const;
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'jobs/page/{page}',
      // Staff without JOBS_PAGE_VIEW follow the jobs they started (jobs.ts).
      access: 'staff',
      summary:
        "The school's background jobs (without JOBS_PAGE_VIEW: the caller's own), newest first, with state, progress (done/total), who started them and errors",
      params: z.object({ page: z.coerce.number().int().min(1, 'is a page number from 1').max(100_000) }),
      query: z.object({
        pageSize: z.coerce.number().int().min(1).max(200).default(25),
        status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED']).optional(),
        // The endCursor of the previous page: the page is then the pageSize jobs past it (keyset, not offset).
        after: z.string().max(4000).optional(),
      }),
      response: jobPageAnswer,
      handler: ({ params, query, caller }) =>
        listJobs(ctx, caller, {
          page: params.page,
          pageSize: query.pageSize,
          status: query.status,
          after: query.after,
        }),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'jobs/{id}',
      access: 'staff',
      summary:
        "One job of the school (404 for another school's; without JOBS_PAGE_VIEW, for another person's)",
      params: idParam,
      response: jobAnswer,
      handler: ({ params, caller }) => getJob(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'jobs/{id}/retry',
      access: JOBS,
      summary: 'Runs a failed or cancelled job again from its last checkpoint (409 otherwise)',
      params: idParam,
      response: jobChangedAnswer,
      handler: ({ params, caller }) => retryJob(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'jobs/{id}/cancel',
      access: JOBS,
      summary: 'Cancels a queued job before it starts (409 when it is running or finished)',
      params: idParam,
      response: jobChangedAnswer,
      handler: ({ params, caller }) => cancelJob(ctx, caller, params.id),
    }),
  ];
}
