import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';

/**
 * The signed-in staff person's master profile, in the SSO user's shape (firstName, lastName,
 * profile.defaultSchoolCode), with their schools and roles and their last sign-in.
 */
export async function ownProfile(db: Db, caller: Caller) {
  const [row] = await db.query<{
    id: number;
    uuid: string;
    email: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    default_school_code: string | null;
    last_login_at: string | null;
    last_login_school_code: string | null;
  }>(
    `SELECT id, uuid, email, first_name, last_name, phone, default_school_code, last_login_at, last_login_school_code
       FROM staff_user WHERE id = $1 AND active`,
    [caller.accountId],
  );
  if (!row) throw notFound('No master user profile for this sign-in');
  const schools = await db.query<{ schoolCode: string; schoolName: string; role: string }>(
    `SELECT s.school_code AS "schoolCode", s.school_name AS "schoolName", r.name AS role FROM staff_school_role sr
       JOIN school s ON s.school_code = sr.school_code JOIN role r ON r.id = sr.role_id
      WHERE sr.staff_user_id = $1 ORDER BY s.school_name`,
    [row.id],
  );
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    phone: row.phone,
    profile: { defaultSchoolCode: row.default_school_code ?? schools[0]?.schoolCode ?? null },
    schools,
    lastLoginAt: row.last_login_at,
    lastLoginSchoolCode: row.last_login_school_code,
  };
}

/** Records that the person opened the product in the token's school; answers the profile as it was before (the previous sign-in). */
export async function recordProfileLogin(db: Db, caller: Caller) {
  const before = await ownProfile(db, caller);
  await db.query('UPDATE staff_user SET last_login_at = now(), last_login_school_code = $2 WHERE id = $1', [
    caller.accountId,
    caller.schoolCode,
  ]);
  return {
    ...before,
    previousLoginAt: before.lastLoginAt,
    lastLoginAt: new Date().toISOString(),
    lastLoginSchoolCode: caller.schoolCode,
  };
}
