import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { PORTAL_LANGUAGES } from '../notifications/templates.js';

// The SQL of the changes staff and owners make to an account: its e-mail, sign-in codes, language, a parent removed
// from a student (account-changes.ts); named, with their parameters and rows checked (docs/data-layer.md).

const language = z.enum(PORTAL_LANGUAGES);
const accountType = z.number().int();

/** An account of the school, by id or by username (whichever is given). */
export const accountOfSchool = namedQuery({
  name: 'accountOfSchool',
  params: z.object({ schoolCode: z.string(), accountId: id.nullable(), username: maybeText }),
  row: z.object({
    id,
    uuid: z.string(),
    username: z.string(),
    school_code: z.string(),
    first_name: z.string(),
    phone: maybeText,
    mfa_option: z.enum(['EMAIL', 'SMS']),
    preferred_language: language,
  }),
  sql: `SELECT id, uuid, username, school_code, first_name, phone, mfa_option, preferred_language FROM student_account
      WHERE school_code = :schoolCode AND ((:accountId::int IS NOT NULL AND id = :accountId) OR (:username::text IS NOT NULL AND lower(username) = lower(:username)))`,
});

/** The first student an account serves (the activity log's student for a change to the account). */
export const firstStudentOfAccount = namedQuery({
  name: 'firstStudentOfAccount',
  params: z.object({ accountId: id }),
  row: z.object({ student_id: id }),
  sql: 'SELECT student_id FROM student_account_link WHERE student_account_id = :accountId ORDER BY id LIMIT 1',
});

/** Whether another account of the school has the username (any case). */
export const otherAccountWithUsername = namedQuery({
  name: 'otherAccountWithUsername',
  params: z.object({ schoolCode: z.string(), username: z.string(), accountId: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM student_account WHERE school_code = :schoolCode AND lower(username) = lower(:username) AND id <> :accountId',
});

export const setUsername = namedQuery({
  name: 'setUsername',
  params: z.object({ accountId: id, username: z.string() }),
  row: noRow,
  sql: 'UPDATE student_account SET username = :username WHERE id = :accountId',
});

/** Whether the account's mobile number is confirmed. */
export const hasConfirmedPhone = namedQuery({
  name: 'hasConfirmedPhone',
  params: z.object({ accountId: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM student_account WHERE id = :accountId AND phone IS NOT NULL AND phone_confirmed_at IS NOT NULL',
});

export const setMfaOption = namedQuery({
  name: 'setMfaOption',
  params: z.object({ accountId: id, mfaOption: z.enum(['EMAIL', 'SMS']) }),
  row: noRow,
  sql: 'UPDATE student_account SET mfa_option = :mfaOption WHERE id = :accountId',
});

export const setPreferredLanguage = namedQuery({
  name: 'setPreferredLanguage',
  params: z.object({ accountId: id, preferredLanguage: language }),
  row: noRow,
  sql: 'UPDATE student_account SET preferred_language = :preferredLanguage WHERE id = :accountId',
});

/** A student by id or by uuid: what access to them is decided on. */
export const studentById = namedQuery({
  name: 'studentById',
  params: z.object({ studentId: id }),
  row: z.object({ id, school_code: z.string(), uuid: z.string() }),
  sql: 'SELECT id, school_code, uuid FROM student WHERE id = :studentId',
});

/** The link of an account to a student, with the account's uuid. */
export const accountLinkToStudent = namedQuery({
  name: 'accountLinkToStudent',
  params: z.object({ studentId: id, accountId: id }),
  row: z.object({ account_type: accountType, uuid: z.string() }),
  sql: `SELECT l.account_type, a.uuid FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id WHERE l.student_id = :studentId AND l.student_account_id = :accountId`,
});

export const deleteAccountLink = namedQuery({
  name: 'deleteAccountLink',
  params: z.object({ studentId: id, accountId: id }),
  row: noRow,
  sql: 'DELETE FROM student_account_link WHERE student_id = :studentId AND student_account_id = :accountId',
});

/** How many students the account still serves. */
export const accountLinkCount = namedQuery({
  name: 'accountLinkCount',
  params: z.object({ accountId: id }),
  row: z.object({ n: z.number().int() }),
  sql: 'SELECT count(*)::int AS n FROM student_account_link WHERE student_account_id = :accountId',
});

export const deleteAccount = namedQuery({
  name: 'deleteAccount',
  params: z.object({ accountId: id }),
  row: noRow,
  sql: 'DELETE FROM student_account WHERE id = :accountId',
});
