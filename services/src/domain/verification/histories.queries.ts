import { z } from 'zod';
import { id, maybeText, namedQuery } from '../../platform/named-sql.js';
import { schoolDayStart } from '../../platform/school-day.js';

// The SQL of a student's histories (histories.ts): field changes, account changes, ISIR corrections, staff actions
// and who looked at the record. Each statement once, named, with its parameters and rows checked
// (docs/data-layer.md). The ids are bigserials, answered as int (`::int`).

/** A field change of record_history as answered. */
const fieldChange = z.object({
  id,
  field: z.string(),
  oldValue: maybeText,
  newValue: maybeText,
  changedBy: maybeText,
  changedAt: z.date(),
});

/** The student record's field changes, of the given fields (all when null), newest first. */
export const studentFieldChanges = namedQuery({
  name: 'studentFieldChanges',
  params: z.object({ entityId: z.string(), fields: z.array(z.string()).nullable() }),
  row: fieldChange,
  sql: `SELECT h.id::int AS id, h.field, h.old_value AS "oldValue", h.new_value AS "newValue", h.actor_name AS "changedBy", h.created_at AS "changedAt"
       FROM record_history h WHERE h.entity_type = 'student' AND h.entity_id = :entityId AND (:fields::text[] IS NULL OR h.field = ANY(:fields::text[]))
      ORDER BY h.created_at DESC, h.id DESC`,
});

export const accountChanges = namedQuery({
  name: 'accountChanges',
  params: z.object({ studentId: id }),
  row: z.object({
    id,
    action: z.string(),
    details: z.record(z.string(), z.unknown()),
    changedBy: maybeText,
    changedAt: z.date(),
  }),
  sql: `SELECT a.id::int AS id, a.action, a.details, a.actor_name AS "changedBy", a.created_at AS "changedAt"
       FROM activity_log a WHERE a.student_id = :studentId AND (a.entity_type IN ('student_account_link', 'student_account') OR a.action LIKE 'E_SIGN_%')
      ORDER BY a.created_at DESC, a.id DESC`,
});

/** The corrections of the student's ISIR data (entity ids `<student id>:…`), newest first. */
export const correctionChanges = namedQuery({
  name: 'correctionChanges',
  params: z.object({ studentKey: z.string(), schoolCode: z.string() }),
  row: fieldChange,
  sql: `SELECT h.id::int AS id, h.field, h.old_value AS "oldValue", h.new_value AS "newValue", h.actor_name AS "changedBy", h.created_at AS "changedAt"
       FROM record_history h WHERE h.entity_type = 'correction' AND h.school_code = :schoolCode AND h.entity_id LIKE :studentKey || ':%'
      ORDER BY h.created_at DESC, h.id DESC`,
});

export const studentActivity = namedQuery({
  name: 'studentActivity',
  params: z.object({ studentId: id }),
  row: z.object({
    id,
    action: z.string(),
    entityType: z.string(),
    details: z.record(z.string(), z.unknown()),
    actorName: maybeText,
    actorRole: maybeText,
    createdAt: z.date(),
  }),
  sql: `SELECT a.id::int AS id, a.action, a.entity_type AS "entityType", a.details, a.actor_name AS "actorName", a.actor_role AS "actorRole", a.created_at AS "createdAt"
       FROM activity_log a WHERE a.student_id = :studentId ORDER BY a.created_at DESC, a.id DESC LIMIT 500`,
});

/** Who looked at the student record, newest first, within the school's days from and to (each may be null). */
export const studentAccesses = namedQuery({
  name: 'studentAccesses',
  params: z.object({ studentId: id, from: maybeText, to: maybeText, schoolCode: z.string() }),
  row: z.object({
    id,
    action: z.string(),
    actorRole: z.string(),
    actorName: maybeText,
    createdAt: z.date(),
  }),
  sql: `SELECT l.id::int AS id, l.action, l.actor_role AS "actorRole", coalesce(u.first_name || ' ' || u.last_name, a.first_name || ' ' || a.last_name) AS "actorName",
            l.created_at AS "createdAt"
       FROM access_log l LEFT JOIN staff_user u ON u.uuid = l.actor_uuid LEFT JOIN student_account a ON a.uuid = l.actor_uuid
      WHERE l.student_id = :studentId AND (:from::date IS NULL OR l.created_at >= ${schoolDayStart(':schoolCode', ':from')})
        AND (:to::date IS NULL OR l.created_at < ${schoolDayStart(':schoolCode', ':to::date + 1')})
      ORDER BY l.created_at DESC, l.id DESC LIMIT 1000`,
});
