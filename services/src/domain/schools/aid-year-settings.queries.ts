import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { found, id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of a school's aid years (aid-year-settings.ts): the settings of each year (school ISIR record info) and
// its verification-group map; named, with rows checked (docs/data-layer.md).

const aidYear = z.number().int();
/** A row of school_isir_record_info (its other columns, such as updated_at, are not read). */
const settingsRow = z.object({
  id,
  school_code: z.string(),
  aid_year: aidYear,
  process_r_codes: z.boolean(),
  process_c_codes: z.boolean(),
  system_mode: z.string(),
  is_v1_active: z.boolean(),
  is_v2_active: z.boolean(),
  is_v3_active: z.boolean(),
  is_v4_active: z.boolean(),
  is_v5_active: z.boolean(),
  is_v6_active: z.boolean(),
  stud_repo: z.boolean(),
});
export type AidYearSettingsRow = z.infer<typeof settingsRow>;

/** The school's aid-year settings, every year or one (null: every year). */
export const aidYearSettingsOfSchool = namedQuery({
  name: 'aidYearSettingsOfSchool',
  params: z.object({ schoolCode: z.string(), aidYear: aidYear.nullable() }),
  row: settingsRow,
  sql: `SELECT * FROM school_isir_record_info WHERE school_code = :schoolCode AND (:aidYear::int IS NULL OR aid_year = :aidYear) ORDER BY aid_year`,
});

export const aidYearSettingsById = namedQuery({
  name: 'aidYearSettingsById',
  params: z.object({ infoId: id }),
  row: settingsRow,
  sql: 'SELECT * FROM school_isir_record_info WHERE id = :infoId',
});

/** The same, locked until the transaction ends. */
export const lockAidYearSettings = namedQuery({
  name: 'lockAidYearSettings',
  params: z.object({ infoId: id }),
  row: settingsRow,
  sql: 'SELECT * FROM school_isir_record_info WHERE id = :infoId FOR UPDATE',
});

/** The school the settings belong to. */
export const schoolOfAidYearSettings = namedQuery({
  name: 'schoolOfAidYearSettings',
  params: z.object({ infoId: id }),
  row: z.object({ school_code: z.string() }),
  sql: 'SELECT school_code FROM school_isir_record_info WHERE id = :infoId',
});

/** Whether the school has the aid year. */
export const schoolHasAidYear = namedQuery({
  name: 'schoolHasAidYear',
  params: z.object({ schoolCode: z.string(), aidYear }),
  row: found,
  sql: 'SELECT 1 AS found FROM school_aid_year WHERE school_code = :schoolCode AND aid_year = :aidYear',
});

export const insertSchoolAidYear = namedQuery({
  name: 'insertSchoolAidYear',
  params: z.object({ schoolCode: z.string(), aidYear }),
  row: noRow,
  sql: 'INSERT INTO school_aid_year VALUES (:schoolCode, :aidYear)',
});

export const insertAidYearSettings = namedQuery({
  name: 'insertAidYearSettings',
  params: z.object({
    schoolCode: z.string(),
    aidYear,
    processRCodes: z.boolean(),
    processCCodes: z.boolean(),
    systemMode: z.string(),
    isV1Active: z.boolean(),
    isV2Active: z.boolean(),
    isV3Active: z.boolean(),
    isV4Active: z.boolean(),
    isV5Active: z.boolean(),
    isV6Active: z.boolean(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO school_isir_record_info (school_code, aid_year, process_r_codes, process_c_codes, system_mode,
       is_v1_active, is_v2_active, is_v3_active, is_v4_active, is_v5_active, is_v6_active)
     VALUES (:schoolCode, :aidYear, :processRCodes, :processCCodes, :systemMode, :isV1Active, :isV2Active, :isV3Active, :isV4Active, :isV5Active, :isV6Active) RETURNING id`,
});

export const setStudentRepository = namedQuery({
  name: 'setStudentRepository',
  params: z.object({ infoId: id, studRepo: z.boolean() }),
  row: noRow,
  sql: 'UPDATE school_isir_record_info SET stud_repo = :studRepo WHERE id = :infoId',
});

/** The settings of the school's newest aid year before this one. */
export const previousAidYearSettings = namedQuery({
  name: 'previousAidYearSettings',
  params: z.object({ schoolCode: z.string(), aidYear }),
  row: z.object({ id }),
  sql: 'SELECT id FROM school_isir_record_info WHERE school_code = :schoolCode AND aid_year < :aidYear ORDER BY aid_year DESC LIMIT 1',
});

/** The columns of school_isir_record_info a partial update may set. */
export const SETTINGS_COLUMNS = [
  'process_r_codes',
  'process_c_codes',
  'system_mode',
  'is_v1_active',
  'is_v2_active',
  'is_v3_active',
  'is_v4_active',
  'is_v5_active',
  'is_v6_active',
  'stud_repo',
] as const;
type SettingsColumn = (typeof SETTINGS_COLUMNS)[number];

/**
 * Sets the given columns of one year's settings (a partial update). Dynamic SQL, built here in the data layer: the
 * columns are those the update names, each from SETTINGS_COLUMNS, and the values are parameters.
 */
export async function updateAidYearSettingsColumns(db: Db, infoId: number, set: [SettingsColumn, unknown][]) {
  const text = `UPDATE school_isir_record_info SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`;
  await db.query(text, [infoId, ...set.map(([, v]) => v)]);
}

/** The verification-group map of one year's settings, as its answer shows it. */
export const verificationGroupMap = namedQuery({
  name: 'verificationGroupMap',
  params: z.object({ infoId: id }),
  row: z.object({
    id,
    schoolIsirRecordInfoID: id,
    verificationGroup: z.string(),
    typeCode: z.string(),
    interviewTypeName: z.string(),
    isForParentAccount: z.boolean(),
    dependentOnly: z.boolean(),
  }),
  sql: `SELECT m.id, m.school_isir_record_info_id AS "schoolIsirRecordInfoID", m.verification_group AS "verificationGroup",
            t.type_code AS "typeCode", t.name AS "interviewTypeName", m.is_for_parent_account AS "isForParentAccount",
            m.dependent_only AS "dependentOnly"
       FROM school_isir_rec_info_vgroup_map m JOIN interview_type t ON t.id = m.interview_type_id
      WHERE m.school_isir_record_info_id = :infoId ORDER BY m.verification_group, m.is_for_parent_account, t.type_code`,
});

export const interviewTypes = namedQuery({
  name: 'interviewTypes',
  params: z.object({}),
  row: z.object({ id, type_code: z.string() }),
  sql: 'SELECT id, type_code FROM interview_type',
});

export const clearVerificationGroupMap = namedQuery({
  name: 'clearVerificationGroupMap',
  params: z.object({ infoId: id }),
  row: noRow,
  sql: 'DELETE FROM school_isir_rec_info_vgroup_map WHERE school_isir_record_info_id = :infoId',
});

export const insertVerificationGroupItem = namedQuery({
  name: 'insertVerificationGroupItem',
  params: z.object({
    infoId: id,
    verificationGroup: z.string(),
    interviewTypeId: id,
    isForParentAccount: z.boolean(),
    dependentOnly: z.boolean(),
  }),
  row: noRow,
  sql: `INSERT INTO school_isir_rec_info_vgroup_map (school_isir_record_info_id, verification_group, interview_type_id, is_for_parent_account, dependent_only)
         VALUES (:infoId, :verificationGroup, :interviewTypeId, :isForParentAccount, :dependentOnly)`,
});

/** One year's verification-group map copied into another year's settings. */
export const copyVerificationGroupMap = namedQuery({
  name: 'copyVerificationGroupMap',
  params: z.object({ fromInfoId: id, toInfoId: id }),
  row: noRow,
  sql: `INSERT INTO school_isir_rec_info_vgroup_map (school_isir_record_info_id, verification_group, interview_type_id, is_for_parent_account, dependent_only)
     SELECT :toInfoId, verification_group, interview_type_id, is_for_parent_account, dependent_only
       FROM school_isir_rec_info_vgroup_map WHERE school_isir_record_info_id = :fromInfoId`,
});
