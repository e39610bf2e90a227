import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import * as sql from './reference.queries.js';

const stateAbbreviation = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'is a two-letter state abbreviation');
export const citySearchSchema = z.object({ StateAbbreviation: stateAbbreviation }).strict();
/** An empty city (sent as null) means every city of the state. */
export const schoolNameSearchSchema = z
  .object({
    StateAbbreviation: stateAbbreviation,
    City: z
      .string()
      .trim()
      .max(100)
      .nullable()
      .optional()
      .transform((c) => (c ? c : null)),
  })
  .strict();

/** The states (and territories) that have a Title IV school, with how many each has. */
export const titleIvStates = (db: Db) => sql.titleIvStates.all(db, {});

export const titleIvCities = (db: Db, state: string) => sql.titleIvCities.all(db, { state });

export const titleIvSchools = (db: Db, state: string, city: string | null) =>
  sql.titleIvSchools.all(db, { state, city });

/** Basic Allowance for Subsistence by calendar year, newest first; monthly and yearly in dollars and cents. */
export async function basAmounts(db: Db) {
  const rows = await sql.basAmounts.all(db, {});
  return rows.map((r) => ({
    id: r.id,
    calendarYear: r.calendarYear,
    officerMonthly: r.officer / 100,
    enlistedMonthly: r.enlisted / 100,
    officerYearly: (r.officer * 12) / 100,
    enlistedYearly: (r.enlisted * 12) / 100,
  }));
}

/** Household sizes listed one by one; larger households add the per-person amount. */
const LISTED_SIZES = 8;

/**
 * The HHS poverty guidelines that apply to an aid year: those of its tax year (aid year - 2), the calendar year
 * whose income the FAFSA reports. Per region, the amount for each household size of 1 to 8.
 */
export async function povertyLevelsForAidYear(db: Db, aidYear: number) {
  const guidelineYear = aidYear - 2;
  const rows = await sql.povertyGuidelines.all(db, { guidelineYear });
  if (!rows.length)
    throw notFound(
      `No poverty guidelines are loaded for aid year ${aidYear} (guideline year ${guidelineYear})`,
    );
  return {
    aidYear,
    guidelineYear,
    regions: rows.map((r) => ({
      region: r.region,
      eachAdditionalPerson: r.each,
      levels: Array.from({ length: LISTED_SIZES }, (_, i) => ({
        householdSize: i + 1,
        amount: r.first + i * r.each,
      })),
    })),
  };
}
