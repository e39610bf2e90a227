import { z } from 'zod';
import { bigintNumber, found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the ISIR import (import*.ts), by stage: the upload's log row, the file's duplicates, the matching and
// creating of students, the writing of records, and the selection rules applied once the file is in. Named, with
// their parameters and rows checked (docs/data-layer.md). The batch statements take one array per column (`unnest`),
// so a batch of a few hundred records is one statement, whatever its size.

const int = z.number().int();
const maybeInt = int.nullable();
const texts = z.array(z.string());
const maybeTexts = z.array(maybeText);
const ints = z.array(int);
const maybeInts = z.array(maybeInt);
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
  sql: `UPDATE isir_upload SET status = 'RUNNING', progress_records = 0, progress_step = 'READING' WHERE id = :uploadId`,
});

export const reportProgress = namedQuery({
  name: 'reportIsirUploadProgress',
  params: z.object({ uploadId: id, records: int, step: z.string() }),
  row: noRow,
  sql: 'UPDATE isir_upload SET progress_records = :records, progress_step = :step WHERE id = :uploadId',
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
  sql: `UPDATE isir_upload SET status = 'FAILED', error = :error, error_count = 1, blob_key = NULL, finished_at = now(),
               record_count = 0, imported_count = 0
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
  sql: `UPDATE isir_upload SET status = 'IMPORTED', aid_year = :aidYear, record_count = :recordCount,
               imported_count = :importedCount, duplicate_count = :duplicateCount, new_student_count = :newStudentCount,
               updated_student_count = :updatedStudentCount, selected_count = :selectedCount,
               warning_count = :warningCount, warnings = :warnings::jsonb, progress_records = :recordCount,
               progress_step = NULL, error = NULL, error_count = 0, finished_at = now()
         WHERE id = :uploadId`,
});

// --- Planning the batches' look-ups ---------------------------------------------------------------------------

/** The tables the look-ups read whose statistics say they are (nearly) empty. */
export const unanalysedTables = namedQuery({
  name: 'isirImportUnanalysedTables',
  params: z.object({ rows: int }),
  row: z.object({ name: z.enum(['isir_record_all', 'student_all']) }),
  sql: `SELECT relname::text AS name FROM pg_class
         WHERE oid IN ('isir_record_all'::regclass, 'student_all'::regclass) AND reltuples < :rows`,
});

/** ANALYZE takes no parameter: one statement per table the import may analyse. */
export const analyse = {
  isir_record_all: namedQuery({
    name: 'analyseIsirRecords',
    params: z.object({}),
    row: noRow,
    sql: 'ANALYZE isir_record_all',
  }),
  student_all: namedQuery({
    name: 'analyseStudents',
    params: z.object({}),
    row: noRow,
    sql: 'ANALYZE student_all',
  }),
};

export const noParallelWorkers = namedQuery({
  name: 'isirImportNoParallelWorkers',
  params: z.object({}),
  row: noRow,
  sql: 'SET LOCAL max_parallel_workers_per_gather = 0',
});

// --- Duplicates ------------------------------------------------------------------------------------------------

const schoolYear = { schoolCode: z.string(), aidYear: int };

export const storedTransactionKeys = namedQuery({
  name: 'storedIsirTransactionKeys',
  params: z.object({ ...schoolYear, keys: texts }),
  row: z.object({ k: z.string() }),
  sql: `SELECT transaction_key AS k FROM isir_record_all
         WHERE school_code = :schoolCode AND aid_year = :aidYear AND transaction_key = ANY(:keys::text[])`,
});

// --- Matching and creating students ----------------------------------------------------------------------------

/** Two index look-ups rather than one OR, which the planner may turn into a scan of every record. */
export const studentsOfPeople = namedQuery({
  name: 'isirStudentsOfPeople',
  params: z.object({ ...schoolYear, uuids: texts }),
  row: z.object({ student_id: id, person_uuid: maybeText, fafsa_uuid: maybeText }),
  sql: `SELECT student_id, person_uuid, fafsa_uuid FROM isir_record_all
         WHERE school_code = :schoolCode AND aid_year = :aidYear AND person_uuid = ANY(:uuids::text[])
        UNION ALL
        SELECT student_id, person_uuid, fafsa_uuid FROM isir_record_all
         WHERE school_code = :schoolCode AND aid_year = :aidYear AND fafsa_uuid = ANY(:uuids::text[])`,
});

export const studentsOfSsns = namedQuery({
  name: 'isirStudentsOfSsns',
  params: z.object({ schoolCode: z.string(), hmacs: texts }),
  row: z.object({ id, ssn_hmac: z.string(), dob: maybeText }),
  sql: `SELECT id, ssn_hmac, to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM student_all
         WHERE school_code = :schoolCode AND ssn_hmac = ANY(:hmacs::text[]) ORDER BY id`,
});

/**
 * Created as their record says (status, group, dependency), so the selection rules rewrite only students whose later
 * transaction changes something: an update of a student row touches a dozen indexes.
 */
export const insertStudents = namedQuery({
  name: 'insertIsirStudents',
  params: z.object({
    schoolCode: z.string(),
    uploadId: id,
    uuids: texts,
    firstNames: texts,
    lastNames: texts,
    emails: maybeTexts,
    birthDates: maybeTexts,
    ssnsSealed: maybeTexts,
    ssnHmacs: maybeTexts,
    ssnLastFours: maybeTexts,
    dependencyStatuses: ints,
    statuses: texts,
    verificationGroups: maybeTexts,
  }),
  row: z.object({ id, uuid: z.string() }),
  sql: `INSERT INTO student_all (uuid, school_code, student_number, first_name, last_name, email, date_of_birth,
                                 ssn_encrypted, ssn_hmac, ssn_last_four, dependency_status, status, verification_group,
                                 created_by_upload_id)
        SELECT u, :schoolCode, 'ISIR-' || replace(u::text, '-', ''), fn, ln, em, dob, se, sh, l4, ds, st, vg, :uploadId
          FROM unnest(:uuids::uuid[], :firstNames::text[], :lastNames::text[], :emails::text[], :birthDates::date[],
                      :ssnsSealed::text[], :ssnHmacs::text[], :ssnLastFours::text[], :dependencyStatuses::smallint[],
                      :statuses::text[], :verificationGroups::text[])
            AS t(u, fn, ln, em, dob, se, sh, l4, ds, st, vg)
        RETURNING id, uuid::text`,
});

// --- Writing the records ---------------------------------------------------------------------------------------

/** The students' current transactions before this batch (bigint ids: a number or a string by driver). */
export const currentOfStudents = namedQuery({
  name: 'isirCurrentOfStudents',
  params: z.object({ studentIds: ints, aidYear: int }),
  row: z.object({
    id: bigintNumber,
    student_id: id,
    upload_id: id,
    transaction_number: maybeInt,
    pd: maybeText,
  }),
  sql: `SELECT id, student_id, upload_id, transaction_number, to_char(transaction_process_date, 'YYYY-MM-DD') AS pd
          FROM isir_record_all WHERE student_id = ANY(:studentIds::int[]) AND aid_year = :aidYear AND is_current`,
});

export const notCurrent = namedQuery({
  name: 'isirRecordsNotCurrent',
  params: z.object({ ids: ints }),
  row: noRow,
  sql: 'UPDATE isir_record_all SET is_current = false WHERE id = ANY(:ids::bigint[])',
});

export const insertRecords = namedQuery({
  name: 'insertIsirRecords',
  params: z.object({
    uploadId: id,
    schoolCode: z.string(),
    aidYear: int,
    layoutIds: ints,
    studentIds: ints,
    lines: ints,
    keys: texts,
    transactionUuids: maybeTexts,
    fafsaUuids: maybeTexts,
    personUuids: maybeTexts,
    transactionNumbers: maybeInts,
    dependencyModels: maybeTexts,
    sais: maybeInts,
    firstNames: maybeTexts,
    middleNames: maybeTexts,
    lastNames: maybeTexts,
    birthDates: maybeTexts,
    ssnHmacs: maybeTexts,
    ssnLastFours: maybeTexts,
    emails: maybeTexts,
    trackingFlags: maybeTexts,
    selected: maybeTexts,
    /** Each record's comment codes joined by `|` (a text[][] cannot be ragged). */
    commentCodes: texts,
    rejectCodes: maybeTexts,
    receiptDates: maybeTexts,
    processDates: maybeTexts,
    warningCounts: ints,
    warnings: maybeTexts,
    sealed: maybeTexts,
    current: z.array(z.boolean()),
    streets: maybeTexts,
    cities: maybeTexts,
    states: maybeTexts,
    zipCodes: maybeTexts,
    ssaMatches: maybeTexts,
    dependencyOverrides: maybeTexts,
    cFlags: maybeTexts,
  }),
  row: noRow,
  sql: `INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number,
          transaction_key, transaction_uuid, fafsa_uuid, person_uuid, transaction_number, dependency_model, sai, first_name,
          middle_name, last_name, date_of_birth, ssn_hmac, ssn_last_four, email, tracking_flag, selected_for_verification,
          comment_codes, reject_codes, transaction_receipt_date, transaction_process_date, warning_count, warnings,
          raw_encrypted, is_current, street_address, city, state, zip_code, ssa_match_status, dependency_override, c_flag)
        SELECT :uploadId, :schoolCode, :aidYear, a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s,
               string_to_array(tt, '|'), u, v, w, x, y, z, cur, r1, r2, r3, r4, r5, r6, r7
          FROM unnest(:layoutIds::int[], :studentIds::int[], :lines::int[], :keys::text[], :transactionUuids::text[],
                      :fafsaUuids::text[], :personUuids::text[], :transactionNumbers::int[], :dependencyModels::text[],
                      :sais::int[], :firstNames::text[], :middleNames::text[], :lastNames::text[], :birthDates::date[],
                      :ssnHmacs::text[], :ssnLastFours::text[], :emails::text[], :trackingFlags::text[], :selected::text[],
                      :commentCodes::text[], :rejectCodes::text[], :receiptDates::date[], :processDates::date[],
                      :warningCounts::int[], :warnings::jsonb[], :sealed::text[], :current::boolean[], :streets::text[],
                      :cities::text[], :states::text[], :zipCodes::text[], :ssaMatches::text[],
                      :dependencyOverrides::text[], :cFlags::text[])
            AS t(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, tt, u, v, w, x, y, z, cur, r1, r2, r3, r4, r5,
                 r6, r7)`,
});

/**
 * The task list items a selected student's verification group brings: the school's map for the aid year, groups the
 * school has turned on, dependent-only items for dependent students. `b` is the student's current ISIR (student_id,
 * tracking_flag, dependency_model).
 */
const GROUP_TASK_LIST_ITEMS = `
  JOIN school_isir_record_info si ON si.school_code = :schoolCode AND si.aid_year = :aidYear
  JOIN school_isir_rec_info_vgroup_map m ON m.school_isir_record_info_id = si.id AND m.verification_group = b.tracking_flag
 WHERE (NOT m.dependent_only OR b.dependency_model IN ('D', 'X'))
   AND CASE b.tracking_flag WHEN 'V1' THEN si.is_v1_active WHEN 'V2' THEN si.is_v2_active WHEN 'V3' THEN si.is_v3_active
                            WHEN 'V4' THEN si.is_v4_active WHEN 'V5' THEN si.is_v5_active WHEN 'V6' THEN si.is_v6_active ELSE false END`;

export const addReportYears = namedQuery({
  name: 'isirImportAddReportYears',
  params: z.object({ ...schoolYear, studentIds: ints }),
  row: noRow,
  sql: `INSERT INTO report_year_student (school_code, aid_year, student_id)
        SELECT :schoolCode, :aidYear, unnest(:studentIds::int[]) ON CONFLICT DO NOTHING`,
});

export const addTaskListItemsOfNewStudents = namedQuery({
  name: 'isirImportAddTaskListItemsOfNewStudents',
  params: z.object({
    ...schoolYear,
    studentIds: ints,
    trackingFlags: maybeTexts,
    dependencyModels: maybeTexts,
  }),
  row: noRow,
  sql: `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account)
        SELECT gen_random_uuid(), b.student_id, m.interview_type_id, :aidYear, 'NEW', m.is_for_parent_account
          FROM unnest(:studentIds::int[], :trackingFlags::text[], :dependencyModels::text[])
            AS b(student_id, tracking_flag, dependency_model)
        ${GROUP_TASK_LIST_ITEMS}`,
});

// --- Publishing (the embedded database) -------------------------------------------------------------------------

export const dropTaskListItemsOfRestated = namedQuery({
  name: 'isirImportDropTaskListItemsOfRestated',
  params: z.object({ studentIds: ints, aidYear: int }),
  row: noRow,
  sql: 'DELETE FROM student_interview_link WHERE student_id = ANY(:studentIds::int[]) AND aid_year = :aidYear',
});

/**
 * What the insert trigger does for published rows (migration 102): a current ISIR of the student's own school adds
 * the student to its year. The students the file created are there already, but for those brought again.
 */
export const addReportYearsOfPublished = namedQuery({
  name: 'isirImportAddReportYearsOfPublished',
  params: z.object({ uploadId: id, restated: ints }),
  row: noRow,
  sql: `INSERT INTO report_year_student (school_code, aid_year, student_id)
        SELECT DISTINCT s.school_code, r.aid_year, r.student_id
          FROM isir_record_all r JOIN student_all s ON s.id = r.student_id
         WHERE r.upload_id = :uploadId AND r.is_current AND r.school_code = s.school_code
           AND (s.created_by_upload_id IS DISTINCT FROM :uploadId OR s.id = ANY(:restated::int[]))
        ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
         WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code`,
});

// --- The selection rules, once the file is in --------------------------------------------------------------------
// The touched students' transactions, narrow (no raw record), are materialised once in temporary tables: the planner
// knows nothing of rows written moments ago in this transaction, and re-scanning them per statement is what makes
// big files slow. Each temporary table is dropped first (a retried transaction on a pooled connection) and at the end.

const tempTable = (name: string, table: string) =>
  namedQuery({ name, params: z.object({}), row: noRow, sql: `DROP TABLE IF EXISTS pg_temp.${table}` });
export const dropTemp = {
  uploadStudents: tempTable('dropIsirUploadStudent', 'isir_upload_student'),
  touched: tempTable('dropIsirTouched', 'isir_touched'),
  best: tempTable('dropIsirBest', 'isir_best'),
  previous: tempTable('dropIsirPrevious', 'isir_previous'),
  studentNext: tempTable('dropIsirStudentNext', 'isir_student_next'),
};
const analyseTemp = (name: string, table: string) =>
  namedQuery({ name, params: z.object({}), row: noRow, sql: `ANALYZE pg_temp.${table}` });
export const analyseTemps = {
  uploadStudents: analyseTemp('analyseIsirUploadStudent', 'isir_upload_student'),
  touched: analyseTemp('analyseIsirTouched', 'isir_touched'),
  best: analyseTemp('analyseIsirBest', 'isir_best'),
};

/** The touched students come from the upload's records (its index); the planner knows their number after ANALYZE. */
export const createUploadStudents = namedQuery({
  name: 'createIsirUploadStudent',
  params: uploadId,
  row: noRow,
  sql: `CREATE TEMP TABLE isir_upload_student ON COMMIT DROP AS
        SELECT DISTINCT student_id FROM isir_record_all WHERE upload_id = :uploadId`,
});

/** Each touched student's transactions, by the student index: no scan of the fresh, unanalysed records. */
export const createTouched = namedQuery({
  name: 'createIsirTouched',
  params: z.object(schoolYear),
  row: noRow,
  sql: `CREATE TEMP TABLE isir_touched ON COMMIT DROP AS
        SELECT r.id, r.student_id, r.upload_id, r.transaction_number, r.transaction_process_date, r.is_current, r.sai,
               r.dependency_model, r.selected_for_verification, r.tracking_flag
          FROM isir_upload_student u
          JOIN isir_record r ON r.student_id = u.student_id AND r.aid_year = :aidYear AND r.school_code = :schoolCode`,
});

const BY_RANK =
  'ORDER BY student_id, transaction_number DESC NULLS LAST, transaction_process_date DESC NULLS LAST, id DESC';

/** Each touched student's current transaction: highest transaction number, then process date, then the later row. */
export const createBest = namedQuery({
  name: 'createIsirBest',
  params: z.object({}),
  row: noRow,
  sql: `CREATE TEMP TABLE isir_best ON COMMIT DROP AS SELECT DISTINCT ON (student_id) * FROM isir_touched ${BY_RANK}`,
});

export const indexBest = namedQuery({
  name: 'indexIsirBest',
  params: z.object({}),
  row: noRow,
  sql: 'CREATE INDEX ON isir_best (student_id)',
});

/** The transaction that was current before this file: the best of the student's records from other files. */
export const createPrevious = namedQuery({
  name: 'createIsirPrevious',
  params: uploadId,
  row: noRow,
  sql: `CREATE TEMP TABLE isir_previous ON COMMIT DROP AS
        SELECT DISTINCT ON (student_id) * FROM isir_touched WHERE upload_id <> :uploadId ${BY_RANK}`,
});

/** Students whose current transaction is now this file's and was another before. */
const CHANGED = `FROM isir_best b JOIN isir_previous p ON p.student_id = b.student_id AND p.id <> b.id`;

export const recordChanges = namedQuery({
  name: 'recordIsirChanges',
  params: z.object({ uploadId: id, ...schoolYear }),
  row: noRow,
  sql: `INSERT INTO isir_change (school_code, aid_year, student_id, isir_record_id, previous_record_id, field, old_value,
                                 new_value)
        SELECT :schoolCode, :aidYear, b.student_id, b.id, p.id, c.field, c.old_value, c.new_value
          ${CHANGED}
         CROSS JOIN LATERAL (VALUES ('SAI', p.sai::text, b.sai::text),
                                    ('DEPENDENCY', p.dependency_model, b.dependency_model),
                                    ('SELECTION', concat_ws(' ', p.selected_for_verification, p.tracking_flag),
                                                  concat_ws(' ', b.selected_for_verification, b.tracking_flag)))
           AS c(field, old_value, new_value)
         WHERE b.upload_id = :uploadId AND c.old_value IS DISTINCT FROM c.new_value`,
});

export const countChangedStudents = namedQuery({
  name: 'countIsirChangedStudents',
  params: uploadId,
  row: z.object({ updated: int }),
  sql: `SELECT count(DISTINCT b.student_id)::int AS updated ${CHANGED} WHERE b.upload_id = :uploadId`,
});

/**
 * The batches set the flag already; this puts it right should two records of one student tie in a way the batches
 * ordered differently (it changes no row otherwise).
 */
export const settleCurrent = namedQuery({
  name: 'settleIsirCurrent',
  params: z.object({}),
  row: noRow,
  sql: `UPDATE isir_record x SET is_current = (x.id = b.id)
          FROM isir_touched t JOIN isir_best b ON b.student_id = t.student_id
         WHERE x.id = t.id AND (t.is_current OR t.id = b.id) AND t.is_current IS DISTINCT FROM (t.id = b.id)`,
});

/** The student status of a student whose current ISIR is not selected for verification (set only by the import). */
export const NOT_SELECTED = 'NOT_SELECTED';

/**
 * Selection follows the current transaction while verification has not started: a student whose new current ISIR is
 * not selected leaves SELECTED (status NOT_SELECTED, no group); a NOT_SELECTED student whose new one is selected
 * becomes SELECTED. Once work is under way (IN_PROGRESS and later) the status stays as staff left it.
 */
export const createStudentNext = namedQuery({
  name: 'createIsirStudentNext',
  params: uploadId,
  row: noRow,
  sql: `CREATE TEMP TABLE isir_student_next ON COMMIT DROP AS
        SELECT s.id, s.status AS old_status, n.dependency_status, n.status, n.verification_group
          FROM isir_best b JOIN student s ON s.id = b.student_id
         CROSS JOIN LATERAL (
               SELECT CASE WHEN b.dependency_model IN ('I', 'Y', 'Z') THEN 0 ELSE 1 END AS dependency_status,
                      CASE WHEN b.selected_for_verification = 'Y' AND s.status = '${NOT_SELECTED}' THEN 'SELECTED'
                           WHEN b.selected_for_verification IS DISTINCT FROM 'Y' AND s.status = 'SELECTED'
                           THEN '${NOT_SELECTED}'
                           ELSE s.status END AS status,
                      CASE WHEN b.selected_for_verification = 'Y' AND b.tracking_flag ~ '^V[1-6]$' THEN b.tracking_flag
                           WHEN b.selected_for_verification IS DISTINCT FROM 'Y' AND s.status = 'SELECTED' THEN NULL
                           ELSE s.verification_group END AS verification_group) n
         WHERE b.upload_id = :uploadId
           AND (s.dependency_status, s.status, s.verification_group)
               IS DISTINCT FROM (n.dependency_status, n.status, n.verification_group)`,
});

/** A student no longer selected: the task list items not started are no longer required. */
export const itemsNotRequired = namedQuery({
  name: 'isirImportItemsNotRequired',
  params: z.object({ aidYear: int }),
  row: noRow,
  sql: `UPDATE student_interview_link l SET status = 'NOT_REQUIRED', updated_at = now()
          FROM isir_student_next n
         WHERE n.old_status = 'SELECTED' AND n.status = '${NOT_SELECTED}' AND l.student_id = n.id
           AND l.aid_year = :aidYear AND l.status = 'NEW'`,
});

/** A student selected again: the items set aside become required again. */
export const itemsRequiredAgain = namedQuery({
  name: 'isirImportItemsRequiredAgain',
  params: z.object({ aidYear: int }),
  row: noRow,
  sql: `UPDATE student_interview_link l SET status = 'NEW', updated_at = now()
          FROM isir_student_next n
         WHERE n.old_status = '${NOT_SELECTED}' AND n.status = 'SELECTED' AND l.student_id = n.id
           AND l.aid_year = :aidYear AND l.status = 'NOT_REQUIRED'`,
});

export const recordStatusHistory = namedQuery({
  name: 'isirImportRecordStatusHistory',
  params: z.object({ schoolCode: z.string() }),
  row: noRow,
  sql: `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_name)
        SELECT :schoolCode, 'student', n.id::text, 'status', n.old_status, n.status, 'ISIR import'
          FROM isir_student_next n WHERE n.old_status <> n.status`,
});

export const applyStudentNext = namedQuery({
  name: 'isirImportApplyStudentNext',
  params: z.object({}),
  row: noRow,
  sql: `UPDATE student s SET dependency_status = n.dependency_status, status = n.status,
               verification_group = n.verification_group, updated_at = now()
          FROM isir_student_next n WHERE s.id = n.id`,
});

/** The items of the selected students' groups that they do not have yet. */
export const addTaskListItemsOfSelected = namedQuery({
  name: 'isirImportAddTaskListItemsOfSelected',
  params: z.object({ uploadId: id, ...schoolYear }),
  row: noRow,
  sql: `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account)
        SELECT gen_random_uuid(), b.student_id, m.interview_type_id, :aidYear, 'NEW', m.is_for_parent_account
          FROM isir_best b
        ${GROUP_TASK_LIST_ITEMS}
           AND b.upload_id = :uploadId AND b.selected_for_verification = 'Y'
           AND NOT EXISTS (SELECT 1 FROM student_interview_link l
                            WHERE l.student_id = b.student_id AND l.aid_year = :aidYear
                              AND l.interview_type_id = m.interview_type_id
                              AND l.is_for_parent_account = m.is_for_parent_account)`,
});

export const countSelected = namedQuery({
  name: 'countIsirImportSelected',
  params: uploadId,
  row: z.object({ selected: int }),
  sql: `SELECT count(*)::int AS selected FROM isir_best b
         WHERE b.upload_id = :uploadId AND b.selected_for_verification = 'Y'`,
});
