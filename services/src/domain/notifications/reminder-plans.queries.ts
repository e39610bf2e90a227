import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { found, namedQuery, noRow } from '../../platform/named-sql.js';

// The data layer of reminder plans: a school's plan per aid year, the enabled ones the nightly job walks.

const planRow = z.object({
  schoolCode: z.string(),
  aidYear: z.number().int(),
  enabled: z.boolean(),
  itemStatuses: z.array(z.string()),
  signatureMissing: z.boolean(),
  firstAfterDays: z.number().int(),
  everyDays: z.number().int(),
  maxReminders: z.number().int(),
  quietStart: z.string(),
  quietEnd: z.string(),
  timeZone: z.string(),
  sendEmail: z.boolean(),
  sendSms: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ReminderPlanRow = z.output<typeof planRow>;

export type ReminderPlanInput = Omit<ReminderPlanRow, 'schoolCode' | 'aidYear' | 'updatedBy' | 'updatedAt'>;

const PLAN_COLUMNS = `school_code AS "schoolCode", aid_year AS "aidYear", enabled, item_statuses AS "itemStatuses",
  signature_missing AS "signatureMissing", first_after_days AS "firstAfterDays", every_days AS "everyDays",
  max_reminders AS "maxReminders", to_char(quiet_start, 'HH24:MI') AS "quietStart", to_char(quiet_end, 'HH24:MI') AS "quietEnd",
  COALESCE(time_zone, 'America/New_York') AS "timeZone", send_email AS "sendEmail", send_sms AS "sendSms",
  updated_by AS "updatedBy", to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"`;

export const ofYear = z.object({ schoolCode: z.string(), aidYear: z.number().int() });
const plan = namedQuery({
  name: 'reminderPlan',
  params: ofYear,
  row: planRow,
  sql: `SELECT ${PLAN_COLUMNS} FROM reminder_plan WHERE school_code = :schoolCode AND aid_year = :aidYear`,
});
const lockPlan = namedQuery({
  name: 'lockReminderPlan',
  params: ofYear,
  row: planRow,
  sql: `SELECT ${PLAN_COLUMNS} FROM reminder_plan WHERE school_code = :schoolCode AND aid_year = :aidYear FOR UPDATE`,
});

export async function selectPlan(
  db: Db,
  schoolCode: string,
  aidYear: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ReminderPlanRow | undefined> {
  return (opts.forUpdate ? lockPlan : plan).first(db, { schoolCode, aidYear });
}

const upsertPlanStatement = namedQuery({
  name: 'upsertReminderPlan',
  params: z.object({
    schoolCode: z.string(),
    aidYear: z.number().int(),
    enabled: z.boolean(),
    itemStatuses: z.array(z.string()),
    signatureMissing: z.boolean(),
    firstAfterDays: z.number().int(),
    everyDays: z.number().int(),
    maxReminders: z.number().int(),
    quietStart: z.string(),
    quietEnd: z.string(),
    timeZone: z.string(),
    sendEmail: z.boolean(),
    sendSms: z.boolean(),
    updatedBy: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO reminder_plan (school_code, aid_year, enabled, item_statuses, signature_missing, first_after_days, every_days,
                                max_reminders, quiet_start, quiet_end, time_zone, send_email, send_sms, updated_by, updated_at)
     VALUES (:schoolCode, :aidYear, :enabled, :itemStatuses, :signatureMissing, :firstAfterDays, :everyDays, :maxReminders,
             :quietStart, :quietEnd, :timeZone, :sendEmail, :sendSms, :updatedBy, now())
     ON CONFLICT (school_code, aid_year) DO UPDATE SET enabled = :enabled, item_statuses = :itemStatuses,
       signature_missing = :signatureMissing, first_after_days = :firstAfterDays, every_days = :everyDays,
       max_reminders = :maxReminders, quiet_start = :quietStart, quiet_end = :quietEnd, time_zone = :timeZone,
       send_email = :sendEmail, send_sms = :sendSms, updated_by = :updatedBy, updated_at = now()`,
});

export async function upsertPlan(
  db: Db,
  schoolCode: string,
  aidYear: number,
  p: ReminderPlanInput,
  by: string,
): Promise<void> {
  await upsertPlanStatement.run(db, { schoolCode, aidYear, ...p, updatedBy: by });
}

const enabledPlans = namedQuery({
  name: 'enabledReminderPlans',
  params: z.object({}),
  row: z.object({ schoolCode: z.string(), aidYear: z.number().int() }),
  sql: `SELECT school_code AS "schoolCode", aid_year AS "aidYear" FROM reminder_plan WHERE enabled ORDER BY 1, 2`,
});

/** The enabled plans the nightly job walks. */
export async function selectEnabledPlans(db: Db) {
  return enabledPlans.all(db, {});
}

/** Whether the aid year is set up for the school. */
export const schoolAidYear = namedQuery({
  name: 'reminderSchoolAidYear',
  params: ofYear,
  row: found,
  sql: 'SELECT 1 AS found FROM school_aid_year WHERE school_code = :schoolCode AND aid_year = :aidYear',
});
