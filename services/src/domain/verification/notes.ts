import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { loadStudent } from './staff-actions.js';

// ---- task list memos: notes staff keep on one task list item -----------------------------------------

const MEMO_COLUMNS = `m.id, m.student_id AS "studentID", m.student_interview_link_id AS "studentInterviewLinkID", m.text,
  m.author_name AS "authorName", m.created_at AS "createdAt", m.updated_at AS "updatedAt"`;

export async function taskListMemosOfStudent(db: Db, caller: Caller, studentKey: string) {
  const s = await loadStudent(db, caller, studentKey);
  return db.query(
    `SELECT ${MEMO_COLUMNS} FROM student_interview_link_memo m WHERE m.student_id = $1 ORDER BY m.created_at DESC, m.id DESC`,
    [s.id],
  );
}

/** Memos of one or more task list items, optionally containing a text; only the caller's school. */
export async function searchTaskListMemos(
  db: Db,
  caller: Caller,
  input: { studentInterviewLinkIDs?: number[]; studentID?: number; text?: string },
) {
  if (!input.studentInterviewLinkIDs?.length && !input.studentID)
    throw badRequest('give studentID or studentInterviewLinkIDs');
  return db.query(
    `SELECT ${MEMO_COLUMNS} FROM student_interview_link_memo m
      WHERE m.school_code = $1 AND ($2::int[] IS NULL OR m.student_interview_link_id = ANY($2::int[]))
        AND ($3::int IS NULL OR m.student_id = $3) AND ($4::text IS NULL OR m.text ILIKE '%' || $4 || '%')
      ORDER BY m.created_at DESC, m.id DESC`,
    [
      caller.schoolCode,
      input.studentInterviewLinkIDs?.length ? input.studentInterviewLinkIDs : null,
      input.studentID ?? null,
      input.text?.trim() || null,
    ],
  );
}

export async function addTaskListMemo(
  db: Db,
  caller: Caller,
  input: { studentInterviewLinkID: number; text: string },
) {
  return db.transaction(async (tx) => {
    const [link] = await tx.query<{ student_id: number }>(
      'SELECT student_id FROM student_interview_link WHERE id = $1',
      [input.studentInterviewLinkID],
    );
    if (!link) throw notFound('No such task list item');
    const s = await loadStudent(tx, caller, link.student_id);
    const [memo] = await tx.query<{ id: number }>(
      `INSERT INTO student_interview_link_memo (school_code, student_id, student_interview_link_id, text, author_uuid, author_name)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [s.school_code, s.id, input.studentInterviewLinkID, input.text, caller.accountUuid, caller.username],
    );
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
  const [memo] = await db.query(`SELECT ${MEMO_COLUMNS} FROM student_interview_link_memo m WHERE m.id = $1`, [
    id,
  ]);
  return memo;
}

/** A memo of the caller's school (another school's memo does not exist for them). */
async function loadMemo(db: Db, caller: Caller, id: number) {
  const [memo] = await db.query<{ id: number; student_id: number; text: string }>(
    'SELECT id, student_id, text FROM student_interview_link_memo WHERE id = $1 AND school_code = $2 FOR UPDATE',
    [id, caller.schoolCode],
  );
  if (!memo) throw notFound(`No task list memo ${id}`);
  return memo;
}

export async function updateTaskListMemo(db: Db, caller: Caller, id: number, text: string) {
  return db.transaction(async (tx) => {
    const memo = await loadMemo(tx, caller, id);
    await tx.query('UPDATE student_interview_link_memo SET text = $2, updated_at = now() WHERE id = $1', [
      id,
      text,
    ]);
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
    await tx.query('DELETE FROM student_interview_link_memo WHERE id = $1', [id]);
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

export type NoteKind = 'ALERT' | 'MEMO' | 'REMINDER';
/** Dismissing these removes them; message and warning alerts stay, marked expired. */
export const REMOVED_ON_DISMISSAL = ['error', 'success'];

const NOTE_COLUMNS = `n.id, n.student_id AS "studentID", n.entity_type AS "entityType", n.kind, n.severity, n.text,
  to_char(n.due_date, 'YYYY-MM-DD') AS "dueDate", n.expired, n.author_name AS "authorName", n.created_at AS "createdAt", n.updated_at AS "updatedAt"`;

export async function searchNotes(
  db: Db,
  caller: Caller,
  studentKey: string,
  kinds: NoteKind[],
  includeExpired: boolean,
) {
  const s = await loadStudent(db, caller, studentKey);
  return db.query(
    `SELECT ${NOTE_COLUMNS} FROM student_note n WHERE n.student_id = $1 AND n.kind = ANY($2::text[]) AND ($3 OR NOT n.expired)
      ORDER BY n.created_at DESC, n.id DESC`,
    [s.id, kinds, includeExpired],
  );
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
    const [note] = await tx.query<{ id: number }>(
      `INSERT INTO student_note (school_code, student_id, kind, severity, text, due_date, author_uuid, author_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        s.school_code,
        s.id,
        input.kind,
        input.severity ?? null,
        input.text,
        input.dueDate ?? null,
        caller.accountUuid,
        caller.username,
      ],
    );
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
  const [note] = await db.query(`SELECT ${NOTE_COLUMNS} FROM student_note n WHERE n.id = $1`, [id]);
  return note;
}

async function loadNote(db: Db, caller: Caller, id: number) {
  const [note] = await db.query<{
    id: number;
    student_id: number;
    kind: NoteKind;
    severity: string | null;
    text: string;
  }>(
    'SELECT id, student_id, kind, severity, text FROM student_note WHERE id = $1 AND school_code = $2 FOR UPDATE',
    [id, caller.schoolCode],
  );
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
    await tx.query(
      `UPDATE student_note SET text = coalesce($2, text), due_date = CASE WHEN $3::boolean THEN $4::date ELSE due_date END,
              severity = coalesce($5, severity), updated_at = now() WHERE id = $1`,
      [id, input.text ?? null, input.dueDate !== undefined, input.dueDate ?? null, input.severity ?? null],
    );
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
    if (remove) await tx.query('DELETE FROM student_note WHERE id = $1', [id]);
    else await tx.query('UPDATE student_note SET expired = true, updated_at = now() WHERE id = $1', [id]);
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
    await tx.query('DELETE FROM student_note WHERE id = $1', [id]);
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
