import type { AppContext } from '../../context.js';
import { sealRunDetail, type StoredRunDetail } from '../auto-verify/run-detail.js';
import { dropReceivedCopies } from '../saig/mailbox-poll.js';

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
    const messages = await tx.query<{ school_code: string; blob_key: string }>(
      `WITH old AS (SELECT id, school_code, blob_key FROM ed_message
                     WHERE blob_key IS NOT NULL AND ((ed_file_status = 1 AND imported_at < $2) OR aid_year < $3) FOR UPDATE)
       UPDATE ed_message m SET blob_key = NULL, purged_at = $1 FROM old WHERE m.id = old.id
       RETURNING old.school_code, old.blob_key`,
      [now, mailboxBefore, oldestKept],
    );
    const exports = await tx.query<{ school_code: string; blob_key: string }>(
      `WITH old AS (SELECT id, school_code, blob_key FROM report_export
                     WHERE blob_key IS NOT NULL AND (finished_at < $2 OR aid_year < $3) FOR UPDATE)
       UPDATE report_export e SET blob_key = NULL, purged_at = $1 FROM old WHERE e.id = old.id
       RETURNING old.school_code, old.blob_key`,
      [now, exportBefore, oldestKept],
    );
    const runs = await tx.query<{ school_code: string }>(
      'DELETE FROM auto_verify_run WHERE aid_year < $1 RETURNING school_code',
      [oldestKept],
    );
    for (const m of messages) count(m.school_code, 'mailboxFiles');
    for (const e of exports) count(e.school_code, 'reportExports');
    for (const r of runs) count(r.school_code, 'autoVerifyRuns');
    for (const [school, n] of Object.entries(counts))
      await tx.query(
        `INSERT INTO activity_log (school_code, actor_name, action, entity_type, details)
         VALUES ($1, 'retention', 'RETENTION_PURGED', 'retention', $2)`,
        [school, JSON.stringify({ ...n, rule, oldestAidYearKept: oldestKept, asOf: now.toISOString() })],
      );
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
    const rows = await ctx.db.query<{ id: number; detail: StoredRunDetail }>(
      `SELECT id::int AS id, detail FROM auto_verify_run WHERE detail->>'v' = '1' LIMIT 500`,
    );
    if (!rows.length) break;
    await ctx.db.query(
      `UPDATE auto_verify_run r SET detail = v.d FROM json_to_recordset($1::json) AS v (id int, d jsonb) WHERE r.id = v.id`,
      [
        JSON.stringify(
          rows.map((r) => ({
            id: r.id,
            d: r.detail.v === 1 ? sealRunDetail(ctx.sealer, r.detail.s) : r.detail,
          })),
        ),
      ],
    );
    details += rows.length;
  }
  let files = 0;
  const [done] = await ctx.db.query(`SELECT 1 FROM maintenance_step WHERE name = 'blobs-sealed'`);
  if (!done) {
    const tables = await ctx.db.query<{ t: string }>(
      `SELECT table_name AS t FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'blob_key' ORDER BY 1`,
    );
    for (const { t } of tables) {
      const keys = await ctx.db.query<{ k: string }>(
        `SELECT DISTINCT blob_key AS k FROM "${t}" WHERE blob_key IS NOT NULL`,
      );
      for (const { k } of keys) {
        if (!(await ctx.blobs.exists(k)) || (await ctx.blobs.isSealed(k))) continue;
        await ctx.blobs.sealInPlace(k);
        files++;
      }
    }
    await ctx.db.query(`INSERT INTO maintenance_step (name) VALUES ('blobs-sealed') ON CONFLICT DO NOTHING`);
  }
  const receivedCopies = await dropReceivedCopies(ctx);
  const resealed = { details, files, ...receivedCopies };
  if (details || files || receivedCopies.receivedCopiesDeleted || receivedCopies.receivedCopiesReturned)
    await ctx.db.query(
      `INSERT INTO activity_log (school_code, actor_name, action, entity_type, details)
       VALUES (NULL, 'retention', 'LEGACY_FILES_SEALED', 'retention', $1)`,
      [JSON.stringify(resealed)],
    );
  return resealed;
}

export function registerRetentionJob(ctx: AppContext) {
  ctx.jobs.register(RETENTION_JOB, async () => ({
    ...(await purgeExpired(ctx)),
    resealed: await resealLegacy(ctx),
  }));
  ctx.jobs.every(RETENTION_JOB, RETENTION_EVERY_SECONDS);
}
