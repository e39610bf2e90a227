import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { isoDay } from '../../platform/route.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';

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

const COLS = `id, school_code AS "schoolCode", (school_code IS NULL) AS "installationWide", title, message AS body, audience, severity,
  to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate", is_active AS "isActive",
  created_by AS "createdBy", created_at AS "createdAt", updated_by AS "updatedBy", updated_at AS "updatedAt"`;

/** An announcement as COLS reads it (the columns' CHECKs bound audience and severity). */
const notificationRow = z.object({
  id: z.number().int(),
  schoolCode: z.string().nullable(),
  installationWide: z.boolean(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(['ALL', 'STAFF', 'STUDENTS']),
  severity: z.enum(['INFO', 'WARNING']),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  createdBy: z.string(),
  createdAt: z.date(),
  updatedBy: z.string().nullable(),
  updatedAt: z.date().nullable(),
});
type NotificationRow = z.output<typeof notificationRow>;
const notificationRows = (rows: unknown[]) => rows.map((r) => notificationRow.parse(r));

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
  const rows = await db.query(
    `SELECT ${COLS} FROM notification
      WHERE (school_code = $1 OR school_code IS NULL)
        AND ($2::text IS NULL OR lower(title) LIKE $2 OR lower(message) LIKE $2)
        AND (NOT $3 OR (is_active AND start_date <= school_date($1) AND (end_date IS NULL OR end_date >= school_date($1))))
      ORDER BY start_date DESC, id DESC`,
    [caller.schoolCode, text, input.activeOnly ?? false],
  );
  return notificationRows(rows);
}

export async function addNotification(db: Db, caller: Caller, input: z.infer<typeof notificationSchema>) {
  if (input.installationWide && !caller.permissions.has(INSTALLATION_PERMISSION)) {
    throw forbidden('Only the back-office may announce to every school');
  }
  const schoolCode = input.installationWide ? null : caller.schoolCode;
  const startDate =
    input.startDate ??
    (await db.query<{ d: string }>('SELECT school_date($1)::text AS d', [schoolCode]))[0]!.d;
  if (input.endDate && input.endDate < startDate) throw endBeforeStart();
  return db.transaction(async (tx) => {
    const [row] = notificationRows(
      await tx.query(
        `INSERT INTO notification (school_code, title, message, audience, severity, start_date, end_date, is_active, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLS}`,
        [
          schoolCode,
          input.title,
          input.body,
          input.audience,
          input.severity,
          startDate,
          input.endDate,
          input.isActive,
          caller.username,
        ],
      ),
    );
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
    const [before] = notificationRows(
      await tx.query(`SELECT ${COLS} FROM notification WHERE id = $1 FOR UPDATE`, [id]),
    );
    if (!before || (before.schoolCode !== null && before.schoolCode !== caller.schoolCode))
      throw notFound(`No notification ${id} here`);
    if (before.schoolCode === null && !caller.permissions.has(INSTALLATION_PERMISSION)) {
      throw forbidden('Only the back-office may change an announcement to every school');
    }
    const next = { ...before, ...input };
    if (next.endDate && next.endDate < next.startDate) throw endBeforeStart();
    const [row] = notificationRows(
      await tx.query(
        `UPDATE notification SET title = $2, message = $3, audience = $4, severity = $5, start_date = $6, end_date = $7, is_active = $8,
              updated_by = $9, updated_at = now()
        WHERE id = $1 RETURNING ${COLS}`,
        [
          id,
          next.title,
          next.body,
          next.audience,
          next.severity,
          next.startDate,
          next.endDate,
          next.isActive,
          caller.username,
        ],
      ),
    );
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

const currentNotificationRow = notificationRow.pick({
  id: true,
  title: true,
  body: true,
  severity: true,
  startDate: true,
  endDate: true,
});

/** What a signed-in person sees now: active, in their dates, for their school and their kind of user. */
export async function currentNotifications(db: Db, caller: Caller) {
  const audience = caller.kind === 'staff' ? 'STAFF' : 'STUDENTS';
  const rows = await db.query(
    `SELECT id, title, message AS body, severity, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"
       FROM notification
      WHERE (school_code = $1 OR school_code IS NULL) AND is_active AND audience IN ('ALL', $2)
        AND start_date <= school_date($1) AND (end_date IS NULL OR end_date >= school_date($1))
      ORDER BY severity DESC, start_date DESC, id DESC`,
    [caller.schoolCode, audience],
  );
  return rows.map((r) => currentNotificationRow.parse(r));
}
