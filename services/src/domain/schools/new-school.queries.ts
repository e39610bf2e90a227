import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of adding a school as a copy of a template school (new-school.ts); named, with rows checked
// (docs/data-layer.md).

export const templateSchool = namedQuery({
  name: 'templateSchool',
  params: z.object({ schoolCode: z.string() }),
  row: z.object({ sid_name: z.string() }),
  sql: 'SELECT sid_name FROM school WHERE school_code = :schoolCode',
});

/** Schools that already have the code, or the PURL (lower case). */
export const schoolsWithCodeOrPurl = namedQuery({
  name: 'schoolsWithCodeOrPurl',
  params: z.object({ schoolCode: z.string(), purl: z.string() }),
  row: z.object({ school_code: z.string(), school_url: z.string() }),
  sql: 'SELECT school_code, school_url FROM school WHERE school_code = :schoolCode OR lower(school_url) = :purl',
});

/** The new school: its name is its display name too. */
export const insertSchool = namedQuery({
  name: 'insertSchool',
  params: z.object({
    schoolCode: z.string(),
    schoolName: z.string(),
    purl: z.string(),
    aidYear: z.number().int(),
    sidName: z.string(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO school (school_code, school_name, name, school_url, default_aid_year, sid_name)
       VALUES (:schoolCode, :schoolName, :schoolName, :purl, :aidYear, :sidName) RETURNING id`,
});

/** The template's settings of the aid year, else of its latest year. */
export const templateAidYearSettings = namedQuery({
  name: 'templateAidYearSettings',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int() }),
  row: z.object({ id }),
  sql: `SELECT id FROM school_isir_record_info WHERE school_code = :schoolCode ORDER BY (aid_year = :aidYear) DESC, aid_year DESC LIMIT 1`,
});

export const copyConfigItems = namedQuery({
  name: 'copyConfigItems',
  params: z.object({ schoolCode: z.string(), templateSchoolCode: z.string() }),
  row: noRow,
  sql: `INSERT INTO school_config (school_code, name, value) SELECT :schoolCode, name, value FROM school_config WHERE school_code = :templateSchoolCode`,
});

export const copyHolidays = namedQuery({
  name: 'copyHolidays',
  params: z.object({ schoolCode: z.string(), templateSchoolCode: z.string() }),
  row: noRow,
  sql: `INSERT INTO holiday (school_code, name, holiday_date) SELECT :schoolCode, name, holiday_date FROM holiday WHERE school_code = :templateSchoolCode`,
});

/** The administrator who added the school gets their role there too. */
export const grantRoleAtSchool = namedQuery({
  name: 'grantRoleAtSchool',
  params: z.object({ staffId: id, schoolCode: z.string(), role: z.string() }),
  row: noRow,
  sql: `INSERT INTO staff_school_role (staff_user_id, school_code, role_id) SELECT :staffId, :schoolCode, id FROM role WHERE name = :role`,
});
