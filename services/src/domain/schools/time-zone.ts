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
