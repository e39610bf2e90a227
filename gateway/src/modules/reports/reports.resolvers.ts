import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

export const reportResolvers: Resolvers = {
  Query: {
    report: (_, { input }, ctx) => ctx.reports.page(input),
    reportExports: (_, { name, aidYear }, ctx) => ctx.reports.exports(name, aidYear),
    studentReportFlags: (_, { uuid, aidYear }, ctx) => ctx.reports.flags(uuid, aidYear),
  },
  Mutation: {
    exportReport: (_, { input, format }, ctx) =>
      asPayload(async () => ({
        start: await ctx.reports.startExport(input, format === 'XLSX' ? 'xlsx' : 'csv'),
      })),
    createSuperBinders: (_, { input }, ctx) =>
      asPayload(async () => ({ jobId: (await ctx.reports.createSuperBinders(input)).jobId })),
    flagStudentForWatchlist: (_, { uuid, aidYear, reason }, ctx) =>
      asPayload(async () => ({ flags: await ctx.reports.flag(uuid, aidYear, reason) })),
    unflagStudentFromWatchlist: (_, { uuid, aidYear }, ctx) =>
      asPayload(async () => ({ flags: await ctx.reports.unflag(uuid, aidYear) })),
    selectForInstitutionalVerification: (_, { uuid, aidYear, reason }, ctx) =>
      asPayload(async () => ({ flags: await ctx.reports.selectForVerification(uuid, aidYear, reason) })),
  },
};
