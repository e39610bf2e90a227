import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of holidays (holidays.ts): a school's, or the installation's defaults (school_code NULL); named, with
// rows checked (docs/data-layer.md).

export const holidaysOf = namedQuery({
  name: 'holidaysOf',
  params: z.object({ schoolCode: maybeText }),
  row: z.object({ id, schoolCode: maybeText, name: z.string(), holidayDate: z.string() }),
  sql: `SELECT id, school_code AS "schoolCode", name, to_char(holiday_date, 'YYYY-MM-DD') AS "holidayDate"
       FROM holiday WHERE school_code IS NOT DISTINCT FROM :schoolCode ORDER BY holiday_date`,
});

/** Whether a holiday of the school (null: a default) falls on the day. */
export const holidayOnDay = namedQuery({
  name: 'holidayOnDay',
  params: z.object({ schoolCode: maybeText, holidayDate: z.string() }),
  row: found,
  sql: 'SELECT 1 AS found FROM holiday WHERE school_code IS NOT DISTINCT FROM :schoolCode AND holiday_date = :holidayDate',
});

/** The same, but for another holiday than the one being changed. */
export const otherHolidayOnDay = namedQuery({
  name: 'otherHolidayOnDay',
  params: z.object({ schoolCode: maybeText, holidayDate: z.string(), holidayId: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM holiday WHERE school_code IS NOT DISTINCT FROM :schoolCode AND holiday_date = :holidayDate AND id <> :holidayId',
});

export const insertHoliday = namedQuery({
  name: 'insertHoliday',
  params: z.object({ schoolCode: maybeText, name: z.string(), holidayDate: z.string() }),
  row: z.object({ id }),
  sql: 'INSERT INTO holiday (school_code, name, holiday_date) VALUES (:schoolCode, :name, :holidayDate) RETURNING id',
});

/** A holiday, locked until the transaction ends. */
export const lockHoliday = namedQuery({
  name: 'lockHoliday',
  params: z.object({ holidayId: id }),
  row: z.object({ school_code: maybeText }),
  sql: 'SELECT school_code FROM holiday WHERE id = :holidayId FOR UPDATE',
});

export const updateHoliday = namedQuery({
  name: 'updateHoliday',
  params: z.object({ holidayId: id, name: z.string(), holidayDate: z.string() }),
  row: noRow,
  sql: 'UPDATE holiday SET name = :name, holiday_date = :holidayDate WHERE id = :holidayId',
});

export const deleteHoliday = namedQuery({
  name: 'deleteHoliday',
  params: z.object({ holidayId: id, schoolCode: maybeText }),
  row: z.object({ name: z.string() }),
  sql: 'DELETE FROM holiday WHERE id = :holidayId AND school_code IS NOT DISTINCT FROM :schoolCode RETURNING name',
});

/** The installation's default holidays of a calendar year copied to the school; days it already has are kept. */
export const copyDefaultHolidays = namedQuery({
  name: 'copyDefaultHolidays',
  params: z.object({ schoolCode: z.string(), year: z.number().int() }),
  row: z.object({ id }),
  sql: `INSERT INTO holiday (school_code, name, holiday_date)
       SELECT :schoolCode, name, holiday_date FROM holiday WHERE school_code IS NULL AND extract(year FROM holiday_date) = :year
       ON CONFLICT (school_code, holiday_date) DO NOTHING RETURNING id`,
});
