import type { Db } from '../../platform/db.js';
import { z } from 'zod';
import { found, id, namedQuery } from '../../platform/named-sql.js';

// The SQL of a school's own profile (school-profile.ts): its names, PURL, logo, time zone and mail sender; named,
// with rows checked (docs/data-layer.md).

/** The school, locked until the transaction ends. */
export const lockSchool = namedQuery({
  name: 'lockSchool',
  params: z.object({ schoolId: id }),
  row: z.object({ school_code: z.string() }),
  sql: 'SELECT school_code FROM school WHERE id = :schoolId FOR UPDATE',
});

/** Whether another school has the PURL (lower case). */
export const purlTakenByOtherSchool = namedQuery({
  name: 'purlTakenByOtherSchool',
  params: z.object({ purl: z.string(), schoolId: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM school WHERE lower(school_url) = :purl AND id <> :schoolId',
});

/** The columns of school a profile update may set. */
export const PROFILE_COLUMNS = [
  'school_name',
  'name',
  'school_url',
  'sid_name',
  'default_aid_year',
  'school_logo',
  'time_zone',
  'mail_sender_name',
  'mail_reply_to',
] as const;
export type ProfileColumn = (typeof PROFILE_COLUMNS)[number];

/**
 * Sets the given columns of the school (a partial update). Dynamic SQL, built here in the data layer: the columns
 * are those the update names, each from PROFILE_COLUMNS, and the values are parameters.
 */
export async function updateSchoolColumns(db: Db, schoolId: number, set: [ProfileColumn, unknown][]) {
  await db.query(`UPDATE school SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
    schoolId,
    ...set.map(([, v]) => v),
  ]);
}
