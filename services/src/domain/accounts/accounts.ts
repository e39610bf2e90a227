import { randomInt, randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { hashPassword, randomToken, sha256 } from '../../platform/crypto.js';
import { useStaffPasswordLink, type SignInCodeChoice } from '../identity/staff-password-link.js';
import { queueTemplateMessage } from '../identity/outbox-queue.js';
import type { PortalLanguage } from '../notifications/templates.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { resolveSchoolCode } from '../identity/accounts.js';
import { assertNotThrottled, recordAttempt } from '../identity/throttle.js';
import { assertStudentVisible } from '../students/access.js';
import { updateIdentityProviderUser } from './identity-provider.js';
import * as sql from './accounts.queries.js';

export const ACCOUNT_TYPES = { STUDENT: 0, PARENT: 1, OTHER_PARENT: 3, SPOUSE: 4 } as const;
const PARENT_TYPES = [1, 3];
/** A lookup's proof is good for this long: enough to fill in the account form on a phone. */
const CREATION_TOKEN_MINUTES = 30;
const RESET_TOKEN_MINUTES = 60;
const SMS_CODE_MINUTES = 10;
const SMS_MAX_ATTEMPTS = 5;

/** Long enough to resist guessing, simple enough to type on a phone. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 10) return 'Use at least 10 characters';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'Use at least one letter and one digit';
  return undefined;
}

// ---------- Student lookup and account creation ----------

export interface LookupInput {
  schoolCode?: string;
  purl?: string;
  lastName: string;
  dateOfBirth: string;
  ssnLastFour?: string;
  studentNumber?: string;
}

/**
 * Finds a student from what only they (or their parents) know: last name, date of birth and the SSN's last
 * four or the school's student id. Failures count against the address like failed sign-ins.
 */
export async function studentLookup(ctx: AppContext, input: LookupInput, address: string) {
  const schoolCode = await resolveSchoolCode(ctx.db, input.schoolCode, input.purl);
  if (!schoolCode) throw badRequest('No school matches that school code or address');
  const throttleKey = `lookup:${schoolCode}:${input.lastName.trim().toLowerCase()}`;
  await assertNotThrottled(ctx.db, ctx.env, throttleKey, address);
  const student = await sql.studentByLookupDetails.first(ctx.db, {
    schoolCode,
    lastName: input.lastName.trim(),
    dateOfBirth: input.dateOfBirth,
    ssnLastFour: input.ssnLastFour ?? null,
    studentNumber: input.studentNumber ?? null,
  });
  await recordAttempt(ctx.db, throttleKey, address, Boolean(student));
  if (!student)
    throw notFound(
      'No student at this school matches those details. Check them against your application, or call the financial aid office.',
    );
  const taken = await sql.accountTypesTaken.all(ctx.db, { studentId: student.id });
  const exp = Date.now() + CREATION_TOKEN_MINUTES * 60_000;
  return {
    found: true,
    uuid: student.uuid,
    firstName: student.first_name,
    schoolCode,
    aidYear: student.default_aid_year,
    isDependent: student.dependency_status !== 0,
    hasStudentAccount: taken.some((t) => t.account_type === 0),
    accountTypesTaken: taken.map((t) => t.account_type),
    // Sealed (encrypted and authenticated): proves this lookup succeeded, for creating or linking an account.
    creationToken: ctx.sealer.seal(JSON.stringify({ sid: student.id, school: schoolCode, exp })),
    expiresAt: new Date(exp).toISOString(),
  };
}

function openCreationToken(ctx: AppContext, token: string): { sid: number; school: string } {
  try {
    const claims = JSON.parse(ctx.sealer.open(token)) as { sid: number; school: string; exp: number };
    if (typeof claims.sid !== 'number' || claims.exp < Date.now()) throw new Error('expired');
    return claims;
  } catch {
    throw new HttpError(401, 'This lookup has expired; look up the student again');
  }
}

async function assertTypeFree(db: Db, studentId: number, accountType: number) {
  if (accountType === 1 || accountType === 3) return; // a student may have two parents' accounts (1 and 3)
  const taken = await sql.studentHasAccountType.first(db, { studentId, accountType });
  if (taken)
    throw conflict(
      accountType === 0
        ? 'This student already has an account. Sign in, or reset the password.'
        : 'This student already has a spouse account.',
    );
}

export interface CreateAccountInput {
  creationToken: string;
  accountType: number;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phone?: string | null;
  /** The language of the page the account was made on: its welcome and later messages go out in it. */
  preferredLanguage?: PortalLanguage;
}

/** Creates a student or parent account after a lookup; it then signs in like any other (password, then MFA code). */
export async function createAccount(ctx: AppContext, input: CreateAccountInput) {
  const claims = openCreationToken(ctx, input.creationToken);
  const problem = passwordProblem(input.password);
  if (problem) throw badRequest(problem, { inputErrors: [{ path: 'password', message: problem }] });
  const existing = await sql.accountWithUsername.first(ctx.db, {
    schoolCode: claims.school,
    username: input.email,
  });
  if (existing) {
    throw conflict(
      PARENT_TYPES.includes(input.accountType)
        ? 'An account with this e-mail already exists. Sign in to it and add this student from your dashboard.'
        : 'An account with this e-mail already exists. Sign in, or reset the password.',
    );
  }
  const hash = await hashPassword(input.password, ctx.env.PASSWORD_SCRYPT_LOG_N);
  const created = await ctx.db.transaction(async (tx) => {
    await assertTypeFree(tx, claims.sid, input.accountType);
    const uuid = randomUUID();
    const account = await sql.insertAccount.first(tx, {
      uuid,
      schoolCode: claims.school,
      username: input.email.trim(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: input.phone ?? null,
      passwordHash: hash,
      preferredLanguage: input.preferredLanguage ?? 'en',
    });
    await sql.insertAccountLink.run(tx, {
      studentId: claims.sid,
      accountId: account!.id,
      accountType: input.accountType,
    });
    const student = await sql.studentUuid.first(tx, { studentId: claims.sid });
    await sql.logAccountCreated.run(tx, {
      schoolCode: claims.school,
      accountUuid: uuid,
      username: input.email,
      studentId: claims.sid,
      details: { accountType: input.accountType },
      entityId: uuid,
    });
    const initial = await createInitialTasksAndMessage(ctx, tx, claims.sid, account!.id);
    return {
      accountID: account!.id,
      uuid,
      studentUuid: student!.uuid,
      accountType: input.accountType,
      ...initial,
    };
  });
  return created;
}

/**
 * A message about the account itself (welcome, reset link, e-mail changed, phone code, a staff-made account's link
 * to choose a password) in the account's language: the school's wording on /MessageTemplates, else the
 * installation's (issue 26). Queued in the caller's transaction.
 */
async function queueAccountMessage(
  db: Db,
  m: {
    schoolCode: string;
    code:
      'ACCOUNT_WELCOME' | 'PASSWORD_RESET' | 'EMAIL_CHANGED' | 'PHONE_CONFIRMATION' | 'ACCOUNT_MADE_BY_STAFF';
    channel: 'EMAIL' | 'SMS';
    recipient: string;
    language: PortalLanguage;
    values: Record<string, string>;
  },
) {
  await queueTemplateMessage(db, 'ACCOUNT', m);
}

/**
 * The task list a new account starts with: the items of the student's verification group for the school's
 * current aid year (when the import has not made them yet), and a welcome message.
 */
export async function createInitialTasksAndMessage(
  ctx: AppContext,
  db: Db,
  studentId: number,
  accountId: number,
) {
  const s = await sql.studentForInitialTasks.first(db, { studentId });
  const account = await sql.welcomeRecipient.first(db, { accountId });
  if (!s || !account) throw notFound('No such student or account');
  const [{ n: existing } = { n: 0 }] = await sql.taskListItemCount.all(db, {
    studentId,
    aidYear: s.default_aid_year,
  });
  let created = 0;
  if (existing === 0 && s.verification_group) {
    const items = await sql.verificationGroupItems.all(db, {
      schoolCode: s.school_code,
      aidYear: s.default_aid_year,
      verificationGroup: s.verification_group,
      dependent: s.dependency_status !== 0,
    });
    for (const item of items) {
      await sql.insertTaskListItem.run(db, {
        uuid: randomUUID(),
        studentId,
        interviewTypeId: item.interview_type_id,
        aidYear: s.default_aid_year,
        isForParentAccount: item.is_for_parent_account,
      });
    }
    created = items.length;
  }
  await queueAccountMessage(db, {
    schoolCode: s.school_code,
    code: 'ACCOUNT_WELCOME',
    channel: 'EMAIL',
    recipient: account.username,
    language: account.preferred_language,
    values: { firstName: account.first_name, studentFirstName: s.first_name },
  });
  return { taskListItemsCreated: created, messageSent: true };
}

/** A parent already signed in adds another of their students (one parent account, several students). */
export async function addParentStudentLink(
  ctx: AppContext,
  caller: Caller,
  input: { creationToken: string; accountType: number },
) {
  if (!PARENT_TYPES.includes(input.accountType))
    throw badRequest('Only parent accounts (1 parent, 3 other parent) can be linked to another student');
  const claims = openCreationToken(ctx, input.creationToken);
  if (claims.school !== caller.schoolCode)
    throw forbidden('That student is at another school; create an account there');
  const links = await sql.linksOfAccount.all(ctx.db, { accountId: caller.accountId });
  if (links.some((l) => !PARENT_TYPES.includes(l.account_type)))
    throw forbidden("A student's own account can not be linked to another student");
  if (links.some((l) => l.student_id === claims.sid))
    throw conflict('This student is already on your account');
  await ctx.db.transaction(async (tx) => {
    await sql.insertAccountLink.run(tx, {
      studentId: claims.sid,
      accountId: caller.accountId,
      accountType: input.accountType,
    });
    await recordActivity(tx, caller, {
      action: 'PARENT_LINKED',
      entityType: 'student_account_link',
      entityId: caller.accountUuid,
      studentId: claims.sid,
      details: { accountType: input.accountType },
    });
  });
  return linkedStudents(ctx.db, caller);
}

/** The students the signed-in account serves (a parent may have several). */
export async function linkedStudents(db: Db, caller: Caller) {
  return sql.linkedStudents.all(db, { accountId: caller.accountId });
}

/** Whether an e-mail already has an account at a school (the login page sends new people to student lookup). */
export async function studentAccountLookup(
  ctx: AppContext,
  input: { username: string; schoolCode?: string; purl?: string },
  address: string,
) {
  const schoolCode = await resolveSchoolCode(ctx.db, input.schoolCode, input.purl);
  if (!schoolCode) throw badRequest('No school matches that school code or address');
  await assertNotThrottled(ctx.db, ctx.env, `account-lookup:${address}`, address);
  const row = await sql.accountWithUsername.first(ctx.db, { schoolCode, username: input.username });
  // Counted as a failure either way: the lookup must not become a way to list every address.
  await recordAttempt(ctx.db, `account-lookup:${address}`, address, false);
  return { schoolCode, accountExists: Boolean(row), accountRequired: !row };
}

// ---------- Accounts as staff and owners manage them ----------

/** A student account the caller may manage: staff of its school (STUDENT_EDIT), or the account itself. */
async function manageableAccount(db: Db, caller: Caller, where: { id?: number; username?: string }) {
  const acct = await sql.accountOfSchool.first(db, {
    schoolCode: caller.schoolCode,
    accountId: where.id ?? null,
    username: where.username ?? null,
  });
  if (caller.kind === 'user') {
    if (!acct || acct.id !== caller.accountId) throw forbidden('You can only change your own account');
    return acct;
  }
  if (!caller.permissions.has('STUDENT_EDIT'))
    throw forbidden(`Your role (${caller.role}) lacks the permission STUDENT_EDIT`);
  if (!acct)
    throw notFound(`No student account ${where.username ?? where.id} in school ${caller.schoolCode}`);
  return acct;
}

const studentOfAccount = async (db: Db, accountId: number) =>
  (await sql.firstStudentOfAccount.first(db, { accountId }))?.student_id;

async function endSessions(db: Db, accountId: number) {
  await sql.endAccountSessions.run(db, { accountId });
}

/** Staff set a temporary password the student is told on the phone; the student's sessions end. */
export async function setTemporaryPassword(
  ctx: AppContext,
  caller: Caller,
  input: { username: string; password?: string },
) {
  const acct = await manageableAccount(ctx.db, caller, { username: input.username });
  const password = input.password ?? `Temp-${randomInt(1000, 9999)}-${randomToken(4)}`;
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, { inputErrors: [{ path: 'password', message: problem }] });
  const hash = await hashPassword(password, ctx.env.PASSWORD_SCRYPT_LOG_N);
  await ctx.db.transaction(async (tx) => {
    await sql.setPasswordHash.run(tx, { accountId: acct.id, passwordHash: hash });
    await endSessions(tx, acct.id);
    await recordActivity(tx, caller, {
      action: 'TEMPORARY_PASSWORD_SET',
      entityType: 'student_account',
      entityId: acct.uuid,
      studentId: await studentOfAccount(tx, acct.id),
    });
    // Last: Keycloak refusing leaves the old password here too.
    await updateIdentityProviderUser(ctx.env, acct.username, (keycloak, user) =>
      keycloak.setTemporaryPassword(user, password),
    );
  });
  return { success: true, username: acct.username, temporaryPassword: password };
}

export async function changeEmail(
  ctx: AppContext,
  caller: Caller,
  input: { accountID: number; currentUsername: string; newUsername: string },
) {
  const acct = await manageableAccount(ctx.db, caller, { id: input.accountID });
  if (acct.username.toLowerCase() !== input.currentUsername.trim().toLowerCase())
    throw badRequest('The current e-mail does not match this account');
  const taken = await sql.otherAccountWithUsername.first(ctx.db, {
    schoolCode: acct.school_code,
    username: input.newUsername,
    accountId: acct.id,
  });
  if (taken) throw conflict('Another account already uses that e-mail');
  await ctx.db.transaction(async (tx) => {
    await sql.setUsername.run(tx, { accountId: acct.id, username: input.newUsername.trim() });
    await recordActivity(tx, caller, {
      action: 'ACCOUNT_EMAIL_CHANGED',
      entityType: 'student_account',
      entityId: acct.uuid,
      studentId: await studentOfAccount(tx, acct.id),
      details: { from: acct.username, to: input.newUsername },
    });
    // Both addresses hear of it: the old one is how an owner learns of a change they did not make.
    for (const to of [acct.username, input.newUsername.trim()]) {
      await queueAccountMessage(tx, {
        schoolCode: acct.school_code,
        code: 'EMAIL_CHANGED',
        channel: 'EMAIL',
        recipient: to,
        language: acct.preferred_language,
        values: { newEmail: input.newUsername.trim() },
      });
    }
    // Last: Keycloak refusing leaves the old e-mail here too, and no message goes out.
    await updateIdentityProviderUser(ctx.env, acct.username, (keycloak, user) =>
      keycloak.changeUsername(user, input.newUsername.trim()),
    );
  });
  return { success: true, username: input.newUsername.trim() };
}

export async function updateMfaOption(
  ctx: AppContext,
  caller: Caller,
  input: { accountID?: number; mfaOption: 'EMAIL' | 'SMS' },
) {
  const acct = await manageableAccount(ctx.db, caller, { id: input.accountID ?? caller.accountId });
  if (input.mfaOption === 'SMS') {
    const confirmed = await sql.hasConfirmedPhone.first(ctx.db, { accountId: acct.id });
    if (!confirmed)
      throw badRequest('Confirm a mobile number before choosing text messages for sign-in codes');
  }
  await sql.setMfaOption.run(ctx.db, { accountId: acct.id, mfaOption: input.mfaOption });
  await recordActivity(ctx.db, caller, {
    action: 'MFA_OPTION_CHANGED',
    entityType: 'student_account',
    entityId: acct.uuid,
    details: { mfaOption: input.mfaOption },
  });
  return { success: true, mfaOption: input.mfaOption };
}

/**
 * The language a student or parent reads the portal in and gets messages in (issue 26). Only the account's own
 * person chooses it: another account's id is refused.
 */
export async function updatePreferredLanguage(
  ctx: AppContext,
  caller: Caller,
  input: { accountID?: number; preferredLanguage: 'en' | 'es' },
) {
  const acct = await manageableAccount(ctx.db, caller, { id: input.accountID ?? caller.accountId });
  await sql.setPreferredLanguage.run(ctx.db, {
    accountId: acct.id,
    preferredLanguage: input.preferredLanguage,
  });
  await recordActivity(ctx.db, caller, {
    action: 'PREFERRED_LANGUAGE_CHANGED',
    entityType: 'student_account',
    entityId: acct.uuid,
    details: { preferredLanguage: input.preferredLanguage },
  });
  return { success: true, preferredLanguage: input.preferredLanguage };
}

/** Sign-in codes go back to e-mail, the first option (a student who lost their phone). */
export async function updateMfaToFirst(ctx: AppContext, caller: Caller, accountId: number) {
  return updateMfaOption(ctx, caller, { accountID: accountId, mfaOption: 'EMAIL' });
}

/** Removes a parent from a student; the account goes too when it serves no other student. */
export async function purgeParentAccount(
  ctx: AppContext,
  caller: Caller,
  input: { parentAccountID: number; studentID: number },
) {
  if (caller.kind !== 'staff' || !caller.permissions.has('STUDENT_EDIT'))
    throw forbidden(`Your role (${caller.role}) lacks the permission STUDENT_EDIT`);
  const student = await sql.studentById.first(ctx.db, { studentId: input.studentID });
  if (!student) throw notFound('No such student');
  await assertStudentVisible(ctx.db, caller, student);
  const link = await sql.accountLinkToStudent.first(ctx.db, {
    studentId: student.id,
    accountId: input.parentAccountID,
  });
  if (!link) throw notFound(`Account ${input.parentAccountID} is not linked to this student`);
  if (!PARENT_TYPES.includes(link.account_type))
    throw badRequest("Only a parent's account can be purged here");
  return ctx.db.transaction(async (tx) => {
    await sql.deleteAccountLink.run(tx, { studentId: student.id, accountId: input.parentAccountID });
    const [{ n } = { n: 0 }] = await sql.accountLinkCount.all(tx, { accountId: input.parentAccountID });
    if (n === 0) {
      await endSessions(tx, input.parentAccountID);
      await sql.deleteAccount.run(tx, { accountId: input.parentAccountID });
    }
    await recordActivity(tx, caller, {
      action: 'PARENT_ACCOUNT_PURGED',
      entityType: 'student_account',
      entityId: link.uuid,
      studentId: student.id,
      details: { accountDeleted: n === 0 },
    });
    return { success: true, accountDeleted: n === 0 };
  });
}

// ---------- Password reset by e-mail ----------

/** Where reset links may point: configured portal addresses, or this machine. */
async function resetLinkOrigin(db: Db, locationHref?: string): Promise<string> {
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
      await sql.retireUnusedTokens.run(tx, { kind: 'PASSWORD_RESET', accountId: acct.id });
      await sql.insertAccountToken.run(tx, {
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
    const tok = await sql.usableResetToken.first(tx, { tokenHash: sha256(input.token) });
    if (!tok) throw badRequest('This reset link has expired or was already used; ask for a new one');
    await sql.markTokenUsed.run(tx, { tokenId: tok.id });
    await sql.setPasswordHash.run(tx, { accountId: tok.student_account_id, passwordHash: hash });
    await endSessions(tx, tok.student_account_id);
    return { success: true };
  });
}

// ---------- Mobile number confirmation by SMS ----------

/** Texts a 6-digit code to a new mobile number (or the one on file); the number is kept once the code comes back. */
export async function sendSmsConfirmation(ctx: AppContext, caller: Caller, input: { phoneNumber?: string }) {
  if (caller.kind !== 'user') throw forbidden('Only the account holder confirms their mobile number');
  const acct = await sql.phoneAndLanguage.first(ctx.db, { accountId: caller.accountId });
  const phone = input.phoneNumber ?? acct?.phone;
  if (!phone) throw badRequest('Enter a mobile number');
  const digits = phone.replace(/\D/g, '');
  if (!/^1?\d{10}$/.test(digits)) throw badRequest('Enter a 10-digit US mobile number');
  const normalised = digits.slice(-10).replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3');
  const [{ n } = { n: 0 }] = await sql.recentSmsCodeCount.all(ctx.db, { accountId: caller.accountId });
  if (n >= 5) throw new HttpError(429, 'Too many codes sent; wait 15 minutes and try again');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await sql.retireUnusedTokens.run(tx, { kind: 'SMS_CONFIRMATION', accountId: caller.accountId });
    await sql.insertAccountToken.run(tx, {
      kind: 'SMS_CONFIRMATION',
      tokenHash: sha256(code),
      accountId: caller.accountId,
      recipient: normalised,
      minutes: SMS_CODE_MINUTES,
    });
    await queueAccountMessage(tx, {
      schoolCode: caller.schoolCode,
      code: 'PHONE_CONFIRMATION',
      channel: 'SMS',
      recipient: normalised,
      language: acct?.preferred_language ?? 'en',
      values: { code, minutes: String(SMS_CODE_MINUTES) },
    });
  });
  return { success: true, phoneNumber: `***-***-${normalised.slice(-4)}` };
}

export async function verifySmsToken(ctx: AppContext, caller: Caller, input: { smsToken: string }) {
  if (caller.kind !== 'user') throw forbidden('Only the account holder confirms their mobile number');
  return ctx.db.transaction(async (tx) => {
    const tok = await sql.latestSmsCode.first(tx, { accountId: caller.accountId });
    if (!tok) throw badRequest('The code has expired; send a new one');
    if (tok.attempts >= SMS_MAX_ATTEMPTS) throw new HttpError(429, 'Too many wrong codes; send a new one');
    if (tok.token_hash !== sha256(input.smsToken.trim())) {
      await sql.countWrongSmsCode.run(tx, { tokenId: tok.id });
      return { success: false, message: 'That code is not correct' };
    }
    await sql.markTokenUsed.run(tx, { tokenId: tok.id });
    await sql.setConfirmedPhone.run(tx, { accountId: caller.accountId, phone: tok.recipient });
    return { success: true, message: 'Your mobile number is confirmed' };
  });
}

// ---------- Profile and settings ----------

export interface StudentProfile {
  preferredName?: string | null;
  phone?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

async function visibleStudent(db: Db, caller: Caller, uuid: string) {
  const student = await sql.studentByUuid.first(db, { uuid });
  if (!student) throw notFound('No such student');
  await assertStudentVisible(db, caller, student);
  return student;
}

export async function getStudentProfile(db: Db, caller: Caller, uuid: string, aidYear: number) {
  const student = await visibleStudent(db, caller, uuid);
  const row = await sql.studentProfile.first(db, { studentId: student.id, aidYear });
  return { studentUuid: uuid, aidYear, profile: row?.profile ?? {}, updatedAt: row?.updated_at ?? null };
}

export async function updateStudentProfile(
  db: Db,
  caller: Caller,
  input: { studentUuid: string; aidYear: number; profile: StudentProfile },
) {
  const student = await visibleStudent(db, caller, input.studentUuid);
  if (caller.kind === 'staff' && !caller.permissions.has('STUDENT_EDIT'))
    throw forbidden(`Your role (${caller.role}) lacks the permission STUDENT_EDIT`);
  await db.transaction(async (tx) => {
    await sql.saveStudentProfile.run(tx, {
      studentId: student.id,
      aidYear: input.aidYear,
      profile: { ...input.profile },
    });
    await recordActivity(tx, caller, {
      action: 'STUDENT_PROFILE_UPDATED',
      entityType: 'student_profile',
      entityId: input.studentUuid,
      studentId: student.id,
      details: { aidYear: input.aidYear },
    });
  });
  return getStudentProfile(db, caller, input.studentUuid, input.aidYear);
}

/** What the Settings screen shows about the signed-in account. */
export async function accountSettings(db: Db, caller: Caller) {
  if (caller.kind !== 'user') throw forbidden('Only students and parents have account settings');
  const a = await sql.accountSettings.first(db, { accountId: caller.accountId });
  return {
    accountID: a!.id,
    username: a!.username,
    firstName: a!.first_name,
    lastName: a!.last_name,
    phone: a!.phone ? `***-***-${a!.phone.replace(/\D/g, '').slice(-4)}` : null,
    phoneConfirmed: Boolean(a!.phone_confirmed_at),
    mfaOption: a!.mfa_option,
    students: await linkedStudents(db, caller),
  };
}

export interface StaffCreateAccountInput {
  studentUuid: string;
  accountType: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The page the staff member is on: the reset link goes to that origin when it is an allowed one. */
  locationHREF?: string;
  /** The language the person reads (issue 26): the account's messages, from the first two on, go out in it. */
  preferredLanguage?: PortalLanguage;
}

/**
 * /adminAccountCreation: staff (STUDENT_EDIT) make a student or parent account for a student of their school. The
 * account has no password until its owner picks one: it gets the task list and the welcome e-mail of a self-made
 * account, and a one-use link to choose a password, all through the outbox. One transaction.
 */
export async function staffCreateAccount(ctx: AppContext, caller: Caller, input: StaffCreateAccountInput) {
  const student = await sql.studentForStaffMadeAccount.first(ctx.db, { uuid: input.studentUuid });
  if (!student) throw notFound('No such student');
  await assertStudentVisible(ctx.db, caller, student);
  const emailAddress = input.email.trim();
  const existing = await sql.accountWithUsername.first(ctx.db, {
    schoolCode: caller.schoolCode,
    username: emailAddress,
  });
  if (existing) {
    throw badRequest(
      `An account with ${emailAddress} already exists at this school; link it from the student's Linked Accounts tab`,
      {
        inputErrors: [{ path: 'email', message: 'is already the e-mail of an account of this school' }],
      },
    );
  }
  const token = randomToken(32);
  const origin = await resetLinkOrigin(ctx.db, input.locationHREF);
  return ctx.db.transaction(async (tx) => {
    await assertTypeFree(tx, student.id, input.accountType);
    const uuid = randomUUID();
    const account = await sql.insertAccountWithoutPassword.first(tx, {
      uuid,
      schoolCode: caller.schoolCode,
      username: emailAddress,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      preferredLanguage: input.preferredLanguage ?? 'en',
    });
    await sql.insertAccountLink.run(tx, {
      studentId: student.id,
      accountId: account!.id,
      accountType: input.accountType,
    });
    await recordActivity(tx, caller, {
      action: 'ACCOUNT_CREATED_BY_STAFF',
      entityType: 'student_account',
      entityId: uuid,
      studentId: student.id,
      details: { accountType: input.accountType, username: emailAddress },
    });
    const initial = await createInitialTasksAndMessage(ctx, tx, student.id, account!.id);
    await sql.insertAccountToken.run(tx, {
      kind: 'PASSWORD_RESET',
      tokenHash: sha256(token),
      accountId: account!.id,
      recipient: emailAddress,
      minutes: RESET_TOKEN_MINUTES,
    });
    await queueAccountMessage(tx, {
      schoolCode: student.school_code,
      code: 'ACCOUNT_MADE_BY_STAFF',
      channel: 'EMAIL',
      recipient: emailAddress,
      language: input.preferredLanguage ?? 'en',
      values: {
        firstName: input.firstName.trim(),
        minutes: String(RESET_TOKEN_MINUTES),
        resetLink: `${origin}/newAccountPasswordReset?token=${token}`,
      },
    });
    return {
      message: 'Account created; a welcome e-mail and a link to choose a password were sent',
      accountID: account!.id,
      uuid,
      username: emailAddress,
      studentUuid: student.uuid,
      accountType: input.accountType,
      ...initial,
    };
  });
}
