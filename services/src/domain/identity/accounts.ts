import type { Db } from '../../platform/db.js';

/** A person who can sign in: a staff user or a student/parent account, resolved for one school. */
export interface SignInAccount {
  kind: 'staff' | 'student_account';
  id: number;
  uuid: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  passwordHash: string | null;
  schoolCode: string;
  /** Staff: role in schoolCode. Accounts: 'User'. */
  role: string;
  /** Accounts: the first linked student's uuid and the account type of that link. */
  studentUuid?: string;
  accountType?: number;
  defaultSchoolCode?: string | null;
  /** Where the person chose to receive sign-in codes (Settings, /userSettings for staff). */
  mfaOption?: 'EMAIL' | 'SMS';
  /** The language the person reads the portal and its messages in (staff: English). */
  preferredLanguage: 'en' | 'es';
}

/** Resolves a school from its code or its PURL; undefined when neither is given or matches. */
export async function resolveSchoolCode(
  db: Db,
  schoolCode?: string,
  purl?: string,
): Promise<string | undefined> {
  if (!schoolCode && !purl) return undefined;
  const [row] = await db.query<{ school_code: string }>(
    'SELECT school_code FROM school WHERE school_code = $1 OR lower(school_url) = lower($2) LIMIT 1',
    [schoolCode ?? '', purl ?? ''],
  );
  return row?.school_code;
}

export async function findStaff(
  db: Db,
  email: string,
  schoolCode?: string,
): Promise<SignInAccount | undefined> {
  const rows = await db.query<{
    id: number;
    uuid: string;
    email: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    password_hash: string;
    default_school_code: string | null;
    school_code: string;
    role: string;
    mfa_option: 'EMAIL' | 'SMS';
  }>(
    `SELECT u.id, u.uuid, u.email, u.first_name, u.last_name, u.phone, u.password_hash, u.default_school_code, u.mfa_option,
            sr.school_code, r.name AS role
       FROM staff_user u
       JOIN staff_school_role sr ON sr.staff_user_id = u.id
       JOIN role r ON r.id = sr.role_id
      WHERE lower(u.email) = lower($1) AND u.active
      ORDER BY (sr.school_code = $2) DESC, (sr.school_code = u.default_school_code) DESC, sr.school_code`,
    [email, schoolCode ?? ''],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    kind: 'staff',
    id: row.id,
    uuid: row.uuid,
    username: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    passwordHash: row.password_hash,
    schoolCode: row.school_code,
    role: row.role,
    defaultSchoolCode: row.default_school_code,
    mfaOption: row.mfa_option,
    preferredLanguage: 'en',
  };
}

export async function findStudentAccount(
  db: Db,
  username: string,
  schoolCode?: string,
): Promise<SignInAccount | undefined> {
  const rows = await db.query<{
    id: number;
    uuid: string;
    username: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    password_hash: string | null;
    school_code: string;
    student_uuid: string | null;
    account_type: number | null;
    mfa_option: 'EMAIL' | 'SMS';
    preferred_language: 'en' | 'es';
  }>(
    `SELECT a.id, a.uuid, a.username, a.first_name, a.last_name, a.phone, a.password_hash, a.school_code, a.mfa_option,
            a.preferred_language,
            s.uuid AS student_uuid, l.account_type
       FROM student_account a
       LEFT JOIN LATERAL (SELECT * FROM student_account_link WHERE student_account_id = a.id ORDER BY id LIMIT 1) l ON true
       LEFT JOIN student s ON s.id = l.student_id
      WHERE lower(a.username) = lower($1) AND ($2 = '' OR a.school_code = $2)
      ORDER BY a.id`,
    [username, schoolCode ?? ''],
  );
  // Without a school, a username that has accounts at several schools is ambiguous: ask for the school.
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  return {
    kind: 'student_account',
    id: row.id,
    uuid: row.uuid,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    passwordHash: row.password_hash,
    schoolCode: row.school_code,
    role: 'User',
    studentUuid: row.student_uuid ?? undefined,
    accountType: row.account_type ?? undefined,
    mfaOption: row.mfa_option,
    preferredLanguage: row.preferred_language,
  };
}

export async function findAccountByUuid(
  db: Db,
  kind: SignInAccount['kind'],
  uuid: string,
  schoolCode: string,
) {
  if (kind === 'staff') {
    const [row] = await db.query<{ email: string }>('SELECT email FROM staff_user WHERE uuid = $1', [uuid]);
    return row ? findStaff(db, row.email, schoolCode) : undefined;
  }
  const [row] = await db.query<{ username: string }>('SELECT username FROM student_account WHERE uuid = $1', [
    uuid,
  ]);
  return row ? findStudentAccount(db, row.username, schoolCode) : undefined;
}

export const maskEmail = (email: string): string => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};
export const maskPhone = (phone: string): string => `***-***-${phone.replace(/\D/g, '').slice(-4)}`;
