import type { Db } from '../../platform/db.js';
import * as sql from './unpublished.queries.js';

/**
 * An upload whose records are written but not yet published (migration 102): its rows in `isir_record_all`, and the
 * students it created in `student_all`, are left out of `isir_record` and `student` until `publish` drops the mark.
 */
export async function markUnpublished(db: Db, uploadId: number): Promise<void> {
  await sql.markUnpublished.run(db, { uploadId });
}

/** Makes everything the upload wrote visible, inside the caller's publishing transaction. */
export async function dropUnpublishedMark(tx: Db, uploadId: number): Promise<void> {
  await sql.dropUnpublishedMark.run(tx, { uploadId });
}

/**
 * Deletes what an unpublished upload wrote (its import failed, or starts again), and its mark. Does nothing to an
 * upload that is not marked: published records are never deleted here. Returns how many records went.
 */
export async function clearUnpublished(db: Db, uploadId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await sql.lockUnpublishedMark.first(tx, { uploadId });
    if (!marked) return 0;
    const students = (await sql.studentsCreatedByUpload.all(tx, { uploadId })).map((r) => r.id);
    const gone = await sql.deleteUploadRecords.first(tx, { uploadId });
    // Their task list items and report years go with them (ON DELETE CASCADE), their Account QC counts by trigger.
    await sql.deleteUploadStudents.run(tx, { studentIds: students, uploadId });
    await dropUnpublishedMark(tx, uploadId);
    return gone?.n ?? 0;
  });
}

/**
 * Clears every unpublished upload no one will finish: its upload is settled (imported or failed), its waiting
 * caller's process stopped (the log shows it interrupted), or its job ended (a retried job writes the file again from
 * the start). Returns how many records went.
 */
export async function clearAbandonedUnpublished(db: Db): Promise<number> {
  const abandoned = await sql.abandonedUnpublishedUploads.all(db, {});
  let records = 0;
  for (const { id } of abandoned) records += await clearUnpublished(db, id);
  return records;
}
