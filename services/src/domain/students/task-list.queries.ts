import { z } from 'zod';
import { id, maybeText, namedQuery } from '../../platform/named-sql.js';
import { taskListItemStatus } from './task-list.answers.js';

// The SQL of the task list (task-list.ts): the students asked for, their task list items of an aid year and the
// accounts linked to a student; named, with their parameters and rows checked (docs/data-layer.md).

const visibleStudent = z.object({ id, school_code: z.string(), uuid: z.string() });

export const studentsByIds = namedQuery({
  name: 'taskListStudentsByIds',
  params: z.object({ ids: z.array(id) }),
  row: visibleStudent,
  sql: 'SELECT id, school_code, uuid FROM student WHERE id = ANY(:ids::int[])',
});

/** Task list items of some students for an aid year; `filtered` leaves out the hidden statuses. */
export const taskListItems = namedQuery({
  name: 'taskListItems',
  params: z.object({
    studentIds: z.array(id),
    aidYear: id,
    filtered: z.boolean(),
    hiddenStatuses: z.array(z.string()),
    isForParentAccount: z.boolean().nullable(),
  }),
  row: z.object({
    id,
    uuid: z.string(),
    student_id: id,
    // The column's CHECK allows only these.
    status: taskListItemStatus,
    aid_year: id,
    is_for_parent_account: z.boolean(),
    question_text: maybeText,
    due_date: maybeText,
    updated_at: z.date(),
    interview_type_id: id,
    type_code: z.string(),
    type_name: z.string(),
    type_name_spanish: maybeText,
  }),
  sql: `SELECT l.id, l.uuid, l.student_id, l.status, l.aid_year, l.is_for_parent_account, l.question_text,
            to_char(l.due_date, 'YYYY-MM-DD') AS due_date, l.updated_at, t.id AS interview_type_id, t.type_code, t.name AS type_name,
            t.name_spanish AS type_name_spanish
       FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
      WHERE l.student_id = ANY(:studentIds::int[]) AND l.aid_year = :aidYear
        AND (NOT :filtered OR l.status <> ALL(:hiddenStatuses::text[]))
        AND (:isForParentAccount::boolean IS NULL OR l.is_for_parent_account = :isForParentAccount)
      ORDER BY l.student_id, l.is_for_parent_account, t.type_code, l.id`,
});

export const studentByUuid = namedQuery({
  name: 'taskListStudentByUuid',
  params: z.object({ uuid: z.string() }),
  row: visibleStudent,
  sql: 'SELECT id, school_code, uuid FROM student WHERE uuid = :uuid',
});

/** The accounts linked to a student, as answered: by account type, then id. */
export const accountsOfStudent = namedQuery({
  name: 'accountsOfStudent',
  params: z.object({ studentId: id }),
  row: z.object({
    id,
    uuid: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    accountType: z.number().int(),
    eSignOptOut: z.boolean(),
  }),
  sql: `SELECT a.id, a.uuid, a.username, a.first_name AS "firstName", a.last_name AS "lastName",
            l.account_type AS "accountType", l.e_sign_opt_out AS "eSignOptOut"
       FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id
      WHERE l.student_id = :studentId ORDER BY l.account_type, a.id`,
});
