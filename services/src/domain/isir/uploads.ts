import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
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
export type ImportStep = (typeof IMPORT_STEPS)[number];

export interface IsirUpload {
  id: number;
  uuid: string;
  schoolCode: string;
  aidYear: number | null;
  fileName: string;
  origin: 'UPLOAD' | 'MAILBOX';
  status: 'QUEUED' | 'RUNNING' | 'IMPORTED' | 'FAILED';
  sizeBytes: number;
  jobId: number | null;
  recordCount: number;
  importedCount: number;
  duplicateCount: number;
  newStudentCount: number;
  updatedStudentCount: number;
  selectedCount: number;
  warningCount: number;
  errorCount: number;
  error: string | null;
  progressRecords: number;
  /** What the import is doing while it runs (null once settled). */
  progressStep: ImportStep | null;
  uploadedBy: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/**
 * A file imported while its uploader waited runs in the services process; if that process stopped midway the
 * transaction rolled back and the row stays RUNNING. Such a row (no job, older than any such import can take)
 * is shown as failed, with what happened.
 */
export const INTERRUPTED = `(status IN ('QUEUED', 'RUNNING') AND job_id IS NULL AND created_at < now() - interval '15 minutes')`;
export const INTERRUPTED_MESSAGE =
  'The import stopped before it finished (the server was stopped); nothing of this file was stored. Upload it again.';

const COLUMNS = `id, uuid::text, school_code AS "schoolCode", aid_year AS "aidYear", file_name AS "fileName", origin,
  CASE WHEN ${INTERRUPTED} THEN 'FAILED' ELSE status END AS status,
  size_bytes::float8 AS "sizeBytes", job_id AS "jobId", record_count AS "recordCount", imported_count AS "importedCount",
  duplicate_count AS "duplicateCount", new_student_count AS "newStudentCount", updated_student_count AS "updatedStudentCount",
  selected_count AS "selectedCount", warning_count AS "warningCount",
  CASE WHEN ${INTERRUPTED} THEN 1 ELSE error_count END AS "errorCount",
  CASE WHEN ${INTERRUPTED} THEN '${INTERRUPTED_MESSAGE}' ELSE error END AS error,
  progress_records AS "progressRecords",
  CASE WHEN status = 'RUNNING' AND NOT ${INTERRUPTED} THEN progress_step END AS "progressStep", uploaded_by_name AS "uploadedBy", created_at AS "createdAt", finished_at AS "finishedAt"`;

/** One upload of a school (the spec's ISIR header). */
export async function getUpload(db: Db, schoolCode: string, id: number): Promise<IsirUpload | undefined> {
  const [row] = await db.query<IsirUpload>(
    `SELECT ${COLUMNS} FROM isir_upload WHERE id = $1 AND school_code = $2`,
    [id, schoolCode],
  );
  return row;
}

/** Every upload of the caller's school, newest first, with the warnings kept for the log screen. */
export async function listUploads(db: Db, caller: Caller, opts: { aidYear?: number; limit?: number } = {}) {
  return db.query<IsirUpload & { warnings: unknown[] }>(
    `SELECT ${COLUMNS}, warnings FROM isir_upload
      WHERE school_code = $1 AND ($2::int IS NULL OR aid_year = $2 OR aid_year IS NULL)
      ORDER BY created_at DESC, id DESC LIMIT $3`,
    [caller.schoolCode, opts.aidYear ?? null, opts.limit ?? 500],
  );
}

/** Newest first; the id orders files received in the same microsecond. */
const UPLOAD_ORDER: SortKey[] = [
  { sql: 'created_at', descending: true },
  { sql: 'id', descending: true },
];

/**
 * The school's ISIR files a page at a time, newest first (listUploads stops at 500): pageSize files, after a cursor
 * (the endCursor of the previous page) or from the newest.
 */
export async function uploadsPage(
  db: Db,
  caller: Caller,
  opts: { aidYear?: number; pageSize: number; after?: string },
) {
  const params: unknown[] = [caller.schoolCode, opts.aidYear ?? null];
  const p = (v: unknown) => `$${params.push(v)}`;
  const digest = listDigest(['isirUploads', caller.schoolCode, opts.aidYear ?? null]);
  const after = opts.after
    ? `AND ${afterCondition(UPLOAD_ORDER, decodeCursor(opts.after, digest, UPLOAD_ORDER), p)}`
    : '';
  const rows = await readAfter(opts.after, () =>
    db.query<IsirUpload & { warnings: unknown[] }>(
      `SELECT ${COLUMNS}, warnings, ${cursorColumns(UPLOAD_ORDER)} FROM isir_upload
      WHERE school_code = $1 AND ($2::int IS NULL OR aid_year = $2 OR aid_year IS NULL) ${after}
      ORDER BY ${orderBy(UPLOAD_ORDER)} LIMIT ${p(opts.pageSize + 1)}`,
      params,
    ),
  );
  const page = keysetPage(rows, opts.pageSize, UPLOAD_ORDER, digest);
  return { items: page.rows, endCursor: page.endCursor, hasNextPage: page.hasNextPage };
}

export async function getUploadWithWarnings(db: Db, caller: Caller, id: number) {
  const [row] = await db.query<IsirUpload & { warnings: unknown[] }>(
    `SELECT ${COLUMNS}, warnings FROM isir_upload WHERE id = $1 AND school_code = $2`,
    [id, caller.schoolCode],
  );
  return row;
}

export interface IsirRecordSummary {
  id: number;
  uploadId: number;
  aidYear: number;
  lineNumber: number;
  studentUuid: string;
  transactionNumber: number | null;
  transactionUuid: string | null;
  firstName: string | null;
  lastName: string | null;
  ssnLastFour: string | null;
  dateOfBirth: string | null;
  email: string | null;
  dependencyModel: string | null;
  sai: number | null;
  trackingFlag: string | null;
  selectedForVerification: string | null;
  commentCodes: string[];
  rejectCodes: string | null;
  transactionReceiptDate: string | null;
  transactionProcessDate: string | null;
  isCurrent: boolean;
  warningCount: number;
  warnings: unknown[] | null;
}

const RECORD_COLUMNS = `r.id::int, r.upload_id AS "uploadId", r.aid_year AS "aidYear", r.line_number AS "lineNumber", s.uuid::text AS "studentUuid",
  r.transaction_number AS "transactionNumber", r.transaction_uuid AS "transactionUuid", r.first_name AS "firstName", r.last_name AS "lastName",
  r.ssn_last_four AS "ssnLastFour", to_char(r.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", r.email, r.dependency_model AS "dependencyModel",
  r.sai, r.tracking_flag AS "trackingFlag", r.selected_for_verification AS "selectedForVerification", r.comment_codes AS "commentCodes",
  r.reject_codes AS "rejectCodes", to_char(r.transaction_receipt_date, 'YYYY-MM-DD') AS "transactionReceiptDate",
  to_char(r.transaction_process_date, 'YYYY-MM-DD') AS "transactionProcessDate", r.is_current AS "isCurrent", r.warning_count AS "warningCount",
  r.warnings`;

/** Records of the caller's school, by upload, student, aid year or name; paged. */
export async function searchRecords(
  db: Db,
  caller: Caller,
  f: {
    uploadId?: number;
    studentUuid?: string;
    aidYear?: number;
    lastName?: string;
    selectedOnly?: boolean;
    page: number;
    pageSize: number;
    /** A cursor (endCursor of the previous page): the pageSize records after it; page is not read. */
    after?: string | null;
  },
) {
  const where = ['r.school_code = $1'];
  const params: unknown[] = [caller.schoolCode];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.uploadId !== undefined) add('r.upload_id = ?', f.uploadId);
  if (f.studentUuid) add('s.uuid = ?::uuid', f.studentUuid);
  if (f.aidYear !== undefined) add('r.aid_year = ?', f.aidYear);
  if (f.lastName) add("lower(r.last_name) LIKE lower(?) || '%'", f.lastName.replace(/[\\%_]/g, '\\$&'));
  if (f.selectedOnly) where.push(`r.selected_for_verification = 'Y'`);
  const from = `FROM isir_record r JOIN student s ON s.id = r.student_id WHERE ${where.join(' AND ')}`;
  const [{ total }] = (await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from}`,
    params,
  )) as [{ total: number }];
  const p = (v: unknown) => `$${params.push(v)}`;
  // A cursor belongs to these filters only.
  const digest = listDigest([
    'isirRecords',
    caller.schoolCode,
    f.uploadId ?? null,
    f.studentUuid ?? null,
    f.aidYear ?? null,
    f.lastName ?? null,
    f.selectedOnly ?? false,
  ]);
  const cut = f.after
    ? `AND ${afterCondition(RECORD_ORDER, decodeCursor(f.after, digest, RECORD_ORDER), p)} ORDER BY ${orderBy(RECORD_ORDER)} LIMIT ${p(f.pageSize + 1)}`
    : `ORDER BY ${orderBy(RECORD_ORDER)} LIMIT ${p(f.pageSize)} OFFSET ${p((f.page - 1) * f.pageSize)}`;
  const page = keysetPage(
    await readAfter(f.after, () =>
      db.query<IsirRecordSummary>(
        `SELECT ${RECORD_COLUMNS}, ${cursorColumns(RECORD_ORDER)} ${from} ${cut}`,
        params,
      ),
    ),
    f.pageSize,
    RECORD_ORDER,
    digest,
  );
  return {
    items: page.rows,
    total,
    page: f.page,
    pageSize: f.pageSize,
    endCursor: page.endCursor,
    hasNextPage: f.after ? page.hasNextPage : (f.page - 1) * f.pageSize + page.rows.length < total,
  };
}

/** Records in the order of their files and lines; the id settles any tie. */
const RECORD_ORDER: SortKey[] = [{ sql: 'r.upload_id' }, { sql: 'r.line_number' }, { sql: 'r.id' }];

export async function recordsOfStudent(db: Db, studentId: number, aidYear: number) {
  return db.query<IsirRecordSummary & { rawEncrypted: string; layoutId: number }>(
    `SELECT ${RECORD_COLUMNS}, r.raw_encrypted AS "rawEncrypted", r.isir_record_info_id AS "layoutId"
       FROM isir_record r JOIN student s ON s.id = r.student_id
      WHERE r.student_id = $1 AND r.aid_year = $2
      ORDER BY r.transaction_number DESC NULLS LAST, r.id DESC`,
    [studentId, aidYear],
  );
}
