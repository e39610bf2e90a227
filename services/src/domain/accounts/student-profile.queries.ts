import { z } from 'zod';
import { id, jsonParam, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the student's contact profile and the account's Settings screen (student-profile.ts); named, with their
// parameters and rows checked (docs/data-layer.md).

export const studentByUuid = namedQuery({
  name: 'studentByUuid',
  params: z.object({ uuid: z.string() }),
  row: z.object({ id, school_code: z.string(), uuid: z.string() }),
  sql: 'SELECT id, school_code, uuid FROM student WHERE uuid = :uuid',
});

/** The student's contact profile for the aid year (jsonb, as saved). */
export const studentProfile = namedQuery({
  name: 'studentProfile',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ profile: z.record(z.string(), z.unknown()), updated_at: z.date() }),
  sql: 'SELECT profile, updated_at FROM student_profile WHERE student_id = :studentId AND aid_year = :aidYear',
});

export const saveStudentProfile = namedQuery({
  name: 'saveStudentProfile',
  params: z.object({
    studentId: id,
    aidYear: z.number().int(),
    profile: jsonParam(z.record(z.string(), z.unknown())),
  }),
  row: noRow,
  sql: `INSERT INTO student_profile (student_id, aid_year, profile) VALUES (:studentId, :aidYear, :profile)
       ON CONFLICT (student_id, aid_year) DO UPDATE SET profile = EXCLUDED.profile, updated_at = now()`,
});

/** What the Settings screen shows of the account. */
export const accountSettings = namedQuery({
  name: 'accountSettings',
  params: z.object({ accountId: id }),
  row: z.object({
    id,
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: maybeText,
    phone_confirmed_at: z.date().nullable(),
    mfa_option: z.enum(['EMAIL', 'SMS']),
  }),
  sql: 'SELECT id, username, first_name, last_name, phone, phone_confirmed_at, mfa_option FROM student_account WHERE id = :accountId',
});
