import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { found, namedQuery, noRow } from '../../platform/named-sql.js';

// The data layer of reminders: plans, the set-based pick of who is due, what was sent, opt-outs, the metrics.

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

const ofYear = z.object({ schoolCode: z.string(), aidYear: z.number().int() });
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

/** One account due a reminder, with what to tell it and the channels it may be reached by. */
const dueAccount = z.object({
  studentId: z.number().int(),
  accountId: z.number().int(),
  accountUuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  openItems: z.array(z.string()),
  signatureMissing: z.boolean(),
  dueDate: z.string().nullable(),
  /** The account's language (issue 26): its reminder is worded in it. */
  language: z.enum(['en', 'es']),
});
export type DueAccount = z.output<typeof dueAccount>;

/** A phone as the opt-out list keys it: its last ten digits (US numbers with or without +1). */
export const PHONE_KEY_SQL = (column: string) => `right(regexp_replace(${column}, '\\D', '', 'g'), 10)`;
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

const dueAccounts = namedQuery({
  name: 'dueReminderAccounts',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int(), now: z.string() }),
  row: dueAccount,
  sql: `WITH p AS (SELECT * FROM reminder_plan WHERE school_code = :schoolCode AND aid_year = :aidYear),
     sent AS (
       SELECT student_id, count(DISTINCT run_id)::int AS n, max(sent_at) AS last_at
         FROM reminder_sent WHERE school_code = :schoolCode AND aid_year = :aidYear GROUP BY student_id
     ),
     due AS (
       SELECT s.id, s.first_name, s.last_name, s.status, s.dependency_status, s.student_sign_date, s.parent_sign_date
         FROM student s
         JOIN student_interview_link sil ON sil.student_id = s.id AND sil.aid_year = :aidYear
         LEFT JOIN sent ON sent.student_id = s.id
        WHERE s.school_code = :schoolCode
        -- student is a view (migration 102): the planner does not know its key, so the columns read are named.
        GROUP BY s.id, s.first_name, s.last_name, s.status, s.dependency_status, s.student_sign_date, s.parent_sign_date, sent.n, sent.last_at
       HAVING max(sil.updated_at) <= :now::timestamptz - (SELECT first_after_days FROM p) * interval '1 day'
          AND (sent.n IS NULL OR (sent.n < (SELECT max_reminders FROM p)
               AND sent.last_at <= :now::timestamptz - (SELECT every_days FROM p) * interval '1 day'))
     ),
     per_account AS (
       SELECT d.id AS student_id, a.id AS account_id, a.uuid, d.first_name, d.last_name, a.username, a.phone,
              a.preferred_language, p.send_email, p.send_sms,
              -- Each item named in the account's language; a name the school did not translate stays English.
              array_remove(array_agg(CASE WHEN a.preferred_language = 'es' THEN COALESCE(it.name_spanish, it.name) ELSE it.name END
                                     ORDER BY it.name), NULL) AS open_items,
              min(sil.due_date) AS due_date,
              bool_or(p.signature_missing AND d.status IN ('SELECTED', 'IN_PROGRESS') AND CASE
                WHEN l.account_type = 0 THEN d.student_sign_date IS NULL
                WHEN l.account_type IN (1, 3) THEN d.dependency_status <> 0 AND d.parent_sign_date IS NULL
                ELSE false END) AS signature_missing
         FROM due d CROSS JOIN p
         JOIN student_account_link l ON l.student_id = d.id
         JOIN student_account a ON a.id = l.student_account_id
         LEFT JOIN student_interview_link sil ON sil.student_id = d.id AND sil.aid_year = :aidYear
              AND sil.status = ANY (p.item_statuses) AND sil.is_for_parent_account = (l.account_type IN (1, 3))
         LEFT JOIN interview_type it ON it.id = sil.interview_type_id
        GROUP BY d.id, d.first_name, d.last_name, a.id, a.preferred_language, p.send_email, p.send_sms
     )
     SELECT student_id AS "studentId", account_id AS "accountId", uuid::text AS "accountUuid",
            first_name AS "firstName", last_name AS "lastName",
            CASE WHEN send_email AND NOT EXISTS (SELECT 1 FROM message_opt_out o WHERE o.channel = 'EMAIL' AND o.address = lower(username))
                 THEN username END AS email,
            CASE WHEN send_sms AND length(${PHONE_KEY_SQL('phone')}) = 10
                  AND NOT EXISTS (SELECT 1 FROM message_opt_out o WHERE o.channel = 'SMS' AND o.address = ${PHONE_KEY_SQL('phone')})
                 THEN phone END AS phone,
            open_items AS "openItems", signature_missing AS "signatureMissing", to_char(due_date, 'MM/DD/YYYY') AS "dueDate",
            preferred_language AS language
       FROM per_account
      WHERE (cardinality(open_items) > 0 OR signature_missing)
      ORDER BY student_id, account_id`,
});

/**
 * Who is due a reminder under the plan at `now`, in one statement: students of the school and aid year whose task
 * list has not changed for first_after_days, not reminded max_reminders times yet, the last one at least every_days
 * ago; of those, each linked account with something of its own still open (student accounts the student's items and
 * signature, parent accounts the parent's). An address that opted out is not offered by that channel; an account
 * left with no channel is not listed.
 */
export async function selectDueAccounts(
  db: Db,
  schoolCode: string,
  aidYear: number,
  now: Date,
): Promise<DueAccount[]> {
  return dueAccounts
    .all(db, { schoolCode, aidYear, now: now.toISOString() })
    .then((rows) => rows.filter((r) => r.email !== null || r.phone !== null));
}

const insertRunStatement = namedQuery({
  name: 'insertReminderRun',
  params: z.object({
    schoolCode: z.string(),
    aidYear: z.number().int(),
    ranAt: z.string(),
    startedBy: z.string().nullable(),
  }),
  row: z.object({ id: z.string() }),
  sql: `INSERT INTO reminder_run (school_code, aid_year, ran_at, started_by) VALUES (:schoolCode, :aidYear, :ranAt, :startedBy) RETURNING id::text`,
});

export async function insertRun(
  db: Db,
  schoolCode: string,
  aidYear: number,
  ranAt: Date,
  startedBy: string | null,
): Promise<number> {
  const row = await insertRunStatement.first(db, {
    schoolCode,
    aidYear,
    ranAt: ranAt.toISOString(),
    startedBy,
  });
  return Number(row!.id);
}

export interface SentRow {
  studentId: number;
  accountId: number;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  outboxId: number;
  subject: string;
  /** What staff read: the body without the account's unsubscribe link. */
  body: string;
  openItems: string;
}

const insertSent = namedQuery({
  name: 'insertRemindersSent',
  params: z.object({
    runId: z.number().int(),
    schoolCode: z.string(),
    aidYear: z.number().int(),
    sentAt: z.string(),
    studentIds: z.array(z.number().int()),
    accountIds: z.array(z.number().int()),
    channels: z.array(z.enum(['EMAIL', 'SMS'])),
    recipients: z.array(z.string()),
    outboxIds: z.array(z.number().int()),
    subjects: z.array(z.string()),
    bodies: z.array(z.string()),
    openItems: z.array(z.string()),
  }),
  row: noRow,
  sql: `INSERT INTO reminder_sent (run_id, school_code, aid_year, sent_at, student_id, student_account_id, channel, recipient,
                                outbox_message_id, subject, body, open_items)
     SELECT :runId, :schoolCode, :aidYear, :sentAt, * FROM unnest(:studentIds::int[], :accountIds::int[], :channels::text[],
       :recipients::text[], :outboxIds::bigint[], :subjects::text[], :bodies::text[], :openItems::text[])`,
});

/** One history entry per student reminded in the run. */
const recordSentActivity = namedQuery({
  name: 'recordRemindersSent',
  params: z.object({
    runId: z.number().int(),
    schoolCode: z.string(),
    actorUuid: z.string().nullable(),
    actorRole: z.string(),
    actorName: z.string(),
    aidYear: z.number().int(),
    ranAt: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO activity_log (school_code, actor_uuid, actor_role, actor_name, action, entity_type, entity_id, student_id, details, created_at)
     SELECT :schoolCode, :actorUuid, :actorRole, :actorName, 'REMINDER_SENT', 'reminder_run', :runId::bigint::text, student_id,
            jsonb_build_object('aidYear', :aidYear::int, 'channels', array_agg(DISTINCT channel ORDER BY channel), 'messages', count(*)), :ranAt
       FROM reminder_sent WHERE run_id = :runId::bigint GROUP BY student_id`,
});

/** The run's totals, counted from what it sent. */
const runTotals = namedQuery({
  name: 'reminderRunTotals',
  params: z.object({ runId: z.number().int() }),
  row: z.object({ students: z.number().int(), messages: z.number().int() }),
  sql: `UPDATE reminder_run SET students = t.students, messages = t.messages
       FROM (SELECT count(DISTINCT student_id)::int AS students, count(*)::int AS messages FROM reminder_sent WHERE run_id = :runId) t
      WHERE id = :runId RETURNING t.students, t.messages`,
});

/**
 * Records the run's reminders, one history entry per student (the activity log, as the nightly job or the staff
 * member who pressed "send now"), and the run's totals: three statements whatever the number of students.
 */
export async function recordRun(
  db: Db,
  run: { id: number; schoolCode: string; aidYear: number; ranAt: Date },
  rows: SentRow[],
  actor: { uuid: string | null; role: string; name: string },
): Promise<{ students: number; messages: number }> {
  await insertSent.run(db, {
    runId: run.id,
    schoolCode: run.schoolCode,
    aidYear: run.aidYear,
    sentAt: run.ranAt.toISOString(),
    studentIds: rows.map((r) => r.studentId),
    accountIds: rows.map((r) => r.accountId),
    channels: rows.map((r) => r.channel),
    recipients: rows.map((r) => r.recipient),
    outboxIds: rows.map((r) => r.outboxId),
    subjects: rows.map((r) => r.subject),
    bodies: rows.map((r) => r.body),
    openItems: rows.map((r) => r.openItems),
  });
  await recordSentActivity.run(db, {
    runId: run.id,
    schoolCode: run.schoolCode,
    actorUuid: actor.uuid,
    actorRole: actor.role,
    actorName: actor.name,
    aidYear: run.aidYear,
    ranAt: run.ranAt.toISOString(),
  });
  const totals = await runTotals.first(db, { runId: run.id });
  return totals!;
}

const lastReminder = namedQuery({
  name: 'lastReminder',
  params: z.object({ studentId: z.number().int(), aidYear: z.number().int() }),
  row: z.object({
    sentAt: z.string(),
    rounds: z.number().int(),
    channel: z.enum(['EMAIL', 'SMS']),
    recipient: z.string(),
    subject: z.string(),
    body: z.string(),
    openItems: z.string(),
    startedBy: z.string().nullable(),
  }),
  sql: `WITH r AS (SELECT run_id, count(*) OVER () AS rounds FROM reminder_sent
                 WHERE student_id = :studentId AND aid_year = :aidYear GROUP BY run_id ORDER BY max(sent_at) DESC, run_id DESC)
     SELECT to_char(m.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "sentAt",
            (SELECT count(*)::int FROM r) AS rounds, m.channel, m.recipient, m.subject, m.body,
            m.open_items AS "openItems", run.started_by AS "startedBy"
       FROM reminder_sent m JOIN reminder_run run ON run.id = m.run_id
      WHERE m.student_id = :studentId AND m.run_id = (SELECT run_id FROM r LIMIT 1)
      ORDER BY m.id`,
});

/** The student's latest reminder round of the aid year (every message of it) and how many rounds there were. */
export async function selectLastReminder(db: Db, studentId: number, aidYear: number) {
  return lastReminder.all(db, { studentId, aidYear });
}

const channel = z.enum(['EMAIL', 'SMS']);
const optOut = namedQuery({
  name: 'optOut',
  params: z.object({ channel, address: z.string(), source: z.enum(['UNSUBSCRIBE_LINK', 'SMS_STOP']) }),
  row: noRow,
  sql: `INSERT INTO message_opt_out (channel, address, source) VALUES (:channel, :address, :source) ON CONFLICT (channel, address) DO NOTHING`,
});
/** An opt-out lifted; a row when there was one. */
const optIn = namedQuery({
  name: 'optIn',
  params: z.object({ channel, address: z.string() }),
  row: found,
  sql: 'DELETE FROM message_opt_out WHERE channel = :channel AND address = :address RETURNING 1 AS found',
});
const accountEmail = namedQuery({
  name: 'reminderAccountEmail',
  params: z.object({ accountUuid: z.string() }),
  row: z.object({ username: z.string() }),
  sql: 'SELECT username FROM student_account WHERE uuid = :accountUuid',
});

/** Opt-outs: an address asks for no more reminders by a channel; START lifts a phone's. */
export async function insertOptOut(
  db: Db,
  channel: 'EMAIL' | 'SMS',
  address: string,
  source: 'UNSUBSCRIBE_LINK' | 'SMS_STOP',
) {
  await optOut.run(db, { channel, address, source });
}

export async function deleteOptOut(db: Db, channel: 'EMAIL' | 'SMS', address: string) {
  return (await optIn.first(db, { channel, address })) !== undefined;
}

export async function selectAccountEmail(db: Db, accountUuid: string) {
  return (await accountEmail.first(db, { accountUuid }))?.username;
}

const reminderMetrics = namedQuery({
  name: 'reminderMetrics',
  params: ofYear,
  row: z.object({
    remindersSent: z.number().int(),
    studentsReminded: z.number().int(),
    actedWithin7Days: z.number().int(),
  }),
  sql: `WITH r AS (
       SELECT student_id, sent_at FROM reminder_sent WHERE school_code = :schoolCode AND aid_year = :aidYear GROUP BY student_id, run_id, sent_at
     )
     SELECT (SELECT count(*)::int FROM reminder_sent WHERE school_code = :schoolCode AND aid_year = :aidYear) AS "remindersSent",
            count(DISTINCT r.student_id)::int AS "studentsReminded",
            count(DISTINCT r.student_id) FILTER (WHERE
              EXISTS (SELECT 1 FROM student_interview_link sil JOIN interview_attempt ia ON ia.student_interview_link_id = sil.id
                       WHERE sil.student_id = r.student_id AND sil.aid_year = :aidYear AND ia.actor_role = 'User'
                         AND ia.created_at > r.sent_at AND ia.created_at <= r.sent_at + interval '7 days')
              OR EXISTS (SELECT 1 FROM student_interview_link sil JOIN interview_upload u ON u.student_interview_link_id = sil.id
                          WHERE sil.student_id = r.student_id AND sil.aid_year = :aidYear
                            AND u.created_at > r.sent_at AND u.created_at <= r.sent_at + interval '7 days')
              OR EXISTS (SELECT 1 FROM student s WHERE s.id = r.student_id
                           AND ((s.student_sign_date > r.sent_at AND s.student_sign_date <= r.sent_at + interval '7 days')
                             OR (s.parent_sign_date > r.sent_at AND s.parent_sign_date <= r.sent_at + interval '7 days')))
            )::int AS "actedWithin7Days"
       FROM r`,
});

/**
 * /Metrics: reminder messages of the aid year, the students they went to, and how many of those acted (saved or
 * submitted a task-list step, uploaded a file, or signed) within 7 days after one of their reminders.
 */
export async function selectReminderMetrics(db: Db, schoolCode: string, aidYear: number) {
  const row = await reminderMetrics.first(db, { schoolCode, aidYear });
  return row!;
}

/** Whether the aid year is set up for the school. */
export const schoolAidYear = namedQuery({
  name: 'reminderSchoolAidYear',
  params: ofYear,
  row: found,
  sql: 'SELECT 1 AS found FROM school_aid_year WHERE school_code = :schoolCode AND aid_year = :aidYear',
});

/** The reminder's wording per language and channel: the school's own, else the installation's. */
export const reminderTemplates = namedQuery({
  name: 'reminderTemplates',
  params: z.object({ schoolCode: z.string() }),
  row: z.object({
    language: z.enum(['en', 'es']),
    channel,
    subject: z.string(),
    body: z.string(),
    school_name: z.string(),
  }),
  sql: `SELECT DISTINCT ON (t.language, t.channel) t.language, t.channel, t.subject, t.body,
            (SELECT school_name FROM school WHERE school_code = :schoolCode) AS school_name
       FROM notification_template t
      WHERE t.code = 'REMINDER' AND (t.school_code = :schoolCode OR t.school_code IS NULL)
      ORDER BY t.language, t.channel, t.school_code NULLS LAST`,
});
