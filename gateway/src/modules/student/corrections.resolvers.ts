import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { userFixable } from '../../platform/errors.js';

/** A value the verifier can fix (refused field or value, nothing to export): data, not an error. */
const FIXABLE = new Set(['BAD_USER_INPUT', 'CONFLICT']);

async function result<T, K extends string>(key: K, step: () => Promise<T>) {
  const outcome = await userFixable(step, FIXABLE);
  return outcome.ok ? ({ ok: true, [key]: outcome.value } as { ok: true } & Record<K, T>) : { ok: false, error: outcome.error };
}

/** ISIR corrections, staff assignment and the student record reads and edits of the workspace. */
export const correctionResolvers: Resolvers = {
  Query: {
    corrections: (_, { aidYear, status }, ctx) => ctx.workspace.corrections(aidYear, status),
    correctionFiles: (_, { aidYear }, ctx) => ctx.workspace.correctionFiles(aidYear),
    correctionFileContent: (_, { aidYear, id }, ctx) => ctx.workspace.correctionFileContent(aidYear, id),
    assignableStaff: (_, __, ctx) => ctx.workspace.assignableStaff(),
    supportingDocuments: (_, { taskListItemId }, ctx) => ctx.workspace.supportingDocuments(taskListItemId),
  },
  Student: {
    correctionSummaries: (s, _, ctx) => ctx.workspace.correctionSummaries(s.uuid),
    documentDownloads: (s, _, ctx) => ctx.workspace.documentDownloads(s.uuid),
    attributes: (s, { aidYear }, ctx) => ctx.workspace.attributes(s.id, aidYear),
    attributeHistory: (s, { aidYear }, ctx) => ctx.workspace.attributeHistory(s.uuid, aidYear),
    parentProfile: (s, { aidYear }, ctx) => ctx.workspace.parentProfile(s.uuid, aidYear),
    crCodeHeadline: (s, _, ctx) => ctx.workspace.crCodeHeadline(s.uuid),
  },
  Mutation: {
    displayCorrectionFile: async (_, { fileName, content }, ctx) => {
      const outcome = await userFixable(() => ctx.workspace.displayCorrectionFile(fileName, content));
      return outcome.ok ? { ok: true, error: null, lines: outcome.value.lines } : { ok: false, error: outcome.error, lines: [] };
    },
    addCorrection: (_, a, ctx) => result('correction', () => ctx.workspace.addCorrection(a.uuid, a.aidYear, a.attributeName, a.correctedValue)),
    withdrawCorrection: (_, a, ctx) => result('correction', () => ctx.workspace.withdrawCorrection(a.id)),
    exportCorrections: (_, a, ctx) => result('content', () => ctx.workspace.exportCorrections(a.aidYear, a.uuid)),
    assignStudents: (_, a, ctx) => result('count', () => ctx.workspace.assignStudents(a.uuids, a.staffId)),
    updateStudentRecord: (_, a, ctx) => result('student', () => ctx.workspace.updateStudentRecord(a.uuid, a.input)),
    updateStudentAccount: (_, a, ctx) => result('account', () => ctx.workspace.updateStudentAccount(a.id, a.input)),
    deleteProcessorDocuments: (_, a, ctx) => result('count', () => ctx.workspace.deleteProcessorDocuments(a.ids)),
  },
};
