import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { randomUUID } from 'node:crypto';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { issueStaffPasswordLink } from '../identity/staff-password-link.js';
import { aidYearSchema } from '../schools/aid-year-settings.js';
import { schoolCodeSchema } from '../schools/school-profile.js';

// ---- Master user profiles: every staff person of the installation ---------------------------------------

interface ProfileRow {
  id: number;
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  default_school_code: string | null;
  active: boolean;
}
const toProfile = (r: ProfileRow) => ({
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
  const rows = await db.query<ProfileRow>(
    `SELECT u.id, u.uuid, u.email, u.first_name, u.last_name, u.phone, u.default_school_code, u.active FROM staff_user u
      WHERE ($1::text IS NULL OR u.email ILIKE '%' || $1 || '%' OR (u.first_name || ' ' || u.last_name) ILIKE '%' || $1 || '%')
        AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM staff_school_role r WHERE r.staff_user_id = u.id AND r.school_code = $2))
        AND ($3 OR u.active)
      ORDER BY u.last_name, u.first_name, u.id LIMIT 500`,
    [f.text?.trim() || null, f.schoolCode || null, f.includeInactive],
  );
  return rows.map(toProfile);
}

async function profile(db: Db, id: number) {
  const [row] = await db.query<ProfileRow>(
    'SELECT id, uuid, email, first_name, last_name, phone, default_school_code, active FROM staff_user WHERE id = $1',
    [id],
  );
  if (!row) throw notFound(`No master user profile ${id}`);
  return toProfile(row);
}

/** The schools a person may switch to, with their role in each. */
export const availableSchools = async (db: Db, id: number) => {
  await profile(db, id);
  return db.query(
    `SELECT s.school_code AS "schoolCode", s.school_name AS "schoolName", r.name AS role FROM staff_school_role sr
       JOIN school s ON s.school_code = sr.school_code JOIN role r ON r.id = sr.role_id
      WHERE sr.staff_user_id = $1 ORDER BY s.school_name`,
    [id],
  );
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
        const [ok] = await tx.query('SELECT 1 FROM school WHERE school_code = $1', [s.schoolCode]);
        if (!ok)
          throw badRequest(`No school ${s.schoolCode}`, {
            inputErrors: [{ path: `schools.${i}.schoolCode`, message: 'is not a school' }],
          });
        const [role] = await tx.query<{ is_staff: boolean }>('SELECT is_staff FROM role WHERE name = $1', [
          s.role,
        ]);
        if (!role?.is_staff)
          throw badRequest(`${s.role} is not a staff role`, {
            inputErrors: [{ path: `schools.${i}.role`, message: 'is not a staff role' }],
          });
      }
      await tx.query('DELETE FROM staff_school_role WHERE staff_user_id = $1', [id]);
      for (const s of input.schools) {
        await tx.query(
          'INSERT INTO staff_school_role SELECT $1, $2, id FROM role WHERE name = $3 ON CONFLICT DO NOTHING',
          [id, s.schoolCode, s.role],
        );
      }
    }
    const schools = input.schools?.map((s) => s.schoolCode) ?? beforeSchools.map((s) => String(s.schoolCode));
    const defaultSchool = input.defaultSchoolCode ?? before.defaultSchoolCode;
    if (defaultSchool && !schools.includes(defaultSchool)) {
      throw badRequest(`The default school ${defaultSchool} is not one of the person's schools`, {
        inputErrors: [{ path: 'defaultSchoolCode', message: "is not one of the person's schools" }],
      });
    }
    await tx.query(
      `UPDATE staff_user SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
              phone = CASE WHEN $4::boolean THEN $5 ELSE phone END, default_school_code = $6 WHERE id = $1`,
      [
        id,
        input.firstName ?? null,
        input.lastName ?? null,
        input.phone !== undefined,
        input.phone ?? null,
        defaultSchool,
      ],
    );
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
    const [school] = await tx.query<{ school_name: string }>(
      'SELECT school_name FROM school WHERE school_code = $1',
      [input.schoolCode],
    );
    if (!school)
      throw badRequest(`No school ${input.schoolCode}`, {
        inputErrors: [{ path: 'schoolCode', message: 'is not a school' }],
      });
    const [role] = await tx.query<{ is_staff: boolean }>('SELECT is_staff FROM role WHERE name = $1', [
      input.role,
    ]);
    if (!role?.is_staff)
      throw badRequest(`${input.role} is not a staff role`, {
        inputErrors: [{ path: 'role', message: 'is not a staff role' }],
      });
    const [taken] = await tx.query('SELECT 1 FROM staff_user WHERE lower(email) = $1', [input.email]);
    if (taken)
      throw badRequest(`${input.email} already has a profile`, {
        inputErrors: [{ path: 'email', message: 'is already in use' }],
      });
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO staff_user (uuid, email, first_name, last_name, password_hash, default_school_code)
       VALUES ($1, $2, $3, $4, '!', $5) RETURNING id`,
      [randomUUID(), input.email, input.firstName, input.lastName, input.schoolCode],
    );
    await tx.query('INSERT INTO staff_school_role SELECT $1, $2, id FROM role WHERE name = $3', [
      row!.id,
      input.schoolCode,
      input.role,
    ]);
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
    await tx.query('UPDATE staff_user SET active = false WHERE id = $1', [id]);
    await tx.query('DELETE FROM staff_school_role WHERE staff_user_id = $1', [id]);
    await tx.query(
      `UPDATE refresh_token SET revoked_at = now() WHERE subject_kind = 'staff' AND subject_id = $1 AND revoked_at IS NULL`,
      [id],
    );
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
  const rows = await db.query<{
    entity_id: string;
    field: string;
    old_value: string | null;
    new_value: string | null;
    actor_name: string | null;
    created_at: Date;
  }>(
    `SELECT DISTINCT ON (entity_id) entity_id, field, old_value, new_value, actor_name, created_at FROM record_history
      WHERE entity_type = 'master_user_profile' ORDER BY entity_id, created_at DESC, id DESC`,
  );
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
  db.query(
    `SELECT s.id, s.school_code AS "schoolCode", s.school_name AS "schoolName", s.name, s.school_url AS "schoolUrl",
            s.default_aid_year AS "defaultAidYear", (SELECT count(*)::int FROM staff_school_role r WHERE r.school_code = s.school_code) AS "staffCount"
       FROM school s
      WHERE $1::text IS NULL OR s.school_code ILIKE '%' || $1 || '%' OR s.school_name ILIKE '%' || $1 || '%'
      ORDER BY s.school_name LIMIT 500`,
    [f.text?.trim() || null],
  );

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
    const [before] = await tx.query<{
      school_code: string;
      school_name: string;
      name: string;
      default_aid_year: number;
    }>('SELECT school_code, school_name, name, default_aid_year FROM school WHERE id = $1 FOR UPDATE', [id]);
    if (!before) throw notFound(`No school ${id}`);
    if (input.defaultAidYear !== undefined) {
      const [ok] = await tx.query('SELECT 1 FROM school_aid_year WHERE school_code = $1 AND aid_year = $2', [
        before.school_code,
        input.defaultAidYear,
      ]);
      if (!ok)
        throw badRequest(`${input.defaultAidYear} is not an aid year of ${before.school_code}`, {
          inputErrors: [{ path: 'defaultAidYear', message: 'is not an aid year of the school' }],
        });
    }
    await tx.query(
      'UPDATE school SET school_name = coalesce($2, school_name), name = coalesce($3, name), default_aid_year = coalesce($4, default_aid_year) WHERE id = $1',
      [id, input.schoolName ?? null, input.name ?? null, input.defaultAidYear ?? null],
    );
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
