import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { asPayload } from '../../platform/errors.js';

const schoolCode = async (ctx: GatewayContext) => (await ctx.auth.session()).schoolCode;

/** FTI setup, the school's files, comment code info and the editable verification-group map. */
export const schoolSettingsResolvers: Resolvers = {
  Query: {
    ftiSetup: (_, __, ctx) => ctx.schoolSettings.ftiSetup(),
    schoolFiles: async (_, { aidYear, fileType }, ctx) =>
      ctx.schoolSettings.schoolFiles(await schoolCode(ctx), aidYear, fileType),
    schoolFileContent: async (_, { fileType, aidYear, match }, ctx) =>
      ctx.schoolSettings.schoolFileContent(await schoolCode(ctx), fileType, aidYear, match ?? 'NEAREST'),
    commentCodeInfos: (_, { aidYear, displayedOnly }, ctx) =>
      ctx.schoolSettings.commentCodeInfos(aidYear, displayedOnly ?? false),
    verificationGroupChoices: (_, { aidYear }, ctx) => ctx.interviewTemplates.typesWithTemplates(aidYear),
  },
  Mutation: {
    saveFtiSetup: (_, { input }, ctx) => asPayload(() => ctx.schoolSettings.saveFtiSetup(input)),
    updateCommentCodeInfo: async (_, { aidYear, item }, ctx) => ({
      updated: [],
      ...(await asPayload(() => ctx.commentCodeInfo.updateCommentCodeInfo(aidYear, item))),
    }),
    updateCommentCodeInfos: async (_, { aidYear, items }, ctx) => ({
      updated: [],
      ...(await asPayload(() => ctx.schoolSettings.updateCommentCodeInfos(aidYear, items))),
    }),
    replaceVerificationGroupMap: (_, { aidYearSettingsId, items }, ctx) =>
      asPayload(() => ctx.aidYearSettings.replaceVerificationGroupMap(aidYearSettingsId, items)),
  },
};
