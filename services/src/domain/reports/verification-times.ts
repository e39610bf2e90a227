import type { Db } from '../../platform/db.js';

/** The statuses that mean a student's verification is done. */
const VERIFIED = ['APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'];

export interface AverageTime {
  aidYear: number;
  /** How many students the average is over (those who reached both moments, in order). */
  students: number;
  averageSeconds: number | null;
  averageDays: number | null;
}

const shape = (
  aidYear: number,
  row: { students: number; seconds: string | number | null } | undefined,
): AverageTime => {
  const seconds =
    row?.seconds === null || row?.seconds === undefined ? null : Math.round(Number(row.seconds));
  return {
    aidYear,
    students: row?.students ?? 0,
    averageSeconds: seconds,
    averageDays: seconds === null ? null : Math.round((seconds / 86400) * 10) / 10,
  };
};

/**
 * Whether a student (by id) is one of the school's students with a task list in the aid year: probed for the few
 * students the history names, rather than listing every student of the school first.
 */
const OF_YEAR = (id: string) => `EXISTS (SELECT 1 FROM student s WHERE s.id = ${id} AND s.school_code = $1)
  AND EXISTS (SELECT 1 FROM student_interview_link k WHERE k.student_id = ${id} AND k.aid_year = $2)`;
/** The student a history entry names (its entity id is the student's id as text). */
const HISTORY_STUDENT = `(CASE WHEN h.entity_id ~ '^[1-9][0-9]{0,9}$' THEN h.entity_id::bigint END)`;
/** When each student's status first became verified (from the status history). */
const FIRST_VERIFIED = `SELECT h.entity_id, min(h.created_at) AS at FROM record_history h
  WHERE h.entity_type = 'student' AND h.field = 'status' AND h.school_code = $1 AND h.new_value = ANY($3::text[])
  GROUP BY h.entity_id`;

/** From the student creating their account to their verification, averaged over the aid year's students. */
export async function averageSignupToVerified(
  db: Db,
  schoolCode: string,
  aidYear: number,
): Promise<AverageTime> {
  const [row] = await db.query<{ students: number; seconds: string | null }>(
    `WITH signup AS (SELECT l.student_id, min(a.created_at) AS at FROM student_account_link l
                       JOIN student_account a ON a.id = l.student_account_id
                      WHERE l.account_type = 0 AND ${OF_YEAR('l.student_id')} GROUP BY l.student_id),
          verified AS (${FIRST_VERIFIED})
     SELECT count(*)::int AS students, avg(extract(epoch FROM v.at - su.at)) AS seconds
       FROM signup su JOIN verified v ON v.entity_id = su.student_id::text WHERE v.at >= su.at`,
    [schoolCode, aidYear, VERIFIED],
  );
  return shape(aidYear, row);
}

/** From a student first entering review to their verification after it. */
export async function averageReviewToVerified(
  db: Db,
  schoolCode: string,
  aidYear: number,
): Promise<AverageTime> {
  const [row] = await db.query<{ students: number; seconds: string | null }>(
    `WITH review AS (SELECT h.entity_id, min(h.created_at) AS at FROM record_history h
                      WHERE h.entity_type = 'student' AND h.field = 'status' AND h.school_code = $1 AND h.new_value = 'REVIEW'
                        AND ${OF_YEAR(HISTORY_STUDENT)} GROUP BY h.entity_id),
          verified AS (SELECT r.entity_id, min(h.created_at) AS at FROM review r
                         JOIN record_history h ON h.entity_type = 'student' AND h.field = 'status' AND h.entity_id = r.entity_id
                          AND h.new_value = ANY($3::text[]) AND h.created_at >= r.at
                        GROUP BY r.entity_id)
     SELECT count(*)::int AS students, avg(extract(epoch FROM v.at - r.at)) AS seconds
       FROM review r JOIN verified v ON v.entity_id = r.entity_id`,
    [schoolCode, aidYear, VERIFIED],
  );
  return shape(aidYear, row);
}
