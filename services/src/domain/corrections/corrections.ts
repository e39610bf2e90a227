import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import type { ElementInfo, Layout } from '../isir/layout.js';
import { loadStudent, studentName } from '../students/load-student.js';
import {
  aidYearLabel,
  CORRECTION_RECORD,
  currentIsir,
  mask,
  openValue,
  sealValue,
  type CurrentIsir,
} from './correction-basics.js';
import * as sql from './corrections.queries.js';
import type { CorrectionRow } from './corrections.queries.js';

// The corrections staff record against a student's ISIR: added, replaced, withdrawn, listed. The files they are
// exported in are correction-files.ts.

/** What FPS accepts in correction data (blank corrects a field to blank). */
const ALLOWED_VALUE = /^[0-9A-Z .',\-#@%&/]*$/;
/** Only what the applicant reported can be corrected: the student's, spouse's and parents' answers, not consent. */
const CORRECTABLE_SECTION =
  /^(student|student_spouse|parent|other_parent)_(identity|non_financial|demographic|financial_manual|schools)$/;
/** The student's SSN and date of birth identify the record and are not corrected (fixtures/isir/README.md). */
const IDENTIFYING = new Set(['student_identity:Social Security Number', 'student_identity:Date of Birth']);

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
  const row = await sql.correctionOfSchool.first(db, { id, schoolCode: caller.schoolCode });
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
    const previous = await sql.pendingCorrectionOfField.first(tx, {
      studentId: s.id,
      aidYear: input.aidYear,
      attributeName: e.attributeName,
    });
    let id: number;
    if (previous) {
      await sql.replaceCorrection.run(tx, {
        id: previous.id,
        correctedValueSealed: sealValue(ctx, corrected),
        isirValueSealed: sealValue(ctx, isirValue),
        isirRecordId: isir.id,
        createdBy: caller.username,
      });
      id = previous.id;
    } else {
      const row = await sql.insertCorrection.first(tx, {
        schoolCode: s.school_code,
        studentId: s.id,
        aidYear: input.aidYear,
        isirRecordId: isir.id,
        cpsNumber: e.cpsNumber,
        attributeName: e.attributeName,
        displayName: e.displayName,
        isirValueSealed: sealValue(ctx, isirValue),
        correctedValueSealed: sealValue(ctx, corrected),
        createdBy: caller.username,
      });
      id = row!.id;
    }
    // The correction history reads 'correction' rows keyed '<student id>:<correction id>'.
    const before = previous ? openValue(ctx, previous.corrected_value_sealed) : isirValue;
    await sql.insertCorrectionHistory.run(tx, {
      schoolCode: s.school_code,
      entityId: `${s.id}:${id}`,
      field: `${e.displayName} (field ${e.cpsNumber}, ${aidYearLabel(input.aidYear)})`,
      oldValue: mask(before, e.displayName),
      newValue: mask(corrected, e.displayName),
      actorUuid: caller.accountUuid,
      actorName: caller.username,
    });
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
    const row = await sql.schoolCorrectionForUpdate.first(tx, { id, schoolCode: caller.schoolCode });
    if (!row) throw notFound(`No correction ${id} in school ${caller.schoolCode}`);
    if (row.status !== 'PENDING')
      throw conflict(`Correction ${id} is ${row.status.toLowerCase()} and can no longer be withdrawn`);
    await sql.cancelCorrection.run(tx, { id });
    await sql.insertCorrectionHistory.run(tx, {
      schoolCode: caller.schoolCode,
      entityId: `${row.student_id}:${id}`,
      field: `${row.display_name} (field ${row.cps_number}, ${aidYearLabel(row.aid_year)})`,
      oldValue: mask(openValue(ctx, row.corrected_value_sealed), row.display_name),
      newValue: 'withdrawn',
      actorUuid: caller.accountUuid,
      actorName: caller.username,
    });
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
  const rows = await sql.correctionsOfStudent.all(ctx.db, { studentId: s.id });
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
  const rows = await sql.searchCorrections.all(ctx.db, {
    schoolCode: caller.schoolCode,
    aidYear: input.aidYear,
    status: input.status ?? null,
  });
  return rows.map((r) => present(ctx, caller, r));
}
