import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { id, maybeText, namedQuery } from '../../platform/named-sql.js';
import { storedRunDetail } from './run-detail.js';

// The SQL of the auto-verify runs as staff read them (runs.ts): a student's runs and their "why", the two reports
// and their CSV, and the correction status a run leaves (docs/data-layer.md).

const RUN_COLUMNS = `r.id::int AS id, r.aid_year AS "aidYear", r.flow_id AS "flowID", r.flow_name AS "flowName", r.flow_version AS "flowVersion", r.purpose,
  r.trigger, r.outcome, r.items_verified AS "itemsVerified", r.reason, r.run_by AS "runBy", r.created_at AS "createdAt",
  st.uuid::text AS "studentUUID", st.student_number AS "studentNumber", st.first_name AS "firstName", st.last_name AS "lastName", st.status AS "studentStatus"`;

/** A run as the reports list it (RUN_COLUMNS, in its order). */
const runRow = z.object({
  id,
  aidYear: z.number().int(),
  flowID: id,
  flowName: z.string(),
  flowVersion: z.number().int(),
  purpose: z.enum(['VERIFICATION', 'CORRECTION']),
  trigger: z.string(),
  outcome: z.string(),
  itemsVerified: z.number().int(),
  reason: maybeText,
  runBy: z.string(),
  createdAt: z.date(),
  studentUUID: z.string(),
  studentNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentStatus: z.string(),
});
export type RunRow = z.output<typeof runRow>;

/** The student's runs of the aid year, newest first, with their stored detail. */
export const studentRuns = namedQuery({
  name: 'studentRuns',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: runRow.extend({ detail: storedRunDetail }),
  sql: `SELECT ${RUN_COLUMNS}, r.detail FROM auto_verify_run r JOIN student st ON st.id = r.student_id
      WHERE r.student_id = :studentId AND r.aid_year = :aidYear ORDER BY r.id DESC LIMIT 50`,
});

export interface RunFilter {
  schoolCode: string;
  aidYear: number;
  purpose: 'VERIFICATION' | 'CORRECTION';
  outcome?: string;
  text?: string;
}
export type RunSortBy = 'createdAt' | 'lastName' | 'outcome' | 'flowName' | 'itemsVerified';
const SORT: Record<RunSortBy, string> = {
  createdAt: 'r.created_at',
  lastName: 'lower(st.last_name), lower(st.first_name)',
  outcome: 'r.outcome',
  flowName: 'r.flow_name',
  itemsVerified: 'r.items_verified',
};

// Dynamic SQL, built here in the data layer: the reports filter by an outcome and a name only when given, and sort by
// the column the caller chose (from SORT, never from the caller's text). Each call defines its statements anew.
function runFilter(f: RunFilter) {
  const parts = ['r.school_code = :schoolCode', 'r.aid_year = :aidYear', 'r.purpose = :purpose'];
  const shape: Record<string, z.ZodType> = {
    schoolCode: z.string(),
    aidYear: z.number().int(),
    purpose: z.string(),
  };
  const values: Record<string, unknown> = {
    schoolCode: f.schoolCode,
    aidYear: f.aidYear,
    purpose: f.purpose,
  };
  if (f.outcome) {
    parts.push('r.outcome = :outcome');
    shape.outcome = z.string();
    values.outcome = f.outcome;
  }
  if (f.text?.trim()) {
    parts.push(
      '(lower(st.last_name) LIKE :text OR lower(st.first_name) LIKE :text OR lower(st.student_number) LIKE :text)',
    );
    shape.text = z.string();
    values.text = `${f.text.trim().toLowerCase()}%`;
  }
  return { where: parts.join(' AND '), shape, values };
}

const orderBy = (sortBy: RunSortBy, direction: 'ASC' | 'DESC') =>
  `${SORT[sortBy]
    .split(', ')
    .map((c) => `${c} ${direction}`)
    .join(', ')}, r.id ${direction}`;

/** How many runs the filter finds. */
export async function countRuns(db: Db, f: RunFilter): Promise<number> {
  const w = runFilter(f);
  const count = namedQuery({
    name: 'countRuns',
    params: z.object(w.shape),
    row: z.object({ n: z.number().int() }),
    sql: `SELECT count(*)::int AS n FROM auto_verify_run r JOIN student st ON st.id = r.student_id WHERE ${w.where}`,
  });
  return (await count.first(db, w.values))!.n;
}

/** The runs the filter finds, in the chosen order, `limit` of them after the first `offset`. */
export async function runsInOrder(
  db: Db,
  f: RunFilter,
  order: { sortBy: RunSortBy; sortDirection: 'ASC' | 'DESC' },
  limit: number,
  offset: number,
): Promise<RunRow[]> {
  const w = runFilter(f);
  const page = namedQuery({
    name: 'runsInOrder',
    params: z.object(w.shape),
    row: runRow,
    sql: `SELECT ${RUN_COLUMNS} FROM auto_verify_run r JOIN student st ON st.id = r.student_id WHERE ${w.where}
      ORDER BY ${orderBy(order.sortBy, order.sortDirection)}
      LIMIT ${limit}${offset ? ` OFFSET ${offset}` : ''}`,
  });
  return page.all(db, w.values);
}

// ---------- the correction status a run leaves ----------

export const publishedCorrectionFlows = namedQuery({
  name: 'publishedCorrectionFlows',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int() }),
  row: z.object({ id }),
  sql: `SELECT id FROM auto_verify_flow WHERE school_code = :schoolCode AND aid_year = :aidYear AND purpose = 'CORRECTION' AND status = 'PUBLISHED'`,
});

export const exportedCorrectionCount = namedQuery({
  name: 'exportedCorrectionCount',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ n: z.number().int() }),
  sql: `SELECT count(*)::int AS n FROM isir_correction WHERE student_id = :studentId AND aid_year = :aidYear AND status = 'EXPORTED'`,
});

export const latestCorrectionRun = namedQuery({
  name: 'latestCorrectionRun',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ outcome: z.string(), reason: maybeText }),
  sql: `SELECT outcome, reason FROM auto_verify_run WHERE student_id = :studentId AND aid_year = :aidYear AND purpose = 'CORRECTION' ORDER BY id DESC LIMIT 1`,
});

export const studentStatus = namedQuery({
  name: 'studentStatus',
  params: z.object({ studentId: id }),
  row: z.object({ status: z.string() }),
  sql: `SELECT status FROM student WHERE id = :studentId`,
});

export const confirmedCorrectionCount = namedQuery({
  name: 'confirmedCorrectionCount',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ n: z.number().int() }),
  sql: `SELECT count(*)::int AS n FROM isir_correction WHERE student_id = :studentId AND aid_year = :aidYear AND auto_verify_confirmed_at IS NOT NULL`,
});
