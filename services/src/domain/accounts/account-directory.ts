import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { phoneForCaller } from './phone.js';
import { loadStudent, studentName } from '../students/load-student.js';
import * as sql from './account-directory.queries.js';
import { insertAccountLink, linksOfAccount } from './account-creation.queries.js';

/** The identity-provider lookup's answer when no account has that username at the school. */
export const USER_NOT_FOUND = 'User not found';

/**
 * Accounts by id, in one call (the gateway's batch). Staff get their school's accounts; a student or parent
 * only their own account and the accounts linked to their students. Ids the caller may not see are left out.
 */
export async function getManyStudentAccounts(db: Db, caller: Caller, ids: number[]) {
  if (!ids.length) return [];
  const rows = await sql.accountsByIds.all(db, {
    ids,
    schoolCode: caller.schoolCode,
    ownAccountId: caller.kind === 'user' ? caller.accountId : null,
  });
  return rows.map((r) => ({ ...r, phone: phoneForCaller(caller, r.id, r.phone) }));
}

/** For each account id, the students it is linked to (with the link's account type), in one call. */
export async function getManyStudentsByAccountIds(db: Db, caller: Caller, accountIds: number[]) {
  if (!accountIds.length) return [];
  return sql.studentsOfAccounts.all(db, {
    accountIds,
    schoolCode: caller.schoolCode,
    ownAccountId: caller.kind === 'user' ? caller.accountId : null,
  });
}

/**
 * Staff link an existing account to a student: a parent who already has an account for a sibling, a spouse.
 * A student has one own account (type 0); the account and the student must be of the same school.
 */
export async function linkStudentAccount(
  db: Db,
  caller: Caller,
  input: { studentID: number | string; studentAccountID: number; accountType: number },
) {
  return db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, input.studentID, { forUpdate: true });
    const account = await sql.accountById.first(tx, { accountId: input.studentAccountID });
    if (!account || account.school_code !== s.school_code)
      throw notFound(`No account ${input.studentAccountID} in school ${s.school_code}`);
    const links = await linksOfAccount.all(tx, { accountId: account.id });
    if (links.some((l) => l.student_id === s.id))
      throw conflict(`${account.username} is already linked to ${studentName(s)}`);
    if (links.some((l) => l.account_type === 0) || (input.accountType === 0 && links.length)) {
      throw badRequest(
        "A student's own account belongs to that student only; link a parent or spouse account instead",
      );
    }
    if (input.accountType === 0) {
      const own = await sql.studentHasOwnAccount.first(tx, { studentId: s.id });
      if (own) throw conflict(`${studentName(s)} already has a student account`);
    }
    if (input.accountType === 1 || input.accountType === 3) {
      if (s.dependency_status === 0)
        throw badRequest(`${studentName(s)} is independent: a parent account can not be linked`);
    }
    const row = await insertAccountLink.first(tx, {
      studentId: s.id,
      accountId: account.id,
      accountType: input.accountType,
    });
    await recordActivity(tx, caller, {
      action: 'ACCOUNT_LINKED',
      entityType: 'student_account_link',
      entityId: row!.id,
      studentId: s.id,
      details: { studentAccountID: account.id, accountType: input.accountType },
    });
    return {
      id: row!.id,
      studentID: s.id,
      studentAccountID: account.id,
      accountType: input.accountType,
      eSignOptOut: false,
      eSignOptOutDate: null,
    };
  });
}

/**
 * The sign-in record of an account by username (the identity-provider lookup support staff use on the phone):
 * whether it can sign in, how it receives codes, and whom it serves. Only the caller's school.
 */
export async function identityUserByUsername(db: Db, caller: Caller, username: string) {
  const row = await sql.signInRecordByUsername.first(db, {
    schoolCode: caller.schoolCode,
    username: username.trim(),
  });
  if (!row) throw notFound(USER_NOT_FOUND);
  const students = await getManyStudentsByAccountIds(db, caller, [row.id]);
  // The same rule as every other answer holding a number (accounts/phone.ts).
  const phone = phoneForCaller(caller, row.id, row.phone);
  return { ...row, phone, enabled: row.hasPassword, students };
}
