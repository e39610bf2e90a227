import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { PORTAL_LANGUAGES } from '../notifications/templates.js';

// The SQL of the task list items staff add and change, their documents and the interview pages' frame
// (task-items.ts): each statement once, named, with its parameters and rows checked (docs/data-layer.md).

// ---------- Adding and changing an item ----------

export const interviewTypeByCode = namedQuery({
  name: 'interviewTypeByCode',
  params: z.object({ typeCode: z.string() }),
  row: z.object({ id, name: z.string(), name_spanish: maybeText, type_code: z.string() }),
  sql: `SELECT id, name, name_spanish, type_code FROM interview_type WHERE lower(type_code) = lower(:typeCode)`,
});

export const schoolDefaultAidYear = namedQuery({
  name: 'schoolDefaultAidYear',
  params: z.object({ schoolCode: z.string() }),
  row: z.object({ default_aid_year: z.number().int() }),
  sql: `SELECT default_aid_year FROM school WHERE school_code = :schoolCode`,
});

/** Whether the type has a template that can start for the aid year. */
export const startableTemplateExists = namedQuery({
  name: 'startableTemplateExists',
  params: z.object({ typeId: id, aidYear: z.number().int() }),
  row: found,
  sql: `SELECT 1 AS found FROM interview_revision WHERE interview_type_id = :typeId AND aid_year = :aidYear AND first_step_id IS NOT NULL LIMIT 1`,
});

/** Whether the student already has an item of the type, year and side in one of `statuses`. */
export const itemInStatusExists = namedQuery({
  name: 'itemInStatusExists',
  params: z.object({
    studentId: id,
    typeId: id,
    aidYear: z.number().int(),
    isForParentAccount: z.boolean(),
    statuses: z.array(z.string()),
  }),
  row: found,
  sql: `SELECT 1 AS found FROM student_interview_link
      WHERE student_id = :studentId AND interview_type_id = :typeId AND aid_year = :aidYear AND is_for_parent_account = :isForParentAccount
        AND status = ANY(:statuses::text[])`,
});

export const insertItem = namedQuery({
  name: 'insertItem',
  params: z.object({
    uuid: z.string(),
    studentId: id,
    typeId: id,
    aidYear: z.number().int(),
    isForParentAccount: z.boolean(),
    questionText: maybeText,
    dueDate: maybeText,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, is_for_parent_account, question_text, due_date)
       VALUES (:uuid, :studentId, :typeId, :aidYear, :isForParentAccount, :questionText, :dueDate) RETURNING id`,
});

/** The accounts on one side of the student (the parents, or the student and spouse), with their language. */
export const accountsOnSide = namedQuery({
  name: 'accountsOnSide',
  params: z.object({ studentId: id, parents: z.boolean() }),
  row: z.object({
    username: z.string(),
    first_name: z.string(),
    preferred_language: z.enum(PORTAL_LANGUAGES),
  }),
  sql: `SELECT a.username, a.first_name, a.preferred_language FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id
        WHERE l.student_id = :studentId AND (l.account_type IN (1, 3)) = :parents`,
});

/** What staff may change on an item, locked until the transaction ends. */
export const itemForUpdate = namedQuery({
  name: 'itemForUpdate',
  params: z.object({ linkId: id }),
  row: z.object({ status: z.string(), question_text: maybeText, due_date: maybeText }),
  sql: `SELECT status, question_text, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM student_interview_link WHERE id = :linkId FOR UPDATE`,
});

const itemChange = z.object({ linkId: id, status: z.string(), questionText: maybeText, dueDate: maybeText });

export const updateItem = namedQuery({
  name: 'updateItem',
  params: itemChange,
  row: noRow,
  sql: `UPDATE student_interview_link SET status = :status, question_text = :questionText, due_date = :dueDate::date, updated_at = now()
        WHERE id = :linkId`,
});

/** The same change when it reopens the item: the interview starts over (what was answered stays in the history). */
export const reopenItem = namedQuery({
  name: 'reopenItem',
  params: itemChange,
  row: noRow,
  sql: `UPDATE student_interview_link SET status = :status, question_text = :questionText, due_date = :dueDate::date, updated_at = now(),
              current_step_id = NULL, step_path = '{}', submitted_at = NULL, signed_name = NULL, signed_at = NULL
        WHERE id = :linkId`,
});

// ---------- The item's documents in one zip ----------

/**
 * The bytes a zip of the item would hold: its uploads (when `uploads`) and the student's processor documents of
 * the item's side, or those of `documentIds` (when `processorDocuments`).
 */
export const itemDocumentsSize = namedQuery({
  name: 'itemDocumentsSize',
  params: z.object({
    linkId: id,
    uploads: z.boolean(),
    processorDocuments: z.boolean(),
    studentId: id,
    documentIds: z.array(id).nullable(),
    isForParentAccount: z.boolean(),
  }),
  row: z.object({ total: z.number() }),
  sql: `SELECT (CASE WHEN :uploads THEN (SELECT COALESCE(sum(size_bytes), 0) FROM interview_upload WHERE student_interview_link_id = :linkId AND deleted_at IS NULL) ELSE 0 END
           + CASE WHEN :processorDocuments THEN (SELECT COALESCE(sum(size_bytes), 0) FROM processor_document
                     WHERE student_id = :studentId AND (:documentIds::int[] IS NULL AND is_for_parent_account = :isForParentAccount OR id = ANY(:documentIds::int[])))
             ELSE 0 END)::float8 AS total`,
});

export const uploadsOfItem = namedQuery({
  name: 'uploadsOfItem',
  params: z.object({ linkId: id }),
  row: z.object({
    file_name: z.string(),
    version_id: z.number().int(),
    blob_key: z.string(),
    created_at: z.date(),
  }),
  sql: `SELECT file_name, version_id, blob_key, created_at FROM interview_upload
        WHERE student_interview_link_id = :linkId AND deleted_at IS NULL ORDER BY interview_question_id, version_id`,
});

/** The student's processor documents of one side, or those of `documentIds`. */
export const processorDocumentsOf = namedQuery({
  name: 'processorDocumentsOf',
  params: z.object({ studentId: id, documentIds: z.array(id).nullable(), isForParentAccount: z.boolean() }),
  row: z.object({ id, file_name: z.string(), blob_key: z.string(), created_at: z.date() }),
  sql: `SELECT id, file_name, blob_key, created_at FROM processor_document
        WHERE student_id = :studentId AND (:documentIds::int[] IS NULL AND is_for_parent_account = :isForParentAccount OR id = ANY(:documentIds::int[]))
        ORDER BY created_at, id`,
});

// ---------- The interview pages' frame ----------

/** The item's student and school, its note and due date. */
export const itemFrame = namedQuery({
  name: 'itemFrame',
  params: z.object({ linkId: id }),
  row: z.object({
    first_name: z.string(),
    last_name: z.string(),
    dependency_status: z.number().int(),
    student_number: z.string(),
    verification_group: maybeText,
    school_name: z.string(),
    sid_name: z.string(),
    question_text: maybeText,
    due_date: maybeText,
    updated_at: z.date(),
  }),
  sql: `SELECT s.first_name, s.last_name, s.dependency_status, s.student_number, s.verification_group, sc.school_name, sc.sid_name,
            l.question_text, to_char(l.due_date, 'YYYY-MM-DD') AS due_date, l.updated_at
       FROM student_interview_link l JOIN student s ON s.id = l.student_id JOIN school sc ON sc.school_code = s.school_code WHERE l.id = :linkId`,
});

export const templateSummary = namedQuery({
  name: 'templateSummary',
  params: z.object({ revisionId: id }),
  row: z.object({
    name: z.string(),
    revision: z.number().int(),
    description: maybeText,
    steps: z.number().int(),
  }),
  sql: `SELECT name, revision, description, (SELECT count(*)::int FROM interview_step s WHERE s.interview_revision_id = r.id) AS steps
       FROM interview_revision r WHERE id = :revisionId`,
});

/** The accounts on one side of the student, by first name, parents after the student. */
export const answerersOnSide = namedQuery({
  name: 'answerersOnSide',
  params: z.object({ studentId: id, parents: z.boolean() }),
  row: z.object({ first_name: z.string(), account_type: z.number().int() }),
  sql: `SELECT a.first_name, l.account_type FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id
      WHERE l.student_id = :studentId AND (l.account_type IN (1, 3)) = :parents ORDER BY l.account_type, a.id`,
});
