import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import * as sql from './settings.queries.js';

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
  const u = await sql.staffSettings.first(db, { id: caller.accountId });
  if (!u) throw notFound('No such user');
  const schools = await sql.staffSettingsSchools.all(db, { staffUserId: caller.accountId });
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
    await sql.updateStaffSettings.run(tx, {
      id: caller.accountId,
      firstName: input.firstName,
      lastName: input.lastName,
      phone,
      defaultSchoolCode: input.defaultSchoolCode,
      defaultAidYear: input.defaultAidYear,
      mfaOption: input.mfaOption,
    });
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
