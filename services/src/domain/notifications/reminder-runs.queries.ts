import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { namedQuery, noRow } from '../../platform/named-sql.js';
import { ofYear } from './reminder-plans.queries.js';

// What a reminder run sent: the run, its messages and history entries, a student's last round, the metrics.

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
