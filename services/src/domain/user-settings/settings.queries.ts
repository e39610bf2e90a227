import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of a staff member's own settings (settings.ts); named, with their parameters and rows checked
// (docs/data-layer.md).

export const staffSettings = namedQuery({
  name: 'staffSettings',
  params: z.object({ id }),
  row: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    default_school_code: z.string().nullable(),
    default_aid_year: z.number().int().nullable(),
    mfa_option: z.enum(['EMAIL', 'SMS']),
  }),
  sql: 'SELECT first_name, last_name, email, phone, default_school_code, default_aid_year, mfa_option FROM staff_user WHERE id = :id',
});

/** The staff member's schools, by name, each with its role and aid years (newest first). */
export const staffSettingsSchools = namedQuery({
  name: 'staffSettingsSchools',
  params: z.object({ staffUserId: id }),
  row: z.object({
    schoolCode: z.string(),
    schoolName: z.string(),
    role: z.string(),
    aidYears: z.array(z.union([z.number(), z.string()])),
  }),
  sql: `SELECT s.school_code AS "schoolCode", s.school_name AS "schoolName", r.name AS role,
            coalesce((SELECT array_agg(y.aid_year ORDER BY y.aid_year DESC) FROM school_aid_year y WHERE y.school_code = s.school_code), '{}') AS "aidYears"
       FROM staff_school_role sr JOIN school s ON s.school_code = sr.school_code JOIN role r ON r.id = sr.role_id
      WHERE sr.staff_user_id = :staffUserId ORDER BY s.school_name`,
});

export const updateStaffSettings = namedQuery({
  name: 'updateStaffSettings',
  params: z.object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    defaultSchoolCode: z.string(),
    defaultAidYear: z.number().int().nullable(),
    mfaOption: z.enum(['EMAIL', 'SMS']),
  }),
  row: noRow,
  sql: `UPDATE staff_user SET first_name = :firstName, last_name = :lastName, phone = :phone, default_school_code = :defaultSchoolCode,
            default_aid_year = :defaultAidYear, mfa_option = :mfaOption
        WHERE id = :id`,
});
