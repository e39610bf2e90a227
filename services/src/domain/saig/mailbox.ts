import { z } from 'zod';
import { mkdir, readdir, rename, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges, recordStudentDataExport } from '../audit/activity.js';
import { importIsirFile } from '../isir/import.js';
import type { IsirUpload } from '../isir/uploads.js';
import {
  MailboxUnreachable,
  mailboxRoot,
  openFolderMailbox,
  openSftpMailbox,
  schoolFolder,
  sftpSettingsOf,
  type MailboxConnection,
} from './transport.js';

/** The largest mailbox file kept (a day's ISIR batch is a few MB). */
export const MAILBOX_FILE_MAX_BYTES = 50 * 1024 * 1024;

/**
 * SAIG file names start with the 8-character message class: 4 letters, the 2-digit aid year, 2 letters
 * (IDSA27OP daily ISIRs, IDAP27OP requested ISIRs, ...), optionally followed by a separator and a unique part.
 */
const SAIG_NAME = /^([A-Z]{4})(\d{2})([A-Z]{2})(?:[._-][A-Za-z0-9._-]{0,100})?$/;
export function parseSaigName(fileName: string): { messageClass: string; aidYear: number } | null {
  const m = SAIG_NAME.exec(fileName);
  return m ? { messageClass: `${m[1]}${m[2]}${m[3]}`, aidYear: 2000 + Number(m[2]) } : null;
}

export const tgNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^TG\d{5}$/, 'must be TG followed by 5 digits');
/** Federal mailbox passwords: 8 to 64 characters with a letter and a digit. */
export const mailboxPasswordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(64, 'must be at most 64 characters')
  .regex(/[A-Za-z]/, 'must contain a letter')
  .regex(/\d/, 'must contain a digit');

export { mailboxRoot };

async function log(db: Db, schoolCode: string | null, level: 'INFO' | 'ERROR', message: string) {
  await db.query('INSERT INTO ftp_log (school_code, level, message) VALUES ($1, $2, $3)', [
    schoolCode,
    level,
    message,
  ]);
}

interface MailboxRow {
  school_code: string;
  tg_number: string | null;
  password_sealed: string | null;
  folder_created: boolean;
}
async function mailboxOf(db: Db, schoolCode: string): Promise<MailboxRow | undefined> {
  const [row] = await db.query<MailboxRow>('SELECT * FROM saig_mailbox WHERE school_code = $1', [schoolCode]);
  return row;
}
async function ensureRow(db: Db, schoolCode: string) {
  await db.query('INSERT INTO saig_mailbox (school_code) VALUES ($1) ON CONFLICT DO NOTHING', [schoolCode]);
}

/** TG info as the administration screen shows it; the password itself never leaves the services. */
export async function tgInfo(ctx: AppContext, schoolCode: string) {
  const row = await mailboxOf(ctx.db, schoolCode);
  return {
    schoolCode,
    tgNumber: row?.tg_number ?? null,
    hasPassword: Boolean(row?.password_sealed),
    folderExists: await folderExists(ctx, schoolCode),
  };
}

async function folderExists(ctx: AppContext, schoolCode: string) {
  return stat(schoolFolder(ctx, schoolCode)).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

export async function updateTgInfo(ctx: AppContext, caller: Caller, tgNumber: string) {
  await ctx.db.transaction(async (tx) => {
    await ensureRow(tx, caller.schoolCode);
    const before = await mailboxOf(tx, caller.schoolCode);
    await tx.query('UPDATE saig_mailbox SET tg_number = $2, updated_at = now() WHERE school_code = $1', [
      caller.schoolCode,
      tgNumber,
    ]);
    await recordChanges(
      tx,
      caller,
      { type: 'saig_mailbox', id: caller.schoolCode },
      { tgNumber: before?.tg_number ?? null },
      { tgNumber },
    );
    await recordActivity(tx, caller, {
      action: 'SAIG_TG_UPDATED',
      entityType: 'saig_mailbox',
      entityId: caller.schoolCode,
      details: { tgNumber },
    });
  });
  return { ...(await tgInfo(ctx, caller.schoolCode)), message: 'Successfully updated mailbox settings.' };
}

export async function createSchoolFolder(ctx: AppContext, caller: Caller) {
  const existed = await folderExists(ctx, caller.schoolCode);
  await mkdir(schoolFolder(ctx, caller.schoolCode), { recursive: true });
  await ensureRow(ctx.db, caller.schoolCode);
  await ctx.db.query('UPDATE saig_mailbox SET folder_created = true WHERE school_code = $1', [
    caller.schoolCode,
  ]);
  if (!existed)
    await recordActivity(ctx.db, caller, {
      action: 'SAIG_FOLDER_CREATED',
      entityType: 'saig_mailbox',
      entityId: caller.schoolCode,
    });
  return { folder: caller.schoolCode, message: existed ? 'School folder exists' : 'Setup School' };
}

export async function schoolFolderInfo(ctx: AppContext, schoolCode: string) {
  if (!(await folderExists(ctx, schoolCode))) throw notFound('Could not find school folder');
  return { folder: schoolCode, message: 'School folder exists' };
}

/** First password (store or update when none is set yet); changing one needs the old one (setupPassword). */
export async function storePassword(ctx: AppContext, caller: Caller, password: string) {
  return ctx.db.transaction(async (tx) => {
    await ensureRow(tx, caller.schoolCode);
    const row = await mailboxOf(tx, caller.schoolCode);
    if (row?.password_sealed) {
      throw badRequest('A mailbox password is already set; give the old password to change it', {
        inputErrors: [{ path: 'oldPassword', message: 'is required to change the password' }],
      });
    }
    await tx.query(
      'UPDATE saig_mailbox SET password_sealed = $2, updated_at = now() WHERE school_code = $1',
      [caller.schoolCode, ctx.sealer.seal(password)],
    );
    await recordActivity(tx, caller, {
      action: 'SAIG_PASSWORD_SET',
      entityType: 'saig_mailbox',
      entityId: caller.schoolCode,
    });
    return { hasPassword: true, message: 'Successfully updated mailbox settings.' };
  });
}

export async function changePassword(
  ctx: AppContext,
  caller: Caller,
  oldPassword: string,
  newPassword: string,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await mailboxOf(tx, caller.schoolCode);
    if (!row?.password_sealed)
      throw badRequest('No mailbox password is set yet; store one first', {
        inputErrors: [{ path: 'oldPassword', message: 'no password is set' }],
      });
    if (ctx.sealer.open(row.password_sealed) !== oldPassword) {
      throw badRequest('The old mailbox password is wrong; nothing was changed', {
        inputErrors: [{ path: 'oldPassword', message: 'is wrong' }],
      });
    }
    if (oldPassword === newPassword)
      throw badRequest('The new password must differ from the old one', {
        inputErrors: [{ path: 'newPassword1', message: 'is the old password' }],
      });
    await tx.query(
      'UPDATE saig_mailbox SET password_sealed = $2, updated_at = now() WHERE school_code = $1',
      [caller.schoolCode, ctx.sealer.seal(newPassword)],
    );
    await recordActivity(tx, caller, {
      action: 'SAIG_PASSWORD_CHANGED',
      entityType: 'saig_mailbox',
      entityId: caller.schoolCode,
    });
    return { hasPassword: true, message: 'Successfully updated mailbox settings.' };
  });
}

const UNREACHABLE = 'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.';

/** Opens the school's mailbox on the configured transport (SAIG_TRANSPORT). */
async function openMailbox(
  ctx: AppContext,
  mailbox: MailboxRow & { tg_number: string },
): Promise<MailboxConnection> {
  if (ctx.env.SAIG_TRANSPORT === 'folder') return openFolderMailbox(ctx, mailbox.school_code);
  return openSftpMailbox(
    { ...ctx, env: await sftpSettingsOf(ctx, mailbox.school_code) },
    {
      schoolCode: mailbox.school_code,
      tgNumber: mailbox.tg_number,
      password: mailbox.password_sealed ? ctx.sealer.open(mailbox.password_sealed) : null,
    },
  );
}

/**
 * Takes every new file from the school's mailbox (a folder, or the federal mailbox over SFTP) into the blob
 * store and lists it as a message (status 0). A file leaves the mailbox (deleted from the folder; deleted or
 * moved to `received/` on the SFTP server) only after its row is committed, and a name already received is not taken twice, so a poll
 * that stops midway is simply run again.
 */
export async function pollSchool(
  ctx: AppContext,
  schoolCode: string,
): Promise<{ received: number; skipped: number }> {
  const mailbox = await mailboxOf(ctx.db, schoolCode);
  if (!mailbox?.tg_number) {
    await log(ctx.db, schoolCode, 'ERROR', 'Mailbox not polled: no TG number is set');
    throw new HttpError(409, UNREACHABLE);
  }
  let conn: MailboxConnection;
  let entries: { name: string; size: number }[];
  try {
    conn = await openMailbox(ctx, { ...mailbox, tg_number: mailbox.tg_number });
    try {
      entries = (await conn.list()).sort((a, b) => a.name.localeCompare(b.name));
    } catch (err) {
      await conn.close();
      throw err;
    }
  } catch (err) {
    await log(
      ctx.db,
      schoolCode,
      'ERROR',
      err instanceof MailboxUnreachable ? err.message : `Mailbox not reached: ${(err as Error).message}`,
    );
    throw new HttpError(409, UNREACHABLE);
  }
  let received = 0;
  let skipped = 0;
  try {
    for (const { name, size } of entries) {
      const parsed = parseSaigName(name);
      if (!parsed) {
        skipped++;
        await log(
          ctx.db,
          schoolCode,
          'ERROR',
          `${name}: not a SAIG file name (message class such as IDSA27OP expected); left in the mailbox`,
        );
        continue;
      }
      const [known] = await ctx.db.query(
        'SELECT 1 FROM ed_message WHERE school_code = $1 AND unique_file_name = $2',
        [schoolCode, name],
      );
      if (!known) {
        if (size > MAILBOX_FILE_MAX_BYTES) {
          skipped++;
          await log(
            ctx.db,
            schoolCode,
            'ERROR',
            `${name}: ${size} bytes is more than the ${MAILBOX_FILE_MAX_BYTES} kept; left in the mailbox`,
          );
          continue;
        }
        const blob = await ctx.blobs.put(await conn.read(name, size), {
          maxBytes: MAILBOX_FILE_MAX_BYTES,
          prefix: 'saig',
        });
        await ctx.db.query(
          `INSERT INTO ed_message (school_code, tg_number, unique_file_name, message_class, aid_year, blob_key, size_bytes, sha256)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (school_code, unique_file_name) DO NOTHING`,
          [
            schoolCode,
            mailbox.tg_number,
            name,
            parsed.messageClass,
            parsed.aidYear,
            blob.key,
            blob.size,
            blob.sha256,
          ],
        );
        received++;
        await log(
          ctx.db,
          schoolCode,
          'INFO',
          `${name}: received (${blob.size} bytes, ${parsed.messageClass})`,
        );
      }
      await conn.markReceived(name);
    }
  } catch (err) {
    await log(
      ctx.db,
      schoolCode,
      'ERROR',
      `Poll stopped after ${received} received: ${(err as Error).message}`,
    );
    throw new HttpError(409, UNREACHABLE);
  } finally {
    await conn.close();
  }
  await log(
    ctx.db,
    schoolCode,
    'INFO',
    `Polled ${conn.where}: ${received} received, ${skipped} left in the mailbox`,
  );
  return { received, skipped };
}

/**
 * The plain copies an older release left in each school folder's received/ (the folder transport moved files there):
 * a copy of a file listed as received is deleted (its sealed copy is in the blob store, or was purged with it); a copy
 * no row knows goes back to the mailbox folder, so the next poll keeps it sealed. The folder goes when empty.
 */
export async function dropReceivedCopies(ctx: AppContext) {
  let receivedCopiesDeleted = 0;
  let receivedCopiesReturned = 0;
  const root = mailboxRoot(ctx);
  const schools = await readdir(root).catch(() => [] as string[]);
  for (const schoolCode of schools) {
    const dir = path.join(root, schoolCode, 'received');
    const names = await readdir(dir).catch(() => [] as string[]);
    if (!names.length) continue;
    const known = new Set(
      (
        await ctx.db.query<{ name: string }>(
          'SELECT unique_file_name AS name FROM ed_message WHERE school_code = $1 AND unique_file_name = ANY($2::text[])',
          [schoolCode, names],
        )
      ).map((r) => r.name),
    );
    for (const name of names) {
      if (known.has(name)) {
        await unlink(path.join(dir, name));
        receivedCopiesDeleted++;
      } else {
        await rename(path.join(dir, name), path.join(root, schoolCode, name));
        receivedCopiesReturned++;
        await log(ctx.db, schoolCode, 'INFO', `${name}: a plain copy in received/ went back to the mailbox`);
      }
    }
    await rmdir(dir).catch(() => undefined);
  }
  return { receivedCopiesDeleted, receivedCopiesReturned };
}

/**
 * The scheduled job: every school with a TG number (and, on the folder transport, a folder). One school's
 * failure does not stop the rest.
 */
export async function pollAllMailboxes(ctx: AppContext) {
  const schools = await ctx.db.query<{ school_code: string }>(
    'SELECT school_code FROM saig_mailbox WHERE tg_number IS NOT NULL ORDER BY school_code',
  );
  let received = 0;
  for (const s of schools) {
    if (ctx.env.SAIG_TRANSPORT === 'folder' && !(await folderExists(ctx, s.school_code))) continue;
    try {
      received += (await pollSchool(ctx, s.school_code)).received;
    } catch (err) {
      await log(ctx.db, s.school_code, 'ERROR', `Poll failed: ${(err as Error).message}`);
    }
  }
  return { schools: schools.length, received };
}

export const SAIG_POLL_JOB = 'saig.poll';
export function registerMailboxJobs(ctx: AppContext) {
  ctx.jobs.register(SAIG_POLL_JOB, async () => pollAllMailboxes(ctx));
  ctx.jobs.every(SAIG_POLL_JOB, ctx.env.SAIG_POLL_SECONDS);
}

export async function pollNow(ctx: AppContext, caller: Caller) {
  const result = await pollSchool(ctx, caller.schoolCode);
  await recordActivity(ctx.db, caller, {
    action: 'SAIG_MAILBOX_POLLED',
    entityType: 'saig_mailbox',
    entityId: caller.schoolCode,
    details: result,
  });
  return { ...result, message: 'Successfully retrieved mailbox.' };
}

interface MessageRow {
  id: number;
  tg_number: string;
  unique_file_name: string;
  message_class: string;
  aid_year: number | null;
  size_bytes: number;
  ed_file_status: number;
  status_message: string | null;
  received_at: Date;
  imported_at: Date | null;
  blob_key: string | null;
  school_code: string;
}
const toMessage = (r: MessageRow) => ({
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
  await db.query(
    `UPDATE ed_message m SET ed_file_status = CASE u.status WHEN 'IMPORTED' THEN 1 ELSE 2 END,
            imported_at = CASE u.status WHEN 'IMPORTED' THEN u.finished_at END,
            status_message = CASE u.status WHEN 'IMPORTED' THEN u.imported_count || ' records imported' ELSE u.error END
       FROM isir_upload u
      WHERE m.isir_upload_id = u.id AND m.school_code = $1 AND m.ed_file_status = 0 AND u.status IN ('IMPORTED', 'FAILED')`,
    [schoolCode],
  );
  const rows = await db.query<MessageRow>(
    'SELECT * FROM ed_message WHERE school_code = $1 ORDER BY received_at DESC, id DESC LIMIT 500',
    [schoolCode],
  );
  return rows.map(toMessage);
}

export async function messageFile(ctx: AppContext, caller: Caller, tgNumber: string, fileName: string) {
  const [row] = await ctx.db.query<MessageRow>(
    'SELECT * FROM ed_message WHERE school_code = $1 AND tg_number = $2 AND unique_file_name = $3',
    [caller.schoolCode, tgNumber, fileName],
  );
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
  const [row] = await ctx.db.query<MessageRow>('SELECT * FROM ed_message WHERE id = $1', [id]);
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
    await ctx.db.query('UPDATE ed_message SET ed_file_status = 2, status_message = $2 WHERE id = $1', [
      id,
      message,
    ]);
    await log(ctx.db, row.school_code, 'ERROR', `${row.unique_file_name}: import failed: ${message}`);
    throw err;
  }
  await ctx.db.query('UPDATE ed_message SET isir_upload_id = $2 WHERE id = $1', [id, upload.id]);
  if (upload.status === 'FAILED') {
    await ctx.db.query('UPDATE ed_message SET ed_file_status = 2, status_message = $2 WHERE id = $1', [
      id,
      upload.error,
    ]);
    await log(ctx.db, row.school_code, 'ERROR', `${row.unique_file_name}: import failed: ${upload.error}`);
    throw badRequest(`${row.unique_file_name} could not be imported: ${upload.error}`);
  }
  const imported = upload.status === 'IMPORTED';
  const summary = imported
    ? `${upload.importedCount} records imported (${upload.newStudentCount} new students, ${upload.updatedStudentCount} updated)`
    : `Importing in the background (job ${upload.jobId})`;
  await ctx.db.query(
    `UPDATE ed_message SET ed_file_status = $2::smallint, status_message = $3, imported_at = CASE WHEN $2::smallint = 1 THEN now() END WHERE id = $1`,
    [id, imported ? 1 : 0, summary],
  );
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
  const rows = await db.query<{ id: number; level: string; message: string; created_at: Date }>(
    'SELECT id::int, level, message, created_at FROM ftp_log WHERE school_code = $1 ORDER BY id DESC LIMIT 200',
    [schoolCode],
  );
  return rows.map((r) => ({
    id: r.id,
    level: r.level,
    message: r.message,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
