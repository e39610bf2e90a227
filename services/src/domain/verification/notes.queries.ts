import { z } from 'zod';
import { id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the notes staff keep on a student (notes.ts): task list memos, and alerts, memos and reminders.
// Each statement once, named, with its parameters and rows checked (docs/data-layer.md).

// ---------- Task list memos ----------

const MEMO_COLUMNS = `m.id, m.student_id AS "studentID", m.student_interview_link_id AS "studentInterviewLinkID", m.text,
  m.author_name AS "authorName", m.created_at AS "createdAt", m.updated_at AS "updatedAt"`;

/** A task list memo as answered. */
const memo = z.object({
  id,
  studentID: id,
  studentInterviewLinkID: id,
  text: z.string(),
  authorName: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const memosOfStudent = namedQuery({
  name: 'memosOfStudent',
  params: z.object({ studentId: id }),
  row: memo,
  sql: `SELECT ${MEMO_COLUMNS} FROM student_interview_link_memo m WHERE m.student_id = :studentId ORDER BY m.created_at DESC, m.id DESC`,
});

/** Memos of the school, of some items and/or a student, containing a text (each filter skipped when null). */
export const searchMemos = namedQuery({
  name: 'searchMemos',
  params: z.object({
    schoolCode: z.string(),
    linkIds: z.array(id).nullable(),
    studentId: id.nullable(),
    text: maybeText,
  }),
  row: memo,
  sql: `SELECT ${MEMO_COLUMNS} FROM student_interview_link_memo m
      WHERE m.school_code = :schoolCode AND (:linkIds::int[] IS NULL OR m.student_interview_link_id = ANY(:linkIds::int[]))
        AND (:studentId::int IS NULL OR m.student_id = :studentId) AND (:text::text IS NULL OR m.text ILIKE '%' || :text || '%')
      ORDER BY m.created_at DESC, m.id DESC`,
});

export const memoById = namedQuery({
  name: 'memoById',
  params: z.object({ id }),
  row: memo,
  sql: `SELECT ${MEMO_COLUMNS} FROM student_interview_link_memo m WHERE m.id = :id`,
});

export const itemStudent = namedQuery({
  name: 'itemStudent',
  params: z.object({ linkId: id }),
  row: z.object({ student_id: id }),
  sql: 'SELECT student_id FROM student_interview_link WHERE id = :linkId',
});

export const insertMemo = namedQuery({
  name: 'insertMemo',
  params: z.object({
    schoolCode: z.string(),
    studentId: id,
    linkId: id,
    text: z.string(),
    authorUuid: z.string(),
    authorName: z.string(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO student_interview_link_memo (school_code, student_id, student_interview_link_id, text, author_uuid, author_name)
       VALUES (:schoolCode, :studentId, :linkId, :text, :authorUuid, :authorName) RETURNING id`,
});

/** A memo of the school, locked until the transaction ends. */
export const schoolMemoForUpdate = namedQuery({
  name: 'schoolMemoForUpdate',
  params: z.object({ id, schoolCode: z.string() }),
  row: z.object({ id, student_id: id, text: z.string() }),
  sql: 'SELECT id, student_id, text FROM student_interview_link_memo WHERE id = :id AND school_code = :schoolCode FOR UPDATE',
});

export const updateMemoText = namedQuery({
  name: 'updateMemoText',
  params: z.object({ id, text: z.string() }),
  row: noRow,
  sql: 'UPDATE student_interview_link_memo SET text = :text, updated_at = now() WHERE id = :id',
});

export const deleteMemo = namedQuery({
  name: 'deleteMemo',
  params: z.object({ id }),
  row: noRow,
  sql: 'DELETE FROM student_interview_link_memo WHERE id = :id',
});

// ---------- Alerts, memos and reminders on a student ----------

export const NOTE_KINDS = ['ALERT', 'MEMO', 'REMINDER'] as const;
const noteKind = z.enum(NOTE_KINDS);

const NOTE_COLUMNS = `n.id, n.student_id AS "studentID", n.entity_type AS "entityType", n.kind, n.severity, n.text,
  to_char(n.due_date, 'YYYY-MM-DD') AS "dueDate", n.expired, n.author_name AS "authorName", n.created_at AS "createdAt", n.updated_at AS "updatedAt"`;

/** An alert, memo or reminder as answered. */
const note = z.object({
  id,
  studentID: id,
  entityType: z.number().int(),
  kind: noteKind,
  // The column's CHECK allows only these.
  severity: z.enum(['error', 'success', 'message', 'warning', 'info']).nullable(),
  text: z.string(),
  dueDate: maybeText,
  expired: z.boolean(),
  authorName: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const notesOfStudent = namedQuery({
  name: 'notesOfStudent',
  params: z.object({ studentId: id, kinds: z.array(noteKind), includeExpired: z.boolean() }),
  row: note,
  sql: `SELECT ${NOTE_COLUMNS} FROM student_note n WHERE n.student_id = :studentId AND n.kind = ANY(:kinds::text[]) AND (:includeExpired OR NOT n.expired)
      ORDER BY n.created_at DESC, n.id DESC`,
});

export const noteById = namedQuery({
  name: 'noteById',
  params: z.object({ id }),
  row: note,
  sql: `SELECT ${NOTE_COLUMNS} FROM student_note n WHERE n.id = :id`,
});

export const insertNote = namedQuery({
  name: 'insertNote',
  params: z.object({
    schoolCode: z.string(),
    studentId: id,
    kind: noteKind,
    severity: maybeText,
    text: z.string(),
    dueDate: maybeText,
    authorUuid: z.string(),
    authorName: z.string(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO student_note (school_code, student_id, kind, severity, text, due_date, author_uuid, author_name)
       VALUES (:schoolCode, :studentId, :kind, :severity, :text, :dueDate, :authorUuid, :authorName) RETURNING id`,
});

/** A note of the school, locked until the transaction ends. */
export const schoolNoteForUpdate = namedQuery({
  name: 'schoolNoteForUpdate',
  params: z.object({ id, schoolCode: z.string() }),
  row: z.object({ id, student_id: id, kind: noteKind, severity: maybeText, text: z.string() }),
  sql: 'SELECT id, student_id, kind, severity, text FROM student_note WHERE id = :id AND school_code = :schoolCode FOR UPDATE',
});

/** Changes what is given: text and severity when not null, the due date when `setDueDate`. */
export const updateNote = namedQuery({
  name: 'updateNote',
  params: z.object({
    id,
    text: maybeText,
    setDueDate: z.boolean(),
    dueDate: maybeText,
    severity: maybeText,
  }),
  row: noRow,
  sql: `UPDATE student_note SET text = coalesce(:text, text), due_date = CASE WHEN :setDueDate::boolean THEN :dueDate::date ELSE due_date END,
              severity = coalesce(:severity, severity), updated_at = now() WHERE id = :id`,
});

export const expireNote = namedQuery({
  name: 'expireNote',
  params: z.object({ id }),
  row: noRow,
  sql: 'UPDATE student_note SET expired = true, updated_at = now() WHERE id = :id',
});

export const deleteNote = namedQuery({
  name: 'deleteNote',
  params: z.object({ id }),
  row: noRow,
  sql: 'DELETE FROM student_note WHERE id = :id',
});
