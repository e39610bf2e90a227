import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import * as sql from './rows.queries.js';
import type { RosterRowRecord } from './rows.queries.js';
import { fillStudents, ownUpload, recount, requireStudentRepository } from './uploads.js';

export type MatchStatus = 'MATCHED' | 'PROPOSED' | 'UNMATCHED';

export interface RowFilter {
  uploadId?: number;
  aidYear?: number;
  matchStatus?: MatchStatus;
  name?: string;
  schoolStudentId?: string;
  processed?: boolean;
}

const toRow = (r: RosterRowRecord) => ({
  id: Number(r.id),
  uploadId: r.upload_id,
  aidYear: r.aid_year,
  rowNumber: r.row_number,
  schoolStudentId: r.school_student_id,
  ssnLastFour: r.ssn_last_four,
  dateOfBirth: r.date_of_birth,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  enrollmentTerm: r.enrollment_term,
  matchStatus: r.match_status,
  matchScore: r.match_score,
  matchReason: r.match_reason,
  selected: r.selected,
  processedAt: r.processed_at ? new Date(r.processed_at).toISOString() : null,
  student: r.student_uuid
    ? {
        uuid: r.student_uuid,
        name: r.student_name!,
        status: r.student_status!,
        verificationGroup: r.verification_group,
      }
    : null,
  proposedStudent: r.proposed_uuid
    ? {
        uuid: r.proposed_uuid,
        name: r.proposed_name!,
        dateOfBirth: r.proposed_date_of_birth,
        ssnLastFour: r.proposed_ssn_last_four,
      }
    : null,
  isirId: r.isir_id ? Number(r.isir_id) : null,
});

/** The filter as the queries take it: each field null when not asked (an empty text is not asked). */
const filterOf = (caller: Caller, f: RowFilter) => ({
  schoolCode: caller.schoolCode,
  uploadId: f.uploadId || null,
  aidYear: f.aidYear || null,
  matchStatus: f.matchStatus || null,
  schoolStudentId: f.schoolStudentId || null,
  namePrefix: f.name ? `${f.name.toLowerCase().replace(/[%_\\]/g, '\\$&')}%` : null,
  processed: f.processed ?? null,
});

/** studentrepository/search: a page of roster rows. */
export async function searchRows(db: Db, caller: Caller, f: RowFilter & { page: number; pageSize: number }) {
  const filter = filterOf(caller, f);
  const rows = await sql.searchRows.all(db, {
    ...filter,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  const { total } = (await sql.countRows.first(db, filter))!;
  return { items: rows.map(toRow), total, page: f.page, pageSize: f.pageSize };
}

/** studentrepository/searchIDs: every id the filter finds (the screens' "select all"), capped. */
export async function searchRowIds(db: Db, caller: Caller, f: RowFilter) {
  const rows = await sql.searchRowIds.all(db, filterOf(caller, f));
  return { ids: rows.map((r) => Number(r.id)) };
}

/** studentrepository/getManyByIDs: the rows of these ids in the caller's school (others are left out). */
export async function rowsByIds(db: Db, caller: Caller, ids: number[]) {
  const rows = await sql.rowsByIds.all(db, { schoolCode: caller.schoolCode, ids });
  return rows.map(toRow);
}

/** The aid year's ISIR students no matched row of this upload names: they stay visible on the upload details. */
export async function unmatchedStudents(
  db: Db,
  caller: Caller,
  uploadId: number,
  page: number,
  pageSize: number,
) {
  const upload = await ownUpload(db, caller, uploadId);
  const filter = { schoolCode: caller.schoolCode, aidYear: upload.aidYear, uploadId };
  const rows = await sql.unmatchedStudents.all(db, {
    ...filter,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const { total } = (await sql.countUnmatchedStudents.first(db, filter))!;
  return {
    items: rows.map((r) => ({
      uuid: r.uuid,
      studentNumber: r.student_number,
      firstName: r.first_name,
      lastName: r.last_name,
      ssnLastFour: r.ssn_last_four,
      status: r.status,
      verificationGroup: r.verification_group,
    })),
    total,
    page,
    pageSize,
  };
}

/** Staff accept a proposed (fuzzy) match, which then fills the student like any match, or reject it. */
export async function reviewMatch(db: Db, caller: Caller, rowId: number, accept: boolean) {
  return db.transaction(async (tx) => {
    const row = await sql.lockRowForReview.first(tx, { rowId, schoolCode: caller.schoolCode });
    if (!row) throw notFound(`No roster row ${rowId} in school ${caller.schoolCode}`);
    if (row.match_status !== 'PROPOSED' || row.proposed_student_id === null)
      throw conflict(`Roster row ${rowId} has no proposed match to review`);
    await (accept ? sql.acceptProposedMatch : sql.rejectProposedMatch).run(tx, {
      rowId,
      username: caller.username,
    });
    if (accept) await fillStudents(tx, row.upload_id, rowId);
    await recount(tx, row.upload_id);
    await recordActivity(tx, caller, {
      action: accept ? 'STUDENT_REPOSITORY_MATCH_ACCEPTED' : 'STUDENT_REPOSITORY_MATCH_REJECTED',
      entityType: 'student_repository',
      entityId: rowId,
    });
    const [after] = await rowsByIds(tx, caller, [rowId]);
    return after!;
  });
}

/**
 * processStudRepoIntoVG/{id}: the matched rows of the upload (the given ones, else those selected) put their
 * students into the verification group their current ISIR names (or the one they have) and create the task list
 * items of the school's verification-group map they lack; a student not selected for verification is skipped.
 */
export async function processIntoVerificationGroups(
  db: Db,
  caller: Caller,
  uploadId: number,
  rowIds?: number[],
) {
  const upload = await ownUpload(db, caller, uploadId);
  await requireStudentRepository(db, caller.schoolCode, upload.aidYear);
  return db.transaction(async (tx) => {
    if (rowIds) {
      const { foreign } = (await sql.foreignRowCount.first(tx, { uploadId, rowIds }))!;
      if (foreign)
        throw badRequest(`${foreign} of the rows given are not rows of upload ${uploadId}`, {
          inputErrors: [{ path: 'rowIds', message: 'names rows of another upload' }],
        });
      await sql.selectRows.run(tx, { uploadId, rowIds });
    }
    await sql.dropPlaceTableIfAny.run(tx, {});
    await sql.createPlaceTable.run(tx, { uploadId });
    await sql.dropUngroupedPlaces.run(tx, {});
    await sql.recordGroupChanges.run(tx, {
      schoolCode: caller.schoolCode,
      actorName: `Student repository (${caller.username})`,
    });
    await sql.setGroups.run(tx, {});
    const created = await sql.createGroupTaskItems.all(tx, {
      schoolCode: caller.schoolCode,
      aidYear: upload.aidYear,
    });
    const placed = await sql.markPlacedRows.all(tx, {});
    const { considered } = (await sql.consideredRowCount.first(tx, { uploadId }))!;
    await sql.dropPlaceTable.run(tx, {});
    await sql.markUploadProcessed.run(tx, { uploadId });
    await recount(tx, uploadId);
    const result = {
      placed: placed.length,
      taskItemsCreated: created.length,
      skipped: considered - placed.length,
    };
    await recordActivity(tx, caller, {
      action: 'STUDENT_REPOSITORY_PROCESSED',
      entityType: 'student_repository_upload',
      entityId: uploadId,
      details: result,
    });
    return {
      ...result,
      message: `${result.placed} students placed in their verification groups; ${result.taskItemsCreated} task list items created`,
    };
  });
}
