import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import * as sql from './users.queries.js';

export async function ssoUser(db: Db, caller: Caller) {
  const u = await sql.ssoStaffUser.first(db, { id: caller.accountId });
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
  const u =
    caller.kind === 'staff'
      ? await sql.currentStaffUser.first(db, { id: caller.accountId })
      : await sql.currentAccountUser.first(db, { id: caller.accountId });
  if (!u) throw notFound('No such user');
  const schools =
    caller.kind === 'staff'
      ? await sql.staffUserSchools.all(db, { staffUserId: caller.accountId })
      : await sql.accountUserSchool.all(db, { schoolCode: caller.schoolCode });
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
  const school = await sql.landingAidYear.first(db, {
    schoolCode: caller.schoolCode,
    accountId: caller.accountId,
    isStaff: caller.kind === 'staff',
  });
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
