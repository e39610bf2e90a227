import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import { schoolDayStart } from '../schools/time-zone.js';
import { loadStudent } from './staff-actions.js';

/** Field changes of the student record (status, group, signatures, review...), newest first. */
export async function studentHistory(db: Db, caller: Caller, key: string, fields?: string[]) {
  const s = await loadStudent(db, caller, key);
  return db.query(
    `SELECT h.id::int AS id, h.field, h.old_value AS "oldValue", h.new_value AS "newValue", h.actor_name AS "changedBy", h.created_at AS "changedAt"
       FROM record_history h WHERE h.entity_type = 'student' AND h.entity_id = $1 AND ($2::text[] IS NULL OR h.field = ANY($2::text[]))
      ORDER BY h.created_at DESC, h.id DESC`,
    [String(s.id), fields ?? null],
  );
}

/** Changes to the accounts linked to the student (links, e-sign opt-out). */
export async function accountHistory(db: Db, caller: Caller, key: string) {
  const s = await loadStudent(db, caller, key);
  return db.query(
    `SELECT a.id::int AS id, a.action, a.details, a.actor_name AS "changedBy", a.created_at AS "changedAt"
       FROM activity_log a WHERE a.student_id = $1 AND (a.entity_type IN ('student_account_link', 'student_account') OR a.action LIKE 'E_SIGN_%')
      ORDER BY a.created_at DESC, a.id DESC`,
    [s.id],
  );
}

/** Corrections recorded on the student's ISIR data (written by the ISIR pipeline as 'correction' history). */
export async function correctionHistory(db: Db, caller: Caller, key: string) {
  const s = await loadStudent(db, caller, key);
  return db.query(
    `SELECT h.id::int AS id, h.field, h.old_value AS "oldValue", h.new_value AS "newValue", h.actor_name AS "changedBy", h.created_at AS "changedAt"
       FROM record_history h WHERE h.entity_type = 'correction' AND h.school_code = $2 AND h.entity_id LIKE $1 || ':%'
      ORDER BY h.created_at DESC, h.id DESC`,
    [String(s.id), s.school_code],
  );
}

/** Every staff action on the student (the activity log, student part). */
export async function studentActivity(db: Db, caller: Caller, key: string) {
  const s = await loadStudent(db, caller, key);
  return db.query(
    `SELECT a.id::int AS id, a.action, a.entity_type AS "entityType", a.details, a.actor_name AS "actorName", a.actor_role AS "actorRole", a.created_at AS "createdAt"
       FROM activity_log a WHERE a.student_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 500`,
    [s.id],
  );
}

/** Who looked at the student record, newest first; from and to are the school's days. */
export async function accessLogSearch(
  db: Db,
  caller: Caller,
  input: { studentID: number; from?: string; to?: string },
) {
  if (input.from && input.to && input.from > input.to) throw badRequest('from must not be after to');
  const s = await loadStudent(db, caller, input.studentID);
  return db.query(
    `SELECT l.id::int AS id, l.action, l.actor_role AS "actorRole", coalesce(u.first_name || ' ' || u.last_name, a.first_name || ' ' || a.last_name) AS "actorName",
            l.created_at AS "createdAt"
       FROM access_log l LEFT JOIN staff_user u ON u.uuid = l.actor_uuid LEFT JOIN student_account a ON a.uuid = l.actor_uuid
      WHERE l.student_id = $1 AND ($2::date IS NULL OR l.created_at >= ${schoolDayStart('$4', '$2')})
        AND ($3::date IS NULL OR l.created_at < ${schoolDayStart('$4', '$3::date + 1')})
      ORDER BY l.created_at DESC, l.id DESC LIMIT 1000`,
    [s.id, input.from ?? null, input.to ?? null, s.school_code],
  );
}
