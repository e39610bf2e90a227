import type { Db } from '../../platform/db.js';
import * as sql from './status-trend.queries.js';

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
  const rows = await sql.statusCountsByWeek.all(db, { schoolCode, aidYear, weeks });
  const points = new Map<string, StatusTrendPoint>();
  for (const r of rows) {
    const at = r.at.toISOString();
    const point = points.get(at) ?? { at, counts: [] };
    point.counts.push({ status: r.status, count: r.count });
    points.set(at, point);
  }
  return [...points.values()];
}
