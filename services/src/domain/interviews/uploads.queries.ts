import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the documents students upload to file questions (uploads.ts), named, with its parameters and rows
// checked (docs/data-layer.md).

/** The question, when it is a file question of the template; no row: it is not. */
export const fileQuestion = namedQuery({
  name: 'fileQuestion',
  params: z.object({ questionId: id, revisionId: id }),
  row: z.object({ id }),
  sql: `SELECT id FROM interview_question WHERE id = :questionId AND interview_revision_id = :revisionId AND question_type = 'FILE_UPLOAD'`,
});

/** The version a new upload to the question of the item takes: one past the last, deleted ones included. */
export const nextUploadVersion = namedQuery({
  name: 'nextUploadVersion',
  params: z.object({ linkId: id, questionId: id }),
  row: z.object({ v: z.number().int() }),
  sql: `SELECT COALESCE(max(version_id), 0)::int + 1 AS v FROM interview_upload
      WHERE student_interview_link_id = :linkId AND interview_question_id = :questionId`,
});

export const insertUpload = namedQuery({
  name: 'insertUpload',
  params: z.object({
    uuid: z.string(),
    linkId: id,
    questionId: id,
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    sha256: z.string(),
    blobKey: z.string(),
    versionId: z.number().int(),
    uploadedBy: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO interview_upload (uuid, student_interview_link_id, interview_question_id, file_name, content_type, size_bytes, sha256, blob_key, version_id, uploaded_by)
     VALUES (:uuid, :linkId, :questionId, :fileName, :contentType, :sizeBytes, :sha256, :blobKey, :versionId, :uploadedBy)`,
});

/** A document not deleted, by its uuid (text the caller checked is a uuid). */
export const uploadByUuid = namedQuery({
  name: 'uploadByUuid',
  params: z.object({ uuid: z.string() }),
  row: z.object({
    id,
    student_interview_link_id: id,
    file_name: z.string(),
    content_type: z.string(),
    blob_key: z.string(),
    version_id: z.number().int(),
    size_bytes: z.number().int(),
  }),
  sql: `SELECT id, student_interview_link_id, file_name, content_type, blob_key, version_id, size_bytes
       FROM interview_upload WHERE uuid = :uuid AND deleted_at IS NULL`,
});

/** A download of a student's documents, one or an item's zip, in the access log. */
export const logDocumentDownload = namedQuery({
  name: 'logDocumentDownload',
  params: z.object({
    schoolCode: z.string().nullable(),
    actorUuid: z.string(),
    actorRole: z.string(),
    studentId: id,
    action: z.enum(['DOWNLOAD_INTERVIEW_DOCUMENT', 'DOWNLOAD_INTERVIEW_DOCUMENTS']),
  }),
  row: noRow,
  sql: `INSERT INTO access_log (school_code, actor_uuid, actor_role, student_id, action)
     VALUES (:schoolCode, :actorUuid, :actorRole, :studentId, :action)`,
});

export const markUploadDeleted = namedQuery({
  name: 'markUploadDeleted',
  params: z.object({ uploadId: id }),
  row: noRow,
  sql: `UPDATE interview_upload SET deleted_at = now() WHERE id = :uploadId`,
});
