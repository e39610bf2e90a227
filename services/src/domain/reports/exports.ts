import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { loadExcelJs } from '../../platform/on-first-use.js';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { notFound } from '../../platform/errors.js';
import {
  authorize,
  countRows,
  countStudents,
  exportHeader,
  forEachBatch,
  pageSql,
  type ReportDefinition,
  type ReportRequest,
} from './engine.js';
import { reportMap } from './definitions.js';
import { recordStudentDataExport } from '../audit/activity.js';
import * as sql from './exports.queries.js';
import type { ReportExportView } from './exports.queries.js';

export type { ReportExportView } from './exports.queries.js';

export type ExportFormat = 'csv' | 'xlsx';
/** Above this many rows an export runs as a job and is downloaded when done; below it downloads at once. */
export const DIRECT_EXPORT_MAX_ROWS = 5000;
export const EXPORT_JOB = 'reports.export';
const MAX_EXPORT_BYTES = 2 * 1024 * 1024 * 1024;

const csvCell = (v: string | null) => {
  const t = v ?? '';
  // Quote always; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  return `"${(/^[=+\-@]/.test(t) ? `'${t}` : t).replaceAll('"', '""')}"`;
};

const fileNameOf = (def: ReportDefinition, aidYear: number, format: ExportFormat) =>
  `${def.name}-${aidYear}.${format}`;

/** Writes with back-pressure: waits while the reader is behind, so memory stays flat. */
async function write(out: Writable, chunk: string) {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Streams the whole filtered, sorted report into `out` as CSV or .xlsx; resolves with the row count. */
export async function writeReport(
  ctx: AppContext,
  def: ReportDefinition,
  caller: Caller,
  req: ReportRequest,
  format: ExportFormat,
  out: Writable,
): Promise<number> {
  const columns = exportHeader(def);
  const header = columns.map((c) => c.label);
  if (format === 'csv') {
    await write(out, `${header.map(csvCell).join(',')}\r\n`);
    const n = await forEachBatch(
      ctx.db,
      def,
      caller,
      req,
      async (rows) => {
        await write(out, rows.map((r) => `${r.map(csvCell).join(',')}\r\n`).join(''));
      },
      undefined,
      'export',
    );
    out.end();
    return n;
  }
  // The streaming writer flushes each committed row to `out`: no workbook is held in memory.
  const book = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(def.title.slice(0, 31));
  sheet.addRow(header).commit();
  const numeric = columns.map((c) => c.numeric);
  const n = await forEachBatch(
    ctx.db,
    def,
    caller,
    req,
    async (rows) => {
      for (const r of rows)
        sheet.addRow(r.map((v, i) => (v !== null && numeric[i] ? Number(v) : v))).commit();
      // Let the zip stream drain between batches.
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    undefined,
    'export',
  );
  sheet.commit();
  await book.commit();
  return n;
}

export interface ExportStart {
  /** true: small enough to download at once from the export route. */
  direct: boolean;
  rows: number;
  export: ReportExportView | null;
}

/** A report's rows leaving the product (a direct download, or an export job asked for): in the activity log. */
export async function recordReportExport(
  ctx: AppContext,
  caller: Caller,
  def: ReportDefinition,
  req: ReportRequest,
  format: ExportFormat,
  rows: number,
  kind: 'REPORT' | 'REPORT_EXPORT' = 'REPORT',
) {
  await recordStudentDataExport(ctx.db, caller, {
    kind,
    what: `${def.title} ${req.aidYear}`,
    fileName: fileNameOf(def, req.aidYear, format),
    students: await countStudents(ctx.db, def, caller, req),
    details: { report: def.name, rows },
  });
}

/** Counts the rows; a large export becomes a job writing to the blob store, a small one is downloaded directly. */
export async function startExport(
  ctx: AppContext,
  caller: Caller,
  name: string,
  req: ReportRequest,
  format: ExportFormat,
): Promise<ExportStart> {
  const def = authorize(reportMap(ctx), caller, name, req.aidYear);
  pageSql(def, caller, req); // refuses an unknown sort or filter now, not in the job
  const rows = await countRows(ctx.db, def, caller, req);
  if (rows <= DIRECT_EXPORT_MAX_ROWS) return { direct: true, rows, export: null };
  const uuid = randomUUID();
  const request = { ...req, page: undefined, pageSize: undefined };
  const row = await sql.insertExport.first(ctx.db, {
    uuid,
    schoolCode: caller.schoolCode,
    report: def.name,
    aidYear: req.aidYear,
    format,
    request,
    fileName: fileNameOf(def, req.aidYear, format),
    createdBy: caller.username,
  });
  // The job runs as the person who asked: their school and permissions as they were then. (Not inside a transaction:
  // the queue writes on its own connection, which PGlite's single one would make wait forever.)
  try {
    const jobId = await ctx.jobs.enqueue(
      EXPORT_JOB,
      { exportId: row!.id, caller: callerPayload(caller) },
      { schoolCode: caller.schoolCode, createdBy: caller.accountUuid, maxAttempts: 2 },
    );
    await sql.setExportJob.run(ctx.db, { id: row!.id, jobId });
  } catch (err) {
    await sql.deleteExport.run(ctx.db, { id: row!.id });
    throw err;
  }
  await recordReportExport(ctx, caller, def, req, format, rows, 'REPORT_EXPORT');
  const view = await sql.exportById.first(ctx.db, { id: row!.id });
  return { direct: false, rows, export: view! };
}

export interface CallerPayload {
  kind: 'staff';
  accountId: number;
  accountUuid: string;
  username: string;
  schoolCode: string;
  role: string;
  permissions: string[];
}
export const callerPayload = (c: Caller): CallerPayload => ({
  kind: 'staff',
  accountId: c.accountId,
  accountUuid: c.accountUuid,
  username: c.username,
  schoolCode: c.schoolCode,
  role: c.role,
  permissions: [...c.permissions],
});
export const callerOf = (p: CallerPayload): Caller => ({ ...p, permissions: new Set(p.permissions) });

/** The export job: streams the report into the blob store (a PassThrough between the cursor and the file). */
export function registerReportJobs(ctx: AppContext) {
  ctx.jobs.register(EXPORT_JOB, async (job) => {
    const payload = job.payload as unknown as { exportId: number; caller: CallerPayload };
    const exp = await sql.exportJobRequest.first(ctx.db, { id: payload.exportId });
    if (!exp) return { skipped: 'export deleted' };
    const caller = callerOf(payload.caller);
    await sql.markExportRunning.run(ctx.db, { id: payload.exportId });
    try {
      const def = authorize(reportMap(ctx), caller, exp.report, exp.aid_year);
      const pipe = new PassThrough();
      const stored = ctx.blobs.put(pipe, { maxBytes: MAX_EXPORT_BYTES, prefix: 'report-exports' });
      let rows: number;
      try {
        rows = await writeReport(ctx, def, caller, exp.request, exp.format, pipe);
      } catch (err) {
        pipe.destroy(err as Error);
        await stored.catch(() => {});
        throw err;
      }
      const blob = await stored;
      await sql.markExportDone.run(ctx.db, {
        id: payload.exportId,
        rows,
        sizeBytes: blob.size,
        blobKey: blob.key,
      });
      return { rows, sizeBytes: blob.size };
    } catch (err) {
      await sql.markExportFailed.run(ctx.db, { id: payload.exportId, error: (err as Error).message });
      throw err;
    }
  });
}

/** The caller's exports of one report and aid year, newest first. */
export async function listExports(
  ctx: AppContext,
  caller: Caller,
  name: string,
  aidYear: number,
): Promise<ReportExportView[]> {
  authorize(reportMap(ctx), caller, name, aidYear);
  return sql.recentExports.all(ctx.db, { schoolCode: caller.schoolCode, report: name, aidYear });
}

/** A finished export's file, for a caller of its school who may see the report. */
export async function openExport(ctx: AppContext, caller: Caller, uuid: string) {
  const row = await sql.exportFile.first(ctx.db, { uuid, schoolCode: caller.schoolCode });
  if (!row) throw notFound('No such report export');
  authorize(reportMap(ctx), caller, row.report, row.aid_year);
  if (row.purged_at)
    throw notFound(
      `The export ${uuid} was removed after ${ctx.env.RETENTION_EXPORT_DAYS} days (retention); export the report again`,
    );
  if (row.status !== 'DONE' || !row.blob_key)
    throw notFound(`The export is not ready (${row.status.toLowerCase()})`);
  const done = await sql.exportRowsAndRequest.first(ctx.db, { uuid });
  const def = reportMap(ctx).get(row.report)!;
  await recordReportExport(
    ctx,
    caller,
    def,
    done!.request,
    row.format,
    done!.row_count ?? 0,
    'REPORT_EXPORT',
  );
  return { stream: await ctx.blobs.open(row.blob_key), fileName: row.file_name, format: row.format };
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export { fileNameOf };
