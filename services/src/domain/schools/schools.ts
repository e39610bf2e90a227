import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import * as sql from './schools.queries.js';
import type { SchoolRow } from './schools.queries.js';

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
    schoolIsirRecInfo: { studRepo: r.stud_repo_any },
    timeZone: r.time_zone,
    installationTimeZone: r.installation_time_zone,
  };
}

export async function getSchool(db: Db, schoolCode: string) {
  const row = await sql.schoolByCode.first(db, { schoolCode });
  if (!row) throw notFound(`No school with code ${schoolCode}`);
  return toSchool(row);
}

export async function aidYearsOf(db: Db, schoolCode: string): Promise<number[]> {
  return (await getSchool(db, schoolCode)).aidYears;
}

export async function loginSchool(db: Db, schoolCode: string) {
  const row = await sql.schoolByCode.first(db, { schoolCode });
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
  const row = await sql.schoolByPurl.first(db, { candidates });
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
