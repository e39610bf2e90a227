import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../platform/named-sql.js';

// The SQL of the catalogue, the demo data (demo.ts) and the first-run setup (first-run.ts): named, with their
// parameters and rows checked (docs/data-layer.md). A school's first aid year is set up the same way by both.

const int = z.number().int();
const texts = z.array(z.string());

/** Held while seeding or setting up, so two instances starting at once do it once. */
export const advisoryLock = namedQuery({
  name: 'seedAdvisoryLock',
  params: z.object({ lock: z.number().int() }),
  row: noRow,
  sql: 'SELECT pg_advisory_xact_lock(:lock)',
});

// --- The catalogue ----------------------------------------------------------------------------------------------

export const roleCount = namedQuery({
  name: 'seedRoleCount',
  params: z.object({}),
  row: z.object({ n: int }),
  sql: 'SELECT count(*)::int AS n FROM role',
});

export const insertPortalRole = namedQuery({
  name: 'seedPortalRole',
  params: z.object({}),
  row: noRow,
  sql: `INSERT INTO role (name, description, is_staff) VALUES ('User', 'Students and parents', false)`,
});

export const insertStaffRole = namedQuery({
  name: 'seedStaffRole',
  params: z.object({ name: z.string(), description: z.string() }),
  row: noRow,
  sql: 'INSERT INTO role (name, description) VALUES (:name, :description)',
});

export const insertCategory = namedQuery({
  name: 'seedPermissionCategory',
  params: z.object({ name: z.string(), parent: maybeText, sort: int }),
  row: noRow,
  sql: 'INSERT INTO category (name, parent_id, sort) VALUES (:name, (SELECT id FROM category WHERE name = :parent), :sort)',
});

export const insertPermission = namedQuery({
  name: 'seedPermission',
  params: z.object({
    code: z.string(),
    name: z.string(),
    category: z.string(),
    schoolControlled: z.boolean(),
  }),
  row: noRow,
  sql: `INSERT INTO permission (code, name, category_id, is_school_controlled)
        VALUES (:code, :name, (SELECT id FROM category WHERE name = :category), :schoolControlled)`,
});

export const grantRolePermissions = namedQuery({
  name: 'seedRolePermissions',
  params: z.object({ role: z.string(), codes: texts }),
  row: noRow,
  sql: `INSERT INTO role_permission_link (role_id, permission_id)
        SELECT r.id, p.id FROM role r, permission p WHERE r.name = :role AND p.code = ANY(:codes::text[])`,
});

export const insertInterviewType = namedQuery({
  name: 'seedInterviewType',
  params: z.object({ typeCode: z.string(), name: z.string(), nameSpanish: maybeText }),
  row: noRow,
  sql: 'INSERT INTO interview_type (type_code, name, name_spanish) VALUES (:typeCode, :name, :nameSpanish)',
});

export const interviewTypes = namedQuery({
  name: 'seedInterviewTypes',
  params: z.object({}),
  row: z.object({ id, type_code: z.string() }),
  sql: 'SELECT id, type_code FROM interview_type',
});

// --- A school and its aid years ----------------------------------------------------------------------------------

export const insertSchool = namedQuery({
  name: 'seedSchool',
  params: z.object({
    code: z.string(),
    name: z.string(),
    purl: z.string(),
    aidYear: int,
    sidName: z.string(),
    studentRepository: z.boolean(),
  }),
  row: noRow,
  sql: `INSERT INTO school (school_code, school_name, name, school_url, default_aid_year, sid_name, stud_repo)
        VALUES (:code, :name, :name, :purl, :aidYear, :sidName, :studentRepository)`,
});

export const purlTaken = namedQuery({
  name: 'seedPurlTaken',
  params: z.object({ purl: z.string() }),
  row: found,
  sql: 'SELECT 1 AS found FROM school WHERE lower(school_url) = :purl',
});

export const openAidYear = namedQuery({
  name: 'seedOpenAidYear',
  params: z.object({ code: z.string(), aidYear: int }),
  row: noRow,
  sql: 'INSERT INTO school_aid_year (school_code, aid_year) VALUES (:code, :aidYear)',
});

export const insertAidYearSettings = namedQuery({
  name: 'seedAidYearSettings',
  params: z.object({ code: z.string(), aidYear: int, studentRepository: z.boolean() }),
  row: z.object({ id }),
  sql: `INSERT INTO school_isir_record_info (school_code, aid_year, stud_repo) VALUES (:code, :aidYear, :studentRepository)
        RETURNING id`,
});

/** One task list item a verification group brings (the catalogue's map), by the item's interview type code. */
export const mapGroupItem = namedQuery({
  name: 'seedVerificationGroupItem',
  params: z.object({
    settingsId: id,
    group: z.string(),
    typeCode: z.string(),
    forParent: z.boolean(),
    dependentOnly: z.boolean(),
  }),
  row: noRow,
  sql: `INSERT INTO school_isir_rec_info_vgroup_map (school_isir_record_info_id, verification_group, interview_type_id,
                                                     is_for_parent_account, dependent_only)
        SELECT :settingsId, :group, id, :forParent, :dependentOnly FROM interview_type WHERE type_code = :typeCode`,
});

// --- The first-run setup -----------------------------------------------------------------------------------------

export const activeAdministrator = namedQuery({
  name: 'firstRunActiveAdministrator',
  params: z.object({}),
  row: z.object({ email: z.string() }),
  sql: `SELECT u.email FROM staff_user u JOIN staff_school_role sr ON sr.staff_user_id = u.id
          JOIN role r ON r.id = sr.role_id
         WHERE r.name = 'SuperAdmin' AND u.active ORDER BY u.id LIMIT 1`,
});

export const newestTemplateYear = namedQuery({
  name: 'firstRunNewestTemplateYear',
  params: z.object({}),
  row: z.object({ newest: int.nullable() }),
  sql: 'SELECT max(aid_year)::int AS newest FROM interview_revision',
});

export const titleIvName = namedQuery({
  name: 'firstRunTitleIvName',
  params: z.object({ code: z.string() }),
  row: z.object({ school_name: z.string() }),
  sql: 'SELECT school_name FROM title_iv_school WHERE school_code = :code',
});

export const existingSchool = namedQuery({
  name: 'firstRunExistingSchool',
  params: z.object({ code: z.string() }),
  row: z.object({ school_name: z.string(), default_aid_year: int }),
  sql: 'SELECT school_name, default_aid_year FROM school WHERE school_code = :code',
});

/** The administrator, without a password until they choose one through their link. */
export const upsertAdministrator = namedQuery({
  name: 'firstRunAdministrator',
  params: z.object({
    uuid: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    schoolCode: z.string(),
  }),
  row: z.object({ id, uuid: z.string() }),
  sql: `INSERT INTO staff_user (uuid, email, first_name, last_name, password_hash, default_school_code, mfa_option)
        VALUES (:uuid, :email, :firstName, :lastName, '!', :schoolCode, 'EMAIL')
        ON CONFLICT (email) DO UPDATE SET active = true, default_school_code = EXCLUDED.default_school_code
        RETURNING id, uuid::text`,
});

export const makeSuperAdmin = namedQuery({
  name: 'firstRunSuperAdmin',
  params: z.object({ staffId: id, schoolCode: z.string() }),
  row: noRow,
  sql: `INSERT INTO staff_school_role (staff_user_id, school_code, role_id)
        SELECT :staffId, :schoolCode, id FROM role WHERE name = 'SuperAdmin'
        ON CONFLICT (staff_user_id, school_code) DO UPDATE SET role_id = EXCLUDED.role_id`,
});

// --- The demo data -----------------------------------------------------------------------------------------------

export const demoToggles = namedQuery({
  name: 'demoToggles',
  params: z.object({}),
  row: noRow,
  sql: `INSERT INTO school_config (school_code, name, value)
        VALUES (NULL, 'toggle.cognito', 'false'), ('333333', 'toggle.cognito', 'true')`,
});

export const insertDemoStaff = namedQuery({
  name: 'demoStaff',
  params: z.object({
    uuid: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    passwordHash: z.string(),
    schoolCode: z.string(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO staff_user (uuid, email, first_name, last_name, phone, password_hash, default_school_code)
        VALUES (:uuid, :email, :firstName, :lastName, '555-010-2000', :passwordHash, :schoolCode) RETURNING id`,
});

export const grantRole = namedQuery({
  name: 'demoStaffRole',
  params: z.object({ staffId: id, schoolCode: z.string(), role: z.string() }),
  row: noRow,
  sql: `INSERT INTO staff_school_role (staff_user_id, school_code, role_id)
        SELECT :staffId, :schoolCode, id FROM role WHERE name = :role`,
});

export const verifiersBySchool = namedQuery({
  name: 'demoVerifiers',
  params: z.object({}),
  row: z.object({ id, school_code: z.string() }),
  sql: `SELECT u.id, sr.school_code FROM staff_user u JOIN staff_school_role sr ON sr.staff_user_id = u.id
          JOIN role r ON r.id = sr.role_id
         WHERE r.name IN ('Verifier', 'Reviewer')`,
});

export const insertDemoStudent = namedQuery({
  name: 'demoStudent',
  params: z.object({
    uuid: z.string(),
    schoolCode: z.string(),
    studentNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    dateOfBirth: z.string(),
    ssnSealed: z.string(),
    ssnHmac: z.string(),
    ssnLastFour: z.string(),
    dependencyStatus: int,
    status: z.string(),
    group: z.string(),
    studentSignedAt: z.date().nullable(),
    parentSignedAt: z.date().nullable(),
    assignedStaffId: id.nullable(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, email, date_of_birth, ssn_encrypted,
                             ssn_hmac, ssn_last_four, dependency_status, status, verification_group, student_sign_date,
                             parent_sign_date, assigned_staff_id)
        VALUES (:uuid, :schoolCode, :studentNumber, :firstName, :lastName, :email, :dateOfBirth, :ssnSealed, :ssnHmac,
                :ssnLastFour, :dependencyStatus, :status, :group, :studentSignedAt, :parentSignedAt, :assignedStaffId)
        RETURNING id`,
});

export const insertDemoTaskListItem = namedQuery({
  name: 'demoTaskListItem',
  params: z.object({
    uuid: z.string(),
    studentId: id,
    interviewTypeId: id,
    aidYear: int,
    status: z.string(),
    forParent: z.boolean(),
    dueDate: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account,
                                            due_date)
        VALUES (:uuid, :studentId, :interviewTypeId, :aidYear, :status, :forParent, :dueDate)`,
});

export const insertStatusHistory = namedQuery({
  name: 'demoStatusHistory',
  params: z.object({
    schoolCodes: texts,
    studentIds: texts,
    oldValues: z.array(maybeText),
    newValues: texts,
    at: texts,
  }),
  row: noRow,
  sql: `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_name, created_at)
        SELECT school_code, 'student', entity_id, 'status', old_value, new_value, 'demo data', created_at
          FROM unnest(:schoolCodes::text[], :studentIds::text[], :oldValues::text[], :newValues::text[],
                      :at::timestamptz[]) AS h(school_code, entity_id, old_value, new_value, created_at)`,
});

export const insertDemoAccount = namedQuery({
  name: 'demoAccount',
  params: z.object({
    uuid: z.string(),
    schoolCode: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: maybeText,
    passwordHash: maybeText,
    createdAt: z.string().nullable(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, phone, password_hash, created_at)
        VALUES (:uuid, :schoolCode, :username, :firstName, :lastName, :phone, :passwordHash,
                COALESCE(:createdAt::timestamptz, now()))
        RETURNING id`,
});

export const linkDemoAccount = namedQuery({
  name: 'demoAccountLink',
  params: z.object({ studentId: id, accountId: id, accountType: int }),
  row: noRow,
  sql: `INSERT INTO student_account_link (student_id, student_account_id, account_type)
        VALUES (:studentId, :accountId, :accountType)`,
});

export const selectInstitutionally = namedQuery({
  name: 'demoInstitutionalSelection',
  params: z.object({ studentId: id }),
  row: noRow,
  sql: `INSERT INTO institutional_selection (school_code, student_id, aid_year, reason, selected_by, selected_at)
        VALUES ('222222', :studentId, 2027, 'Conflicting information in the financial aid file', 'manager@aidverify.test',
                '2026-09-15T14:00:00Z')`,
});

export const watchlist = namedQuery({
  name: 'demoWatchlist',
  params: z.object({ studentId: id }),
  row: noRow,
  sql: `INSERT INTO student_watchlist (school_code, student_id, reason, flagged_by, flagged_at)
        VALUES ('222222', :studentId, 'Identity documents look altered', 'manager@aidverify.test', '2026-10-20T14:00:00Z')`,
});

export const lastTaskListItem = namedQuery({
  name: 'demoLastTaskListItem',
  params: z.object({}),
  row: z.object({ last: int }),
  sql: 'SELECT COALESCE(max(id), 0)::int AS last FROM student_interview_link',
});

/**
 * A dependency change opens the task list items of the other dependency with random uuids: theirs derived from what
 * they are, so every start gives the same demo data.
 */
export const fixItemUuidsAfter = namedQuery({
  name: 'demoFixItemUuids',
  params: z.object({ last: int }),
  row: noRow,
  sql: `UPDATE student_interview_link l
           SET uuid = md5('demo-item:' || st.uuid || ':' || l.interview_type_id || ':' || l.aid_year || ':'
                          || l.is_for_parent_account || ':' || (l.id - :last))::uuid
          FROM student st WHERE st.id = l.student_id AND l.id > :last`,
});
