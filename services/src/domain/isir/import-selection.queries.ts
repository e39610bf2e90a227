import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';
import { GROUP_TASK_LIST_ITEMS } from './import-records.queries.js';

// The SQL of the ISIR import's last stage (import-selection.ts): publishing an unpublished file, then, once per file,
// which ISIR is current and what the selection for verification asks of each touched student.

const int = z.number().int();
const ints = z.array(int);
const uploadId = z.object({ uploadId: id });
const schoolYear = { schoolCode: z.string(), aidYear: int };

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
  sql: `INSERT INTO report_year_student (school_code, aid_year, student_id, status)
        SELECT DISTINCT s.school_code, r.aid_year, r.student_id, s.status
          FROM isir_record_all r JOIN student_all s ON s.id = r.student_id
         WHERE r.upload_id = :uploadId AND r.is_current AND r.school_code = s.school_code
           AND (s.created_by_upload_id IS DISTINCT FROM :uploadId OR s.id = ANY(:restated::int[]))
        ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
         WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code`,
});

// --- The Missing Student and Educational Purpose Reports' rows (migration 122), once per file ---------------------

/**
 * Until this transaction ends, the follow-up reports' triggers leave the import's writes alone: each student of the
 * file was worked out again at each of its statements (3-4 per student). `refreshFollowUp` does it once, at the end.
 */
export const followUpAtEnd = namedQuery({
  name: 'isirImportFollowUpAtEnd',
  params: z.object({}),
  row: noRow,
  sql: "SELECT set_config('aidverify.follow_up_at_end', 'on', true) AS follow_up_at_end",
});

// --- The Non Matching SSN and Verification Reports' candidates (migrations 117, 118, 132), once per file ----------

/**
 * A server's import only (its batches are one transaction): until it ends, the triggers of report_ssn_candidate and
 * report_verification_candidate leave its ISIR statements alone (1.7 s and 1.0 s per 100,000 records when each
 * statement worked its students out again); `refreshIsirReports` does it once, at the end. Not the embedded
 * database's publishing transaction: its batches kept the upkeep, and it blocks every other request.
 */
export const isirReportsAtEnd = namedQuery({
  name: 'isirImportIsirReportsAtEnd',
  params: z.object({}),
  row: noRow,
  sql: "SELECT set_config('aidverify.isir_reports_at_end', 'on', true) AS isir_reports_at_end",
});

/**
 * The file's students' candidates worked out again, once, set-based, when its statements left them
 * (isir_reports_at_end): every ISIR the import writes is of a student of the file.
 */
export const refreshIsirReports = namedQuery({
  name: 'isirImportRefreshIsirReports',
  params: z.object({}),
  row: noRow,
  sql: `SELECT isir_reports_refresh(array_agg(student_id ORDER BY student_id)) AS refreshed FROM isir_upload_student
         WHERE isir_reports_at_end()`,
});

// --- The Account QC Report's counts and rows (migrations 078, 110, 124, 133), once per file -----------------------

/**
 * A server's import only, as isirReportsAtEnd: until `refreshAccountQcAtEnd`, the Account QC triggers leave its
 * batches' students, ISIRs and report years alone (5.6 s per 100,000 records when each statement kept them).
 */
export const accountQcAtEnd = namedQuery({
  name: 'isirImportAccountQcAtEnd',
  params: z.object({}),
  row: noRow,
  sql: "SELECT set_config('aidverify.account_qc_at_end', 'on', true) AS account_qc_at_end",
});

/**
 * What the batches left (account_qc_at_end) worked out once: the upload's e-mails and current ISIRs' addresses
 * counted, then the rows of its students and of every holder, in the file or not, of a contact they share. Turns the
 * setting off: the statements after it (current flags settled, the selection applied) keep the upkeep by statement.
 */
export const refreshAccountQcAtEnd = namedQuery({
  name: 'isirImportRefreshAccountQcAtEnd',
  params: uploadId,
  row: noRow,
  sql: 'SELECT account_qc_at_end_refresh(:uploadId) AS refreshed',
});

/** The file's students' rows worked out again, once, set-based (locked first, in id order, as every writer does). */
export const refreshFollowUp = namedQuery({
  name: 'isirImportRefreshFollowUp',
  params: z.object({}),
  row: noRow,
  sql: 'SELECT report_follow_up_refresh(array_agg(student_id ORDER BY student_id)) AS refreshed FROM isir_upload_student',
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
