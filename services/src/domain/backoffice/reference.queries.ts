import { z } from 'zod';
import { id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the back office's reference data (reference.ts, school-code-list.ts): the Title IV school list and
// its loads, the Basic Allowance for Subsistence and the HHS poverty guidelines. Each statement once, named, with
// its parameters and rows checked (docs/data-layer.md).

// ---------- The Title IV school list ----------

/** The states (and territories) that have a Title IV school, with how many each has. */
export const titleIvStates = namedQuery({
  name: 'titleIvStates',
  params: z.object({}),
  row: z.object({ stateAbbreviation: z.string(), schoolCount: z.number().int() }),
  sql: `SELECT state_abbreviation AS "stateAbbreviation", count(*)::int AS "schoolCount"
       FROM title_iv_school GROUP BY state_abbreviation ORDER BY state_abbreviation`,
});

export const titleIvCities = namedQuery({
  name: 'titleIvCities',
  params: z.object({ state: z.string() }),
  row: z.object({ city: z.string(), schoolCount: z.number().int() }),
  sql: `SELECT city, count(*)::int AS "schoolCount" FROM title_iv_school WHERE state_abbreviation = :state
      GROUP BY city ORDER BY city`,
});

/** The schools of a state, of one city (any case) when it is not null. */
export const titleIvSchools = namedQuery({
  name: 'titleIvSchools',
  params: z.object({ state: z.string(), city: maybeText }),
  row: z.object({
    id,
    schoolCode: z.string(),
    opeid: maybeText,
    schoolName: z.string(),
    address: maybeText,
    city: z.string(),
    stateAbbreviation: z.string(),
    zipCode: maybeText,
    province: maybeText,
    country: z.string(),
    postalCode: maybeText,
  }),
  sql: `SELECT id, school_code AS "schoolCode", opeid, school_name AS "schoolName", address, city, state_abbreviation AS "stateAbbreviation",
            zip_code AS "zipCode", province, country, postal_code AS "postalCode"
       FROM title_iv_school WHERE state_abbreviation = :state AND (:city::text IS NULL OR lower(city) = lower(:city))
      ORDER BY school_name`,
});

/** Two loads at once would each delete only the rows they saw: one at a time. Lookups still read the old list. */
export const lockTitleIvSchools = namedQuery({
  name: 'lockTitleIvSchools',
  params: z.object({}),
  row: noRow,
  sql: 'LOCK TABLE title_iv_school IN EXCLUSIVE MODE',
});

export const deleteTitleIvSchools = namedQuery({
  name: 'deleteTitleIvSchools',
  params: z.object({}),
  row: noRow,
  sql: 'DELETE FROM title_iv_school',
});

const column = z.array(z.string().nullable());

/** A batch of schools, one array per column (the n-th school is the n-th element of each). */
export const insertTitleIvSchools = namedQuery({
  name: 'insertTitleIvSchools',
  params: z.object({
    schoolCodes: column,
    schoolNames: column,
    addresses: column,
    cities: column,
    states: column,
    zipCodes: column,
    provinces: column,
    countries: column,
    postalCodes: column,
  }),
  row: noRow,
  sql: `INSERT INTO title_iv_school (school_code, school_name, address, city, state_abbreviation, zip_code, province, country, postal_code)
         SELECT * FROM unnest(:schoolCodes::text[], :schoolNames::text[], :addresses::text[], :cities::text[], :states::text[], :zipCodes::text[], :provinces::text[], :countries::text[], :postalCodes::text[])`,
});

export const insertListLoad = namedQuery({
  name: 'insertListLoad',
  params: z.object({
    fileName: z.string(),
    accountId: id,
    loadedBy: z.string(),
    schoolCount: z.number().int(),
    foreignSchoolCount: z.number().int(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO title_iv_school_list_load (file_name, loaded_by_account_id, loaded_by, school_count, foreign_school_count)
       VALUES (:fileName, :accountId, :loadedBy, :schoolCount, :foreignSchoolCount) RETURNING id`,
});

export const titleIvSchoolCount = namedQuery({
  name: 'titleIvSchoolCount',
  params: z.object({}),
  row: z.object({ n: z.number().int() }),
  sql: 'SELECT count(*)::int AS n FROM title_iv_school',
});

export const lastListLoad = namedQuery({
  name: 'lastListLoad',
  params: z.object({}),
  row: z.object({
    fileName: z.string(),
    loadedAt: z.date(),
    loadedBy: z.string(),
    schoolCount: z.number().int(),
    foreignSchoolCount: z.number().int(),
  }),
  sql: `SELECT file_name AS "fileName", loaded_at AS "loadedAt", loaded_by AS "loadedBy", school_count AS "schoolCount",
            foreign_school_count AS "foreignSchoolCount"
       FROM title_iv_school_list_load ORDER BY id DESC LIMIT 1`,
});

// ---------- Allowances and guidelines ----------

/** Basic Allowance for Subsistence by calendar year, newest first; monthly amounts in cents. */
export const basAmounts = namedQuery({
  name: 'basAmounts',
  params: z.object({}),
  row: z.object({
    id,
    calendarYear: z.number().int(),
    officer: z.number().int(),
    enlisted: z.number().int(),
  }),
  sql: `SELECT id, calendar_year AS "calendarYear", officer_monthly_cents AS officer, enlisted_monthly_cents AS enlisted
       FROM bas_amount ORDER BY calendar_year DESC`,
});

/** A guideline year's amounts per region (contiguous states, Alaska, Hawaii). */
export const povertyGuidelines = namedQuery({
  name: 'povertyGuidelines',
  params: z.object({ guidelineYear: z.number().int() }),
  row: z.object({ region: z.string(), first: z.number().int(), each: z.number().int() }),
  sql: `SELECT region, first_person AS first, each_additional_person AS each FROM poverty_guideline
      WHERE guideline_year = :guidelineYear ORDER BY array_position(ARRAY['CONTIGUOUS', 'ALASKA', 'HAWAII'], region)`,
});
