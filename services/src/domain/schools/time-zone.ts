import type { Db } from '../../platform/db.js';

/** The installation's time zone (env TIME_ZONE), where school_date() reads it for a school without its own. */
export async function writeInstallationTimeZone(db: Db, timeZone: string): Promise<void> {
  await db.query(
    `INSERT INTO installation_setting (name, value) VALUES ('time_zone', $1)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
    [timeZone],
  );
}

/** The school's calendar date at a moment (YYYY-MM-DD), as its staff read it. */
export async function schoolDate(db: Db, schoolCode: string, at: Date = new Date()): Promise<string> {
  const [row] = await db.query<{ d: string }>(`SELECT school_date($1, $2)::text AS d`, [schoolCode, at]);
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
  const [known] = await db.query('SELECT 1 FROM pg_timezone_names WHERE name = $1', [canonical]);
  return known ? canonical : null;
}

/**
 * SQL for the moment a school's day begins (midnight in its time zone), from two placeholders: the school's code
 * and a date. A range a person picks (from, to) is their school's days: `at >= start(from) AND at < start(to + 1)`.
 */
export const schoolDayStart = (code: string, day: string) =>
  `((${day})::date::timestamp AT TIME ZONE school_time_zone(${code}))`;
