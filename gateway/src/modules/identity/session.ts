import type {
  MfaChannel,
  PortalLanguage,
  SendMfaCodeResult,
  Session,
  SessionResult,
  SignInInput,
  SignInResult,
} from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { asPayload, codeOf } from '../../platform/errors.js';
import { resolvedLater } from '../../platform/field-resolvers.js';
import type { IssuedSession } from './main-api.js';

/**
 * The browser's sign-in and session steps. The access token goes back in the answer (the web keeps it in
 * memory); the refresh token only ever travels in the httpOnly cookie.
 */

export async function signIn(ctx: GatewayContext, input: SignInInput): Promise<SignInResult> {
  return asPayload(async () => ({ challenge: await ctx.identity.verifyCredentials(input) }), {
    credentials: true,
  });
}

export async function sendMfaCode(
  ctx: GatewayContext,
  ticket: string,
  channel: MfaChannel,
  language?: PortalLanguage | null,
): Promise<SendMfaCodeResult> {
  return asPayload(async () => ({ message: await ctx.identity.sendMfaCode(ticket, channel, language) }), {
    credentials: true,
  });
}

export async function checkMfaCode(
  ctx: GatewayContext,
  ticket: string,
  code: string,
): Promise<SessionResult> {
  return asPayload(async () => ({ session: keep(ctx, await ctx.identity.checkMfaCode(ticket, code)) }), {
    credentials: true,
  });
}

/** A new access token from the refresh cookie; null (and the cookie cleared) when that session is over. */
export async function refreshSession(ctx: GatewayContext): Promise<Session | null> {
  const refreshToken = ctx.refreshCookie.read();
  if (!refreshToken) return null;
  try {
    return keep(ctx, await ctx.identity.refreshSession(refreshToken));
  } catch (error) {
    const code = codeOf(error);
    if (code !== 'UNAUTHENTICATED' && code !== 'FORBIDDEN') throw error;
    ctx.refreshCookie.clear();
    return null;
  }
}

/** Moves the session to another school of the staff user; a school they do not belong to is FORBIDDEN. */
export async function switchSchool(ctx: GatewayContext, schoolCode: string): Promise<SessionResult> {
  return asPayload(async () => ({
    session: keep(ctx, await ctx.identity.changeSchool(schoolCode, ctx.refreshCookie.read())),
  }));
}

/** Moves a parent's session to another student they are linked to; any other student is FORBIDDEN. */
export async function switchStudent(ctx: GatewayContext, studentUuid: string): Promise<SessionResult> {
  return asPayload(async () => ({
    session: keep(ctx, await ctx.identity.changeStudent(studentUuid, ctx.refreshCookie.read())),
  }));
}

/** Ends the session at the services and forgets the cookie; true even when there was no session. */
export async function signOut(ctx: GatewayContext): Promise<boolean> {
  const refreshToken = ctx.refreshCookie.read();
  ctx.refreshCookie.clear();
  if (refreshToken) await ctx.identity.endSession(refreshToken);
  return true;
}

/** Puts the refresh token in the cookie and hands on the rest; `viewer` is read with the new access token. */
function keep(ctx: GatewayContext, issued: IssuedSession): Session {
  if (issued.refreshToken && issued.refreshExpiresAt)
    ctx.refreshCookie.write(issued.refreshToken, issued.refreshExpiresAt);
  return resolvedLater<Session, 'viewer'>({ accessToken: issued.accessToken, expiresAt: issued.expiresAt });
}
