import { z } from 'zod';
import { found, id, namedQuery, noRow } from '../../platform/named-sql.js';
import { INTERRUPTED } from './uploads.queries.js';

// The SQL of an upload's records written but not yet published (unpublished.ts, migration 102); named, with their
// parameters and rows checked (docs/data-layer.md).

export const markUnpublished = namedQuery({
  name: 'markUnpublished',
  params: z.object({ uploadId: id }),
  row: noRow,
  sql: 'INSERT INTO isir_upload_unpublished (upload_id) VALUES (:uploadId) ON CONFLICT DO NOTHING',
});

export const dropUnpublishedMark = namedQuery({
  name: 'dropUnpublishedMark',
  params: z.object({ uploadId: id }),
  row: noRow,
  sql: 'DELETE FROM isir_upload_unpublished WHERE upload_id = :uploadId',
});

/** Whether the upload is marked unpublished, locking the mark for the clearing transaction. */
export const lockUnpublishedMark = namedQuery({
  name: 'lockUnpublishedMark',
  params: z.object({ uploadId: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM isir_upload_unpublished WHERE upload_id = :uploadId FOR UPDATE',
});

/** The students the upload created (and only those): they go with its records. */
export const studentsCreatedByUpload = namedQuery({
  name: 'studentsCreatedByUpload',
  params: z.object({ uploadId: id }),
  row: z.object({ id }),
  sql: `SELECT DISTINCT s.id FROM isir_record_all r JOIN student_all s ON s.id = r.student_id
          WHERE r.upload_id = :uploadId AND s.created_by_upload_id = :uploadId`,
});

export const deleteUploadRecords = namedQuery({
  name: 'deleteUploadRecords',
  params: z.object({ uploadId: id }),
  row: z.object({ n: z.number().int() }),
  sql: 'WITH gone AS (DELETE FROM isir_record_all WHERE upload_id = :uploadId RETURNING 1) SELECT count(*)::int AS n FROM gone',
});

export const deleteUploadStudents = namedQuery({
  name: 'deleteUploadStudents',
  params: z.object({ studentIds: z.array(id), uploadId: id }),
  row: noRow,
  sql: 'DELETE FROM student_all WHERE id = ANY(:studentIds::int[]) AND created_by_upload_id = :uploadId',
});

/**
 * Unpublished uploads no one will finish: settled (imported or failed), interrupted (their waiting caller's process
 * stopped), or their job ended.
 */
export const abandonedUnpublishedUploads = namedQuery({
  name: 'abandonedUnpublishedUploads',
  params: z.object({}),
  row: z.object({ id }),
  sql: `SELECT id FROM isir_upload
      WHERE id IN (SELECT upload_id FROM isir_upload_unpublished)
        AND (status IN ('IMPORTED', 'FAILED') OR ${INTERRUPTED}
             OR job_id IN (SELECT id FROM job WHERE status IN ('DONE', 'FAILED', 'CANCELLED')))`,
});
