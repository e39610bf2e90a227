import { z } from 'zod';
import { jsonParam, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL that writes the activity log and the record history (activity.ts, docs/data-layer.md).

export const insertActivity = namedQuery({
  name: 'insertActivity',
  params: z.object({
    schoolCode: z.string().nullable(),
    actorUuid: z.string().nullable(),
    actorRole: z.string().nullable(),
    actorName: z.string().nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    studentId: z.number().int().nullable(),
    details: jsonParam(z.record(z.string(), z.unknown())),
  }),
  row: noRow,
  sql: `INSERT INTO activity_log (school_code, actor_uuid, actor_role, actor_name, action, entity_type, entity_id, student_id, details)
     VALUES (:schoolCode, :actorUuid, :actorRole, :actorName, :action, :entityType, :entityId, :studentId, :details)`,
});

/** One field of a record that changed, old and new as text. */
export const insertHistory = namedQuery({
  name: 'insertHistory',
  params: z.object({
    schoolCode: z.string().nullable(),
    entityType: z.string(),
    entityId: z.string(),
    field: z.string(),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    actorUuid: z.string().nullable(),
    actorName: z.string().nullable(),
  }),
  row: noRow,
  sql: `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_uuid, actor_name)
       VALUES (:schoolCode, :entityType, :entityId, :field, :oldValue, :newValue, :actorUuid, :actorName)`,
});
