import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { userFixable } from '../../platform/errors.js';

/** Failures staff fix themselves (an empty reason, already flagged, an aid year without the report): data, not errors. */
const FIXABLE = new Set(['BAD_USER_INPUT', 'CONFLICT']);
async function result<T, K extends string>(key: K, step: () => Promise<T>) {
  const outcome = await userFixable(step, FIXABLE);
  return outcome.ok ? ({ ok: true, [key]: outcome.value } as { ok: true } & Record<K, T>) : { ok: false, error: outcome.error };
}

export const reportResolvers: Resolvers = {
  Query: {
    report: (_, { input }, ctx) => ctx.reports.page(input),
    reportExports: (_, { name, aidYear }, ctx) => ctx.reports.exports(name, aidYear),
    studentReportFlags: (_, { uuid, aidYear }, ctx) => ctx.reports.flags(uuid, aidYear),
  },
  Mutation: {
    exportReport: (_, { input, format }, ctx) => result('start', () => ctx.reports.startExport(input, format === 'XLSX' ? 'xlsx' : 'csv')),
    createSuperBinders: (_, { input }, ctx) => result('jobId', async () => (await ctx.reports.createSuperBinders(input)).jobId),
    flagStudentForWatchlist: (_, { uuid, aidYear, reason }, ctx) => result('flags', () => ctx.reports.flag(uuid, aidYear, reason)),
    unflagStudentFromWatchlist: (_, { uuid, aidYear }, ctx) => result('flags', () => ctx.reports.unflag(uuid, aidYear)),
    selectForInstitutionalVerification: (_, { uuid, aidYear, reason }, ctx) => result('flags', () => ctx.reports.selectForVerification(uuid, aidYear, reason)),
  },
};
