import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity, recordStudentDataExport } from '../audit/activity.js';
import { loadLayouts, type ElementInfo, type Layout } from '../isir/layout.js';
import { openRawRecord } from '../isir/raw.js';
import { loadStudent, studentName } from '../verification/staff-actions.js';

/**
 * The correction record a school sends to FPS (fixtures/isir/README.md, 2025-26): 967 characters; 0-based
 * offsets: year indicator 0, transaction UUID 1-36, DRN 37-40, federal school code 41-46, SSN 47-55,
 * first name 56-90, last name 106-140, up to 12 pairs (3-character field number, 60 characters of data)
 * from 151 with a stride of 63, date of birth 907-914, filler to the end.
 */
export const CORRECTION_RECORD = {
  length: 967,
  firstPair: 151,
  stride: 63,
  maxPairs: 12,
  valueLength: 60,
} as const;
/** What FPS accepts in correction data (blank corrects a field to blank). */
const ALLOWED_VALUE = /^[0-9A-Z .',\-#@%&/]*$/;
/** Only what the applicant reported can be corrected: the student's, spouse's and parents' answers, not consent. */
const CORRECTABLE_SECTION =
  /^(student|student_spouse|parent|other_parent)_(identity|non_financial|demographic|financial_manual|schools)$/;
/** The student's SSN and date of birth identify the record and are not corrected (fixtures/isir/README.md). */
const IDENTIFYING = new Set(['student_identity:Social Security Number', 'student_identity:Date of Birth']);

const isSsnField = (displayName: string) => /social security number/i.test(displayName);
const mask = (value: string, displayName: string) =>
  isSsnField(displayName) && value ? `*****${value.slice(-4)}` : value;
export const aidYearLabel = (aidYear: number) => `${aidYear - 1}-${String(aidYear).slice(-2)}`;

/** Sealed with a leading marker: the sealer cannot open an empty value, and blank is a correction FPS takes. */
const sealValue = (ctx: AppContext, value: string) => ctx.sealer.seal(`=${value}`);
const openValue = (ctx: AppContext, sealed: string) => ctx.sealer.open(sealed).slice(1);

interface CurrentIsir {
  id: number;
  layoutId: number;
  raw: string;
  layout: Layout;
}

async function currentIsir(
  ctx: AppContext,
  studentId: number,
  aidYear: number,
  name: string,
): Promise<CurrentIsir> {
  const [record] = await ctx.db.query<{ id: number; layout_id: number; raw_encrypted: string }>(
    `SELECT id::int, isir_record_info_id AS layout_id, raw_encrypted FROM isir_record
      WHERE student_id = $1 AND aid_year = $2 ORDER BY is_current DESC, transaction_number DESC NULLS LAST, id DESC LIMIT 1`,
    [studentId, aidYear],
  );
  if (!record) throw conflict(`${name} has no ISIR for ${aidYearLabel(aidYear)} to correct`);
  const layout = (await loadLayouts(ctx.db)).find((l) => l.id === record.layout_id);
  if (!layout) throw conflict(`The layout of ISIR transaction ${record.id} is no longer installed`);
  return { id: record.id, layoutId: layout.id, raw: openRawRecord(ctx.sealer, record.raw_encrypted), layout };
}

/** Why a field cannot be corrected, or null when it can. */
export function refusalFor(e: ElementInfo): string | null {
  if (e.fti) return `${e.displayName} is federal tax information (FTI), which cannot be corrected`;
  if (e.cpsNumber === null || !e.section || !CORRECTABLE_SECTION.test(e.section)) {
    return `${e.displayName} is not an answer of the applicant; only those can be corrected`;
  }
  if (IDENTIFYING.has(`${e.section}:${e.displayName}`))
    return `The student's ${e.displayName.toLowerCase()} identifies the record and cannot be corrected`;
  return null;
}

/** Checks a corrected value against what FPS and the layout accept; returns it as it goes in the file. */
function checkValue(e: ElementInfo, layout: Layout, input: string): string {
  const value = input.trim().toUpperCase();
  if (!ALLOWED_VALUE.test(value))
    throw badRequest(`${e.displayName}: a correction may hold only 0-9, A-Z, spaces and . ' , - # @ % & /`);
  const max = Math.min(e.length, CORRECTION_RECORD.valueLength);
  if (value.length > max)
    throw badRequest(`${e.displayName} holds at most ${max} characters; '${value}' has ${value.length}`);
  const codes = e.enumName ? layout.enums.get(e.enumName) : undefined;
  if (value && codes && codes.size > 0 && !codes.has(value)) {
    const shown = [...codes.entries()]
      .slice(0, 12)
      .map(([c, label]) => `${c} (${label})`)
      .join(', ');
    throw badRequest(
      `'${value}' is not a value of ${e.displayName}; use one of ${shown}${codes.size > 12 ? ', ...' : ''}`,
    );
  }
  return value;
}

const CORRECTION_COLUMNS = `c.id, c.student_id AS "studentID", st.uuid::text AS "studentUuid", st.first_name || ' ' || st.last_name AS "studentName",
  c.aid_year AS "aidYear", c.isir_record_id::int AS "isirRecordID", c.cps_number AS "cpsNumber", c.attribute_name AS "attributeName",
  c.display_name AS "displayName", c.isir_value_sealed, c.corrected_value_sealed, c.status, c.batch_id AS "batchID",
  b.file_name AS "fileName", b.created_at AS "exportedAt", c.created_by AS "createdBy", c.created_at AS "createdAt"`;

type CorrectionRow = Record<string, unknown> & {
  isir_value_sealed: string;
  corrected_value_sealed: string;
  displayName: string;
  aidYear: number;
  status: string;
  isirRecordID: number;
  attributeName: string;
};

/** A correction as staff see it: values opened, an SSN masked unless the caller may see it whole. */
function present(ctx: AppContext, caller: Caller, row: CorrectionRow) {
  const { isir_value_sealed, corrected_value_sealed, ...rest } = row;
  const full = caller.permissions.has('STUDENT_SSN_FULL_VIEW');
  const show = (sealed: string) => {
    const v = openValue(ctx, sealed);
    return full ? v : mask(v, row.displayName);
  };
  return { ...rest, isirValue: show(isir_value_sealed), correctedValue: show(corrected_value_sealed) };
}

async function correctionById(ctx: AppContext, caller: Caller, db: Db, id: number) {
  const [row] = await db.query<CorrectionRow>(
    `SELECT ${CORRECTION_COLUMNS} FROM isir_correction c JOIN student st ON st.id = c.student_id
       LEFT JOIN isir_correction_batch b ON b.id = c.batch_id WHERE c.id = $1 AND c.school_code = $2`,
    [id, caller.schoolCode],
  );
  if (!row) throw notFound(`No correction ${id} in school ${caller.schoolCode}`);
  return present(ctx, caller, row);
}

/**
 * Records a correction of one ISIR field: the value the student's documents show against the current
 * ISIR's value. A second correction of the same field before export replaces the first. Written to the
 * correction history and the activity log in the same transaction.
 */
export async function addCorrection(
  ctx: AppContext,
  caller: Caller,
  input: { studentID: string | number; aidYear: number; attributeName: string; correctedValue: string },
) {
  const s = await loadStudent(ctx.db, caller, input.studentID);
  const isir = await currentIsir(ctx, s.id, input.aidYear, studentName(s));
  const e = isir.layout.elements.find((x) => x.attributeName === input.attributeName);
  if (!e) throw badRequest(`The ${isir.layout.name} layout has no field ${input.attributeName}`);
  const refusal = refusalFor(e);
  if (refusal) throw badRequest(refusal);
  const corrected = checkValue(e, isir.layout, input.correctedValue);
  const isirValue = isir.raw.substr(e.startOffset, e.length).trim();
  if (isirValue.toUpperCase() === corrected)
    throw conflict(
      `The ISIR already shows '${mask(corrected, e.displayName) || 'blank'}' for ${e.displayName}`,
    );
  return ctx.db.transaction(async (tx) => {
    const [previous] = await tx.query<{ id: number; corrected_value_sealed: string }>(
      `SELECT id, corrected_value_sealed FROM isir_correction WHERE student_id = $1 AND aid_year = $2 AND attribute_name = $3 AND status = 'PENDING' FOR UPDATE`,
      [s.id, input.aidYear, e.attributeName],
    );
    let id: number;
    if (previous) {
      await tx.query(
        `UPDATE isir_correction SET corrected_value_sealed = $2, isir_value_sealed = $3, isir_record_id = $4, created_by = $5, updated_at = now() WHERE id = $1`,
        [previous.id, sealValue(ctx, corrected), sealValue(ctx, isirValue), isir.id, caller.username],
      );
      id = previous.id;
    } else {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO isir_correction (school_code, student_id, aid_year, isir_record_id, cps_number, attribute_name, display_name,
                                      isir_value_sealed, corrected_value_sealed, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          s.school_code,
          s.id,
          input.aidYear,
          isir.id,
          e.cpsNumber,
          e.attributeName,
          e.displayName,
          sealValue(ctx, isirValue),
          sealValue(ctx, corrected),
          caller.username,
        ],
      );
      id = row!.id;
    }
    // The correction history reads 'correction' rows keyed '<student id>:<correction id>'.
    const before = previous ? openValue(ctx, previous.corrected_value_sealed) : isirValue;
    await tx.query(
      `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_uuid, actor_name)
       VALUES ($1, 'correction', $2, $3, $4, $5, $6, $7)`,
      [
        s.school_code,
        `${s.id}:${id}`,
        `${e.displayName} (field ${e.cpsNumber}, ${aidYearLabel(input.aidYear)})`,
        mask(before, e.displayName),
        mask(corrected, e.displayName),
        caller.accountUuid,
        caller.username,
      ],
    );
    await recordActivity(tx, caller, {
      action: previous ? 'ISIR_CORRECTION_CHANGED' : 'ISIR_CORRECTION_ADDED',
      entityType: 'isir_correction',
      entityId: id,
      studentId: s.id,
      details: { aidYear: input.aidYear, field: e.cpsNumber, attributeName: e.attributeName },
    });
    return correctionById(ctx, caller, tx, id);
  });
}

/** Withdraws a correction that has not been exported yet. */
export async function cancelCorrection(ctx: AppContext, caller: Caller, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: number;
      student_id: number;
      status: string;
      display_name: string;
      corrected_value_sealed: string;
      aid_year: number;
      cps_number: number;
    }>(
      `SELECT id, student_id, status, display_name, corrected_value_sealed, aid_year, cps_number FROM isir_correction WHERE id = $1 AND school_code = $2 FOR UPDATE`,
      [id, caller.schoolCode],
    );
    if (!row) throw notFound(`No correction ${id} in school ${caller.schoolCode}`);
    if (row.status !== 'PENDING')
      throw conflict(`Correction ${id} is ${row.status.toLowerCase()} and can no longer be withdrawn`);
    await tx.query(`UPDATE isir_correction SET status = 'CANCELLED', updated_at = now() WHERE id = $1`, [id]);
    await tx.query(
      `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_uuid, actor_name)
       VALUES ($1, 'correction', $2, $3, $4, 'withdrawn', $5, $6)`,
      [
        caller.schoolCode,
        `${row.student_id}:${id}`,
        `${row.display_name} (field ${row.cps_number}, ${aidYearLabel(row.aid_year)})`,
        mask(openValue(ctx, row.corrected_value_sealed), row.display_name),
        caller.accountUuid,
        caller.username,
      ],
    );
    await recordActivity(tx, caller, {
      action: 'ISIR_CORRECTION_WITHDRAWN',
      entityType: 'isir_correction',
      entityId: id,
      studentId: row.student_id,
    });
    return correctionById(ctx, caller, tx, id);
  });
}

/** verification/getCorrectionSummaries: a student's corrections, with counts per aid year and whether FPS confirmed them. */
export async function correctionSummaries(ctx: AppContext, caller: Caller, key: string) {
  const s = await loadStudent(ctx.db, caller, key);
  const rows = await ctx.db.query<CorrectionRow>(
    `SELECT ${CORRECTION_COLUMNS} FROM isir_correction c JOIN student st ON st.id = c.student_id
       LEFT JOIN isir_correction_batch b ON b.id = c.batch_id WHERE c.student_id = $1 ORDER BY c.aid_year DESC, c.created_at DESC, c.id DESC`,
    [s.id],
  );
  // An exported correction is confirmed once a later transaction from FPS carries the corrected value.
  const current = new Map<number, CurrentIsir | null>();
  for (const year of new Set(rows.filter((r) => r.status === 'EXPORTED').map((r) => r.aidYear))) {
    current.set(year, await currentIsir(ctx, s.id, year, studentName(s)).catch(() => null));
  }
  const confirmed = (r: CorrectionRow) => {
    const isir = current.get(r.aidYear);
    if (r.status !== 'EXPORTED' || !isir || isir.id === r.isirRecordID) return false;
    const e = isir.layout.elements.find((x) => x.attributeName === r.attributeName);
    return (
      Boolean(e) &&
      isir.raw.substr(e!.startOffset, e!.length).trim().toUpperCase() ===
        openValue(ctx, r.corrected_value_sealed)
    );
  };
  const corrections = rows.map((r) => ({ ...present(ctx, caller, r), confirmedByFps: confirmed(r) }));
  const years = [...new Set(corrections.map((c) => c.aidYear))];
  return {
    studentID: s.id,
    uuid: s.uuid,
    summaries: years.map((aidYear) => {
      const of = corrections.filter((c) => c.aidYear === aidYear);
      return {
        aidYear,
        pending: of.filter((c) => c.status === 'PENDING').length,
        exported: of.filter((c) => c.status === 'EXPORTED').length,
        confirmed: of.filter((c) => c.confirmedByFps).length,
        withdrawn: of.filter((c) => c.status === 'CANCELLED').length,
      };
    }),
    corrections,
  };
}

/** Corrections of the school for an aid year (the /corrections list), optionally of one status. */
export async function searchCorrections(
  ctx: AppContext,
  caller: Caller,
  input: { aidYear: number; status?: string },
) {
  const rows = await ctx.db.query<CorrectionRow>(
    `SELECT ${CORRECTION_COLUMNS} FROM isir_correction c JOIN student st ON st.id = c.student_id
       LEFT JOIN isir_correction_batch b ON b.id = c.batch_id
      WHERE c.school_code = $1 AND c.aid_year = $2 AND ($3::text IS NULL OR c.status = $3)
      ORDER BY st.last_name, st.first_name, c.cps_number LIMIT 5000`,
    [caller.schoolCode, input.aidYear, input.status ?? null],
  );
  return rows.map((r) => present(ctx, caller, r));
}

const BATCH_COLUMNS = `b.id, b.uuid::text AS uuid, b.aid_year AS "aidYear", b.file_name AS "fileName", b.record_count AS "recordCount",
  b.correction_count AS "correctionCount", b.size_bytes AS "size", b.created_by AS "createdBy", b.created_at AS "createdAt",
  b.download_count AS "downloadCount", b.last_downloaded_at AS "lastDownloadedAt"`;

/** The correction files the school exported for an aid year (the /transmittedCorrections list), newest first. */
export function searchBatches(ctx: AppContext, caller: Caller, aidYear: number) {
  return ctx.db.query(
    `SELECT ${BATCH_COLUMNS} FROM isir_correction_batch b WHERE b.school_code = $1 AND b.aid_year = $2 ORDER BY b.created_at DESC, b.id DESC`,
    [caller.schoolCode, aidYear],
  );
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
  const pending = await ctx.db.query<{
    id: number;
    student_id: number;
    cps_number: number;
    corrected_value_sealed: string;
  }>(
    `SELECT c.id, c.student_id, c.cps_number, c.corrected_value_sealed FROM isir_correction c JOIN student st ON st.id = c.student_id
      WHERE c.school_code = $1 AND c.aid_year = $2 AND c.status = 'PENDING' AND ($3::int IS NULL OR c.student_id = $3)
      ORDER BY st.last_name, st.first_name, c.student_id, c.cps_number, c.id`,
    [caller.schoolCode, input.aidYear, s?.id ?? null],
  );
  if (!pending.length) {
    throw conflict(
      `No corrections are waiting to be exported for ${s ? `${studentName(s)} in ` : ''}${aidYearLabel(input.aidYear)}`,
    );
  }
  const byStudent = new Map<number, typeof pending>();
  for (const p of pending) byStudent.set(p.student_id, [...(byStudent.get(p.student_id) ?? []), p]);
  const lines: string[] = [];
  for (const [studentId, list] of byStudent) {
    const isir = await currentIsir(ctx, studentId, input.aidYear, `Student ${studentId}`);
    lines.push(
      ...correctionRecords(
        isir,
        caller.schoolCode,
        list.map((p) => ({ cpsNumber: p.cps_number, value: openValue(ctx, p.corrected_value_sealed) })),
      ),
    );
  }
  const bytes = Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'latin1');
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15).replace('T', '');
  // FSA's message class for school corrections is CORRyyIN (yy: the aid year's last two digits).
  const fileName = `CORR${String(input.aidYear).slice(-2)}IN-${caller.schoolCode}-${stamp}.dat`;
  const blob = await ctx.blobs.put(bytes, { maxBytes: 50 * 1024 * 1024, prefix: 'correction-files' });
  try {
    return await ctx.db.transaction(async (tx) => {
      const ids = pending.map((p) => p.id);
      // Another export may have taken some of them meanwhile: only a batch of still-waiting corrections is kept.
      const taken = await tx.query<{ id: number }>(
        `SELECT id FROM isir_correction WHERE id = ANY($1::int[]) AND status = 'PENDING' FOR UPDATE`,
        [ids],
      );
      if (taken.length !== ids.length)
        throw conflict('Some of these corrections were exported or withdrawn meanwhile; export again');
      const [batch] = await tx.query<{ id: number }>(
        `INSERT INTO isir_correction_batch (uuid, school_code, aid_year, file_name, record_count, correction_count, size_bytes, sha256, blob_key, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          randomUUID(),
          caller.schoolCode,
          input.aidYear,
          fileName,
          lines.length,
          pending.length,
          blob.size,
          blob.sha256,
          blob.key,
          caller.username,
        ],
      );
      await tx.query(
        `UPDATE isir_correction SET status = 'EXPORTED', batch_id = $2, updated_at = now() WHERE id = ANY($1::int[])`,
        [ids, batch!.id],
      );
      for (const [studentId, list] of byStudent) {
        await recordActivity(tx, caller, {
          action: 'ISIR_CORRECTIONS_EXPORTED',
          entityType: 'isir_correction_batch',
          entityId: batch!.id,
          studentId,
          details: { aidYear: input.aidYear, fileName, corrections: list.length },
        });
      }
      await recordStudentDataExport(tx, caller, {
        kind: 'CORRECTION_FILE',
        what: `FPS correction file ${aidYearLabel(input.aidYear)} (exported)`,
        fileName,
        students: byStudent.size,
        entityId: batch!.id,
      });
      const [row] = await tx.query(`SELECT ${BATCH_COLUMNS} FROM isir_correction_batch b WHERE b.id = $1`, [
        batch!.id,
      ]);
      return row as { id: number; fileName: string };
    });
  } catch (err) {
    await ctx.blobs.delete(blob.key).catch(() => undefined);
    throw err;
  }
}

/** The bytes of an exported correction file; each download is counted and logged. */
export async function downloadCorrectionFile(
  ctx: AppContext,
  caller: Caller,
  aidYear: number,
  batchId: number,
) {
  const [batch] = await ctx.db.query<{ id: number; file_name: string; blob_key: string }>(
    'SELECT id, file_name, blob_key FROM isir_correction_batch WHERE id = $1 AND school_code = $2 AND aid_year = $3',
    [batchId, caller.schoolCode, aidYear],
  );
  if (!batch)
    throw notFound(
      `No correction file ${batchId} for ${aidYearLabel(aidYear)} in school ${caller.schoolCode}`,
    );
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.blobs.open(batch.blob_key)) chunks.push(chunk as Buffer);
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE isir_correction_batch SET download_count = download_count + 1, last_downloaded_at = now() WHERE id = $1',
      [batch.id],
    );
    await recordActivity(tx, caller, {
      action: 'CORRECTION_FILE_DOWNLOADED',
      entityType: 'isir_correction_batch',
      entityId: batch.id,
      details: { fileName: batch.file_name },
    });
    const [n] = await tx.query<{ n: number }>(
      'SELECT count(DISTINCT student_id)::int AS n FROM isir_correction WHERE batch_id = $1',
      [batch.id],
    );
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
