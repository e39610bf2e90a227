import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { schoolDayStart } from '../schools/time-zone.js';
import { parseRoster, type RosterError, type RosterRow } from './roster.js';

/** Rows per INSERT: large enough that 50,000 rows are 25 statements, small enough for PGlite's parameter handling. */
const BATCH = 2000;

/** The school's aid year must have the student repository on (/SchoolAidYearSettings) before rosters are loaded or sent. */
export async function requireStudentRepository(db: Db, schoolCode: string, aidYear: number) {
  const [row] = await db.query<{ stud_repo: boolean }>(
    'SELECT stud_repo FROM school_isir_record_info WHERE school_code = $1 AND aid_year = $2',
    [schoolCode, aidYear],
  );
  if (!row)
    throw badRequest(`Aid year ${aidYear} is not set up at school ${schoolCode}`, {
      inputErrors: [{ path: 'aidYear', message: 'is not set up' }],
    });
  if (!row.stud_repo) {
    throw badRequest(
      `The student repository is off for aid year ${aidYear}: turn it on in the aid-year settings first`,
      {
        inputErrors: [{ path: 'aidYear', message: 'has no student repository' }],
      },
    );
  }
}

export interface RosterUpload {
  id: number;
  uuid: string;
  aidYear: number;
  fileName: string;
  fileFormat: string;
  sizeBytes: number;
  rowCount: number;
  matchedCount: number;
  proposedCount: number;
  unmatchedCount: number;
  errorCount: number;
  processedCount: number;
  uploadedBy: string | null;
  createdAt: string;
  processedAt: string | null;
}

interface UploadRow {
  id: number;
  uuid: string;
  aid_year: number;
  file_name: string;
  file_format: string;
  size_bytes: string | number;
  row_count: number;
  matched_count: number;
  proposed_count: number;
  unmatched_count: number;
  error_count: number;
  processed_count: number;
  uploaded_by_name: string | null;
  created_at: Date;
  processed_at: Date | null;
}
export const toUpload = (r: UploadRow): RosterUpload => ({
  id: r.id,
  uuid: r.uuid,
  aidYear: r.aid_year,
  fileName: r.file_name,
  fileFormat: r.file_format,
  sizeBytes: Number(r.size_bytes),
  rowCount: r.row_count,
  matchedCount: r.matched_count,
  proposedCount: r.proposed_count,
  unmatchedCount: r.unmatched_count,
  errorCount: r.error_count,
  processedCount: r.processed_count,
  uploadedBy: r.uploaded_by_name,
  createdAt: new Date(r.created_at).toISOString(),
  processedAt: r.processed_at ? new Date(r.processed_at).toISOString() : null,
});

const cleanFileName = (name: string) =>
  (name || 'roster.csv')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\w .()-]/g, '_')
    .slice(0, 200) || 'roster.csv';

/**
 * Loads a roster for the caller's school and aid year in one transaction: the usable rows (SSNs sealed, with their
 * keyed hash), the faulty rows with their reasons, then the matching against the aid year's ISIR students. A
 * file that cannot be a roster is refused before anything is written.
 */
export async function uploadRoster(
  ctx: AppContext,
  caller: Caller,
  input: { aidYear: number; fileName: string; bytes: Buffer },
): Promise<RosterUpload> {
  await requireStudentRepository(ctx.db, caller.schoolCode, input.aidYear);
  const { format, rows, errors, rowCount } = await parseRoster(input.bytes);
  const upload = await ctx.db.transaction(async (tx) => {
    const [u] = await tx.query<{ id: number }>(
      `INSERT INTO student_repository_upload (uuid, school_code, aid_year, file_name, file_format, size_bytes, row_count, error_count, uploaded_by_uuid, uploaded_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        randomUUID(),
        caller.schoolCode,
        input.aidYear,
        cleanFileName(input.fileName),
        format,
        input.bytes.length,
        rowCount,
        errors.length,
        caller.accountUuid,
        caller.username,
      ],
    );
    const uploadId = u!.id;
    await candidates(tx, caller.schoolCode, input.aidYear);
    for (let i = 0; i < rows.length; i += BATCH)
      await insertRows(ctx, tx, uploadId, caller.schoolCode, input.aidYear, rows.slice(i, i + BATCH));
    for (let i = 0; i < errors.length; i += BATCH)
      await insertErrors(tx, uploadId, caller.schoolCode, errors.slice(i, i + BATCH));
    await proposeMatches(tx, uploadId);
    await fillStudents(tx, uploadId, null);
    await recount(tx, uploadId);
    await recordActivity(tx, caller, {
      action: 'STUDENT_REPOSITORY_UPLOADED',
      entityType: 'student_repository_upload',
      entityId: uploadId,
      details: { aidYear: input.aidYear, rows: rows.length, errors: errors.length },
    });
    return uploadId;
  });
  return (await getUpload(ctx.db, caller, upload))!;
}

/**
 * One batch of rows, each written once with its exact match (found by index in the candidate table as it is
 * inserted): SSN, or its last four when the SIS sends only that, with date of birth and last name.
 */
async function insertRows(
  ctx: AppContext,
  tx: Db,
  uploadId: number,
  schoolCode: string,
  aidYear: number,
  rows: RosterRow[],
) {
  await tx.query(
    `INSERT INTO student_repository (upload_id, school_code, aid_year, row_number, school_student_id, ssn_encrypted, ssn_hmac, ssn_last_four,
                                     date_of_birth, first_name, last_name, email, phone, enrollment_term, match_status, student_id, match_score, match_reason)
     SELECT $1, $2, $3, t.*, CASE WHEN m.id IS NULL THEN 'UNMATCHED' ELSE 'MATCHED' END, m.id, CASE WHEN m.id IS NOT NULL THEN 1 END, m.reason
       FROM unnest($4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::date[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
            AS t(rn, sid, se, sh, l4, dob, fn, ln, em, ph, tm)
       LEFT JOIN LATERAL (
         SELECT c.id, 'SSN, date of birth and last name' AS reason FROM repo_candidate c
          WHERE t.sh IS NOT NULL AND c.ssn_hmac = t.sh AND c.date_of_birth = t.dob AND c.last_name = lower(t.ln)
         UNION ALL
         SELECT c.id, 'SSN last four, date of birth and last name' FROM repo_candidate c
          WHERE t.sh IS NULL AND c.ssn_last_four = t.l4 AND c.date_of_birth = t.dob AND c.last_name = lower(t.ln)
         ORDER BY 1 LIMIT 1) m ON true`,
    [
      uploadId,
      schoolCode,
      aidYear,
      rows.map((r) => r.rowNumber),
      rows.map((r) => r.schoolStudentId),
      rows.map((r) => (r.ssn ? ctx.sealer.seal(r.ssn) : null)),
      rows.map((r) => (r.ssn ? ctx.sealer.lookupHash(r.ssn) : null)),
      rows.map((r) => r.ssnLastFour),
      rows.map((r) => r.dateOfBirth),
      rows.map((r) => r.firstName),
      rows.map((r) => r.lastName),
      rows.map((r) => r.email),
      rows.map((r) => r.phone),
      rows.map((r) => r.enrollmentTerm),
    ],
  );
}

async function insertErrors(tx: Db, uploadId: number, schoolCode: string, errors: RosterError[]) {
  await tx.query(
    `INSERT INTO student_repository_error (upload_id, school_code, row_number, column_name, code, message)
     SELECT $1, $2, t.* FROM unnest($3::int[], $4::text[], $5::text[], $6::text[]) AS t`,
    [
      uploadId,
      schoolCode,
      errors.map((e) => e.rowNumber),
      errors.map((e) => e.column),
      errors.map((e) => e.code),
      errors.map((e) => e.message),
    ],
  );
}

/** The school's ISIR students of the aid year: an ISIR of that year, or a task list for it. */
export const AID_YEAR_STUDENTS = `SELECT s.id, s.ssn_hmac, s.ssn_last_four, s.date_of_birth, lower(s.last_name) AS last_name, lower(s.first_name) AS first_name
   FROM student s
  WHERE s.school_code = $1
    AND (EXISTS (SELECT 1 FROM isir_record i WHERE i.student_id = s.id AND i.aid_year = $2)
         OR EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = s.id AND l.aid_year = $2))`;

/** The aid year's ISIR students, materialised once and indexed for the matching (dropped at commit). */
async function candidates(tx: Db, schoolCode: string, aidYear: number) {
  await tx.query('DROP TABLE IF EXISTS pg_temp.repo_candidate');
  await tx.query(`CREATE TEMP TABLE repo_candidate ON COMMIT DROP AS ${AID_YEAR_STUDENTS}`, [
    schoolCode,
    aidYear,
  ]);
  await tx.query('CREATE INDEX ON repo_candidate (ssn_hmac)');
  await tx.query('CREATE INDEX ON repo_candidate (ssn_last_four, date_of_birth)');
  await tx.query('CREATE INDEX ON repo_candidate (date_of_birth, last_name)');
  await tx.query('ANALYZE repo_candidate');
}

/**
 * Set-based proposals for the rows no exact match took, one statement per rule: SSN with only one of date of birth
 * or last name; the last four with date of birth; or first and last name with date of birth but another SSN.
 */
async function proposeMatches(tx: Db, uploadId: number) {
  await tx.query('ANALYZE student_repository');
  const propose = (join: string, score: string, reason: string) =>
    tx.query(
      `UPDATE student_repository r SET match_status = 'PROPOSED', proposed_student_id = m.cid, match_score = m.score, match_reason = '${reason}'
         FROM (SELECT DISTINCT ON (r.id) r.id AS rid, c.id AS cid, ${score} AS score
                 FROM student_repository r JOIN repo_candidate c ON ${join}
                WHERE r.upload_id = $1 AND r.match_status = 'UNMATCHED'
                ORDER BY r.id, ${score} DESC, c.id) m
        WHERE r.id = m.rid`,
      [uploadId],
    );
  await propose(
    'c.ssn_hmac = r.ssn_hmac AND (c.date_of_birth = r.date_of_birth OR c.last_name = lower(r.last_name))',
    `round((0.5 * (c.date_of_birth = r.date_of_birth)::int + 0.5 * public.similarity(c.last_name, lower(r.last_name)))::numeric, 2)::real`,
    'SSN matches; date of birth or last name differs',
  );
  await propose(
    'r.ssn_hmac IS NULL AND c.ssn_last_four = r.ssn_last_four AND c.date_of_birth = r.date_of_birth',
    `round((0.4 + 0.5 * public.similarity(c.last_name, lower(r.last_name)))::numeric, 2)::real`,
    'SSN last four and date of birth match; last name differs',
  );
  await propose(
    'c.date_of_birth = r.date_of_birth AND c.last_name = lower(r.last_name) AND c.first_name = lower(r.first_name)',
    '0.6::real',
    'Name and date of birth match; SSN differs',
  );
  await tx.query('DROP TABLE repo_candidate');
}

/**
 * Matched rows fill what the student's record lacks: the school's student id (in place of the one the ISIR
 * import made up, unless another student has it), the e-mail address and the phone number.
 */
export async function fillStudents(tx: Db, uploadId: number, rowId: number | null) {
  await tx.query(
    `UPDATE student s
        SET student_number = CASE WHEN s.student_number LIKE 'ISIR-%'
                                   AND NOT EXISTS (SELECT 1 FROM student o WHERE o.school_code = s.school_code AND o.student_number = f.school_student_id)
                                  THEN f.school_student_id ELSE s.student_number END,
            email = COALESCE(NULLIF(s.email, ''), f.email),
            phone = COALESCE(NULLIF(s.phone, ''), f.phone),
            updated_at = now()
       FROM (SELECT DISTINCT ON (student_id) student_id, school_student_id, email, phone FROM student_repository
              WHERE upload_id = $1 AND match_status = 'MATCHED' AND ($2::bigint IS NULL OR id = $2) ORDER BY student_id, row_number) f
      WHERE s.id = f.student_id
        AND (s.student_number LIKE 'ISIR-%' OR (COALESCE(s.email, '') = '' AND f.email IS NOT NULL) OR (COALESCE(s.phone, '') = '' AND f.phone IS NOT NULL))`,
    [uploadId, rowId],
  );
}

export async function recount(tx: Db, uploadId: number) {
  await tx.query(
    `UPDATE student_repository_upload u SET
        matched_count = c.matched, proposed_count = c.proposed, unmatched_count = c.unmatched, processed_count = c.processed
       FROM (SELECT count(*) FILTER (WHERE match_status = 'MATCHED')::int AS matched, count(*) FILTER (WHERE match_status = 'PROPOSED')::int AS proposed,
                    count(*) FILTER (WHERE match_status = 'UNMATCHED')::int AS unmatched, count(*) FILTER (WHERE processed_at IS NOT NULL)::int AS processed
               FROM student_repository WHERE upload_id = $1) c
      WHERE u.id = $1`,
    [uploadId],
  );
}

export async function getUpload(db: Db, caller: Caller, id: number): Promise<RosterUpload | undefined> {
  const [row] = await db.query<UploadRow>(
    'SELECT * FROM student_repository_upload WHERE id = $1 AND school_code = $2',
    [id, caller.schoolCode],
  );
  return row ? toUpload(row) : undefined;
}

export async function ownUpload(db: Db, caller: Caller, id: number): Promise<RosterUpload> {
  const upload = await getUpload(db, caller, id);
  if (!upload) throw notFound(`No student repository upload ${id} in school ${caller.schoolCode}`);
  return upload;
}

/** The upload report: the school's rosters, newest first, by aid year, date range, or only those with faulty rows. */
export async function searchUploads(
  db: Db,
  caller: Caller,
  f: {
    aidYear?: number;
    uploadId?: number;
    from?: string;
    to?: string;
    withErrors?: boolean;
    page: number;
    pageSize: number;
  },
) {
  const where = `school_code = $1 AND ($2::int IS NULL OR aid_year = $2) AND ($3::int IS NULL OR id = $3)
     AND ($4::date IS NULL OR created_at >= ${schoolDayStart('$1', '$4')})
     AND ($5::date IS NULL OR created_at < ${schoolDayStart('$1', '$5::date + 1')}) AND (NOT $6 OR error_count > 0)`;
  const params = [
    caller.schoolCode,
    f.aidYear ?? null,
    f.uploadId ?? null,
    f.from ?? null,
    f.to ?? null,
    f.withErrors ?? false,
  ];
  const rows = await db.query<UploadRow>(
    `SELECT * FROM student_repository_upload WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $7 OFFSET $8`,
    [...params, f.pageSize, (f.page - 1) * f.pageSize],
  );
  const [{ total }] = (await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM student_repository_upload WHERE ${where}`,
    params,
  )) as [{ total: number }];
  return { items: rows.map(toUpload), total, page: f.page, pageSize: f.pageSize };
}

/** The error report's rows: each faulty roster row with its row, column, code and message. */
export async function searchErrors(
  db: Db,
  caller: Caller,
  f: { aidYear?: number; uploadId?: number; code?: string; page: number; pageSize: number },
) {
  // One upload's rows: an upload that is not there (or is another school's) is not found, not "no faulty rows".
  if (f.uploadId !== undefined) await ownUpload(db, caller, f.uploadId);
  const where = `e.school_code = $1 AND ($2::int IS NULL OR u.aid_year = $2) AND ($3::int IS NULL OR e.upload_id = $3) AND ($4::text IS NULL OR e.code = $4)`;
  const params = [caller.schoolCode, f.aidYear ?? null, f.uploadId ?? null, f.code ?? null];
  const rows = await db.query<{
    id: string;
    upload_id: number;
    file_name: string;
    aid_year: number;
    row_number: number;
    column_name: string | null;
    code: string;
    message: string;
  }>(
    `SELECT e.*, u.file_name, u.aid_year FROM student_repository_error e JOIN student_repository_upload u ON u.id = e.upload_id
      WHERE ${where} ORDER BY e.upload_id DESC, e.row_number, e.id LIMIT $5 OFFSET $6`,
    [...params, f.pageSize, (f.page - 1) * f.pageSize],
  );
  const [{ total }] = (await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM student_repository_error e JOIN student_repository_upload u ON u.id = e.upload_id WHERE ${where}`,
    params,
  )) as [{ total: number }];
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      uploadId: r.upload_id,
      fileName: r.file_name,
      aidYear: r.aid_year,
      rowNumber: r.row_number,
      column: r.column_name,
      code: r.code,
      message: r.message,
    })),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}
