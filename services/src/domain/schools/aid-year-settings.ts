import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { dbId } from '../../platform/route.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { rolloverExtras } from './rollover.js';
import * as sql from './aid-year-settings.queries.js';

// A school's aid years: each year's settings (which ISIR codes and verification groups it acts on, test or live),
// its verification-group map (the task list items each group gets), and the annual rollover to the next year.

export const aidYearSchema = z.number().int().min(2000, 'is not an aid year').max(2100, 'is not an aid year');

export const versionFlags = {
  processRCodes: z.boolean().default(true),
  processCCodes: z.boolean().default(true),
  systemMode: z.enum(['LIVE', 'TEST']).default('LIVE'),
  isV1Active: z.boolean().default(true),
  isV2Active: z.boolean().default(false),
  isV3Active: z.boolean().default(false),
  isV4Active: z.boolean().default(true),
  isV5Active: z.boolean().default(true),
  isV6Active: z.boolean().default(false),
};

/** A year's settings (school ISIR record info), the defaults filling what is not given. */
export async function insertAidYearSettings(
  tx: Db,
  schoolCode: string,
  aidYear: number,
  f: { [K in keyof typeof versionFlags]?: z.output<(typeof versionFlags)[K]> },
) {
  const row = await sql.insertAidYearSettings.first(tx, {
    schoolCode,
    aidYear,
    processRCodes: f.processRCodes ?? true,
    processCCodes: f.processCCodes ?? true,
    systemMode: f.systemMode ?? 'LIVE',
    isV1Active: f.isV1Active ?? true,
    isV2Active: f.isV2Active ?? false,
    isV3Active: f.isV3Active ?? false,
    isV4Active: f.isV4Active ?? true,
    isV5Active: f.isV5Active ?? true,
    isV6Active: f.isV6Active ?? false,
  });
  return row!.id;
}

export async function copyVGroupMap(tx: Db, fromInfoId: number, toInfoId: number) {
  await sql.copyVerificationGroupMap.run(tx, { fromInfoId, toInfoId });
}

const toInfo = (r: sql.AidYearSettingsRow) => ({
  id: r.id,
  schoolCode: r.school_code,
  aidYear: r.aid_year,
  processRCodes: r.process_r_codes,
  processCCodes: r.process_c_codes,
  systemMode: r.system_mode,
  isV1Active: r.is_v1_active,
  isV2Active: r.is_v2_active,
  isV3Active: r.is_v3_active,
  isV4Active: r.is_v4_active,
  isV5Active: r.is_v5_active,
  isV6Active: r.is_v6_active,
  studRepo: r.stud_repo,
});

export async function aidYearSettings(db: Db, schoolCode: string, aidYear?: number) {
  const rows = await sql.aidYearSettingsOfSchool.all(db, { schoolCode, aidYear: aidYear ?? null });
  return rows.map(toInfo);
}

export const aidYearSettingsSchema = z
  .object({ aidYear: aidYearSchema, studRepo: z.boolean().default(false), ...versionFlags })
  .strict();
/** A partial update: a field left out keeps its value (no defaults here, unlike when adding). */
export const aidYearSettingsUpdateSchema = z
  .object({
    studRepo: z.boolean(),
    processRCodes: z.boolean(),
    processCCodes: z.boolean(),
    systemMode: z.enum(['LIVE', 'TEST']),
    isV1Active: z.boolean(),
    isV2Active: z.boolean(),
    isV3Active: z.boolean(),
    isV4Active: z.boolean(),
    isV5Active: z.boolean(),
    isV6Active: z.boolean(),
  })
  .partial()
  .strict();

/** POST schoolIsirRecordInfo/: adds an aid year to the session's school ('School Aid Year Added'). */
export async function addAidYear(db: Db, caller: Caller, input: z.infer<typeof aidYearSettingsSchema>) {
  return db.transaction(async (tx) => {
    const exists = await sql.schoolHasAidYear.first(tx, {
      schoolCode: caller.schoolCode,
      aidYear: input.aidYear,
    });
    if (exists)
      throw badRequest(`Aid year ${input.aidYear} is already set up`, {
        inputErrors: [{ path: 'aidYear', message: 'is already set up' }],
      });
    await sql.insertSchoolAidYear.run(tx, { schoolCode: caller.schoolCode, aidYear: input.aidYear });
    const id = await insertAidYearSettings(tx, caller.schoolCode, input.aidYear, input);
    await sql.setStudentRepository.run(tx, { infoId: id, studRepo: input.studRepo });
    // The newest earlier year's verification-group map carries over; the school edits it afterwards.
    const prev = await sql.previousAidYearSettings.first(tx, {
      schoolCode: caller.schoolCode,
      aidYear: input.aidYear,
    });
    if (prev) await copyVGroupMap(tx, prev.id, id);
    const row = await sql.aidYearSettingsById.first(tx, { infoId: id });
    await recordChanges(tx, caller, { type: 'school_isir_record_info', id }, {}, toInfo(row!));
    await recordActivity(tx, caller, {
      action: 'AID_YEAR_ADDED',
      entityType: 'school_isir_record_info',
      entityId: id,
      details: { aidYear: input.aidYear },
    });
    return { ...toInfo(row!), message: 'School Aid Year Added' };
  });
}

export async function updateAidYearSettings(
  db: Db,
  caller: Caller,
  id: number,
  input: z.infer<typeof aidYearSettingsUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const row = await sql.lockAidYearSettings.first(tx, { infoId: id });
    if (!row || row.school_code !== caller.schoolCode)
      throw notFound(`No aid-year settings ${id} in this session's school`);
    const columns: Record<(typeof sql.SETTINGS_COLUMNS)[number], unknown> = {
      process_r_codes: input.processRCodes,
      process_c_codes: input.processCCodes,
      system_mode: input.systemMode,
      is_v1_active: input.isV1Active,
      is_v2_active: input.isV2Active,
      is_v3_active: input.isV3Active,
      is_v4_active: input.isV4Active,
      is_v5_active: input.isV5Active,
      is_v6_active: input.isV6Active,
      stud_repo: input.studRepo,
    };
    const set = sql.SETTINGS_COLUMNS.filter((c) => columns[c] !== undefined).map(
      (c) => [c, columns[c]] as [(typeof sql.SETTINGS_COLUMNS)[number], unknown],
    );
    if (set.length) await sql.updateAidYearSettingsColumns(tx, id, set);
    const after = await sql.aidYearSettingsById.first(tx, { infoId: id });
    await recordChanges(tx, caller, { type: 'school_isir_record_info', id }, toInfo(row), toInfo(after!));
    await recordActivity(tx, caller, {
      action: 'AID_YEAR_SETTINGS_UPDATED',
      entityType: 'school_isir_record_info',
      entityId: id,
    });
    return toInfo(after!);
  });
}

export async function vgroupMap(db: Db, caller: Caller, infoId: number) {
  await ownInfo(db, caller, infoId);
  return sql.verificationGroupMap.all(db, { infoId });
}

async function ownInfo(db: Db, caller: Caller, infoId: number) {
  const row = await sql.schoolOfAidYearSettings.first(db, { infoId });
  if (!row || row.school_code !== caller.schoolCode)
    throw notFound(`No aid-year settings ${infoId} in this session's school`);
}

export const vgroupMapSchema = z.object({
  schoolIsirRecordInfoID: dbId,
  items: z
    .array(
      z.object({
        verificationGroup: z.string().regex(/^V[1-6]$/, 'must be V1 to V6'),
        typeCode: z.string().min(1).max(20),
        isForParentAccount: z.boolean().default(false),
        dependentOnly: z.boolean().default(false),
      }),
    )
    .max(200),
});

/** POST schoolIsirRecInfoVGroupMap/: replaces an aid year's verification-group map as a whole. */
export async function replaceVGroupMap(db: Db, caller: Caller, input: z.infer<typeof vgroupMapSchema>) {
  await ownInfo(db, caller, input.schoolIsirRecordInfoID);
  const types = new Map((await sql.interviewTypes.all(db, {})).map((t) => [t.type_code, t.id]));
  const unknown = input.items.findIndex((i) => !types.has(i.typeCode));
  if (unknown >= 0)
    throw badRequest(`No interview type ${input.items[unknown]!.typeCode}`, {
      inputErrors: [{ path: `items.${unknown}.typeCode`, message: 'is not an interview type' }],
    });
  return db.transaction(async (tx) => {
    const before = await vgroupMap(tx, caller, input.schoolIsirRecordInfoID);
    await sql.clearVerificationGroupMap.run(tx, { infoId: input.schoolIsirRecordInfoID });
    const seen = new Set<string>();
    for (const i of input.items) {
      const key = `${i.verificationGroup}/${i.typeCode}/${i.isForParentAccount}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await sql.insertVerificationGroupItem.run(tx, {
        infoId: input.schoolIsirRecordInfoID,
        verificationGroup: i.verificationGroup,
        interviewTypeId: types.get(i.typeCode)!,
        isForParentAccount: i.isForParentAccount,
        dependentOnly: i.dependentOnly,
      });
    }
    const after = await vgroupMap(tx, caller, input.schoolIsirRecordInfoID);
    const summary = (rows: Record<string, unknown>[]) =>
      rows
        .map((r) => `${r.verificationGroup}:${r.typeCode}${r.isForParentAccount ? ' (parent)' : ''}`)
        .join(', ');
    await recordChanges(
      tx,
      caller,
      { type: 'school_isir_record_info', id: input.schoolIsirRecordInfoID },
      { verificationGroupMap: summary(before) },
      { verificationGroupMap: summary(after) },
    );
    return after;
  });
}

/**
 * SchoolAnnualRollover: the next aid year starts as a copy of this one: its settings and verification-group
 * map, its ISIR view settings and the interview templates its task lists link to (see rolloverExtras).
 * Everything or nothing.
 */
export async function rollover(db: Db, caller: Caller, fromAidYear: number) {
  const [from] = await aidYearSettings(db, caller.schoolCode, fromAidYear);
  if (!from)
    throw badRequest(`Aid year ${fromAidYear} is not set up for this school`, {
      inputErrors: [{ path: 'fromAidYear', message: 'is not set up' }],
    });
  const { id: _id, schoolCode: _s, aidYear: _a, ...flags } = from;
  return db.transaction(async (tx) => {
    const added = await addAidYear(tx, caller, {
      ...flags,
      systemMode: flags.systemMode as 'LIVE' | 'TEST',
      aidYear: fromAidYear + 1,
    });
    await sql.clearVerificationGroupMap.run(tx, { infoId: added.id });
    await copyVGroupMap(tx, from.id, added.id);
    const extras = await rolloverExtras(tx, caller, from.id, fromAidYear);
    await recordActivity(tx, caller, {
      action: 'AID_YEAR_ROLLED_OVER',
      entityType: 'school_isir_record_info',
      entityId: added.id,
      details: { fromAidYear, ...extras },
    });
    return { ...added, ...extras };
  });
}
