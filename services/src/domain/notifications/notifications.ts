import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { isoDay } from '../../platform/route.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import * as sql from './notifications.queries.js';
import type { NotificationRow } from './notifications.queries.js';

/** Only the back-office sets announcements for every school of the installation. */
const INSTALLATION_PERMISSION = 'BACKOFFICE_ADMIN';

const date = isoDay();
const fields = {
  title: z.string().trim().min(1, 'is required').max(120, 'is longer than 120 characters'),
  body: z.string().trim().min(1, 'is required').max(2000, 'is longer than 2000 characters'),
  audience: z.enum(['ALL', 'STAFF', 'STUDENTS'], 'is ALL, STAFF or STUDENTS'),
  severity: z.enum(['INFO', 'WARNING'], 'is INFO or WARNING'),
  startDate: date,
  endDate: date.nullable(),
  isActive: z.boolean(),
};
export const notificationSchema = z
  .object({
    ...fields,
    severity: fields.severity.default('INFO'),
    /** Absent: today, as the school's calendar reads it (the browser's clock may be in another zone, or UTC). */
    startDate: fields.startDate.nullish(),
    endDate: fields.endDate.optional().default(null),
    isActive: fields.isActive.default(true),
    /** true: shown in every school (back-office only); otherwise the caller's school. */
    installationWide: z.boolean().default(false),
  })
  .strict();
export const notificationUpdateSchema = z.object(fields).partial().strict();
export const notificationSearchSchema = z
  .object({
    text: z.string().trim().max(100).optional(),
    activeOnly: z.boolean().optional(),
  })
  .strict();

const endBeforeStart = () =>
  badRequest('The end date is before the start date', {
    inputErrors: [{ path: 'endDate', message: 'is before the start date' }],
  });

/** The school's own announcements and the installation's, newest first (the /Notifications screen). */
export async function searchNotifications(
  db: Db,
  caller: Caller,
  input: z.infer<typeof notificationSearchSchema>,
) {
  const text = input.text ? `%${input.text.toLowerCase()}%` : null;
  return sql.searchNotifications.all(db, {
    schoolCode: caller.schoolCode,
    text,
    activeOnly: input.activeOnly ?? false,
  });
}

export async function addNotification(db: Db, caller: Caller, input: z.infer<typeof notificationSchema>) {
  if (input.installationWide && !caller.permissions.has(INSTALLATION_PERMISSION)) {
    throw forbidden('Only the back-office may announce to every school');
  }
  const schoolCode = input.installationWide ? null : caller.schoolCode;
  const startDate = input.startDate ?? (await sql.schoolToday.first(db, { schoolCode }))!.d;
  if (input.endDate && input.endDate < startDate) throw endBeforeStart();
  return db.transaction(async (tx) => {
    const row = await sql.insertNotification.first(tx, {
      schoolCode,
      title: input.title,
      body: input.body,
      audience: input.audience,
      severity: input.severity,
      startDate,
      endDate: input.endDate,
      isActive: input.isActive,
      createdBy: caller.username,
    });
    await recordActivity(tx, caller, {
      action: 'NOTIFICATION_ADDED',
      entityType: 'notification',
      entityId: row!.id,
      details: { title: input.title, installationWide: input.installationWide },
    });
    return { ...row!, message: 'Successful Add' };
  });
}

/** A school's staff change their school's announcements; the installation's only the back-office. */
export async function updateNotification(
  db: Db,
  caller: Caller,
  id: number,
  input: z.infer<typeof notificationUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const before = await sql.lockNotification.first(tx, { id });
    if (!before || (before.schoolCode !== null && before.schoolCode !== caller.schoolCode))
      throw notFound(`No notification ${id} here`);
    if (before.schoolCode === null && !caller.permissions.has(INSTALLATION_PERMISSION)) {
      throw forbidden('Only the back-office may change an announcement to every school');
    }
    const next = { ...before, ...input };
    if (next.endDate && next.endDate < next.startDate) throw endBeforeStart();
    const row = await sql.updateNotification.first(tx, {
      id,
      title: next.title,
      body: next.body,
      audience: next.audience,
      severity: next.severity,
      startDate: next.startDate,
      endDate: next.endDate,
      isActive: next.isActive,
      updatedBy: caller.username,
    });
    const pick = (n: NotificationRow) => ({
      title: n.title,
      body: n.body,
      audience: n.audience,
      severity: n.severity,
      startDate: n.startDate,
      endDate: n.endDate,
      isActive: n.isActive,
    });
    await recordChanges(
      tx,
      caller,
      { type: 'notification', id, schoolCode: before.schoolCode ?? caller.schoolCode },
      pick(before),
      pick(row!),
    );
    return { ...row!, message: 'Successful Update' };
  });
}

/** What a signed-in person sees now: active, in their dates, for their school and their kind of user. */
export function currentNotifications(db: Db, caller: Caller) {
  const audience = caller.kind === 'staff' ? 'STAFF' : 'STUDENTS';
  return sql.currentNotifications.all(db, { schoolCode: caller.schoolCode, audience });
}
