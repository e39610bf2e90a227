import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

/** ISIR corrections, staff assignment and the student record reads and edits of the workspace. */
export const correctionResolvers: Resolvers = {
  Query: {
    corrections: (_, { aidYear, status }, ctx) => ctx.corrections.corrections(aidYear, status),
    correctionFiles: (_, { aidYear }, ctx) => ctx.corrections.correctionFiles(aidYear),
    correctionFileContent: (_, { aidYear, id }, ctx) => ctx.corrections.correctionFileContent(aidYear, id),
    assignableStaff: (_, __, ctx) => ctx.workspace.assignableStaff(),
    supportingDocuments: (_, { taskListItemId }, ctx) =>
      ctx.studentDocuments.supportingDocuments(taskListItemId),
  },
  Student: {
    correctionSummaries: (s, _, ctx) => ctx.corrections.correctionSummaries(s.uuid),
    documentDownloads: (s, _, ctx) => ctx.histories.documentDownloads(s.uuid),
    attributes: (s, { aidYear }, ctx) => ctx.workspace.attributes(s.id, aidYear),
    attributeHistory: (s, { aidYear }, ctx) => ctx.histories.attributeHistory(s.uuid, aidYear),
    parentProfile: (s, { aidYear }, ctx) => ctx.workspace.parentProfile(s.uuid, aidYear),
    crCodeHeadline: (s, _, ctx) => ctx.workspace.crCodeHeadline(s.uuid),
  },
  Mutation: {
    displayCorrectionFile: async (_, { fileName, content }, ctx) => ({
      lines: [],
      ...(await asPayload(async () => ({
        lines: (await ctx.corrections.displayCorrectionFile(fileName, content)).lines,
      }))),
    }),
    addCorrection: (_, a, ctx) =>
      asPayload(async () => ({
        correction: await ctx.corrections.addCorrection(a.uuid, a.aidYear, a.attributeName, a.correctedValue),
      })),
    withdrawCorrection: (_, a, ctx) =>
      asPayload(async () => ({ correction: await ctx.corrections.withdrawCorrection(a.id) })),
    exportCorrections: (_, a, ctx) =>
      asPayload(async () => ({ content: await ctx.corrections.exportCorrections(a.aidYear, a.uuid) })),
    exportCorrectionFile: (_, a, ctx) =>
      asPayload(async () => ({ file: await ctx.corrections.exportCorrectionFile(a.aidYear, a.uuid) })),
    assignStudents: (_, a, ctx) =>
      asPayload(async () => ({ count: await ctx.workspace.assignStudents(a.uuids, a.staffId) })),
    updateStudentRecord: (_, a, ctx) =>
      asPayload(async () => ({ student: await ctx.workspace.updateStudentRecord(a.uuid, a.input) })),
    updateStudentAccount: (_, a, ctx) =>
      asPayload(async () => ({ account: await ctx.workspace.updateStudentAccount(a.id, a.input) })),
    deleteProcessorDocuments: (_, a, ctx) =>
      asPayload(async () => ({ count: await ctx.studentDocuments.deleteProcessorDocuments(a.ids) })),
  },
};
