import { z } from 'zod';
import { id, namedQuery } from '../../platform/named-sql.js';

// The SQL of the links between students and their accounts (account-links.ts): each statement once, named, with
// its parameters and rows checked (docs/data-layer.md).

/**
 * The links of the school's students (of some students and/or some accounts, each filter skipped when null) with
 * the account's details; for a student or parent (`ownAccountId`), only the students they are linked to.
 */
export const accountLinks = namedQuery({
  name: 'accountLinks',
  params: z.object({
    schoolCode: z.string(),
    studentIds: z.array(id).nullable(),
    accountIds: z.array(id).nullable(),
    ownAccountId: id.nullable(),
  }),
  row: z.object({
    id,
    studentID: id,
    studentAccountID: id,
    accountType: z.number().int(),
    eSignOptOut: z.boolean(),
    eSignOptOutDate: z.date().nullable(),
    uuid: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    mfaOption: z.enum(['EMAIL', 'SMS']),
    preferredLanguage: z.enum(['en', 'es']),
  }),
  sql: `SELECT l.id, l.student_id AS "studentID", l.student_account_id AS "studentAccountID", l.account_type AS "accountType",
            l.e_sign_opt_out AS "eSignOptOut", l.e_sign_opt_out_date AS "eSignOptOutDate",
            a.uuid, a.username, a.first_name AS "firstName", a.last_name AS "lastName", a.mfa_option AS "mfaOption",
            a.preferred_language AS "preferredLanguage"
       FROM student_account_link l JOIN student st ON st.id = l.student_id JOIN student_account a ON a.id = l.student_account_id
      WHERE st.school_code = :schoolCode
        AND (:ownAccountId::int IS NULL OR l.student_id IN (SELECT own.student_id FROM student_account_link own WHERE own.student_account_id = :ownAccountId))
        AND (:studentIds::int[] IS NULL OR l.student_id = ANY(:studentIds::int[])) AND (:accountIds::int[] IS NULL OR l.student_account_id = ANY(:accountIds::int[]))
      ORDER BY l.student_id, l.account_type, a.id`,
});

/** Removes the link: its id and the account's type on it, when there was one. */
export const deleteAccountLink = namedQuery({
  name: 'deleteAccountLink',
  params: z.object({ studentId: id, accountId: id }),
  row: z.object({ id, account_type: z.number().int() }),
  sql: 'DELETE FROM student_account_link WHERE student_id = :studentId AND student_account_id = :accountId RETURNING id, account_type',
});
