import type { Resolvers } from '../../__generated__/resolvers-types.js';

export const worklistResolvers: Resolvers = {
  Query: {
    worklist: (_, { input }, ctx) => ctx.students.worklist(input),
    worklistCsv: (_, { input }, ctx) => ctx.students.worklistCsv(input),
  },
};
