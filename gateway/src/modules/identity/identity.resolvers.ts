import type { Resolvers } from '../../__generated__/resolvers-types.js';
import * as session from './session.js';

export const identityResolvers: Resolvers = {
  Query: {
    viewer: async (_, __, ctx) => {
      const signedIn = await ctx.auth.optionalSession();
      return signedIn ? ctx.identity.viewer(signedIn.token) : null;
    },
    availableSchools: (_, __, ctx) => ctx.identity.availableSchools(),
    betaToggle: (_, { name }, ctx) => ctx.identity.betaToggle(name),
    mfaCodeDelivery: (_, { ticket }, ctx) => ctx.identity.mfaCodeDelivery(ticket),
  },
  Mutation: {
    signIn: (_, { input }, ctx) => session.signIn(ctx, input),
    sendMfaCode: (_, { ticket, channel, language }, ctx) =>
      session.sendMfaCode(ctx, ticket, channel, language),
    checkMfaCode: (_, { ticket, code }, ctx) => session.checkMfaCode(ctx, ticket, code),
    refreshSession: (_, __, ctx) => session.refreshSession(ctx),
    switchSchool: (_, { schoolCode }, ctx) => session.switchSchool(ctx, schoolCode),
    switchStudent: (_, { uuid }, ctx) => session.switchStudent(ctx, uuid),
    signOut: (_, __, ctx) => session.signOut(ctx),
  },
  Session: {
    viewer: (issued, _, ctx) => ctx.identity.viewer(issued.accessToken),
  },
  Viewer: {
    loginData: (viewer, _, ctx) => ctx.identity.loginDataOf(viewer),
  },
};
