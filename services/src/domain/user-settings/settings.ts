import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';

export const userSettingsSchema = z
  .object({
    firstName: z.string().trim().min(1, 'enter your first name').max(100),
    lastName: z.string().trim().min(1, 'enter your last name').max(100),
    phone: z
      .string()
      .trim()
      .max(30)
      .refine((p) => p === '' || /^\+?[0-9 ()-]{10,}$/.test(p), 'is not a phone number (10 digits or more)')
      .nullable(),
    defaultSchoolCode: z.string().trim().min(1, 'pick a school').max(20),
    defaultAidYear: z.number().int().min(2000).max(2100).nullable(),
    mfaOption: z.enum(['EMAIL', 'SMS']),
  })
  .strict();

/** /userSettings: the signed-in staff member's own profile and defaults. */
export async function userSettings(db: Db, caller: Caller) {
  const [u] = await db.query<{
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    default_school_code: string | null;
    default_aid_year: number | null;
    mfa_option: 'EMAIL' | 'SMS';
  }>(
    'SELECT first_name, last_name, email, phone, default_school_code, default_aid_year, mfa_option FROM staff_user WHERE id = $1',
    [caller.accountId],
  );
  if (!u) throw notFound('No such user');
  const schools = await db.query<{
    schoolCode: string;
    schoolName: string;
    role: string;
    aidYears: number[];
  }>(
    `SELECT s.school_code AS "schoolCode", s.school_name AS "schoolName", r.name AS role,
            coalesce((SELECT array_agg(y.aid_year ORDER BY y.aid_year DESC) FROM school_aid_year y WHERE y.school_code = s.school_code), '{}') AS "aidYears"
       FROM staff_school_role sr JOIN school s ON s.school_code = sr.school_code JOIN role r ON r.id = sr.role_id
      WHERE sr.staff_user_id = $1 ORDER BY s.school_name`,
    [caller.accountId],
  );
  return {
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    phone: u.phone,
    defaultSchoolCode: u.default_school_code ?? caller.schoolCode,
    defaultAidYear: u.default_aid_year,
    mfaOption: u.mfa_option,
    schools: schools.map((s) => ({ ...s, aidYears: s.aidYears.map(Number) })),
  };
}

export async function updateUserSettings(db: Db, caller: Caller, input: z.infer<typeof userSettingsSchema>) {
  const phone = input.phone ? input.phone : null;
  const current = await userSettings(db, caller);
  const school = current.schools.find((s) => s.schoolCode === input.defaultSchoolCode);
  if (!school) {
    throw badRequest(`You do not belong to school ${input.defaultSchoolCode}`, {
      inputErrors: [{ path: 'defaultSchoolCode', message: 'is not one of your schools' }],
    });
  }
  if (input.defaultAidYear !== null && !school.aidYears.includes(input.defaultAidYear)) {
    throw badRequest(`${school.schoolName} has no aid year ${input.defaultAidYear}`, {
      inputErrors: [{ path: 'defaultAidYear', message: `is not an aid year of ${school.schoolName}` }],
    });
  }
  if (input.mfaOption === 'SMS' && !phone) {
    throw badRequest('Codes by text message need a mobile number', {
      inputErrors: [{ path: 'phone', message: 'enter a mobile number to receive codes by text' }],
    });
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE staff_user SET first_name = $2, last_name = $3, phone = $4, default_school_code = $5, default_aid_year = $6, mfa_option = $7
        WHERE id = $1`,
      [
        caller.accountId,
        input.firstName,
        input.lastName,
        phone,
        input.defaultSchoolCode,
        input.defaultAidYear,
        input.mfaOption,
      ],
    );
    const before = {
      firstName: current.firstName,
      lastName: current.lastName,
      phone: current.phone,
      defaultSchoolCode: current.defaultSchoolCode,
      defaultAidYear: current.defaultAidYear,
      mfaOption: current.mfaOption,
    };
    const after = { ...input, phone };
    await recordChanges(tx, caller, { type: 'staff_user', id: caller.accountUuid }, before, after);
    await recordActivity(tx, caller, {
      action: 'USER_SETTINGS_UPDATED',
      entityType: 'staff_user',
      entityId: caller.accountUuid,
    });
  });
  return userSettings(db, caller);
}
