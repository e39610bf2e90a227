import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of a school as it is read (schools.ts) and of its calendar (time-zone.ts); named, with rows checked
// (docs/data-layer.md).

/**
 * A school, with its aid years, whether the student repository is on for it (the school says so or any of its
 * aid years does, /SchoolAidYearSettings) and the installation's time zone.
 */
const schoolRow = z.object({
  id,
  school_code: z.string(),
  school_name: z.string(),
  name: z.string(),
  school_url: z.string(),
  school_logo: maybeText,
  default_aid_year: z.number().int(),
  sid_name: z.string(),
  mail_sender_name: maybeText,
  mail_reply_to: maybeText,
  stud_repo: z.boolean(),
  stud_repo_any: z.boolean(),
  aid_years: z.array(z.number().int()),
  time_zone: maybeText,
  installation_time_zone: z.string(),
});
export type SchoolRow = z.infer<typeof schoolRow>;

export const schoolByCode = namedQuery({
  name: 'schoolByCode',
  params: z.object({ schoolCode: z.string() }),
  row: schoolRow,
  sql: `SELECT s.*, s.stud_repo OR EXISTS (SELECT 1 FROM school_isir_record_info i WHERE i.school_code = s.school_code AND i.stud_repo) AS stud_repo_any,
                              COALESCE((SELECT array_agg(aid_year ORDER BY aid_year) FROM school_aid_year y
                                  WHERE y.school_code = s.school_code), '{}') AS aid_years,
                              -- no school has the code null: the installation's zone (or the migration's default)
                              school_time_zone(NULL) AS installation_time_zone FROM school s WHERE s.school_code = :schoolCode`,
});

/** The first school whose PURL is one of the candidates (lower case). */
export const schoolByPurl = namedQuery({
  name: 'schoolByPurl',
  params: z.object({ candidates: z.array(z.string()) }),
  row: z.object({ school_code: z.string() }),
  sql: 'SELECT school_code FROM school WHERE lower(school_url) = ANY(:candidates::text[]) ORDER BY id LIMIT 1',
});

/** The installation's time zone, where school_date() reads it for a school without its own. */
export const writeInstallationTimeZone = namedQuery({
  name: 'writeInstallationTimeZone',
  params: z.object({ timeZone: z.string() }),
  row: noRow,
  sql: `INSERT INTO installation_setting (name, value) VALUES ('time_zone', :timeZone)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
});

/** The school's calendar date at a moment (YYYY-MM-DD). */
export const schoolDate = namedQuery({
  name: 'schoolDate',
  params: z.object({ schoolCode: z.string(), at: z.date() }),
  row: z.object({ d: z.string() }),
  sql: `SELECT school_date(:schoolCode, :at)::text AS d`,
});

/** Whether the database knows the time zone. */
export const databaseKnowsTimeZone = namedQuery({
  name: 'databaseKnowsTimeZone',
  params: z.object({ name: z.string() }),
  row: found,
  sql: 'SELECT 1 AS found FROM pg_timezone_names WHERE name = :name',
});
