import { readdir, rename, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { HttpError } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { folderExists, log, MAILBOX_FILE_MAX_BYTES, mailboxOf, parseSaigName } from './mailbox.js';
import * as sql from './mailbox.queries.js';
import {
  MailboxUnreachable,
  mailboxRoot,
  openFolderMailbox,
  openSftpMailbox,
  sftpSettingsOf,
  type MailboxConnection,
} from './transport.js';

// Polling the school's mailbox: new files taken into the blob store and listed as messages, by hand or by the
// scheduled job; and the plain copies an older release left in received/.

const UNREACHABLE = 'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.';

/** Opens the school's mailbox on the configured transport (SAIG_TRANSPORT). */
async function openMailbox(
  ctx: AppContext,
  mailbox: sql.MailboxRow & { tg_number: string },
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
    for (const entry of entries) {
      const taken = await takeFile(ctx, schoolCode, mailbox.tg_number, conn, entry);
      if (taken === 'skipped') {
        skipped++;
        continue;
      }
      if (taken !== 'known') {
        received++;
        await log(ctx.db, schoolCode, 'INFO', taken.received);
      }
      await conn.markReceived(entry.name);
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
 * One file of the mailbox: refused ('skipped', left in the mailbox), already listed ('known'), or taken into the
 * blob store and listed (`received`: the line to log). A file that is not skipped may then leave the mailbox.
 */
async function takeFile(
  ctx: AppContext,
  schoolCode: string,
  tgNumber: string,
  conn: MailboxConnection,
  { name, size }: { name: string; size: number },
): Promise<'skipped' | 'known' | { received: string }> {
  const parsed = parseSaigName(name);
  if (!parsed) {
    await log(
      ctx.db,
      schoolCode,
      'ERROR',
      `${name}: not a SAIG file name (message class such as IDSA27OP expected); left in the mailbox`,
    );
    return 'skipped';
  }
  const known = await sql.messageReceived.first(ctx.db, { schoolCode, name });
  if (!known) {
    if (size > MAILBOX_FILE_MAX_BYTES) {
      await log(
        ctx.db,
        schoolCode,
        'ERROR',
        `${name}: ${size} bytes is more than the ${MAILBOX_FILE_MAX_BYTES} kept; left in the mailbox`,
      );
      return 'skipped';
    }
    const blob = await ctx.blobs.put(await conn.read(name, size), {
      maxBytes: MAILBOX_FILE_MAX_BYTES,
      prefix: 'saig',
    });
    await sql.insertMessage.run(ctx.db, {
      schoolCode,
      tgNumber,
      name,
      messageClass: parsed.messageClass,
      aidYear: parsed.aidYear,
      blobKey: blob.key,
      sizeBytes: blob.size,
      sha256: blob.sha256,
    });
    return { received: `${name}: received (${blob.size} bytes, ${parsed.messageClass})` };
  }
  return 'known';
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
    const known = new Set((await sql.receivedNames.all(ctx.db, { schoolCode, names })).map((r) => r.name));
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
  const schools = await sql.mailboxesToPoll.all(ctx.db, {});
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
