import { z } from 'zod';
import { found, id, maybeText, namedQuery } from '../../platform/named-sql.js';

// The SQL of the account directory (account-directory.ts): accounts and the students they serve as staff and the
// gateway read them, and staff linking an account to a student; named, with rows checked (docs/data-layer.md).

/** The columns of an account as its answers show it (a SQL fragment, written once for the two statements below). */
const ACCOUNT_COLUMNS = `a.id, a.uuid, a.username, a.first_name AS "firstName", a.last_name AS "lastName", a.phone,
  a.mfa_option AS "mfaOption", a.created_at AS "createdAt", (a.password_hash IS NOT NULL) AS "hasPassword"`;
const accountColumns = {
  id,
  uuid: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: maybeText,
  mfaOption: z.enum(['EMAIL', 'SMS']),
  createdAt: z.date(),
  hasPassword: z.boolean(),
};
const accountType = z.number().int();

/**
 * Accounts of the school by id, each with the students it serves; for a student or parent (`ownAccountId`), only
 * their own account and the accounts linked to their students.
 */
export const accountsByIds = namedQuery({
  name: 'accountsByIds',
  params: z.object({ ids: z.array(id), schoolCode: z.string(), ownAccountId: id.nullable() }),
  row: z.object({
    ...accountColumns,
    studentList: z.array(z.object({ id, accountType })),
  }),
  sql: `SELECT ${ACCOUNT_COLUMNS},
            COALESCE((SELECT json_agg(json_build_object('id', l.student_id, 'accountType', l.account_type) ORDER BY l.student_id)
                        FROM student_account_link l WHERE l.student_account_id = a.id), '[]') AS "studentList"
       FROM student_account a
      WHERE a.id = ANY(:ids::int[]) AND a.school_code = :schoolCode
        AND (:ownAccountId::int IS NULL OR a.id = :ownAccountId OR a.id IN (
              SELECT other.student_account_id FROM student_account_link other
               WHERE other.student_id IN (SELECT own.student_id FROM student_account_link own WHERE own.student_account_id = :ownAccountId)))
      ORDER BY a.id`,
});

/** The students each account serves, with the link's account type (a student or parent: only their students). */
export const studentsOfAccounts = namedQuery({
  name: 'studentsOfAccounts',
  params: z.object({ accountIds: z.array(id), schoolCode: z.string(), ownAccountId: id.nullable() }),
  row: z.object({
    studentAccountID: id,
    accountType,
    id,
    uuid: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    studentNumber: z.string(),
    status: z.string(),
  }),
  sql: `SELECT l.student_account_id AS "studentAccountID", l.account_type AS "accountType", s.id, s.uuid,
            s.first_name AS "firstName", s.last_name AS "lastName", s.student_number AS "studentNumber", s.status
       FROM student_account_link l JOIN student s ON s.id = l.student_id
      WHERE l.student_account_id = ANY(:accountIds::int[]) AND s.school_code = :schoolCode
        AND (:ownAccountId::int IS NULL OR s.id IN (SELECT own.student_id FROM student_account_link own WHERE own.student_account_id = :ownAccountId))
      ORDER BY l.student_account_id, s.last_name, s.first_name, s.id`,
});

export const accountById = namedQuery({
  name: 'accountById',
  params: z.object({ accountId: id }),
  row: z.object({ id, username: z.string(), school_code: z.string() }),
  sql: 'SELECT id, username, school_code FROM student_account WHERE id = :accountId',
});

/** Whether the student has their own account (type 0). */
export const studentHasOwnAccount = namedQuery({
  name: 'studentHasOwnAccount',
  params: z.object({ studentId: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM student_account_link WHERE student_id = :studentId AND account_type = 0',
});

/** An account's sign-in record by username (any case), with when it last signed in. */
export const signInRecordByUsername = namedQuery({
  name: 'signInRecordByUsername',
  params: z.object({ schoolCode: z.string(), username: z.string() }),
  row: z.object({
    ...accountColumns,
    phoneConfirmedAt: z.date().nullable(),
    lastSignInAt: z.date().nullable(),
  }),
  sql: `SELECT ${ACCOUNT_COLUMNS}, a.phone_confirmed_at AS "phoneConfirmedAt",
            (SELECT max(created_at) FROM refresh_token r WHERE r.subject_kind = 'student_account' AND r.subject_id = a.id) AS "lastSignInAt"
       FROM student_account a WHERE a.school_code = :schoolCode AND lower(a.username) = lower(:username)`,
});
