import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { parseRoster, type RosterError, type RosterRow } from './roster.js';
import * as sql from './uploads.queries.js';
import type { UploadRow } from './uploads.queries.js';

/** Rows per INSERT: large enough that 50,000 rows are 25 statements, small enough for PGlite's parameter handling. */
const BATCH = 2000;

/** The school's aid year must have the student repository on (/SchoolAidYearSettings) before rosters are loaded or sent. */
export async function requireStudentRepository(db: Db, schoolCode: string, aidYear: number) {
  const row = await sql.studRepoSetting.first(db, { schoolCode, aidYear });
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
  fileFormat: UploadRow['file_format'];
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
    const u = await sql.insertUpload.first(tx, {
      uuid: randomUUID(),
      schoolCode: caller.schoolCode,
      aidYear: input.aidYear,
      fileName: cleanFileName(input.fileName),
      fileFormat: format,
      sizeBytes: input.bytes.length,
      rowCount,
      errorCount: errors.length,
      uploadedByUuid: caller.accountUuid,
      uploadedByName: caller.username,
    });
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
  await sql.insertRosterRows.run(tx, {
    uploadId,
    schoolCode,
    aidYear,
    rowNumbers: rows.map((r) => r.rowNumber),
    schoolStudentIds: rows.map((r) => r.schoolStudentId),
    ssnsSealed: rows.map((r) => (r.ssn ? ctx.sealer.seal(r.ssn) : null)),
    ssnHmacs: rows.map((r) => (r.ssn ? ctx.sealer.lookupHash(r.ssn) : null)),
    ssnLastFours: rows.map((r) => r.ssnLastFour),
    datesOfBirth: rows.map((r) => r.dateOfBirth),
    firstNames: rows.map((r) => r.firstName),
    lastNames: rows.map((r) => r.lastName),
    emails: rows.map((r) => r.email),
    phones: rows.map((r) => r.phone),
    enrollmentTerms: rows.map((r) => r.enrollmentTerm),
  });
}

async function insertErrors(tx: Db, uploadId: number, schoolCode: string, errors: RosterError[]) {
  await sql.insertRosterErrors.run(tx, {
    uploadId,
    schoolCode,
    rowNumbers: errors.map((e) => e.rowNumber),
    columns: errors.map((e) => e.column),
    codes: errors.map((e) => e.code),
    messages: errors.map((e) => e.message),
  });
}

/** The aid year's ISIR students, materialised once and indexed for the matching (dropped at commit). */
async function candidates(tx: Db, schoolCode: string, aidYear: number) {
  await sql.dropCandidates.run(tx, {});
  await sql.createCandidates.run(tx, { schoolCode, aidYear });
  for (const index of sql.indexCandidates) await index.run(tx, {});
  await sql.analyzeCandidates.run(tx, {});
}

/**
 * Set-based proposals for the rows no exact match took, one statement per rule: SSN with only one of date of birth
 * or last name; the last four with date of birth; or first and last name with date of birth but another SSN.
 */
async function proposeMatches(tx: Db, uploadId: number) {
  await sql.analyzeRosterRows.run(tx, {});
  for (const propose of sql.proposals) await propose.run(tx, { uploadId });
  await sql.dropCandidateTable.run(tx, {});
}

/**
 * Matched rows fill what the student's record lacks: the school's student id (in place of the one the ISIR
 * import made up, unless another student has it), the e-mail address and the phone number.
 */
export async function fillStudents(tx: Db, uploadId: number, rowId: number | null) {
  await sql.fillStudents.run(tx, { uploadId, rowId });
}

export async function recount(tx: Db, uploadId: number) {
  await sql.recount.run(tx, { uploadId });
}

export async function getUpload(db: Db, caller: Caller, id: number): Promise<RosterUpload | undefined> {
  const row = await sql.uploadById.first(db, { id, schoolCode: caller.schoolCode });
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
  const filter = {
    schoolCode: caller.schoolCode,
    aidYear: f.aidYear ?? null,
    uploadId: f.uploadId ?? null,
    from: f.from ?? null,
    to: f.to ?? null,
    withErrors: f.withErrors ?? false,
  };
  const rows = await sql.searchUploads.all(db, {
    ...filter,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  const { total } = (await sql.countUploads.first(db, filter))!;
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
  const filter = {
    schoolCode: caller.schoolCode,
    aidYear: f.aidYear ?? null,
    uploadId: f.uploadId ?? null,
    code: f.code ?? null,
  };
  const rows = await sql.searchErrors.all(db, {
    ...filter,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  const { total } = (await sql.countErrors.first(db, filter))!;
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
