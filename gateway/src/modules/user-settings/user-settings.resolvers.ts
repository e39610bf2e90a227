import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

export const userSettingsResolvers: Resolvers = {
  Query: {
    userSettings: (_, __, ctx) => ctx.userSettings.settings(),
    apiTokens: (_, __, ctx) => ctx.userSettings.tokens(),
    apiTokenOptions: (_, __, ctx) => ctx.userSettings.options(),
  },
  Mutation: {
    saveUserSettings: (_, { input }, ctx) =>
      asPayload(async () => ({ settings: await ctx.userSettings.save(input) })),
    createApiToken: (_, { input }, ctx) => asPayload(() => ctx.userSettings.create(input)),
    revokeApiToken: (_, { uuid }, ctx) =>
      asPayload(async () => ({ token: await ctx.userSettings.revoke(uuid) })),
  },
};
