import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { phoneForCaller } from './phone.js';
import { loadStudent, studentName } from '../verification/staff-actions.js';

/** The identity-provider lookup's answer when no account has that username at the school. */
export const USER_NOT_FOUND = 'User not found';

const ACCOUNT_COLUMNS = `a.id, a.uuid, a.username, a.first_name AS "firstName", a.last_name AS "lastName", a.phone,
  a.mfa_option AS "mfaOption", a.created_at AS "createdAt", (a.password_hash IS NOT NULL) AS "hasPassword"`;

/**
 * Accounts by id, in one call (the gateway's batch). Staff get their school's accounts; a student or parent
 * only their own account and the accounts linked to their students. Ids the caller may not see are left out.
 */
export async function getManyStudentAccounts(db: Db, caller: Caller, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.query<{ id: number; phone: string | null }>(
    `SELECT ${ACCOUNT_COLUMNS},
            COALESCE((SELECT json_agg(json_build_object('id', l.student_id, 'accountType', l.account_type) ORDER BY l.student_id)
                        FROM student_account_link l WHERE l.student_account_id = a.id), '[]') AS "studentList"
       FROM student_account a
      WHERE a.id = ANY($1::int[]) AND a.school_code = $2
        AND ($3::int IS NULL OR a.id = $3 OR a.id IN (
              SELECT other.student_account_id FROM student_account_link other
               WHERE other.student_id IN (SELECT own.student_id FROM student_account_link own WHERE own.student_account_id = $3)))
      ORDER BY a.id`,
    [ids, caller.schoolCode, caller.kind === 'user' ? caller.accountId : null],
  );
  return rows.map((r) => ({ ...r, phone: phoneForCaller(caller, r.id, r.phone) }));
}

/** For each account id, the students it is linked to (with the link's account type), in one call. */
export async function getManyStudentsByAccountIds(db: Db, caller: Caller, accountIds: number[]) {
  if (!accountIds.length) return [];
  return db.query(
    `SELECT l.student_account_id AS "studentAccountID", l.account_type AS "accountType", s.id, s.uuid,
            s.first_name AS "firstName", s.last_name AS "lastName", s.student_number AS "studentNumber", s.status
       FROM student_account_link l JOIN student s ON s.id = l.student_id
      WHERE l.student_account_id = ANY($1::int[]) AND s.school_code = $2
        AND ($3::int IS NULL OR s.id IN (SELECT own.student_id FROM student_account_link own WHERE own.student_account_id = $3))
      ORDER BY l.student_account_id, s.last_name, s.first_name, s.id`,
    [accountIds, caller.schoolCode, caller.kind === 'user' ? caller.accountId : null],
  );
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
    const [account] = await tx.query<{ id: number; username: string; school_code: string }>(
      'SELECT id, username, school_code FROM student_account WHERE id = $1',
      [input.studentAccountID],
    );
    if (!account || account.school_code !== s.school_code)
      throw notFound(`No account ${input.studentAccountID} in school ${s.school_code}`);
    const links = await tx.query<{ student_id: number; account_type: number }>(
      'SELECT student_id, account_type FROM student_account_link WHERE student_account_id = $1',
      [account.id],
    );
    if (links.some((l) => l.student_id === s.id))
      throw conflict(`${account.username} is already linked to ${studentName(s)}`);
    if (links.some((l) => l.account_type === 0) || (input.accountType === 0 && links.length)) {
      throw badRequest(
        "A student's own account belongs to that student only; link a parent or spouse account instead",
      );
    }
    if (input.accountType === 0) {
      const [own] = await tx.query(
        'SELECT 1 FROM student_account_link WHERE student_id = $1 AND account_type = 0',
        [s.id],
      );
      if (own) throw conflict(`${studentName(s)} already has a student account`);
    }
    if (input.accountType === 1 || input.accountType === 3) {
      if (s.dependency_status === 0)
        throw badRequest(`${studentName(s)} is independent: a parent account can not be linked`);
    }
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $2, $3) RETURNING id',
      [s.id, account.id, input.accountType],
    );
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
  const [row] = await db.query<{ id: number; phone: string | null; hasPassword: boolean }>(
    `SELECT ${ACCOUNT_COLUMNS}, a.phone_confirmed_at AS "phoneConfirmedAt",
            (SELECT max(created_at) FROM refresh_token r WHERE r.subject_kind = 'student_account' AND r.subject_id = a.id) AS "lastSignInAt"
       FROM student_account a WHERE a.school_code = $1 AND lower(a.username) = lower($2)`,
    [caller.schoolCode, username.trim()],
  );
  if (!row) throw notFound(USER_NOT_FOUND);
  const students = await getManyStudentsByAccountIds(db, caller, [row.id]);
  // The same rule as every other answer holding a number (accounts/phone.ts).
  const phone = phoneForCaller(caller, row.id, row.phone);
  return { ...row, phone, enabled: row.hasPassword, students };
}
