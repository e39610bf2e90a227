import type { IsirUpload, Resolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { asPayload } from '../../platform/errors.js';
import { resolvedLater } from '../../platform/field-resolvers.js';

const schoolCode = async (ctx: GatewayContext) => (await ctx.auth.session()).schoolCode;

export const isirResolvers: Resolvers = {
  Query: {
    isirUploads: (_, { aidYear }, ctx) => ctx.isir.uploads(aidYear),
    isirUpload: (_, { id }, ctx) => ctx.isir.upload(id),
    isirRecords: (_, { input }, ctx) => ctx.isir.records(input),
    studentIsir: (_, { uuid, aidYear, transactionId }, ctx) =>
      ctx.isir.studentIsir(uuid, aidYear, transactionId),
    isirView: async (_, { aidYear }, ctx) => ctx.isir.view(await schoolCode(ctx), aidYear, true),
    hasOwnIsirView: async (_, { aidYear }, ctx) =>
      (await ctx.isir.view(await schoolCode(ctx), aidYear, false)).length > 0,
    isirElements: (_, { aidYear, includeSuppressed }, ctx) =>
      ctx.isirMetadata.elements(aidYear, includeSuppressed ?? false),
    masterIsirView: (_, { aidYear }, ctx) => ctx.isir.masterView(aidYear),
  },
  IsirUpload: {
    // An import answers the upload's log row without its warnings; they are read with the upload when asked for.
    warnings: async (upload: Partial<IsirUpload> & Pick<IsirUpload, 'id'>, _, ctx) =>
      upload.warnings ?? (await ctx.isir.upload(upload.id)).warnings,
  },
  Mutation: {
    importIsirFile: async (_, { input }, ctx) => {
      const code = await schoolCode(ctx);
      return asPayload(async () => ({
        upload: resolvedLater<IsirUpload, 'warnings'>(
          await ctx.isir.importFile({ schoolCode: code, ...input }),
        ),
      }));
    },
    addIsirViewSettings: (_, { aidYear }, ctx) =>
      asPayload(async () => (await ctx.isir.addViewSettings(aidYear), {})),
    rolloverIsirViewSettings: (_, { fromAidYear }, ctx) =>
      asPayload(async () => (await ctx.isir.rollover(fromAidYear), {})),
    copyIsirViewTab: (_, { tabId, aidYear }, ctx) => asPayload(() => ctx.isir.copyTab(tabId, aidYear)),
    saveIsirViewItem: (_, { input }, ctx) => asPayload(() => ctx.isir.saveItem(input)),
    deleteIsirViewItem: (_, { level, id }, ctx) =>
      asPayload(async () => (await ctx.isir.deleteItem(level, id), { id })),
    reorderIsirViewItems: (_, { level, ids }, ctx) =>
      asPayload(async () => (await ctx.isir.reorder(level, ids), {})),
    saveMasterIsirViewItem: (_, { input }, ctx) => asPayload(() => ctx.isir.saveItem(input, true)),
    deleteMasterIsirViewItem: (_, { level, id }, ctx) =>
      asPayload(async () => (await ctx.isir.deleteItem(level, id, true), { id })),
    reorderMasterIsirViewItems: (_, { level, ids }, ctx) =>
      asPayload(async () => (await ctx.isir.reorder(level, ids, true), {})),
  },
};
