import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { userFixable } from '../../platform/errors.js';

/** A mutation's user-fixable failure (bad input) becomes `{ ok: false, error }`; access and system failures stay errors. */
async function outcome<T extends object>(step: () => Promise<T>) {
  const r = await userFixable(step, new Set(['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND']));
  return r.ok ? { ok: true, error: null, ...r.value } : { ok: false, error: r.error };
}

const schoolCode = async (ctx: GatewayContext) => (await ctx.auth.session()).schoolCode;

/** FTI setup, the school's files, comment code info and the editable verification-group map. */
export const schoolSettingsResolvers: Resolvers = {
  Query: {
    ftiSetup: (_, __, ctx) => ctx.administration.ftiSetup(),
    schoolFiles: async (_, { aidYear, fileType }, ctx) =>
      ctx.administration.schoolFiles(await schoolCode(ctx), aidYear, fileType),
    schoolFileContent: async (_, { fileType, aidYear, match }, ctx) =>
      ctx.administration.schoolFileContent(await schoolCode(ctx), fileType, aidYear, match ?? 'NEAREST'),
    commentCodeInfos: (_, { aidYear, displayedOnly }, ctx) =>
      ctx.administration.commentCodeInfos(aidYear, displayedOnly ?? false),
    verificationGroupChoices: (_, { aidYear }, ctx) => ctx.interviews.typesWithTemplates(aidYear),
  },
  Mutation: {
    saveFtiSetup: (_, { input }, ctx) => outcome(() => ctx.administration.saveFtiSetup(input)),
    updateCommentCodeInfo: async (_, { aidYear, item }, ctx) => ({
      updated: [],
      ...(await outcome(() => ctx.administration.updateCommentCodeInfos(aidYear, [item]))),
    }),
    updateCommentCodeInfos: async (_, { aidYear, items }, ctx) => ({
      updated: [],
      ...(await outcome(() => ctx.administration.updateCommentCodeInfos(aidYear, items))),
    }),
    replaceVerificationGroupMap: (_, { aidYearSettingsId, items }, ctx) =>
      outcome(() => ctx.administration.replaceVerificationGroupMap(aidYearSettingsId, items)),
  },
};
