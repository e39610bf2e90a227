import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import {
  afterCondition,
  cursorColumns,
  decodeCursor,
  listDigest,
  orderBy,
  type SortKey,
} from '../../platform/keyset.js';
import { compileNamedSql, NamedQueryError } from '../../platform/named-sql.js';
import type { ColumnType, ReportColumn, ReportDefinition, ReportRequest } from './engine.js';

// The statements of the report engine (engine.ts, docs/data-layer.md). A report's own statement is static SQL over
// `:school` and `:aidYear` (definitions.queries.ts). Around it the engine builds, at run time and here only, the
// filters the request sets, the order of the column it sorts by and the page it asks for: a report has up to seven
// filters and a dozen sortable columns either way, after a cursor or at an offset, too many variants to write out.
// Every name and column in that SQL comes from the report's definition (the request's names are checked against
// it), every value is a bound parameter.

/** The scoping values a report statement may use. */
const SCOPE = ['school', 'aidYear'] as const;
type ScopeName = (typeof SCOPE)[number];

/** A report's statement (its source, or its own total): SQL over `:school` and `:aidYear`, compiled once. */
export interface ReportStatement {
  readonly name: string;
  /** The SQL as sent, `:school` and `:aidYear` as `$1`, `$2` in order of first use. */
  readonly text: string;
  readonly names: readonly ScopeName[];
  /** The SQL as written, for a statement made over it (a kept total counting the report's rows instead). */
  readonly sql: string;
}

/** Defines a report statement; any other name, or a positional `$1`, is an error when the module loads. */
export function reportStatement(definition: { name: string; sql: string }): ReportStatement {
  const { text, names, positional } = compileNamedSql(definition.sql);
  if (positional.length)
    throw new NamedQueryError(definition.name, `named SQL takes :names, not ${positional.join(', ')}`);
  const unknown = names.filter((n) => !(SCOPE as readonly string[]).includes(n));
  if (unknown.length)
    throw new NamedQueryError(
      definition.name,
      `a report statement takes :school and :aidYear, not :${unknown.join(', :')}`,
    );
  return { name: definition.name, text, names: names as ScopeName[], sql: definition.sql };
}

/** The values of a statement's scoping parameters, in its order. */
const scopeValues = (statement: ReportStatement, caller: Caller, aidYear: number): unknown[] =>
  statement.names.map((n) => (n === 'school' ? caller.schoolCode : aidYear));

/** A count: `n`. */
const countRow = z.object({ n: z.number().int() });

/** What each column type holds: a text cell is text, a number an int4, dates are the `Date`s both drivers give. */
const CELLS: Record<ColumnType, z.ZodType> = {
  text: z.string().nullable(),
  number: z.number().nullable(),
  date: z.date().nullable(),
  datetime: z.date().nullable(),
  boolean: z.boolean().nullable(),
};

/**
 * A report row as the engine reads it: its key (an id, or text made of several), its student (null for a report
 * of counts), each column by its type, and the cursor and total columns the page statement adds. The columns a
 * filter alone reads (`no_account`, `has_conflict`, …) are left out by the parse.
 */
export function reportRow(columns: readonly ReportColumn[], keys: number) {
  const shape: Record<string, z.ZodType> = {
    row_key: z.union([z.number(), z.string(), z.bigint()]),
    student_uuid: z.string().nullable(),
  };
  for (const c of columns) shape[c.key] = CELLS[c.type ?? 'text'];
  for (let i = 0; i < keys; i++) shape[`cursor_${i}_`] = z.string().nullable();
  // count(*) OVER (): a bigint, a number on PGlite and a string on node-postgres.
  shape.report_total_ = z.union([z.number(), z.string()]).optional();
  return z.object(shape);
}
export type ReportRow = z.output<ReturnType<typeof reportRow>>;

/** Every row of a statement, parsed by the row schema (the report's name in the error). */
async function parsedRows<R extends z.ZodType>(
  tx: Db,
  name: string,
  row: R,
  sql: string,
  params: unknown[],
): Promise<z.output<R>[]> {
  return (await tx.query(sql, params)).map((r, i) => {
    const parsed = row.safeParse(r);
    if (!parsed.success)
      throw new NamedQueryError(name, `row ${i} does not match: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}

/** The filters the request sets, trimmed, each a filter of the report. */
function filtersOf(def: ReportDefinition, req: ReportRequest) {
  const filters: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.filters ?? {})) {
    if (v === null || v === undefined || String(v).trim() === '') continue;
    if (!def.filters.some((f) => f.key === k))
      throw badRequest(
        `'${k}' is not a filter of the ${def.title}; use ${def.filters.map((f) => f.key).join(', ') || 'none'}`,
      );
    filters[k] = String(v).trim();
  }
  return filters;
}

/** Parameterised SQL for the filtered rows (no order), with its parameters. */
function build(def: ReportDefinition, caller: Caller, req: ReportRequest) {
  const params = scopeValues(def.source, caller, req.aidYear);
  const p = (v: unknown) => `$${params.push(v)}`;
  const filters = filtersOf(def, req);
  // The unfiltered total from the definition's own count, with parameters of its own.
  const total =
    typeof def.total === 'object' && !Object.keys(filters).length
      ? { sql: def.total.text, params: scopeValues(def.total, caller, req.aidYear) }
      : undefined;
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
    sql: `SELECT * FROM (${def.source.text}) r${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
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

export const descendingOf = (def: ReportDefinition, req: ReportRequest) =>
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
  const descending = descendingOf(def, req);
  if (col.sortAs)
    return [
      { sql: `r."${col.sortAs.column}"`, descending: descending !== !!col.sortAs.reversed, nullable: true },
      { sql: 'r.row_key' },
    ];
  const expr = col.type === 'text' || !col.type ? `lower(r."${key}"::text)` : `r."${key}"`;
  return [{ sql: expr, descending, nullable: true }, { sql: 'r.row_key' }];
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
export async function readOnly<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Statements of one report read one snapshot: the total counts the rows the page was cut from.
    if (db.kind === 'postgres') await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await tx.exec(SET_REPORT_SETTINGS);
    return fn(tx);
  });
}

/** How many rows the filtered report has. */
export async function countReportRows(
  db: Db,
  def: ReportDefinition,
  caller: Caller,
  req: ReportRequest,
): Promise<number> {
  const q = pageSql(def, caller, req);
  const [row] = await readOnly(db, (tx) => parsedRows(tx, def.name, countRow, q.count, q.countParams));
  return Number(row?.n ?? 0);
}

/** Students in a report's rows, for the activity log of its exports; null for a report of counts only. */
export async function countReportStudents(
  db: Db,
  def: ReportDefinition,
  caller: Caller,
  req: ReportRequest,
): Promise<number | null> {
  const q = pageSql(def, caller, req);
  if (!/\bstudent_uuid\b/.test(q.sql)) return null;
  const distinct = q.count.replace('count(*)::int AS n', 'count(DISTINCT c.student_uuid)::int AS n');
  const [row] = await readOnly(db, (tx) => parsedRows(tx, def.name, countRow, distinct, q.countParams));
  return Number(row?.n ?? 0);
}

/** A page's rows (with their cursor columns) and the total, read in one snapshot. */
export async function readReportPage(
  db: Db,
  def: ReportDefinition,
  q: ReturnType<typeof pageSql>,
): Promise<readonly [ReportRow[], number]> {
  return readOnly<readonly [ReportRow[], number]>(db, async (tx) => {
    const rows = await parsedRows(tx, def.name, reportRow(def.columns, q.keys.length), q.sql, q.params);
    const counted = q.total
      ? await parsedRows(tx, `${def.name}Total`, countRow, q.total.sql, q.total.params)
      : rows.length
        ? [{ n: Number(rows[0]!.report_total_) }]
        : await parsedRows(tx, def.name, countRow, q.count, q.countParams);
    return [rows, Number(counted[0]?.n ?? 0)];
  });
}

/**
 * Every row of the filtered, sorted report, a batch at a time from a server-side cursor (memory stays flat
 * whatever the size). The cursor lives in a transaction, which holds nothing but the read.
 */
export async function forEachReportBatch(
  db: Db,
  def: ReportDefinition,
  caller: Caller,
  req: ReportRequest,
  batchSize: number,
  onBatch: (rows: ReportRow[]) => Promise<void>,
): Promise<number> {
  const order = orderBy(sortKeys(def, req));
  const q = build(def, caller, req);
  const row = reportRow(def.columns, 0);
  let total = 0;
  await db.transaction(async (tx) => {
    await tx.exec(SET_REPORT_SETTINGS);
    await tx.query(`DECLARE report_cursor NO SCROLL CURSOR FOR ${q.sql} ORDER BY ${order}`, q.params);
    for (;;) {
      const rows = await parsedRows(tx, def.name, row, `FETCH ${batchSize} FROM report_cursor`, []);
      if (!rows.length) break;
      total += rows.length;
      await onBatch(rows);
      if (rows.length < batchSize) break;
    }
    await tx.query('CLOSE report_cursor');
  });
  return total;
}
