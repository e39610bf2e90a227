import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity, recordStudentDataExport } from '../audit/activity.js';
import { importIsirFile } from '../isir/import.js';
import type { IsirUpload } from '../isir/uploads.js';
import { log } from './mailbox.js';
import * as sql from './mailbox.queries.js';

// The files received from the mailbox (ED messages): listed, downloaded, imported through the ISIR pipeline; and
// the transport's log.

const toMessage = (r: sql.MessageRow) => ({
  id: r.id,
  tgNumber: r.tg_number,
  uniqueFileName: r.unique_file_name,
  messageClass: r.message_class,
  aidYear: r.aid_year,
  sizeBytes: r.size_bytes,
  edFileStatus: r.ed_file_status,
  statusMessage: r.status_message,
  receivedAt: new Date(r.received_at).toISOString(),
  importedAt: r.imported_at ? new Date(r.imported_at).toISOString() : null,
});

export async function listMessages(db: Db, schoolCode: string) {
  // A file that went to a background import takes its upload's outcome once the job has finished.
  await sql.settleBackgroundImports.run(db, { schoolCode });
  const rows = await sql.messagesOfSchool.all(db, { schoolCode });
  return rows.map(toMessage);
}

export async function messageFile(ctx: AppContext, caller: Caller, tgNumber: string, fileName: string) {
  const row = await sql.messageByName.first(ctx.db, { schoolCode: caller.schoolCode, tgNumber, fileName });
  if (!row) throw notFound(`No mailbox file ${fileName} for ${tgNumber} in this school`);
  if (!row.blob_key) throw notFound(purgedMessage(ctx, row.unique_file_name));
  // Read whole (a kept file is at most MAILBOX_FILE_MAX_BYTES) to count its records for the activity log.
  const chunks: Buffer[] = [];
  for await (const c of await ctx.blobs.open(row.blob_key)) chunks.push(c as Buffer);
  const bytes = Buffer.concat(chunks);
  await recordStudentDataExport(ctx.db, caller, {
    kind: 'MAILBOX_FILE',
    what: `SAIG mailbox file ${row.message_class}`,
    fileName: row.unique_file_name,
    // ISIR message classes (ID..) hold one student record a line; other classes are not counted.
    students: /^ID/.test(row.message_class) ? countRecords(bytes) : null,
    entityId: row.id,
  });
  return { fileName: row.unique_file_name, bytes };
}

const purgedMessage = (ctx: AppContext, fileName: string) =>
  `${fileName} was removed ${ctx.env.RETENTION_MAILBOX_DAYS} days after its import, or with its aid year (retention)`;

const countRecords = (bytes: Buffer) =>
  bytes
    .toString('latin1')
    .split('\n')
    .filter((l) => l.trim()).length;

/**
 * Imports one received file through the ISIR pipeline (origin MAILBOX). edFileStatus becomes 1 when the file
 * is imported, 2 with the reason when it is refused; a large file imports as a background job and its
 * message follows that job's upload (see {@link listMessages}).
 */
export async function importMessage(ctx: AppContext, caller: Caller, id: number) {
  const row = await sql.messageById.first(ctx.db, { id });
  if (!row || row.school_code !== caller.schoolCode)
    throw notFound(`No mailbox message ${id} in this school`);
  if (row.ed_file_status === 1)
    throw badRequest(`${row.unique_file_name} is already imported`, {
      inputErrors: [{ path: 'id', message: 'is already imported' }],
    });
  if (!row.blob_key) throw notFound(purgedMessage(ctx, row.unique_file_name));
  const chunks: Buffer[] = [];
  for await (const c of await ctx.blobs.open(row.blob_key)) chunks.push(c as Buffer);
  let upload: IsirUpload;
  try {
    upload = await importIsirFile(ctx, caller, {
      schoolCode: row.school_code,
      aidYear: row.aid_year ?? undefined,
      fileName: row.unique_file_name,
      source: Buffer.concat(chunks),
      origin: 'MAILBOX',
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await sql.messageFailed.run(ctx.db, { id, statusMessage: message });
    await log(ctx.db, row.school_code, 'ERROR', `${row.unique_file_name}: import failed: ${message}`);
    throw err;
  }
  await sql.messageUpload.run(ctx.db, { id, uploadId: upload.id });
  if (upload.status === 'FAILED') {
    await sql.messageFailed.run(ctx.db, { id, statusMessage: upload.error });
    await log(ctx.db, row.school_code, 'ERROR', `${row.unique_file_name}: import failed: ${upload.error}`);
    throw badRequest(`${row.unique_file_name} could not be imported: ${upload.error}`);
  }
  const imported = upload.status === 'IMPORTED';
  const summary = imported
    ? `${upload.importedCount} records imported (${upload.newStudentCount} new students, ${upload.updatedStudentCount} updated)`
    : `Importing in the background (job ${upload.jobId})`;
  await sql.messageImported.run(ctx.db, { id, status: imported ? 1 : 0, statusMessage: summary });
  await log(ctx.db, row.school_code, 'INFO', `${row.unique_file_name}: ${summary}`);
  await recordActivity(ctx.db, caller, {
    action: 'SAIG_FILE_IMPORTED',
    entityType: 'ed_message',
    entityId: id,
    details: { fileName: row.unique_file_name, uploadId: upload.id },
  });
  return {
    edFileStatus: imported ? 1 : 0,
    uploadId: upload.id,
    summary,
    message: imported ? 'File Imported Successfully' : summary,
  };
}

export async function ftpLog(db: Db, schoolCode: string) {
  const rows = await sql.logOfSchool.all(db, { schoolCode });
  return rows.map((r) => ({
    id: r.id,
    level: r.level,
    message: r.message,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
