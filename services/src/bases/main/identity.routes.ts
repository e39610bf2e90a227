import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { notFound } from '../../platform/errors.js';
import {
  checkMfaCode,
  mfaCodeStatus,
  refreshSession,
  revokeRefreshToken,
  sendMfaCode,
  updateToken,
  verifyCredentials,
} from '../../domain/identity/sessions.js';
import { loginSchool, schoolCodeFromUrl } from '../../domain/schools/schools.js';
import { betaToggle } from '../../domain/schools/config.js';
import { currentUser, loginData, ssoUser } from '../../domain/identity/users.js';
import {
  currentUserAnswer,
  isAuthenticatedAnswer,
  loginDataAnswer,
  loginSchoolAnswer,
  mfaChallengeAnswer,
  mfaCodeSentAnswer,
  mfaCodeStatusAnswer,
  mfaPassedAnswer,
  passedMfaAnswer,
  reissuedSessionAnswer,
  schoolCodeAnswer,
  sessionAnswer,
  signedOutAnswer,
  ssoUserAnswer,
} from '../../domain/identity/answers.js';
import { schoolconfigGetBetaTestToggleConfigAnswer } from '../../domain/schools/school.answers.js';

const credentials = z.object({
  Username: z.string().trim().min(1, 'enter your e-mail').max(320),
  Password: z.string().min(1, 'enter your password').max(1024),
  SchoolCode: z.string().trim().max(20).optional(),
  PURL: z.string().trim().max(200).optional(),
});
const mfaType = z.enum(['EMAIL', 'SMS']).default('EMAIL');

export function identityRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'auth/verifyCredentials',
      access: 'public',
      summary: 'Check a password; returns an MFA ticket and where the code can be sent',
      body: credentials,
      response: mfaChallengeAnswer,
      handler: ({ body, request }) =>
        verifyCredentials(
          ctx,
          { username: body.Username, password: body.Password, schoolCode: body.SchoolCode, purl: body.PURL },
          request.ip,
        ),
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'sso/ssologin',
      access: 'public',
      summary: 'Staff sign-in with e-mail and password; returns an MFA ticket',
      body: z.object({
        email: z.string().trim().min(1, 'enter your e-mail').max(320),
        password: z.string().min(1).max(1024),
      }),
      response: mfaChallengeAnswer,
      handler: ({ body, request }) =>
        verifyCredentials(
          ctx,
          { username: body.email, password: body.password, staffOnly: true },
          request.ip,
        ),
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'auth/sendMFACode',
      access: 'mfaTicket',
      summary: 'Send a 6-digit code to the account e-mail or phone (bearer: the MFA ticket)',
      body: z.object({
        recipient: z.string().optional(),
        messageType: mfaType,
        // The language of the page the person is reading (issue 26); else the account's.
        language: z.enum(['en', 'es']).optional(),
      }),
      response: mfaCodeSentAnswer,
      handler: ({ body, caller }) => sendMfaCode(ctx, caller, body.messageType, body.language),
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'auth/mfaCodeStatus',
      access: 'mfaTicket',
      summary:
        "Where the sign-in's latest code is on its way: queued, sent or failed (bearer: the MFA ticket)",
      response: mfaCodeStatusAnswer,
      handler: ({ caller }) => mfaCodeStatus(ctx, caller),
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'auth/checkMFACode',
      access: 'mfaTicket',
      summary: 'Check the code; returns the access token and a refresh token',
      body: z.object({
        recipient: z.string().optional(),
        messageType: mfaType,
        code: z
          .string()
          .trim()
          .regex(/^\d{6}$/, 'the code is 6 digits'),
      }),
      response: mfaPassedAnswer,
      handler: ({ body, caller }) => checkMfaCode(ctx, caller, body.code),
    }),
  ];
}

/** Sessions: refreshed, switched, ended, checked. */
export function sessionRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'sso/refresh',
      access: 'public',
      summary: 'Exchange a refresh token for a new access and refresh token (rotation)',
      body: z.object({ refreshToken: z.string().min(1) }),
      response: sessionAnswer,
      handler: ({ body }) => refreshSession(ctx, body.refreshToken),
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'sso/updateToken/',
      access: 'signedIn',
      sessionsOnly: true,
      summary:
        'Re-issue the token with another SCHOOL_CODE (a school the user belongs to) or UUID (a linked student)',
      body: z.object({
        claim: z.enum(['SCHOOL_CODE', 'UUID']).default('SCHOOL_CODE'),
        newValue: z.string().min(1).max(64),
        refreshToken: z.string().optional(),
      }),
      response: reissuedSessionAnswer,
      handler: ({ body, caller }) => updateToken(ctx, caller, body.claim, body.newValue, body.refreshToken),
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'sso/ssoLogout',
      access: 'public',
      summary: 'End the session: the refresh token stops working',
      body: z.object({ refreshToken: z.string().optional() }),
      response: signedOutAnswer,
      handler: async ({ body }) => {
        if (body.refreshToken) await revokeRefreshToken(ctx, body.refreshToken);
        return { success: true };
      },
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'sso/isAuthenticated',
      access: 'public',
      summary: 'Whether the bearer token is a live session',
      response: isAuthenticatedAnswer,
      handler: async ({ caller }) => ({ authenticated: Boolean(caller) }),
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'auth/passedMFA',
      access: 'signedIn',
      summary: 'Whether the session passed MFA (every access token is issued after the code)',
      response: passedMfaAnswer,
      handler: async () => ({ passedMFA: true }),
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'sso/getCurrentSsoUser',
      access: 'staff',
      summary: 'The signed-in staff user: names and default school',
      response: ssoUserAnswer,
      handler: ({ caller }) => ssoUser(ctx.db, caller),
    }),
  ];
}

/** Who is signed in, and what the sign-in screens show for a school. */
export function loginDataRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'auth/getUser',
      access: 'signedIn',
      summary: 'The signed-in user: names, uuid, account type, role, permissions, schools',
      response: currentUserAnswer,
      handler: ({ caller }) => currentUser(ctx.db, caller),
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'auth/getUserDataForLogin/',
      access: 'signedIn',
      summary: 'Where to go after login: accountRequired, isStudent, aidYear, schoolCode, uuid, accountType',
      response: loginDataAnswer,
      handler: ({ caller }) => loginData(ctx.db, caller),
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'auth/getSchoolDataForLogin/{schoolCode}',
      access: 'public',
      summary: 'Public facts of a school for its sign-in page',
      params: z.object({ schoolCode: z.string().max(20) }),
      response: loginSchoolAnswer,
      handler: async ({ params }) => {
        const school = await loginSchool(ctx.db, params.schoolCode);
        if (!school) throw notFound(`No school with code ${params.schoolCode}`);
        return school;
      },
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'auth/getSchoolCodeFromURL/{url}',
      access: 'public',
      summary: 'The school code for a PURL (the client falls back to 222222 on 404)',
      params: z.object({ url: z.string().max(500) }),
      response: schoolCodeAnswer,
      handler: ({ params }) => schoolCodeFromUrl(ctx.db, params.url),
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'auth/getSchoolCodeFromURL/{subdomainOrLastSegment}/{value}',
      access: 'public',
      summary: 'The school code from a host subdomain or the last path segment',
      params: z.object({
        subdomainOrLastSegment: z.enum(['subdomain', 'lastSegment']),
        value: z.string().max(500),
      }),
      response: schoolCodeAnswer,
      handler: ({ params }) => schoolCodeFromUrl(ctx.db, params.value),
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'auth/getBetaTestToggleConfig/{name}',
      access: 'signedIn',
      summary: "A beta toggle's value for the caller's school (204 when unset)",
      params: z.object({ name: z.string().max(100) }),
      response: schoolconfigGetBetaTestToggleConfigAnswer,
      handler: ({ params, caller }) => betaToggle(ctx.db, caller.schoolCode, params.name),
    }),
  ];
}
