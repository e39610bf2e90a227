import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import * as sql from './backoffice.queries.js';

/**
 * The signed-in staff person's master profile, in the SSO user's shape (firstName, lastName,
 * profile.defaultSchoolCode), with their schools and roles and their last sign-in.
 */
export async function ownProfile(db: Db, caller: Caller) {
  const row = await sql.activeOwnProfile.first(db, { id: caller.accountId });
  if (!row) throw notFound('No master user profile for this sign-in');
  const schools = await sql.schoolsOfProfile.all(db, { id: row.id });
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
    // As the answer travels (JSON): an ISO timestamp.
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    lastLoginSchoolCode: row.last_login_school_code,
  };
}

/** Records that the person opened the product in the token's school; answers the profile as it was before (the previous sign-in). */
export async function recordProfileLogin(db: Db, caller: Caller) {
  const before = await ownProfile(db, caller);
  await sql.stampLogin.run(db, { id: caller.accountId, schoolCode: caller.schoolCode });
  return {
    ...before,
    previousLoginAt: before.lastLoginAt,
    lastLoginAt: new Date().toISOString(),
    lastLoginSchoolCode: caller.schoolCode,
  };
}
