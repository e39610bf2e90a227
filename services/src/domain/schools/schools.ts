import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';

interface SchoolRow {
  id: number;
  school_code: string;
  school_name: string;
  name: string;
  school_url: string;
  school_logo: string | null;
  default_aid_year: number;
  sid_name: string;
  mail_sender_name: string | null;
  mail_reply_to: string | null;
  stud_repo: boolean;
  stud_repo_any?: boolean;
  aid_years: number[];
  time_zone: string | null;
  installation_time_zone: string;
}

// The student repository is on for the school when the school says so or any of its aid years does (/SchoolAidYearSettings).
const SELECT_SCHOOL = `SELECT s.*, s.stud_repo OR EXISTS (SELECT 1 FROM school_isir_record_info i WHERE i.school_code = s.school_code AND i.stud_repo) AS stud_repo_any,
                              COALESCE((SELECT array_agg(aid_year ORDER BY aid_year) FROM school_aid_year y
                                  WHERE y.school_code = s.school_code), '{}') AS aid_years,
                              -- no school has the code null: the installation's zone (or the migration's default)
                              school_time_zone(NULL) AS installation_time_zone FROM school s`;

export function toSchool(r: SchoolRow) {
  return {
    id: r.id,
    schoolCode: r.school_code,
    schoolName: r.school_name,
    name: r.name,
    schoolUrl: r.school_url,
    schoolLogo: r.school_logo,
    aidYears: r.aid_years,
    defaultAidYear: r.default_aid_year,
    sidName: r.sid_name,
    mailSenderName: r.mail_sender_name,
    mailReplyTo: r.mail_reply_to,
    schoolIsirRecInfo: { studRepo: r.stud_repo_any ?? r.stud_repo },
    timeZone: r.time_zone,
    installationTimeZone: r.installation_time_zone,
  };
}

export async function getSchool(db: Db, schoolCode: string) {
  const [row] = await db.query<SchoolRow>(`${SELECT_SCHOOL} WHERE s.school_code = $1`, [schoolCode]);
  if (!row) throw notFound(`No school with code ${schoolCode}`);
  return toSchool(row);
}

export async function aidYearsOf(db: Db, schoolCode: string): Promise<number[]> {
  return (await getSchool(db, schoolCode)).aidYears;
}

export async function loginSchool(db: Db, schoolCode: string) {
  const [row] = await db.query<SchoolRow>(`${SELECT_SCHOOL} WHERE s.school_code = $1`, [schoolCode]);
  if (!row) return undefined;
  const {
    schoolCode: code,
    schoolName,
    schoolLogo,
    schoolUrl,
    sidName,
    aidYears,
    defaultAidYear,
  } = toSchool(row);
  return { schoolCode: code, schoolName, schoolLogo, schoolUrl, sidName, aidYears, defaultAidYear };
}

/** A PURL may arrive whole (https://host/path/purl), as a host (purl.example.edu) or as the bare segment. */
export async function schoolCodeFromUrl(db: Db, url: string) {
  const decoded = decodeOnce(url)
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '');
  const segments = decoded.split(/[/?#]/).filter(Boolean);
  const candidates = [decoded, segments.at(-1) ?? '', segments[0]?.split('.')[0] ?? ''].filter(Boolean);
  const [row] = await db.query<{ school_code: string }>(
    'SELECT school_code FROM school WHERE lower(school_url) = ANY($1::text[]) ORDER BY id LIMIT 1',
    [candidates],
  );
  if (!row) throw notFound(`No school is registered at ${url}`);
  return { schoolCode: row.school_code };
}

/** The router has decoded the path once; a client that encoded twice is decoded again, a stray '%' is kept. */
function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
