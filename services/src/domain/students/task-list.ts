import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { assertStudentVisible } from './access.js';
import * as sql from './task-list.queries.js';

/** Statuses a student no longer has to act on: left out of the filtered task list. */
export const HIDDEN_FROM_TASK_LIST = ['AUTO_VERIFIED', 'NOT_REQUIRED'];

/**
 * Task list items of several students (one call for a whole page of students). Students and parents
 * get only the students they are linked to; staff only those of their school.
 */
export async function taskListSearch(
  db: Db,
  caller: Caller,
  input: { studentIDs: number[]; aidYear: number; filtered: boolean; isForParentAccount?: boolean },
) {
  const students = await sql.studentsByIds.all(db, { ids: input.studentIDs });
  if (students.length !== new Set(input.studentIDs).size) throw notFound('One or more students do not exist');
  for (const s of students) await assertStudentVisible(db, caller, s);
  const rows = await sql.taskListItems.all(db, {
    studentIds: input.studentIDs,
    aidYear: input.aidYear,
    filtered: input.filtered,
    hiddenStatuses: HIDDEN_FROM_TASK_LIST,
    isForParentAccount: input.isForParentAccount ?? null,
  });
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    studentID: r.student_id,
    studentInterviewLinkStatus: r.status,
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
  const student = await sql.studentByUuid.first(db, { uuid });
  if (!student) throw notFound('No such student');
  await assertStudentVisible(db, caller, student);
  return sql.accountsOfStudent.all(db, { studentId: student.id });
}
