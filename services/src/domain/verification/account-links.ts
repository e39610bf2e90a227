import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { loadStudent, studentName } from './staff-actions.js';

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
  return db.query(
    `SELECT l.id, l.student_id AS "studentID", l.student_account_id AS "studentAccountID", l.account_type AS "accountType",
            l.e_sign_opt_out AS "eSignOptOut", l.e_sign_opt_out_date AS "eSignOptOutDate",
            a.uuid, a.username, a.first_name AS "firstName", a.last_name AS "lastName", a.mfa_option AS "mfaOption",
            a.preferred_language AS "preferredLanguage"
       FROM student_account_link l JOIN student st ON st.id = l.student_id JOIN student_account a ON a.id = l.student_account_id
      WHERE st.school_code = $1
        AND ($4::int IS NULL OR l.student_id IN (SELECT own.student_id FROM student_account_link own WHERE own.student_account_id = $4))
        AND ($2::int[] IS NULL OR l.student_id = ANY($2::int[])) AND ($3::int[] IS NULL OR l.student_account_id = ANY($3::int[]))
      ORDER BY l.student_id, l.account_type, a.id`,
    [
      caller.schoolCode,
      input.studentIDs?.length ? input.studentIDs : null,
      input.studentAccountIDs?.length ? input.studentAccountIDs : null,
      caller.kind === 'user' ? caller.accountId : null,
    ],
  );
}

/** Removes an account's link to a student (the account itself stays). */
export async function unlinkAccount(
  db: Db,
  caller: Caller,
  input: { studentID: number | string; studentAccountID: number },
) {
  return db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, input.studentID, { forUpdate: true });
    const [link] = await tx.query<{ id: number; account_type: number }>(
      'DELETE FROM student_account_link WHERE student_id = $1 AND student_account_id = $2 RETURNING id, account_type',
      [s.id, input.studentAccountID],
    );
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
