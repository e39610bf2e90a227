import type { Resolvers } from '../../__generated__/resolvers-types.js';

export const schoolResolvers: Resolvers = {
  Query: {
    loginSchool: (_, by, ctx) => ctx.identity.loginSchool(by),
    currentSchool: async (_, __, ctx) => ctx.schools.school((await ctx.auth.session()).schoolCode),
    // The counts live with the students (student API base); the schema shows them with the school.
    staffHome: (_, { aidYear }, ctx) => ctx.students.staffHomeCounts(aidYear),
  },
};
