import { z } from 'zod';
import { found, id, jsonParam, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { PORTAL_LANGUAGES } from '../notifications/templates.js';

// The SQL of student and parent accounts: the lookup that proves who a student is, the accounts made after it or by
// staff, the changes their owners and staff make, password resets and mobile numbers, and the student's profile;
// named, with their parameters and rows checked (docs/data-layer.md).

const language = z.enum(PORTAL_LANGUAGES);
const accountType = z.number().int();
/** account_token.id is a bigserial: a number on PGlite, a string on node-postgres; it is only sent back. */
const tokenId = z.union([z.number().int(), z.string()]);

// ---------- Student lookup and account creation ----------

/**
 * The student a lookup names: last name and date of birth, with the SSN's last four or the school's student id
 * (whichever was given).
 */
export const studentByLookupDetails = namedQuery({
  name: 'studentByLookupDetails',
  params: z.object({
    schoolCode: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    ssnLastFour: maybeText,
    studentNumber: maybeText,
  }),
  row: z.object({
    id,
    uuid: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    dependency_status: z.number().int(),
    default_aid_year: z.number().int(),
  }),
  sql: `SELECT s.id, s.uuid, s.first_name, s.last_name, s.dependency_status, sc.default_aid_year
       FROM student s JOIN school sc ON sc.school_code = s.school_code
      WHERE s.school_code = :schoolCode AND lower(s.last_name) = lower(:lastName) AND s.date_of_birth = :dateOfBirth::date
        AND (((:ssnLastFour::text IS NOT NULL) AND s.ssn_last_four = :ssnLastFour) OR ((:studentNumber::text IS NOT NULL) AND lower(s.student_number) = lower(:studentNumber)))`,
});

/** The account types a student already has accounts of. */
export const accountTypesTaken = namedQuery({
  name: 'accountTypesTaken',
  params: z.object({ studentId: id }),
  row: z.object({ account_type: accountType }),
  sql: 'SELECT DISTINCT account_type FROM student_account_link WHERE student_id = :studentId',
});

/** Whether the student has an account of the type. */
export const studentHasAccountType = namedQuery({
  name: 'studentHasAccountType',
  params: z.object({ studentId: id, accountType }),
  row: found,
  sql: 'SELECT 1 AS found FROM student_account_link WHERE student_id = :studentId AND account_type = :accountType',
});

/** Whether an e-mail is the username of an account of the school (any case). */
export const accountWithUsername = namedQuery({
  name: 'accountWithUsername',
  params: z.object({ schoolCode: z.string(), username: z.string() }),
  row: found,
  sql: 'SELECT 1 AS found FROM student_account WHERE school_code = :schoolCode AND lower(username) = lower(:username)',
});

/** An account its owner made after a lookup, with its password. */
export const insertAccount = namedQuery({
  name: 'insertAccount',
  params: z.object({
    uuid: z.string(),
    schoolCode: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: maybeText,
    passwordHash: z.string(),
    preferredLanguage: language,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, phone, password_hash, preferred_language)
       VALUES (:uuid, :schoolCode, :username, :firstName, :lastName, :phone, :passwordHash, :preferredLanguage) RETURNING id`,
});

/** An account staff made: no password until its owner chooses one. */
export const insertAccountWithoutPassword = namedQuery({
  name: 'insertAccountWithoutPassword',
  params: z.object({
    uuid: z.string(),
    schoolCode: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    preferredLanguage: language,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, preferred_language)
       VALUES (:uuid, :schoolCode, :username, :firstName, :lastName, :preferredLanguage) RETURNING id`,
});

/** An account serves a student, as the student's own, a parent's or a spouse's. */
export const insertAccountLink = namedQuery({
  name: 'insertAccountLink',
  params: z.object({ studentId: id, accountId: id, accountType }),
  row: noRow,
  sql: 'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES (:studentId, :accountId, :accountType)',
});

export const studentUuid = namedQuery({
  name: 'studentUuid',
  params: z.object({ studentId: id }),
  row: z.object({ uuid: z.string() }),
  sql: 'SELECT uuid FROM student WHERE id = :studentId',
});

/** The activity log's line for an account its owner made (the actor is the new account itself). */
export const logAccountCreated = namedQuery({
  name: 'logAccountCreated',
  params: z.object({
    schoolCode: z.string(),
    accountUuid: z.string(),
    username: z.string(),
    studentId: id,
    details: jsonParam(z.object({ accountType })),
    /** The account's uuid again: a separate parameter, as entity_id is text and actor_uuid a uuid. */
    entityId: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO activity_log (school_code, actor_uuid, actor_role, actor_name, action, entity_type, entity_id, student_id, details)
       VALUES (:schoolCode, :accountUuid, 'User', :username, 'ACCOUNT_CREATED', 'student_account', :entityId, :studentId, :details)`,
});

/** What a new account's task list and welcome message need of its student. */
export const studentForInitialTasks = namedQuery({
  name: 'studentForInitialTasks',
  params: z.object({ studentId: id }),
  row: z.object({
    school_code: z.string(),
    verification_group: maybeText,
    dependency_status: z.number().int(),
    default_aid_year: z.number().int(),
    first_name: z.string(),
  }),
  sql: `SELECT s.school_code, s.verification_group, s.dependency_status, sc.default_aid_year, s.first_name
       FROM student s JOIN school sc ON sc.school_code = s.school_code WHERE s.id = :studentId`,
});

/** Whom the welcome message goes to, and in which language. */
export const welcomeRecipient = namedQuery({
  name: 'welcomeRecipient',
  params: z.object({ accountId: id }),
  row: z.object({ username: z.string(), first_name: z.string(), preferred_language: language }),
  sql: 'SELECT username, first_name, preferred_language FROM student_account WHERE id = :accountId',
});

/** How many task list items the student has for the aid year. */
export const taskListItemCount = namedQuery({
  name: 'taskListItemCount',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ n: z.number().int() }),
  sql: 'SELECT count(*)::int AS n FROM student_interview_link WHERE student_id = :studentId AND aid_year = :aidYear',
});

/** The items the school gives a verification group for the aid year (a dependent student's parent items too). */
export const verificationGroupItems = namedQuery({
  name: 'verificationGroupItems',
  params: z.object({
    schoolCode: z.string(),
    aidYear: z.number().int(),
    verificationGroup: z.string(),
    dependent: z.boolean(),
  }),
  row: z.object({ interview_type_id: id, is_for_parent_account: z.boolean() }),
  sql: `SELECT m.interview_type_id, m.is_for_parent_account FROM school_isir_rec_info_vgroup_map m
         JOIN school_isir_record_info i ON i.id = m.school_isir_record_info_id
        WHERE i.school_code = :schoolCode AND i.aid_year = :aidYear AND m.verification_group = :verificationGroup AND (NOT m.dependent_only OR :dependent)`,
});

export const insertTaskListItem = namedQuery({
  name: 'insertTaskListItem',
  params: z.object({
    uuid: z.string(),
    studentId: id,
    interviewTypeId: id,
    aidYear: z.number().int(),
    isForParentAccount: z.boolean(),
  }),
  row: noRow,
  sql: 'INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, is_for_parent_account) VALUES (:uuid, :studentId, :interviewTypeId, :aidYear, :isForParentAccount)',
});

/** The students an account serves, with the type of each link. */
export const linksOfAccount = namedQuery({
  name: 'linksOfAccount',
  params: z.object({ accountId: id }),
  row: z.object({ account_type: accountType, student_id: id }),
  sql: 'SELECT account_type, student_id FROM student_account_link WHERE student_account_id = :accountId',
});

/** The students the account serves, as the answer lists them. */
export const linkedStudents = namedQuery({
  name: 'linkedStudents',
  params: z.object({ accountId: id }),
  row: z.object({
    id,
    uuid: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    accountType,
  }),
  sql: `SELECT s.id, s.uuid, s.first_name AS "firstName", s.last_name AS "lastName", l.account_type AS "accountType"
       FROM student_account_link l JOIN student s ON s.id = l.student_id WHERE l.student_account_id = :accountId ORDER BY s.first_name, s.id`,
});

// ---------- Accounts as staff and owners manage them ----------

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
    mfa_option: z.string(),
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

/** Every session of the account ends. */
export const endAccountSessions = namedQuery({
  name: 'endAccountSessions',
  params: z.object({ accountId: id }),
  row: noRow,
  sql: `UPDATE refresh_token SET revoked_at = now(), revoked_reason = 'SIGNED_OUT' WHERE subject_kind = 'student_account' AND subject_id = :accountId AND revoked_at IS NULL`,
});

export const setPasswordHash = namedQuery({
  name: 'setPasswordHash',
  params: z.object({ accountId: id, passwordHash: z.string() }),
  row: noRow,
  sql: 'UPDATE student_account SET password_hash = :passwordHash WHERE id = :accountId',
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

export const studentByUuid = namedQuery({
  name: 'studentByUuid',
  params: z.object({ uuid: z.string() }),
  row: z.object({ id, school_code: z.string(), uuid: z.string() }),
  sql: 'SELECT id, school_code, uuid FROM student WHERE uuid = :uuid',
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

// ---------- Password reset by e-mail, mobile number confirmation by SMS ----------

/** The portal addresses every school allows (comma separated). */
export const allowedPortalOrigins = namedQuery({
  name: 'allowedPortalOrigins',
  params: z.object({}),
  row: z.object({ value: z.string() }),
  sql: `SELECT value FROM school_config WHERE school_code IS NULL AND name = 'portal.allowedOrigins'`,
});

/** The account a reset link is asked for, by username (any case). */
export const accountForReset = namedQuery({
  name: 'accountForReset',
  params: z.object({ schoolCode: z.string(), username: z.string() }),
  row: z.object({
    id,
    username: z.string(),
    first_name: z.string(),
    preferred_language: language,
  }),
  sql: 'SELECT id, username, first_name, preferred_language FROM student_account WHERE school_code = :schoolCode AND lower(username) = lower(:username)',
});

const tokenKind = z.enum(['PASSWORD_RESET', 'SMS_CONFIRMATION']);

/** The account's unused tokens of a kind can no longer be used (a new one replaces them). */
export const retireUnusedTokens = namedQuery({
  name: 'retireUnusedTokens',
  params: z.object({ kind: tokenKind, accountId: id }),
  row: noRow,
  sql: `UPDATE account_token SET used_at = now() WHERE kind = :kind AND student_account_id = :accountId AND used_at IS NULL`,
});

/** A reset link's or an SMS code's hash, good for some minutes. */
export const insertAccountToken = namedQuery({
  name: 'insertAccountToken',
  params: z.object({
    kind: tokenKind,
    tokenHash: z.string(),
    accountId: id,
    recipient: z.string(),
    minutes: z.number().int(),
  }),
  row: noRow,
  sql: `INSERT INTO account_token (kind, token_hash, student_account_id, recipient, expires_at) VALUES (:kind, :tokenHash, :accountId, :recipient, now() + make_interval(mins => :minutes))`,
});

/** A reset link not used nor expired, locked until the transaction ends. */
export const usableResetToken = namedQuery({
  name: 'usableResetToken',
  params: z.object({ tokenHash: z.string() }),
  row: z.object({ id: tokenId, student_account_id: id }),
  sql: `SELECT id, student_account_id FROM account_token WHERE kind = 'PASSWORD_RESET' AND token_hash = :tokenHash AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
});

export const markTokenUsed = namedQuery({
  name: 'markTokenUsed',
  params: z.object({ tokenId }),
  row: noRow,
  sql: 'UPDATE account_token SET used_at = now() WHERE id = :tokenId',
});

export const phoneAndLanguage = namedQuery({
  name: 'phoneAndLanguage',
  params: z.object({ accountId: id }),
  row: z.object({ phone: maybeText, preferred_language: language }),
  sql: 'SELECT phone, preferred_language FROM student_account WHERE id = :accountId',
});

/** How many SMS codes went to the account in the last 15 minutes. */
export const recentSmsCodeCount = namedQuery({
  name: 'recentSmsCodeCount',
  params: z.object({ accountId: id }),
  row: z.object({ n: z.number().int() }),
  sql: `SELECT count(*)::int AS n FROM account_token WHERE kind = 'SMS_CONFIRMATION' AND student_account_id = :accountId AND created_at > now() - interval '15 minutes'`,
});

/** The account's latest SMS code not used nor expired, locked until the transaction ends. */
export const latestSmsCode = namedQuery({
  name: 'latestSmsCode',
  params: z.object({ accountId: id }),
  row: z.object({
    id: tokenId,
    token_hash: z.string(),
    recipient: z.string(),
    attempts: z.number().int(),
  }),
  sql: `SELECT id, token_hash, recipient, attempts FROM account_token WHERE kind = 'SMS_CONFIRMATION' AND student_account_id = :accountId AND used_at IS NULL AND expires_at > now()
        ORDER BY id DESC LIMIT 1 FOR UPDATE`,
});

export const countWrongSmsCode = namedQuery({
  name: 'countWrongSmsCode',
  params: z.object({ tokenId }),
  row: noRow,
  sql: 'UPDATE account_token SET attempts = attempts + 1 WHERE id = :tokenId',
});

export const setConfirmedPhone = namedQuery({
  name: 'setConfirmedPhone',
  params: z.object({ accountId: id, phone: z.string() }),
  row: noRow,
  sql: 'UPDATE student_account SET phone = :phone, phone_confirmed_at = now() WHERE id = :accountId',
});

// ---------- Profile and settings ----------

/** The student's contact profile for the aid year (jsonb, as saved). */
export const studentProfile = namedQuery({
  name: 'studentProfile',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ profile: z.record(z.string(), z.unknown()), updated_at: z.date() }),
  sql: 'SELECT profile, updated_at FROM student_profile WHERE student_id = :studentId AND aid_year = :aidYear',
});

export const saveStudentProfile = namedQuery({
  name: 'saveStudentProfile',
  params: z.object({
    studentId: id,
    aidYear: z.number().int(),
    profile: jsonParam(z.record(z.string(), z.unknown())),
  }),
  row: noRow,
  sql: `INSERT INTO student_profile (student_id, aid_year, profile) VALUES (:studentId, :aidYear, :profile)
       ON CONFLICT (student_id, aid_year) DO UPDATE SET profile = EXCLUDED.profile, updated_at = now()`,
});

/** What the Settings screen shows of the account. */
export const accountSettings = namedQuery({
  name: 'accountSettings',
  params: z.object({ accountId: id }),
  row: z.object({
    id,
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: maybeText,
    phone_confirmed_at: z.date().nullable(),
    mfa_option: z.string(),
  }),
  sql: 'SELECT id, username, first_name, last_name, phone, phone_confirmed_at, mfa_option FROM student_account WHERE id = :accountId',
});

/** A student by uuid, with the names a staff-made account's messages use. */
export const studentForStaffMadeAccount = namedQuery({
  name: 'studentForStaffMadeAccount',
  params: z.object({ uuid: z.string() }),
  row: z.object({
    id,
    uuid: z.string(),
    school_code: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  sql: 'SELECT id, uuid, school_code, first_name, last_name FROM student WHERE uuid = :uuid::uuid',
});
