import { z } from 'zod';

// What the /userSettings and API token routes answer, as the answers travel (JSON): the contract of /openapi.json.

/** GET and PATCH /api/userSettings: the signed-in staff member's own settings. */
export const userSettingsAnswer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  defaultSchoolCode: z.string(),
  defaultAidYear: z.number().nullable(),
  mfaOption: z.enum(['EMAIL', 'SMS']),
  schools: z.array(
    z.object({
      schoolCode: z.string(),
      schoolName: z.string(),
      role: z.string(),
      aidYears: z.array(z.number()),
    }),
  ),
});

/** An API token as its owner sees it: never its secret, only the hint of it. */
export const apiTokenAnswer = z.object({
  uuid: z.string(),
  name: z.string(),
  schoolCode: z.string(),
  schoolName: z.string(),
  role: z.string(),
  readOnly: z.boolean(),
  hint: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
});

/** GET /api/apiToken */
export const apiTokensAnswer = z.array(apiTokenAnswer);

/** GET /api/apiToken/options */
export const apiTokenOptionsAnswer = z.object({
  maxDays: z.number(),
  schools: z.array(
    z.object({
      schoolCode: z.string(),
      schoolName: z.string(),
      ownRole: z.string(),
      roles: z.array(z.string()).describe('Roles no stronger than ownRole'),
    }),
  ),
});

/** POST /api/apiToken: the secret is in this answer only. */
export const newApiTokenAnswer = z.object({ token: apiTokenAnswer, secret: z.string() });

/** GET /api/apiToken/caller: who an API token stands for. */
export const apiTokenCallerAnswer = z.object({
  accountUuid: z.string(),
  schoolCode: z.string(),
  role: z.string(),
  apiToken: z.object({ id: z.number(), name: z.string(), readOnly: z.boolean() }).nullable(),
});
