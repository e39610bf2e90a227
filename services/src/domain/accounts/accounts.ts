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
  const [student] = await ctx.db.query<{
    id: number;
    uuid: string;
    first_name: string;
    last_name: string;
    dependency_status: number;
    default_aid_year: number;
  }>(
    `SELECT s.id, s.uuid, s.first_name, s.last_name, s.dependency_status, sc.default_aid_year
       FROM student s JOIN school sc ON sc.school_code = s.school_code
      WHERE s.school_code = $1 AND lower(s.last_name) = lower($2) AND s.date_of_birth = $3::date
        AND ((($4::text IS NOT NULL) AND s.ssn_last_four = $4) OR (($5::text IS NOT NULL) AND lower(s.student_number) = lower($5)))`,
    [
      schoolCode,
      input.lastName.trim(),
      input.dateOfBirth,
      input.ssnLastFour ?? null,
      input.studentNumber ?? null,
    ],
  );
  await recordAttempt(ctx.db, throttleKey, address, Boolean(student));
  if (!student)
    throw notFound(
      'No student at this school matches those details. Check them against your application, or call the financial aid office.',
    );
  const taken = await ctx.db.query<{ account_type: number }>(
    'SELECT DISTINCT account_type FROM student_account_link WHERE student_id = $1',
    [student.id],
  );
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
  const [taken] = await db.query(
    'SELECT 1 FROM student_account_link WHERE student_id = $1 AND account_type = $2',
    [studentId, accountType],
  );
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
  const [existing] = await ctx.db.query(
    'SELECT 1 FROM student_account WHERE school_code = $1 AND lower(username) = lower($2)',
    [claims.school, input.email],
  );
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
    const [account] = await tx.query<{ id: number }>(
      `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, phone, password_hash, preferred_language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        uuid,
        claims.school,
        input.email.trim(),
        input.firstName.trim(),
        input.lastName.trim(),
        input.phone ?? null,
        hash,
        input.preferredLanguage ?? 'en',
      ],
    );
    await tx.query(
      'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $2, $3)',
      [claims.sid, account!.id, input.accountType],
    );
    const [student] = await tx.query<{ uuid: string }>('SELECT uuid FROM student WHERE id = $1', [
      claims.sid,
    ]);
    await tx.query(
      `INSERT INTO activity_log (school_code, actor_uuid, actor_role, actor_name, action, entity_type, entity_id, student_id, details)
       VALUES ($1, $2, 'User', $3, 'ACCOUNT_CREATED', 'student_account', $6, $4, $5)`,
      [
        claims.school,
        uuid,
        input.email,
        claims.sid,
        JSON.stringify({ accountType: input.accountType }),
        uuid,
      ],
    );
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
  const [s] = await db.query<{
    school_code: string;
    verification_group: string | null;
    dependency_status: number;
    default_aid_year: number;
    first_name: string;
  }>(
    `SELECT s.school_code, s.verification_group, s.dependency_status, sc.default_aid_year, s.first_name
       FROM student s JOIN school sc ON sc.school_code = s.school_code WHERE s.id = $1`,
    [studentId],
  );
  const [account] = await db.query<{
    username: string;
    first_name: string;
    preferred_language: PortalLanguage;
  }>('SELECT username, first_name, preferred_language FROM student_account WHERE id = $1', [accountId]);
  if (!s || !account) throw notFound('No such student or account');
  const [{ n: existing } = { n: 0 }] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM student_interview_link WHERE student_id = $1 AND aid_year = $2',
    [studentId, s.default_aid_year],
  );
  let created = 0;
  if (existing === 0 && s.verification_group) {
    const items = await db.query<{ interview_type_id: number; is_for_parent_account: boolean }>(
      `SELECT m.interview_type_id, m.is_for_parent_account FROM school_isir_rec_info_vgroup_map m
         JOIN school_isir_record_info i ON i.id = m.school_isir_record_info_id
        WHERE i.school_code = $1 AND i.aid_year = $2 AND m.verification_group = $3 AND (NOT m.dependent_only OR $4)`,
      [s.school_code, s.default_aid_year, s.verification_group, s.dependency_status !== 0],
    );
    for (const item of items) {
      await db.query(
        'INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, is_for_parent_account) VALUES ($1, $2, $3, $4, $5)',
        [randomUUID(), studentId, item.interview_type_id, s.default_aid_year, item.is_for_parent_account],
      );
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
  const links = await ctx.db.query<{ account_type: number; student_id: number }>(
    'SELECT account_type, student_id FROM student_account_link WHERE student_account_id = $1',
    [caller.accountId],
  );
  if (links.some((l) => !PARENT_TYPES.includes(l.account_type)))
    throw forbidden("A student's own account can not be linked to another student");
  if (links.some((l) => l.student_id === claims.sid))
    throw conflict('This student is already on your account');
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $2, $3)',
      [claims.sid, caller.accountId, input.accountType],
    );
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
  return db.query(
    `SELECT s.id, s.uuid, s.first_name AS "firstName", s.last_name AS "lastName", l.account_type AS "accountType"
       FROM student_account_link l JOIN student s ON s.id = l.student_id WHERE l.student_account_id = $1 ORDER BY s.first_name, s.id`,
    [caller.accountId],
  );
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
  const [row] = await ctx.db.query(
    'SELECT 1 FROM student_account WHERE school_code = $1 AND lower(username) = lower($2)',
    [schoolCode, input.username],
  );
  // Counted as a failure either way: the lookup must not become a way to list every address.
  await recordAttempt(ctx.db, `account-lookup:${address}`, address, false);
  return { schoolCode, accountExists: Boolean(row), accountRequired: !row };
}

// ---------- Accounts as staff and owners manage them ----------

interface AccountRow {
  id: number;
  uuid: string;
  username: string;
  school_code: string;
  first_name: string;
  phone: string | null;
  mfa_option: string;
  preferred_language: PortalLanguage;
}

/** A student account the caller may manage: staff of its school (STUDENT_EDIT), or the account itself. */
async function manageableAccount(
  db: Db,
  caller: Caller,
  where: { id?: number; username?: string },
): Promise<AccountRow> {
  const [acct] = await db.query<AccountRow>(
    `SELECT id, uuid, username, school_code, first_name, phone, mfa_option, preferred_language FROM student_account
      WHERE school_code = $1 AND (($2::int IS NOT NULL AND id = $2) OR ($3::text IS NOT NULL AND lower(username) = lower($3)))`,
    [caller.schoolCode, where.id ?? null, where.username ?? null],
  );
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
  (
    await db.query<{ student_id: number }>(
      'SELECT student_id FROM student_account_link WHERE student_account_id = $1 ORDER BY id LIMIT 1',
      [accountId],
    )
  )[0]?.student_id;

async function endSessions(db: Db, accountId: number) {
  await db.query(
    `UPDATE refresh_token SET revoked_at = now(), revoked_reason = 'SIGNED_OUT' WHERE subject_kind = 'student_account' AND subject_id = $1 AND revoked_at IS NULL`,
    [accountId],
  );
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
    await tx.query('UPDATE student_account SET password_hash = $2 WHERE id = $1', [acct.id, hash]);
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
  const [taken] = await ctx.db.query(
    'SELECT 1 FROM student_account WHERE school_code = $1 AND lower(username) = lower($2) AND id <> $3',
    [acct.school_code, input.newUsername, acct.id],
  );
  if (taken) throw conflict('Another account already uses that e-mail');
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE student_account SET username = $2 WHERE id = $1', [
      acct.id,
      input.newUsername.trim(),
    ]);
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
    const [confirmed] = await ctx.db.query(
      'SELECT 1 FROM student_account WHERE id = $1 AND phone IS NOT NULL AND phone_confirmed_at IS NOT NULL',
      [acct.id],
    );
    if (!confirmed)
      throw badRequest('Confirm a mobile number before choosing text messages for sign-in codes');
  }
  await ctx.db.query('UPDATE student_account SET mfa_option = $2 WHERE id = $1', [acct.id, input.mfaOption]);
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
  await ctx.db.query('UPDATE student_account SET preferred_language = $2 WHERE id = $1', [
    acct.id,
    input.preferredLanguage,
  ]);
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
  const [student] = await ctx.db.query<{ id: number; school_code: string; uuid: string }>(
    'SELECT id, school_code, uuid FROM student WHERE id = $1',
    [input.studentID],
  );
  if (!student) throw notFound('No such student');
  await assertStudentVisible(ctx.db, caller, student);
  const [link] = await ctx.db.query<{ account_type: number; uuid: string }>(
    `SELECT l.account_type, a.uuid FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id WHERE l.student_id = $1 AND l.student_account_id = $2`,
    [student.id, input.parentAccountID],
  );
  if (!link) throw notFound(`Account ${input.parentAccountID} is not linked to this student`);
  if (!PARENT_TYPES.includes(link.account_type))
    throw badRequest("Only a parent's account can be purged here");
  return ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM student_account_link WHERE student_id = $1 AND student_account_id = $2', [
      student.id,
      input.parentAccountID,
    ]);
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM student_account_link WHERE student_account_id = $1',
      [input.parentAccountID],
    );
    if (n === 0) {
      await endSessions(tx, input.parentAccountID);
      await tx.query('DELETE FROM student_account WHERE id = $1', [input.parentAccountID]);
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
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM school_config WHERE school_code IS NULL AND name = 'portal.allowedOrigins'`,
  );
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
  const [acct] = await ctx.db.query<{
    id: number;
    username: string;
    first_name: string;
    preferred_language: PortalLanguage;
  }>(
    'SELECT id, username, first_name, preferred_language FROM student_account WHERE school_code = $1 AND lower(username) = lower($2)',
    [schoolCode, input.username.trim()],
  );
  if (acct) {
    const token = randomToken(32);
    const origin = await resetLinkOrigin(ctx.db, input.locationHREF);
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE account_token SET used_at = now() WHERE kind = 'PASSWORD_RESET' AND student_account_id = $1 AND used_at IS NULL`,
        [acct.id],
      );
      await tx.query(
        `INSERT INTO account_token (kind, token_hash, student_account_id, recipient, expires_at) VALUES ('PASSWORD_RESET', $1, $2, $3, now() + make_interval(mins => $4))`,
        [sha256(token), acct.id, acct.username, RESET_TOKEN_MINUTES],
      );
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
    const [tok] = await tx.query<{ id: number; student_account_id: number }>(
      `SELECT id, student_account_id FROM account_token WHERE kind = 'PASSWORD_RESET' AND token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
      [sha256(input.token)],
    );
    if (!tok) throw badRequest('This reset link has expired or was already used; ask for a new one');
    await tx.query('UPDATE account_token SET used_at = now() WHERE id = $1', [tok.id]);
    await tx.query('UPDATE student_account SET password_hash = $2 WHERE id = $1', [
      tok.student_account_id,
      hash,
    ]);
    await endSessions(tx, tok.student_account_id);
    return { success: true };
  });
}

// ---------- Mobile number confirmation by SMS ----------

/** Texts a 6-digit code to a new mobile number (or the one on file); the number is kept once the code comes back. */
export async function sendSmsConfirmation(ctx: AppContext, caller: Caller, input: { phoneNumber?: string }) {
  if (caller.kind !== 'user') throw forbidden('Only the account holder confirms their mobile number');
  const [acct] = await ctx.db.query<{ phone: string | null; preferred_language: PortalLanguage }>(
    'SELECT phone, preferred_language FROM student_account WHERE id = $1',
    [caller.accountId],
  );
  const phone = input.phoneNumber ?? acct?.phone;
  if (!phone) throw badRequest('Enter a mobile number');
  const digits = phone.replace(/\D/g, '');
  if (!/^1?\d{10}$/.test(digits)) throw badRequest('Enter a 10-digit US mobile number');
  const normalised = digits.slice(-10).replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3');
  const [{ n } = { n: 0 }] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM account_token WHERE kind = 'SMS_CONFIRMATION' AND student_account_id = $1 AND created_at > now() - interval '15 minutes'`,
    [caller.accountId],
  );
  if (n >= 5) throw new HttpError(429, 'Too many codes sent; wait 15 minutes and try again');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE account_token SET used_at = now() WHERE kind = 'SMS_CONFIRMATION' AND student_account_id = $1 AND used_at IS NULL`,
      [caller.accountId],
    );
    await tx.query(
      `INSERT INTO account_token (kind, token_hash, student_account_id, recipient, expires_at) VALUES ('SMS_CONFIRMATION', $1, $2, $3, now() + make_interval(mins => $4))`,
      [sha256(code), caller.accountId, normalised, SMS_CODE_MINUTES],
    );
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
    const [tok] = await tx.query<{ id: number; token_hash: string; recipient: string; attempts: number }>(
      `SELECT id, token_hash, recipient, attempts FROM account_token WHERE kind = 'SMS_CONFIRMATION' AND student_account_id = $1 AND used_at IS NULL AND expires_at > now()
        ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [caller.accountId],
    );
    if (!tok) throw badRequest('The code has expired; send a new one');
    if (tok.attempts >= SMS_MAX_ATTEMPTS) throw new HttpError(429, 'Too many wrong codes; send a new one');
    if (tok.token_hash !== sha256(input.smsToken.trim())) {
      await tx.query('UPDATE account_token SET attempts = attempts + 1 WHERE id = $1', [tok.id]);
      return { success: false, message: 'That code is not correct' };
    }
    await tx.query('UPDATE account_token SET used_at = now() WHERE id = $1', [tok.id]);
    await tx.query('UPDATE student_account SET phone = $2, phone_confirmed_at = now() WHERE id = $1', [
      caller.accountId,
      tok.recipient,
    ]);
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
  const [student] = await db.query<{ id: number; school_code: string; uuid: string }>(
    'SELECT id, school_code, uuid FROM student WHERE uuid = $1',
    [uuid],
  );
  if (!student) throw notFound('No such student');
  await assertStudentVisible(db, caller, student);
  return student;
}

export async function getStudentProfile(db: Db, caller: Caller, uuid: string, aidYear: number) {
  const student = await visibleStudent(db, caller, uuid);
  const [row] = await db.query<{ profile: StudentProfile; updated_at: Date }>(
    'SELECT profile, updated_at FROM student_profile WHERE student_id = $1 AND aid_year = $2',
    [student.id, aidYear],
  );
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
    await tx.query(
      `INSERT INTO student_profile (student_id, aid_year, profile) VALUES ($1, $2, $3)
       ON CONFLICT (student_id, aid_year) DO UPDATE SET profile = EXCLUDED.profile, updated_at = now()`,
      [student.id, input.aidYear, JSON.stringify(input.profile)],
    );
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
  const [a] = await db.query<{
    id: number;
    username: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    phone_confirmed_at: Date | null;
    mfa_option: string;
  }>(
    'SELECT id, username, first_name, last_name, phone, phone_confirmed_at, mfa_option FROM student_account WHERE id = $1',
    [caller.accountId],
  );
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
  const [student] = await ctx.db.query<{
    id: number;
    uuid: string;
    school_code: string;
    first_name: string;
    last_name: string;
  }>('SELECT id, uuid, school_code, first_name, last_name FROM student WHERE uuid = $1::uuid', [
    input.studentUuid,
  ]);
  if (!student) throw notFound('No such student');
  await assertStudentVisible(ctx.db, caller, student);
  const emailAddress = input.email.trim();
  const [existing] = await ctx.db.query(
    'SELECT 1 FROM student_account WHERE school_code = $1 AND lower(username) = lower($2)',
    [caller.schoolCode, emailAddress],
  );
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
    const [account] = await tx.query<{ id: number }>(
      `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, preferred_language)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        uuid,
        caller.schoolCode,
        emailAddress,
        input.firstName.trim(),
        input.lastName.trim(),
        input.preferredLanguage ?? 'en',
      ],
    );
    await tx.query(
      'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $2, $3)',
      [student.id, account!.id, input.accountType],
    );
    await recordActivity(tx, caller, {
      action: 'ACCOUNT_CREATED_BY_STAFF',
      entityType: 'student_account',
      entityId: uuid,
      studentId: student.id,
      details: { accountType: input.accountType, username: emailAddress },
    });
    const initial = await createInitialTasksAndMessage(ctx, tx, student.id, account!.id);
    await tx.query(
      `INSERT INTO account_token (kind, token_hash, student_account_id, recipient, expires_at) VALUES ('PASSWORD_RESET', $1, $2, $3, now() + make_interval(mins => $4))`,
      [sha256(token), account!.id, emailAddress, RESET_TOKEN_MINUTES],
    );
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
