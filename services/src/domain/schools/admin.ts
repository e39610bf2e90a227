import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { dbId, isoDay } from '../../platform/route.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { rolloverExtras } from './rollover.js';
import { getSchool } from './schools.js';
import { knownTimeZone } from './time-zone.js';

/** A PURL is the school's own sign-in address segment: lower-case letters, digits and inner hyphens. */
export const purlSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'must be 1-63 lower-case letters, digits or inner hyphens (e.g. stateu)',
  );
export const schoolCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{6}$/, 'must be 6 letters or digits');
export const aidYearSchema = z.number().int().min(2000, 'is not an aid year').max(2100, 'is not an aid year');

const versionFlags = {
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

/** The spec's new-school payload. */
export const newSchoolSchema = z.object({
  schoolCode: schoolCodeSchema,
  templateSchoolCode: schoolCodeSchema,
  schoolName: z.string().trim().min(1, 'is required').max(200),
  initialAidYear: aidYearSchema,
  schoolPURL: purlSchema,
  ...versionFlags,
});
export type NewSchool = z.infer<typeof newSchoolSchema>;

/**
 * Adds a school as a copy of a template school: the initial aid year's settings and verification-group map
 * (from the template's same year, else its latest), its config items and holidays. The administrator who adds
 * it gets their own role there, so they can switch to it at once. Everything or nothing.
 */
export async function addNewSchool(db: Db, caller: Caller, input: NewSchool) {
  return db.transaction(async (tx) => {
    const [template] = await tx.query<{ sid_name: string }>(
      'SELECT sid_name FROM school WHERE school_code = $1',
      [input.templateSchoolCode],
    );
    if (!template)
      throw badRequest(`No template school ${input.templateSchoolCode}`, {
        inputErrors: [{ path: 'templateSchoolCode', message: 'is not a school' }],
      });
    const clash = await tx.query<{ school_code: string; school_url: string }>(
      'SELECT school_code, school_url FROM school WHERE school_code = $1 OR lower(school_url) = $2',
      [input.schoolCode, input.schoolPURL],
    );
    if (clash.some((c) => c.school_code === input.schoolCode)) {
      throw badRequest(`School code ${input.schoolCode} is already in use`, {
        inputErrors: [{ path: 'schoolCode', message: 'is already in use' }],
      });
    }
    if (clash.length)
      throw badRequest(`The PURL ${input.schoolPURL} is already in use`, {
        inputErrors: [{ path: 'schoolPURL', message: 'is already in use' }],
      });

    const [school] = await tx.query<{ id: number }>(
      `INSERT INTO school (school_code, school_name, name, school_url, default_aid_year, sid_name)
       VALUES ($1, $2, $2, $3, $4, $5) RETURNING id`,
      [input.schoolCode, input.schoolName, input.schoolPURL, input.initialAidYear, template.sid_name],
    );
    await tx.query('INSERT INTO school_aid_year VALUES ($1, $2)', [input.schoolCode, input.initialAidYear]);
    const infoId = await insertAidYearSettings(tx, input.schoolCode, input.initialAidYear, input);
    const [source] = await tx.query<{ id: number }>(
      `SELECT id FROM school_isir_record_info WHERE school_code = $1 ORDER BY (aid_year = $2) DESC, aid_year DESC LIMIT 1`,
      [input.templateSchoolCode, input.initialAidYear],
    );
    if (source) await copyVGroupMap(tx, source.id, infoId);
    await tx.query(
      `INSERT INTO school_config (school_code, name, value) SELECT $1, name, value FROM school_config WHERE school_code = $2`,
      [input.schoolCode, input.templateSchoolCode],
    );
    await tx.query(
      `INSERT INTO holiday (school_code, name, holiday_date) SELECT $1, name, holiday_date FROM holiday WHERE school_code = $2`,
      [input.schoolCode, input.templateSchoolCode],
    );
    if (caller.kind === 'staff') {
      await tx.query(
        `INSERT INTO staff_school_role (staff_user_id, school_code, role_id) SELECT $1, $2, id FROM role WHERE name = $3`,
        [caller.accountId, input.schoolCode, caller.role],
      );
    }
    await recordChanges(
      tx,
      caller,
      { type: 'school', id: input.schoolCode, schoolCode: input.schoolCode },
      {},
      {
        schoolName: input.schoolName,
        schoolUrl: input.schoolPURL,
        defaultAidYear: input.initialAidYear,
        template: input.templateSchoolCode,
      },
    );
    await recordActivity(tx, caller, {
      action: 'SCHOOL_ADDED',
      entityType: 'school',
      entityId: input.schoolCode,
      details: { template: input.templateSchoolCode },
    });
    return { id: school!.id, schoolCode: input.schoolCode, message: 'School has been added!' };
  });
}

async function insertAidYearSettings(
  tx: Db,
  schoolCode: string,
  aidYear: number,
  f: Partial<Record<keyof typeof versionFlags, unknown>>,
) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO school_isir_record_info (school_code, aid_year, process_r_codes, process_c_codes, system_mode,
       is_v1_active, is_v2_active, is_v3_active, is_v4_active, is_v5_active, is_v6_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      schoolCode,
      aidYear,
      f.processRCodes ?? true,
      f.processCCodes ?? true,
      f.systemMode ?? 'LIVE',
      f.isV1Active ?? true,
      f.isV2Active ?? false,
      f.isV3Active ?? false,
      f.isV4Active ?? true,
      f.isV5Active ?? true,
      f.isV6Active ?? false,
    ],
  );
  return row!.id;
}

async function copyVGroupMap(tx: Db, fromInfoId: number, toInfoId: number) {
  await tx.query(
    `INSERT INTO school_isir_rec_info_vgroup_map (school_isir_record_info_id, verification_group, interview_type_id, is_for_parent_account, dependent_only)
     SELECT $2, verification_group, interview_type_id, is_for_parent_account, dependent_only
       FROM school_isir_rec_info_vgroup_map WHERE school_isir_record_info_id = $1`,
    [fromInfoId, toInfoId],
  );
}

// ---- School profile ------------------------------------------------------------------------------------

export const LOGO_MAX_BYTES = 256 * 1024;
const IMAGE_TYPES: { mime: string; magic: number[] }[] = [
  { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { mime: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
];

/**
 * A logo arrives as a data URL or bare base64. It is kept only when its bytes are a PNG, JPEG or GIF within
 * the size limit (SVG is refused: it can carry script). Stored as a data URL of the detected type.
 */
export function checkLogo(value: string): string {
  const base64 = value.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0)
    throw logoError('The logo is not base64-encoded image data');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw logoError(`The logo is larger than ${LOGO_MAX_BYTES / 1024} KB`);
  const type = IMAGE_TYPES.find((t) => t.magic.every((b, i) => bytes[i] === b));
  if (!type) throw logoError('The logo is not an image (PNG, JPEG or GIF)');
  return `data:${type.mime};base64,${bytes.toString('base64')}`;
}
async function checkTimeZone(db: Db, name: string) {
  const known = await knownTimeZone(db, name);
  if (known) return known;
  const message = `${name} is not an IANA time zone such as America/Chicago`;
  throw badRequest(message, { inputErrors: [{ path: 'timeZone', message: 'is not an IANA time zone' }] });
}

const logoError = (message: string) =>
  badRequest(message, { inputErrors: [{ path: 'schoolLogo', message }] });

export const schoolUpdateSchema = z
  .object({
    schoolName: z.string().trim().min(1, 'is required').max(200),
    name: z.string().trim().min(1, 'is required').max(200),
    schoolUrl: purlSchema,
    sidName: z.string().trim().min(1, 'is required').max(40),
    defaultAidYear: aidYearSchema,
    // null removes the logo (allowNullUpdate)
    schoolLogo: z
      .string()
      .max(LOGO_MAX_BYTES * 2, `is larger than ${LOGO_MAX_BYTES / 1024} KB`)
      .nullable(),
    // An IANA time zone; null: the installation's (TIME_ZONE). Checked against both clocks in updateSchool.
    timeZone: z.string().trim().min(1, 'is required').max(64).nullable(),
    // The school's e-mail sender; empty or null goes back to the school's name and the installation's reply-to.
    mailSenderName: z
      .string()
      .trim()
      .max(100, 'is longer than 100 characters')
      // A line break would end the From header early (header injection); quotes and brackets are encoded.
      .refine((v) => !/\p{Cc}/u.test(v), 'has a line break or control character')
      .nullable()
      .transform((v) => v || null),
    mailReplyTo: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'is longer than 254 characters')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'is not an e-mail address')
      .nullable()
      .transform((v) => v || null),
  })
  .partial()
  .strict();
export type SchoolUpdate = z.infer<typeof schoolUpdateSchema>;

/** school/allowNullUpdate/{id}: changes the session's own school; every changed field goes to its history. */
export async function updateSchool(db: Db, caller: Caller, id: number, input: SchoolUpdate) {
  const logo =
    input.schoolLogo === undefined || input.schoolLogo === null
      ? input.schoolLogo
      : checkLogo(input.schoolLogo);
  const timeZone = input.timeZone ? await checkTimeZone(db, input.timeZone) : input.timeZone;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ school_code: string }>(
      'SELECT school_code FROM school WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row || row.school_code !== caller.schoolCode) throw notFound(`No school ${id} in this session`);
    const before = await getSchool(tx, row.school_code);
    if (input.schoolUrl && input.schoolUrl !== before.schoolUrl.toLowerCase()) {
      const [taken] = await tx.query('SELECT 1 FROM school WHERE lower(school_url) = $1 AND id <> $2', [
        input.schoolUrl,
        id,
      ]);
      if (taken)
        throw badRequest(`The PURL ${input.schoolUrl} is already in use`, {
          inputErrors: [{ path: 'schoolUrl', message: 'is already in use' }],
        });
    }
    if (input.defaultAidYear !== undefined && !before.aidYears.includes(input.defaultAidYear)) {
      throw badRequest(`${input.defaultAidYear} is not an aid year of this school`, {
        inputErrors: [{ path: 'defaultAidYear', message: 'is not an aid year of this school' }],
      });
    }
    const columns: Record<string, unknown> = {
      school_name: input.schoolName,
      name: input.name,
      school_url: input.schoolUrl,
      sid_name: input.sidName,
      default_aid_year: input.defaultAidYear,
      school_logo: logo,
      time_zone: timeZone,
      mail_sender_name: input.mailSenderName,
      mail_reply_to: input.mailReplyTo,
    };
    const set = Object.entries(columns).filter(([, v]) => v !== undefined);
    if (set.length) {
      await tx.query(
        `UPDATE school SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`,
        [id, ...set.map(([, v]) => v)],
      );
    }
    const after = await getSchool(tx, row.school_code);
    const pick = (s: typeof before) => ({
      schoolName: s.schoolName,
      name: s.name,
      schoolUrl: s.schoolUrl,
      sidName: s.sidName,
      defaultAidYear: s.defaultAidYear,
      schoolLogo: s.schoolLogo ? `logo (${s.schoolLogo.length} chars)` : null,
      timeZone: s.timeZone,
      mailSenderName: s.mailSenderName,
      mailReplyTo: s.mailReplyTo,
    });
    await recordChanges(tx, caller, { type: 'school', id: row.school_code }, pick(before), pick(after));
    await recordActivity(tx, caller, {
      action: 'SCHOOL_UPDATED',
      entityType: 'school',
      entityId: row.school_code,
    });
    return after;
  });
}

// ---- Aid-year settings (school ISIR record info) -------------------------------------------------------

interface InfoRow {
  id: number;
  school_code: string;
  aid_year: number;
  process_r_codes: boolean;
  process_c_codes: boolean;
  system_mode: string;
  is_v1_active: boolean;
  is_v2_active: boolean;
  is_v3_active: boolean;
  is_v4_active: boolean;
  is_v5_active: boolean;
  is_v6_active: boolean;
  stud_repo: boolean;
}
const toInfo = (r: InfoRow) => ({
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
  const rows = await db.query<InfoRow>(
    `SELECT * FROM school_isir_record_info WHERE school_code = $1 AND ($2::int IS NULL OR aid_year = $2) ORDER BY aid_year`,
    [schoolCode, aidYear ?? null],
  );
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
    const [exists] = await tx.query(
      'SELECT 1 FROM school_aid_year WHERE school_code = $1 AND aid_year = $2',
      [caller.schoolCode, input.aidYear],
    );
    if (exists)
      throw badRequest(`Aid year ${input.aidYear} is already set up`, {
        inputErrors: [{ path: 'aidYear', message: 'is already set up' }],
      });
    await tx.query('INSERT INTO school_aid_year VALUES ($1, $2)', [caller.schoolCode, input.aidYear]);
    const id = await insertAidYearSettings(tx, caller.schoolCode, input.aidYear, input);
    await tx.query('UPDATE school_isir_record_info SET stud_repo = $2 WHERE id = $1', [id, input.studRepo]);
    // The newest earlier year's verification-group map carries over; the school edits it afterwards.
    const [prev] = await tx.query<{ id: number }>(
      'SELECT id FROM school_isir_record_info WHERE school_code = $1 AND aid_year < $2 ORDER BY aid_year DESC LIMIT 1',
      [caller.schoolCode, input.aidYear],
    );
    if (prev) await copyVGroupMap(tx, prev.id, id);
    const [row] = await tx.query<InfoRow>('SELECT * FROM school_isir_record_info WHERE id = $1', [id]);
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
    const [row] = await tx.query<InfoRow>('SELECT * FROM school_isir_record_info WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    if (!row || row.school_code !== caller.schoolCode)
      throw notFound(`No aid-year settings ${id} in this session's school`);
    const columns: Record<string, unknown> = {
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
    const set = Object.entries(columns).filter(([, v]) => v !== undefined);
    if (set.length) {
      await tx.query(
        `UPDATE school_isir_record_info SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
        [id, ...set.map(([, v]) => v)],
      );
    }
    const [after] = await tx.query<InfoRow>('SELECT * FROM school_isir_record_info WHERE id = $1', [id]);
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
  return db.query(
    `SELECT m.id, m.school_isir_record_info_id AS "schoolIsirRecordInfoID", m.verification_group AS "verificationGroup",
            t.type_code AS "typeCode", t.name AS "interviewTypeName", m.is_for_parent_account AS "isForParentAccount",
            m.dependent_only AS "dependentOnly"
       FROM school_isir_rec_info_vgroup_map m JOIN interview_type t ON t.id = m.interview_type_id
      WHERE m.school_isir_record_info_id = $1 ORDER BY m.verification_group, m.is_for_parent_account, t.type_code`,
    [infoId],
  );
}

async function ownInfo(db: Db, caller: Caller, infoId: number) {
  const [row] = await db.query<{ school_code: string }>(
    'SELECT school_code FROM school_isir_record_info WHERE id = $1',
    [infoId],
  );
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
  const types = new Map(
    (await db.query<{ id: number; type_code: string }>('SELECT id, type_code FROM interview_type')).map(
      (t) => [t.type_code, t.id],
    ),
  );
  const unknown = input.items.findIndex((i) => !types.has(i.typeCode));
  if (unknown >= 0)
    throw badRequest(`No interview type ${input.items[unknown]!.typeCode}`, {
      inputErrors: [{ path: `items.${unknown}.typeCode`, message: 'is not an interview type' }],
    });
  return db.transaction(async (tx) => {
    const before = await vgroupMap(tx, caller, input.schoolIsirRecordInfoID);
    await tx.query('DELETE FROM school_isir_rec_info_vgroup_map WHERE school_isir_record_info_id = $1', [
      input.schoolIsirRecordInfoID,
    ]);
    const seen = new Set<string>();
    for (const i of input.items) {
      const key = `${i.verificationGroup}/${i.typeCode}/${i.isForParentAccount}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await tx.query(
        `INSERT INTO school_isir_rec_info_vgroup_map (school_isir_record_info_id, verification_group, interview_type_id, is_for_parent_account, dependent_only)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          input.schoolIsirRecordInfoID,
          i.verificationGroup,
          types.get(i.typeCode),
          i.isForParentAccount,
          i.dependentOnly,
        ],
      );
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
    await tx.query('DELETE FROM school_isir_rec_info_vgroup_map WHERE school_isir_record_info_id = $1', [
      added.id,
    ]);
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

// ---- Config items ----------------------------------------------------------------------------------------

export const configItemSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(100)
      .regex(/^[\w.:/-]+$/, 'may hold letters, digits and . : / - _ only'),
    value: z.string().max(4000),
  })
  .strict();

export const listConfigItems = (db: Db, schoolCode: string | null) =>
  db.query(
    `SELECT id, school_code AS "schoolCode", name, value FROM school_config
      WHERE school_code IS NOT DISTINCT FROM $1 ORDER BY name`,
    [schoolCode],
  );

export async function configItemByName(db: Db, schoolCode: string | null, name: string) {
  const [row] = await db.query(
    `SELECT id, school_code AS "schoolCode", name, value FROM school_config WHERE school_code IS NOT DISTINCT FROM $1 AND name = $2`,
    [schoolCode, name],
  );
  return row ?? null;
}

/** Why a config item's value may not be stored (null: it may); e.g. a mailbox host inside the network. */
export type ConfigValueCheck = (name: string, value: string) => Promise<string | null>;

async function refuseValue(check: ConfigValueCheck | undefined, name: string, value: string) {
  const problem = await check?.(name, value);
  if (problem)
    throw badRequest(`${name}: ${problem}`, { inputErrors: [{ path: 'value', message: problem }] });
}

/** Adds a config item to the school (null: installation-wide). */
export async function addConfigItem(
  db: Db,
  caller: Caller,
  schoolCode: string | null,
  input: z.infer<typeof configItemSchema>,
  check?: ConfigValueCheck,
) {
  await refuseValue(check, input.name, input.value);
  return db.transaction(async (tx) => {
    if (await configItemByName(tx, schoolCode, input.name))
      throw conflict(`A config item named ${input.name} already exists`);
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO school_config (school_code, name, value) VALUES ($1, $2, $3) RETURNING id',
      [schoolCode, input.name, input.value],
    );
    await recordChanges(
      tx,
      caller,
      { type: 'school_config', id: row!.id, schoolCode: schoolCode ?? undefined },
      {},
      { name: input.name, value: input.value },
    );
    await recordActivity(tx, caller, {
      action: 'CONFIG_ADDED',
      entityType: 'school_config',
      entityId: row!.id,
      details: { name: input.name },
    });
    return { id: row!.id, schoolCode, ...input };
  });
}

export async function updateConfigItem(
  db: Db,
  caller: Caller,
  schoolCode: string | null,
  id: number,
  value: string,
  check?: ConfigValueCheck,
) {
  // The check may ask DNS: it runs before the transaction, so no lock or connection waits on it (a name never changes).
  const [named] = await db.query<{ name: string }>(
    'SELECT name FROM school_config WHERE id = $1 AND school_code IS NOT DISTINCT FROM $2',
    [id, schoolCode],
  );
  if (named) await refuseValue(check, named.name, value);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ name: string; value: string; school_code: string | null }>(
      'SELECT name, value, school_code FROM school_config WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row || row.school_code !== schoolCode) throw notFound(`No config item ${id} here`);
    await tx.query('UPDATE school_config SET value = $2 WHERE id = $1', [id, value]);
    await recordChanges(
      tx,
      caller,
      { type: 'school_config', id, schoolCode: schoolCode ?? undefined },
      { value: row.value },
      { value },
    );
    await recordActivity(tx, caller, {
      action: 'CONFIG_UPDATED',
      entityType: 'school_config',
      entityId: id,
      details: { name: row.name },
    });
    return { id, schoolCode, name: row.name, value };
  });
}

// ---- FTI setup -----------------------------------------------------------------------------------------

export const ftiSetupSchema = z
  .object({
    ftiEnabled: z.boolean(),
    agreementSignedBy: z.string().trim().min(1, 'is required').max(200).nullable().default(null),
    agreementDate: isoDay().nullable().default(null),
  })
  .strict()
  .refine((s) => !s.ftiEnabled || (s.agreementSignedBy && s.agreementDate), {
    message: 'who signed the FTI agreement and when are required to enable FTI',
    path: ['agreementSignedBy'],
  });

export async function ftiSetup(db: Db, schoolCode: string) {
  const [row] = await db.query<{
    fti_enabled: boolean;
    agreement_signed_by: string | null;
    agreement_date: string | null;
  }>(
    `SELECT fti_enabled, agreement_signed_by, to_char(agreement_date, 'YYYY-MM-DD') AS agreement_date FROM fti_setup WHERE school_code = $1`,
    [schoolCode],
  );
  return {
    schoolCode,
    ftiEnabled: row?.fti_enabled ?? false,
    agreementSignedBy: row?.agreement_signed_by ?? null,
    agreementDate: row?.agreement_date ?? null,
  };
}

/** FTISetup/addOrUpdate: whether the school may see federal tax information, and the agreement that allows it. */
export async function saveFtiSetup(db: Db, caller: Caller, input: z.infer<typeof ftiSetupSchema>) {
  return db.transaction(async (tx) => {
    const before = await ftiSetup(tx, caller.schoolCode);
    await tx.query(
      `INSERT INTO fti_setup (school_code, fti_enabled, agreement_signed_by, agreement_date) VALUES ($1, $2, $3, $4)
       ON CONFLICT (school_code) DO UPDATE SET fti_enabled = $2, agreement_signed_by = $3, agreement_date = $4, updated_at = now()`,
      [caller.schoolCode, input.ftiEnabled, input.agreementSignedBy, input.agreementDate],
    );
    const after = await ftiSetup(tx, caller.schoolCode);
    await recordChanges(
      tx,
      caller,
      { type: 'school', id: caller.schoolCode },
      { fti: JSON.stringify(before) },
      { fti: JSON.stringify(after) },
    );
    await recordActivity(tx, caller, {
      action: 'FTI_SETUP_SAVED',
      entityType: 'fti_setup',
      entityId: caller.schoolCode,
      details: { ftiEnabled: input.ftiEnabled },
    });
    return { ...after, message: 'Successful Update' };
  });
}
