import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { labelOf, type LabelTable } from '../verification/labels.js';
import {
  afterCondition,
  cursorColumns,
  decodeCursor,
  keysetPage,
  listDigest,
  orderBy,
  readAfter,
  type SortKey,
} from '../../platform/keyset.js';

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

export interface SourceContext {
  /** Adds a parameter, returns its placeholder. */
  p(value: unknown): string;
  schoolCode: string;
  aidYear: number;
  /** Placeholders of the two scoping values, added first. */
  school: string;
  year: string;
  filters: Record<string, string>;
  caller: Caller;
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
   * (the StudentView link; may be null). Scoped to ctx.school and ctx.year.
   */
  source(ctx: SourceContext): string;
  /**
   * How the page's total is had apart from its rows, so that the page is cut by its sort alone (an index on the sort
   * key then gives the page without reading every row; the default, one pass that counts every row while sorting,
   * suits a sort no index gives). 'count': the filtered rows counted by a statement of their own. A function: a
   * SELECT of one row, `n`, read more cheaply than counting the rows (e.g. from report_year_student) when no filter
   * is set, the filtered rows counted otherwise; it must always equal the count of source (test/reports.test.ts).
   */
  total?: 'count' | ((ctx: SourceContext) => string);
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

/** Parameterised SQL for the filtered rows (no order), with its parameters. */
function build(def: ReportDefinition, caller: Caller, req: ReportRequest) {
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  const school = p(caller.schoolCode);
  const year = p(req.aidYear);
  const filters: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.filters ?? {})) {
    if (v === null || v === undefined || String(v).trim() === '') continue;
    if (!def.filters.some((f) => f.key === k))
      throw badRequest(
        `'${k}' is not a filter of the ${def.title}; use ${def.filters.map((f) => f.key).join(', ') || 'none'}`,
      );
    filters[k] = String(v).trim();
  }
  const source = def.source({
    p,
    schoolCode: caller.schoolCode,
    aidYear: req.aidYear,
    school,
    year,
    filters,
    caller,
  });
  // The unfiltered total from the definition's own count, with parameters of its own.
  let total: { sql: string; params: unknown[] } | undefined;
  if (typeof def.total === 'function' && !Object.keys(filters).length) {
    const totalParams: unknown[] = [];
    const tp = (v: unknown) => `$${totalParams.push(v)}`;
    const sql = def.total({
      p: tp,
      schoolCode: caller.schoolCode,
      aidYear: req.aidYear,
      school: tp(caller.schoolCode),
      year: tp(req.aidYear),
      filters,
      caller,
    });
    total = { sql, params: totalParams };
  }
  const where: string[] = [];
  for (const f of def.filters) {
    const value = filters[f.key];
    if (value === undefined) continue;
    const col = `r."${f.column ?? f.key}"`;
    if (f.where) where.push(f.where(value, p));
    else if (f.type === 'boolean') {
      if (!['true', 'false'].includes(value)) throw badRequest(`Filter '${f.key}' is true or false`);
      if (value === 'true') where.push(`${col} IS TRUE`);
    } else if (f.type === 'select') {
      if (f.options && !f.options.some((o) => o.value === value))
        throw badRequest(`Filter '${f.key}' is one of ${f.options.map((o) => o.value).join(', ')}`);
      where.push(`${col}::text = ${p(value)}`);
    } else {
      where.push(
        `lower(${col}::text) LIKE ${p(`${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`,
      );
    }
  }
  return {
    sql: `SELECT * FROM (${source}) r${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params,
    p,
    total,
  };
}

/**
 * The SQL and parameters of a report's page and of its total (checks sort and filters; EXPLAIN in the bench).
 * With the definition's own total (no filter set) the page is cut by its sort alone: an index on the sort key then
 * gives the page without reading every row. Otherwise one pass gives the page and the total: the window counts the
 * filtered rows the sort reads anyway (a separate count evaluated the whole report a second time). `count` counts
 * the filtered rows as they are (a page past the end has no row to carry the window's total).
 */
export function pageSql(def: ReportDefinition, caller: Caller, req: ReportRequest, page = 1, pageSize = 50) {
  const q = build(def, caller, req);
  const count = `SELECT count(*)::int AS n FROM (${q.sql}) c`;
  const countParams = [...q.params];
  const keys = sortKeys(def, req);
  const digest = reportDigest(def, caller, req);
  // After a cursor the page is the rows past its key (one more says whether a next page exists); else an offset.
  const cut = req.after
    ? `WHERE ${afterCondition(keys, decodeCursor(req.after, digest, keys), q.p)} ORDER BY ${orderBy(keys)} LIMIT ${q.p(pageSize + 1)}`
    : `ORDER BY ${orderBy(keys)} LIMIT ${q.p(pageSize)} OFFSET ${q.p((page - 1) * pageSize)}`;
  if (def.total || req.after) {
    const sql = `SELECT r.*, ${cursorColumns(keys)} FROM (${q.sql}) r ${cut}`;
    return {
      sql,
      params: q.params,
      count,
      countParams,
      total: q.total ?? { sql: count, params: countParams },
      keys,
      digest,
    };
  }
  const sql = `SELECT r.*, ${cursorColumns(keys)}, count(*) OVER () AS report_total_ FROM (${q.sql}) r ${cut}`;
  return { sql, params: q.params, count, countParams, total: undefined, keys, digest };
}

/** What a report's cursor belongs to: the report, school, aid year, filters and sort. */
function reportDigest(def: ReportDefinition, caller: Caller, req: ReportRequest) {
  const filters = Object.entries(req.filters ?? {})
    .filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '')
    .map(([k, v]) => [k, String(v).trim()])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  const sort = req.sort ?? def.defaultSort.key;
  return listDigest([
    'report',
    def.name,
    caller.schoolCode,
    req.aidYear,
    filters,
    sort,
    descendingOf(def, req),
  ]);
}

const descendingOf = (def: ReportDefinition, req: ReportRequest) =>
  req.descending ?? (req.sort ? false : (def.defaultSort.descending ?? false));

/** The report's order: the sort column (nulls last), then row_key, unique, so that every row has one place. */
function sortKeys(def: ReportDefinition, req: ReportRequest): SortKey[] {
  const key = req.sort ?? def.defaultSort.key;
  const col = def.columns.find((c) => c.key === key);
  if (!col || col.sortable === false) {
    throw badRequest(
      `'${key}' is not a sortable column of the ${def.title}; use ${def.columns
        .filter((c) => c.sortable !== false)
        .map((c) => c.key)
        .join(', ')}`,
    );
  }
  const expr = col.type === 'text' || !col.type ? `lower(r."${key}"::text)` : `r."${key}"`;
  return [{ sql: expr, descending: descendingOf(def, req), nullable: true }, { sql: 'r.row_key' }];
}

function orderOf(def: ReportDefinition, req: ReportRequest) {
  return orderBy(sortKeys(def, req));
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
  /** The columns as the screen gets them: their words stay here (cells carry them). */
  columns: Omit<ReportColumn, 'words'>[];
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

/** The settings every report statement runs with, for its transaction (readOnly below says why). */
export const SET_REPORT_SETTINGS = ['max_parallel_workers_per_gather = 0', `work_mem = '32MB'`, 'jit = off']
  .map((setting) => `SET LOCAL ${setting}`)
  .join('; ');

/**
 * Runs a report statement without parallel workers: a report reads one school's rows, and starting workers cost
 * more than the scan itself (seconds on a busy server, measured by bench/reports.ts); sorts get memory to stay off disk.
 * No JIT either: a report's estimated cost passes the JIT thresholds, and compiling took up to 12 s of the Account QC
 * page's 17 s under load (EXPLAIN ANALYZE, bench/reports.ts) to speed up a few milliseconds of expressions.
 */
async function readOnly<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Statements of one report read one snapshot: the total counts the rows the page was cut from.
    if (db.kind === 'postgres') await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await tx.exec(SET_REPORT_SETTINGS);
    return fn(tx);
  });
}

/** How many rows the filtered report has. */
export async function countRows(
  db: Db,
  def: ReportDefinition,
  caller: Caller,
  req: ReportRequest,
): Promise<number> {
  const q = pageSql(def, caller, req);
  const [row] = await readOnly(db, (tx) => tx.query<{ n: number }>(q.count, q.countParams));
  return row?.n ?? 0;
}

/** Students in a report's rows, for the activity log of its exports; null for a report of counts only. */
export async function countStudents(
  db: Db,
  def: ReportDefinition,
  caller: Caller,
  req: ReportRequest,
): Promise<number | null> {
  const q = pageSql(def, caller, req);
  if (!/\bstudent_uuid\b/.test(q.sql)) return null;
  const [row] = await readOnly(db, (tx) =>
    tx.query<{ n: number }>(
      q.count.replace('count(*)::int AS n', 'count(DISTINCT c.student_uuid)::int AS n'),
      q.countParams,
    ),
  );
  return row?.n ?? 0;
}

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
    readAfter(req.after, () =>
      readOnly(db, async (tx) => {
        const rows = await tx.query<Record<string, unknown>>(q.sql, q.params);
        const counted = q.total
          ? await tx.query<{ n: number }>(q.total.sql, q.total.params)
          : rows.length
            ? [{ n: Number(rows[0]!.report_total_) }]
            : await tx.query<{ n: number }>(q.count, q.countParams);
        return [rows, Number(counted[0]?.n ?? 0)] as const;
      }),
    ),
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
    columns: def.columns.map(({ words: _w, ...c }) => c),
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

function toRow(def: ReportDefinition, caller: Caller, raw: Record<string, unknown>) {
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
  const order = orderOf(def, req);
  const q = build(def, caller, req);
  let total = 0;
  await db.transaction(async (tx) => {
    await tx.exec(SET_REPORT_SETTINGS);
    await tx.query(`DECLARE report_cursor NO SCROLL CURSOR FOR ${q.sql} ORDER BY ${order}`, q.params);
    for (;;) {
      const rows = await tx.query<Record<string, unknown>>(`FETCH ${batchSize} FROM report_cursor`);
      if (!rows.length) break;
      total += rows.length;
      await onBatch(
        rows.map((r) => {
          const row = toRow(def, caller, r);
          return shape === 'export' ? exportCells(def, row) : row.cells;
        }),
      );
      if (rows.length < batchSize) break;
    }
    await tx.query('CLOSE report_cursor');
  });
  return total;
}
