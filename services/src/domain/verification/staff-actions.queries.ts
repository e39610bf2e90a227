import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { found, id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the staff actions on a student's verification (staff-actions.ts) and of the signatures
// (signatures.ts): each statement once, named, with its parameters and rows checked (docs/data-layer.md).

/**
 * Sets the named columns of the student row (and updated_at). Built at run time from the columns a change sets,
 * the one statement here that is: the column names always come from code, the values are bound parameters.
 */
export async function updateStudentColumns(db: Db, studentId: number, columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  await db.query(
    `UPDATE student SET ${names.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
    [studentId, ...names.map((c) => columns[c])],
  );
}

// ---------- Assignment ----------

/** The staff member, when they have a role at the school. */
export const staffAtSchool = namedQuery({
  name: 'staffAtSchool',
  params: z.object({ staffId: id, schoolCode: z.string() }),
  row: z.object({ id }),
  sql: `SELECT u.id FROM staff_user u JOIN staff_school_role r ON r.staff_user_id = u.id AND r.school_code = :schoolCode WHERE u.id = :staffId`,
});

export const assignableStaff = namedQuery({
  name: 'assignableStaff',
  params: z.object({ schoolCode: z.string() }),
  row: z.object({ id, name: z.string(), email: z.string(), role: z.string() }),
  sql: `SELECT u.id, u.first_name || ' ' || u.last_name AS name, u.email, ro.name AS role
       FROM staff_user u JOIN staff_school_role r ON r.staff_user_id = u.id AND r.school_code = :schoolCode JOIN role ro ON ro.id = r.role_id
      WHERE u.active ORDER BY u.last_name, u.first_name, u.id`,
});

// ---------- Review ----------

/** The newest aid year the student has task list items for (null when none). */
export const newestTaskListAidYear = namedQuery({
  name: 'newestTaskListAidYear',
  params: z.object({ studentId: id }),
  row: z.object({ aid_year: z.number().int().nullable() }),
  sql: 'SELECT max(aid_year) AS aid_year FROM student_interview_link WHERE student_id = :studentId',
});

export const itemsInStatuses = namedQuery({
  name: 'itemsInStatuses',
  params: z.object({ studentId: id, aidYear: z.number().int(), statuses: z.array(z.string()) }),
  row: z.object({ name: z.string() }),
  sql: `SELECT t.name FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
        WHERE l.student_id = :studentId AND l.aid_year = :aidYear AND l.status = ANY(:statuses::text[]) ORDER BY t.name`,
});

export const verifySubmittedItems = namedQuery({
  name: 'verifySubmittedItems',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: noRow,
  sql: `UPDATE student_interview_link SET status = 'VERIFIED', updated_at = now() WHERE student_id = :studentId AND aid_year = :aidYear AND status = 'SUBMITTED'`,
});

/** Every item of the year not already resolved becomes VERIFIED: each one's id and status before. */
export const verifyUnresolvedItems = namedQuery({
  name: 'verifyUnresolvedItems',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ id, old: z.string() }),
  sql: `UPDATE student_interview_link l SET status = 'VERIFIED', updated_at = now()
         FROM student_interview_link o
        WHERE o.id = l.id AND l.student_id = :studentId AND l.aid_year = :aidYear AND l.status NOT IN ('VERIFIED', 'NOT_REQUIRED', 'AUTO_VERIFIED')
        RETURNING l.id, o.status AS old`,
});

// ---------- Postcards ----------

export const schoolStudentsForUpdate = namedQuery({
  name: 'schoolStudentsForUpdate',
  params: z.object({ studentIds: z.array(id), schoolCode: z.string() }),
  row: z.object({ id }),
  sql: 'SELECT id FROM student WHERE id = ANY(:studentIds::int[]) AND school_code = :schoolCode FOR UPDATE',
});

export const markPostcardsSent = namedQuery({
  name: 'markPostcardsSent',
  params: z.object({ studentIds: z.array(id) }),
  row: noRow,
  sql: 'UPDATE student SET postcards_sent_at = now(), updated_at = now() WHERE id = ANY(:studentIds::int[])',
});

// ---------- Signatures ----------

// The accounts of one side: the parents (1, 3) or the student and spouse (0, 4). Each statement is defined for
// both sides when the module loads.
const side = (forParent: boolean) => (forParent ? 'IN (1, 3)' : 'IN (0, 4)');

const eSignOptedOut = (forParent: boolean) =>
  namedQuery({
    name: forParent ? 'parentESignOptedOut' : 'studentESignOptedOut',
    params: z.object({ studentId: id }),
    row: found,
    sql: `SELECT 1 AS found FROM student_account_link WHERE student_id = :studentId AND e_sign_opt_out AND account_type ${side(forParent)}`,
  });
export const parentESignOptedOut = eSignOptedOut(true);
export const studentESignOptedOut = eSignOptedOut(false);

const setESignOptOut = (forParent: boolean) =>
  namedQuery({
    name: forParent ? 'setParentESignOptOut' : 'setStudentESignOptOut',
    params: z.object({ studentId: id, optOut: z.boolean() }),
    row: z.object({ id }),
    sql: `UPDATE student_account_link SET e_sign_opt_out = :optOut, e_sign_opt_out_date = CASE WHEN :optOut THEN now() END
        WHERE student_id = :studentId AND account_type ${side(forParent)} RETURNING id`,
  });
export const setParentESignOptOut = setESignOptOut(true);
export const setStudentESignOptOut = setESignOptOut(false);
