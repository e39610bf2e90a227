import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { namedQuery } from '../../platform/named-sql.js';

// Who is due a reminder (the set-based pick) and the words it is sent in.

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

const channel = z.enum(['EMAIL', 'SMS']);

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
