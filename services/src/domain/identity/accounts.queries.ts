import { z } from 'zod';
import { id, namedQuery } from '../../platform/named-sql.js';

// The SQL of finding who signs in (accounts.ts): a school by its code or address, a staff user or a student account
// by e-mail or username, either by uuid; named, with their parameters and rows checked (docs/data-layer.md).

const mfaOption = z.enum(['EMAIL', 'SMS']);

/** The school named by its code or its PURL (an empty string matches nothing). */
export const schoolByCodeOrUrl = namedQuery({
  name: 'schoolByCodeOrUrl',
  params: z.object({ schoolCode: z.string(), purl: z.string() }),
  row: z.object({ school_code: z.string() }),
  sql: 'SELECT school_code FROM school WHERE school_code = :schoolCode OR lower(school_url) = lower(:purl) LIMIT 1',
});

/** An active staff user's memberships, the asked school first, then the default school, then by code. */
export const staffSignIn = namedQuery({
  name: 'staffSignIn',
  params: z.object({ email: z.string(), schoolCode: z.string() }),
  row: z.object({
    id,
    uuid: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    password_hash: z.string(),
    default_school_code: z.string().nullable(),
    mfa_option: mfaOption,
    school_code: z.string(),
    role: z.string(),
  }),
  sql: `SELECT u.id, u.uuid, u.email, u.first_name, u.last_name, u.phone, u.password_hash, u.default_school_code, u.mfa_option,
            sr.school_code, r.name AS role
       FROM staff_user u
       JOIN staff_school_role sr ON sr.staff_user_id = u.id
       JOIN role r ON r.id = sr.role_id
      WHERE lower(u.email) = lower(:email) AND u.active
      ORDER BY (sr.school_code = :schoolCode) DESC, (sr.school_code = u.default_school_code) DESC, sr.school_code`,
});

/** The student accounts with a username (at one school, or at any when the school is ''), each with its first link. */
export const studentAccountSignIn = namedQuery({
  name: 'studentAccountSignIn',
  params: z.object({ username: z.string(), schoolCode: z.string() }),
  row: z.object({
    id,
    uuid: z.string(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    password_hash: z.string().nullable(),
    school_code: z.string(),
    mfa_option: mfaOption,
    preferred_language: z.enum(['en', 'es']),
    student_uuid: z.string().nullable(),
    account_type: z.number().int().nullable(),
  }),
  sql: `SELECT a.id, a.uuid, a.username, a.first_name, a.last_name, a.phone, a.password_hash, a.school_code, a.mfa_option,
            a.preferred_language,
            s.uuid AS student_uuid, l.account_type
       FROM student_account a
       LEFT JOIN LATERAL (SELECT * FROM student_account_link WHERE student_account_id = a.id ORDER BY id LIMIT 1) l ON true
       LEFT JOIN student s ON s.id = l.student_id
      WHERE lower(a.username) = lower(:username) AND (:schoolCode = '' OR a.school_code = :schoolCode)
      ORDER BY a.id`,
});

export const staffEmailByUuid = namedQuery({
  name: 'staffEmailByUuid',
  params: z.object({ uuid: z.string() }),
  row: z.object({ email: z.string() }),
  sql: 'SELECT email FROM staff_user WHERE uuid = :uuid',
});

export const accountUsernameByUuid = namedQuery({
  name: 'accountUsernameByUuid',
  params: z.object({ uuid: z.string() }),
  row: z.object({ username: z.string() }),
  sql: 'SELECT username FROM student_account WHERE uuid = :uuid',
});
