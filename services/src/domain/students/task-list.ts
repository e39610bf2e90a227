import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { z } from 'zod';
import { assertStudentVisible } from './access.js';
import { taskListItemStatus } from './answers.js';

/** Statuses a student no longer has to act on: left out of the filtered task list. */
export const HIDDEN_FROM_TASK_LIST = ['AUTO_VERIFIED', 'NOT_REQUIRED'];

interface LinkRow {
  id: number;
  uuid: string;
  student_id: number;
  status: string;
  aid_year: number;
  is_for_parent_account: boolean;
  question_text: string | null;
  due_date: string | null;
  updated_at: Date;
  interview_type_id: number;
  type_code: string;
  type_name: string;
  type_name_spanish: string | null;
}

/**
 * Task list items of several students (one call for a whole page of students). Students and parents
 * get only the students they are linked to; staff only those of their school.
 */
export async function taskListSearch(
  db: Db,
  caller: Caller,
  input: { studentIDs: number[]; aidYear: number; filtered: boolean; isForParentAccount?: boolean },
) {
  const students = await db.query<{ id: number; school_code: string; uuid: string }>(
    'SELECT id, school_code, uuid FROM student WHERE id = ANY($1::int[])',
    [input.studentIDs],
  );
  if (students.length !== new Set(input.studentIDs).size) throw notFound('One or more students do not exist');
  for (const s of students) await assertStudentVisible(db, caller, s);
  const rows = await db.query<LinkRow>(
    `SELECT l.id, l.uuid, l.student_id, l.status, l.aid_year, l.is_for_parent_account, l.question_text,
            to_char(l.due_date, 'YYYY-MM-DD') AS due_date, l.updated_at, t.id AS interview_type_id, t.type_code, t.name AS type_name,
            t.name_spanish AS type_name_spanish
       FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
      WHERE l.student_id = ANY($1::int[]) AND l.aid_year = $2
        AND (NOT $3 OR l.status <> ALL($4::text[]))
        AND ($5::boolean IS NULL OR l.is_for_parent_account = $5)
      ORDER BY l.student_id, l.is_for_parent_account, t.type_code, l.id`,
    [
      input.studentIDs,
      input.aidYear,
      input.filtered,
      HIDDEN_FROM_TASK_LIST,
      input.isForParentAccount ?? null,
    ],
  );
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    studentID: r.student_id,
    // The column's CHECK allows only these; parsed so the answer's type says so.
    studentInterviewLinkStatus: taskListItemStatus.parse(r.status),
    aidYear: r.aid_year,
    isForParentAccount: r.is_for_parent_account,
    questionText: r.question_text,
    dueDate: r.due_date,
    updatedAt: r.updated_at,
    interviewType: {
      id: r.interview_type_id,
      typeCode: r.type_code,
      name: r.type_name,
      nameSpanish: r.type_name_spanish,
    },
  }));
}

/** Accounts linked to a student (student, parent, other parent, spouse). */
export async function accountsOfStudent(db: Db, caller: Caller, uuid: string) {
  const [student] = await db.query<{ id: number; school_code: string; uuid: string }>(
    'SELECT id, school_code, uuid FROM student WHERE uuid = $1',
    [uuid],
  );
  if (!student) throw notFound('No such student');
  await assertStudentVisible(db, caller, student);
  const rows = await db.query(
    `SELECT a.id, a.uuid, a.username, a.first_name AS "firstName", a.last_name AS "lastName",
            l.account_type AS "accountType", l.e_sign_opt_out AS "eSignOptOut"
       FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id
      WHERE l.student_id = $1 ORDER BY l.account_type, a.id`,
    [student.id],
  );
  return rows.map((row) => linkedAccountRow.parse(row));
}

const linkedAccountRow = z.object({
  id: z.number().int(),
  uuid: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountType: z.number().int(),
  eSignOptOut: z.boolean(),
});
