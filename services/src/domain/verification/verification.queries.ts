import { z } from 'zod';
import { id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { taskListItemStatus } from '../students/task-list.answers.js';

// The SQL of where a student's verification stands and of the comment codes (verification.ts): each statement
// once, named, with its parameters and rows checked (docs/data-layer.md).

/** isir_record.id is a bigint: a number on PGlite, a string on node-postgres; read, never answered. */
const isirRecordId = z.union([z.number(), z.string(), z.bigint()]);

/** The identity and verification fields of the student's current ISIR for an aid year. */
export const currentIsir = namedQuery({
  name: 'currentIsir',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({
    id: isirRecordId,
    transaction_number: z.number().int().nullable(),
    first_name: maybeText,
    last_name: maybeText,
    date_of_birth: maybeText,
    email: maybeText,
    ssn_last_four: maybeText,
    dependency_model: maybeText,
    tracking_flag: maybeText,
    selected_for_verification: maybeText,
    comment_codes: z.array(z.string()),
    sai: z.number().int().nullable(),
  }),
  sql: `SELECT id, transaction_number, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email, ssn_last_four,
            dependency_model, tracking_flag, selected_for_verification, comment_codes, sai
       FROM isir_record WHERE student_id = :studentId AND aid_year = :aidYear AND is_current LIMIT 1`,
});

/** The student record's identity fields the ISIR is compared with. */
export const studentIdentity = namedQuery({
  name: 'studentIdentity',
  params: z.object({ studentId: id }),
  row: z.object({
    student_number: z.string(),
    email: maybeText,
    date_of_birth: maybeText,
    ssn_last_four: maybeText,
  }),
  sql: `SELECT student_number, email, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, ssn_last_four FROM student WHERE id = :studentId`,
});

/** How many task list items of the aid year are in each status. */
export const itemCountsByStatus = namedQuery({
  name: 'itemCountsByStatus',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ status: taskListItemStatus, n: z.number().int() }),
  sql: 'SELECT status, count(*)::int AS n FROM student_interview_link WHERE student_id = :studentId AND aid_year = :aidYear GROUP BY status ORDER BY status',
});

export const unresolvedCommentCodeCount = namedQuery({
  name: 'unresolvedCommentCodeCount',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ unresolved: z.number().int() }),
  sql: 'SELECT count(*)::int AS unresolved FROM student_comment_code_link WHERE student_id = :studentId AND aid_year = :aidYear AND NOT resolved',
});

// ---------- Comment codes ----------

/** Adds a link for each three-digit comment code of the student's current ISIRs (existing links stay as they are). */
export const addCurrentCommentCodeLinks = namedQuery({
  name: 'addCurrentCommentCodeLinks',
  params: z.object({ studentId: id }),
  row: noRow,
  sql: `INSERT INTO student_comment_code_link (school_code, student_id, aid_year, code, isir_record_id)
     SELECT r.school_code, r.student_id, r.aid_year, c.code, r.id
       FROM isir_record r CROSS JOIN LATERAL unnest(r.comment_codes) AS c(code)
      WHERE r.student_id = :studentId AND r.is_current AND c.code ~ '^[0-9]{3}$'
     ON CONFLICT (student_id, aid_year, code) DO NOTHING`,
});

const LINK_COLUMNS = `SELECT l.id, l.aid_year AS "aidYear", l.code, coalesce(i.description, '') AS description, coalesce(i.display, true) AS display,
       l.resolved, l.resolved_by AS "resolvedBy", l.resolved_at AS "resolvedAt",
       EXISTS (SELECT 1 FROM isir_record r WHERE r.student_id = l.student_id AND r.aid_year = l.aid_year AND r.is_current AND l.code = ANY(r.comment_codes)) AS "onCurrentIsir"
  FROM student_comment_code_link l LEFT JOIN comment_code_info i ON i.aid_year = l.aid_year AND i.code = l.code`;

/** A comment code link as answered. */
const commentCodeLink = z.object({
  id,
  aidYear: z.number().int(),
  code: z.string(),
  description: z.string(),
  display: z.boolean(),
  resolved: z.boolean(),
  resolvedBy: maybeText,
  resolvedAt: z.date().nullable(),
  onCurrentIsir: z.boolean(),
});

export const commentCodeLinksOfStudent = namedQuery({
  name: 'commentCodeLinksOfStudent',
  params: z.object({ studentId: id }),
  row: commentCodeLink,
  sql: `${LINK_COLUMNS} WHERE l.student_id = :studentId ORDER BY l.aid_year DESC, l.code`,
});

export const commentCodeLinkById = namedQuery({
  name: 'commentCodeLinkById',
  params: z.object({ id }),
  row: commentCodeLink,
  sql: `${LINK_COLUMNS} WHERE l.id = :id`,
});

/** A comment code link of the school, locked until the transaction ends. */
export const schoolCommentCodeLinkForUpdate = namedQuery({
  name: 'schoolCommentCodeLinkForUpdate',
  params: z.object({ id, schoolCode: z.string() }),
  row: z.object({ id, student_id: id, code: z.string(), resolved: z.boolean() }),
  sql: 'SELECT id, student_id, code, resolved FROM student_comment_code_link WHERE id = :id AND school_code = :schoolCode FOR UPDATE',
});

export const setCommentCodeResolved = namedQuery({
  name: 'setCommentCodeResolved',
  params: z.object({ id, resolved: z.boolean(), resolvedBy: z.string() }),
  row: noRow,
  sql: `UPDATE student_comment_code_link SET resolved = :resolved, resolved_by = CASE WHEN :resolved THEN :resolvedBy END, resolved_at = CASE WHEN :resolved THEN now() END WHERE id = :id`,
});

/** What comment codes mean: of one aid year or all (null), only the displayed ones or all. */
export const commentCodeInfos = namedQuery({
  name: 'commentCodeInfos',
  params: z.object({ aidYear: z.number().int().nullable(), onlyDisplayed: z.boolean() }),
  row: z.object({
    id,
    aidYear: z.number().int(),
    code: z.string(),
    description: z.string(),
    display: z.boolean(),
  }),
  sql: `SELECT id, aid_year AS "aidYear", code, description, display FROM comment_code_info
      WHERE (:aidYear::int IS NULL OR aid_year = :aidYear) AND (NOT :onlyDisplayed OR display) ORDER BY aid_year DESC, code`,
});

export const commentCodeInfoForUpdate = namedQuery({
  name: 'commentCodeInfoForUpdate',
  params: z.object({ aidYear: z.number().int(), code: z.string() }),
  row: z.object({ id, description: z.string(), display: z.boolean() }),
  sql: 'SELECT id, description, display FROM comment_code_info WHERE aid_year = :aidYear AND code = :code FOR UPDATE',
});

/** Adds the meaning of a code, or changes what is given (description and display when not null). */
export const upsertCommentCodeInfo = namedQuery({
  name: 'upsertCommentCodeInfo',
  params: z.object({
    aidYear: z.number().int(),
    code: z.string(),
    description: maybeText,
    display: z.boolean().nullable(),
  }),
  row: z.object({
    id,
    aidYear: z.number().int(),
    code: z.string(),
    description: z.string(),
    display: z.boolean(),
  }),
  sql: `INSERT INTO comment_code_info (aid_year, code, description, display) VALUES (:aidYear, :code, coalesce(:description, ''), coalesce(:display, true))
       ON CONFLICT (aid_year, code) DO UPDATE SET description = coalesce(:description, comment_code_info.description), display = coalesce(:display, comment_code_info.display), updated_at = now()
       RETURNING id, aid_year AS "aidYear", code, description, display`,
});
