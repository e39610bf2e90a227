import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { forbidden, notFound } from '../../platform/errors.js';
import * as sql from './students.queries.js';

/**
 * The one check before any student row is returned: staff see students of the session's school only
 * (others are invisible: 404); students and parents see only students their account is linked to (403).
 */
export async function assertStudentVisible(
  db: Db,
  caller: Caller,
  student: { id: number; school_code: string; uuid: string },
  /** The same words whether the student is elsewhere or nowhere; never the id asked for. */
  notFoundMessage = 'No such student',
) {
  if (caller.kind === 'staff') {
    // The same words as for a student that does not exist, and nothing of the other school's record (its uuid).
    if (student.school_code !== caller.schoolCode) throw notFound(notFoundMessage);
    return;
  }
  const link = await sql.accountLinkedToStudent.first(db, {
    studentId: student.id,
    accountId: caller.accountId,
  });
  if (!link) throw forbidden('You can only open your own record');
}

/**
 * Records that a person looked at a student record (the student activity log). One page view of the browser asks
 * for a record more than once (the screen and its tabs, React's double effects in development): requests naming
 * the same page view (x-page-view) are one entry; a request without one is an entry of its own.
 */
export async function logStudentAccess(db: Db, caller: Caller, studentId: number, action: string) {
  await sql.logStudentAccess.run(db, {
    schoolCode: caller.schoolCode,
    actorUuid: caller.accountUuid,
    actorRole: caller.role,
    studentId,
    action,
    pageView: caller.pageView ?? null,
  });
}
