import { z } from 'zod';
import { namedQuery } from '../../platform/named-sql.js';

// The SQL of the verification times the General Report and the staff home show (verification-times.ts,
// docs/data-layer.md): averages over the status history.

const params = z.object({
  schoolCode: z.string(),
  aidYear: z.number().int(),
  /** The statuses that mean a student's verification is done. */
  verified: z.array(z.string()),
});
/** How many students, and their average in seconds (a numeric: text on both drivers; null with none). */
const average = z.object({
  students: z.number().int(),
  seconds: z.union([z.string(), z.number()]).nullable(),
});

/**
 * Whether a student (by id) is one of the school's students with a task list in the aid year: probed for the few
 * students the history names, rather than listing every student of the school first.
 */
const OF_YEAR = (
  id: string,
) => `EXISTS (SELECT 1 FROM student s WHERE s.id = ${id} AND s.school_code = :schoolCode)
  AND EXISTS (SELECT 1 FROM student_interview_link k WHERE k.student_id = ${id} AND k.aid_year = :aidYear)`;
/** The student a history entry names (its entity id is the student's id as text). */
const HISTORY_STUDENT = `(CASE WHEN h.entity_id ~ '^[1-9][0-9]{0,9}$' THEN h.entity_id::bigint END)`;
/** When each student's status first became verified (from the status history). */
const FIRST_VERIFIED = `SELECT h.entity_id, min(h.created_at) AS at FROM record_history h
  WHERE h.entity_type = 'student' AND h.field = 'status' AND h.school_code = :schoolCode AND h.new_value = ANY(:verified::text[])
  GROUP BY h.entity_id`;

/** From the student creating their account to their verification, averaged over the aid year's students. */
export const signupToVerified = namedQuery({
  name: 'signupToVerified',
  params,
  row: average,
  sql: `WITH signup AS (SELECT l.student_id, min(a.created_at) AS at FROM student_account_link l
                       JOIN student_account a ON a.id = l.student_account_id
                      WHERE l.account_type = 0 AND ${OF_YEAR('l.student_id')} GROUP BY l.student_id),
          verified AS (${FIRST_VERIFIED})
     SELECT count(*)::int AS students, avg(extract(epoch FROM v.at - su.at)) AS seconds
       FROM signup su JOIN verified v ON v.entity_id = su.student_id::text WHERE v.at >= su.at`,
});

/** From a student first entering review to their verification after it. */
export const reviewToVerified = namedQuery({
  name: 'reviewToVerified',
  params,
  row: average,
  sql: `WITH review AS (SELECT h.entity_id, min(h.created_at) AS at FROM record_history h
                      WHERE h.entity_type = 'student' AND h.field = 'status' AND h.school_code = :schoolCode AND h.new_value = 'REVIEW'
                        AND ${OF_YEAR(HISTORY_STUDENT)} GROUP BY h.entity_id),
          verified AS (SELECT r.entity_id, min(h.created_at) AS at FROM review r
                         JOIN record_history h ON h.entity_type = 'student' AND h.field = 'status' AND h.entity_id = r.entity_id
                          AND h.new_value = ANY(:verified::text[]) AND h.created_at >= r.at
                        GROUP BY r.entity_id)
     SELECT count(*)::int AS students, avg(extract(epoch FROM v.at - r.at)) AS seconds
       FROM review r JOIN verified v ON v.entity_id = r.entity_id`,
});
