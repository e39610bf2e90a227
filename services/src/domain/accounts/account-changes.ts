import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { hashPassword, randomToken } from '../../platform/crypto.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { assertStudentVisible } from '../students/access.js';
import { PARENT_TYPES } from './account-creation.js';
import { queueAccountMessage } from './account-messages.js';
import { updateIdentityProviderUser } from './identity-provider.js';
import { endSessions, passwordProblem } from './password-reset.js';
import * as sql from './account-changes.queries.js';
import { setPasswordHash } from './password-reset.queries.js';

// The changes staff (STUDENT_EDIT) and an account's owner make to a student or parent account: a temporary
// password, the e-mail, how sign-in codes arrive, the language; and staff removing a parent from a student.

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
    await setPasswordHash.run(tx, { accountId: acct.id, passwordHash: hash });
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
