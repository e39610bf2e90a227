import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import * as sql from './account-links.queries.js';
import { loadStudent, studentName } from '../students/load-student.js';

/**
 * Links of many students or accounts with the account's details, in one call (the gateway's batch for a
 * worklist page). Staff get only their school's students; students and parents only the students they are linked to.
 */
export async function getManyAccountLinks(
  db: Db,
  caller: Caller,
  input: { studentIDs?: number[]; studentAccountIDs?: number[] },
) {
  if (!input.studentIDs?.length && !input.studentAccountIDs?.length)
    throw badRequest('give studentIDs or studentAccountIDs');
  return sql.accountLinks.all(db, {
    schoolCode: caller.schoolCode,
    studentIds: input.studentIDs?.length ? input.studentIDs : null,
    accountIds: input.studentAccountIDs?.length ? input.studentAccountIDs : null,
    ownAccountId: caller.kind === 'user' ? caller.accountId : null,
  });
}

/** Removes an account's link to a student (the account itself stays). */
export async function unlinkAccount(
  db: Db,
  caller: Caller,
  input: { studentID: number | string; studentAccountID: number },
) {
  return db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, input.studentID, { forUpdate: true });
    const link = await sql.deleteAccountLink.first(tx, {
      studentId: s.id,
      accountId: input.studentAccountID,
    });
    if (!link) throw notFound(`Account ${input.studentAccountID} is not linked to ${studentName(s)}`);
    if (link.account_type === 0) throw conflict(`The student's own account cannot be unlinked`);
    await recordActivity(tx, caller, {
      action: 'ACCOUNT_UNLINKED',
      entityType: 'student_account_link',
      entityId: link.id,
      studentId: s.id,
      details: { studentAccountID: input.studentAccountID, accountType: link.account_type },
    });
    return { unlinked: true, studentID: s.id, studentAccountID: input.studentAccountID };
  });
}
