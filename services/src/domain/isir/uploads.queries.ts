import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { id, maybeText, namedQuery } from '../../platform/named-sql.js';
import {
  afterCondition,
  cursorColumns,
  decodeCursor,
  orderBy,
  readAfter,
  type SortKey,
} from '../../platform/keyset.js';

// The SQL of the ISIR files a school received and the records they hold, as the upload pages read them
// (uploads.ts); named, with their parameters and rows checked (docs/data-layer.md).

/**
 * What an import is doing (the upload page names it): reading, checking and writing the file's records; then, on the
 * embedded database, publishing them in one short transaction, or, on a server, the file transaction's last steps.
 */
export const IMPORT_STEPS = [
  'READING',
  'PUBLISHING',
  'CHOOSING_CURRENT_ISIRS',
  'UPDATING_SELECTION',
  'ADDING_TASK_LIST_ITEMS',
] as const;

/**
 * A file imported while its uploader waited runs in the services process; if that process stopped midway the
 * transaction rolled back and the row stays RUNNING. Such a row (no job, older than any such import can take)
 * is shown as failed, with what happened.
 */
export const INTERRUPTED = `(status IN ('QUEUED', 'RUNNING') AND job_id IS NULL AND created_at < now() - interval '15 minutes')`;
export const INTERRUPTED_MESSAGE =
  'The import stopped before it finished (the server was stopped); nothing of this file was stored. Upload it again.';

/** A running import's progress (migration 150), while it has a row: a probe of its primary key. */
const progress = (column: 'records' | 'step') =>
  `(SELECT p.${column} FROM isir_upload_progress p WHERE p.upload_id = isir_upload.id)`;

const COLUMNS = `id, uuid::text, school_code AS "schoolCode", aid_year AS "aidYear", file_name AS "fileName", origin,
  CASE WHEN ${INTERRUPTED} THEN 'FAILED' ELSE status END AS status,
  size_bytes::float8 AS "sizeBytes", job_id AS "jobId", record_count AS "recordCount", imported_count AS "importedCount",
  duplicate_count AS "duplicateCount", new_student_count AS "newStudentCount", updated_student_count AS "updatedStudentCount",
  selected_count AS "selectedCount", warning_count AS "warningCount",
  CASE WHEN ${INTERRUPTED} THEN 1 ELSE error_count END AS "errorCount",
  CASE WHEN ${INTERRUPTED} THEN '${INTERRUPTED_MESSAGE}' ELSE error END AS error,
  coalesce(${progress('records')}, progress_records) AS "progressRecords",
  CASE WHEN status = 'RUNNING' AND NOT ${INTERRUPTED} THEN coalesce(${progress('step')}, progress_step) END AS "progressStep", uploaded_by_name AS "uploadedBy", created_at AS "createdAt", finished_at AS "finishedAt"`;

const count = z.number().int();

/** One ISIR file received (the spec's ISIR header), COLUMNS in their order. */
export const uploadRow = z.object({
  id,
  uuid: z.string(),
  schoolCode: z.string(),
  aidYear: id.nullable(),
  fileName: z.string(),
  origin: z.enum(['UPLOAD', 'MAILBOX']),
  status: z.enum(['QUEUED', 'RUNNING', 'IMPORTED', 'FAILED']),
  sizeBytes: z.number(),
  jobId: id.nullable(),
  recordCount: count,
  importedCount: count,
  duplicateCount: count,
  newStudentCount: count,
  updatedStudentCount: count,
  selectedCount: count,
  warningCount: count,
  errorCount: count,
  error: maybeText,
  progressRecords: count,
  /** What the import is doing while it runs (null once settled). */
  progressStep: z.enum(IMPORT_STEPS).nullable(),
  uploadedBy: maybeText,
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
});
/** A warning as the import stores it (import.ts, decoded.ts); loose, so a stored key is sent as it was. */
const fieldWarning = z.looseObject({ field: id.nullable(), name: z.string(), message: z.string() });
/** The warnings kept for the log screen (the first ones), each with its line. */
const uploadWithWarningsRow = uploadRow.extend({
  warnings: z.array(fieldWarning.extend({ line: count })),
});

export const uploadOfSchool = namedQuery({
  name: 'uploadOfSchool',
  params: z.object({ id, schoolCode: z.string() }),
  row: uploadRow,
  sql: `SELECT ${COLUMNS} FROM isir_upload WHERE id = :id AND school_code = :schoolCode`,
});

export const uploadWithWarnings = namedQuery({
  name: 'uploadWithWarnings',
  params: z.object({ id, schoolCode: z.string() }),
  row: uploadWithWarningsRow,
  sql: `SELECT ${COLUMNS}, warnings FROM isir_upload WHERE id = :id AND school_code = :schoolCode`,
});

export const uploadsOfSchool = namedQuery({
  name: 'uploadsOfSchool',
  params: z.object({ schoolCode: z.string(), aidYear: id.nullable(), limit: count }),
  row: uploadWithWarningsRow,
  sql: `SELECT ${COLUMNS}, warnings FROM isir_upload
      WHERE school_code = :schoolCode AND (:aidYear::int IS NULL OR aid_year = :aidYear OR aid_year IS NULL)
      ORDER BY created_at DESC, id DESC LIMIT :limit`,
});

/** The text columns cursorColumns appends to a page's rows, one per sort key. */
const withCursor = <S extends z.ZodRawShape>(row: z.ZodObject<S>, keys: readonly SortKey[]) => {
  // Keyed by a template so the row keeps its own columns' types (keysetPage drops these).
  const cursor: Record<`cursor_${number}_`, typeof maybeText> = Object.fromEntries(
    keys.map((_, i) => [`cursor_${i}_`, maybeText]),
  );
  return row.extend(cursor);
};

/**
 * A keyset page's "after the cursor" condition with its values as named parameters (`:after0`, …), and LIMIT's.
 * Dynamic SQL, built here in the data layer: the condition's shape depends on the cursor's values (a null key is
 * compared differently); the columns come from the fixed sort keys, every value is a bound parameter.
 */
function afterCursor(keys: readonly SortKey[], cursor: (string | null)[]) {
  const shape: Record<string, z.ZodType> = {};
  const values: Record<string, unknown> = {};
  const sql = afterCondition(keys, cursor, (v) => {
    const name = `after${Object.keys(shape).length}`;
    shape[name] = z.unknown();
    values[name] = v;
    return `:${name}`;
  });
  return { sql, shape, values };
}

/** Newest first; the id orders files received in the same microsecond. */
export const UPLOAD_ORDER: SortKey[] = [
  { sql: 'created_at', descending: true },
  { sql: 'id', descending: true },
];

/** A page of the school's files, newest first: `limit` of them after the cursor (or from the newest). */
export async function uploadsAfter(
  db: Db,
  f: { schoolCode: string; aidYear: number | null; limit: number; after?: string; digest: string },
) {
  const cut = f.after ? afterCursor(UPLOAD_ORDER, decodeCursor(f.after, f.digest, UPLOAD_ORDER)) : undefined;
  const page = namedQuery({
    name: 'uploadsAfter',
    params: z.object({ schoolCode: z.string(), aidYear: id.nullable(), limit: count, ...cut?.shape }),
    row: withCursor(uploadWithWarningsRow, UPLOAD_ORDER),
    sql: `SELECT ${COLUMNS}, warnings, ${cursorColumns(UPLOAD_ORDER)} FROM isir_upload
      WHERE school_code = :schoolCode AND (:aidYear::int IS NULL OR aid_year = :aidYear OR aid_year IS NULL) ${cut ? `AND ${cut.sql}` : ''}
      ORDER BY ${orderBy(UPLOAD_ORDER)} LIMIT :limit`,
  });
  return readAfter(f.after, () =>
    page.all(db, { schoolCode: f.schoolCode, aidYear: f.aidYear, limit: f.limit, ...cut?.values }),
  );
}

const RECORD_COLUMNS = `r.id::int, r.upload_id AS "uploadId", r.aid_year AS "aidYear", r.line_number AS "lineNumber", s.uuid::text AS "studentUuid",
  r.transaction_number AS "transactionNumber", r.transaction_uuid AS "transactionUuid", r.first_name AS "firstName", r.last_name AS "lastName",
  r.ssn_last_four AS "ssnLastFour", to_char(r.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", r.email, r.dependency_model AS "dependencyModel",
  r.sai, r.tracking_flag AS "trackingFlag", r.selected_for_verification AS "selectedForVerification", r.comment_codes AS "commentCodes",
  r.reject_codes AS "rejectCodes", to_char(r.transaction_receipt_date, 'YYYY-MM-DD') AS "transactionReceiptDate",
  to_char(r.transaction_process_date, 'YYYY-MM-DD') AS "transactionProcessDate", r.is_current AS "isCurrent", r.warning_count AS "warningCount",
  r.warnings`;

/** One ISIR transaction as the record lists show it, RECORD_COLUMNS in their order. */
export const recordSummaryRow = z.object({
  id,
  uploadId: id,
  aidYear: id,
  lineNumber: count,
  studentUuid: z.string(),
  transactionNumber: count.nullable(),
  transactionUuid: maybeText,
  firstName: maybeText,
  lastName: maybeText,
  ssnLastFour: maybeText,
  dateOfBirth: maybeText,
  email: maybeText,
  dependencyModel: maybeText,
  sai: count.nullable(),
  trackingFlag: maybeText,
  selectedForVerification: maybeText,
  commentCodes: z.array(z.string()),
  rejectCodes: maybeText,
  transactionReceiptDate: maybeText,
  transactionProcessDate: maybeText,
  isCurrent: z.boolean(),
  warningCount: count,
  warnings: z.array(fieldWarning).nullable(),
});

/** A student's records of an aid year, newest transaction first, with what it takes to read the raw record. */
export const recordsOfStudent = namedQuery({
  name: 'recordsOfStudent',
  params: z.object({ studentId: id, aidYear: id }),
  row: recordSummaryRow.extend({ rawEncrypted: z.string(), layoutId: id }),
  sql: `SELECT ${RECORD_COLUMNS}, r.raw_encrypted AS "rawEncrypted", r.isir_record_info_id AS "layoutId"
       FROM isir_record r JOIN student s ON s.id = r.student_id
      WHERE r.student_id = :studentId AND r.aid_year = :aidYear
      ORDER BY r.transaction_number DESC NULLS LAST, r.id DESC`,
});

/** Records in the order of their files and lines; the id settles any tie. */
export const RECORD_ORDER: SortKey[] = [{ sql: 'r.upload_id' }, { sql: 'r.line_number' }, { sql: 'r.id' }];

export interface RecordFilter {
  schoolCode: string;
  uploadId?: number;
  studentUuid?: string;
  aidYear?: number;
  lastName?: string;
  selectedOnly?: boolean;
}

// Dynamic SQL, built here in the data layer: the record search filters by an upload, a student, an aid year, a last
// name and selection only when each is given. The conditions are fixed text; every value is a bound parameter.
function recordFilter(f: RecordFilter) {
  const where = ['r.school_code = :schoolCode'];
  const shape: Record<string, z.ZodType> = { schoolCode: z.string() };
  const values: Record<string, unknown> = { schoolCode: f.schoolCode };
  const add = (sql: string, name: string, schema: z.ZodType, v: unknown) => {
    where.push(sql);
    shape[name] = schema;
    values[name] = v;
  };
  if (f.uploadId !== undefined) add('r.upload_id = :uploadId', 'uploadId', id, f.uploadId);
  if (f.studentUuid) add('s.uuid = :studentUuid::uuid', 'studentUuid', z.string(), f.studentUuid);
  if (f.aidYear !== undefined) add('r.aid_year = :aidYear', 'aidYear', id, f.aidYear);
  if (f.lastName)
    add(
      "lower(r.last_name) LIKE lower(:lastName) || '%'",
      'lastName',
      z.string(),
      f.lastName.replace(/[\\%_]/g, '\\$&'),
    );
  if (f.selectedOnly) where.push(`r.selected_for_verification = 'Y'`);
  return {
    from: `FROM isir_record r JOIN student s ON s.id = r.student_id WHERE ${where.join(' AND ')}`,
    shape,
    values,
  };
}

/** How many records the search finds. */
export async function countRecords(db: Db, f: RecordFilter): Promise<number> {
  const w = recordFilter(f);
  const total = namedQuery({
    name: 'countRecords',
    params: z.object(w.shape),
    row: z.object({ total: count }),
    sql: `SELECT count(*)::int AS total ${w.from}`,
  });
  return (await total.first(db, w.values))!.total;
}

/**
 * The records the search finds, in RECORD_ORDER, with their cursor columns: `limit` after a cursor (`after`, decoded
 * against `digest`), or a numbered page (`offset`).
 */
export async function recordsInOrder(
  db: Db,
  f: RecordFilter,
  page: { limit: number; offset: number; after?: string | null; digest: string },
) {
  const w = recordFilter(f);
  const cut = page.after
    ? afterCursor(RECORD_ORDER, decodeCursor(page.after, page.digest, RECORD_ORDER))
    : undefined;
  const read = namedQuery({
    name: 'recordsInOrder',
    params: z.object({ ...w.shape, ...cut?.shape, limit: count, ...(cut ? {} : { offset: count }) }),
    row: withCursor(recordSummaryRow, RECORD_ORDER),
    sql: `SELECT ${RECORD_COLUMNS}, ${cursorColumns(RECORD_ORDER)} ${w.from} ${
      cut
        ? `AND ${cut.sql} ORDER BY ${orderBy(RECORD_ORDER)} LIMIT :limit`
        : `ORDER BY ${orderBy(RECORD_ORDER)} LIMIT :limit OFFSET :offset`
    }`,
  });
  return readAfter(page.after, () =>
    read.all(db, {
      ...w.values,
      ...cut?.values,
      limit: page.limit,
      ...(cut ? {} : { offset: page.offset }),
    }),
  );
}
