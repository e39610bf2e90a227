import type { Db } from '../../platform/db.js';
import * as sql from './accounts.queries.js';

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
  const row = await sql.schoolByCodeOrUrl.first(db, { schoolCode: schoolCode ?? '', purl: purl ?? '' });
  return row?.school_code;
}

export async function findStaff(
  db: Db,
  email: string,
  schoolCode?: string,
): Promise<SignInAccount | undefined> {
  const row = await sql.staffSignIn.first(db, { email, schoolCode: schoolCode ?? '' });
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
  const rows = await sql.studentAccountSignIn.all(db, { username, schoolCode: schoolCode ?? '' });
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
    const row = await sql.staffEmailByUuid.first(db, { uuid });
    return row ? findStaff(db, row.email, schoolCode) : undefined;
  }
  const row = await sql.accountUsernameByUuid.first(db, { uuid });
  return row ? findStudentAccount(db, row.username, schoolCode) : undefined;
}

export const maskEmail = (email: string): string => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};
export const maskPhone = (phone: string): string => `***-***-${phone.replace(/\D/g, '').slice(-4)}`;
