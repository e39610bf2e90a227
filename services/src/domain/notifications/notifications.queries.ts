import { z } from 'zod';
import { id, namedQuery } from '../../platform/named-sql.js';

// The SQL of the announcements (notifications.ts, docs/data-layer.md): the school's and the installation's, as
// staff search and edit them and as a signed-in person sees them now.

const audience = z.enum(['ALL', 'STAFF', 'STUDENTS']);
const severity = z.enum(['INFO', 'WARNING']);

const COLS = `id, school_code AS "schoolCode", (school_code IS NULL) AS "installationWide", title, message AS body, audience, severity,
  to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate", is_active AS "isActive",
  created_by AS "createdBy", created_at AS "createdAt", updated_by AS "updatedBy", updated_at AS "updatedAt"`;

/** An announcement as staff edit it (COLS, in its order). */
const notificationRow = z.object({
  id,
  schoolCode: z.string().nullable(),
  installationWide: z.boolean(),
  title: z.string(),
  body: z.string(),
  audience,
  severity,
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  createdBy: z.string(),
  createdAt: z.date(),
  updatedBy: z.string().nullable(),
  updatedAt: z.date().nullable(),
});
export type NotificationRow = z.output<typeof notificationRow>;

/** The school's own announcements and the installation's, newest first (a text in the title or message; active now). */
export const searchNotifications = namedQuery({
  name: 'searchNotifications',
  params: z.object({ schoolCode: z.string(), text: z.string().nullable(), activeOnly: z.boolean() }),
  row: notificationRow,
  sql: `SELECT ${COLS} FROM notification
      WHERE (school_code = :schoolCode OR school_code IS NULL)
        AND (:text::text IS NULL OR lower(title) LIKE :text OR lower(message) LIKE :text)
        AND (NOT :activeOnly OR (is_active AND start_date <= school_date(:schoolCode) AND (end_date IS NULL OR end_date >= school_date(:schoolCode))))
      ORDER BY start_date DESC, id DESC`,
});

/** Today as the school's calendar reads it (the installation's with no school). */
export const schoolToday = namedQuery({
  name: 'schoolToday',
  params: z.object({ schoolCode: z.string().nullable() }),
  row: z.object({ d: z.string() }),
  sql: 'SELECT school_date(:schoolCode)::text AS d',
});

const notificationFields = {
  title: z.string(),
  body: z.string(),
  audience,
  severity,
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
};

export const insertNotification = namedQuery({
  name: 'insertNotification',
  params: z.object({ schoolCode: z.string().nullable(), ...notificationFields, createdBy: z.string() }),
  row: notificationRow,
  sql: `INSERT INTO notification (school_code, title, message, audience, severity, start_date, end_date, is_active, created_by)
       VALUES (:schoolCode, :title, :body, :audience, :severity, :startDate, :endDate, :isActive, :createdBy) RETURNING ${COLS}`,
});

export const lockNotification = namedQuery({
  name: 'lockNotification',
  params: z.object({ id }),
  row: notificationRow,
  sql: `SELECT ${COLS} FROM notification WHERE id = :id FOR UPDATE`,
});

export const updateNotification = namedQuery({
  name: 'updateNotification',
  params: z.object({ id, ...notificationFields, updatedBy: z.string() }),
  row: notificationRow,
  sql: `UPDATE notification SET title = :title, message = :body, audience = :audience, severity = :severity, start_date = :startDate,
              end_date = :endDate, is_active = :isActive, updated_by = :updatedBy, updated_at = now()
        WHERE id = :id RETURNING ${COLS}`,
});

/** What a signed-in person sees now: active, in their dates, for their school and their kind of user. */
export const currentNotifications = namedQuery({
  name: 'currentNotifications',
  params: z.object({ schoolCode: z.string(), audience: z.enum(['STAFF', 'STUDENTS']) }),
  row: z.object({
    id,
    title: z.string(),
    body: z.string(),
    severity,
    startDate: z.string(),
    endDate: z.string().nullable(),
  }),
  sql: `SELECT id, title, message AS body, severity, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"
       FROM notification
      WHERE (school_code = :schoolCode OR school_code IS NULL) AND is_active AND audience IN ('ALL', :audience)
        AND start_date <= school_date(:schoolCode) AND (end_date IS NULL OR end_date >= school_date(:schoolCode))
      ORDER BY severity DESC, start_date DESC, id DESC`,
});
