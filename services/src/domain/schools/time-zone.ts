import type { Db } from '../../platform/db.js';
import * as sql from './schools.queries.js';

/** The installation's time zone (env TIME_ZONE), where school_date() reads it for a school without its own. */
export async function writeInstallationTimeZone(db: Db, timeZone: string): Promise<void> {
  await sql.writeInstallationTimeZone.run(db, { timeZone });
}

/** The school's calendar date at a moment (YYYY-MM-DD), as its staff read it. */
export async function schoolDate(db: Db, schoolCode: string, at: Date = new Date()): Promise<string> {
  const row = await sql.schoolDate.first(db, { schoolCode, at });
  return row!.d;
}

/**
 * A time zone a school may keep, spelled as the IANA database does (america/chicago → America/Chicago), or null
 * when it is no IANA zone: both this process (Intl) and the database (AT TIME ZONE) must know it, since the
 * school's dates are computed in both.
 */
export async function knownTimeZone(db: Db, name: string): Promise<string | null> {
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const known = await sql.databaseKnowsTimeZone.first(db, { name: canonical });
  return known ? canonical : null;
}
