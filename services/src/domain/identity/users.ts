import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';

export async function ssoUser(db: Db, caller: Caller) {
  const [u] = await db.query<{
    first_name: string;
    last_name: string;
    email: string;
    default_school_code: string | null;
  }>('SELECT first_name, last_name, email, default_school_code FROM staff_user WHERE id = $1', [
    caller.accountId,
  ]);
  if (!u) throw notFound('No such user');
  return {
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    profile: { defaultSchoolCode: u.default_school_code },
  };
}

/** The auth user of SPEC §3, with what the gateway needs to gate fields (permissions, schools). */
export async function currentUser(db: Db, caller: Caller) {
  const table = caller.kind === 'staff' ? 'staff_user' : 'student_account';
  const emailCol = caller.kind === 'staff' ? 'email' : 'username';
  const [u] = await db.query<{
    first_name: string;
    last_name: string;
    email: string;
    default_school_code?: string | null;
    preferred_language?: 'en' | 'es';
  }>(
    `SELECT first_name, last_name, ${emailCol} AS email${caller.kind === 'staff' ? ', default_school_code' : ', preferred_language'} FROM ${table} WHERE id = $1`,
    [caller.accountId],
  );
  if (!u) throw notFound('No such user');
  const schools =
    caller.kind === 'staff'
      ? await db.query<{ schoolCode: string; schoolName: string; role: string }>(
          `SELECT s.school_code AS "schoolCode", s.school_name AS "schoolName", r.name AS role
             FROM staff_school_role sr JOIN school s ON s.school_code = sr.school_code JOIN role r ON r.id = sr.role_id
            WHERE sr.staff_user_id = $1 ORDER BY s.school_name`,
          [caller.accountId],
        )
      : await db.query<{ schoolCode: string; schoolName: string; role: string }>(
          `SELECT school_code AS "schoolCode", school_name AS "schoolName", 'User' AS role FROM school WHERE school_code = $1`,
          [caller.schoolCode],
        );
  return {
    id: caller.accountId,
    accountUuid: caller.accountUuid,
    uuid: sessionUuid(caller),
    firstName: u.first_name,
    lastName: u.last_name,
    fullName: `${u.first_name} ${u.last_name}`,
    email: u.email,
    accountType: caller.kind === 'staff' ? null : (caller.accountType ?? 0),
    role: caller.role,
    isStaff: caller.kind === 'staff',
    permissions: [...caller.permissions].sort(),
    schoolCode: caller.schoolCode,
    defaultSchoolCode: u.default_school_code ?? caller.schoolCode,
    // Staff pages are English; a student's or parent's choice of the portal's language (issue 26).
    preferredLanguage: u.preferred_language ?? 'en',
    schools,
  };
}

export async function loginData(db: Db, caller: Caller) {
  // A staff member's own default aid year (/userSettings) wins while the school still offers it.
  const [school] = await db.query<{ default_aid_year: number }>(
    `SELECT coalesce((SELECT y.aid_year FROM staff_user u JOIN school_aid_year y ON y.aid_year = u.default_aid_year AND y.school_code = s.school_code
                       WHERE u.id = $2 AND $3), s.default_aid_year) AS default_aid_year
       FROM school s WHERE s.school_code = $1`,
    [caller.schoolCode, caller.accountId, caller.kind === 'staff'],
  );
  // The session's school was removed since it was issued: there is nowhere to go.
  if (!school) throw notFound(`No school ${caller.schoolCode}`);
  return {
    // Every account that can sign in here already has its student link; lookups are for SSO users without one.
    accountRequired: caller.kind === 'user' && !caller.studentUuid,
    isStudent: caller.kind === 'user',
    aidYear: school.default_aid_year,
    schoolCode: caller.schoolCode,
    uuid: sessionUuid(caller),
    accountType: caller.kind === 'staff' ? null : (caller.accountType ?? 0),
  };
}

/**
 * The uuid a session answers as: staff their own, a student or parent the student's. Every user session carries its
 * student (authenticate.ts sets it from the token), though Caller types it as optional.
 */
function sessionUuid(caller: Caller): string {
  const uuid = caller.kind === 'staff' ? caller.accountUuid : caller.studentUuid;
  if (uuid === undefined) throw new Error('A user session without its student');
  return uuid;
}
