import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the verification binders (binders.ts): the cover page's facts, the documents bound, the binders
// kept. Each statement once, named, with its parameters and rows checked (docs/data-layer.md).

export const studentNumberAndSchool = namedQuery({
  name: 'studentNumberAndSchool',
  params: z.object({ studentId: id }),
  row: z.object({ student_number: z.string(), school_name: z.string() }),
  sql: 'SELECT st.student_number, sc.name AS school_name FROM student st JOIN school sc ON sc.school_code = st.school_code WHERE st.id = :studentId',
});

/** The task list of the year, of one side (null: both), the student's first. */
export const taskListOfSide = namedQuery({
  name: 'taskListOfSide',
  params: z.object({ studentId: id, aidYear: z.number().int(), forParent: z.boolean().nullable() }),
  row: z.object({ name: z.string(), status: z.string(), is_for_parent_account: z.boolean() }),
  sql: `SELECT t.name, l.status, l.is_for_parent_account FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
      WHERE l.student_id = :studentId AND l.aid_year = :aidYear AND (:forParent::boolean IS NULL OR l.is_for_parent_account = :forParent) ORDER BY l.is_for_parent_account, t.name`,
});

/** The processor documents of one side (null: both), oldest first, with where their files are kept. */
export const documentsOfSide = namedQuery({
  name: 'documentsOfSide',
  params: z.object({ studentId: id, forParent: z.boolean().nullable() }),
  row: z.object({ file_name: z.string(), content_type: z.string(), blob_key: z.string() }),
  sql: `SELECT file_name, content_type, blob_key FROM processor_document
      WHERE student_id = :studentId AND (:forParent::boolean IS NULL OR is_for_parent_account = :forParent) ORDER BY created_at, id`,
});

export const insertBinder = namedQuery({
  name: 'insertBinder',
  params: z.object({
    uuid: z.string(),
    schoolCode: z.string(),
    studentId: id,
    aidYear: z.number().int(),
    kind: z.enum(['BINDER', 'SUPER_BINDER']),
    forParent: z.boolean(),
    inkSign: z.boolean(),
    pageCount: z.number().int(),
    sizeBytes: z.number().int(),
    blobKey: z.string(),
    createdBy: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO student_binder (uuid, school_code, student_id, aid_year, kind, is_for_parent_account, ink_sign, page_count, size_bytes, blob_key, created_by)
         VALUES (:uuid, :schoolCode, :studentId, :aidYear, :kind, :forParent, :inkSign, :pageCount, :sizeBytes, :blobKey, :createdBy)`,
});

/** The student's binders, of one aid year (null: all), newest first, as answered. */
export const bindersOfStudent = namedQuery({
  name: 'bindersOfStudent',
  params: z.object({ studentId: id, aidYear: z.number().int().nullable() }),
  row: z.object({
    uuid: z.string(),
    aidYear: z.number().int(),
    kind: z.enum(['BINDER', 'SUPER_BINDER']),
    isForParentAccount: z.boolean(),
    inkSign: z.boolean(),
    pageCount: z.number().int(),
    size: z.number().int(),
    createdBy: z.string(),
    createdAt: z.date(),
  }),
  sql: `SELECT uuid, aid_year AS "aidYear", kind, is_for_parent_account AS "isForParentAccount", ink_sign AS "inkSign",
            page_count AS "pageCount", size_bytes AS "size", created_by AS "createdBy", created_at AS "createdAt"
       FROM student_binder WHERE student_id = :studentId AND (:aidYear::int IS NULL OR aid_year = :aidYear) ORDER BY created_at DESC, id DESC`,
});

/** A binder of the school, with where its file is kept. */
export const schoolBinder = namedQuery({
  name: 'schoolBinder',
  params: z.object({ uuid: z.string(), schoolCode: z.string() }),
  row: z.object({ student_id: id, blob_key: z.string(), kind: z.string(), aid_year: z.number().int() }),
  sql: 'SELECT student_id, blob_key, kind, aid_year FROM student_binder WHERE uuid = :uuid AND school_code = :schoolCode',
});
