import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import type { BlobStore } from '../../platform/blob-store.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import * as sql from './documents.queries.js';
import { loadStudent } from '../students/load-student.js';
import { recordDocumentDownload } from './student-records.js';

/** Largest processor document kept (the JSON body carries it base64-encoded, within the body limit). */
export const MAX_DOCUMENT_BYTES = 700 * 1024;
const ALLOWED_TYPES: Record<string, Buffer> = {
  'application/pdf': Buffer.from('%PDF-'),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};

export async function listDocuments(db: Db, caller: Caller, studentKey: string) {
  const s = await loadStudent(db, caller, studentKey);
  return sql.documentsOfStudent.all(db, { studentId: s.id });
}

/** Stores an uploaded document: checked (type by its first bytes, size), written to the blob store, then recorded. */
export async function uploadDocument(
  db: Db,
  blobs: BlobStore,
  caller: Caller,
  input: {
    studentID: number | string;
    fileName: string;
    contentType: string;
    contentBase64: string;
    isForParentAccount: boolean;
  },
) {
  const magic = ALLOWED_TYPES[input.contentType];
  if (!magic)
    throw badRequest(
      `${input.fileName}: only PDF, PNG and JPEG documents are accepted, not ${input.contentType}`,
    );
  const bytes = Buffer.from(input.contentBase64, 'base64');
  if (bytes.length === 0) throw badRequest(`${input.fileName} is empty`);
  if (!bytes.subarray(0, magic.length).equals(magic))
    throw badRequest(`${input.fileName} is not a valid ${input.contentType} file`);
  const s = await loadStudent(db, caller, input.studentID);
  const blob = await blobs.put(bytes, { maxBytes: MAX_DOCUMENT_BYTES, prefix: 'processor-documents' });
  try {
    return await db.transaction(async (tx) => {
      const [doc] = await sql.insertDocument.all(tx, {
        schoolCode: s.school_code,
        studentId: s.id,
        isForParentAccount: input.isForParentAccount,
        fileName: input.fileName,
        contentType: input.contentType,
        sizeBytes: blob.size,
        sha256: blob.sha256,
        blobKey: blob.key,
        uploadedBy: caller.username,
      });
      await recordActivity(tx, caller, {
        action: 'PROCESSOR_DOCUMENT_UPLOADED',
        entityType: 'processor_document',
        entityId: doc!.id,
        studentId: s.id,
        details: { fileName: input.fileName },
      });
      return sql.documentById.first(tx, { id: doc!.id });
    });
  } catch (err) {
    // No row points at the file: do not keep it.
    await blobs.delete(blob.key).catch(() => {});
    throw err;
  }
}

async function loadDocument(db: Db, caller: Caller, id: number) {
  const doc = await sql.schoolDocument.first(db, { id, schoolCode: caller.schoolCode });
  if (!doc) throw notFound(`No processor document ${id}`);
  return doc;
}

export async function openDocument(db: Db, blobs: BlobStore, caller: Caller, id: number) {
  const doc = await loadDocument(db, caller, id);
  await recordActivity(db, caller, {
    action: 'PROCESSOR_DOCUMENT_DOWNLOADED',
    entityType: 'processor_document',
    entityId: id,
    studentId: doc.student_id,
  });
  await recordDocumentDownload(db, caller, {
    studentId: doc.student_id,
    kind: 'PROCESSOR_DOCUMENT',
    documentId: id,
    fileName: doc.file_name,
  });
  return { fileName: doc.file_name, contentType: doc.content_type, stream: await blobs.open(doc.blob_key) };
}

export async function deleteDocument(db: Db, blobs: BlobStore, caller: Caller, id: number) {
  const key = await db.transaction(async (tx) => {
    const doc = await loadDocument(tx, caller, id);
    await sql.deleteDocument.run(tx, { id });
    await recordActivity(tx, caller, {
      action: 'PROCESSOR_DOCUMENT_DELETED',
      entityType: 'processor_document',
      entityId: id,
      studentId: doc.student_id,
      details: { fileName: doc.file_name },
    });
    return doc.blob_key;
  });
  // The row is gone first; a file left by a failed delete is unreachable, never a row without its file.
  await blobs.delete(key).catch(() => {});
  return { id, deleted: true };
}

/**
 * processorDocument/delete: several documents of one student file at once, all or none (one not found,
 * or of another student, deletes nothing). The files go after the rows.
 */
export async function deleteDocuments(db: Db, blobs: BlobStore, caller: Caller, ids: number[]) {
  const unique = [...new Set(ids)];
  const keys = await db.transaction(async (tx) => {
    const docs = [];
    for (const id of unique) docs.push(await loadDocument(tx, caller, id));
    if (new Set(docs.map((d) => d.student_id)).size > 1)
      throw badRequest('Delete the documents of one student at a time');
    await sql.deleteDocuments.run(tx, { ids: unique });
    for (const d of docs) {
      await recordActivity(tx, caller, {
        action: 'PROCESSOR_DOCUMENT_DELETED',
        entityType: 'processor_document',
        entityId: d.id,
        studentId: d.student_id,
        details: { fileName: d.file_name },
      });
    }
    return docs.map((d) => d.blob_key);
  });
  for (const key of keys) await blobs.delete(key).catch(() => {});
  return { deleted: unique.length, ids: unique };
}
