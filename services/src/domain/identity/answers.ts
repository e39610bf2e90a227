import { z } from 'zod';

// What the sign-in and session routes of the main base answer, as the answers travel (JSON): the contract of /openapi.json.

const mfaChannel = z.enum(['EMAIL', 'SMS']);

/** POST /api/auth/verifyCredentials, /api/sso/ssologin: the password was right; the code is next. */
export const mfaChallengeAnswer = z.object({
  success: z.boolean(),
  ticket: z.string().describe('The MFA ticket: the bearer of sendMFACode and checkMFACode'),
  uuid: z.string().describe("The staff member's uuid, or the student's of a student or parent account"),
  accountType: z.number().nullable().optional().describe('Student or parent account type; null for staff'),
  isStudent: z.boolean(),
  preferredMessageType: mfaChannel.describe(
    "The account's chosen channel (SMS only while a phone is on file)",
  ),
  destinations: z.array(
    z.object({ messageType: mfaChannel, recipient: z.string().describe('Masked: j***@example.edu') }),
  ),
});

/** POST /api/auth/sendMFACode */
export const mfaCodeSentAnswer = z.object({ success: z.boolean(), message: z.string() });

/** POST /api/auth/mfaCodeStatus: where the latest code of the sign-in is on its way (the page says when it failed). */
export const mfaCodeStatusAnswer = z.object({
  status: z.enum(['NONE', 'QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED']),
  /** True while a worker will still try to send it: the page asks again. */
  pending: z.boolean(),
  /** What to tell the person when it failed (where it could not go, and the other way to try). */
  message: z.string().nullable(),
});

/** POST /api/sso/refresh: a session (access token and the refresh token that renews it; times in epoch seconds). */
export const sessionAnswer = z.object({
  accessToken: z.string(),
  expiresAt: z.number(),
  refreshToken: z.string(),
  refreshExpiresAt: z.number(),
});

/** POST /api/auth/checkMFACode */
export const mfaPassedAnswer = sessionAnswer.extend({ success: z.boolean() });

/** POST /api/sso/updateToken/: a new refresh token only when one was given. */
export const reissuedSessionAnswer = sessionAnswer.partial({ refreshToken: true, refreshExpiresAt: true });

/** POST /api/sso/ssoLogout */
export const signedOutAnswer = z.object({ success: z.boolean() });

/** GET /api/sso/isAuthenticated */
export const isAuthenticatedAnswer = z.object({ authenticated: z.boolean() });

/** GET /api/auth/passedMFA */
export const passedMfaAnswer = z.object({ passedMFA: z.boolean() });

/** GET /api/sso/getCurrentSsoUser */
export const ssoUserAnswer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profile: z.object({ defaultSchoolCode: z.string().nullable() }),
});

/** GET /api/auth/getUser: the signed-in user. */
export const currentUserAnswer = z.object({
  id: z.number(),
  accountUuid: z.string(),
  uuid: z.string().describe("Staff: their own uuid; a student or parent: the student's"),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  accountType: z.number().nullable(),
  role: z.string(),
  isStaff: z.boolean(),
  permissions: z.array(z.string()),
  schoolCode: z.string(),
  defaultSchoolCode: z.string(),
  preferredLanguage: z.enum(['en', 'es']).describe('The language of the portal and its messages (staff: en)'),
  schools: z.array(z.object({ schoolCode: z.string(), schoolName: z.string(), role: z.string() })),
});

/** GET /api/auth/getUserDataForLogin/: where to go after signing in. */
export const loginDataAnswer = z.object({
  accountRequired: z.boolean(),
  isStudent: z.boolean(),
  aidYear: z
    .number()
    .describe("The staff member's default aid year while the school offers it, else the school's"),
  schoolCode: z.string(),
  uuid: z.string(),
  accountType: z.number().nullable(),
});

/** GET /api/auth/getSchoolDataForLogin/{schoolCode}: a school's public facts for its sign-in page. */
export const loginSchoolAnswer = z.object({
  schoolCode: z.string(),
  schoolName: z.string(),
  schoolLogo: z.string().nullable(),
  schoolUrl: z.string(),
  sidName: z.string().describe('What the school calls its student id'),
  aidYears: z.array(z.number()),
  defaultAidYear: z.number(),
});

/** GET /api/auth/getSchoolCodeFromURL/… */
export const schoolCodeAnswer = z.object({ schoolCode: z.string() });
