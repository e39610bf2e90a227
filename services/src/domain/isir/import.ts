import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { loadLayouts } from './layout.js';
import { IsirFileError, readIsirFile, type ParsedRecord, type ReadSummary } from './reader.js';
import { decode, type Decoded } from './decoded.js';
import {
  clearAbandonedUnpublished,
  clearUnpublished,
  dropUnpublishedMark,
  markUnpublished,
} from './unpublished.js';
import { getUpload, type ImportStep, type IsirUpload } from './uploads.js';
import { autoVerifyAfterImport } from '../auto-verify/engine.js';

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
const BATCH = 400;
/** PGlite: a batch is a transaction other requests wait for, so it is kept short. */
const UNPUBLISHED_BATCH = 200;
/** Tables with fewer rows than this by their statistics are analysed after ANALYZE_AFTER_BATCHES batches. */
const STATISTICS_ROWS = 100_000;
const ANALYZE_AFTER_BATCHES = 5;
const KEEP_WARNINGS = 200;
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
  const [row] = await ctx.db.query<{ id: number }>(
    `INSERT INTO isir_upload (uuid, school_code, aid_year, file_name, origin, status, size_bytes, sha256, blob_key, uploaded_by_uuid, uploaded_by_name, run_auto_verify)
     VALUES ($1, $2, $3, $4, $5, 'QUEUED', $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      uuid,
      school,
      req.aidYear ?? null,
      fileName,
      req.origin,
      blob.size,
      blob.sha256,
      blob.key,
      by.uuid,
      by.name,
      req.autoVerify !== false,
    ],
  );
  const uploadId = row!.id;
  if (req.background ?? blob.size > SYNC_IMPORT_BYTES) {
    const jobId = await ctx.jobs.enqueue(
      IMPORT_JOB,
      { uploadId },
      { schoolCode: school, dedupeKey: `isir-upload:${uuid}`, createdBy: by.uuid ?? undefined },
    );
    await ctx.db.query('UPDATE isir_upload SET job_id = $2 WHERE id = $1', [uploadId, jobId]);
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
  const [up] = await ctx.db.query<{ size_bytes: string; aid_year: number | null; blob_key: string | null }>(
    'SELECT size_bytes, aid_year, blob_key FROM isir_upload WHERE id = $1',
    [uploadId],
  );
  if (!up?.blob_key) return 0;
  const layouts = await loadLayouts(ctx.db);
  const layout = layouts.find((l) => l.aidYear === up.aid_year) ?? layouts[layouts.length - 1];
  if (!layout) return 0;
  const lines = Math.round(Number(up.size_bytes) / (layout.recordLength + 2));
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
  const [up] = await ctx.db.query<{
    school_code: string;
    aid_year: number | null;
    blob_key: string | null;
    status: string;
    uploaded_by_uuid: string | null;
  }>('SELECT school_code, aid_year, blob_key, status, uploaded_by_uuid FROM isir_upload WHERE id = $1', [
    uploadId,
  ]);
  if (!up) throw new Error(`No ISIR upload ${uploadId}`);
  if (up.status === 'IMPORTED' || up.status === 'FAILED' || !up.blob_key) return { status: up.status };
  const layouts = await loadLayouts(ctx.db);
  await ctx.db.query(
    `UPDATE isir_upload SET status = 'RUNNING', progress_records = 0, progress_step = 'READING' WHERE id = $1`,
    [uploadId],
  );
  // Outside the file's transaction (a connection of its own on a server), so the upload page sees it at once. The
  // file's transaction writes the upload's row only at its very end: these updates never wait for it.
  const report = async (records: number, step: ImportStep) => {
    await ctx.db.query('UPDATE isir_upload SET progress_records = $2, progress_step = $3 WHERE id = $1', [
      uploadId,
      records,
      step,
    ]);
    await progress?.(records, step);
  };
  const upload = { id: uploadId, schoolCode: up.school_code, aidYear: up.aid_year };
  const importFile = async (db: Db, publishLater: boolean) => {
    const summary = emptySummary();
    const parsed = readIsirFile(await ctx.blobs.open(up.blob_key!), layouts, {
      aidYear: up.aid_year ?? undefined,
      summary,
    });
    // On a server the import and a search compete for the cores, and the import waiting is what speeds the search
    // (p50 95 -> 18 ms). On PGlite a search waits for the one connection, not for the cores: waiting there only
    // slowed the searches (p50 96 -> 266 ms; bench/import-interleave.ts, quiet machine), so it takes its turns only.
    const turn =
      givesWay && !publishLater
        ? () => ctx.interactive.quiet(GIVE_WAY_MS)
        : () => new Promise<void>((resolve) => setImmediate(resolve));
    return importRecords(ctx, db, upload, decodeAll(ctx, parsed, turn), summary, publishLater, report, turn);
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
    await ctx.db.query('UPDATE isir_upload SET blob_key = NULL WHERE id = $1', [uploadId]);
    // After the commit (in the job for a background import): the school's published auto-verify flows for the
    // students the file touched. Its failure leaves the import kept; the flows run again on demand.
    const autoVerify = await autoVerifyAfterImport(ctx, uploadId).catch((err: unknown) => {
      ctx.log.error({ err, uploadId }, 'auto-verify after an ISIR import failed; the import is kept');
      return null;
    });
    return { status: 'IMPORTED', ...counts, ...(autoVerify ? { autoVerify } : {}) };
  } catch (err) {
    // What this attempt wrote and did not publish goes, whatever the failure (a retried job starts the file again).
    await clearUnpublished(ctx.db, uploadId).catch(() => {});
    if (!(err instanceof IsirFileError)) throw err; // a system failure: the job retries, the row stays RUNNING
    await ctx.db.query(
      `UPDATE isir_upload SET status = 'FAILED', error = $2, error_count = 1, blob_key = NULL, finished_at = now(),
              record_count = 0, imported_count = 0 WHERE id = $1`,
      [uploadId, err.message],
    );
    await ctx.blobs.delete(up.blob_key).catch(() => {});
    return { status: 'FAILED', error: err.message };
  }
}

const emptySummary = (): ReadSummary => ({ header: null, trailer: null, trailerCount: null, records: 0 });

/** Records decoded and sealed between two turns of other requests: about 5 ms of this process's time. */
const DECODE_TURN = 25;
/**
 * How long a background import waits, at one turn, for the requests being answered: a search takes tens of ms; an
 * export that takes longer slows the import, never stops it.
 */
const GIVE_WAY_MS = 200;

async function* decodeAll(
  ctx: AppContext,
  parsed: AsyncIterable<ParsedRecord>,
  turn: () => Promise<void>,
): AsyncGenerator<Decoded> {
  let decoded = 0;
  for await (const rec of parsed) {
    yield decode(ctx, rec);
    // Decoding and sealing are this process's work, done on the one thread that also answers every other request:
    // without a turn for them, a batch kept a search waiting for its whole batch (issue 23).
    if (++decoded % DECODE_TURN === 0) await turn();
  }
}

export interface ImportCounts {
  aidYear: number;
  recordCount: number;
  importedCount: number;
  duplicateCount: number;
  newStudentCount: number;
  updatedStudentCount: number;
  selectedCount: number;
  warningCount: number;
}

/**
 * The decoded records of one file into the tables. `summary` is the file's, complete once `records` is exhausted
 * (lines skipped, records read). `publishLater` false: everything inside the caller's transaction `db`. True: the
 * upload is marked unpublished; each batch is a transaction of its own on `db`, and one more publishes the file.
 * The look-ups read `isir_record_all` and `student_all`, so that a batch finds the records of the batches before it.
 */
async function importRecords(
  ctx: AppContext,
  db: Db,
  upload: { id: number; schoolCode: string; aidYear: number | null },
  records: AsyncIterable<Decoded>,
  summary: ReadSummary,
  publishLater: boolean,
  progress: (records: number, step: ImportStep) => Promise<void>,
  /** Given before each batch is written: other requests' turn (a background import waits for them). */
  turn: () => Promise<void>,
): Promise<ImportCounts> {
  // Memory stays bounded by the batch, whatever the file size: earlier batches are found in the tables (this
  // transaction sees its own rows), so only the current batch is kept here.
  let seenKeys = new Set<string>();
  let known = new Map<string, number>();
  const warnings: { line: number; field: number | null; name: string; message: string }[] = [];
  let aidYear = upload.aidYear;
  let imported = 0,
    duplicates = 0,
    created = 0,
    warningCount = 0;
  let batch: Decoded[] = [];
  /** Unpublished import: the students this file created in its earlier batches, and those of them a later batch has
   * another transaction for (their task list items are made again at the publish, from their current ISIR). */
  const createdByFile = new Set<number>();
  const restated = new Set<number>();

  const flush = async (tx: Db, records: Decoded[]) => {
    if (!records.length) return;
    const year = records[0]!.rec.aidYear;
    aidYear = year;
    const decoded = records;
    seenKeys = new Set();
    known = new Map();
    const existing = new Set(
      (
        await tx.query<{ k: string }>(
          'SELECT transaction_key AS k FROM isir_record_all WHERE school_code = $1 AND aid_year = $2 AND transaction_key = ANY($3::text[])',
          [upload.schoolCode, year, decoded.map((d) => d.key)],
        )
      ).map((r) => r.k),
    );
    const fresh = decoded.filter((d) => {
      if (existing.has(d.key) || seenKeys.has(d.key)) {
        duplicates++;
        return false;
      }
      seenKeys.add(d.key);
      return true;
    });
    if (!fresh.length) return;

    // Match students: FAFSA/person UUID within the school and aid year, else SSN and date of birth.
    const keysOf = (d: Decoded) =>
      [
        d.personUuid && `p:${d.personUuid}`,
        d.fafsaUuid && `f:${d.fafsaUuid}`,
        d.ssnHmac && `s:${d.ssnHmac}:${d.dateOfBirth ?? ''}`,
      ].filter(Boolean) as string[];
    const unknown = fresh.filter((d) => !keysOf(d).some((k) => known.has(k)));
    if (unknown.length) {
      const persons = unknown.flatMap((d) => [d.personUuid, d.fafsaUuid]).filter(Boolean) as string[];
      if (persons.length) {
        // Two index look-ups rather than one OR the planner may turn into a scan of every record.
        const rows = await tx.query<{
          student_id: number;
          person_uuid: string | null;
          fafsa_uuid: string | null;
        }>(
          `SELECT student_id, person_uuid, fafsa_uuid FROM isir_record_all WHERE school_code = $1 AND aid_year = $2 AND person_uuid = ANY($3::text[])
           UNION ALL
           SELECT student_id, person_uuid, fafsa_uuid FROM isir_record_all WHERE school_code = $1 AND aid_year = $2 AND fafsa_uuid = ANY($3::text[])`,
          [upload.schoolCode, year, persons],
        );
        for (const r of rows) {
          if (r.person_uuid) known.set(`p:${r.person_uuid}`, r.student_id);
          if (r.fafsa_uuid) known.set(`f:${r.fafsa_uuid}`, r.student_id);
        }
      }
      const hmacs = unknown.map((d) => d.ssnHmac).filter(Boolean) as string[];
      if (hmacs.length) {
        const rows = await tx.query<{ id: number; ssn_hmac: string; dob: string | null }>(
          `SELECT id, ssn_hmac, to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM student_all WHERE school_code = $1 AND ssn_hmac = ANY($2::text[]) ORDER BY id`,
          [upload.schoolCode, hmacs],
        );
        for (const r of rows)
          if (!known.has(`s:${r.ssn_hmac}:${r.dob ?? ''}`)) known.set(`s:${r.ssn_hmac}:${r.dob ?? ''}`, r.id);
      }
    }
    const studentOf = new Map<Decoded, number>();
    const createdHere = new Set<number>();
    const toCreate: Decoded[] = [];
    const pending = new Map<string, Decoded>();
    for (const d of fresh) {
      const ks = keysOf(d);
      const hit = ks.map((k) => known.get(k)).find((v) => v !== undefined);
      if (hit !== undefined) {
        studentOf.set(d, hit);
        for (const k of ks) known.set(k, hit);
        continue;
      }
      const same = ks.map((k) => pending.get(k)).find(Boolean);
      if (same) {
        for (const k of ks) pending.set(k, same);
        continue;
      }
      toCreate.push(d);
      for (const k of ks) pending.set(k, d);
    }
    if (toCreate.length) {
      const uuids = toCreate.map(() => randomUUID());
      const rows = await tx.query<{ id: number; uuid: string }>(
        // Created as their record says (status, group, dependency), so finalize rewrites only students whose later
        // transaction changes something: an update of a student row touches a dozen indexes.
        `INSERT INTO student_all (uuid, school_code, student_number, first_name, last_name, email, date_of_birth, ssn_encrypted, ssn_hmac,
                              ssn_last_four, dependency_status, status, verification_group, created_by_upload_id)
         SELECT u, $1, 'ISIR-' || replace(u::text, '-', ''), fn, ln, em, dob, se, sh, l4, ds, st, vg, $13
           FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::date[], $7::text[], $8::text[], $9::text[], $10::smallint[],
                       $11::text[], $12::text[])
             AS t(u, fn, ln, em, dob, se, sh, l4, ds, st, vg)
         RETURNING id, uuid::text`,
        [
          upload.schoolCode,
          uuids,
          toCreate.map((d) => d.firstName ?? ''),
          toCreate.map((d) => d.lastName ?? ''),
          toCreate.map((d) => d.email),
          toCreate.map((d) => d.dateOfBirth),
          toCreate.map((d) => d.ssnSealed),
          toCreate.map((d) => d.ssnHmac),
          toCreate.map((d) => d.ssnLastFour),
          toCreate.map((d) => dependencyStatus(d.dependencyModel)),
          toCreate.map((d) => (isSelected(d) ? 'SELECTED' : NOT_SELECTED)),
          toCreate.map((d) =>
            isSelected(d) && VERIFICATION_GROUP.test(d.trackingFlag ?? '') ? d.trackingFlag : null,
          ),
          upload.id,
        ],
      );
      const idOf = new Map(rows.map((r) => [r.uuid, r.id]));
      toCreate.forEach((d, i) => {
        const id = idOf.get(uuids[i]!)!;
        createdHere.add(id);
        for (const k of keysOf(d)) known.set(k, id);
      });
      created += toCreate.length;
    }
    for (const d of fresh) {
      if (studentOf.has(d)) continue;
      const id = keysOf(d)
        .map((k) => known.get(k))
        .find((v) => v !== undefined);
      if (id === undefined) throw new Error(`No student for line ${d.rec.line}`);
      studentOf.set(d, id);
    }
    // A record with no identifying field at all still gets its own student.
    for (const d of fresh) {
      for (const w of d.rec.warnings)
        if (warnings.length < KEEP_WARNINGS) warnings.push({ line: d.rec.line, ...w });
      warningCount += d.rec.warnings.length;
    }
    const current = await currentTransactions(tx, upload.id, fresh, studentOf, createdHere, year);
    if (publishLater) {
      for (const d of fresh) if (createdByFile.has(studentOf.get(d)!)) restated.add(studentOf.get(d)!);
      for (const id of createdHere) createdByFile.add(id);
    }
    await tx.query(
      `INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_uuid,
          fafsa_uuid, person_uuid, transaction_number, dependency_model, sai, first_name, middle_name, last_name, date_of_birth, ssn_hmac,
          ssn_last_four, email, tracking_flag, selected_for_verification, comment_codes, reject_codes, transaction_receipt_date,
          transaction_process_date, warning_count, warnings, raw_encrypted, is_current,
          street_address, city, state, zip_code, ssa_match_status, dependency_override, c_flag)
       SELECT $1, $2, $3, a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, string_to_array(tt, '|'), u, v, w, x, y, z,
              cur, r1, r2, r3, r4, r5, r6, r7
         FROM unnest($4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::text[],
          $13::int[], $14::text[], $15::text[], $16::text[], $17::date[], $18::text[], $19::text[], $20::text[], $21::text[], $22::text[],
          $23::text[], $24::text[], $25::date[], $26::date[], $27::int[], $28::jsonb[], $29::text[], $30::boolean[],
          $31::text[], $32::text[], $33::text[], $34::text[], $35::text[], $36::text[], $37::text[])
           AS t(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, tt, u, v, w, x, y, z, cur, r1, r2, r3, r4, r5, r6, r7)`,
      [
        upload.id,
        upload.schoolCode,
        year,
        fresh.map((d) => d.rec.layoutId),
        fresh.map((d) => studentOf.get(d)!),
        fresh.map((d) => d.rec.line),
        fresh.map((d) => d.key),
        fresh.map((d) => d.transactionUuid),
        fresh.map((d) => d.fafsaUuid),
        fresh.map((d) => d.personUuid),
        fresh.map((d) => d.transactionNumber),
        fresh.map((d) => d.dependencyModel),
        fresh.map((d) => d.sai),
        fresh.map((d) => d.firstName),
        fresh.map((d) => d.middleName),
        fresh.map((d) => d.lastName),
        fresh.map((d) => d.dateOfBirth),
        fresh.map((d) => d.ssnHmac),
        fresh.map((d) => d.ssnLastFour),
        fresh.map((d) => d.email),
        fresh.map((d) => d.trackingFlag),
        fresh.map((d) => d.selected),
        fresh.map((d) => d.commentCodes.join('|')),
        fresh.map((d) => d.rejectCodes),
        fresh.map((d) => d.receiptDate),
        fresh.map((d) => d.processDate),
        fresh.map((d) => d.rec.warnings.length),
        fresh.map((d) => (d.rec.warnings.length ? JSON.stringify(d.rec.warnings.slice(0, 50)) : null)),
        fresh.map((d) => d.sealed),
        fresh.map((d) => current.has(d)),
        ...[0, 1, 2, 3, 4, 5, 6].map((i) => fresh.map((d) => d.report[i] ?? null)),
      ],
    );
    imported += fresh.length;
    // The report years and task list items of the students this batch created, written while no one sees them: the
    // publishing transaction is then short enough for the upload page's progress to move (issue 22). A student's are
    // final unless a later batch brings another transaction of theirs (`restated`), whose items the publish makes again.
    if (publishLater && createdHere.size) {
      await tx.query(
        `INSERT INTO report_year_student (school_code, aid_year, student_id)
         SELECT $2, $3, unnest($1::int[]) ON CONFLICT DO NOTHING`,
        [[...createdHere], upload.schoolCode, year],
      );
      const selected = [...current].filter((d) => createdHere.has(studentOf.get(d)!) && isSelected(d));
      if (selected.length)
        await tx.query(
          `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account)
           SELECT gen_random_uuid(), b.student_id, m.interview_type_id, $3, 'NEW', m.is_for_parent_account
             FROM unnest($1::int[], $4::text[], $5::text[]) AS b(student_id, tracking_flag, dependency_model)
             ${GROUP_TASK_LIST_ITEMS}`,
          [
            selected.map((d) => studentOf.get(d)!),
            upload.schoolCode,
            year,
            selected.map((d) => d.trackingFlag),
            selected.map((d) => d.dependencyModel),
          ],
        );
    }
  };

  // Each batch looks up transaction keys, people and SSNs by index. On tables whose statistics say they are (nearly)
  // empty, as on a new installation, every index that starts with school and aid year looks equally good to the
  // planner, and it took the FAFSA UUID index for transaction keys, reading every row of the school and year per
  // look-up: each batch cost more than the one before (100,000 records: 3.4x a bare COPY). Once the first batches
  // are in, such tables are analysed (inside a one-transaction import, which counts its own new rows), so the look-ups
  // take their own index. Tables with statistics of real size are left alone.
  const unanalysed = (
    await db.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE oid IN ('isir_record_all'::regclass, 'student_all'::regclass) AND reltuples < $1`,
      [STATISTICS_ROWS],
    )
  ).map((r) => r.name);
  let batches = 0;
  // Batch look-ups touch a few hundred index entries; starting parallel workers for them (which the planner does once
  // the tables look big) costs more than the look-up itself. (PGlite has no workers.)
  if (!publishLater) await db.query('SET LOCAL max_parallel_workers_per_gather = 0');
  const write = (records: Decoded[]) =>
    publishLater ? db.transaction((tx) => flush(tx, records)) : flush(db, records);
  // While one batch is written the next is read and checked: the database and this process work at the same
  // time, and at most two batches are held. Writes stay in order (each waits for the one before).
  let writing: Promise<void> = Promise.resolve();
  try {
    // Decoded and sealed as it is read (while the batch before is being written), so the batch holds no raw text.
    for await (const d of records) {
      batch.push(d);
      if (batch.length >= (publishLater ? UNPUBLISHED_BATCH : BATCH)) {
        const full = batch;
        const done = summary.records;
        batch = [];
        await writing;
        await turn();
        writing = write(full).then(async () => {
          if (++batches === ANALYZE_AFTER_BATCHES)
            for (const table of unanalysed) await db.query(`ANALYZE ${table}`);
          await progress(done, 'READING');
        });
        writing.catch(() => {}); // awaited before the next batch or below; a failure surfaces there
      }
    }
    await writing;
  } catch (err) {
    // No statement of this file may run after the caller rolls the transaction back.
    await writing.catch(() => {});
    throw err;
  }
  await write(batch);
  if (aidYear === null) throw new IsirFileError(null, 'The file holds no ISIR records');
  // Lines that were not records: a warning each (naming the line), ahead of the records' own.
  for (const skip of summary.skipped ?? [])
    warnings.push({ line: skip.line, field: null, name: 'Line skipped', message: skip.message });
  warnings.sort((a, b) => a.line - b.line);
  warnings.length = Math.min(warnings.length, KEEP_WARNINGS);
  warningCount += summary.skippedCount ?? 0;
  const year = aidYear;
  // The upload's outcome is written in the transaction that makes its records visible: no one sees one without the other.
  const complete = async (tx: Db): Promise<ImportCounts> => {
    if (publishLater) await publish(tx, upload.id, [...restated], year);
    // On a server the steps of finalize are reported as they start (the file's transaction is on a connection of its
    // own); on PGlite the publishing transaction holds the one connection, and PUBLISHING was reported before it.
    const outcome = await finalize(
      tx,
      upload.id,
      upload.schoolCode,
      year,
      publishLater ? undefined : (step) => progress(summary.records, step),
    );
    const counts: ImportCounts = {
      aidYear: year,
      recordCount: summary.records,
      importedCount: imported,
      duplicateCount: duplicates,
      newStudentCount: created,
      updatedStudentCount: outcome.updated,
      selectedCount: outcome.selected,
      warningCount,
    };
    await tx.query(
      `UPDATE isir_upload SET status = 'IMPORTED', aid_year = $2, record_count = $3, imported_count = $4, duplicate_count = $5,
              new_student_count = $6, updated_student_count = $7, selected_count = $8, warning_count = $9, warnings = $10,
              progress_records = $3, progress_step = NULL, error = NULL, error_count = 0, finished_at = now()
        WHERE id = $1`,
      [
        upload.id,
        year,
        counts.recordCount,
        imported,
        duplicates,
        created,
        outcome.updated,
        outcome.selected,
        warningCount,
        JSON.stringify(warnings),
      ],
    );
    return counts;
  };
  if (!publishLater) return complete(db);
  await progress(summary.records, 'PUBLISHING');
  return db.transaction(complete);
}

/**
 * Makes an unpublished upload's records and students visible, and adds to their report years the students the
 * batches did not (migration 104): those the file did not create, and those it created and brought again.
 */
async function publish(tx: Db, uploadId: number, restated: number[], aidYear: number) {
  // Students the file created and then brought again: finalize gives them the items of their current ISIR only.
  if (restated.length)
    await tx.query('DELETE FROM student_interview_link WHERE student_id = ANY($1::int[]) AND aid_year = $2', [
      restated,
      aidYear,
    ]);
  await dropUnpublishedMark(tx, uploadId);
  // What the insert trigger does for published rows (migration 102): a current ISIR of the student's own school adds
  // the student to its year. The students the file created are there already, but for those brought again (a change
  // of their current ISIR judged them while unseen). finalize then corrects the flags, and the update trigger follows.
  await tx.query(
    `INSERT INTO report_year_student (school_code, aid_year, student_id)
     SELECT DISTINCT s.school_code, r.aid_year, r.student_id
       FROM isir_record_all r JOIN student_all s ON s.id = r.student_id
      WHERE r.upload_id = $1 AND r.is_current AND r.school_code = s.school_code
        AND (s.created_by_upload_id IS DISTINCT FROM $1 OR s.id = ANY($2::int[]))
     ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
      WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code`,
    [uploadId, restated],
  );
}

/** A transaction's place in "which is current": highest transaction number, then process date; a later one wins a tie. */
type Rank = { transactionNumber: number | null; processDate: string | null };
const outranks = (a: Rank, b: Rank) => {
  if (a.transactionNumber !== b.transactionNumber)
    return (
      b.transactionNumber === null ||
      (a.transactionNumber !== null && a.transactionNumber > b.transactionNumber)
    );
  if (a.processDate !== b.processDate)
    return b.processDate === null || (a.processDate !== null && a.processDate > b.processDate);
  return false;
};

/**
 * Decides before the batch is written which of its records becomes its student's current ISIR (against the
 * student's current ones in the table), and takes the flag off this upload's own records they replace: the fresh
 * rows are written once with the right flag instead of all being rewritten at the end. The flag of another upload's
 * record is left to finalize, in the transaction that publishes the file (until then readers see that one current).
 */
async function currentTransactions(
  tx: Db,
  uploadId: number,
  fresh: Decoded[],
  studentOf: Map<Decoded, number>,
  createdHere: Set<number>,
  aidYear: number,
) {
  const earlier = [...new Set(fresh.map((d) => studentOf.get(d)!))].filter((id) => !createdHere.has(id));
  const best = new Map<number, { id: number | null; rank: Rank; record: Decoded | null }>();
  /** This upload's records flagged current by an earlier batch. */
  const ownCurrent = new Set<number>();
  if (earlier.length) {
    const rows = await tx.query<{
      id: string;
      student_id: number;
      upload_id: number;
      transaction_number: number | null;
      pd: string | null;
    }>(
      `SELECT id, student_id, upload_id, transaction_number, to_char(transaction_process_date, 'YYYY-MM-DD') AS pd
         FROM isir_record_all WHERE student_id = ANY($1::int[]) AND aid_year = $2 AND is_current`,
      [earlier, aidYear],
    );
    for (const r of rows) {
      if (r.upload_id === uploadId) ownCurrent.add(Number(r.id));
      const rank = { transactionNumber: r.transaction_number, processDate: r.pd };
      const held = best.get(r.student_id);
      if (!held || outranks(rank, held.rank))
        best.set(r.student_id, { id: Number(r.id), rank, record: null });
    }
  }
  for (const d of fresh) {
    const student = studentOf.get(d)!;
    const held = best.get(student);
    const rank = { transactionNumber: d.transactionNumber, processDate: d.processDate };
    if (!held || !outranks(held.rank, rank)) best.set(student, { id: null, rank, record: d });
  }
  const current = new Set<Decoded>();
  for (const b of best.values()) {
    if (b.record) current.add(b.record);
    else if (b.id !== null) ownCurrent.delete(b.id);
  }
  if (ownCurrent.size)
    await tx.query('UPDATE isir_record_all SET is_current = false WHERE id = ANY($1::bigint[])', [
      [...ownCurrent],
    ]);
  return current;
}

const dependencyStatus = (model: string | null) => (model === 'I' || model === 'Y' || model === 'Z' ? 0 : 1);
/** The student status of a student whose current ISIR is not selected for verification (set only by the import). */
export const NOT_SELECTED = 'NOT_SELECTED';
const VERIFICATION_GROUP = /^V[1-6]$/;
const isSelected = (d: Decoded) => d.selected === 'Y';

/**
 * The task list items a selected student's verification group brings: the school's map for the aid year, groups the
 * school has turned on, dependent-only items for dependent students. `b` is the student's current ISIR (student_id,
 * tracking_flag, dependency_model); $2 is the school, $3 the aid year.
 */
const GROUP_TASK_LIST_ITEMS = `
  JOIN school_isir_record_info si ON si.school_code = $2 AND si.aid_year = $3
  JOIN school_isir_rec_info_vgroup_map m ON m.school_isir_record_info_id = si.id AND m.verification_group = b.tracking_flag
 WHERE (NOT m.dependent_only OR b.dependency_model IN ('D', 'X'))
   AND CASE b.tracking_flag WHEN 'V1' THEN si.is_v1_active WHEN 'V2' THEN si.is_v2_active WHEN 'V3' THEN si.is_v3_active
                            WHEN 'V4' THEN si.is_v4_active WHEN 'V5' THEN si.is_v5_active WHEN 'V6' THEN si.is_v6_active ELSE false END`;

/**
 * After the records are in: each touched student's current ISIR is the highest transaction; what changed
 * against the previous current one is recorded; students selected for verification get their group and the
 * task list items of the school's verification-group map.
 */
async function finalize(
  tx: Db,
  uploadId: number,
  schoolCode: string,
  aidYear: number,
  step?: (step: ImportStep) => Promise<unknown>,
) {
  await step?.('CHOOSING_CURRENT_ISIRS');
  // The touched students' transactions, narrow (no raw record), materialised once: the planner knows nothing of rows
  // written moments ago in this transaction, and re-scanning them per statement is what makes big files slow.
  // The touched students come from the upload's records (its index), kept in a temporary table whose size the planner
  // knows after ANALYZE; each student's transactions by the student index: no scan of the fresh, unanalysed records.
  await tx.query('DROP TABLE IF EXISTS pg_temp.isir_upload_student');
  await tx.query(
    `CREATE TEMP TABLE isir_upload_student ON COMMIT DROP AS
     SELECT DISTINCT student_id FROM isir_record_all WHERE upload_id = $1`,
    [uploadId],
  );
  await tx.query('ANALYZE isir_upload_student');
  await tx.query('DROP TABLE IF EXISTS pg_temp.isir_touched');
  await tx.query(
    `CREATE TEMP TABLE isir_touched ON COMMIT DROP AS
     SELECT r.id, r.student_id, r.upload_id, r.transaction_number, r.transaction_process_date, r.is_current, r.sai, r.dependency_model,
            r.selected_for_verification, r.tracking_flag
       FROM isir_upload_student u
       JOIN isir_record r ON r.student_id = u.student_id AND r.aid_year = $2 AND r.school_code = $1`,
    [schoolCode, aidYear],
  );
  await tx.query('DROP TABLE IF EXISTS pg_temp.isir_best');
  await tx.query(
    `CREATE TEMP TABLE isir_best ON COMMIT DROP AS
     SELECT DISTINCT ON (student_id) * FROM isir_touched
      ORDER BY student_id, transaction_number DESC NULLS LAST, transaction_process_date DESC NULLS LAST, id DESC`,
  );
  await tx.query('CREATE INDEX ON isir_best (student_id)');
  await tx.query('ANALYZE isir_touched');
  await tx.query('ANALYZE isir_best');
  const params = [uploadId, schoolCode, aidYear];
  // The transaction that was current before this file: the best of the student's records from other files.
  await tx.query('DROP TABLE IF EXISTS pg_temp.isir_previous');
  await tx.query(
    `CREATE TEMP TABLE isir_previous ON COMMIT DROP AS
     SELECT DISTINCT ON (student_id) * FROM isir_touched WHERE upload_id <> $1
      ORDER BY student_id, transaction_number DESC NULLS LAST, transaction_process_date DESC NULLS LAST, id DESC`,
    [uploadId],
  );
  const changed = `FROM isir_best b JOIN isir_previous p ON p.student_id = b.student_id AND p.id <> b.id WHERE b.upload_id = $1`;
  await tx.query(
    `INSERT INTO isir_change (school_code, aid_year, student_id, isir_record_id, previous_record_id, field, old_value, new_value)
     SELECT $2, $3, b.student_id, b.id, p.id, c.field, c.old_value, c.new_value
       ${changed.replace(
         'WHERE',
         `CROSS JOIN LATERAL (VALUES ('SAI', p.sai::text, b.sai::text),
                                  ('DEPENDENCY', p.dependency_model, b.dependency_model),
                                  ('SELECTION', concat_ws(' ', p.selected_for_verification, p.tracking_flag), concat_ws(' ', b.selected_for_verification, b.tracking_flag)))
         AS c(field, old_value, new_value) WHERE c.old_value IS DISTINCT FROM c.new_value AND`,
       )}`,
    params,
  );
  const [{ updated }] = (await tx.query<{ updated: number }>(
    `SELECT count(DISTINCT b.student_id)::int AS updated ${changed}`,
    [uploadId],
  )) as [{ updated: number }];
  // The batches set the flag already; this puts it right should two records of one student tie in a way the
  // batches ordered differently (it changes no row otherwise).
  await tx.query(
    `UPDATE isir_record x SET is_current = (x.id = b.id)
       FROM isir_touched t JOIN isir_best b ON b.student_id = t.student_id
      WHERE x.id = t.id AND (t.is_current OR t.id = b.id) AND t.is_current IS DISTINCT FROM (t.id = b.id)`,
  );
  // Selection follows the current transaction while verification has not started: a student whose new current
  // ISIR is not selected leaves SELECTED (status NOT_SELECTED, no group, its not-started task list items
  // NOT_REQUIRED); a NOT_SELECTED student whose new one is selected becomes SELECTED. Once work is under way
  // (IN_PROGRESS and later) the status stays as staff left it; the SELECTION change is in isir_change either way.
  await step?.('UPDATING_SELECTION');
  await tx.query('DROP TABLE IF EXISTS pg_temp.isir_student_next');
  await tx.query(
    `CREATE TEMP TABLE isir_student_next ON COMMIT DROP AS
     SELECT s.id, s.status AS old_status, n.dependency_status, n.status, n.verification_group
       FROM isir_best b JOIN student s ON s.id = b.student_id
       CROSS JOIN LATERAL (SELECT CASE WHEN b.dependency_model IN ('I', 'Y', 'Z') THEN 0 ELSE 1 END AS dependency_status,
              CASE WHEN b.selected_for_verification = 'Y' AND s.status = '${NOT_SELECTED}' THEN 'SELECTED'
                   WHEN b.selected_for_verification IS DISTINCT FROM 'Y' AND s.status = 'SELECTED' THEN '${NOT_SELECTED}'
                   ELSE s.status END AS status,
              CASE WHEN b.selected_for_verification = 'Y' AND b.tracking_flag ~ '^V[1-6]$' THEN b.tracking_flag
                   WHEN b.selected_for_verification IS DISTINCT FROM 'Y' AND s.status = 'SELECTED' THEN NULL
                   ELSE s.verification_group END AS verification_group) n
      WHERE b.upload_id = $1
        AND (s.dependency_status, s.status, s.verification_group) IS DISTINCT FROM (n.dependency_status, n.status, n.verification_group)`,
    [uploadId],
  );
  await tx.query(
    `UPDATE student_interview_link l SET status = 'NOT_REQUIRED', updated_at = now()
       FROM isir_student_next n
      WHERE n.old_status = 'SELECTED' AND n.status = '${NOT_SELECTED}' AND l.student_id = n.id AND l.aid_year = $1 AND l.status = 'NEW'`,
    [aidYear],
  );
  await tx.query(
    `UPDATE student_interview_link l SET status = 'NEW', updated_at = now()
       FROM isir_student_next n
      WHERE n.old_status = '${NOT_SELECTED}' AND n.status = 'SELECTED' AND l.student_id = n.id AND l.aid_year = $1 AND l.status = 'NOT_REQUIRED'`,
    [aidYear],
  );
  await tx.query(
    `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_name)
     SELECT $1, 'student', n.id::text, 'status', n.old_status, n.status, 'ISIR import' FROM isir_student_next n WHERE n.old_status <> n.status`,
    [schoolCode],
  );
  await tx.query(
    `UPDATE student s SET dependency_status = n.dependency_status, status = n.status, verification_group = n.verification_group, updated_at = now()
       FROM isir_student_next n WHERE s.id = n.id`,
  );
  await tx.query('DROP TABLE isir_student_next');
  await step?.('ADDING_TASK_LIST_ITEMS');
  await tx.query(
    `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account)
     SELECT gen_random_uuid(), b.student_id, m.interview_type_id, $3, 'NEW', m.is_for_parent_account
       FROM isir_best b
       ${GROUP_TASK_LIST_ITEMS}
        AND b.upload_id = $1 AND b.selected_for_verification = 'Y'
        AND NOT EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = b.student_id AND l.aid_year = $3
                           AND l.interview_type_id = m.interview_type_id AND l.is_for_parent_account = m.is_for_parent_account)`,
    params,
  );
  const [{ selected }] = (await tx.query<{ selected: number }>(
    `SELECT count(*)::int AS selected FROM isir_best b WHERE b.upload_id = $1 AND b.selected_for_verification = 'Y'`,
    [uploadId],
  )) as [{ selected: number }];
  await tx.query('DROP TABLE isir_best');
  await tx.query('DROP TABLE isir_previous');
  await tx.query('DROP TABLE isir_touched');
  await tx.query('DROP TABLE isir_upload_student');
  return { updated, selected };
}

async function checkSchool(db: Db, schoolCode: string, aidYear?: number): Promise<string> {
  const [school] = await db.query<{ school_code: string }>(
    'SELECT school_code FROM school WHERE school_code = $1',
    [schoolCode],
  );
  if (!school) throw notFound(`No school ${schoolCode}`);
  if (aidYear !== undefined) {
    const [y] = await db.query('SELECT 1 FROM school_aid_year WHERE school_code = $1 AND aid_year = $2', [
      schoolCode,
      aidYear,
    ]);
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
  await db.query(
    `INSERT INTO isir_upload (uuid, school_code, aid_year, file_name, origin, status, error, error_count, uploaded_by_uuid, uploaded_by_name, finished_at)
     VALUES ($1, $2, $3, $4, $5, 'FAILED', $6, 1, $7, $8, now())`,
    [randomUUID(), u.schoolCode, u.aidYear, u.fileName, u.origin, error, u.by.uuid, u.by.name],
  );
}
