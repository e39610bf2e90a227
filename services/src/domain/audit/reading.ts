import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'is not a date');
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
        AND created_at >= $3::date AND created_at < $4::date + 1
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
    studentID: z.number().int().positive().optional(),
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
      WHERE school_code = $1 AND student_id IS NULL AND created_at >= $2::date AND created_at < $3::date + 1
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
    `SELECT * FROM (
       SELECT 'a' || a.id AS id, a.actor_name AS actor, a.actor_role AS role, a.action, a.student_id, a.created_at AS at
         FROM activity_log a WHERE a.school_code = $1 AND a.student_id IS NOT NULL
       UNION ALL
       SELECT 'v' || l.id, coalesce(su.email, sa.username), l.actor_role, l.action, l.student_id, l.created_at
         FROM access_log l
         LEFT JOIN staff_user su ON su.uuid = l.actor_uuid
         LEFT JOIN student_account sa ON sa.uuid = l.actor_uuid
        WHERE l.school_code = $1 AND l.student_id IS NOT NULL
     ) x JOIN student s ON s.id = x.student_id
     WHERE x.at >= $2::date AND x.at < $3::date + 1 AND ($4::int IS NULL OR x.student_id = $4) AND ($5::text IS NULL OR x.action = $5)
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
  })
  .strict();

/** /StudentActivity a page at a time (newest first), with how many entries the range holds. */
export async function studentActivityPage(
  db: Db,
  schoolCode: string,
  f: z.infer<typeof studentActivityPageSchema>,
) {
  checkRange(f.from, f.to);
  const source = `(
       SELECT 'a' || a.id AS id, a.actor_name AS actor, a.actor_role AS role, a.action, a.student_id, a.created_at AS at
         FROM activity_log a WHERE a.school_code = $1 AND a.student_id IS NOT NULL AND a.created_at >= $2::date AND a.created_at < $3::date + 1
       UNION ALL
       SELECT 'v' || l.id, coalesce(su.email, sa.username), l.actor_role, l.action, l.student_id, l.created_at
         FROM access_log l
         LEFT JOIN staff_user su ON su.uuid = l.actor_uuid
         LEFT JOIN student_account sa ON sa.uuid = l.actor_uuid
        WHERE l.school_code = $1 AND l.student_id IS NOT NULL AND l.created_at >= $2::date AND l.created_at < $3::date + 1
     ) x`;
  const filter = `($4::int IS NULL OR x.student_id = $4) AND ($5::text IS NULL OR x.action = $5)`;
  const args = [schoolCode, f.from, f.to, f.studentID ?? null, f.action ?? null];
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${source} WHERE ${filter}`,
    args,
  );
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
    `SELECT x.*, s.first_name, s.last_name FROM ${source} JOIN student s ON s.id = x.student_id
      WHERE ${filter} ORDER BY x.at DESC, x.id DESC LIMIT $6 OFFSET $7`,
    [...args, f.pageSize, (f.page - 1) * f.pageSize],
  );
  return {
    page: f.page,
    pageSize: f.pageSize,
    total,
    rows: rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      role: r.role,
      action: r.action,
      studentID: r.student_id,
      studentName: `${r.first_name} ${r.last_name}`,
      at: new Date(r.at).toISOString(),
    })),
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
      WHERE m.created_at >= $2::date AND m.created_at < $3::date + 1
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
