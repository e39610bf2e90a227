import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { conflict } from '../../platform/errors.js';
import type { Job, JobControls } from '../../platform/jobs.js';
import { recordActivity } from '../audit/activity.js';
import * as sql from './data-keys.queries.js';
import { resealStored } from './sealed-columns.js';

export const RESEAL_JOB = 'keys.reseal';
const DEFAULT_BATCH = 500;

/** The re-seal job's checkpoint: which column, the last key done in it, and the jobs page's done/total. */
interface ResealProgress {
  /** The key the job moves values to; a job resumed under another current key starts over. */
  keyId: string;
  column: number;
  after: string | null;
  done: number;
  total: number;
  unit: 'values';
}

export interface KeyCount {
  what: string;
  table: string;
  column: string;
  keyId: string;
  count: number;
}

/** How many sealed values each key holds, column by column (a full read of each sealed table). */
export async function sealedValueCounts(ctx: AppContext): Promise<KeyCount[]> {
  const counts: KeyCount[] = [];
  for (const { column: c, keyCounts } of sql.sealedColumns) {
    const rows = await keyCounts.all(ctx.db, {});
    for (const r of rows)
      counts.push({ what: c.what, table: c.table, column: c.column, keyId: r.key_id, count: r.n });
  }
  return counts;
}

/**
 * What an operator needs to rotate the data key: the ring, and how many values are still under another key than
 * the current one. When `underOtherKeys` is 0, the older keys can be removed from DATA_ENCRYPTION_KEYS.
 */
export async function dataKeyStatus(ctx: AppContext) {
  const counts = await sealedValueCounts(ctx);
  const current = ctx.sealer.currentKeyId;
  const ring = new Set(ctx.sealer.keyIds);
  const others = counts.filter((c) => c.keyId !== current);
  const running = await sql.activeResealJob.first(ctx.db, { kind: RESEAL_JOB });
  return {
    currentKeyId: current,
    keyIds: [...ring],
    counts,
    underOtherKeys: others.reduce((n, c) => n + c.count, 0),
    /** Key ids values name that no configured key has: those values cannot be opened. */
    missingKeyIds: [...new Set(others.filter((c) => !ring.has(c.keyId)).map((c) => c.keyId))],
    resealJobId: running?.id ?? null,
  };
}

/**
 * The re-seal job: every sealed value not under the current key is opened and sealed again under it, one batch
 * at a time in key order (keyset pagination), with a checkpoint after each batch, so a stopped job resumes where
 * it was. A value written meanwhile is already under the current key; a row changed between read and write is
 * left as it is (its new value was sealed under the current key).
 */
export async function resealAll(
  ctx: AppContext,
  job: Job<{ batchSize?: number }>,
  controls: JobControls,
): Promise<{ keyId: string; resealed: number; underOtherKeys: number }> {
  const current = ctx.sealer.currentKeyId;
  const batch = job.payload.batchSize ?? DEFAULT_BATCH;
  let p = job.progress as unknown as Partial<ResealProgress>;
  if (p.keyId !== current || typeof p.column !== 'number') {
    let total = 0;
    for (const { underOtherKeyCount } of sql.sealedColumns) {
      const row = await underOtherKeyCount.first(ctx.db, { currentKeyId: current });
      total += row!.n;
    }
    p = { keyId: current, column: 0, after: null, done: 0, total, unit: 'values' };
    await controls.reportProgress({ ...p });
  }
  const progress = p as ResealProgress;
  for (; progress.column < sql.sealedColumns.length; progress.column++, progress.after = null) {
    const { column: c, batchUnderOtherKey, reseal } = sql.sealedColumns[progress.column]!;
    for (;;) {
      const rows = await batchUnderOtherKey.all(ctx.db, {
        currentKeyId: current,
        after: progress.after,
        limit: batch,
      });
      if (rows.length === 0) break;
      const resealed = rows.map((r) => {
        try {
          return resealStored(ctx.sealer, c, r.v);
        } catch (err) {
          throw new Error(`${c.what} (${c.table}.${c.column}, ${c.key} ${r.k}): ${(err as Error).message}`, {
            cause: err,
          });
        }
      });
      await reseal.run(ctx.db, {
        keys: rows.map((r) => r.k),
        olds: rows.map((r) => r.v),
        values: resealed,
      });
      progress.after = rows[rows.length - 1]!.k;
      progress.done = Math.min(progress.total, progress.done + rows.length);
      await controls.reportProgress({ ...progress });
      if (rows.length < batch) break;
    }
    await controls.reportProgress({ ...progress, column: progress.column + 1, after: null });
  }
  // Counted again: an instance still running with the old configuration may have written under an old key.
  let left = 0;
  for (const { underOtherKeyCount } of sql.sealedColumns) {
    const row = await underOtherKeyCount.first(ctx.db, { currentKeyId: current });
    left += row!.n;
  }
  return { keyId: current, resealed: progress.done, underOtherKeys: left };
}

export function registerDataKeyJobs(ctx: AppContext): void {
  ctx.jobs.register(RESEAL_JOB, (job, controls) => resealAll(ctx, job, controls));
}

/** An operator starts the re-seal; it shows on the jobs page of the school they are signed in to. */
export async function startReseal(ctx: AppContext, caller: Caller, opts: { batchSize?: number }) {
  const status = await dataKeyStatus(ctx);
  if (status.resealJobId !== null)
    throw conflict(`The re-seal job ${status.resealJobId} is already queued or running`);
  if (status.missingKeyIds.length)
    throw conflict(
      `Values are sealed under ${status.missingKeyIds.map((k) => `'${k}'`).join(', ')}, not in DATA_ENCRYPTION_KEYS: add the key to the ring first`,
    );
  const jobId = await ctx.jobs.enqueue(RESEAL_JOB, opts.batchSize ? { batchSize: opts.batchSize } : {}, {
    schoolCode: caller.schoolCode,
    createdBy: caller.accountUuid,
    maxAttempts: 5,
  });
  await recordActivity(ctx.db, caller, {
    action: 'DATA_KEY_RESEAL_STARTED',
    entityType: 'job',
    entityId: jobId,
    details: { keyId: status.currentKeyId, underOtherKeys: status.underOtherKeys },
  });
  return {
    message: `Re-sealing ${status.underOtherKeys} values under key '${status.currentKeyId}'`,
    jobId,
    underOtherKeys: status.underOtherKeys,
  };
}

/** Makes a new token-signing key now; the previous one stays in the JWKS while tokens it signed can live. */
export async function rotateSigningKeyNow(ctx: AppContext, caller: Caller) {
  const before = (await ctx.keys.signingKey()).kid;
  await ctx.keys.rotateIfDue(new Date(), { force: true });
  const kid = (await ctx.keys.signingKey()).kid;
  await recordActivity(ctx.db, caller, {
    action: 'SIGNING_KEY_ROTATED',
    entityType: 'signing_key',
    entityId: kid,
    details: { previousKid: before },
  });
  return { message: 'New token-signing key made', kid, previousKid: before };
}
