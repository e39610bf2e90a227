import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { decodeCursor, keysetPage, listDigest, readAfter } from '../../platform/keyset.js';
import { dbId, isoDay } from '../../platform/route.js';
import { badRequest } from '../../platform/errors.js';
import * as sql from './reading.queries.js';
import { ACTIVITY_ORDER } from './reading.queries.js';

const day = isoDay();
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
  const rows = await sql.historyInRange.all(db, {
    schoolCode,
    entityTypes: [...HISTORY_KINDS[kind]],
    from,
    to,
  });
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
  const rows = await sql.administrativeActivity.all(db, {
    schoolCode,
    from: f.from,
    to: f.to,
    action: f.action ?? null,
  });
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
  const rows = await sql.studentActivity.all(db, {
    schoolCode,
    from: f.from,
    to: f.to,
    studentId: f.studentID ?? null,
    action: f.action ?? null,
  });
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
  const of = { schoolCode, from: f.from, to: f.to, action: f.action ?? null };
  const { total } = (await sql.administrativeActivityCount.first(db, of)) ?? { total: 0 };
  const digest = activityDigest('administrativeActivity', schoolCode, f);
  const read = () => {
    if (!f.after)
      return sql.administrativeActivityPage.all(db, {
        ...of,
        limit: f.pageSize,
        offset: (f.page - 1) * f.pageSize,
      });
    const [afterAt, afterId] = decodeCursor(f.after, digest, ACTIVITY_ORDER);
    return sql.administrativeActivityAfter.all(db, {
      ...of,
      limit: f.pageSize + 1,
      afterAt: afterAt!,
      afterId: afterId!,
    });
  };
  const page = keysetPage(await readAfter(f.after, read), f.pageSize, ACTIVITY_ORDER, digest);
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
  const of = {
    schoolCode,
    from: f.from,
    to: f.to,
    studentId: f.studentID ?? null,
    action: f.action ?? null,
  };
  const { total } = (await sql.studentActivityCount.first(db, of)) ?? { total: 0 };
  const digest = activityDigest('studentActivity', schoolCode, f);
  const read = () => {
    if (!f.after)
      return sql.studentActivityPage.all(db, { ...of, limit: f.pageSize, offset: (f.page - 1) * f.pageSize });
    const [afterAt, afterId] = decodeCursor(f.after, digest, ACTIVITY_ORDER);
    return sql.studentActivityAfter.all(db, {
      ...of,
      limit: f.pageSize + 1,
      afterAt: afterAt!,
      afterId: afterId!,
    });
  };
  const page = keysetPage(await readAfter(f.after, read), f.pageSize, ACTIVITY_ORDER, digest);
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
  const rows = await sql.communicationLog.all(db, { schoolCode, from: f.from, to: f.to });
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
