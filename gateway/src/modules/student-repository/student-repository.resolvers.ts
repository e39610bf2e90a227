import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

export const studentRepositoryResolvers: Resolvers = {
  Query: {
    studentRepositoryRows: (_, { input }, ctx) => ctx.studentRepository.rows(input),
    studentRepositoryRowIds: (_, { input }, ctx) => ctx.studentRepository.rowIds(input),
    studentRepositoryRowsByIds: (_, { ids }, ctx) => ctx.studentRepository.rowsByIds(ids),
    studentRepositoryUploads: (_, args, ctx) => ctx.studentRepository.uploads(args),
    studentRepositoryErrorUploads: (_, args, ctx) =>
      ctx.studentRepository.uploads({ ...args, withErrors: true }),
    studentRepositoryErrors: (_, args, ctx) => ctx.studentRepository.errors(args),
    studentRepositoryUnmatchedStudents: (_, args, ctx) => ctx.studentRepository.unmatchedStudents(args),
    studentRepositoryTransferHeaders: (_, args, ctx) => ctx.studentRepository.headers(args),
    studentRepositoryTransferRecords: (_, args, ctx) => ctx.studentRepository.records(args),
    studentRepositoryTransferRecordSearch: (_, { input }, ctx) => ctx.studentRepository.recordSearch(input),
    studentRepositoryTransferFile: (_, { aidYear, id }, ctx) =>
      ctx.studentRepository.transferFile(aidYear, id),
    studentAccountLookup: (_, { aidYear, isirId }, ctx) =>
      ctx.studentRepository.accountLookup(aidYear, isirId),
  },
  Mutation: {
    processStudentRepository: (_, { uploadId, rowIds }, ctx) =>
      asPayload(() => ctx.studentRepository.process(uploadId, rowIds)),
    reviewStudentRepositoryMatch: (_, { rowId, accept }, ctx) =>
      asPayload(async () => ({ row: await ctx.studentRepository.reviewMatch(rowId, accept) })),
    generateStudentRepositoryTransferFile: (_, { aidYear, format }, ctx) =>
      asPayload(async () => ({ header: await ctx.studentRepository.generate(aidYear, format) })),
  },
};
