import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { loadLayouts } from './layout.js';
import { IsirFileError, readIsirFile, type ReadSummary } from './reader.js';
import { decodeAll, importRecords } from './import-batches.js';
import { readSealedRecords } from './import-reading.js';
import * as sql from './import.queries.js';
import { clearAbandonedUnpublished, clearUnpublished, markUnpublished } from './unpublished.js';
import { getUpload, type ImportStep, type IsirUpload } from './uploads.js';

// The ISIR import's entry: the upload's log row, the stored file, the job that imports a large one, and what happens
// after the records are in. The records themselves: import-batches.ts and the stages it calls.

export type Origin = 'UPLOAD' | 'MAILBOX';
export type Actor = Caller | 'system';

export interface ImportRequest {
  schoolCode: string;
  /** When given, every record must be of this aid year; otherwise the file's records name it. */
  aidYear?: number;
  fileName: string;
  source: Readable | Buffer;
  origin: Origin;
  /** true: a background job whatever the size (the job page shows progress); false: while the caller waits; default by size. */
  background?: boolean;
  /** false: the school's auto-verify flows do not run after this import (the demo seed); default true. */
  autoVerify?: boolean;
}

/** Files up to this size import while the caller waits; larger ones become a background job. */
export const SYNC_IMPORT_BYTES = 8 * 1024 * 1024;
export const IMPORT_JOB = 'isir.import';

/**
 * Imports one ISIR file for a school: the file is stored whole or not at all. Returns the upload log row
 * (status IMPORTED or FAILED, or QUEUED when it runs as a background job). Used by the upload screen, the
 * school base's processing call, GraphQL, and the SAIG mailbox.
 */
export async function importIsirFile(ctx: AppContext, actor: Actor, req: ImportRequest): Promise<IsirUpload> {
  const school = await checkSchool(ctx.db, req.schoolCode, req.aidYear);
  const fileName = cleanFileName(req.fileName);
  const by =
    actor === 'system' ? { uuid: null, name: 'system' } : { uuid: actor.accountUuid, name: actor.username };
  let blob;
  try {
    blob = await ctx.blobs.put(req.source, {
      maxBytes: ctx.env.ISIR_MAX_UPLOAD_MB * 1024 * 1024,
      prefix: 'isir',
    });
  } catch (err) {
    if (err instanceof HttpError)
      await failedUpload(
        ctx.db,
        { schoolCode: school, aidYear: req.aidYear ?? null, fileName, origin: req.origin, by },
        err.message,
      );
    throw err;
  }
  const uuid = randomUUID();
  const { id: uploadId } = (await sql.insertQueuedUpload.first(ctx.db, {
    uuid,
    schoolCode: school,
    aidYear: req.aidYear ?? null,
    fileName,
    origin: req.origin,
    sizeBytes: blob.size,
    sha256: blob.sha256,
    blobKey: blob.key,
    byUuid: by.uuid,
    byName: by.name,
    runAutoVerify: req.autoVerify !== false,
  }))!;
  if (req.background ?? blob.size > SYNC_IMPORT_BYTES) {
    const jobId = await ctx.jobs.enqueue(
      IMPORT_JOB,
      { uploadId },
      { schoolCode: school, dedupeKey: `isir-upload:${uuid}`, createdBy: by.uuid ?? undefined },
    );
    await sql.setUploadJob.run(ctx.db, { uploadId, jobId });
  } else {
    await runUpload(ctx, uploadId);
  }
  if (actor !== 'system') {
    await recordActivity(ctx.db, actor, {
      action: 'ISIR_FILE_UPLOADED',
      entityType: 'isir_upload',
      entityId: uploadId,
      details: { fileName, origin: req.origin },
    });
  }
  return (await getUpload(ctx.db, school, uploadId))!;
}

/** The background job: imports a queued upload; a restart runs it again from the start of the file. */
export function registerImportJob(ctx: AppContext) {
  ctx.jobs.register(IMPORT_JOB, async (job, controls) => {
    const { uploadId } = job.payload as { uploadId: number };
    // The jobs page's convention: done of total records (total estimated from the file's size and record length).
    const total = await estimatedRecords(ctx, uploadId);
    return runUpload(
      ctx,
      uploadId,
      (records, step) =>
        controls.reportProgress({
          records,
          step,
          done: records,
          total: Math.max(total, records),
          unit: 'records',
        }),
      { givesWay: true },
    );
  });
}

/**
 * How many records a stored upload holds, from its size and its aid year's record length (+ CRLF), less the SAIG
 * header and trailer when the file starts with one (only its first bytes are read).
 */
async function estimatedRecords(ctx: AppContext, uploadId: number): Promise<number> {
  const up = await sql.uploadSize.first(ctx.db, { uploadId });
  if (!up?.blob_key) return 0;
  const layouts = await loadLayouts(ctx.db);
  const layout = layouts.find((l) => l.aidYear === up.aid_year) ?? layouts[layouts.length - 1];
  if (!layout) return 0;
  const lines = Math.round(up.size_bytes / (layout.recordLength + 2));
  const stream = await ctx.blobs.open(up.blob_key);
  let head = '';
  for await (const chunk of stream) {
    head = Buffer.from(chunk as Buffer)
      .subarray(0, 5)
      .toString('latin1');
    break;
  }
  stream.destroy();
  return head.startsWith('O*N') ? Math.max(0, lines - 2) : lines;
}

/**
 * PGlite has one connection: a transaction holding it for a whole file stalled every other request (issue 23). There
 * the file's records are written a batch per short transaction into rows no reader sees, then published in one short
 * transaction (migration 102). A server's pool gives the import a connection of its own, and its one transaction
 * reads the file as it writes.
 */
const publishesLater = (db: Db) => db.kind === 'pglite';

/** One import at a time per embedded database: an import's look-ups see its own unpublished rows, and no others. */
const importing = new WeakMap<Db, Promise<unknown>>();
function oneAtATime<T>(db: Db, run: () => Promise<T>): Promise<T> {
  const before = importing.get(db) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(run);
  importing.set(db, mine);
  return mine;
}

/**
 * Reads the stored file and imports it whole; a broken file leaves the log row FAILED and nothing else.
 * Progress goes to the upload's progress_records (and the job's progress) as the records are read.
 */
export async function runUpload(
  ctx: AppContext,
  uploadId: number,
  progress?: (records: number, step: ImportStep) => Promise<void>,
  /**
   * A background import on a server gives way to the requests this process is answering (an upload's own request
   * does not; nor does PGlite, see below).
   */
  { givesWay = false } = {},
) {
  const up = await sql.uploadToRun.first(ctx.db, { uploadId });
  if (!up) throw new Error(`No ISIR upload ${uploadId}`);
  if (up.status === 'IMPORTED' || up.status === 'FAILED' || !up.blob_key) return { status: up.status };
  const layouts = await loadLayouts(ctx.db);
  await sql.markRunning.run(ctx.db, { uploadId });
  // Outside the file's transaction (a connection of its own on a server), so the upload page sees it at once. The
  // file's transaction writes the upload's row only at its very end: these updates never wait for it.
  const report = async (records: number, step: ImportStep) => {
    await sql.reportProgress.run(ctx.db, { uploadId, records, step });
    await progress?.(records, step);
  };
  const upload = { id: uploadId, schoolCode: up.school_code, aidYear: up.aid_year };
  const importFile = async (db: Db, publishLater: boolean) => {
    const summary = emptySummary();
    const file = await ctx.blobs.open(up.blob_key!);
    const opts = { aidYear: up.aid_year ?? undefined, summary };
    // On a server the import and a search compete for the cores, and the import waiting is what speeds the search
    // (p50 95 -> 18 ms). On PGlite a search waits for the one connection, not for the cores: waiting there only
    // slowed the searches (p50 96 -> 266 ms; bench/import-interleave.ts, quiet machine), so it takes its turns only.
    const turn =
      givesWay && !publishLater
        ? () => ctx.interactive.quiet(GIVE_WAY_MS)
        : () => new Promise<void>((resolve) => setImmediate(resolve));
    // PGlite runs on this thread, which the file's work kept busy (a profile of 20,000 records: 66% inside PGlite,
    // 14% reading, checking, decoding and sealing, 1% idle): there a worker thread does that work alongside. On a
    // server the database works in its own process while this thread decodes the next batch, and a worker cost
    // ~50 MB more peak memory (its heap, the file's bytes handed over) for a few per cent of time.
    const records = publishLater
      ? readSealedRecords(ctx.sealer, file, layouts, opts)
      : decodeAll(ctx, readIsirFile(file, layouts, opts), turn);
    return importRecords(db, upload, records, summary, publishLater, report, turn);
  };
  try {
    const counts = publishesLater(ctx.db)
      ? await oneAtATime(ctx.db, async () => {
          // A restarted job's earlier attempt, and any import that will never finish.
          await clearUnpublished(ctx.db, uploadId);
          await clearAbandonedUnpublished(ctx.db);
          await markUnpublished(ctx.db, uploadId);
          return importFile(ctx.db, true);
        })
      : await ctx.db.transaction((tx) => importFile(tx, false));
    ctx.metrics.isirRecordsImported.inc(counts.importedCount);
    await ctx.blobs.delete(up.blob_key).catch(() => {});
    await sql.forgetBlob.run(ctx.db, { uploadId });
    // After the commit (in the job for a background import): what other domains do with the file's students (the
    // school's published auto-verify flows). Their failure leaves the import kept; they run again on demand.
    const after = await ctx.events.emit('isirFileImported', { uploadId });
    return { status: 'IMPORTED', ...counts, ...after };
  } catch (err) {
    // What this attempt wrote and did not publish goes, whatever the failure (a retried job starts the file again).
    await clearUnpublished(ctx.db, uploadId).catch(() => {});
    if (!(err instanceof IsirFileError)) throw err; // a system failure: the job retries, the row stays RUNNING
    await sql.markFailed.run(ctx.db, { uploadId, error: err.message });
    await ctx.blobs.delete(up.blob_key).catch(() => {});
    return { status: 'FAILED', error: err.message };
  }
}

const emptySummary = (): ReadSummary => ({ header: null, trailer: null, trailerCount: null, records: 0 });

/**
 * How long a background import waits, at one turn, for the requests being answered: a search takes tens of ms; an
 * export that takes longer slows the import, never stops it.
 */
const GIVE_WAY_MS = 200;

async function checkSchool(db: Db, schoolCode: string, aidYear?: number): Promise<string> {
  const school = await sql.schoolExists.first(db, { schoolCode });
  if (!school) throw notFound(`No school ${schoolCode}`);
  if (aidYear !== undefined) {
    const y = await sql.aidYearOpen.first(db, { schoolCode, aidYear });
    if (!y) throw badRequest(`Aid year ${aidYear} is not open at school ${schoolCode}`);
  }
  return school.school_code;
}

const cleanFileName = (name: string) => {
  const base = (name || 'isir.txt')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\w .()-]/g, '_')
    .slice(0, 200);
  return base || 'isir.txt';
};

async function failedUpload(
  db: Db,
  u: {
    schoolCode: string;
    aidYear: number | null;
    fileName: string;
    origin: Origin;
    by: { uuid: string | null; name: string };
  },
  error: string,
) {
  await sql.insertFailedUpload.run(db, {
    uuid: randomUUID(),
    schoolCode: u.schoolCode,
    aidYear: u.aidYear,
    fileName: u.fileName,
    origin: u.origin,
    error,
    byUuid: u.by.uuid,
    byName: u.by.name,
  });
}
