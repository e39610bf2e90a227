import type { Db } from '../../platform/db.js';

export interface StatusTrendPoint {
  /** The end of the week (the last point is now). */
  at: string;
  counts: { status: string; count: number }[];
}

/**
 * How many of the aid year's students were in each verification status at the end of each week, from the status
 * history. A student counts from their first recorded status on (or, without any history, from their creation with
 * the status they have), so the last point, now, is exactly the staff home's count by status.
 */
export async function statusTrend(
  db: Db,
  schoolCode: string,
  aidYear: number,
  weeks = 26,
): Promise<StatusTrendPoint[]> {
  const rows = await db.query<{ at: string; status: string; count: number }>(
    `WITH yr AS (SELECT DISTINCT s.id, s.status, s.created_at FROM student s JOIN student_interview_link l ON l.student_id = s.id
                  WHERE s.school_code = $1 AND l.aid_year = $2),
          hist AS (SELECT h.entity_id, h.new_value, h.created_at, h.id FROM record_history h
                    WHERE h.entity_type = 'student' AND h.field = 'status' AND h.school_code = $1
                      AND h.entity_id IN (SELECT id::text FROM yr)),
          -- Each status a student held, from when to when (the newest until now); without history, the current one since creation.
          spans AS (SELECT new_value AS status, created_at AS since,
                           lead(created_at) OVER (PARTITION BY entity_id ORDER BY created_at, id) AS until FROM hist
                    UNION ALL
                    SELECT yr.status, yr.created_at, NULL FROM yr WHERE NOT EXISTS (SELECT 1 FROM hist WHERE hist.entity_id = yr.id::text)),
          moments AS (SELECT now() - make_interval(weeks => g) AS at FROM generate_series(0, $3::int - 1) AS g)
     SELECT m.at, sp.status, count(*)::int AS count FROM moments m JOIN spans sp ON sp.since <= m.at AND (sp.until IS NULL OR sp.until > m.at)
      GROUP BY m.at, sp.status ORDER BY m.at, sp.status`,
    [schoolCode, aidYear, weeks],
  );
  const points = new Map<string, StatusTrendPoint>();
  for (const r of rows) {
    const at = new Date(r.at).toISOString();
    const point = points.get(at) ?? { at, counts: [] };
    point.counts.push({ status: r.status, count: r.count });
    points.set(at, point);
  }
  return [...points.values()];
}
