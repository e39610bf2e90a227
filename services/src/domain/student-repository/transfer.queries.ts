import { z } from 'zod';
import { id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { bigintColumn } from './uploads.queries.js';

// The SQL of the transfer files (transfer.ts): their lines, their headers and records as kept, the two reports and
// the nightly job's targets (docs/data-layer.md).

const schoolCode = z.string();
const aidYear = z.number().int();
const texts = z.array(z.string());
const maybeTexts = z.array(z.string().nullable());
const total = z.object({ total: z.number().int() });

/** A line of a transfer file, one student. */
export const transferLine = z.object({
  student_id: id,
  school_student_id: z.string(),
  verification_status: z.string(),
  verification_group: maybeText,
  pell_verification_status: maybeText,
  sai: z.number().int().nullable(),
  completion_date: maybeText,
});
export type TransferLine = z.output<typeof transferLine>;

/**
 * Every student of the school and aid year a roster matched (the newest roster's student id): verification status
 * and group, the Pell verification status COD expects (V verified, S selected and not yet verified; none when not
 * selected), the SAI of the current ISIR and, once verified, the day the status history last says it became
 * verified (the review's completion when no history names it; a task list item touched later does not move it).
 */
export const transferLines = namedQuery({
  name: 'transferLines',
  params: z.object({ schoolCode, aidYear, verified: texts, inVerification: texts }),
  row: transferLine,
  sql: `SELECT DISTINCT ON (s.id) s.id AS student_id, r.school_student_id, s.status AS verification_status, s.verification_group,
            CASE WHEN s.status = ANY(:verified::text[]) THEN 'V' WHEN s.status = ANY(:inVerification::text[]) THEN 'S' END AS pell_verification_status,
            (SELECT i.sai FROM isir_record i WHERE i.student_id = s.id AND i.aid_year = :aidYear AND i.is_current LIMIT 1) AS sai,
            CASE WHEN s.status = ANY(:verified::text[]) THEN
              COALESCE((SELECT max(h.created_at)::date::text FROM record_history h
                          WHERE h.entity_type = 'student' AND h.entity_id = s.id::text AND h.field = 'status'
                            AND h.new_value = ANY(:verified::text[])), s.review_completed_at::date::text) END AS completion_date
       FROM student_repository r JOIN student s ON s.id = r.student_id
      WHERE r.school_code = :schoolCode AND r.aid_year = :aidYear AND r.match_status = 'MATCHED'
      ORDER BY s.id, r.upload_id DESC, r.row_number`,
});

/** A transfer file's header as stored (`SELECT *`, `RETURNING *`): the columns the code reads. */
export const headerRow = z.object({
  id,
  uuid: z.string(),
  school_code: z.string(),
  aid_year: aidYear,
  file_format: z.enum(['CSV', 'FIXED']),
  file_name: z.string(),
  record_count: z.number().int(),
  verified_count: z.number().int(),
  selected_count: z.number().int(),
  size_bytes: bigintColumn,
  blob_key: z.string(),
  origin: z.enum(['ON_DEMAND', 'SCHEDULED']),
  created_by_name: maybeText,
  created_at: z.date(),
});
export type HeaderRow = z.output<typeof headerRow>;

export const insertHeader = namedQuery({
  name: 'insertHeader',
  params: z.object({
    uuid: z.string(),
    schoolCode,
    aidYear,
    fileFormat: z.string(),
    fileName: z.string(),
    recordCount: z.number().int(),
    verifiedCount: z.number().int(),
    selectedCount: z.number().int(),
    sizeBytes: z.number().int(),
    blobKey: z.string(),
    origin: z.string(),
    createdByUuid: z.string().nullable(),
    createdByName: z.string(),
    createdAt: z.date(),
  }),
  row: headerRow,
  sql: `INSERT INTO student_repository_transfer_header (uuid, school_code, aid_year, file_format, file_name, record_count, verified_count, selected_count,
                                                         size_bytes, blob_key, origin, created_by_uuid, created_by_name, created_at)
         VALUES (:uuid, :schoolCode, :aidYear, :fileFormat, :fileName, :recordCount, :verifiedCount, :selectedCount,
                 :sizeBytes, :blobKey, :origin, :createdByUuid, :createdByName, :createdAt) RETURNING *`,
});

export const insertRecords = namedQuery({
  name: 'insertRecords',
  params: z.object({
    headerId: id,
    schoolCode,
    lineNumbers: z.array(z.number().int()),
    studentIds: z.array(z.number().int()),
    schoolStudentIds: texts,
    verificationStatuses: texts,
    verificationGroups: maybeTexts,
    pellVerificationStatuses: maybeTexts,
    sais: z.array(z.number().int().nullable()),
    completionDates: maybeTexts,
  }),
  row: noRow,
  sql: `INSERT INTO student_repository_transfer_record (header_id, school_code, line_number, student_id, school_student_id, verification_status,
                                                           verification_group, pell_verification_status, sai, completion_date)
           SELECT :headerId, :schoolCode, t.* FROM unnest(:lineNumbers::int[], :studentIds::int[], :schoolStudentIds::text[], :verificationStatuses::text[],
                                                         :verificationGroups::text[], :pellVerificationStatuses::text[], :sais::int[], :completionDates::date[]) AS t`,
});

const headerFilter = { schoolCode, aidYear: aidYear.nullable() };
const HEADER_WHERE = 'school_code = :schoolCode AND (:aidYear::int IS NULL OR aid_year = :aidYear)';

/** The header report: the school's transfer files, newest first. */
export const searchHeaders = namedQuery({
  name: 'searchHeaders',
  params: z.object({ ...headerFilter, limit: z.number().int(), offset: z.number().int() }),
  row: headerRow,
  sql: `SELECT * FROM student_repository_transfer_header WHERE ${HEADER_WHERE} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
});
export const countHeaders = namedQuery({
  name: 'countHeaders',
  params: z.object(headerFilter),
  row: total,
  sql: `SELECT count(*)::int AS total FROM student_repository_transfer_header WHERE ${HEADER_WHERE}`,
});

/** The record filter: each list null when not asked; the student ids upper case. */
const recordFilter = {
  schoolCode,
  headerIds: z.array(z.number().int()).nullable(),
  schoolStudentIds: texts.nullable(),
  pellVerificationStatuses: texts.nullable(),
  verificationGroups: texts.nullable(),
};
const RECORD_WHERE = `t.school_code = :schoolCode AND (:headerIds::int[] IS NULL OR t.header_id = ANY(:headerIds))
     AND (:schoolStudentIds::text[] IS NULL OR upper(t.school_student_id) = ANY(:schoolStudentIds))
     AND (:pellVerificationStatuses::text[] IS NULL OR t.pell_verification_status = ANY(:pellVerificationStatuses))
     AND (:verificationGroups::text[] IS NULL OR t.verification_group = ANY(:verificationGroups))`;

/** The record report (one file's lines) and searchbylists (lines across files by lists of values). */
export const searchRecords = namedQuery({
  name: 'searchRecords',
  params: z.object({ ...recordFilter, limit: z.number().int(), offset: z.number().int() }),
  row: z.object({
    id: bigintColumn,
    header_id: id,
    file_name: z.string(),
    line_number: z.number().int(),
    school_student_id: z.string(),
    verification_status: z.string(),
    verification_group: maybeText,
    pell_verification_status: maybeText,
    sai: z.number().int().nullable(),
    completion_date: maybeText,
    student_uuid: maybeText,
  }),
  sql: `SELECT t.id, t.header_id, h.file_name, t.line_number, t.school_student_id, t.verification_status, t.verification_group, t.pell_verification_status,
            t.sai, t.completion_date::text AS completion_date, s.uuid::text AS student_uuid
       FROM student_repository_transfer_record t JOIN student_repository_transfer_header h ON h.id = t.header_id
       LEFT JOIN student s ON s.id = t.student_id
      WHERE ${RECORD_WHERE} ORDER BY t.header_id DESC, t.line_number LIMIT :limit OFFSET :offset`,
});
export const countRecords = namedQuery({
  name: 'countRecords',
  params: z.object(recordFilter),
  row: total,
  sql: `SELECT count(*)::int AS total FROM student_repository_transfer_record t WHERE ${RECORD_WHERE}`,
});

/** A kept transfer file of the school and aid year. */
export const headerById = namedQuery({
  name: 'headerById',
  params: z.object({ id, schoolCode, aidYear }),
  row: headerRow,
  sql: 'SELECT * FROM student_repository_transfer_header WHERE id = :id AND school_code = :schoolCode AND aid_year = :aidYear',
});

/**
 * The schools and aid years with the student repository on and a roster loaded; when `nightly`, only those whose
 * local hour at `at` is `nightHour`.
 */
export const transferTargets = namedQuery({
  name: 'transferTargets',
  // `at` as given (z.instanceof, not z.date(): a job's unreadable `at` fails in the database, as before).
  params: z.object({ nightly: z.boolean(), at: z.instanceof(Date), nightHour: z.number().int() }),
  row: z.object({ school_code: z.string(), aid_year: aidYear }),
  sql: `SELECT i.school_code, i.aid_year FROM school_isir_record_info i
        WHERE i.stud_repo AND EXISTS (SELECT 1 FROM student_repository_upload u WHERE u.school_code = i.school_code AND u.aid_year = i.aid_year)
          AND (NOT :nightly OR extract(hour FROM :at::timestamptz AT TIME ZONE school_time_zone(i.school_code)) = :nightHour)
        ORDER BY 1, 2`,
});
