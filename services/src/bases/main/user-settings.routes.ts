import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, uuidSchema, type RouteDef } from '../../platform/route.js';
import { updateUserSettings, userSettings, userSettingsSchema } from '../../domain/user-settings/settings.js';
import {
  API_TOKEN_MANAGE,
  createApiToken,
  createTokenSchema,
  listApiTokens,
  revokeApiToken,
  tokenOptions,
} from '../../domain/user-settings/api-tokens.js';
import {
  apiTokenAnswer,
  apiTokenCallerAnswer,
  apiTokenOptionsAnswer,
  apiTokensAnswer,
  newApiTokenAnswer,
  userSettingsAnswer,
} from '../../domain/user-settings/answers.js';

/** /userSettings: the staff member's own profile and defaults, and their API tokens for reporting scripts. */
export function userSettingsRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'userSettings',
      access: { permission: 'USER_SETTINGS_VIEW' },
      summary:
        'The signed-in staff member: names, e-mail, phone, default school and aid year, sign-in code channel',
      response: userSettingsAnswer,
      handler: ({ caller }) => userSettings(ctx.db, caller),
    }),
    defineRoute({
      base: 'main',
      method: 'PATCH',
      path: 'userSettings',
      access: { permission: 'USER_SETTINGS_VIEW' },
      sessionsOnly: true,
      summary:
        "Change the signed-in staff member's names, phone, default school and aid year, sign-in code channel",
      body: userSettingsSchema,
      response: userSettingsAnswer,
      handler: ({ caller, body }) => updateUserSettings(ctx.db, caller, body),
    }),
  ];
}

/** API tokens for reporting scripts. */
export function apiTokenRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'apiToken',
      access: { permission: API_TOKEN_MANAGE },
      summary: "The signed-in staff member's API tokens (never their secrets)",
      response: apiTokensAnswer,
      handler: ({ caller }) => listApiTokens(ctx.db, caller),
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'apiToken/options',
      access: { permission: API_TOKEN_MANAGE },
      summary:
        'The schools and roles a new API token of the signed-in staff member may have (roles no stronger than theirs)',
      response: apiTokenOptionsAnswer,
      handler: ({ caller }) => tokenOptions(ctx, caller),
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'apiToken',
      access: { permission: API_TOKEN_MANAGE },
      sessionsOnly: true,
      summary: 'Make an API token; its secret is in this answer only',
      body: createTokenSchema,
      response: newApiTokenAnswer,
      handler: ({ caller, body }) => createApiToken(ctx, caller, body),
    }),
    defineRoute({
      base: 'main',
      method: 'DELETE',
      path: 'apiToken/{uuid}',
      access: { permission: API_TOKEN_MANAGE },
      sessionsOnly: true,
      summary: "Revoke one of the signed-in staff member's API tokens at once",
      params: z.object({ uuid: uuidSchema }),
      response: apiTokenAnswer,
      handler: ({ caller, params }) => revokeApiToken(ctx, caller, params.uuid),
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'apiToken/caller',
      access: 'staff',
      summary: 'Who an API token stands for (the gateway asks on each GraphQL request made with one)',
      response: apiTokenCallerAnswer,
      handler: async ({ caller }) => ({
        accountUuid: caller.accountUuid,
        schoolCode: caller.schoolCode,
        role: caller.role,
        apiToken: caller.apiToken ?? null,
      }),
    }),
  ];
}
