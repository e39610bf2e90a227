import { z } from 'zod';
import { id, jsonParam, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of report exports (exports.ts): an export asked for, its job's progress, the caller's list and the
// finished file (docs/data-layer.md).

/**
 * The request an export was asked with (stored as jsonb, as the route gave it): what the job runs and the download
 * records.
 */
const storedRequest = z.looseObject({
  aidYear: z.number().int(),
  filters: z.record(z.string(), z.string().nullable().optional()).optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
  sort: z.string().nullable().optional(),
  descending: z.boolean().nullable().optional(),
  after: z.string().nullable().optional(),
});
const exportFormat = z.enum(['csv', 'xlsx']);

/** An export as the screen lists it (ReportExportView). */
const exportView = z.object({
  uuid: z.string(),
  report: z.string(),
  aidYear: z.number().int(),
  format: z.string(),
  status: z.string(),
  rowCount: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  fileName: z.string(),
  error: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
});
export type ReportExportView = z.output<typeof exportView>;

const VIEW = `uuid::text AS uuid, report, aid_year AS "aidYear", format, status, row_count AS "rowCount", size_bytes::int AS "sizeBytes",
  file_name AS "fileName", error, created_by AS "createdBy", created_at AS "createdAt", finished_at AS "finishedAt"`;

export const insertExport = namedQuery({
  name: 'insertExport',
  params: z.object({
    uuid: z.string(),
    schoolCode: z.string(),
    report: z.string(),
    aidYear: z.number().int(),
    format: exportFormat,
    request: jsonParam(storedRequest),
    fileName: z.string(),
    createdBy: z.string(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO report_export (uuid, school_code, report, aid_year, format, request, file_name, created_by)
     VALUES (:uuid, :schoolCode, :report, :aidYear, :format, :request, :fileName, :createdBy) RETURNING id`,
});

export const setExportJob = namedQuery({
  name: 'setExportJob',
  params: z.object({ id, jobId: id }),
  row: noRow,
  sql: 'UPDATE report_export SET job_id = :jobId WHERE id = :id',
});

export const deleteExport = namedQuery({
  name: 'deleteExport',
  params: z.object({ id }),
  row: noRow,
  sql: 'DELETE FROM report_export WHERE id = :id',
});

export const exportById = namedQuery({
  name: 'exportById',
  params: z.object({ id }),
  row: exportView,
  sql: `SELECT ${VIEW} FROM report_export WHERE id = :id`,
});

/** What the export job runs. */
export const exportJobRequest = namedQuery({
  name: 'exportJobRequest',
  params: z.object({ id }),
  row: z.object({
    report: z.string(),
    aid_year: z.number().int(),
    format: exportFormat,
    request: storedRequest,
  }),
  sql: 'SELECT report, aid_year, format, request FROM report_export WHERE id = :id',
});

export const markExportRunning = namedQuery({
  name: 'markExportRunning',
  params: z.object({ id }),
  row: noRow,
  sql: `UPDATE report_export SET status = 'RUNNING' WHERE id = :id`,
});

export const markExportDone = namedQuery({
  name: 'markExportDone',
  params: z.object({ id, rows: z.number().int(), sizeBytes: z.number().int(), blobKey: z.string() }),
  row: noRow,
  sql: `UPDATE report_export SET status = 'DONE', row_count = :rows, size_bytes = :sizeBytes, blob_key = :blobKey, finished_at = now(), error = NULL WHERE id = :id`,
});

export const markExportFailed = namedQuery({
  name: 'markExportFailed',
  params: z.object({ id, error: z.string() }),
  row: noRow,
  sql: `UPDATE report_export SET status = 'FAILED', error = :error, finished_at = now() WHERE id = :id`,
});

/** The caller's school's exports of one report and aid year, newest first. */
export const recentExports = namedQuery({
  name: 'recentExports',
  params: z.object({ schoolCode: z.string(), report: z.string(), aidYear: z.number().int() }),
  row: exportView,
  sql: `SELECT ${VIEW} FROM report_export WHERE school_code = :schoolCode AND report = :report AND aid_year = :aidYear ORDER BY created_at DESC, id DESC LIMIT 20`,
});

/** An export of the school by its uuid, for its download. */
export const exportFile = namedQuery({
  name: 'exportFile',
  params: z.object({ uuid: z.string(), schoolCode: z.string() }),
  row: z.object({
    report: z.string(),
    aid_year: z.number().int(),
    status: z.string(),
    blob_key: z.string().nullable(),
    file_name: z.string(),
    format: exportFormat,
    purged_at: z.date().nullable(),
  }),
  sql: 'SELECT report, aid_year, status, blob_key, file_name, format, purged_at FROM report_export WHERE uuid = :uuid::uuid AND school_code = :schoolCode',
});

export const exportRowsAndRequest = namedQuery({
  name: 'exportRowsAndRequest',
  params: z.object({ uuid: z.string() }),
  row: z.object({ row_count: z.number().int().nullable(), request: storedRequest }),
  sql: 'SELECT row_count, request FROM report_export WHERE uuid = :uuid::uuid',
});
