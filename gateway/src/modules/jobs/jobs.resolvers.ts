import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';
import type { RestJob } from './jobs-api.js';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);

/** The jobs page's progress convention: `done` of `total` in the checkpoint, as numbers. */
export function jobProgress(progress: Record<string, unknown>) {
  const done = num(progress.done);
  const total = num(progress.total);
  const percent =
    done !== null && total !== null && total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : null;
  return { done, total, unit: typeof progress.unit === 'string' ? progress.unit : null, percent };
}

export const shape = (job: RestJob) => ({ ...job, progress: jobProgress(job.progress ?? {}) });

/** Retry and cancel: a refusal for the job's state (409) is the user's to read, not a system error. */
const action = (step: () => Promise<{ message: string; job: RestJob }>) =>
  asPayload(async () => {
    const { message, job } = await step();
    return { message, job: shape(job) };
  });

export const jobResolvers: Resolvers = {
  Query: {
    jobs: async (_, { page, pageSize, status }, ctx) => {
      const answer = await ctx.jobs.page(page, pageSize, status);
      return { ...answer, jobs: answer.jobs.map(shape) };
    },
    job: async (_, { id }, ctx) => {
      const job = await ctx.jobs.one(id);
      return job ? shape(job) : null;
    },
  },
  Mutation: {
    retryJob: (_, { id }, ctx) => action(() => ctx.jobs.retry(id)),
    cancelJob: (_, { id }, ctx) => action(() => ctx.jobs.cancel(id)),
  },
};
