import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

/** Auto-verify: the designer, test and run, the reports, StudentView's "why". */
export const autoVerifyResolvers: Resolvers = {
  Query: {
    autoVerifyFlows: (_, { aidYear }, ctx) => ctx.autoVerify.flows(aidYear),
    autoVerifyFullFlow: (_, { id }, ctx) => ctx.autoVerify.fullFlow(id),
    autoVerifyCatalog: (_, { aidYear }, ctx) => ctx.autoVerify.catalog(aidYear),
    autoVerifyRuns: (_, { search }, ctx) => ctx.autoVerify.runs(search),
    autoVerifyRunsCsv: (_, { search }, ctx) => ctx.autoVerify.runsCsv(search),
    studentAutoVerifyRuns: (_, { uuid, aidYear }, ctx) => ctx.autoVerify.studentRuns(uuid, aidYear),
  },
  Mutation: {
    saveAutoVerifyItem: (_, a, ctx) =>
      asPayload(() => ctx.autoVerify.save(a.resource, a.id, a.input, a.allowNullUpdate ?? false)),
    deleteAutoVerifyItem: (_, a, ctx) => asPayload(() => ctx.autoVerify.remove(a.resource, a.id)),
    moveAutoVerifyItem: (_, a, ctx) => asPayload(() => ctx.autoVerify.move(a.resource, a.id, a.direction)),
    draftAutoVerifyFlow: (_, a, ctx) => asPayload(() => ctx.autoVerify.draft(a.id)),
    testAutoVerifyFlow: (_, a, ctx) =>
      asPayload(async () => ({ evaluation: await ctx.autoVerify.test(a.id, a.student) })),
    runAutoVerify: (_, a, ctx) => asPayload(() => ctx.autoVerify.run(a.uuid, a.aidYear)),
    updateConfirmedCorrectionAutoVerifyStatus: (_, a, ctx) =>
      asPayload(() => ctx.autoVerify.correction(a.uuid, a.aidYear)),
  },
};
