import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import { UUID_PATTERN } from '../../platform/route.js';
import { recordActivity } from '../audit/activity.js';
import { assertAnswerable, assertMayAnswer, loadLink, revisionFor } from './links.js';
import * as sql from './uploads.queries.js';

/** Phone photos of a transcript are a few MB; a scanned multi-page PDF rarely passes 10. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const KINDS = [
  {
    type: 'application/pdf',
    label: 'PDF',
    extensions: ['pdf'],
    magic: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  {
    type: 'image/png',
    label: 'PNG image',
    extensions: ['png'],
    magic: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/jpeg',
    label: 'JPEG image',
    extensions: ['jpg', 'jpeg'],
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
];
export const ALLOWED_UPLOADS = 'a PDF, PNG or JPEG file';

/** The file's type from its first bytes; the name alone proves nothing. */
export function sniff(head: Buffer) {
  return KINDS.find((k) => k.magic(head));
}

function cleanFileName(name: string): string {
  // Keep the student's name for the file, minus path parts and control characters.
  const base = name
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  if (!base) throw badRequest('The file needs a name');
  if (base.length > 200) throw badRequest('The file name is longer than 200 characters');
  return base;
}

/** The item and file question an upload is for, checked before the body is read; refused, the body is drained. */
async function uploadTarget(
  ctx: AppContext,
  caller: Caller,
  input: { linkKey: string; questionID: number; fileName: string; body: Readable | Buffer },
) {
  try {
    const link = await loadLink(ctx.db, caller, input.linkKey);
    await assertMayAnswer(ctx.db, caller, link);
    assertAnswerable(link);
    const fileName = cleanFileName(input.fileName);
    const revisionId = await revisionFor(ctx.db, link);
    const question = await sql.fileQuestion.first(ctx.db, { questionId: input.questionID, revisionId });
    if (!question) throw badRequest(`Question ${input.questionID} does not take a file in this interview`);
    return { link, fileName, question };
  } catch (err) {
    if (!Buffer.isBuffer(input.body)) input.body.resume();
    throw err;
  }
}

/** Streams the body into the blob store within the size limit, keeping its first 16 bytes to tell its type. */
async function storeKeepingHead(ctx: AppContext, body: Readable | Buffer) {
  let head = Buffer.alloc(0);
  const peek = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      done(null, chunk);
    },
  });
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  source.on('error', (e) => peek.destroy(e));
  const stored = await ctx.blobs.put(source.pipe(peek), {
    maxBytes: UPLOAD_MAX_BYTES,
    prefix: 'interview-uploads',
  });
  return { stored, head };
}

/** The kind of a stored file, from its content; an empty file, another kind, or a name that belies it is refused. */
function checkedKind(fileName: string, size: number, head: Buffer) {
  if (size === 0) throw badRequest('The file is empty');
  const kind = sniff(head);
  if (!kind)
    throw new HttpError(415, `${fileName} is not ${ALLOWED_UPLOADS}; upload a PDF or a photo (PNG or JPEG)`);
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  if (!kind.extensions.includes(ext))
    throw new HttpError(
      415,
      `${fileName} is a ${kind.label} but its name ends in '.${ext}'; rename it to .${kind.extensions[0]}`,
    );
  return kind;
}

/**
 * Keeps an uploaded document for a file question. The size limit is enforced while streaming, the type
 * from the content; anything refused leaves neither a file nor a row behind.
 */
export async function saveUpload(
  ctx: AppContext,
  caller: Caller,
  input: { linkKey: string; questionID: number; fileName: string; body: Readable | Buffer },
) {
  const { link, fileName, question } = await uploadTarget(ctx, caller, input);
  const { stored, head } = await storeKeepingHead(ctx, input.body);
  let kind;
  try {
    kind = checkedKind(fileName, stored.size, head);
  } catch (err) {
    await ctx.blobs.delete(stored.key);
    throw err;
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const [{ v } = { v: 1 }] = await sql.nextUploadVersion.all(tx, {
        linkId: link.id,
        questionId: question.id,
      });
      const uuid = randomUUID();
      await sql.insertUpload.run(tx, {
        uuid,
        linkId: link.id,
        questionId: question.id,
        fileName,
        contentType: kind.type,
        sizeBytes: stored.size,
        sha256: stored.sha256,
        blobKey: stored.key,
        versionId: v,
        uploadedBy: caller.accountUuid,
      });
      await recordActivity(tx, caller, {
        action: 'INTERVIEW_DOCUMENT_UPLOADED',
        entityType: 'interview_upload',
        entityId: uuid,
        studentId: link.student_id,
        details: { fileName, typeCode: link.type_code, sizeBytes: stored.size },
      });
      return {
        fileID: uuid,
        FileID: uuid,
        fileName,
        FileName: fileName,
        questionID: question.id,
        StudentInterviewLinkID: link.id,
        contentType: kind.type,
        sizeBytes: stored.size,
        versionID: v,
        VersionID: v,
      };
    });
  } catch (err) {
    await ctx.blobs.delete(stored.key);
    throw err;
  }
}

async function uploadByKey(ctx: AppContext, caller: Caller, fileID: string) {
  if (!UUID_PATTERN.test(fileID)) throw notFound('No such document');
  const row = await sql.uploadByUuid.first(ctx.db, { uuid: fileID });
  if (!row) throw notFound('No such document');
  // The document's item decides who may see it: staff of the school, or the student's own accounts.
  const link = await loadLink(ctx.db, caller, row.student_interview_link_id);
  return { row, link };
}

/** Opens a document for download (saved as 'versionID fileName'). */
export async function openUpload(ctx: AppContext, caller: Caller, fileID: string) {
  const { row, link } = await uploadByKey(ctx, caller, fileID);
  if (caller.kind === 'staff' && !caller.permissions.has('STUDENT_VIEW'))
    throw new HttpError(403, `Your role (${caller.role}) lacks the permission STUDENT_VIEW`);
  await sql.logDocumentDownload.run(ctx.db, {
    schoolCode: caller.schoolCode,
    actorUuid: caller.accountUuid,
    actorRole: caller.role,
    studentId: link.student_id,
    action: 'DOWNLOAD_INTERVIEW_DOCUMENT',
  });
  return {
    stream: await ctx.blobs.open(row.blob_key),
    fileName: `${row.version_id} ${row.file_name}`,
    contentType: row.content_type,
    size: row.size_bytes,
  };
}

/** Removes a document the student uploaded by mistake, while the item is still open. */
export async function deleteUpload(ctx: AppContext, caller: Caller, fileID: string) {
  const { row, link } = await uploadByKey(ctx, caller, fileID);
  await assertMayAnswer(ctx.db, caller, link);
  assertAnswerable(link);
  await ctx.db.transaction(async (tx) => {
    await sql.markUploadDeleted.run(tx, { uploadId: row.id });
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_DOCUMENT_DELETED',
      entityType: 'interview_upload',
      entityId: fileID,
      studentId: link.student_id,
      details: { fileName: row.file_name },
    });
  });
  // The row is the record; the bytes go once the deletion is committed.
  await ctx.blobs.delete(row.blob_key);
  return { success: true };
}
