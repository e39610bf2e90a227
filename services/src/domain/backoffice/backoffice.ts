import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { randomUUID } from 'node:crypto';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { issueStaffPasswordLink } from '../identity/staff-password-link.js';
import { aidYearSchema } from '../schools/aid-year-settings.js';
import { schoolCodeSchema } from '../schools/school-profile.js';
import * as sql from './backoffice.queries.js';

// ---- Master user profiles: every staff person of the installation ---------------------------------------

const toProfile = (r: sql.ProfileRow) => ({
  id: r.id,
  uuid: r.uuid,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  defaultSchoolCode: r.default_school_code,
  active: r.active,
});

export const profileSearchSchema = z
  .object({
    text: z.string().max(100).optional(),
    schoolCode: z.string().max(6).optional(),
    includeInactive: z.boolean().default(false),
  })
  .strict();

export async function searchProfiles(db: Db, f: z.infer<typeof profileSearchSchema>) {
  const rows = await sql.searchProfiles.all(db, {
    text: f.text?.trim() || null,
    schoolCode: f.schoolCode || null,
    includeInactive: f.includeInactive,
  });
  return rows.map(toProfile);
}

async function profile(db: Db, id: number) {
  const row = await sql.profileById.first(db, { id });
  if (!row) throw notFound(`No master user profile ${id}`);
  return toProfile(row);
}

/** The schools a person may switch to, with their role in each. */
export const availableSchools = async (db: Db, id: number) => {
  await profile(db, id);
  return sql.schoolsOfProfile.all(db, { id });
};

export const profileUpdateSchema = z
  .object({
    firstName: z.string().trim().min(1, 'is required').max(100),
    lastName: z.string().trim().min(1, 'is required').max(100),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9+() .-]{7,20}$/, 'is not a phone number')
      .nullable(),
    defaultSchoolCode: schoolCodeSchema,
    /** School → role name; the person's memberships become exactly these. */
    schools: z.array(z.object({ schoolCode: schoolCodeSchema, role: z.string().min(1).max(40) })).max(500),
  })
  .partial()
  .strict();

export async function updateProfile(
  db: Db,
  caller: Caller,
  id: number,
  input: z.infer<typeof profileUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const before = await profile(tx, id);
    const beforeSchools = await availableSchools(tx, id);
    if (input.schools) {
      for (const [i, s] of input.schools.entries()) {
        const ok = await sql.schoolExists.first(tx, { schoolCode: s.schoolCode });
        if (!ok)
          throw badRequest(`No school ${s.schoolCode}`, {
            inputErrors: [{ path: `schools.${i}.schoolCode`, message: 'is not a school' }],
          });
        const role = await sql.roleByName.first(tx, { name: s.role });
        if (!role?.is_staff)
          throw badRequest(`${s.role} is not a staff role`, {
            inputErrors: [{ path: `schools.${i}.role`, message: 'is not a staff role' }],
          });
      }
      await sql.deleteMemberships.run(tx, { id });
      for (const s of input.schools) {
        await sql.insertMembershipIfNew.run(tx, { id, schoolCode: s.schoolCode, role: s.role });
      }
    }
    const schools = input.schools?.map((s) => s.schoolCode) ?? beforeSchools.map((s) => String(s.schoolCode));
    const defaultSchool = input.defaultSchoolCode ?? before.defaultSchoolCode;
    if (defaultSchool && !schools.includes(defaultSchool)) {
      throw badRequest(`The default school ${defaultSchool} is not one of the person's schools`, {
        inputErrors: [{ path: 'defaultSchoolCode', message: "is not one of the person's schools" }],
      });
    }
    await sql.updateProfile.run(tx, {
      id,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      setPhone: input.phone !== undefined,
      phone: input.phone ?? null,
      defaultSchoolCode: defaultSchool,
    });
    const after = await profile(tx, id);
    const afterSchools = await availableSchools(tx, id);
    const fmt = (rows: Record<string, unknown>[]) => rows.map((r) => `${r.schoolCode}:${r.role}`).join(', ');
    await recordChanges(
      tx,
      caller,
      { type: 'master_user_profile', id },
      { ...before, schools: fmt(beforeSchools) },
      { ...after, schools: fmt(afterSchools) },
    );
    await recordActivity(tx, caller, {
      action: 'MASTER_USER_PROFILE_UPDATED',
      entityType: 'master_user_profile',
      entityId: id,
    });
    return after;
  });
}

export const profileAddSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email('is not an e-mail address')),
    firstName: z.string().trim().min(1, 'is required').max(100),
    lastName: z.string().trim().min(1, 'is required').max(100),
    schoolCode: schoolCodeSchema,
    role: z.string().min(1).max(40),
  })
  .strict();

/**
 * Adds a staff person with a role at one school. They get a one-time link (through the outbox) to choose their
 * password and sign-in code channel; until then they cannot sign in.
 */
export async function addProfile(
  db: Db,
  caller: Caller,
  input: z.infer<typeof profileAddSchema>,
  linkOrigin: string,
) {
  return db.transaction(async (tx) => {
    const school = await sql.schoolName.first(tx, { schoolCode: input.schoolCode });
    if (!school)
      throw badRequest(`No school ${input.schoolCode}`, {
        inputErrors: [{ path: 'schoolCode', message: 'is not a school' }],
      });
    const role = await sql.roleByName.first(tx, { name: input.role });
    if (!role?.is_staff)
      throw badRequest(`${input.role} is not a staff role`, {
        inputErrors: [{ path: 'role', message: 'is not a staff role' }],
      });
    const taken = await sql.emailTaken.first(tx, { email: input.email });
    if (taken)
      throw badRequest(`${input.email} already has a profile`, {
        inputErrors: [{ path: 'email', message: 'is already in use' }],
      });
    const row = await sql.insertProfile.first(tx, {
      uuid: randomUUID(),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      defaultSchoolCode: input.schoolCode,
    });
    await sql.insertMembership.run(tx, { id: row!.id, schoolCode: input.schoolCode, role: input.role });
    await issueStaffPasswordLink(
      tx,
      { id: row!.id, email: input.email, firstName: input.firstName },
      linkOrigin,
      `you have an aidverify account as ${input.role} at ${school.school_name}.`,
    );
    await recordActivity(tx, caller, {
      action: 'MASTER_USER_PROFILE_ADDED',
      entityType: 'master_user_profile',
      entityId: row!.id,
      details: { email: input.email, schoolCode: input.schoolCode, role: input.role },
    });
    return profile(tx, row!.id);
  });
}

/** Deleting a profile ends the person's access everywhere at once; their past work keeps their name. */
export async function deleteProfile(db: Db, caller: Caller, id: number) {
  if (id === caller.accountId && caller.kind === 'staff')
    throw badRequest('You cannot delete your own profile');
  return db.transaction(async (tx) => {
    const before = await profile(tx, id);
    if (!before.active) throw notFound(`No master user profile ${id}`);
    await sql.deactivateProfile.run(tx, { id });
    await sql.deleteMemberships.run(tx, { id });
    await sql.revokeStaffRefreshTokens.run(tx, { id });
    await recordChanges(tx, caller, { type: 'master_user_profile', id }, { active: true }, { active: false });
    await recordActivity(tx, caller, {
      action: 'MASTER_USER_PROFILE_DELETED',
      entityType: 'master_user_profile',
      entityId: id,
      details: { email: before.email },
    });
    return { id, message: 'MasterUserProfile Deleted' };
  });
}

/** The newest change of each profile. */
export async function recentProfileHistory(db: Db) {
  const rows = await sql.recentProfileHistory.all(db, {});
  return rows.map((r) => ({
    masterUserProfileID: Number(r.entity_id),
    field: r.field,
    oldValue: r.old_value,
    newValue: r.new_value,
    changedBy: r.actor_name,
    changedAt: new Date(r.created_at).toISOString(),
  }));
}

// ---- Master schools: every school of the installation -------------------------------------------------

export const masterSchoolSearchSchema = z.object({ text: z.string().max(100).optional() }).strict();
export const searchMasterSchools = (db: Db, f: z.infer<typeof masterSchoolSearchSchema>) =>
  sql.searchMasterSchools.all(db, { text: f.text?.trim() || null });

export const masterSchoolUpdateSchema = z
  .object({
    schoolName: z.string().trim().min(1, 'is required').max(200),
    name: z.string().trim().min(1, 'is required').max(200),
    defaultAidYear: aidYearSchema,
  })
  .partial()
  .strict();

export async function updateMasterSchool(
  db: Db,
  caller: Caller,
  id: number,
  input: z.infer<typeof masterSchoolUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const before = await sql.masterSchoolForUpdate.first(tx, { id });
    if (!before) throw notFound(`No school ${id}`);
    if (input.defaultAidYear !== undefined) {
      const ok = await sql.schoolHasAidYear.first(tx, {
        schoolCode: before.school_code,
        aidYear: input.defaultAidYear,
      });
      if (!ok)
        throw badRequest(`${input.defaultAidYear} is not an aid year of ${before.school_code}`, {
          inputErrors: [{ path: 'defaultAidYear', message: 'is not an aid year of the school' }],
        });
    }
    await sql.updateMasterSchool.run(tx, {
      id,
      schoolName: input.schoolName ?? null,
      name: input.name ?? null,
      defaultAidYear: input.defaultAidYear ?? null,
    });
    const after = {
      schoolName: input.schoolName ?? before.school_name,
      name: input.name ?? before.name,
      defaultAidYear: input.defaultAidYear ?? before.default_aid_year,
    };
    await recordChanges(
      tx,
      caller,
      { type: 'school', id: before.school_code, schoolCode: before.school_code },
      { schoolName: before.school_name, name: before.name, defaultAidYear: before.default_aid_year },
      after,
    );
    await recordActivity(tx, caller, {
      action: 'MASTER_SCHOOL_UPDATED',
      entityType: 'school',
      entityId: before.school_code,
    });
    return { id, schoolCode: before.school_code, ...after };
  });
}
