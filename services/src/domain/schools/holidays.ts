import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { isoDay } from '../../platform/route.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';

export const holidaySchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(100),
    holidayDate: isoDay(),
  })
  .strict();
export type HolidayInput = z.infer<typeof holidaySchema>;

/** school null: the installation's default holidays (the back-office edits them; schools copy them). */
export const listHolidays = (db: Db, schoolCode: string | null) =>
  db.query(
    `SELECT id, school_code AS "schoolCode", name, to_char(holiday_date, 'YYYY-MM-DD') AS "holidayDate"
       FROM holiday WHERE school_code IS NOT DISTINCT FROM $1 ORDER BY holiday_date`,
    [schoolCode],
  );

const taken = (date: string) =>
  badRequest(`There is already a holiday on ${date}`, {
    inputErrors: [{ path: 'holidayDate', message: 'already has a holiday' }],
  });

export async function addHoliday(db: Db, caller: Caller, schoolCode: string | null, input: HolidayInput) {
  return db.transaction(async (tx) => {
    const [clash] = await tx.query(
      'SELECT 1 FROM holiday WHERE school_code IS NOT DISTINCT FROM $1 AND holiday_date = $2',
      [schoolCode, input.holidayDate],
    );
    if (clash) throw taken(input.holidayDate);
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO holiday (school_code, name, holiday_date) VALUES ($1, $2, $3) RETURNING id',
      [schoolCode, input.name, input.holidayDate],
    );
    await recordActivity(tx, caller, {
      action: 'HOLIDAY_ADDED',
      entityType: 'holiday',
      entityId: row!.id,
      details: { ...input },
    });
    return { id: row!.id, schoolCode, ...input, message: 'Holiday Added' };
  });
}

export async function updateHoliday(
  db: Db,
  caller: Caller,
  schoolCode: string | null,
  id: number,
  input: HolidayInput,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ school_code: string | null }>(
      'SELECT school_code FROM holiday WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row || row.school_code !== schoolCode) throw notFound(`No holiday ${id} here`);
    const [clash] = await tx.query(
      'SELECT 1 FROM holiday WHERE school_code IS NOT DISTINCT FROM $1 AND holiday_date = $2 AND id <> $3',
      [schoolCode, input.holidayDate, id],
    );
    if (clash) throw taken(input.holidayDate);
    await tx.query('UPDATE holiday SET name = $2, holiday_date = $3 WHERE id = $1', [
      id,
      input.name,
      input.holidayDate,
    ]);
    await recordActivity(tx, caller, {
      action: 'HOLIDAY_UPDATED',
      entityType: 'holiday',
      entityId: id,
      details: { ...input },
    });
    return { id, schoolCode, ...input, message: 'Holiday Updated' };
  });
}

export async function deleteHoliday(db: Db, caller: Caller, schoolCode: string | null, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ name: string }>(
      'DELETE FROM holiday WHERE id = $1 AND school_code IS NOT DISTINCT FROM $2 RETURNING name',
      [id, schoolCode],
    );
    if (!row) throw notFound(`No holiday ${id} here`);
    await recordActivity(tx, caller, {
      action: 'HOLIDAY_DELETED',
      entityType: 'holiday',
      entityId: id,
      details: { name: row.name },
    });
    return { id, message: 'Holiday Deleted' };
  });
}

/** holiday/copyDefaultHoliday/{year}: the installation's defaults of that calendar year; days already set are kept. */
export async function copyDefaultHolidays(db: Db, caller: Caller, year: number) {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO holiday (school_code, name, holiday_date)
       SELECT $1, name, holiday_date FROM holiday WHERE school_code IS NULL AND extract(year FROM holiday_date) = $2
       ON CONFLICT (school_code, holiday_date) DO NOTHING RETURNING id`,
      [caller.schoolCode, year],
    );
    await recordActivity(tx, caller, {
      action: 'HOLIDAYS_COPIED',
      entityType: 'holiday',
      details: { year, copied: rows.length },
    });
    return { copied: rows.length, message: 'Default Holidays Copied' };
  });
}
