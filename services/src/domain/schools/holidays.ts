import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { isoDay } from '../../platform/route.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import * as sql from './holidays.queries.js';

export const holidaySchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(100),
    holidayDate: isoDay(),
  })
  .strict();
export type HolidayInput = z.infer<typeof holidaySchema>;

/** school null: the installation's default holidays (the back-office edits them; schools copy them). */
export const listHolidays = (db: Db, schoolCode: string | null) => sql.holidaysOf.all(db, { schoolCode });

const taken = (date: string) =>
  badRequest(`There is already a holiday on ${date}`, {
    inputErrors: [{ path: 'holidayDate', message: 'already has a holiday' }],
  });

export async function addHoliday(db: Db, caller: Caller, schoolCode: string | null, input: HolidayInput) {
  return db.transaction(async (tx) => {
    const clash = await sql.holidayOnDay.first(tx, { schoolCode, holidayDate: input.holidayDate });
    if (clash) throw taken(input.holidayDate);
    const row = await sql.insertHoliday.first(tx, {
      schoolCode,
      name: input.name,
      holidayDate: input.holidayDate,
    });
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
    const row = await sql.lockHoliday.first(tx, { holidayId: id });
    if (!row || row.school_code !== schoolCode) throw notFound(`No holiday ${id} here`);
    const clash = await sql.otherHolidayOnDay.first(tx, {
      schoolCode,
      holidayDate: input.holidayDate,
      holidayId: id,
    });
    if (clash) throw taken(input.holidayDate);
    await sql.updateHoliday.run(tx, { holidayId: id, name: input.name, holidayDate: input.holidayDate });
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
    const row = await sql.deleteHoliday.first(tx, { holidayId: id, schoolCode });
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
    const rows = await sql.copyDefaultHolidays.all(tx, { schoolCode: caller.schoolCode, year });
    await recordActivity(tx, caller, {
      action: 'HOLIDAYS_COPIED',
      entityType: 'holiday',
      details: { year, copied: rows.length },
    });
    return { copied: rows.length, message: 'Default Holidays Copied' };
  });
}
