import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import * as sql from './notes.queries.js';
import { loadStudent } from '../students/load-student.js';

// ---- task list memos: notes staff keep on one task list item -----------------------------------------

export async function taskListMemosOfStudent(db: Db, caller: Caller, studentKey: string) {
  const s = await loadStudent(db, caller, studentKey);
  return sql.memosOfStudent.all(db, { studentId: s.id });
}

/** Memos of one or more task list items, optionally containing a text; only the caller's school. */
export async function searchTaskListMemos(
  db: Db,
  caller: Caller,
  input: { studentInterviewLinkIDs?: number[]; studentID?: number; text?: string },
) {
  if (!input.studentInterviewLinkIDs?.length && !input.studentID)
    throw badRequest('give studentID or studentInterviewLinkIDs');
  return sql.searchMemos.all(db, {
    schoolCode: caller.schoolCode,
    linkIds: input.studentInterviewLinkIDs?.length ? input.studentInterviewLinkIDs : null,
    studentId: input.studentID ?? null,
    text: input.text?.trim() || null,
  });
}

export async function addTaskListMemo(
  db: Db,
  caller: Caller,
  input: { studentInterviewLinkID: number; text: string },
) {
  return db.transaction(async (tx) => {
    const link = await sql.itemStudent.first(tx, { linkId: input.studentInterviewLinkID });
    if (!link) throw notFound('No such task list item');
    const s = await loadStudent(tx, caller, link.student_id);
    const [memo] = await sql.insertMemo.all(tx, {
      schoolCode: s.school_code,
      studentId: s.id,
      linkId: input.studentInterviewLinkID,
      text: input.text,
      authorUuid: caller.accountUuid,
      authorName: caller.username,
    });
    await recordActivity(tx, caller, {
      action: 'TASK_LIST_MEMO_ADDED',
      entityType: 'student_interview_link_memo',
      entityId: memo!.id,
      studentId: s.id,
      details: { studentInterviewLinkID: input.studentInterviewLinkID },
    });
    return memoById(tx, memo!.id);
  });
}

async function memoById(db: Db, id: number) {
  return sql.memoById.first(db, { id });
}

/** A memo of the caller's school (another school's memo does not exist for them). */
async function loadMemo(db: Db, caller: Caller, id: number) {
  const memo = await sql.schoolMemoForUpdate.first(db, { id, schoolCode: caller.schoolCode });
  if (!memo) throw notFound(`No task list memo ${id}`);
  return memo;
}

export async function updateTaskListMemo(db: Db, caller: Caller, id: number, text: string) {
  return db.transaction(async (tx) => {
    const memo = await loadMemo(tx, caller, id);
    await sql.updateMemoText.run(tx, { id, text });
    await recordActivity(tx, caller, {
      action: 'TASK_LIST_MEMO_UPDATED',
      entityType: 'student_interview_link_memo',
      entityId: id,
      studentId: memo.student_id,
      details: { before: memo.text, after: text },
    });
    return memoById(tx, id);
  });
}

export async function deleteTaskListMemo(db: Db, caller: Caller, id: number) {
  return db.transaction(async (tx) => {
    const memo = await loadMemo(tx, caller, id);
    await sql.deleteMemo.run(tx, { id });
    await recordActivity(tx, caller, {
      action: 'TASK_LIST_MEMO_DELETED',
      entityType: 'student_interview_link_memo',
      entityId: id,
      studentId: memo.student_id,
      details: { text: memo.text },
    });
    return { id, deleted: true };
  });
}

// ---- alerts, memos and reminders on a student ----------------------------------------------------------

export type NoteKind = (typeof sql.NOTE_KINDS)[number];
/** Dismissing these removes them; message and warning alerts stay, marked expired. */
export const REMOVED_ON_DISMISSAL = ['error', 'success'];

export async function searchNotes(
  db: Db,
  caller: Caller,
  studentKey: string,
  kinds: NoteKind[],
  includeExpired: boolean,
) {
  const s = await loadStudent(db, caller, studentKey);
  return sql.notesOfStudent.all(db, { studentId: s.id, kinds, includeExpired });
}

export async function addNote(
  db: Db,
  caller: Caller,
  studentKey: string,
  input: { kind: NoteKind; text: string; severity?: string; dueDate?: string },
) {
  if (input.kind === 'ALERT' && !input.severity)
    throw badRequest('An alert needs a severity (error, success, message, warning or info)');
  if (input.kind !== 'ALERT' && input.severity) throw badRequest('Only alerts have a severity');
  if (input.kind === 'REMINDER' && !input.dueDate) throw badRequest('A reminder needs a due date');
  return db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, studentKey);
    const [note] = await sql.insertNote.all(tx, {
      schoolCode: s.school_code,
      studentId: s.id,
      kind: input.kind,
      severity: input.severity ?? null,
      text: input.text,
      dueDate: input.dueDate ?? null,
      authorUuid: caller.accountUuid,
      authorName: caller.username,
    });
    await recordActivity(tx, caller, {
      action: `${input.kind}_ADDED`,
      entityType: 'student_note',
      entityId: note!.id,
      studentId: s.id,
      details: { severity: input.severity },
    });
    return noteById(tx, note!.id);
  });
}

async function noteById(db: Db, id: number) {
  return sql.noteById.first(db, { id });
}

async function loadNote(db: Db, caller: Caller, id: number) {
  const note = await sql.schoolNoteForUpdate.first(db, { id, schoolCode: caller.schoolCode });
  if (!note) throw notFound(`No alert, memo or reminder ${id}`);
  return note;
}

export async function updateNote(
  db: Db,
  caller: Caller,
  id: number,
  input: { text?: string; dueDate?: string | null; severity?: string },
) {
  return db.transaction(async (tx) => {
    const note = await loadNote(tx, caller, id);
    if (input.severity && note.kind !== 'ALERT') throw badRequest('Only alerts have a severity');
    if (input.dueDate === null && note.kind === 'REMINDER') throw badRequest('A reminder needs a due date');
    await sql.updateNote.run(tx, {
      id,
      text: input.text ?? null,
      setDueDate: input.dueDate !== undefined,
      dueDate: input.dueDate ?? null,
      severity: input.severity ?? null,
    });
    await recordActivity(tx, caller, {
      action: `${note.kind}_UPDATED`,
      entityType: 'student_note',
      entityId: id,
      studentId: note.student_id,
      details: { before: note.text, ...input },
    });
    return noteById(tx, id);
  });
}

/** Expires (dismisses) a note: error and success alerts are removed; the others are kept, marked expired. */
export async function expireNote(db: Db, caller: Caller, id: number) {
  return db.transaction(async (tx) => {
    const note = await loadNote(tx, caller, id);
    const remove = note.kind === 'ALERT' && REMOVED_ON_DISMISSAL.includes(note.severity ?? '');
    if (remove) await sql.deleteNote.run(tx, { id });
    else await sql.expireNote.run(tx, { id });
    await recordActivity(tx, caller, {
      action: `${note.kind}_${remove ? 'DELETED' : 'EXPIRED'}`,
      entityType: 'student_note',
      entityId: id,
      studentId: note.student_id,
      details: { text: note.text },
    });
    return { id, removed: remove, expired: true };
  });
}

export async function deleteNote(db: Db, caller: Caller, id: number) {
  return db.transaction(async (tx) => {
    const note = await loadNote(tx, caller, id);
    await sql.deleteNote.run(tx, { id });
    await recordActivity(tx, caller, {
      action: `${note.kind}_DELETED`,
      entityType: 'student_note',
      entityId: id,
      studentId: note.student_id,
      details: { text: note.text },
    });
    return { id, removed: true, expired: false };
  });
}
