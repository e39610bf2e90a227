import { z } from 'zod';
import { id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { schoolDayStart } from '../../platform/school-day.js';

// The SQL of the roster uploads (uploads.ts): loading a roster, its matching against the aid year's ISIR students,
// the upload as read and the upload and error reports (docs/data-layer.md).

const schoolCode = z.string();
const aidYear = z.number().int();
/** A bigint column (bigserial ids, size_bytes): a number on PGlite, a string on node-postgres. */
export const bigintColumn = z.union([z.number(), z.string(), z.bigint()]);

/** The student repository switch of the school's aid year. */
export const studRepoSetting = namedQuery({
  name: 'studRepoSetting',
  params: z.object({ schoolCode, aidYear }),
  row: z.object({ stud_repo: z.boolean() }),
  sql: 'SELECT stud_repo FROM school_isir_record_info WHERE school_code = :schoolCode AND aid_year = :aidYear',
});

/** An upload as stored (`SELECT *`): the columns the answer reads. */
export const uploadRow = z.object({
  id,
  uuid: z.string(),
  aid_year: aidYear,
  file_name: z.string(),
  file_format: z.enum(['CSV', 'XLSX']),
  size_bytes: bigintColumn,
  row_count: z.number().int(),
  matched_count: z.number().int(),
  proposed_count: z.number().int(),
  unmatched_count: z.number().int(),
  error_count: z.number().int(),
  processed_count: z.number().int(),
  uploaded_by_name: maybeText,
  created_at: z.date(),
  processed_at: z.date().nullable(),
});
export type UploadRow = z.output<typeof uploadRow>;

export const insertUpload = namedQuery({
  name: 'insertUpload',
  params: z.object({
    uuid: z.string(),
    schoolCode,
    aidYear,
    fileName: z.string(),
    fileFormat: z.string(),
    sizeBytes: z.number().int(),
    rowCount: z.number().int(),
    errorCount: z.number().int(),
    uploadedByUuid: z.string().nullable(),
    uploadedByName: z.string(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO student_repository_upload (uuid, school_code, aid_year, file_name, file_format, size_bytes, row_count, error_count, uploaded_by_uuid, uploaded_by_name)
       VALUES (:uuid, :schoolCode, :aidYear, :fileName, :fileFormat, :sizeBytes, :rowCount, :errorCount, :uploadedByUuid, :uploadedByName) RETURNING id`,
});

const texts = z.array(z.string());
const maybeTexts = z.array(z.string().nullable());

/**
 * One batch of rows, each written once with its exact match (found by index in the candidate table as it is
 * inserted): SSN, or its last four when the SIS sends only that, with date of birth and last name.
 */
export const insertRosterRows = namedQuery({
  name: 'insertRosterRows',
  params: z.object({
    uploadId: id,
    schoolCode,
    aidYear,
    rowNumbers: z.array(z.number().int()),
    schoolStudentIds: texts,
    ssnsSealed: maybeTexts,
    ssnHmacs: maybeTexts,
    ssnLastFours: texts,
    datesOfBirth: texts,
    firstNames: texts,
    lastNames: texts,
    emails: maybeTexts,
    phones: maybeTexts,
    enrollmentTerms: maybeTexts,
  }),
  row: noRow,
  sql: `INSERT INTO student_repository (upload_id, school_code, aid_year, row_number, school_student_id, ssn_encrypted, ssn_hmac, ssn_last_four,
                                     date_of_birth, first_name, last_name, email, phone, enrollment_term, match_status, student_id, match_score, match_reason)
     SELECT :uploadId, :schoolCode, :aidYear, t.*, CASE WHEN m.id IS NULL THEN 'UNMATCHED' ELSE 'MATCHED' END, m.id, CASE WHEN m.id IS NOT NULL THEN 1 END, m.reason
       FROM unnest(:rowNumbers::int[], :schoolStudentIds::text[], :ssnsSealed::text[], :ssnHmacs::text[], :ssnLastFours::text[], :datesOfBirth::date[],
                   :firstNames::text[], :lastNames::text[], :emails::text[], :phones::text[], :enrollmentTerms::text[])
            AS t(rn, sid, se, sh, l4, dob, fn, ln, em, ph, tm)
       LEFT JOIN LATERAL (
         SELECT c.id, 'SSN, date of birth and last name' AS reason FROM repo_candidate c
          WHERE t.sh IS NOT NULL AND c.ssn_hmac = t.sh AND c.date_of_birth = t.dob AND c.last_name = lower(t.ln)
         UNION ALL
         SELECT c.id, 'SSN last four, date of birth and last name' FROM repo_candidate c
          WHERE t.sh IS NULL AND c.ssn_last_four = t.l4 AND c.date_of_birth = t.dob AND c.last_name = lower(t.ln)
         ORDER BY 1 LIMIT 1) m ON true`,
});

export const insertRosterErrors = namedQuery({
  name: 'insertRosterErrors',
  params: z.object({
    uploadId: id,
    schoolCode,
    rowNumbers: z.array(z.number().int()),
    columns: maybeTexts,
    codes: texts,
    messages: texts,
  }),
  row: noRow,
  sql: `INSERT INTO student_repository_error (upload_id, school_code, row_number, column_name, code, message)
     SELECT :uploadId, :schoolCode, t.* FROM unnest(:rowNumbers::int[], :columns::text[], :codes::text[], :messages::text[]) AS t`,
});

/** The school's ISIR students of the aid year: an ISIR of that year, or a task list for it (a fragment; :schoolCode, :aidYear). */
export const AID_YEAR_STUDENTS = `SELECT s.id, s.ssn_hmac, s.ssn_last_four, s.date_of_birth, lower(s.last_name) AS last_name, lower(s.first_name) AS first_name
   FROM student s
  WHERE s.school_code = :schoolCode
    AND (EXISTS (SELECT 1 FROM isir_record i WHERE i.student_id = s.id AND i.aid_year = :aidYear)
         OR EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = s.id AND l.aid_year = :aidYear))`;

const none = z.object({});
const statement = (name: string, sql: string) => namedQuery({ name, params: none, row: noRow, sql });

/** The aid year's ISIR students, materialised once and indexed for the matching (dropped at commit). */
export const dropCandidates = statement('dropCandidates', 'DROP TABLE IF EXISTS pg_temp.repo_candidate');
export const createCandidates = namedQuery({
  name: 'createCandidates',
  params: z.object({ schoolCode, aidYear }),
  row: noRow,
  sql: `CREATE TEMP TABLE repo_candidate ON COMMIT DROP AS ${AID_YEAR_STUDENTS}`,
});
export const indexCandidates = [
  statement('indexCandidatesBySsn', 'CREATE INDEX ON repo_candidate (ssn_hmac)'),
  statement('indexCandidatesByLastFour', 'CREATE INDEX ON repo_candidate (ssn_last_four, date_of_birth)'),
  statement('indexCandidatesByBirth', 'CREATE INDEX ON repo_candidate (date_of_birth, last_name)'),
];
export const analyzeCandidates = statement('analyzeCandidates', 'ANALYZE repo_candidate');
export const analyzeRosterRows = statement('analyzeRosterRows', 'ANALYZE student_repository');
export const dropCandidateTable = statement('dropCandidateTable', 'DROP TABLE repo_candidate');

const propose = (name: string, join: string, score: string, reason: string) =>
  namedQuery({
    name,
    params: z.object({ uploadId: id }),
    row: noRow,
    sql: `UPDATE student_repository r SET match_status = 'PROPOSED', proposed_student_id = m.cid, match_score = m.score, match_reason = '${reason}'
         FROM (SELECT DISTINCT ON (r.id) r.id AS rid, c.id AS cid, ${score} AS score
                 FROM student_repository r JOIN repo_candidate c ON ${join}
                WHERE r.upload_id = :uploadId AND r.match_status = 'UNMATCHED'
                ORDER BY r.id, ${score} DESC, c.id) m
        WHERE r.id = m.rid`,
  });

/**
 * Set-based proposals for the rows no exact match took, one statement per rule, in this order: SSN with only one of
 * date of birth or last name; the last four with date of birth; or first and last name with date of birth but
 * another SSN. Each rule is fixed here, when the module loads.
 */
export const proposals = [
  propose(
    'proposeBySsn',
    'c.ssn_hmac = r.ssn_hmac AND (c.date_of_birth = r.date_of_birth OR c.last_name = lower(r.last_name))',
    `round((0.5 * (c.date_of_birth = r.date_of_birth)::int + 0.5 * public.similarity(c.last_name, lower(r.last_name)))::numeric, 2)::real`,
    'SSN matches; date of birth or last name differs',
  ),
  propose(
    'proposeByLastFour',
    'r.ssn_hmac IS NULL AND c.ssn_last_four = r.ssn_last_four AND c.date_of_birth = r.date_of_birth',
    `round((0.4 + 0.5 * public.similarity(c.last_name, lower(r.last_name)))::numeric, 2)::real`,
    'SSN last four and date of birth match; last name differs',
  ),
  propose(
    'proposeByName',
    'c.date_of_birth = r.date_of_birth AND c.last_name = lower(r.last_name) AND c.first_name = lower(r.first_name)',
    '0.6::real',
    'Name and date of birth match; SSN differs',
  ),
];

/**
 * Matched rows fill what the student's record lacks: the school's student id (in place of the one the ISIR
 * import made up, unless another student has it), the e-mail address and the phone number.
 */
export const fillStudents = namedQuery({
  name: 'fillStudents',
  params: z.object({ uploadId: id, rowId: z.number().int().nullable() }),
  row: noRow,
  sql: `UPDATE student s
        SET student_number = CASE WHEN s.student_number LIKE 'ISIR-%'
                                   AND NOT EXISTS (SELECT 1 FROM student o WHERE o.school_code = s.school_code AND o.student_number = f.school_student_id)
                                  THEN f.school_student_id ELSE s.student_number END,
            email = COALESCE(NULLIF(s.email, ''), f.email),
            phone = COALESCE(NULLIF(s.phone, ''), f.phone),
            updated_at = now()
       FROM (SELECT DISTINCT ON (student_id) student_id, school_student_id, email, phone FROM student_repository
              WHERE upload_id = :uploadId AND match_status = 'MATCHED' AND (:rowId::bigint IS NULL OR id = :rowId) ORDER BY student_id, row_number) f
      WHERE s.id = f.student_id
        AND (s.student_number LIKE 'ISIR-%' OR (COALESCE(s.email, '') = '' AND f.email IS NOT NULL) OR (COALESCE(s.phone, '') = '' AND f.phone IS NOT NULL))`,
});

export const recount = namedQuery({
  name: 'recount',
  params: z.object({ uploadId: id }),
  row: noRow,
  sql: `UPDATE student_repository_upload u SET
        matched_count = c.matched, proposed_count = c.proposed, unmatched_count = c.unmatched, processed_count = c.processed
       FROM (SELECT count(*) FILTER (WHERE match_status = 'MATCHED')::int AS matched, count(*) FILTER (WHERE match_status = 'PROPOSED')::int AS proposed,
                    count(*) FILTER (WHERE match_status = 'UNMATCHED')::int AS unmatched, count(*) FILTER (WHERE processed_at IS NOT NULL)::int AS processed
               FROM student_repository WHERE upload_id = :uploadId) c
      WHERE u.id = :uploadId`,
});

export const uploadById = namedQuery({
  name: 'uploadById',
  params: z.object({ id, schoolCode }),
  row: uploadRow,
  sql: 'SELECT * FROM student_repository_upload WHERE id = :id AND school_code = :schoolCode',
});

const total = z.object({ total: z.number().int() });

const uploadFilter = {
  schoolCode,
  aidYear: aidYear.nullable(),
  uploadId: id.nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  withErrors: z.boolean(),
};
const UPLOAD_WHERE = `school_code = :schoolCode AND (:aidYear::int IS NULL OR aid_year = :aidYear) AND (:uploadId::int IS NULL OR id = :uploadId)
     AND (:from::date IS NULL OR created_at >= ${schoolDayStart(':schoolCode', ':from')})
     AND (:to::date IS NULL OR created_at < ${schoolDayStart(':schoolCode', ':to::date + 1')}) AND (NOT :withErrors OR error_count > 0)`;

/** The upload report: the school's rosters, newest first, by aid year, date range, or only those with faulty rows. */
export const searchUploads = namedQuery({
  name: 'searchUploads',
  params: z.object({ ...uploadFilter, limit: z.number().int(), offset: z.number().int() }),
  row: uploadRow,
  sql: `SELECT * FROM student_repository_upload WHERE ${UPLOAD_WHERE} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
});
export const countUploads = namedQuery({
  name: 'countUploads',
  params: z.object(uploadFilter),
  row: total,
  sql: `SELECT count(*)::int AS total FROM student_repository_upload WHERE ${UPLOAD_WHERE}`,
});

const errorFilter = {
  schoolCode,
  aidYear: aidYear.nullable(),
  uploadId: id.nullable(),
  code: z.string().nullable(),
};
const ERROR_WHERE = `e.school_code = :schoolCode AND (:aidYear::int IS NULL OR u.aid_year = :aidYear) AND (:uploadId::int IS NULL OR e.upload_id = :uploadId)
     AND (:code::text IS NULL OR e.code = :code)`;

/** The error report's rows: each faulty roster row with its row, column, code and message. */
export const searchErrors = namedQuery({
  name: 'searchErrors',
  params: z.object({ ...errorFilter, limit: z.number().int(), offset: z.number().int() }),
  row: z.object({
    id: bigintColumn,
    upload_id: id,
    row_number: z.number().int(),
    column_name: maybeText,
    code: z.string(),
    message: z.string(),
    file_name: z.string(),
    aid_year: aidYear,
  }),
  sql: `SELECT e.*, u.file_name, u.aid_year FROM student_repository_error e JOIN student_repository_upload u ON u.id = e.upload_id
      WHERE ${ERROR_WHERE} ORDER BY e.upload_id DESC, e.row_number, e.id LIMIT :limit OFFSET :offset`,
});
export const countErrors = namedQuery({
  name: 'countErrors',
  params: z.object(errorFilter),
  row: total,
  sql: `SELECT count(*)::int AS total FROM student_repository_error e JOIN student_repository_upload u ON u.id = e.upload_id WHERE ${ERROR_WHERE}`,
});
