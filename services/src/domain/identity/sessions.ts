import { randomInt, randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { randomToken, sha256, verifyPassword } from '../../platform/crypto.js';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../platform/errors.js';
import { UUID_PATTERN, type MfaCaller } from '../../platform/route.js';
import type { Db } from '../../platform/db.js';
import {
  findAccountByUuid,
  findStaff,
  findStudentAccount,
  maskEmail,
  maskPhone,
  resolveSchoolCode,
  type SignInAccount,
} from './accounts.js';
import { assertNotThrottled, recordAttempt } from './throttle.js';
import type { AccessClaims } from './tokens.js';
import { renderTemplate } from '../notifications/templates.js';
import { rememberOidcChoice } from './oidc/account-choice.js';
import * as sql from './sessions.queries.js';

// Compared against when the account does not exist, so a wrong e-mail costs as long as a wrong password:
// the same scrypt cost as the stored hashes.
const dummyHash = (logN: number) =>
  `scrypt$${logN}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
/** Codes sent and not used, per address, within 15 minutes (unusedCodeSends): stops a password holder flooding a phone. */
const MAX_UNUSED_CODE_SENDS = 5;

export interface SessionTokens {
  accessToken: string;
  expiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
}

/** Checks a password and returns an MFA ticket; nothing about the account is revealed on failure. */
export async function verifyCredentials(
  ctx: AppContext,
  input: { username: string; password: string; schoolCode?: string; purl?: string; staffOnly?: boolean },
  address: string,
) {
  await assertNotThrottled(ctx.db, ctx.env, input.username, address);
  const schoolCode = await resolveSchoolCode(ctx.db, input.schoolCode, input.purl);
  if ((input.schoolCode || input.purl) && !schoolCode)
    throw badRequest('No school matches that school code or address');
  const account =
    (await findStaff(ctx.db, input.username, schoolCode)) ??
    (input.staffOnly ? undefined : await findStudentAccount(ctx.db, input.username, schoolCode));
  const passwordOk = await verifyPassword(
    input.password,
    account?.passwordHash ?? dummyHash(ctx.env.PASSWORD_SCRYPT_LOG_N),
  );
  const ok = Boolean(account && passwordOk && (account.kind === 'staff' || account.studentUuid));
  await recordAttempt(ctx.db, input.username, address, ok);
  if (!ok || !account) throw unauthorized('The e-mail or password is not correct');

  const ticketId = randomUUID();
  await sql.insertMfaChallenge.run(ctx.db, {
    ticketId,
    recipient: account.username,
    messageType: 'EMAIL',
  });
  const uuid = account.kind === 'staff' ? account.uuid : account.studentUuid!;
  const email = { messageType: 'EMAIL' as const, recipient: maskEmail(account.username) };
  const sms = account.phone
    ? { messageType: 'SMS' as const, recipient: maskPhone(account.phone) }
    : undefined;
  const preferred = account.mfaOption === 'SMS' && sms ? ('SMS' as const) : ('EMAIL' as const);
  const ticket = await ctx.tokens.issueMfaTicket({
    sub: account.uuid,
    acct: account.kind,
    SCHOOL_CODE: account.schoolCode,
    UUID: uuid,
    account_type: account.accountType,
    ticket: ticketId,
  });
  return {
    success: true,
    ticket,
    uuid,
    accountType: account.kind === 'staff' ? null : account.accountType,
    isStudent: account.kind !== 'staff',
    // The account's chosen channel comes first (SMS only while a phone is on file); the page sends there by default.
    preferredMessageType: preferred,
    destinations: preferred === 'SMS' ? [sms!, email] : [email, ...(sms ? [sms] : [])],
  };
}

/** Sends a fresh 6-digit code; the earlier code of the same ticket stops working. */
export async function sendMfaCode(
  ctx: AppContext,
  caller: MfaCaller,
  messageType: 'EMAIL' | 'SMS',
  language?: 'en' | 'es',
) {
  const account = await accountOf(ctx, caller);
  const recipient = messageType === 'SMS' ? account.phone : account.username;
  if (!recipient) throw badRequest('No phone number is on file for this account; choose e-mail');
  // Codes that opened a session do not count: someone who signs in often is not flooding anyone.
  // Per account, whatever the channel (each challenge counts its sends to both), and per recipient, so a phone
  // or mailbox several accounts share is not flooded either.
  const accountKey = `${caller.kind}:${caller.accountUuid}`;
  const sends = await sql.unusedCodeSends.first(ctx.db, { recipient, accountKey });
  if ((sends?.n ?? 0) >= MAX_UNUSED_CODE_SENDS)
    throw tooManyRequests('Too many codes requested; wait 15 minutes and try again');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const updated = await sql.setMfaCode.first(ctx.db, {
    ticket: caller.ticket,
    codeHash: sha256(`${caller.ticket}:${code}`),
    recipient,
    messageType,
    seconds: ctx.env.MFA_CODE_SECONDS,
    accountKey,
  });
  if (!updated) throw unauthorized('This sign-in has already been used; sign in again');
  const minutes = Math.round(ctx.env.MFA_CODE_SECONDS / 60);
  // The school's wording of the message (/MessageTemplates), else the installation's, in the account's language.
  const text = await renderTemplate(
    ctx.db,
    caller.schoolCode,
    'MFA_CODE',
    messageType,
    { code, minutes: String(minutes) },
    // Staff messages stay English; a student or parent gets the code in the language they are reading.
    account.kind === 'staff' ? 'en' : (language ?? account.preferredLanguage),
  );
  const messageId = await ctx.outbox.send(messageType, recipient, text.subject, text.body, {
    kind: 'SIGN_IN_CODE',
    schoolCode: caller.schoolCode,
  });
  await sql.setMfaLastMessage.run(ctx.db, { ticket: caller.ticket, messageId });
  const masked = messageType === 'SMS' ? maskPhone(recipient) : maskEmail(recipient);
  return { success: true, message: `A code was sent to ${masked}` };
}

/**
 * Where the latest code of this sign-in is: queued, handed over or failed. A failure is named to the person with
 * the other way to get a code ("We could not send your code to …; try text instead").
 */
export async function mfaCodeStatus(ctx: AppContext, caller: MfaCaller) {
  const row = await sql.mfaCodeMessage.first(ctx.db, { ticket: caller.ticket });
  if (!row) return { status: 'NONE' as const, pending: false, message: null };
  const status = row.status;
  // Without a transport for the channel (the development outbox) a queued code stays where it is.
  const pending =
    (status === 'QUEUED' || status === 'SENDING') && ctx.delivery.channels.includes(row.channel);
  if (status !== 'FAILED') return { status, pending, message: null };
  const account = await accountOf(ctx, caller);
  const other = row.channel === 'EMAIL' ? (account.phone ? 'text' : null) : 'e-mail';
  const where = row.channel === 'EMAIL' ? maskEmail(row.recipient) : maskPhone(row.recipient);
  const lead = row.channel === 'EMAIL' ? 'Issue sending email to your inbox. ' : '';
  return {
    status,
    pending: false,
    message: `${lead}We could not send your code to ${where}; ${other ? `try ${other} instead` : 'try again later or call the financial aid office'}.`,
  };
}

/** Checks the code; a right code within its time and attempt limits opens the session. */
export async function checkMfaCode(
  ctx: AppContext,
  caller: MfaCaller,
  code: string,
): Promise<SessionTokens & { success: true }> {
  const account = await passMfaCode(ctx, caller, code);
  return { success: true, ...(await openSession(ctx, account, caller.studentUuid)) };
}

/** Checks the code and spends the ticket; the account it proves (the OIDC provider's sign-in uses this too). */
export async function passMfaCode(ctx: AppContext, caller: MfaCaller, code: string): Promise<SignInAccount> {
  const challenge = await sql.countMfaAttempt.first(ctx.db, { ticket: caller.ticket });
  if (!challenge || challenge.passed_at)
    throw unauthorized('This sign-in has already been used; sign in again');
  if (!challenge.code_hash) throw badRequest('Send a code first');
  if (challenge.attempts > ctx.env.MFA_MAX_ATTEMPTS)
    throw tooManyRequests('Too many wrong codes; send a new code');
  if (challenge.expired) throw badRequest('The code has expired; send a new one');
  if (sha256(`${caller.ticket}:${code.trim()}`) !== challenge.code_hash)
    throw badRequest('The code is not correct');
  // Claimed atomically: of two requests with the right code at once, only one opens a session.
  const claimed = await sql.passMfaChallenge.first(ctx.db, { ticket: caller.ticket });
  if (!claimed) throw unauthorized('This sign-in has already been used; sign in again');
  return accountOf(ctx, caller);
}

async function accountOf(
  ctx: AppContext,
  caller: { kind: SignInAccount['kind']; accountUuid: string; schoolCode: string },
) {
  const account = await findAccountByUuid(ctx.db, caller.kind, caller.accountUuid, caller.schoolCode);
  if (!account) throw unauthorized('This account no longer exists');
  return account;
}

export async function accessClaims(
  ctx: AppContext,
  account: SignInAccount,
  studentUuid?: string,
): Promise<AccessClaims> {
  const schools =
    account.kind === 'staff'
      ? await sql.staffSchoolCodes.all(ctx.db, { staffUserId: account.id })
      : [{ school_code: account.schoolCode }];
  return {
    sub: account.uuid,
    preferred_username: account.username,
    groups: schools.map((s) => `/schools/${s.school_code}`),
    realm_access: { roles: [account.role] },
    SCHOOL_CODE: account.schoolCode,
    UUID: account.kind === 'staff' ? account.uuid : (studentUuid ?? account.studentUuid!),
    acct: account.kind,
    ...(account.kind === 'staff' ? {} : { account_type: await accountTypeFor(ctx, account, studentUuid) }),
    given_name: account.firstName,
    family_name: account.lastName,
    amr: ['pwd', 'otp'],
  };
}

async function accountTypeFor(
  ctx: AppContext,
  account: SignInAccount,
  studentUuid?: string,
): Promise<number> {
  if (!studentUuid || studentUuid === account.studentUuid) return account.accountType ?? 0;
  const link = await sql.accountTypeOfLink.first(ctx.db, { accountId: account.id, studentUuid });
  if (!link) throw forbidden('You are not linked to that student');
  return link.account_type;
}

async function openSession(
  ctx: AppContext,
  account: SignInAccount,
  studentUuid?: string,
): Promise<SessionTokens> {
  const session = await prepareSession(ctx, account, studentUuid);
  await session.store(ctx.db);
  return session.tokens;
}

/** Signs the tokens of a new session; the refresh token counts only once `store` has run. */
async function prepareSession(ctx: AppContext, account: SignInAccount, studentUuid?: string) {
  const claims = await accessClaims(ctx, account, studentUuid);
  const access = await ctx.tokens.issueAccess(claims);
  const refreshToken = randomToken();
  const refreshExpiresAt = Math.floor(Date.now() / 1000) + ctx.env.REFRESH_TOKEN_SECONDS;
  const tokens: SessionTokens = {
    accessToken: access.token,
    expiresAt: access.expiresAt,
    refreshToken,
    refreshExpiresAt,
  };
  return {
    tokens,
    store: (db: Db) =>
      sql.insertRefreshToken.run(db, {
        tokenHash: sha256(refreshToken),
        subjectKind: account.kind,
        subjectId: account.id,
        schoolCode: account.schoolCode,
        studentUuid: account.kind === 'staff' ? null : claims.UUID,
        expiresAt: refreshExpiresAt,
      }),
  };
}

/** Seconds in which a just-rotated token coming back is another tab of the same browser, not a leak. */
const ROTATION_GRACE_SECONDS = 30;

/**
 * Exchanges a refresh token for a new pair (rotation). A token rotated long ago coming back means it
 * leaked: every session of that account is ended. Tabs share the refresh cookie, so a second refresh
 * within seconds only fails (the tab retries with the cookie the first one set).
 */
export async function refreshSession(
  ctx: AppContext,
  refreshToken: string,
  change?: { schoolCode?: string; studentUuid?: string },
): Promise<SessionTokens> {
  const row = await sql.refreshTokenByHash.first(ctx.db, {
    tokenHash: sha256(refreshToken),
    graceSeconds: ROTATION_GRACE_SECONDS,
  });
  if (!row) throw unauthorized('No session; sign in');
  const endEverySession = async () => {
    await sql.revokeEverySession.run(ctx.db, { subjectKind: row.subject_kind, subjectId: row.subject_id });
    return unauthorized('This session was ended; sign in again');
  };
  const refreshedElsewhere = () =>
    unauthorized('This session was just refreshed in another window; use the newer session');
  if (row.revoked) {
    if (row.revoked_reason === 'ROTATED' && row.just_rotated) throw refreshedElsewhere();
    if (row.revoked_reason === 'ROTATED') throw await endEverySession();
    throw unauthorized('This session was ended; sign in again');
  }
  if (row.expired) throw unauthorized('Session expired; sign in again');
  const schoolCode = change?.schoolCode ?? row.school_code;
  const uuid = await uuidOfSubject(ctx, row.subject_kind, row.subject_id);
  const account = await findAccountByUuid(ctx.db, row.subject_kind, uuid, schoolCode);
  if (!account || account.schoolCode !== schoolCode) {
    throw forbidden(
      change?.schoolCode
        ? `You do not belong to school ${schoolCode}`
        : 'You no longer have access to this school',
    );
  }
  const session = await prepareSession(ctx, account, change?.studentUuid ?? row.student_uuid ?? undefined);
  // Spending the old token and storing the new one is one step: of two uses at the same moment one wins,
  // the other is refused like any refresh within the grace period.
  const spent = await ctx.db.transaction(async (tx) => {
    const claimed = await sql.rotateRefreshToken.first(tx, { id: row.id });
    if (claimed) await session.store(tx);
    return Boolean(claimed);
  });
  if (!spent) throw refreshedElsewhere();
  return session.tokens;
}

async function uuidOfSubject(ctx: AppContext, kind: SignInAccount['kind'], id: number): Promise<string> {
  const row = await (kind === 'staff' ? sql.staffUuidById : sql.accountUuidById).first(ctx.db, { id });
  if (!row) throw unauthorized('This account no longer exists');
  return row.uuid;
}

/** Re-issues an access token with another SCHOOL_CODE (staff) or UUID (a parent's other student). */
export async function updateToken(
  ctx: AppContext,
  caller: { kind: 'staff' | 'user'; accountUuid: string; schoolCode: string; studentUuid?: string },
  claim: 'SCHOOL_CODE' | 'UUID',
  newValue: string,
  refreshToken?: string,
): Promise<Partial<SessionTokens> & { accessToken: string; expiresAt: number }> {
  if (claim === 'SCHOOL_CODE' && caller.kind !== 'staff')
    throw forbidden('Students and parents cannot change school');
  if (claim === 'UUID' && caller.kind !== 'user')
    throw forbidden('Only parents with several students can change student');
  // A student is named by their uuid: anything else would reach the uuid column (a 500), not a refusal.
  if (claim === 'UUID' && !UUID_PATTERN.test(newValue))
    throw badRequest('newValue: name the student by their uuid', {
      inputErrors: [{ path: 'newValue', message: 'must be a uuid' }],
    });
  const schoolCode = claim === 'SCHOOL_CODE' ? newValue : caller.schoolCode;
  const kind = caller.kind === 'staff' ? 'staff' : 'student_account';
  const account = await findAccountByUuid(ctx.db, kind, caller.accountUuid, schoolCode);
  if (!account || account.schoolCode !== schoolCode)
    throw forbidden(`You do not belong to school ${schoolCode}`);
  const studentUuid = claim === 'UUID' ? newValue : caller.studentUuid;
  if (claim === 'UUID') await accountTypeFor(ctx, account, studentUuid);
  // The OpenID Connect provider's next token (refresh) carries the choice too, as Keycloak's user attributes do.
  await rememberOidcChoice(
    ctx,
    caller.accountUuid,
    claim === 'SCHOOL_CODE' ? { schoolCode } : { studentUuid },
  );
  if (refreshToken) return refreshSession(ctx, refreshToken, { schoolCode, studentUuid });
  const access = await ctx.tokens.issueAccess(await accessClaims(ctx, account, studentUuid));
  return { accessToken: access.token, expiresAt: access.expiresAt };
}

export async function revokeRefreshToken(ctx: AppContext, refreshToken: string): Promise<void> {
  await sql.signOutRefreshToken.run(ctx.db, { tokenHash: sha256(refreshToken) });
}
