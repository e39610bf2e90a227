import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import {
  afterCondition,
  cursorColumns,
  decodeCursor,
  keysetPage,
  listDigest,
  orderBy,
  readAfter,
  type SortKey,
} from '../../platform/keyset.js';
import { dbId, isoDay } from '../../platform/route.js';
import { badRequest } from '../../platform/errors.js';
import { schoolDayStart } from '../../platform/school-day.js';

const day = isoDay();
// A range (from, to) is the school's days, midnight to midnight in its time zone ($1 the school, $2 from, $3 to).
const FROM = schoolDayStart('$1', '$2');
const UNTIL = schoolDayStart('$1', '$3::date + 1');
export const dateRangeParams = z.object({ from: day, to: day });

/** A date range, both days included; at most a year so one request stays small. */
export function checkRange(from: string, to: string) {
  if (from > to)
    throw badRequest(`The range starts (${from}) after it ends (${to})`, {
      inputErrors: [{ path: 'from', message: 'is after to' }],
    });
  if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000)
    throw badRequest('A range may span at most one year', {
      inputErrors: [{ path: 'to', message: 'is more than a year after from' }],
    });
}

/** The record_history entities each /SchoolAudit tab reads. */
export const HISTORY_KINDS = {
  school: ['school', 'saig_mailbox'],
  schoolConfig: ['school_config'],
  schoolIsirRecordInfo: ['school_isir_record_info'],
  rolePermissionLink: ['role_permission_link'],
} as const;

export async function historyByDateRange(
  db: Db,
  schoolCode: string,
  kind: keyof typeof HISTORY_KINDS,
  from: string,
  to: string,
) {
  checkRange(from, to);
  const rows = await db.query<{
    id: number;
    entity_type: string;
    entity_id: string;
    field: string;
    old_value: string | null;
    new_value: string | null;
    actor_name: string | null;
    created_at: Date;
  }>(
    `SELECT id::int, entity_type, entity_id, field, old_value, new_value, actor_name, created_at FROM record_history
      WHERE school_code = $1 AND entity_type = ANY($2::text[])
        AND created_at >= ${schoolDayStart('$1', '$3')} AND created_at < ${schoolDayStart('$1', '$4::date + 1')}
      ORDER BY created_at DESC, id DESC LIMIT 1000`,
    [schoolCode, [...HISTORY_KINDS[kind]], from, to],
  );
  return rows.map((r) => ({
    id: r.id,
    entityType: r.entity_type,
    entityId: r.entity_id,
    field: r.field,
    oldValue: r.old_value,
    newValue: r.new_value,
    changedBy: r.actor_name,
    changedAt: new Date(r.created_at).toISOString(),
  }));
}

export const activitySearchSchema = z
  .object({
    from: day,
    to: day,
    action: z.string().max(60).optional(),
    studentID: dbId.optional(),
  })
  .strict();

/** /AdministrativeActivity: what staff changed in the school (not about one student). */
export async function administrativeActivity(
  db: Db,
  schoolCode: string,
  f: z.infer<typeof activitySearchSchema>,
) {
  checkRange(f.from, f.to);
  const rows = await db.query<{
    id: number;
    actor_name: string | null;
    actor_role: string | null;
    action: string;
    entity_type: string;
    entity_id: string | null;
    details: unknown;
    created_at: Date;
  }>(
    `SELECT id, actor_name, actor_role, action, entity_type, entity_id, details, created_at FROM activity_log
      WHERE school_code = $1 AND student_id IS NULL AND created_at >= ${FROM} AND created_at < ${UNTIL}
        AND ($4::text IS NULL OR action = $4)
      ORDER BY created_at DESC, id DESC LIMIT 1000`,
    [schoolCode, f.from, f.to, f.action ?? null],
  );
  return rows.map((r) => ({
    id: String(r.id),
    actor: r.actor_name,
    role: r.actor_role,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    details: JSON.stringify(r.details ?? {}),
    at: new Date(r.created_at).toISOString(),
  }));
}

/** /StudentActivity: what was done to, and who looked at, the school's students. */
export async function studentActivity(db: Db, schoolCode: string, f: z.infer<typeof activitySearchSchema>) {
  checkRange(f.from, f.to);
  const rows = await db.query<{
    id: string;
    actor: string | null;
    role: string | null;
    action: string;
    student_id: number;
    first_name: string;
    last_name: string;
    at: Date;
  }>(
    // x.* before the student's columns: the student's own id must not replace the entry's.
    `SELECT x.*, s.first_name, s.last_name FROM (
       SELECT 'a' || a.id AS id, a.actor_name AS actor, a.actor_role AS role, a.action, a.student_id, a.created_at AS at
         FROM activity_log a WHERE a.school_code = $1 AND a.student_id IS NOT NULL
       UNION ALL
       SELECT 'v' || l.id, coalesce(su.email, sa.username), l.actor_role, l.action, l.student_id, l.created_at
         FROM access_log l
         LEFT JOIN staff_user su ON su.uuid = l.actor_uuid
         LEFT JOIN student_account sa ON sa.uuid = l.actor_uuid
        WHERE l.school_code = $1 AND l.student_id IS NOT NULL
     ) x JOIN student s ON s.id = x.student_id
     WHERE x.at >= ${FROM} AND x.at < ${UNTIL} AND ($4::int IS NULL OR x.student_id = $4) AND ($5::text IS NULL OR x.action = $5)
     ORDER BY x.at DESC LIMIT 1000`,
    [schoolCode, f.from, f.to, f.studentID ?? null, f.action ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor,
    role: r.role,
    action: r.action,
    studentID: r.student_id,
    studentName: `${r.first_name} ${r.last_name}`,
    at: new Date(r.at).toISOString(),
  }));
}

export const studentActivityPageSchema = activitySearchSchema
  .extend({
    page: z.number().int().min(1, 'is a page number from 1').max(100_000).default(1),
    pageSize: z.number().int().min(1).max(200).default(50),
    // The endCursor of the previous page: the page is then the pageSize entries past it (keyset, not offset).
    after: z.string().max(4000).nullish(),
  })
  .strict();

/** Newest first; the id orders entries of the same microsecond. */
const ACTIVITY_ORDER: SortKey[] = [
  { sql: 'x.at', descending: true },
  { sql: 'x.id', descending: true },
];

/** /AdministrativeActivity's entries are about no student: no student filter. */
export const administrativeActivityPageSchema = studentActivityPageSchema.omit({ studentID: true });

/** A cursor belongs to one log, school, date range and filter. */
const activityDigest = (
  log: string,
  schoolCode: string,
  f: { from: string; to: string; action?: string; studentID?: number },
) => listDigest([log, schoolCode, f.from, f.to, f.action ?? null, f.studentID ?? null]);

/**
 * /AdministrativeActivity a page at a time (newest first), with the total: every entry of the range, where
 * AdministrativeActivity/search stops at 1,000.
 */
export async function administrativeActivityPage(
  db: Db,
  schoolCode: string,
  f: z.infer<typeof administrativeActivityPageSchema>,
) {
  checkRange(f.from, f.to);
  const source = `(
       SELECT a.id, a.actor_name, a.actor_role, a.action, a.entity_type, a.entity_id, a.details, a.created_at AS at
         FROM activity_log a
        WHERE a.school_code = $1 AND a.student_id IS NULL AND a.created_at >= ${FROM} AND a.created_at < ${UNTIL}
          AND ($4::text IS NULL OR a.action = $4)
     ) x`;
  const params: unknown[] = [schoolCode, f.from, f.to, f.action ?? null];
  const p = (v: unknown) => `$${params.push(v)}`;
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${source}`,
    params,
  );
  const digest = activityDigest('administrativeActivity', schoolCode, f);
  const cut = f.after
    ? `WHERE ${afterCondition(ACTIVITY_ORDER, decodeCursor(f.after, digest, ACTIVITY_ORDER), p)} ORDER BY ${orderBy(ACTIVITY_ORDER)} LIMIT ${p(f.pageSize + 1)}`
    : `ORDER BY ${orderBy(ACTIVITY_ORDER)} LIMIT ${p(f.pageSize)} OFFSET ${p((f.page - 1) * f.pageSize)}`;
  const page = keysetPage(
    await readAfter(f.after, () =>
      db.query<{
        id: number;
        actor_name: string | null;
        actor_role: string | null;
        action: string;
        entity_type: string;
        entity_id: string | null;
        details: unknown;
        at: Date;
      }>(`SELECT x.*, ${cursorColumns(ACTIVITY_ORDER)} FROM ${source} ${cut}`, params),
    ),
    f.pageSize,
    ACTIVITY_ORDER,
    digest,
  );
  return {
    page: f.page,
    pageSize: f.pageSize,
    total,
    rows: page.rows.map((r) => ({
      id: String(r.id),
      actor: r.actor_name,
      role: r.actor_role,
      action: r.action,
      entityType: r.entity_type,
      entityId: r.entity_id,
      details: JSON.stringify(r.details ?? {}),
      at: new Date(r.at).toISOString(),
    })),
    endCursor: page.endCursor,
    hasNextPage: f.after ? page.hasNextPage : (f.page - 1) * f.pageSize + page.rows.length < total,
  };
}

/** /StudentActivity a page at a time (newest first), with how many entries the range holds. */
export async function studentActivityPage(
  db: Db,
  schoolCode: string,
  f: z.infer<typeof studentActivityPageSchema>,
) {
  checkRange(f.from, f.to);
  const source = `(
       SELECT 'a' || a.id AS id, a.actor_name AS actor, a.actor_role AS role, a.action, a.student_id, a.created_at AS at
         FROM activity_log a WHERE a.school_code = $1 AND a.student_id IS NOT NULL AND a.created_at >= ${FROM} AND a.created_at < ${UNTIL}
       UNION ALL
       SELECT 'v' || l.id, coalesce(su.email, sa.username), l.actor_role, l.action, l.student_id, l.created_at
         FROM access_log l
         LEFT JOIN staff_user su ON su.uuid = l.actor_uuid
         LEFT JOIN student_account sa ON sa.uuid = l.actor_uuid
        WHERE l.school_code = $1 AND l.student_id IS NOT NULL AND l.created_at >= ${FROM} AND l.created_at < ${UNTIL}
     ) x`;
  const filter = `($4::int IS NULL OR x.student_id = $4) AND ($5::text IS NULL OR x.action = $5)`;
  const args: unknown[] = [schoolCode, f.from, f.to, f.studentID ?? null, f.action ?? null];
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${source} WHERE ${filter}`,
    args,
  );
  const params = [...args];
  const p = (v: unknown) => `$${params.push(v)}`;
  const digest = activityDigest('studentActivity', schoolCode, f);
  const cut = f.after
    ? `AND ${afterCondition(ACTIVITY_ORDER, decodeCursor(f.after, digest, ACTIVITY_ORDER), p)} ORDER BY ${orderBy(ACTIVITY_ORDER)} LIMIT ${p(f.pageSize + 1)}`
    : `ORDER BY ${orderBy(ACTIVITY_ORDER)} LIMIT ${p(f.pageSize)} OFFSET ${p((f.page - 1) * f.pageSize)}`;
  const page = keysetPage(
    await readAfter(f.after, () =>
      db.query<{
        id: string;
        actor: string | null;
        role: string | null;
        action: string;
        student_id: number;
        first_name: string;
        last_name: string;
        at: Date;
      }>(
        `SELECT x.*, s.first_name, s.last_name, ${cursorColumns(ACTIVITY_ORDER)} FROM ${source} JOIN student s ON s.id = x.student_id
      WHERE ${filter} ${cut}`,
        params,
      ),
    ),
    f.pageSize,
    ACTIVITY_ORDER,
    digest,
  );
  return {
    page: f.page,
    pageSize: f.pageSize,
    total,
    rows: page.rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      role: r.role,
      action: r.action,
      studentID: r.student_id,
      studentName: `${r.first_name} ${r.last_name}`,
      at: new Date(r.at).toISOString(),
    })),
    endCursor: page.endCursor,
    hasNextPage: f.after ? page.hasNextPage : (f.page - 1) * f.pageSize + page.rows.length < total,
  };
}

/**
 * /communicationLog: e-mails and texts sent to the school's students and parents (by account e-mail or phone).
 * Subjects only: bodies can hold sign-in codes and links that must not be readable by staff.
 */
export async function communicationLog(db: Db, schoolCode: string, f: { from: string; to: string }) {
  checkRange(f.from, f.to);
  const rows = await db.query<{
    id: string;
    channel: string;
    recipient: string;
    subject: string;
    created_at: Date;
    sent_at: Date | null;
    status: 'QUEUED' | 'SENDING' | 'SENT' | 'DELIVERED' | 'FAILED';
    attempts: number;
    failure_reason: string | null;
    failed_at: Date | null;
    delivered_at: Date | null;
    name: string;
  }>(
    `SELECT m.id::text, m.channel, m.recipient, m.subject, m.created_at, m.sent_at, m.status, m.attempts,
            m.failure_reason, m.failed_at, m.delivered_at, min(a.first_name || ' ' || a.last_name) AS name
       FROM outbox_message m
       JOIN student_account a ON a.school_code = $1 AND (lower(a.username) = lower(m.recipient) OR a.phone = m.recipient)
      WHERE m.created_at >= ${FROM} AND m.created_at < ${UNTIL}
      GROUP BY m.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1000`,
    [schoolCode, f.from, f.to],
  );
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    recipientName: r.name,
    subject: r.subject,
    createdAt: new Date(r.created_at).toISOString(),
    sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    status: r.status,
    attempts: r.attempts,
    failureReason: r.failure_reason,
    failedAt: r.failed_at ? new Date(r.failed_at).toISOString() : null,
    deliveredAt: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
  }));
}
