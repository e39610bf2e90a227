import type { AppContext } from '../../context.js';
import { sealRunDetail } from '../auto-verify/run-detail.js';
import { dropReceivedCopies } from '../saig/mailbox-poll.js';
import * as sql from './retention.queries.js';

export const RETENTION_JOB = 'retention.purge';
/** Nightly, as the SIS transfer. */
export const RETENTION_EVERY_SECONDS = 24 * 60 * 60;

/** The aid year a day falls in: aid year Y runs from July 1 of Y-1 to June 30 of Y. */
export const aidYearOf = (day: Date) =>
  day.getUTCMonth() >= 6 ? day.getUTCFullYear() + 1 : day.getUTCFullYear();

export interface RetentionRule {
  /** Aid years kept besides the current one. */
  aidYears: number;
  /** Days a received mailbox file is kept after its import. */
  mailboxDays: number;
  /** Days a finished report export is kept. */
  exportDays: number;
}
export const retentionRule = (ctx: AppContext): RetentionRule => ({
  aidYears: ctx.env.RETENTION_AID_YEARS,
  mailboxDays: ctx.env.RETENTION_MAILBOX_DAYS,
  exportDays: ctx.env.RETENTION_EXPORT_DAYS,
});

type Counts = Record<string, { mailboxFiles: number; reportExports: number; autoVerifyRuns: number }>;

/**
 * Purges what the installation's retention rule no longer keeps, as of `now` (a parameter so a test can move the
 * clock): mailbox files imported more than mailboxDays ago, report exports finished more than exportDays ago, and
 * for aid years older than the rule keeps, their mailbox files, exports and auto-verify runs (which hold FTI values).
 * Files are deleted and their rows stay as the record that they existed (purged_at). One audit entry per school.
 */
export async function purgeExpired(ctx: AppContext, now: Date = new Date(), rule = retentionRule(ctx)) {
  const oldestKept = aidYearOf(now) - rule.aidYears;
  const day = 24 * 60 * 60 * 1000;
  const mailboxBefore = new Date(now.getTime() - rule.mailboxDays * day);
  const exportBefore = new Date(now.getTime() - rule.exportDays * day);
  const counts: Counts = {};
  const count = (school: string, kind: keyof Counts[string]) => {
    counts[school] ??= { mailboxFiles: 0, reportExports: 0, autoVerifyRuns: 0 };
    counts[school][kind]++;
  };
  const blobs = await ctx.db.transaction(async (tx) => {
    const messages = await sql.purgeMailboxFiles.all(tx, { now, before: mailboxBefore, oldestKept });
    const exports = await sql.purgeReportExports.all(tx, { now, before: exportBefore, oldestKept });
    const runs = await sql.deleteOldRuns.all(tx, { oldestKept });
    for (const m of messages) count(m.school_code, 'mailboxFiles');
    for (const e of exports) count(e.school_code, 'reportExports');
    for (const r of runs) count(r.school_code, 'autoVerifyRuns');
    for (const [school, n] of Object.entries(counts))
      await sql.recordRetention.run(tx, {
        schoolCode: school,
        action: 'RETENTION_PURGED',
        details: { ...n, rule, oldestAidYearKept: oldestKept, asOf: now.toISOString() },
      });
    return [...messages, ...exports].map((r) => r.blob_key);
  });
  // After the commit: a crash here leaves a file no row points at, never a row pointing at no file.
  for (const key of blobs) await ctx.blobs.delete(key);
  return { oldestAidYearKept: oldestKept, schools: counts };
}

/**
 * Re-seals what was kept before sealing: auto-verify run details of version 1 (in batches), every kept file written
 * in the clear (sealed in place under its own key), and the plain copies an older release left in the mailbox
 * folders' received/. Resumable: each step skips what is already sealed, so a job stopped midway is simply run
 * again; the file walk is marked done once it has been through every file. Recorded in the activity log.
 */
export async function resealLegacy(ctx: AppContext) {
  let details = 0;
  for (;;) {
    const rows = await sql.plainRunDetails.all(ctx.db, {});
    if (!rows.length) break;
    await sql.replaceRunDetails.run(ctx.db, {
      details: rows.map((r) => ({
        id: r.id,
        d: r.detail.v === 1 ? sealRunDetail(ctx.sealer, r.detail.s) : r.detail,
      })),
    });
    details += rows.length;
  }
  let files = 0;
  const done = await sql.blobsSealed.first(ctx.db, {});
  if (!done) {
    const tables = await sql.tablesWithFiles.all(ctx.db, {});
    for (const { t } of tables) {
      const keys = await sql.fileKeysOf(t).all(ctx.db, {});
      for (const { k } of keys) {
        if (!(await ctx.blobs.exists(k)) || (await ctx.blobs.isSealed(k))) continue;
        await ctx.blobs.sealInPlace(k);
        files++;
      }
    }
    await sql.markBlobsSealed.run(ctx.db, {});
  }
  const receivedCopies = await dropReceivedCopies(ctx);
  const resealed = { details, files, ...receivedCopies };
  if (details || files || receivedCopies.receivedCopiesDeleted || receivedCopies.receivedCopiesReturned)
    await sql.recordRetention.run(ctx.db, {
      schoolCode: null,
      action: 'LEGACY_FILES_SEALED',
      details: resealed,
    });
  return resealed;
}

export function registerRetentionJob(ctx: AppContext) {
  ctx.jobs.register(RETENTION_JOB, async () => ({
    ...(await purgeExpired(ctx)),
    resealed: await resealLegacy(ctx),
  }));
  ctx.jobs.every(RETENTION_JOB, RETENTION_EVERY_SECONDS);
}
