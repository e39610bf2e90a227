import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { userFixable } from '../../platform/errors.js';

/** A designer change the user can fix (refused with the reason, a published flow, something still in use): data, not an error. */
const FIXABLE = new Set(['BAD_USER_INPUT', 'CONFLICT']);

async function result<T extends object>(step: () => Promise<T>) {
  const outcome = await userFixable(step, FIXABLE);
  return outcome.ok ? { ok: true, error: null, ...outcome.value } : { ok: false, error: outcome.error };
}

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
    saveAutoVerifyItem: (_, a, ctx) => result(() => ctx.autoVerify.save(a.resource, a.id, a.input, a.allowNullUpdate ?? false)),
    deleteAutoVerifyItem: (_, a, ctx) => result(() => ctx.autoVerify.remove(a.resource, a.id)),
    moveAutoVerifyItem: (_, a, ctx) => result(() => ctx.autoVerify.move(a.resource, a.id, a.direction)),
    draftAutoVerifyFlow: (_, a, ctx) => result(() => ctx.autoVerify.draft(a.id)),
    testAutoVerifyFlow: (_, a, ctx) => result(async () => ({ evaluation: await ctx.autoVerify.test(a.id, a.student) })),
    runAutoVerify: (_, a, ctx) => result(() => ctx.autoVerify.run(a.uuid, a.aidYear)),
    updateConfirmedCorrectionAutoVerifyStatus: (_, a, ctx) => result(() => ctx.autoVerify.correction(a.uuid, a.aidYear)),
  },
};
