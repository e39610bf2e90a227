import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db.js';
import { decode, type Decoded } from './decoded.js';
import { newTransactions } from './import-duplicates.js';
import { applySelectionRules, keptReportsAtEnd, publishRecords } from './import-selection.js';
import { matchStudents } from './import-students.js';
import { currentTransactions, writeItemsOfNewStudents, writeRecords } from './import-write.js';
import * as sql from './import-records.queries.js';
import { markImported } from './import.queries.js';
import { IsirFileError, type ParsedRecord, type ReadSummary } from './reader.js';
import type { ImportStep } from './uploads.js';

// The ISIR import's records, batch by batch: each batch's duplicates dropped (import-duplicates.ts), its students
// matched or created (import-students.ts), its records written (import-write.ts); then, once per file, the selection
// rules (import-selection.ts) and the upload's outcome, in the transaction that makes the records visible.

const BATCH = 400;
/** PGlite: a batch is a transaction other requests wait for, so it is kept short. */
const UNPUBLISHED_BATCH = 200;
/** Tables with fewer rows than this by their statistics are analysed after ANALYZE_AFTER_BATCHES batches. */
const STATISTICS_ROWS = 100_000;
const ANALYZE_AFTER_BATCHES = 5;
const KEEP_WARNINGS = 200;
/**
 * Records decoded and sealed between two turns of other requests: about 0.5 ms of this process's time. A turn is also
 * when the reply to the batch being written is read and its next statement sent: at 25 records (~3 ms) each reply
 * waited ~1.3 ms on average, the database idle meanwhile.
 */
const DECODE_TURN = 5;

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

/** The records as they are read, decoded and sealed, giving other requests a turn every few. */
export async function* decodeAll(
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

type Warning = { line: number; field: number | null; name: string; message: string };

/**
 * The decoded records of one file into the tables. `summary` is the file's, complete once `records` is exhausted
 * (lines skipped, records read). `publishLater` false: everything inside the caller's transaction `db`. True: the
 * upload is marked unpublished; each batch is a transaction of its own on `db`, and one more publishes the file.
 * The look-ups read `isir_record_all` and `student_all`, so that a batch finds the records of the batches before it.
 * Memory stays bounded by the batch, whatever the file size: earlier batches are found in the tables.
 */
export async function importRecords(
  db: Db,
  upload: { id: number; schoolCode: string; aidYear: number | null },
  records: AsyncIterable<Decoded>,
  summary: ReadSummary,
  publishLater: boolean,
  progress: (records: number, step: ImportStep) => Promise<void>,
  /** Given before each batch is written: other requests' turn (a background import waits for them). */
  turn: () => Promise<void>,
): Promise<ImportCounts> {
  const warnings: Warning[] = [];
  let aidYear = upload.aidYear;
  let imported = 0,
    duplicates = 0,
    created = 0,
    warningCount = 0;
  /** Unpublished import: the students this file created in its earlier batches, and those of them a later batch has
   * another transaction for (their task list items are made again at the publish, from their current ISIR). */
  const createdByFile = new Set<number>();
  const restated = new Set<number>();

  const writeBatch = async (tx: Db, batch: Decoded[]) => {
    if (!batch.length) return;
    const year = batch[0]!.rec.aidYear;
    aidYear = year;
    const { fresh, duplicates: repeated, known } = await newTransactions(tx, upload.schoolCode, year, batch);
    duplicates += repeated;
    if (!fresh.length) return;
    const students = await matchStudents(tx, upload, fresh, known);
    created += students.created.size;
    warningCount += collectWarnings(warnings, fresh);
    const current = await currentTransactions(tx, upload.id, year, fresh, students);
    if (publishLater) {
      for (const d of fresh) {
        const student = students.studentOf.get(d)!;
        if (createdByFile.has(student)) restated.add(student);
      }
      for (const id of students.created) createdByFile.add(id);
    }
    await writeRecords(tx, upload, year, fresh, students.studentOf, current);
    imported += fresh.length;
    if (publishLater) await writeItemsOfNewStudents(tx, upload.schoolCode, year, current, students);
  };

  // One transaction on a server: kept report rows of its students are worked out once, at its end.
  if (!publishLater) await keptReportsAtEnd(db);
  await readInBatches(db, records, summary, publishLater, progress, turn, writeBatch);
  if (aidYear === null) throw new IsirFileError(null, 'The file holds no ISIR records');
  const kept = keptWarnings(warnings, summary);
  warningCount += summary.skippedCount ?? 0;
  const year = aidYear;
  // The upload's outcome is written in the transaction that makes its records visible: no one sees one without the other.
  const complete = async (tx: Db): Promise<ImportCounts> => {
    if (publishLater) await publishRecords(tx, upload.id, [...restated], year);
    // On a server the steps are reported as they start (the file's transaction is on a connection of its own); on
    // PGlite the publishing transaction holds the one connection, and PUBLISHING was reported before it.
    const outcome = await applySelectionRules(
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
    await markImported.run(tx, { uploadId: upload.id, ...counts, warnings: JSON.stringify(kept) });
    return counts;
  };
  if (!publishLater) return complete(db);
  await progress(summary.records, 'PUBLISHING');
  return db.transaction(complete);
}

/** Keeps the batch's warnings (up to KEEP_WARNINGS in all) and tells how many it had. */
function collectWarnings(kept: Warning[], batch: Decoded[]): number {
  let count = 0;
  for (const d of batch) {
    for (const w of d.rec.warnings) if (kept.length < KEEP_WARNINGS) kept.push({ line: d.rec.line, ...w });
    count += d.rec.warnings.length;
  }
  return count;
}

/** The warnings the upload keeps, by line: the records' own and a warning for each line that was not a record. */
function keptWarnings(records: Warning[], summary: ReadSummary): Warning[] {
  const skipped = (summary.skipped ?? []).map((skip) => ({
    line: skip.line,
    field: null,
    name: 'Line skipped',
    message: skip.message,
  }));
  return [...records, ...skipped].sort((a, b) => a.line - b.line).slice(0, KEEP_WARNINGS);
}

/**
 * Reads the records into batches and writes each: while one batch is written the next is read and checked, so the
 * database and this process work at the same time, and at most two batches are held. Writes stay in order (each
 * waits for the one before).
 */
async function readInBatches(
  db: Db,
  records: AsyncIterable<Decoded>,
  summary: ReadSummary,
  publishLater: boolean,
  progress: (records: number, step: ImportStep) => Promise<void>,
  turn: () => Promise<void>,
  writeBatch: (tx: Db, batch: Decoded[]) => Promise<void>,
) {
  // Each batch looks up transaction keys, people and SSNs by index. On tables whose statistics say they are (nearly)
  // empty, as on a new installation, every index that starts with school and aid year looks equally good to the
  // planner, and it took the FAFSA UUID index for transaction keys, reading every row of the school and year per
  // look-up: each batch cost more than the one before (100,000 records: 3.4x a bare COPY). Once the first batches
  // are in, such tables are analysed (inside a one-transaction import, which counts its own new rows), so the look-ups
  // take their own index. Tables with statistics of real size are left alone.
  const unanalysed = (await sql.unanalysedTables.all(db, { rows: STATISTICS_ROWS })).map((r) => r.name);
  // Batch look-ups touch a few hundred index entries; starting parallel workers for them (which the planner does once
  // the tables look big) costs more than the look-up itself. (PGlite has no workers.) The statements at the file's end
  // sort its students: they get the memory for it (PGlite's would be this process's).
  if (!publishLater) {
    await sql.noParallelWorkers.run(db, {});
    await sql.endWorkMemory.run(db, {});
  }
  const write = (batch: Decoded[]) =>
    publishLater ? db.transaction((tx) => writeBatch(tx, batch)) : writeBatch(db, batch);
  let batches = 0;
  let batch: Decoded[] = [];
  let writing: Promise<void> = Promise.resolve();
  // A server's progress goes on a connection of its own while the next batch is written: awaited in turn, each report
  // held the file's transaction idle for its round trip, once a batch. Reports stay in order, and all are done before
  // the steps after the batches are reported. (On PGlite they share the one connection: awaited with the batch.)
  let reporting: Promise<void> = Promise.resolve();
  const report = (records: number) => {
    reporting = reporting.then(() => progress(records, 'READING'));
    reporting.catch(() => {}); // awaited below; a failure surfaces there
  };
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
            for (const table of unanalysed) await sql.analyse[table].run(db, {});
          if (publishLater) await progress(done, 'READING');
          else report(done);
        });
        writing.catch(() => {}); // awaited before the next batch or below; a failure surfaces there
      }
    }
    await writing;
    await reporting;
  } catch (err) {
    // No statement of this file may run after the caller rolls the transaction back.
    await writing.catch(() => {});
    await reporting.catch(() => {});
    throw err;
  }
  await write(batch);
}
