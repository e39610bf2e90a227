import { z } from 'zod';
import { mkdir, stat } from 'node:fs/promises';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import * as sql from './mailbox.queries.js';
import { mailboxRoot, schoolFolder } from './transport.js';

// The school's SAIG mailbox: SAIG file names, the settings staff keep (TG number, password, the school's folder)
// and the transport's log. Polling is mailbox-poll.ts, the received files mailbox-messages.ts.

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

/** A line of the transport's log (ftp_log). */
export async function log(db: Db, schoolCode: string | null, level: 'INFO' | 'ERROR', message: string) {
  await sql.insertLog.run(db, { schoolCode, level, message });
}

export function mailboxOf(db: Db, schoolCode: string) {
  return sql.mailboxOf.first(db, { schoolCode });
}
async function ensureRow(db: Db, schoolCode: string) {
  await sql.ensureMailbox.run(db, { schoolCode });
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

export async function folderExists(ctx: AppContext, schoolCode: string) {
  return stat(schoolFolder(ctx, schoolCode)).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

export async function updateTgInfo(ctx: AppContext, caller: Caller, tgNumber: string) {
  await ctx.db.transaction(async (tx) => {
    await ensureRow(tx, caller.schoolCode);
    const before = await mailboxOf(tx, caller.schoolCode);
    await sql.setTgNumber.run(tx, { schoolCode: caller.schoolCode, tgNumber });
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
  await sql.markFolderCreated.run(ctx.db, { schoolCode: caller.schoolCode });
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
    await sql.setPassword.run(tx, {
      schoolCode: caller.schoolCode,
      passwordSealed: ctx.sealer.seal(password),
    });
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
    await sql.setPassword.run(tx, {
      schoolCode: caller.schoolCode,
      passwordSealed: ctx.sealer.seal(newPassword),
    });
    await recordActivity(tx, caller, {
      action: 'SAIG_PASSWORD_CHANGED',
      entityType: 'saig_mailbox',
      entityId: caller.schoolCode,
    });
    return { hasPassword: true, message: 'Successfully updated mailbox settings.' };
  });
}
