import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the processor documents staff keep on a student (documents.ts): each statement once, named, with its
// parameters and rows checked (docs/data-layer.md).

const DOC_COLUMNS = `d.id, d.student_id AS "studentID", d.is_for_parent_account AS "isForParentAccount", d.file_name AS "fileName",
  d.content_type AS "contentType", d.size_bytes AS "size", d.uploaded_by AS "uploadedBy", d.created_at AS "createdAt"`;

/** A processor document as answered. */
const processorDocument = z.object({
  id,
  studentID: id,
  isForParentAccount: z.boolean(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string(),
  createdAt: z.date(),
});

export const documentsOfStudent = namedQuery({
  name: 'documentsOfStudent',
  params: z.object({ studentId: id }),
  row: processorDocument,
  sql: `SELECT ${DOC_COLUMNS} FROM processor_document d WHERE d.student_id = :studentId ORDER BY d.created_at DESC, d.id DESC`,
});

export const documentById = namedQuery({
  name: 'documentById',
  params: z.object({ id }),
  row: processorDocument,
  sql: `SELECT ${DOC_COLUMNS} FROM processor_document d WHERE d.id = :id`,
});

export const insertDocument = namedQuery({
  name: 'insertDocument',
  params: z.object({
    schoolCode: z.string(),
    studentId: id,
    isForParentAccount: z.boolean(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    sha256: z.string(),
    blobKey: z.string(),
    uploadedBy: z.string(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO processor_document (school_code, student_id, is_for_parent_account, file_name, content_type, size_bytes, sha256, blob_key, uploaded_by)
         VALUES (:schoolCode, :studentId, :isForParentAccount, :fileName, :contentType, :sizeBytes, :sha256, :blobKey, :uploadedBy) RETURNING id`,
});

/** A document of the school, with where its file is kept. */
export const schoolDocument = namedQuery({
  name: 'schoolDocument',
  params: z.object({ id, schoolCode: z.string() }),
  row: z.object({
    id,
    student_id: id,
    file_name: z.string(),
    content_type: z.string(),
    blob_key: z.string(),
  }),
  sql: 'SELECT id, student_id, file_name, content_type, blob_key FROM processor_document WHERE id = :id AND school_code = :schoolCode',
});

export const deleteDocument = namedQuery({
  name: 'deleteDocument',
  params: z.object({ id }),
  row: noRow,
  sql: 'DELETE FROM processor_document WHERE id = :id',
});

export const deleteDocuments = namedQuery({
  name: 'deleteDocuments',
  params: z.object({ ids: z.array(id) }),
  row: noRow,
  sql: 'DELETE FROM processor_document WHERE id = ANY(:ids::int[])',
});
