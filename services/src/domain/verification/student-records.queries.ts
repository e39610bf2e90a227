import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { schoolDayStart } from '../../platform/school-day.js';

// The SQL of the student's records staff read and correct (student-records.ts): document downloads, the student
// record, the ISIR attributes, the parent profile, the comment and reject codes, supporting documents and linked
// accounts. Each statement once, named, with its parameters and rows checked (docs/data-layer.md).

// ---------- Document downloads ----------

export const insertDocumentDownload = namedQuery({
  name: 'insertDocumentDownload',
  params: z.object({
    schoolCode: z.string(),
    studentId: id,
    kind: z.string(),
    documentId: maybeText,
    fileName: z.string(),
    actorUuid: z.string(),
    actorName: z.string(),
    actorRole: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO document_download_log (school_code, student_id, document_kind, document_id, file_name, actor_uuid, actor_name, actor_role)
     VALUES (:schoolCode, :studentId, :kind, :documentId, :fileName, :actorUuid, :actorName, :actorRole)`,
});

/** Downloads of the student's documents, newest first, within the school's days from and to (each may be null). */
export const documentDownloads = namedQuery({
  name: 'documentDownloads',
  params: z.object({ studentId: id, from: maybeText, to: maybeText, schoolCode: z.string() }),
  row: z.object({
    id,
    documentKind: z.string(),
    documentID: maybeText,
    fileName: z.string(),
    actorName: z.string(),
    actorRole: z.string(),
    createdAt: z.date(),
  }),
  sql: `SELECT id::int, document_kind AS "documentKind", document_id AS "documentID", file_name AS "fileName", actor_name AS "actorName",
            actor_role AS "actorRole", created_at AS "createdAt"
       FROM document_download_log WHERE student_id = :studentId AND (:from::date IS NULL OR created_at >= ${schoolDayStart(':schoolCode', ':from')})
        AND (:to::date IS NULL OR created_at < ${schoolDayStart(':schoolCode', ':to::date + 1')})
      ORDER BY created_at DESC, id DESC LIMIT 1000`,
});

// ---------- The student record ----------

/** The fields staff may correct, before the correction (for the history). */
export const correctableFields = namedQuery({
  name: 'correctableFields',
  params: z.object({ studentId: id }),
  row: z.object({
    first_name: z.string(),
    last_name: z.string(),
    student_number: z.string(),
    email: maybeText,
    date_of_birth: maybeText,
  }),
  sql: `SELECT first_name, last_name, student_number, email, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM student WHERE id = :studentId`,
});

/** Whether another student of the school has the student number. */
export const studentNumberTaken = namedQuery({
  name: 'studentNumberTaken',
  params: z.object({ schoolCode: z.string(), studentNumber: z.string(), studentId: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM student WHERE school_code = :schoolCode AND student_number = :studentNumber AND id <> :studentId',
});

export const studentRecord = namedQuery({
  name: 'studentRecord',
  params: z.object({ studentId: id }),
  row: z.object({
    id,
    uuid: z.string(),
    studentNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: maybeText,
    dateOfBirth: maybeText,
  }),
  sql: `SELECT id, uuid::text, student_number AS "studentNumber", first_name AS "firstName", last_name AS "lastName", email,
              to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth" FROM student WHERE id = :studentId`,
});

// ---------- Student attributes: what the aid year's current ISIR says ----------

const ATTRIBUTE_COLUMNS = `r.student_id AS "studentID", r.aid_year AS "aidYear", r.transaction_number AS "transactionNumber",
  r.dependency_model AS "dependencyModel", r.sai, r.tracking_flag AS "trackingFlag", r.selected_for_verification AS "selectedForVerification",
  r.comment_codes AS "commentCodes", r.reject_codes AS "rejectCodes", to_char(r.transaction_process_date, 'YYYY-MM-DD') AS "transactionProcessDate",
  p.profile`;

const studentAttribute = z.object({
  studentID: id,
  aidYear: z.number().int(),
  transactionNumber: z.number().int().nullable(),
  dependencyModel: maybeText,
  sai: z.number().int().nullable(),
  trackingFlag: maybeText,
  selectedForVerification: maybeText,
  commentCodes: z.array(z.string()),
  rejectCodes: maybeText,
  transactionProcessDate: maybeText,
  /** The student's profile for the year (jsonb, stored as an object), null when there is none. */
  profile: z.record(z.string(), z.unknown()).nullable(),
});

/** The attributes of many students of the school: for each, its newest ISIR of the year, the current one first. */
export const attributesOfStudents = namedQuery({
  name: 'attributesOfStudents',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int(), studentIds: z.array(id) }),
  row: studentAttribute,
  sql: `SELECT DISTINCT ON (r.student_id) ${ATTRIBUTE_COLUMNS}
       FROM isir_record r JOIN student st ON st.id = r.student_id LEFT JOIN student_profile p ON p.student_id = r.student_id AND p.aid_year = r.aid_year
      WHERE st.school_code = :schoolCode AND r.aid_year = :aidYear AND r.student_id = ANY(:studentIds::int[])
      ORDER BY r.student_id, r.is_current DESC, r.transaction_number DESC NULLS LAST, r.id DESC`,
});

export const attributesOfStudent = namedQuery({
  name: 'attributesOfStudent',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: studentAttribute,
  sql: `SELECT ${ATTRIBUTE_COLUMNS} FROM isir_record r LEFT JOIN student_profile p ON p.student_id = r.student_id AND p.aid_year = r.aid_year
      WHERE r.student_id = :studentId AND r.aid_year = :aidYear ORDER BY r.is_current DESC, r.transaction_number DESC NULLS LAST, r.id DESC LIMIT 1`,
});

export const studentProfile = namedQuery({
  name: 'studentProfile',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ profile: z.record(z.string(), z.unknown()) }),
  sql: 'SELECT profile FROM student_profile WHERE student_id = :studentId AND aid_year = :aidYear',
});

export const attributeChanges = namedQuery({
  name: 'attributeChanges',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({
    id,
    field: z.string(),
    oldValue: maybeText,
    newValue: maybeText,
    transactionNumber: z.number().int().nullable(),
    changedAt: z.date(),
  }),
  sql: `SELECT c.id::int, c.field, c.old_value AS "oldValue", c.new_value AS "newValue", r.transaction_number AS "transactionNumber", c.created_at AS "changedAt"
       FROM isir_change c JOIN isir_record r ON r.id = c.isir_record_id
      WHERE c.student_id = :studentId AND c.aid_year = :aidYear ORDER BY c.created_at DESC, c.id DESC`,
});

// ---------- The parent profile ----------

/** The student's newest ISIR of the year (the current one first), sealed, with its layout. */
export const newestSealedIsir = namedQuery({
  name: 'newestSealedIsir',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({
    layout_id: id,
    raw_encrypted: z.string(),
    transaction_number: z.number().int().nullable(),
  }),
  sql: `SELECT isir_record_info_id AS layout_id, raw_encrypted, transaction_number FROM isir_record WHERE student_id = :studentId AND aid_year = :aidYear
      ORDER BY is_current DESC, transaction_number DESC NULLS LAST, id DESC LIMIT 1`,
});

export const parentAccounts = namedQuery({
  name: 'parentAccounts',
  params: z.object({ studentId: id }),
  row: z.object({
    id,
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: maybeText,
    accountType: z.number().int(),
  }),
  sql: `SELECT a.id, a.username, a.first_name AS "firstName", a.last_name AS "lastName", a.phone, l.account_type AS "accountType"
       FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id WHERE l.student_id = :studentId AND l.account_type IN (1, 3) ORDER BY l.account_type, a.id`,
});

// ---------- Comment and reject codes: the headline ----------

/** The student's ISIR of the newest aid year (the current one first). */
export const newestIsir = namedQuery({
  name: 'newestIsir',
  params: z.object({ studentId: id }),
  row: z.object({
    aid_year: z.number().int(),
    reject_codes: maybeText,
    transaction_number: z.number().int().nullable(),
  }),
  sql: `SELECT aid_year, reject_codes, transaction_number FROM isir_record WHERE student_id = :studentId ORDER BY aid_year DESC, is_current DESC, transaction_number DESC NULLS LAST LIMIT 1`,
});

export const commentCodeCounts = namedQuery({
  name: 'commentCodeCounts',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ total: z.number().int(), open: z.number().int() }),
  sql: 'SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT resolved)::int AS open FROM student_comment_code_link WHERE student_id = :studentId AND aid_year = :aidYear',
});

/** Open task list items of the year whose interview is a comment code's. */
export const openCommentCodeItems = namedQuery({
  name: 'openCommentCodeItems',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ open: z.number().int() }),
  sql: `SELECT count(*)::int AS open FROM student_interview_link l
      WHERE l.student_id = :studentId AND l.aid_year = :aidYear AND l.status IN ('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION')
        AND EXISTS (SELECT 1 FROM interview_revision v WHERE v.interview_type_id = l.interview_type_id AND v.aid_year = l.aid_year AND v.is_comment_code)`,
});

// ---------- Supporting documents ----------

export const itemStudentAndSide = namedQuery({
  name: 'itemStudentAndSide',
  params: z.object({ linkId: id }),
  row: z.object({ student_id: id, is_for_parent_account: z.boolean() }),
  sql: 'SELECT student_id, is_for_parent_account FROM student_interview_link WHERE id = :linkId',
});

/** The current (not deleted) uploads of a task list item, newest first. */
export const supportingDocuments = namedQuery({
  name: 'supportingDocuments',
  params: z.object({ linkId: id }),
  row: z.object({
    id,
    uuid: z.string(),
    studentInterviewLinkID: id,
    questionID: id,
    questionText: maybeText,
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    versionID: z.number().int(),
    createdAt: z.date(),
  }),
  sql: `SELECT u.id, u.uuid::text, u.student_interview_link_id AS "studentInterviewLinkID", u.interview_question_id AS "questionID", q.text AS "questionText",
            u.file_name AS "fileName", u.content_type AS "contentType", u.size_bytes AS "size", u.version_id AS "versionID", u.created_at AS "createdAt"
       FROM interview_upload u LEFT JOIN interview_question q ON q.id = u.interview_question_id
      WHERE u.student_interview_link_id = :linkId AND u.deleted_at IS NULL ORDER BY u.created_at DESC, u.id DESC`,
});

// ---------- Linked accounts ----------

/** The account, locked until the transaction ends, with the first student it is linked to. */
export const accountForUpdate = namedQuery({
  name: 'accountForUpdate',
  params: z.object({ accountId: id }),
  row: z.object({
    id,
    school_code: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: maybeText,
    mfa_option: z.enum(['EMAIL', 'SMS']),
    student_id: id.nullable(),
  }),
  sql: `SELECT a.id, a.school_code, a.first_name, a.last_name, a.phone, a.mfa_option,
              (SELECT min(l.student_id) FROM student_account_link l WHERE l.student_account_id = a.id) AS student_id
         FROM student_account a WHERE a.id = :accountId FOR UPDATE`,
});

/**
 * Sets the named columns of an account (and forgets the phone's confirmation when it changed). Built at run time
 * from the fields the request gives: the column names always come from code, the values are bound parameters.
 */
export async function updateAccountColumns(
  db: Db,
  accountId: number,
  columns: Record<string, unknown>,
  phoneChanged: boolean,
) {
  const names = Object.keys(columns);
  await db.query(
    `UPDATE student_account SET ${names.map((c, i) => `${c} = $${i + 2}`).join(', ')}${phoneChanged ? ', phone_confirmed_at = NULL' : ''} WHERE id = $1`,
    [accountId, ...names.map((c) => columns[c])],
  );
}

export const accountById = namedQuery({
  name: 'accountById',
  params: z.object({ accountId: id }),
  row: z.object({
    id,
    uuid: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: maybeText,
    mfaOption: z.enum(['EMAIL', 'SMS']),
    phoneConfirmedAt: z.date().nullable(),
  }),
  sql: `SELECT id, uuid::text, username, first_name AS "firstName", last_name AS "lastName", phone, mfa_option AS "mfaOption",
              phone_confirmed_at AS "phoneConfirmedAt" FROM student_account WHERE id = :accountId`,
});
