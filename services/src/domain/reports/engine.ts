import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { labelOf, type LabelTable } from '../verification/labels.js';
import { keysetPage, readAfter } from '../../platform/keyset.js';
import {
  countReportRows,
  countReportStudents,
  descendingOf,
  forEachReportBatch,
  pageSql,
  readReportPage,
  type ReportRow,
  type ReportStatement,
} from './engine.queries.js';

export { pageSql, SET_REPORT_SETTINGS } from './engine.queries.js';

/**
 * One report engine for every report: a report is a definition (columns, filters, a SQL source) and the engine
 * scopes it to the caller's school and aid year, filters, sorts by whitelisted columns only, pages and exports it.
 * Every value reaches SQL as a parameter; column and sort names come from the definition, never from the request.
 */

export type ColumnType = 'text' | 'number' | 'date' | 'datetime' | 'boolean';

export interface ReportColumn {
  /** The source's output column (snake_case) and the key clients sort by. */
  key: string;
  label: string;
  type?: ColumnType;
  /** Whether the screen may sort by it (the engine refuses others). */
  sortable?: boolean;
  /**
   * Sorted by another source column in the same order (`reversed`: the opposite order), one that an index gives: a
   * day count that grows with the calendar sorts by the kept date it counts from. Never null where this column is not.
   */
  sortAs?: { column: string; reversed?: boolean };
  /** The column holds codes (a student's status, a group): cells show their words, exports add the code beside. */
  words?: LabelTable;
}

export interface ReportFilter {
  key: string;
  label: string;
  /** text: starts with (case-insensitive); select: one of options; boolean: only rows where the column is true. */
  type: 'text' | 'select' | 'boolean';
  options?: { value: string; label: string }[];
  /** The source column the filter reads (default: key). */
  column?: string;
  /** A condition of its own over the source's columns (r.*), for filters that are not one column. */
  where?: (value: string, p: (v: unknown) => string) => string;
}

export interface ReportDefinition {
  /** The route name, e.g. AllStudentsReport. */
  name: string;
  title: string;
  /** One line saying what the report is for. */
  purpose: string;
  permission: string;
  /** Earliest aid year the report exists for (Comment Code Report: 2026). */
  minAidYear?: number;
  columns: ReportColumn[];
  filters: ReportFilter[];
  defaultSort: { key: string; descending?: boolean };
  /**
   * A SELECT whose output has every column key, plus `row_key` (unique, the tie-breaker) and `student_uuid`
   * (the StudentView link; may be null). Scoped to `:school` and `:aidYear` (definitions.queries.ts).
   */
  source: ReportStatement;
  /**
   * How the page's total is had apart from its rows, so that the page is cut by its sort alone (an index on the sort
   * key then gives the page without reading every row; the default, one pass that counts every row while sorting,
   * suits a sort no index gives). 'count': the filtered rows counted by a statement of their own. A function: a
   * SELECT of one row, `n`, read more cheaply than counting the rows (e.g. from report_year_student) when no filter
   * is set, the filtered rows counted otherwise; it must always equal the count of source (test/reports.test.ts).
   */
  total?: 'count' | ReportStatement;
  /** Changes a row before it leaves (e.g. masking); runs for pages and exports alike. */
  present?(row: Record<string, unknown>, caller: Caller): Record<string, unknown>;
  /** Figures shown above the rows (e.g. averages). */
  summary?(db: Db, caller: Caller, aidYear: number): Promise<{ label: string; value: string }[]>;
  /** Bulk actions the screen offers. */
  actions?: ('MARK_POSTCARDS_SENT' | 'CREATE_SUPER_BINDERS')[];
}

export interface ReportRequest {
  aidYear: number;
  filters?: Record<string, string | null | undefined>;
  page?: number;
  pageSize?: number;
  sort?: string | null;
  descending?: boolean | null;
  /** A cursor (endCursor of the previous page): the page is the pageSize rows after it; page is not read. */
  after?: string | null;
}

export const MAX_PAGE_SIZE = 500;

/** The definition after the caller's permission and the aid year are checked. */
export function authorize(
  defs: ReadonlyMap<string, ReportDefinition>,
  caller: Caller,
  name: string,
  aidYear: number,
): ReportDefinition {
  const def = defs.get(name);
  if (!def) throw notFound(`'${name}' is not a report`);
  if (caller.kind !== 'staff') throw forbidden('Reports are for staff');
  if (!caller.permissions.has(def.permission))
    throw forbidden(`Your role (${caller.role}) lacks the permission ${def.permission}`);
  if (def.minAidYear && aidYear < def.minAidYear) {
    throw badRequest(
      `The ${def.title} exists for aid year ${def.minAidYear - 1}-${def.minAidYear} and later; ${aidYear - 1}-${aidYear} has none`,
    );
  }
  return def;
}

const iso = (d: Date) => d.toISOString();
/** One cell as text: what the screen shows and the CSV holds. */
export function cellText(type: ColumnType | undefined, v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (type === 'boolean') return v ? 'Yes' : 'No';
  if (v instanceof Date) return type === 'date' ? iso(v).slice(0, 10) : iso(v);
  if (Array.isArray(v)) return v.join(', ');
  return String(v);
}

export interface ReportPage {
  report: string;
  title: string;
  purpose: string;
  aidYear: number;
  /** The columns as the screen gets them: their words (cells carry them) and how they are sorted stay here. */
  columns: Omit<ReportColumn, 'words' | 'sortAs'>[];
  /** The filters as the screen gets them: how they read the source stays here. */
  filters: Omit<ReportFilter, 'where' | 'column'>[];
  actions: string[];
  rows: { key: string; studentUuid: string | null; cells: (string | null)[] }[];
  total: number;
  page: number;
  pageSize: number;
  sort: string;
  descending: boolean;
  summary: { label: string; value: string }[];
  /** The cursor of the page's last row, for the next page's `after` (null on an empty page). */
  endCursor: string | null;
  /** Whether rows follow this page. */
  hasNextPage: boolean;
}

/** How many rows the filtered report has. */
export const countRows = countReportRows;

/** Students in a report's rows, for the activity log of its exports; null for a report of counts only. */
export const countStudents = countReportStudents;

/** One page of a report, sorted and filtered on the server. */
export async function reportPage(
  db: Db,
  def: ReportDefinition,
  caller: Caller,
  req: ReportRequest,
): Promise<ReportPage> {
  const page = Math.max(1, req.page ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, req.pageSize ?? 50));
  const q = pageSql(def, caller, req, page, pageSize);
  const cursorMode = Boolean(req.after);
  // The rows and the total from one snapshot (as one statement gave them), the summary beside them.
  const [[raw, total], summary] = await Promise.all([
    readAfter(req.after, () => readReportPage(db, def, q)),
    def.summary ? def.summary(db, caller, req.aidYear) : Promise.resolve([]),
  ]);
  const cut = keysetPage(
    raw.map(({ report_total_: _t, ...r }) => r),
    pageSize,
    q.keys,
    q.digest,
  );
  const rows = cut.rows;
  return {
    report: def.name,
    title: def.title,
    purpose: def.purpose,
    aidYear: req.aidYear,
    columns: def.columns.map(({ words: _w, sortAs: _s, ...c }) => c),
    filters: def.filters.map(({ where: _w, column: _c, ...f }) => f),
    actions: def.actions ?? [],
    rows: rows.map((r) => {
      const { codes: _codes, ...row } = toRow(def, caller, r);
      return row;
    }),
    total,
    page,
    pageSize,
    sort: req.sort ?? def.defaultSort.key,
    descending: descendingOf(def, req),
    summary,
    endCursor: cut.endCursor,
    hasNextPage: cursorMode ? cut.hasNextPage : (page - 1) * pageSize + rows.length < total,
  };
}

/** One cell as people read it: a coded column's words, any other as cellText gives it. */
function cellWords(c: ReportColumn, v: unknown): string | null {
  const text = cellText(c.type, v);
  return text !== null && c.words ? labelOf(c.words, text) : text;
}

function toRow(def: ReportDefinition, caller: Caller, raw: ReportRow) {
  const r = def.present ? def.present(raw, caller) : raw;
  return {
    key: String(r.row_key),
    studentUuid: (r.student_uuid as string | null) ?? null,
    cells: def.columns.map((c) => cellWords(c, r[c.key])),
    /** The codes of the coded columns, in their order (an export's code columns). */
    codes: def.columns.filter((c) => c.words).map((c) => cellText(c.type, r[c.key])),
  };
}

/** An export's columns: each coded column followed by one of its codes ("Status", "Status code"). */
export function exportHeader(def: ReportDefinition): { label: string; numeric: boolean }[] {
  return def.columns.flatMap((c) => [
    { label: c.label, numeric: c.type === 'number' },
    ...(c.words ? [{ label: `${c.label} code`, numeric: false }] : []),
  ]);
}

/** A row's cells in exportHeader's order. */
function exportCells(def: ReportDefinition, row: ReturnType<typeof toRow>): (string | null)[] {
  let coded = 0;
  return def.columns.flatMap((c, i) => (c.words ? [row.cells[i]!, row.codes[coded++]!] : [row.cells[i]!]));
}

/**
 * Every row of the filtered, sorted report, a batch at a time from a server-side cursor (memory stays flat
 * whatever the size). The cursor lives in a transaction, which holds nothing but the read.
 */
export async function forEachBatch(
  db: Db,
  def: ReportDefinition,
  caller: Caller,
  req: ReportRequest,
  onBatch: (rows: (string | null)[][]) => Promise<void>,
  batchSize = 2000,
  /** 'export': the cells of exportHeader (codes beside their words); default: the screen's cells. */
  shape: 'screen' | 'export' = 'screen',
): Promise<number> {
  return forEachReportBatch(db, def, caller, req, batchSize, async (rows) => {
    await onBatch(
      rows.map((r) => {
        const row = toRow(def, caller, r);
        return shape === 'export' ? exportCells(def, row) : row.cells;
      }),
    );
  });
}
