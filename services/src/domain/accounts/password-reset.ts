import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db.js';
import { hashPassword, randomToken, sha256 } from '../../platform/crypto.js';
import { badRequest } from '../../platform/errors.js';
import { useStaffPasswordLink, type SignInCodeChoice } from '../identity/staff-password-link.js';
import { resolveSchoolCode } from '../identity/accounts.js';
import { assertNotThrottled, recordAttempt } from '../identity/throttle.js';
import type { PortalLanguage } from '../notifications/templates.js';
import { queueAccountMessage } from './account-messages.js';
import * as tokens from './account-tokens.queries.js';
import * as sql from './password-reset.queries.js';

// Passwords of student and parent accounts: what a good one is, a reset link by e-mail, the new password set from
// it (and a staff member's one-time link), and the sessions that end when a password changes.

/** A reset link (and a staff-made account's link to choose a password) is good for this long. */
export const RESET_TOKEN_MINUTES = 60;

/** Long enough to resist guessing, simple enough to type on a phone. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 10) return 'Use at least 10 characters';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'Use at least one letter and one digit';
  return undefined;
}

/** Every session of the account ends (its password changed, or the account went). */
export async function endSessions(db: Db, accountId: number) {
  await sql.endAccountSessions.run(db, { accountId });
}

/** Where reset links may point: configured portal addresses, or this machine. */
export async function resetLinkOrigin(db: Db, locationHref?: string): Promise<string> {
  const row = await sql.allowedPortalOrigins.first(db, {});
  const allowed = (row?.value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  let origin: string | undefined;
  try {
    origin = locationHref ? new URL(locationHref).origin : undefined;
  } catch {
    origin = undefined;
  }
  // A link to an address someone else chose would hand them the reset token.
  if (origin && (allowed.includes(origin) || /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)))
    return origin;
  return allowed[0] ?? 'http://localhost:4000';
}

/** Sends a reset link when the account exists; answers the same either way so addresses can not be probed. */
export async function sendResetPasswordEmail(
  ctx: AppContext,
  input: {
    username: string;
    schoolCode?: string;
    purl?: string;
    locationHREF?: string;
    language?: PortalLanguage;
  },
  address: string,
) {
  const schoolCode = await resolveSchoolCode(ctx.db, input.schoolCode, input.purl);
  if (!schoolCode) throw badRequest('No school matches that school code or address');
  await assertNotThrottled(ctx.db, ctx.env, `reset:${input.username.toLowerCase()}`, address);
  await recordAttempt(ctx.db, `reset:${input.username.toLowerCase()}`, address, false);
  const acct = await sql.accountForReset.first(ctx.db, { schoolCode, username: input.username.trim() });
  if (acct) {
    const token = randomToken(32);
    const origin = await resetLinkOrigin(ctx.db, input.locationHREF);
    await ctx.db.transaction(async (tx) => {
      await tokens.retireUnusedTokens.run(tx, { kind: 'PASSWORD_RESET', accountId: acct.id });
      await tokens.insertAccountToken.run(tx, {
        kind: 'PASSWORD_RESET',
        tokenHash: sha256(token),
        accountId: acct.id,
        recipient: acct.username,
        minutes: RESET_TOKEN_MINUTES,
      });
      await queueAccountMessage(tx, {
        schoolCode,
        code: 'PASSWORD_RESET',
        channel: 'EMAIL',
        recipient: acct.username,
        // Worded in the language of the page the person asked on (as a sign-in code is), else the account's.
        language: input.language ?? acct.preferred_language,
        values: {
          firstName: acct.first_name,
          minutes: String(RESET_TOKEN_MINUTES),
          resetLink: `${origin}/newAccountPasswordReset?token=${token}`,
        },
      });
    });
  }
  return { success: true, message: 'If an account uses that e-mail, a reset link is on its way' };
}

/**
 * Sets a new password from a reset link; the link works once, and every session of the account ends. A staff
 * member's one-time link (first run, new staff) comes here too, with the channel of their sign-in codes.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string } & SignInCodeChoice,
) {
  const problem = passwordProblem(input.password);
  if (problem) throw badRequest(problem, { inputErrors: [{ path: 'password', message: problem }] });
  const hash = await hashPassword(input.password, ctx.env.PASSWORD_SCRYPT_LOG_N);
  return ctx.db.transaction(async (tx) => {
    if (await useStaffPasswordLink(tx, input.token, hash, input)) return { success: true };
    const tok = await tokens.usableResetToken.first(tx, { tokenHash: sha256(input.token) });
    if (!tok) throw badRequest('This reset link has expired or was already used; ask for a new one');
    await tokens.markTokenUsed.run(tx, { tokenId: tok.id });
    await sql.setPasswordHash.run(tx, { accountId: tok.student_account_id, passwordHash: hash });
    await endSessions(tx, tok.student_account_id);
    return { success: true };
  });
}
