import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import { recordActivity, recordStudentDataExport } from '../audit/activity.js';
import type { ElementInfo, Layout } from '../isir/layout.js';
import { loadStudent, studentName } from '../students/load-student.js';
import { aidYearLabel, CORRECTION_RECORD, currentIsir, openValue } from './correction-basics.js';
import * as sql from './corrections.queries.js';

// The correction files: the school's waiting corrections exported as a file for FPS (a batch), listed and
// downloaded.

/** The correction files the school exported for an aid year (the /transmittedCorrections list), newest first. */
export function searchBatches(ctx: AppContext, caller: Caller, aidYear: number) {
  return sql.batchesOfYear.all(ctx.db, { schoolCode: caller.schoolCode, aidYear });
}

const field = (value: string, length: number) => value.slice(0, length).padEnd(length, ' ');

/** The correction records of one student: identifying fields from the ISIR, then the corrections, 12 a record. */
export function correctionRecords(
  isir: { raw: string; layout: Layout },
  schoolCode: string,
  pairs: { cpsNumber: number; value: string }[],
): string[] {
  const k = isir.layout.key;
  const read = (e: ElementInfo | undefined) => (e ? isir.raw.substr(e.startOffset, e.length).trim() : '');
  const records: string[] = [];
  for (let i = 0; i < pairs.length; i += CORRECTION_RECORD.maxPairs) {
    let line =
      isir.layout.edYearCode +
      field(read(k.transactionUuid), 36) +
      field('', 4) +
      field(schoolCode, 6) +
      field(read(k.ssn), 9) +
      field(read(k.firstName).toUpperCase(), 35) +
      field('', 15) +
      field(read(k.lastName).toUpperCase(), 35) +
      field('', 10);
    for (const p of pairs.slice(i, i + CORRECTION_RECORD.maxPairs))
      line += String(p.cpsNumber).padStart(3, '0') + field(p.value, CORRECTION_RECORD.valueLength);
    line = line.padEnd(907, ' ') + field(read(k.dateOfBirth), 8);
    records.push(line.padEnd(CORRECTION_RECORD.length, ' '));
  }
  return records;
}

type PendingCorrection = Awaited<ReturnType<typeof sql.pendingCorrections.all>>[number];

/** The records of the correction file: each student's waiting corrections against their current ISIR. */
async function fileLines(
  ctx: AppContext,
  schoolCode: string,
  aidYear: number,
  byStudent: Map<number, PendingCorrection[]>,
) {
  const lines: string[] = [];
  for (const [studentId, list] of byStudent) {
    const isir = await currentIsir(ctx, studentId, aidYear, `Student ${studentId}`);
    lines.push(
      ...correctionRecords(
        isir,
        schoolCode,
        list.map((p) => ({ cpsNumber: p.cps_number, value: openValue(ctx, p.corrected_value_sealed) })),
      ),
    );
  }
  return lines;
}

/**
 * Exports the school's waiting corrections for an aid year (or one student's) into a correction file for
 * FPS: fixed-width records, CRLF line ends, kept in the blob store and recorded as a batch. The
 * corrections become EXPORTED in the same transaction; nothing waiting is a 409 and writes nothing.
 */
export async function exportCorrections(
  ctx: AppContext,
  caller: Caller,
  input: { aidYear: number; student?: string },
) {
  const s = input.student ? await loadStudent(ctx.db, caller, input.student) : null;
  const pending = await sql.pendingCorrections.all(ctx.db, {
    schoolCode: caller.schoolCode,
    aidYear: input.aidYear,
    studentId: s?.id ?? null,
  });
  if (!pending.length) {
    throw conflict(
      `No corrections are waiting to be exported for ${s ? `${studentName(s)} in ` : ''}${aidYearLabel(input.aidYear)}`,
    );
  }
  const byStudent = new Map<number, PendingCorrection[]>();
  for (const p of pending) byStudent.set(p.student_id, [...(byStudent.get(p.student_id) ?? []), p]);
  const lines = await fileLines(ctx, caller.schoolCode, input.aidYear, byStudent);
  const bytes = Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'latin1');
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15).replace('T', '');
  // FSA's message class for school corrections is CORRyyIN (yy: the aid year's last two digits).
  const fileName = `CORR${String(input.aidYear).slice(-2)}IN-${caller.schoolCode}-${stamp}.dat`;
  const blob = await ctx.blobs.put(bytes, { maxBytes: 50 * 1024 * 1024, prefix: 'correction-files' });
  try {
    return await ctx.db.transaction((tx) =>
      recordBatch(tx, caller, {
        aidYear: input.aidYear,
        fileName,
        lines: lines.length,
        blob,
        ids: pending.map((p) => p.id),
        byStudent,
      }),
    );
  } catch (err) {
    await ctx.blobs.delete(blob.key).catch(() => undefined);
    throw err;
  }
}

/** Records the exported file as a batch and its corrections as EXPORTED, in the export's transaction. */
async function recordBatch(
  tx: Db,
  caller: Caller,
  file: {
    aidYear: number;
    fileName: string;
    lines: number;
    blob: { key: string; size: number; sha256: string };
    ids: number[];
    byStudent: Map<number, PendingCorrection[]>;
  },
) {
  const { aidYear, fileName, blob, ids, byStudent } = file;
  // Another export may have taken some of them meanwhile: only a batch of still-waiting corrections is kept.
  const taken = await sql.lockPendingCorrections.all(tx, { ids });
  if (taken.length !== ids.length)
    throw conflict('Some of these corrections were exported or withdrawn meanwhile; export again');
  const batch = await sql.insertBatch.first(tx, {
    uuid: randomUUID(),
    schoolCode: caller.schoolCode,
    aidYear,
    fileName,
    recordCount: file.lines,
    correctionCount: ids.length,
    sizeBytes: blob.size,
    sha256: blob.sha256,
    blobKey: blob.key,
    createdBy: caller.username,
  });
  await sql.markExported.run(tx, { ids, batchId: batch!.id });
  for (const [studentId, list] of byStudent) {
    await recordActivity(tx, caller, {
      action: 'ISIR_CORRECTIONS_EXPORTED',
      entityType: 'isir_correction_batch',
      entityId: batch!.id,
      studentId,
      details: { aidYear, fileName, corrections: list.length },
    });
  }
  await recordStudentDataExport(tx, caller, {
    kind: 'CORRECTION_FILE',
    what: `FPS correction file ${aidYearLabel(aidYear)} (exported)`,
    fileName,
    students: byStudent.size,
    entityId: batch!.id,
  });
  return (await sql.batchById.first(tx, { id: batch!.id }))!;
}

/** The bytes of an exported correction file; each download is counted and logged. */
export async function downloadCorrectionFile(
  ctx: AppContext,
  caller: Caller,
  aidYear: number,
  batchId: number,
) {
  const batch = await sql.batchFile.first(ctx.db, { id: batchId, schoolCode: caller.schoolCode, aidYear });
  if (!batch)
    throw notFound(
      `No correction file ${batchId} for ${aidYearLabel(aidYear)} in school ${caller.schoolCode}`,
    );
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.blobs.open(batch.blob_key)) chunks.push(chunk as Buffer);
  await ctx.db.transaction(async (tx) => {
    await sql.countDownload.run(tx, { id: batch.id });
    await recordActivity(tx, caller, {
      action: 'CORRECTION_FILE_DOWNLOADED',
      entityType: 'isir_correction_batch',
      entityId: batch.id,
      details: { fileName: batch.file_name },
    });
    const n = await sql.studentsInBatch.first(tx, { batchId: batch.id });
    await recordStudentDataExport(tx, caller, {
      kind: 'CORRECTION_FILE',
      what: `FPS correction file ${aidYearLabel(aidYear)}`,
      fileName: batch.file_name,
      students: n!.n,
      entityId: batch.id,
    });
  });
  return {
    fileName: batch.file_name,
    contentType: 'text/plain; charset=us-ascii',
    bytes: Buffer.concat(chunks),
  };
}
