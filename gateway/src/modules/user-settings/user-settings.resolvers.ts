import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { userFixable } from '../../platform/errors.js';

/** A user-fixable failure (bad input, not found) becomes `{ ok: false, error }`; access failures stay errors. */
async function outcome<T extends object>(step: () => Promise<T>) {
  const r = await userFixable(step, new Set(['BAD_USER_INPUT', 'NOT_FOUND']));
  return r.ok ? { ok: true, error: null, ...r.value } : { ok: false, error: r.error };
}

export const userSettingsResolvers: Resolvers = {
  Query: {
    userSettings: (_, __, ctx) => ctx.userSettings.settings(),
    apiTokens: (_, __, ctx) => ctx.userSettings.tokens(),
    apiTokenOptions: (_, __, ctx) => ctx.userSettings.options(),
  },
  Mutation: {
    saveUserSettings: (_, { input }, ctx) => outcome(async () => ({ settings: await ctx.userSettings.save(input) })),
    createApiToken: (_, { input }, ctx) => outcome(() => ctx.userSettings.create(input)),
    revokeApiToken: (_, { uuid }, ctx) => outcome(async () => ({ token: await ctx.userSettings.revoke(uuid) })),
  },
};
