import type { Db } from '../../platform/db.js';
import { INTERRUPTED } from './uploads.js';

/**
 * An upload whose records are written but not yet published (migration 102): its rows in `isir_record_all`, and the
 * students it created in `student_all`, are left out of `isir_record` and `student` until `publish` drops the mark.
 */
export async function markUnpublished(db: Db, uploadId: number): Promise<void> {
  await db.query('INSERT INTO isir_upload_unpublished (upload_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    uploadId,
  ]);
}

/** Makes everything the upload wrote visible, inside the caller's publishing transaction. */
export async function dropUnpublishedMark(tx: Db, uploadId: number): Promise<void> {
  await tx.query('DELETE FROM isir_upload_unpublished WHERE upload_id = $1', [uploadId]);
}

/**
 * Deletes what an unpublished upload wrote (its import failed, or starts again), and its mark. Does nothing to an
 * upload that is not marked: published records are never deleted here. Returns how many records went.
 */
export async function clearUnpublished(db: Db, uploadId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [marked] = await tx.query('SELECT 1 FROM isir_upload_unpublished WHERE upload_id = $1 FOR UPDATE', [
      uploadId,
    ]);
    if (!marked) return 0;
    const students = (
      await tx.query<{ id: number }>(
        `SELECT DISTINCT s.id FROM isir_record_all r JOIN student_all s ON s.id = r.student_id
          WHERE r.upload_id = $1 AND s.created_by_upload_id = $1`,
        [uploadId],
      )
    ).map((r) => r.id);
    const [gone] = await tx.query<{ n: number }>(
      'WITH gone AS (DELETE FROM isir_record_all WHERE upload_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [uploadId],
    );
    // Their task list items and report years go with them (ON DELETE CASCADE), their Account QC counts by trigger.
    await tx.query('DELETE FROM student_all WHERE id = ANY($1::int[]) AND created_by_upload_id = $2', [
      students,
      uploadId,
    ]);
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
  const abandoned = await db.query<{ id: number }>(
    `SELECT id FROM isir_upload
      WHERE id IN (SELECT upload_id FROM isir_upload_unpublished)
        AND (status IN ('IMPORTED', 'FAILED') OR ${INTERRUPTED}
             OR job_id IN (SELECT id FROM job WHERE status IN ('DONE', 'FAILED', 'CANCELLED')))`,
  );
  let records = 0;
  for (const { id } of abandoned) records += await clearUnpublished(db, id);
  return records;
}
