import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { hashPassword, randomToken, sha256 } from '../../platform/crypto.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { resolveSchoolCode } from '../identity/accounts.js';
import { assertNotThrottled, recordAttempt } from '../identity/throttle.js';
import type { PortalLanguage } from '../notifications/templates.js';
import { assertStudentVisible } from '../students/access.js';
import { queueAccountMessage } from './account-messages.js';
import { passwordProblem, resetLinkOrigin, RESET_TOKEN_MINUTES } from './password-reset.js';
import * as tokens from './account-tokens.queries.js';
import * as sql from './account-creation.queries.js';

// Student and parent accounts come to be: a student (or parent) proves who the student is by a lookup and makes
// an account, a parent adds another of their students, or staff make the account; each starts with the student's
// task list and a welcome message.

export const ACCOUNT_TYPES = { STUDENT: 0, PARENT: 1, OTHER_PARENT: 3, SPOUSE: 4 } as const;
export const PARENT_TYPES = [1, 3];
/** A lookup's proof is good for this long: enough to fill in the account form on a phone. */
const CREATION_TOKEN_MINUTES = 30;

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
 * accountCreationService/createInitialTasksAndMessage: a linked account's initial task list and welcome message,
 * asked by staff with STUDENT_EDIT or by the account itself (404 for a student the caller does not see, or an
 * account not linked to the student).
 */
export async function initialTasksOfLinkedAccount(
  ctx: AppContext,
  caller: Caller,
  studentId: number,
  accountId: number,
) {
  const student = await sql.studentById.first(ctx.db, { studentId });
  if (!student) throw notFound('No such student');
  await assertStudentVisible(ctx.db, caller, student);
  if (caller.kind === 'staff' ? !caller.permissions.has('STUDENT_EDIT') : caller.accountId !== accountId) {
    throw forbidden('Only staff with STUDENT_EDIT or the account itself may do this');
  }
  const link = await sql.accountLinkedToStudent.first(ctx.db, { studentId, accountId });
  if (!link) throw notFound(`Account ${accountId} is not linked to student ${studentId}`);
  return ctx.db.transaction((tx) => createInitialTasksAndMessage(ctx, tx, studentId, accountId));
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

// ---------- Accounts staff make ----------

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
    await tokens.insertAccountToken.run(tx, {
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
