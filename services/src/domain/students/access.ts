import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { forbidden, notFound } from '../../platform/errors.js';

/**
 * The one check before any student row is returned: staff see students of the session's school only
 * (others are invisible: 404); students and parents see only students their account is linked to (403).
 */
export async function assertStudentVisible(db: Db, caller: Caller, student: { id: number; school_code: string; uuid: string }, notFoundMessage = 'Student not found') {
  if (caller.kind === 'staff') {
    // The same words as for a student that does not exist, and nothing of the other school's record (its uuid).
    if (student.school_code !== caller.schoolCode) throw notFound(notFoundMessage);
    return;
  }
  const [link] = await db.query(
    'SELECT 1 FROM student_account_link WHERE student_id = $1 AND student_account_id = $2',
    [student.id, caller.accountId],
  );
  if (!link) throw forbidden('You can only open your own record');
}

/**
 * One page view asks for the same record more than once (the screen and its tabs, React's double effects in
 * development, a retried request): the same person's same look at the same student within this long is one view.
 */
export const ACCESS_VIEW_SECONDS = 30;

/** Records that a person looked at a student record (the student activity log), once per view. */
export async function logStudentAccess(db: Db, caller: Caller, studentId: number, action: string) {
  await db.query(
    `INSERT INTO access_log (school_code, actor_uuid, actor_role, student_id, action)
     SELECT $1, $2, $3, $4, $5
      WHERE NOT EXISTS (SELECT 1 FROM access_log WHERE student_id = $4 AND actor_uuid = $2 AND action = $5
                           AND created_at > now() - make_interval(secs => $6))`,
    [caller.schoolCode, caller.accountUuid, caller.role, studentId, action, ACCESS_VIEW_SECONDS],
  );
}
