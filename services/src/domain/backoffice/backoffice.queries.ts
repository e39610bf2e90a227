import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the back office's master data (backoffice.ts, own-profile.ts): every staff person of the
// installation (master user profiles) and every school (master schools). Each statement once, named, with its
// parameters and rows checked (docs/data-layer.md).

// ---------- Master user profiles ----------

const PROFILE_COLUMNS = 'id, uuid, email, first_name, last_name, phone, default_school_code, active';

/** A staff person's profile row. */
const profile = z.object({
  id,
  uuid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: maybeText,
  default_school_code: maybeText,
  active: z.boolean(),
});
export type ProfileRow = z.infer<typeof profile>;

/** Profiles whose e-mail or name contains the text, of a school, active ones only unless asked (filters skipped when null). */
export const searchProfiles = namedQuery({
  name: 'searchProfiles',
  params: z.object({ text: maybeText, schoolCode: maybeText, includeInactive: z.boolean() }),
  row: profile,
  sql: `SELECT u.id, u.uuid, u.email, u.first_name, u.last_name, u.phone, u.default_school_code, u.active FROM staff_user u
      WHERE (:text::text IS NULL OR u.email ILIKE '%' || :text || '%' OR (u.first_name || ' ' || u.last_name) ILIKE '%' || :text || '%')
        AND (:schoolCode::text IS NULL OR EXISTS (SELECT 1 FROM staff_school_role r WHERE r.staff_user_id = u.id AND r.school_code = :schoolCode))
        AND (:includeInactive OR u.active)
      ORDER BY u.last_name, u.first_name, u.id LIMIT 500`,
});

export const profileById = namedQuery({
  name: 'profileById',
  params: z.object({ id }),
  row: profile,
  sql: `SELECT ${PROFILE_COLUMNS} FROM staff_user WHERE id = :id`,
});

/** The schools a person belongs to, with their role in each, by school name. */
export const schoolsOfProfile = namedQuery({
  name: 'schoolsOfProfile',
  params: z.object({ id }),
  row: z.object({ schoolCode: z.string(), schoolName: z.string(), role: z.string() }),
  sql: `SELECT s.school_code AS "schoolCode", s.school_name AS "schoolName", r.name AS role FROM staff_school_role sr
       JOIN school s ON s.school_code = sr.school_code JOIN role r ON r.id = sr.role_id
      WHERE sr.staff_user_id = :id ORDER BY s.school_name`,
});

export const schoolExists = namedQuery({
  name: 'schoolExists',
  params: z.object({ schoolCode: z.string() }),
  row: found,
  sql: 'SELECT 1 AS found FROM school WHERE school_code = :schoolCode',
});

export const schoolName = namedQuery({
  name: 'schoolName',
  params: z.object({ schoolCode: z.string() }),
  row: z.object({ school_name: z.string() }),
  sql: 'SELECT school_name FROM school WHERE school_code = :schoolCode',
});

export const roleByName = namedQuery({
  name: 'roleByName',
  params: z.object({ name: z.string() }),
  row: z.object({ is_staff: z.boolean() }),
  sql: 'SELECT is_staff FROM role WHERE name = :name',
});

export const deleteMemberships = namedQuery({
  name: 'deleteMemberships',
  params: z.object({ id }),
  row: noRow,
  sql: 'DELETE FROM staff_school_role WHERE staff_user_id = :id',
});

/** A membership with the named role (none when the role does not exist). */
export const insertMembership = namedQuery({
  name: 'insertMembership',
  params: z.object({ id, schoolCode: z.string(), role: z.string() }),
  row: noRow,
  sql: 'INSERT INTO staff_school_role SELECT :id, :schoolCode, id FROM role WHERE name = :role',
});

/** As insertMembership, and nothing when the person already belongs to the school. */
export const insertMembershipIfNew = namedQuery({
  name: 'insertMembershipIfNew',
  params: z.object({ id, schoolCode: z.string(), role: z.string() }),
  row: noRow,
  sql: 'INSERT INTO staff_school_role SELECT :id, :schoolCode, id FROM role WHERE name = :role ON CONFLICT DO NOTHING',
});

/** Names are kept when null; the phone only changes when setPhone. */
export const updateProfile = namedQuery({
  name: 'updateProfile',
  params: z.object({
    id,
    firstName: maybeText,
    lastName: maybeText,
    setPhone: z.boolean(),
    phone: maybeText,
    defaultSchoolCode: maybeText,
  }),
  row: noRow,
  sql: `UPDATE staff_user SET first_name = coalesce(:firstName, first_name), last_name = coalesce(:lastName, last_name),
              phone = CASE WHEN :setPhone::boolean THEN :phone ELSE phone END, default_school_code = :defaultSchoolCode WHERE id = :id`,
});

export const emailTaken = namedQuery({
  name: 'emailTaken',
  params: z.object({ email: z.string() }),
  row: found,
  sql: 'SELECT 1 AS found FROM staff_user WHERE lower(email) = :email',
});

/** A new profile without a password ('!'): the person chooses one through their link. */
export const insertProfile = namedQuery({
  name: 'insertProfile',
  params: z.object({
    uuid: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    defaultSchoolCode: z.string(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO staff_user (uuid, email, first_name, last_name, password_hash, default_school_code)
       VALUES (:uuid, :email, :firstName, :lastName, '!', :defaultSchoolCode) RETURNING id`,
});

export const deactivateProfile = namedQuery({
  name: 'deactivateProfile',
  params: z.object({ id }),
  row: noRow,
  sql: 'UPDATE staff_user SET active = false WHERE id = :id',
});

export const revokeStaffRefreshTokens = namedQuery({
  name: 'revokeStaffRefreshTokens',
  params: z.object({ id }),
  row: noRow,
  sql: `UPDATE refresh_token SET revoked_at = now() WHERE subject_kind = 'staff' AND subject_id = :id AND revoked_at IS NULL`,
});

/** The newest change of each profile. */
export const recentProfileHistory = namedQuery({
  name: 'recentProfileHistory',
  params: z.object({}),
  row: z.object({
    entity_id: z.string(),
    field: z.string(),
    old_value: maybeText,
    new_value: maybeText,
    actor_name: maybeText,
    created_at: z.date(),
  }),
  sql: `SELECT DISTINCT ON (entity_id) entity_id, field, old_value, new_value, actor_name, created_at FROM record_history
      WHERE entity_type = 'master_user_profile' ORDER BY entity_id, created_at DESC, id DESC`,
});

// ---------- The signed-in person's own profile ----------

export const activeOwnProfile = namedQuery({
  name: 'activeOwnProfile',
  params: z.object({ id }),
  row: z.object({
    id,
    uuid: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: maybeText,
    default_school_code: maybeText,
    last_login_at: z.date().nullable(),
    last_login_school_code: maybeText,
  }),
  sql: `SELECT id, uuid, email, first_name, last_name, phone, default_school_code, last_login_at, last_login_school_code
       FROM staff_user WHERE id = :id AND active`,
});

export const stampLogin = namedQuery({
  name: 'stampLogin',
  params: z.object({ id, schoolCode: z.string() }),
  row: noRow,
  sql: 'UPDATE staff_user SET last_login_at = now(), last_login_school_code = :schoolCode WHERE id = :id',
});

// ---------- Master schools ----------

/** Schools whose code or name contains the text (every school when null), with their staff count. */
export const searchMasterSchools = namedQuery({
  name: 'searchMasterSchools',
  params: z.object({ text: maybeText }),
  row: z.object({
    id,
    schoolCode: z.string(),
    schoolName: z.string(),
    name: z.string(),
    schoolUrl: z.string(),
    defaultAidYear: z.number().int(),
    staffCount: z.number().int(),
  }),
  sql: `SELECT s.id, s.school_code AS "schoolCode", s.school_name AS "schoolName", s.name, s.school_url AS "schoolUrl",
            s.default_aid_year AS "defaultAidYear", (SELECT count(*)::int FROM staff_school_role r WHERE r.school_code = s.school_code) AS "staffCount"
       FROM school s
      WHERE :text::text IS NULL OR s.school_code ILIKE '%' || :text || '%' OR s.school_name ILIKE '%' || :text || '%'
      ORDER BY s.school_name LIMIT 500`,
});

/** A school, locked until the transaction ends. */
export const masterSchoolForUpdate = namedQuery({
  name: 'masterSchoolForUpdate',
  params: z.object({ id }),
  row: z.object({
    school_code: z.string(),
    school_name: z.string(),
    name: z.string(),
    default_aid_year: z.number().int(),
  }),
  sql: 'SELECT school_code, school_name, name, default_aid_year FROM school WHERE id = :id FOR UPDATE',
});

export const schoolHasAidYear = namedQuery({
  name: 'schoolHasAidYear',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int() }),
  row: found,
  sql: 'SELECT 1 AS found FROM school_aid_year WHERE school_code = :schoolCode AND aid_year = :aidYear',
});

/** Each value is kept when null. */
export const updateMasterSchool = namedQuery({
  name: 'updateMasterSchool',
  params: z.object({
    id,
    schoolName: maybeText,
    name: maybeText,
    defaultAidYear: z.number().int().nullable(),
  }),
  row: noRow,
  sql: 'UPDATE school SET school_name = coalesce(:schoolName, school_name), name = coalesce(:name, name), default_aid_year = coalesce(:defaultAidYear, default_aid_year) WHERE id = :id',
});
