import { z } from 'zod';
import { found, id, jsonParam, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { PORTAL_LANGUAGES } from '../notifications/templates.js';

// The SQL of the student lookup and of the accounts made after it (by their owners) or by staff, with the task list
// and welcome message a new account starts with (account-creation.ts); named, with their parameters and rows checked
// (docs/data-layer.md).

const language = z.enum(PORTAL_LANGUAGES);
const accountType = z.number().int();

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
  row: z.object({ id }),
  sql: 'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES (:studentId, :accountId, :accountType) RETURNING id',
});

export const studentUuid = namedQuery({
  name: 'studentUuid',
  params: z.object({ studentId: id }),
  row: z.object({ uuid: z.string() }),
  sql: 'SELECT uuid FROM student WHERE id = :studentId',
});

/** A student by id, with what deciding whether the caller sees them takes. */
export const studentById = namedQuery({
  name: 'studentById',
  params: z.object({ studentId: id }),
  row: z.object({ id, school_code: z.string(), uuid: z.string() }),
  sql: 'SELECT id, school_code, uuid FROM student WHERE id = :studentId',
});

/** Whether the account is linked to the student. */
export const accountLinkedToStudent = namedQuery({
  name: 'accountLinkedToStudent',
  params: z.object({ studentId: id, accountId: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM student_account_link WHERE student_id = :studentId AND student_account_id = :accountId',
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
