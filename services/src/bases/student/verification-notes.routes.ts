import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  addNote,
  addTaskListMemo,
  deleteNote,
  deleteTaskListMemo,
  expireNote,
  searchNotes,
  searchTaskListMemos,
  taskListMemosOfStudent,
  updateNote,
  updateTaskListMemo,
} from '../../domain/verification/notes.js';
import { deletedAnswer } from '../../domain/students/answers.js';
import { expireNoteAnswer, noteAnswer, taskListMemoAnswer } from '../../domain/verification/notes.answers.js';
import { VIEW, EDIT, studentKey, text, ids } from './verification-params.js';

/** Memos on task list items. */
export function taskListMemoRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentInterviewLinkMemo/getManyStudentInterviewLinkMemosByStudentID/{id}',
      access: VIEW,
      summary: 'Every task list memo of a student, newest first',
      params: z.object({ id: studentKey }),
      response: z.array(taskListMemoAnswer),
      handler: ({ params, caller }) => taskListMemosOfStudent(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentInterviewLinkMemo/search',
      access: VIEW,
      summary: 'Task list memos of a student or of task list items, optionally containing a text',
      body: z.object({
        studentID: dbId.optional(),
        studentInterviewLinkIDs: ids.optional(),
        text: z.string().max(200).optional(),
      }),
      response: z.array(taskListMemoAnswer),
      handler: ({ body, caller }) => searchTaskListMemos(db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentInterviewLinkMemo',
      access: EDIT,
      summary: 'Add a memo to a task list item',
      body: z.object({ studentInterviewLinkID: dbId, text }),
      response: taskListMemoAnswer,
      handler: ({ body, caller }) => addTaskListMemo(db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'StudentInterviewLinkMemo/{id}',
      access: EDIT,
      summary: 'Change the text of a task list memo',
      params: idParam,
      body: z.object({ text }),
      response: taskListMemoAnswer,
      handler: ({ params, body, caller }) => updateTaskListMemo(db, caller, params.id, body.text),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'StudentInterviewLinkMemo/{id}',
      access: EDIT,
      summary: 'Delete a task list memo',
      params: idParam,
      response: deletedAnswer,
      handler: ({ params, caller }) => deleteTaskListMemo(db, caller, params.id),
    }),
  ];
}

const noteSearchBody = z
  .object({ includeExpired: z.boolean().default(false) })
  .default({ includeExpired: false });
const severity = z.enum(['error', 'success', 'message', 'warning', 'info']);
const noteAddBody = z.object({
  text,
  severity: severity.optional(),
  dueDate: z.iso.date('must be a date (YYYY-MM-DD)').optional(),
});
const noteUpdateBody = z.object({
  text: text.optional(),
  severity: severity.optional(),
  dueDate: z.iso.date('must be a date (YYYY-MM-DD)').nullable().optional(),
});

/** Alerts, memos and reminders of a student: read and added. */
export function noteRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'alert/search/{id}',
      access: VIEW,
      summary: 'Alerts of a student (id or uuid)',
      params: z.object({ id: studentKey }),
      body: noteSearchBody,
      response: z.array(noteAnswer),
      handler: ({ params, body, caller }) =>
        searchNotes(db, caller, params.id, ['ALERT'], body.includeExpired),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'alert/add/{id}',
      access: EDIT,
      summary: 'Add an alert (error, success, message, warning, info) to a student',
      params: z.object({ id: studentKey }),
      body: noteAddBody,
      response: noteAnswer,
      handler: ({ params, body, caller }) => addNote(db, caller, params.id, { ...body, kind: 'ALERT' }),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'memo/search/{id}',
      access: VIEW,
      summary: 'Memos and reminders of a student (id or uuid)',
      params: z.object({ id: studentKey }),
      body: noteSearchBody,
      response: z.array(noteAnswer),
      handler: ({ params, body, caller }) =>
        searchNotes(db, caller, params.id, ['MEMO', 'REMINDER'], body.includeExpired),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'memo/add/{id}',
      access: EDIT,
      summary: 'Add a memo, or a reminder with a due date, to a student',
      params: z.object({ id: studentKey }),
      body: noteAddBody,
      response: noteAnswer,
      handler: ({ params, body, caller }) =>
        addNote(db, caller, params.id, { ...body, kind: body.dueDate ? 'REMINDER' : 'MEMO' }),
    }),
  ];
}

/** Alerts, memos and reminders changed, dismissed or deleted. */
export function noteChangeRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'alert/{id}',
      access: EDIT,
      summary: 'Update an alert (text, severity, due date)',
      params: idParam,
      body: noteUpdateBody,
      response: noteAnswer,
      handler: ({ params, body, caller }) => updateNote(db, caller, params.id, body),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'reminder/{id}',
      access: EDIT,
      summary: 'Update an alert, memo or reminder (text, severity, due date)',
      params: idParam,
      body: noteUpdateBody,
      response: noteAnswer,
      handler: ({ params, body, caller }) => updateNote(db, caller, params.id, body),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'reminder/expire/{id}',
      access: EDIT,
      summary:
        'Dismiss an alert, memo or reminder: error and success alerts are removed, the others marked expired',
      params: idParam,
      response: expireNoteAnswer,
      handler: ({ params, caller }) => expireNote(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'reminder/{id}',
      access: EDIT,
      summary: 'Delete an alert, memo or reminder',
      params: idParam,
      response: expireNoteAnswer,
      handler: ({ params, caller }) => deleteNote(db, caller, params.id),
    }),
  ];
}
