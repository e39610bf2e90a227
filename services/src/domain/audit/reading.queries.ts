import { z } from 'zod';
import { afterCondition, cursorColumns, orderBy, type SortKey } from '../../platform/keyset.js';
import { namedQuery } from '../../platform/named-sql.js';
import { schoolDayStart } from '../../platform/school-day.js';

// The SQL of the audit screens (reading.ts, docs/data-layer.md): the school's history, the administrative and the
// student activity (as a list of 1,000 and a page at a time) and the communication log.

/** A bigserial id: a number on PGlite, text on node-postgres. */
const bigId = z.union([z.number(), z.string(), z.bigint()]);

// A range (from, to) is the school's days, midnight to midnight in its time zone.
const FROM = schoolDayStart(':schoolCode', ':from');
const UNTIL = schoolDayStart(':schoolCode', ':to::date + 1');
const range = { schoolCode: z.string(), from: z.string(), to: z.string() };

/** The school's changes to the records of some entities, newest first. */
export const historyInRange = namedQuery({
  name: 'historyInRange',
  params: z.object({ ...range, entityTypes: z.array(z.string()) }),
  row: z.object({
    id: z.number().int(),
    entity_type: z.string(),
    entity_id: z.string(),
    field: z.string(),
    old_value: z.string().nullable(),
    new_value: z.string().nullable(),
    actor_name: z.string().nullable(),
    created_at: z.date(),
  }),
  sql: `SELECT id::int, entity_type, entity_id, field, old_value, new_value, actor_name, created_at FROM record_history
      WHERE school_code = :schoolCode AND entity_type = ANY(:entityTypes::text[])
        AND created_at >= ${FROM} AND created_at < ${UNTIL}
      ORDER BY created_at DESC, id DESC LIMIT 1000`,
});

const administrativeEntry = {
  id: bigId,
  actor_name: z.string().nullable(),
  actor_role: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  details: z.unknown(),
};

/** What staff changed in the school (no student's), the newest 1,000. */
export const administrativeActivity = namedQuery({
  name: 'administrativeActivity',
  params: z.object({ ...range, action: z.string().nullable() }),
  row: z.object({ ...administrativeEntry, created_at: z.date() }),
  sql: `SELECT id, actor_name, actor_role, action, entity_type, entity_id, details, created_at FROM activity_log
      WHERE school_code = :schoolCode AND student_id IS NULL AND created_at >= ${FROM} AND created_at < ${UNTIL}
        AND (:action::text IS NULL OR action = :action)
      ORDER BY created_at DESC, id DESC LIMIT 1000`,
});

const studentEntry = {
  id: z.string(),
  actor: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  student_id: z.number().int(),
  at: z.date(),
  first_name: z.string(),
  last_name: z.string(),
};
const studentFilter = { studentId: z.number().int().nullable(), action: z.string().nullable() };

/** What was done to, and who looked at, the school's students, the newest 1,000. */
export const studentActivity = namedQuery({
  name: 'studentActivity',
  params: z.object({ ...range, ...studentFilter }),
  row: z.object(studentEntry),
  // x.* before the student's columns: the student's own id must not replace the entry's.
  sql: `SELECT x.*, s.first_name, s.last_name FROM (
       SELECT 'a' || a.id AS id, a.actor_name AS actor, a.actor_role AS role, a.action, a.student_id, a.created_at AS at
         FROM activity_log a WHERE a.school_code = :schoolCode AND a.student_id IS NOT NULL
       UNION ALL
       SELECT 'v' || l.id, coalesce(su.email, sa.username), l.actor_role, l.action, l.student_id, l.created_at
         FROM access_log l
         LEFT JOIN staff_user su ON su.uuid = l.actor_uuid
         LEFT JOIN student_account sa ON sa.uuid = l.actor_uuid
        WHERE l.school_code = :schoolCode AND l.student_id IS NOT NULL
     ) x JOIN student s ON s.id = x.student_id
     WHERE x.at >= ${FROM} AND x.at < ${UNTIL} AND (:studentId::int IS NULL OR x.student_id = :studentId) AND (:action::text IS NULL OR x.action = :action)
     ORDER BY x.at DESC LIMIT 1000`,
});

/** Newest first; the id orders entries of the same microsecond. */
export const ACTIVITY_ORDER: SortKey[] = [
  { sql: 'x.at', descending: true },
  { sql: 'x.id', descending: true },
];
// The pages: at an offset, or after a cursor's entry (its moment and id as the cursor columns wrote them).
const AT_OFFSET = `ORDER BY ${orderBy(ACTIVITY_ORDER)} LIMIT :limit OFFSET :offset`;
const AFTER = `${afterCondition(ACTIVITY_ORDER, [':afterAt', ':afterId'], String)} ORDER BY ${orderBy(ACTIVITY_ORDER)} LIMIT :limit`;
const atOffset = z.object({ limit: z.number().int(), offset: z.number().int() });
const after = z.object({ limit: z.number().int(), afterAt: z.string(), afterId: z.string() });
const cursors = { cursor_0_: z.string(), cursor_1_: z.string() };

const ADMINISTRATIVE = `(
       SELECT a.id, a.actor_name, a.actor_role, a.action, a.entity_type, a.entity_id, a.details, a.created_at AS at
         FROM activity_log a
        WHERE a.school_code = :schoolCode AND a.student_id IS NULL AND a.created_at >= ${FROM} AND a.created_at < ${UNTIL}
          AND (:action::text IS NULL OR a.action = :action)
     ) x`;
const administrativeParams = z.object({ ...range, action: z.string().nullable() });
const administrativePageRow = z.object({ ...administrativeEntry, at: z.date(), ...cursors });

export const administrativeActivityCount = namedQuery({
  name: 'administrativeActivityCount',
  params: administrativeParams,
  row: z.object({ total: z.number().int() }),
  sql: `SELECT count(*)::int AS total FROM ${ADMINISTRATIVE}`,
});

export const administrativeActivityPage = namedQuery({
  name: 'administrativeActivityPage',
  params: administrativeParams.extend(atOffset.shape),
  row: administrativePageRow,
  sql: `SELECT x.*, ${cursorColumns(ACTIVITY_ORDER)} FROM ${ADMINISTRATIVE} ${AT_OFFSET}`,
});

export const administrativeActivityAfter = namedQuery({
  name: 'administrativeActivityAfter',
  params: administrativeParams.extend(after.shape),
  row: administrativePageRow,
  sql: `SELECT x.*, ${cursorColumns(ACTIVITY_ORDER)} FROM ${ADMINISTRATIVE} WHERE ${AFTER}`,
});

const STUDENTS = `(
       SELECT 'a' || a.id AS id, a.actor_name AS actor, a.actor_role AS role, a.action, a.student_id, a.created_at AS at
         FROM activity_log a WHERE a.school_code = :schoolCode AND a.student_id IS NOT NULL AND a.created_at >= ${FROM} AND a.created_at < ${UNTIL}
       UNION ALL
       SELECT 'v' || l.id, coalesce(su.email, sa.username), l.actor_role, l.action, l.student_id, l.created_at
         FROM access_log l
         LEFT JOIN staff_user su ON su.uuid = l.actor_uuid
         LEFT JOIN student_account sa ON sa.uuid = l.actor_uuid
        WHERE l.school_code = :schoolCode AND l.student_id IS NOT NULL AND l.created_at >= ${FROM} AND l.created_at < ${UNTIL}
     ) x`;
const STUDENT_FILTER = `(:studentId::int IS NULL OR x.student_id = :studentId) AND (:action::text IS NULL OR x.action = :action)`;
const studentParams = z.object({ ...range, ...studentFilter });
const studentPageRow = z.object({ ...studentEntry, ...cursors });

export const studentActivityCount = namedQuery({
  name: 'studentActivityCount',
  params: studentParams,
  row: z.object({ total: z.number().int() }),
  sql: `SELECT count(*)::int AS total FROM ${STUDENTS} WHERE ${STUDENT_FILTER}`,
});

export const studentActivityPage = namedQuery({
  name: 'studentActivityPage',
  params: studentParams.extend(atOffset.shape),
  row: studentPageRow,
  sql: `SELECT x.*, s.first_name, s.last_name, ${cursorColumns(ACTIVITY_ORDER)} FROM ${STUDENTS} JOIN student s ON s.id = x.student_id
      WHERE ${STUDENT_FILTER} ${AT_OFFSET}`,
});

export const studentActivityAfter = namedQuery({
  name: 'studentActivityAfter',
  params: studentParams.extend(after.shape),
  row: studentPageRow,
  sql: `SELECT x.*, s.first_name, s.last_name, ${cursorColumns(ACTIVITY_ORDER)} FROM ${STUDENTS} JOIN student s ON s.id = x.student_id
      WHERE ${STUDENT_FILTER} AND ${AFTER}`,
});

/**
 * E-mails and texts sent to the school's students and parents (by account e-mail or phone), the newest 1,000.
 * Subjects only: bodies can hold sign-in codes and links that must not be readable by staff.
 */
export const communicationLog = namedQuery({
  name: 'communicationLog',
  params: z.object(range),
  row: z.object({
    id: z.string(),
    channel: z.string(),
    recipient: z.string(),
    subject: z.string(),
    created_at: z.date(),
    sent_at: z.date().nullable(),
    status: z.enum(['QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED']),
    attempts: z.number().int(),
    failure_reason: z.string().nullable(),
    failed_at: z.date().nullable(),
    delivered_at: z.date().nullable(),
    name: z.string(),
  }),
  sql: `SELECT m.id::text, m.channel, m.recipient, m.subject, m.created_at, m.sent_at, m.status, m.attempts,
            m.failure_reason, m.failed_at, m.delivered_at, min(a.first_name || ' ' || a.last_name) AS name
       FROM outbox_message m
       JOIN student_account a ON a.school_code = :schoolCode AND (lower(a.username) = lower(m.recipient) OR a.phone = m.recipient)
      WHERE m.created_at >= ${FROM} AND m.created_at < ${UNTIL}
      GROUP BY m.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1000`,
});
