import type { Db } from '../../platform/db.js';

// The data layer of reminders: plans, the set-based pick of who is due, what was sent, opt-outs, the metrics.

export interface ReminderPlanRow {
  schoolCode: string;
  aidYear: number;
  enabled: boolean;
  itemStatuses: string[];
  signatureMissing: boolean;
  firstAfterDays: number;
  everyDays: number;
  maxReminders: number;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  sendEmail: boolean;
  sendSms: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

export type ReminderPlanInput = Omit<ReminderPlanRow, 'schoolCode' | 'aidYear' | 'updatedBy' | 'updatedAt'>;

const PLAN_COLUMNS = `school_code AS "schoolCode", aid_year AS "aidYear", enabled, item_statuses AS "itemStatuses",
  signature_missing AS "signatureMissing", first_after_days AS "firstAfterDays", every_days AS "everyDays",
  max_reminders AS "maxReminders", to_char(quiet_start, 'HH24:MI') AS "quietStart", to_char(quiet_end, 'HH24:MI') AS "quietEnd",
  COALESCE(time_zone, 'America/New_York') AS "timeZone", send_email AS "sendEmail", send_sms AS "sendSms",
  updated_by AS "updatedBy", to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"`;

export async function selectPlan(
  db: Db,
  schoolCode: string,
  aidYear: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ReminderPlanRow | undefined> {
  const [row] = await db.query<ReminderPlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM reminder_plan WHERE school_code = $1 AND aid_year = $2${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [schoolCode, aidYear],
  );
  return row;
}

export async function upsertPlan(
  db: Db,
  schoolCode: string,
  aidYear: number,
  p: ReminderPlanInput,
  by: string,
): Promise<void> {
  await db.query(
    `INSERT INTO reminder_plan (school_code, aid_year, enabled, item_statuses, signature_missing, first_after_days, every_days,
                                max_reminders, quiet_start, quiet_end, time_zone, send_email, send_sms, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, now())
     ON CONFLICT (school_code, aid_year) DO UPDATE SET enabled = $3, item_statuses = $4, signature_missing = $5,
       first_after_days = $6, every_days = $7, max_reminders = $8, quiet_start = $9, quiet_end = $10, time_zone = $11,
       send_email = $12, send_sms = $13, updated_by = $14, updated_at = now()`,
    [
      schoolCode,
      aidYear,
      p.enabled,
      p.itemStatuses,
      p.signatureMissing,
      p.firstAfterDays,
      p.everyDays,
      p.maxReminders,
      p.quietStart,
      p.quietEnd,
      p.timeZone,
      p.sendEmail,
      p.sendSms,
      by,
    ],
  );
}

/** The enabled plans the nightly job walks. */
export async function selectEnabledPlans(db: Db) {
  return db.query<{ schoolCode: string; aidYear: number }>(
    `SELECT school_code AS "schoolCode", aid_year AS "aidYear" FROM reminder_plan WHERE enabled ORDER BY 1, 2`,
  );
}

/** One account due a reminder, with what to tell it and the channels it may be reached by. */
export interface DueAccount {
  studentId: number;
  accountId: number;
  accountUuid: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  openItems: string[];
  signatureMissing: boolean;
  dueDate: string | null;
  /** The account's language (issue 26): its reminder is worded in it. */
  language: 'en' | 'es';
}

/** A phone as the opt-out list keys it: its last ten digits (US numbers with or without +1). */
export const PHONE_KEY_SQL = (column: string) => `right(regexp_replace(${column}, '\\D', '', 'g'), 10)`;
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

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
  return db
    .query<DueAccount>(
      `WITH p AS (SELECT * FROM reminder_plan WHERE school_code = $1 AND aid_year = $2),
     sent AS (
       SELECT student_id, count(DISTINCT run_id)::int AS n, max(sent_at) AS last_at
         FROM reminder_sent WHERE school_code = $1 AND aid_year = $2 GROUP BY student_id
     ),
     due AS (
       SELECT s.id, s.first_name, s.last_name, s.status, s.dependency_status, s.student_sign_date, s.parent_sign_date
         FROM student s
         JOIN student_interview_link sil ON sil.student_id = s.id AND sil.aid_year = $2
         LEFT JOIN sent ON sent.student_id = s.id
        WHERE s.school_code = $1
        -- student is a view (migration 102): the planner does not know its key, so the columns read are named.
        GROUP BY s.id, s.first_name, s.last_name, s.status, s.dependency_status, s.student_sign_date, s.parent_sign_date, sent.n, sent.last_at
       HAVING max(sil.updated_at) <= $3::timestamptz - (SELECT first_after_days FROM p) * interval '1 day'
          AND (sent.n IS NULL OR (sent.n < (SELECT max_reminders FROM p)
               AND sent.last_at <= $3::timestamptz - (SELECT every_days FROM p) * interval '1 day'))
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
         LEFT JOIN student_interview_link sil ON sil.student_id = d.id AND sil.aid_year = $2
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
      [schoolCode, aidYear, now.toISOString()],
    )
    .then((rows) => rows.filter((r) => r.email !== null || r.phone !== null));
}

export async function insertRun(
  db: Db,
  schoolCode: string,
  aidYear: number,
  ranAt: Date,
  startedBy: string | null,
): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO reminder_run (school_code, aid_year, ran_at, started_by) VALUES ($1, $2, $3, $4) RETURNING id::text`,
    [schoolCode, aidYear, ranAt.toISOString(), startedBy],
  );
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
  await db.query(
    `INSERT INTO reminder_sent (run_id, school_code, aid_year, sent_at, student_id, student_account_id, channel, recipient,
                                outbox_message_id, subject, body, open_items)
     SELECT $1, $2, $3, $4, * FROM unnest($5::int[], $6::int[], $7::text[], $8::text[], $9::bigint[], $10::text[], $11::text[], $12::text[])`,
    [
      run.id,
      run.schoolCode,
      run.aidYear,
      run.ranAt.toISOString(),
      rows.map((r) => r.studentId),
      rows.map((r) => r.accountId),
      rows.map((r) => r.channel),
      rows.map((r) => r.recipient),
      rows.map((r) => r.outboxId),
      rows.map((r) => r.subject),
      rows.map((r) => r.body),
      rows.map((r) => r.openItems),
    ],
  );
  await db.query(
    `INSERT INTO activity_log (school_code, actor_uuid, actor_role, actor_name, action, entity_type, entity_id, student_id, details, created_at)
     SELECT $2, $3, $4, $5, 'REMINDER_SENT', 'reminder_run', $1::bigint::text, student_id,
            jsonb_build_object('aidYear', $6::int, 'channels', array_agg(DISTINCT channel ORDER BY channel), 'messages', count(*)), $7
       FROM reminder_sent WHERE run_id = $1::bigint GROUP BY student_id`,
    [run.id, run.schoolCode, actor.uuid, actor.role, actor.name, run.aidYear, run.ranAt.toISOString()],
  );
  const [totals] = await db.query<{ students: number; messages: number }>(
    `UPDATE reminder_run SET students = t.students, messages = t.messages
       FROM (SELECT count(DISTINCT student_id)::int AS students, count(*)::int AS messages FROM reminder_sent WHERE run_id = $1) t
      WHERE id = $1 RETURNING t.students, t.messages`,
    [run.id],
  );
  return totals!;
}

/** The student's latest reminder round of the aid year (every message of it) and how many rounds there were. */
export async function selectLastReminder(db: Db, studentId: number, aidYear: number) {
  return db.query<{
    sentAt: string;
    rounds: number;
    channel: 'EMAIL' | 'SMS';
    recipient: string;
    subject: string;
    body: string;
    openItems: string;
    startedBy: string | null;
  }>(
    `WITH r AS (SELECT run_id, count(*) OVER () AS rounds FROM reminder_sent
                 WHERE student_id = $1 AND aid_year = $2 GROUP BY run_id ORDER BY max(sent_at) DESC, run_id DESC)
     SELECT to_char(m.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "sentAt",
            (SELECT count(*)::int FROM r) AS rounds, m.channel, m.recipient, m.subject, m.body,
            m.open_items AS "openItems", run.started_by AS "startedBy"
       FROM reminder_sent m JOIN reminder_run run ON run.id = m.run_id
      WHERE m.student_id = $1 AND m.run_id = (SELECT run_id FROM r LIMIT 1)
      ORDER BY m.id`,
    [studentId, aidYear],
  );
}

/** Opt-outs: an address asks for no more reminders by a channel; START lifts a phone's. */
export async function insertOptOut(
  db: Db,
  channel: 'EMAIL' | 'SMS',
  address: string,
  source: 'UNSUBSCRIBE_LINK' | 'SMS_STOP',
) {
  await db.query(
    `INSERT INTO message_opt_out (channel, address, source) VALUES ($1, $2, $3) ON CONFLICT (channel, address) DO NOTHING`,
    [channel, address, source],
  );
}

export async function deleteOptOut(db: Db, channel: 'EMAIL' | 'SMS', address: string) {
  const gone = await db.query('DELETE FROM message_opt_out WHERE channel = $1 AND address = $2 RETURNING 1', [
    channel,
    address,
  ]);
  return gone.length > 0;
}

export async function selectAccountEmail(db: Db, accountUuid: string) {
  const [row] = await db.query<{ username: string }>('SELECT username FROM student_account WHERE uuid = $1', [
    accountUuid,
  ]);
  return row?.username;
}

/**
 * /Metrics: reminder messages of the aid year, the students they went to, and how many of those acted (saved or
 * submitted a task-list step, uploaded a file, or signed) within 7 days after one of their reminders.
 */
export async function selectReminderMetrics(db: Db, schoolCode: string, aidYear: number) {
  const [row] = await db.query<{ remindersSent: number; studentsReminded: number; actedWithin7Days: number }>(
    `WITH r AS (
       SELECT student_id, sent_at FROM reminder_sent WHERE school_code = $1 AND aid_year = $2 GROUP BY student_id, run_id, sent_at
     )
     SELECT (SELECT count(*)::int FROM reminder_sent WHERE school_code = $1 AND aid_year = $2) AS "remindersSent",
            count(DISTINCT r.student_id)::int AS "studentsReminded",
            count(DISTINCT r.student_id) FILTER (WHERE
              EXISTS (SELECT 1 FROM student_interview_link sil JOIN interview_attempt ia ON ia.student_interview_link_id = sil.id
                       WHERE sil.student_id = r.student_id AND sil.aid_year = $2 AND ia.actor_role = 'User'
                         AND ia.created_at > r.sent_at AND ia.created_at <= r.sent_at + interval '7 days')
              OR EXISTS (SELECT 1 FROM student_interview_link sil JOIN interview_upload u ON u.student_interview_link_id = sil.id
                          WHERE sil.student_id = r.student_id AND sil.aid_year = $2
                            AND u.created_at > r.sent_at AND u.created_at <= r.sent_at + interval '7 days')
              OR EXISTS (SELECT 1 FROM student s WHERE s.id = r.student_id
                           AND ((s.student_sign_date > r.sent_at AND s.student_sign_date <= r.sent_at + interval '7 days')
                             OR (s.parent_sign_date > r.sent_at AND s.parent_sign_date <= r.sent_at + interval '7 days')))
            )::int AS "actedWithin7Days"
       FROM r`,
    [schoolCode, aidYear],
  );
  return row!;
}
