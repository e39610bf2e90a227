import { z } from 'zod';
import { bigintNumber, found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the ISIR import's entry (import.ts): the upload's log row, from queued to imported or failed. The
// records' statements are in import-records.queries.ts, the selection rules' in import-selection.queries.ts. Named,
// with their parameters and rows checked (docs/data-layer.md).

const int = z.number().int();
const maybeInt = int.nullable();
const uploadId = z.object({ uploadId: id });

// --- The upload's log row -------------------------------------------------------------------------------------

export const schoolExists = namedQuery({
  name: 'importSchoolExists',
  params: z.object({ schoolCode: z.string() }),
  row: z.object({ school_code: z.string() }),
  sql: 'SELECT school_code FROM school WHERE school_code = :schoolCode',
});

export const aidYearOpen = namedQuery({
  name: 'importAidYearOpen',
  params: z.object({ schoolCode: z.string(), aidYear: int }),
  row: found,
  sql: 'SELECT 1 AS found FROM school_aid_year WHERE school_code = :schoolCode AND aid_year = :aidYear',
});

const uploadedBy = { byUuid: maybeText, byName: z.string() };

export const insertQueuedUpload = namedQuery({
  name: 'insertQueuedIsirUpload',
  params: z.object({
    uuid: z.string(),
    schoolCode: z.string(),
    aidYear: maybeInt,
    fileName: z.string(),
    origin: z.string(),
    sizeBytes: z.number(),
    sha256: z.string(),
    blobKey: z.string(),
    ...uploadedBy,
    runAutoVerify: z.boolean(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO isir_upload (uuid, school_code, aid_year, file_name, origin, status, size_bytes, sha256, blob_key,
                                 uploaded_by_uuid, uploaded_by_name, run_auto_verify)
        VALUES (:uuid, :schoolCode, :aidYear, :fileName, :origin, 'QUEUED', :sizeBytes, :sha256, :blobKey, :byUuid, :byName,
                :runAutoVerify)
        RETURNING id`,
});

/** An upload refused before it was stored (too large, say): logged FAILED, with why. */
export const insertFailedUpload = namedQuery({
  name: 'insertFailedIsirUpload',
  params: z.object({
    uuid: z.string(),
    schoolCode: z.string(),
    aidYear: maybeInt,
    fileName: z.string(),
    origin: z.string(),
    error: z.string(),
    ...uploadedBy,
  }),
  row: noRow,
  sql: `INSERT INTO isir_upload (uuid, school_code, aid_year, file_name, origin, status, error, error_count,
                                 uploaded_by_uuid, uploaded_by_name, finished_at)
        VALUES (:uuid, :schoolCode, :aidYear, :fileName, :origin, 'FAILED', :error, 1, :byUuid, :byName, now())`,
});

export const setUploadJob = namedQuery({
  name: 'setIsirUploadJob',
  params: z.object({ uploadId: id, jobId: id }),
  row: noRow,
  sql: 'UPDATE isir_upload SET job_id = :jobId WHERE id = :uploadId',
});

export const uploadSize = namedQuery({
  name: 'isirUploadSize',
  params: uploadId,
  row: z.object({ size_bytes: bigintNumber, aid_year: maybeInt, blob_key: maybeText }),
  sql: 'SELECT size_bytes, aid_year, blob_key FROM isir_upload WHERE id = :uploadId',
});

export const uploadToRun = namedQuery({
  name: 'isirUploadToRun',
  params: uploadId,
  row: z.object({ school_code: z.string(), aid_year: maybeInt, blob_key: maybeText, status: z.string() }),
  sql: 'SELECT school_code, aid_year, blob_key, status FROM isir_upload WHERE id = :uploadId',
});

export const markRunning = namedQuery({
  name: 'markIsirUploadRunning',
  params: uploadId,
  row: noRow,
  sql: `WITH running AS (
          UPDATE isir_upload SET status = 'RUNNING', progress_records = 0, progress_step = 'READING' WHERE id = :uploadId
          RETURNING id)
        INSERT INTO isir_upload_progress (upload_id, records, step) SELECT id, 0, 'READING' FROM running
        ON CONFLICT (upload_id) DO UPDATE SET records = 0, step = 'READING'`,
});

export const reportProgress = namedQuery({
  name: 'reportIsirUploadProgress',
  params: z.object({ uploadId: id, records: int, step: z.string() }),
  row: noRow,
  // The progress row, not the upload's: a server's import checks each record's upload against that row (migration 150).
  sql: 'UPDATE isir_upload_progress SET records = :records, step = :step WHERE upload_id = :uploadId',
});

/** The file itself is deleted once its records are in (or it failed): only the records keep what it said. */
export const forgetBlob = namedQuery({
  name: 'forgetIsirUploadBlob',
  params: uploadId,
  row: noRow,
  sql: 'UPDATE isir_upload SET blob_key = NULL WHERE id = :uploadId',
});

export const markFailed = namedQuery({
  name: 'markIsirUploadFailed',
  params: z.object({ uploadId: id, error: z.string() }),
  row: noRow,
  sql: `WITH running AS (DELETE FROM isir_upload_progress WHERE upload_id = :uploadId RETURNING records)
        UPDATE isir_upload SET status = 'FAILED', error = :error, error_count = 1, blob_key = NULL, finished_at = now(),
               record_count = 0, imported_count = 0,
               progress_records = coalesce((SELECT records FROM running), progress_records)
         WHERE id = :uploadId`,
});

export const markImported = namedQuery({
  name: 'markIsirUploadImported',
  params: z.object({
    uploadId: id,
    aidYear: int,
    recordCount: int,
    importedCount: int,
    duplicateCount: int,
    newStudentCount: int,
    updatedStudentCount: int,
    selectedCount: int,
    warningCount: int,
    warnings: z.string(),
  }),
  row: noRow,
  sql: `WITH running AS (DELETE FROM isir_upload_progress WHERE upload_id = :uploadId)
        UPDATE isir_upload SET status = 'IMPORTED', aid_year = :aidYear, record_count = :recordCount,
               imported_count = :importedCount, duplicate_count = :duplicateCount, new_student_count = :newStudentCount,
               updated_student_count = :updatedStudentCount, selected_count = :selectedCount,
               warning_count = :warningCount, warnings = :warnings::jsonb, progress_records = :recordCount,
               progress_step = NULL, error = NULL, error_count = 0, finished_at = now()
         WHERE id = :uploadId`,
});
