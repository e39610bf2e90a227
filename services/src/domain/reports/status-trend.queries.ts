import { z } from 'zod';
import { namedQuery } from '../../platform/named-sql.js';

// The SQL of the status trend the staff home charts (status-trend.ts, docs/data-layer.md).

/**
 * How many of the aid year's students were in each status at the end of each of the last `weeks` weeks, from the
 * status history (without history, a student's current status since their creation).
 */
export const statusCountsByWeek = namedQuery({
  name: 'statusCountsByWeek',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int(), weeks: z.number().int() }),
  row: z.object({ at: z.date(), status: z.string(), count: z.number().int() }),
  sql: `WITH yr AS (SELECT DISTINCT s.id, s.status, s.created_at FROM student s JOIN student_interview_link l ON l.student_id = s.id
                  WHERE s.school_code = :schoolCode AND l.aid_year = :aidYear),
          hist AS (SELECT h.entity_id, h.new_value, h.created_at, h.id FROM record_history h
                    WHERE h.entity_type = 'student' AND h.field = 'status' AND h.school_code = :schoolCode
                      AND h.entity_id IN (SELECT id::text FROM yr)),
          -- Each status a student held, from when to when (the newest until now); without history, the current one since creation.
          spans AS (SELECT new_value AS status, created_at AS since,
                           lead(created_at) OVER (PARTITION BY entity_id ORDER BY created_at, id) AS until FROM hist
                    UNION ALL
                    SELECT yr.status, yr.created_at, NULL FROM yr WHERE NOT EXISTS (SELECT 1 FROM hist WHERE hist.entity_id = yr.id::text)),
          moments AS (SELECT now() - make_interval(weeks => g) AS at FROM generate_series(0, :weeks::int - 1) AS g)
     SELECT m.at, sp.status, count(*)::int AS count FROM moments m JOIN spans sp ON sp.since <= m.at AND (sp.until IS NULL OR sp.until > m.at)
      GROUP BY m.at, sp.status ORDER BY m.at, sp.status`,
});
