import type { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { keysetPage, listDigest } from '../../platform/keyset.js';
import * as sql from './uploads.queries.js';

export { IMPORT_STEPS, INTERRUPTED_MESSAGE } from './uploads.queries.js';
export type ImportStep = (typeof sql.IMPORT_STEPS)[number];

/** One ISIR file received (the spec's ISIR header): its origin, outcome, counts and progress. */
export type IsirUpload = z.output<typeof sql.uploadRow>;

/** One upload of a school (the spec's ISIR header). */
export async function getUpload(db: Db, schoolCode: string, id: number): Promise<IsirUpload | undefined> {
  return sql.uploadOfSchool.first(db, { id, schoolCode });
}

/** Every upload of the caller's school, newest first, with the warnings kept for the log screen. */
export async function listUploads(db: Db, caller: Caller, opts: { aidYear?: number; limit?: number } = {}) {
  return sql.uploadsOfSchool.all(db, {
    schoolCode: caller.schoolCode,
    aidYear: opts.aidYear ?? null,
    limit: opts.limit ?? 500,
  });
}

/**
 * The school's ISIR files a page at a time, newest first (listUploads stops at 500): pageSize files, after a cursor
 * (the endCursor of the previous page) or from the newest.
 */
export async function uploadsPage(
  db: Db,
  caller: Caller,
  opts: { aidYear?: number; pageSize: number; after?: string },
) {
  const digest = listDigest(['isirUploads', caller.schoolCode, opts.aidYear ?? null]);
  const rows = await sql.uploadsAfter(db, {
    schoolCode: caller.schoolCode,
    aidYear: opts.aidYear ?? null,
    limit: opts.pageSize + 1,
    after: opts.after,
    digest,
  });
  const page = keysetPage(rows, opts.pageSize, sql.UPLOAD_ORDER, digest);
  return { items: page.rows, endCursor: page.endCursor, hasNextPage: page.hasNextPage };
}

export async function getUploadWithWarnings(db: Db, caller: Caller, id: number) {
  return sql.uploadWithWarnings.first(db, { id, schoolCode: caller.schoolCode });
}

/** One ISIR transaction as the record lists show it. */
export type IsirRecordSummary = z.output<typeof sql.recordSummaryRow>;

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
  const filter: sql.RecordFilter = {
    schoolCode: caller.schoolCode,
    uploadId: f.uploadId,
    studentUuid: f.studentUuid,
    aidYear: f.aidYear,
    lastName: f.lastName,
    selectedOnly: f.selectedOnly,
  };
  const total = await sql.countRecords(db, filter);
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
  const rows = await sql.recordsInOrder(db, filter, {
    limit: f.after ? f.pageSize + 1 : f.pageSize,
    offset: (f.page - 1) * f.pageSize,
    after: f.after,
    digest,
  });
  const page = keysetPage(rows, f.pageSize, sql.RECORD_ORDER, digest);
  return {
    items: page.rows,
    total,
    page: f.page,
    pageSize: f.pageSize,
    endCursor: page.endCursor,
    hasNextPage: f.after ? page.hasNextPage : (f.page - 1) * f.pageSize + page.rows.length < total,
  };
}

export async function recordsOfStudent(db: Db, studentId: number, aidYear: number) {
  return sql.recordsOfStudent.all(db, { studentId, aidYear });
}
