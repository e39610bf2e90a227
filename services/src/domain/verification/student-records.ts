import { phoneForCaller } from '../accounts/phone.js';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { loadLayouts } from '../isir/layout.js';
import { openRawRecord } from '../isir/raw.js';
import { schoolDayStart } from '../schools/time-zone.js';
import { loadStudent } from './staff-actions.js';

// ---- document downloads ---------------------------------------------------------------------------

export type DocumentKind =
  'PROCESSOR_DOCUMENT' | 'BINDER' | 'PROCESSOR_BINDER' | 'SIGNATURE_PAGE' | 'SUPPORTING_DOCUMENT';

/** Records that a person downloaded a document of a student's file. */
export async function recordDocumentDownload(
  db: Db,
  caller: Caller,
  d: { studentId: number; kind: DocumentKind; documentId?: string | number; fileName: string },
) {
  await db.query(
    `INSERT INTO document_download_log (school_code, student_id, document_kind, document_id, file_name, actor_uuid, actor_name, actor_role)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      caller.schoolCode,
      d.studentId,
      d.kind,
      d.documentId === undefined ? null : String(d.documentId),
      d.fileName,
      caller.accountUuid,
      caller.username,
      caller.role,
    ],
  );
}

/** documentDownloadLog/search: who downloaded which document of the student's file, newest first (the school's days). */
export async function documentDownloadSearch(
  db: Db,
  caller: Caller,
  input: { studentID: string | number; from?: string; to?: string },
) {
  if (input.from && input.to && input.from > input.to) throw badRequest('from must not be after to');
  const s = await loadStudent(db, caller, input.studentID);
  return db.query(
    `SELECT id::int, document_kind AS "documentKind", document_id AS "documentID", file_name AS "fileName", actor_name AS "actorName",
            actor_role AS "actorRole", created_at AS "createdAt"
       FROM document_download_log WHERE student_id = $1 AND ($2::date IS NULL OR created_at >= ${schoolDayStart('$4', '$2')})
        AND ($3::date IS NULL OR created_at < ${schoolDayStart('$4', '$3::date + 1')})
      ORDER BY created_at DESC, id DESC LIMIT 1000`,
    [s.id, input.from ?? null, input.to ?? null, s.school_code],
  );
}

// ---- the student record, null allowed -----------------------------------------------------------------

export interface StudentRecordUpdate {
  firstName?: string;
  lastName?: string;
  studentNumber?: string;
  email?: string | null;
  dateOfBirth?: string | null;
}

/**
 * student/allowNullUpdate: staff correct the student record (e.g. to what the ISIR shows). Fields left out
 * stay; e-mail and date of birth may be set to null (cleared). Every change goes to the student's history.
 */
export async function updateStudentAllowNull(
  db: Db,
  caller: Caller,
  key: string,
  input: StudentRecordUpdate,
) {
  const columns: Record<string, unknown> = {};
  if (input.firstName !== undefined) columns.first_name = input.firstName;
  if (input.lastName !== undefined) columns.last_name = input.lastName;
  if (input.studentNumber !== undefined) columns.student_number = input.studentNumber;
  if (input.email !== undefined) columns.email = input.email;
  if (input.dateOfBirth !== undefined) columns.date_of_birth = input.dateOfBirth;
  if (!Object.keys(columns).length) throw badRequest('Give at least one field to change');
  return db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, key, { forUpdate: true });
    const [before] = await tx.query<Record<string, unknown>>(
      `SELECT first_name, last_name, student_number, email, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM student WHERE id = $1`,
      [s.id],
    );
    if (input.studentNumber !== undefined) {
      const [taken] = await tx.query(
        'SELECT 1 FROM student WHERE school_code = $1 AND student_number = $2 AND id <> $3',
        [s.school_code, input.studentNumber, s.id],
      );
      if (taken) throw conflict(`Student ID ${input.studentNumber} belongs to another student of the school`);
    }
    const names = Object.keys(columns);
    await tx.query(
      `UPDATE student SET ${names.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [s.id, ...names.map((c) => columns[c])],
    );
    await recordChanges(
      tx,
      caller,
      { type: 'student', id: s.id, schoolCode: s.school_code },
      before!,
      columns,
    );
    await recordActivity(tx, caller, {
      action: 'STUDENT_RECORD_UPDATED',
      entityType: 'student',
      entityId: s.id,
      studentId: s.id,
      details: { fields: names },
    });
    const [after] = await tx.query(
      `SELECT id, uuid::text, student_number AS "studentNumber", first_name AS "firstName", last_name AS "lastName", email,
              to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth" FROM student WHERE id = $1`,
      [s.id],
    );
    return after;
  });
}

// ---- student attributes: what the aid year's current ISIR says about the student --------------------

const ATTRIBUTE_COLUMNS = `r.student_id AS "studentID", r.aid_year AS "aidYear", r.transaction_number AS "transactionNumber",
  r.dependency_model AS "dependencyModel", r.sai, r.tracking_flag AS "trackingFlag", r.selected_for_verification AS "selectedForVerification",
  r.comment_codes AS "commentCodes", r.reject_codes AS "rejectCodes", to_char(r.transaction_process_date, 'YYYY-MM-DD') AS "transactionProcessDate",
  p.profile`;

/** StudentAttribute/search: the attributes of many students of the caller's school in one call (worklists, batching). */
export async function studentAttributesOfMany(db: Db, caller: Caller, aidYear: number, studentIds: number[]) {
  if (caller.kind !== 'staff') throw badRequest('Only staff search student attributes');
  return db.query(
    `SELECT DISTINCT ON (r.student_id) ${ATTRIBUTE_COLUMNS}
       FROM isir_record r JOIN student st ON st.id = r.student_id LEFT JOIN student_profile p ON p.student_id = r.student_id AND p.aid_year = r.aid_year
      WHERE st.school_code = $1 AND r.aid_year = $2 AND r.student_id = ANY($3::int[])
      ORDER BY r.student_id, r.is_current DESC, r.transaction_number DESC NULLS LAST, r.id DESC`,
    [caller.schoolCode, aidYear, studentIds],
  );
}

/** StudentAttribute/getStudentAttribute: one student's attributes for an aid year (null values when no ISIR yet). */
export async function studentAttributes(db: Db, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(db, caller, key);
  const [row] = await db.query(
    `SELECT ${ATTRIBUTE_COLUMNS} FROM isir_record r LEFT JOIN student_profile p ON p.student_id = r.student_id AND p.aid_year = r.aid_year
      WHERE r.student_id = $1 AND r.aid_year = $2 ORDER BY r.is_current DESC, r.transaction_number DESC NULLS LAST, r.id DESC LIMIT 1`,
    [s.id, aidYear],
  );
  if (row) return { ...row, hasIsir: true };
  const [profile] = await db.query<{ profile: unknown }>(
    'SELECT profile FROM student_profile WHERE student_id = $1 AND aid_year = $2',
    [s.id, aidYear],
  );
  return {
    studentID: s.id,
    aidYear,
    hasIsir: false,
    transactionNumber: null,
    dependencyModel: null,
    sai: null,
    trackingFlag: null,
    selectedForVerification: null,
    commentCodes: [],
    rejectCodes: null,
    transactionProcessDate: null,
    profile: profile?.profile ?? null,
  };
}

/** StudentAttributeHistory/search: what later ISIR transactions changed (SAI, dependency, selection), newest first. */
export async function studentAttributeHistory(db: Db, caller: Caller, key: string | number, aidYear: number) {
  const s = await loadStudent(db, caller, key);
  return db.query(
    `SELECT c.id::int, c.field, c.old_value AS "oldValue", c.new_value AS "newValue", r.transaction_number AS "transactionNumber", c.created_at AS "changedAt"
       FROM isir_change c JOIN isir_record r ON r.id = c.isir_record_id
      WHERE c.student_id = $1 AND c.aid_year = $2 ORDER BY c.created_at DESC, c.id DESC`,
    [s.id, aidYear],
  );
}

const PARENT_FIELDS = ['First Name', 'Middle Name', 'Last Name', 'Date of Birth', 'Email Address'] as const;

/**
 * StudentAttribute/getParentProfile: the parent as the aid year's ISIR reports them (identity section), with
 * the parent accounts linked to the student. The parent's SSN is not returned.
 */
export async function parentProfile(ctx: AppContext, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(ctx.db, caller, key);
  const [record] = await ctx.db.query<{
    layout_id: number;
    raw_encrypted: string;
    transaction_number: number | null;
  }>(
    `SELECT isir_record_info_id AS layout_id, raw_encrypted, transaction_number FROM isir_record WHERE student_id = $1 AND aid_year = $2
      ORDER BY is_current DESC, transaction_number DESC NULLS LAST, id DESC LIMIT 1`,
    [s.id, aidYear],
  );
  let reported: Record<string, string | null> | null = null;
  if (record) {
    const layout = (await loadLayouts(ctx.db)).find((l) => l.id === record.layout_id);
    if (layout) {
      const raw = openRawRecord(ctx.sealer, record.raw_encrypted);
      reported = {};
      for (const name of PARENT_FIELDS) {
        const e = layout.elements.find((x) => x.section === 'parent_identity' && x.displayName === name);
        reported[
          name.replace(/ (.)/g, (_, c: string) => c.toUpperCase()).replace(/^./, (c) => c.toLowerCase())
        ] = e ? raw.substr(e.startOffset, e.length).trim() || null : null;
      }
    }
  }
  const accounts = await ctx.db.query<{ id: number; phone: string | null }>(
    `SELECT a.id, a.username, a.first_name AS "firstName", a.last_name AS "lastName", a.phone, l.account_type AS "accountType"
       FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id WHERE l.student_id = $1 AND l.account_type IN (1, 3) ORDER BY l.account_type, a.id`,
    [s.id],
  );
  return {
    studentID: s.id,
    aidYear,
    parentSignatureRequired: s.dependency_status !== 0,
    transactionNumber: record?.transaction_number ?? null,
    reportedOnIsir: reported ? { dateOfBirth: null, ...reported } : null,
    accounts: accounts.map((a) => ({ ...a, phone: phoneForCaller(caller, a.id, a.phone) })),
  };
}

// ---- comment and reject codes: the headline -------------------------------------------------------------

/**
 * StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID: for the newest aid year with an ISIR, whether the
 * student's comment (C) and reject (R) codes still need work: unresolved comment codes, reject codes on the
 * current transaction and open comment-code task list items.
 */
export async function crCodeHeadline(db: Db, caller: Caller, key: string) {
  const s = await loadStudent(db, caller, key);
  const [isir] = await db.query<{
    aid_year: number;
    reject_codes: string | null;
    transaction_number: number | null;
  }>(
    `SELECT aid_year, reject_codes, transaction_number FROM isir_record WHERE student_id = $1 ORDER BY aid_year DESC, is_current DESC, transaction_number DESC NULLS LAST LIMIT 1`,
    [s.id],
  );
  if (!isir)
    return {
      studentID: s.id,
      aidYear: null,
      headline: 'NONE',
      commentCodes: 0,
      unresolvedCommentCodes: 0,
      rejectCodes: [],
      openCommentCodeItems: 0,
    };
  const [codes] = await db.query<{ total: number; open: number }>(
    'SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT resolved)::int AS open FROM student_comment_code_link WHERE student_id = $1 AND aid_year = $2',
    [s.id, isir.aid_year],
  );
  const [items] = await db.query<{ open: number }>(
    `SELECT count(*)::int AS open FROM student_interview_link l
      WHERE l.student_id = $1 AND l.aid_year = $2 AND l.status IN ('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION')
        AND EXISTS (SELECT 1 FROM interview_revision v WHERE v.interview_type_id = l.interview_type_id AND v.aid_year = l.aid_year AND v.is_comment_code)`,
    [s.id, isir.aid_year],
  );
  const rejectCodes = (isir.reject_codes ?? '').trim().split(/\s+/).filter(Boolean);
  const total = codes?.total ?? 0;
  const open = (codes?.open ?? 0) + (items?.open ?? 0) + rejectCodes.length;
  return {
    studentID: s.id,
    aidYear: isir.aid_year,
    transactionNumber: isir.transaction_number,
    headline: open > 0 ? 'OPEN' : total > 0 ? 'RESOLVED' : 'NONE',
    commentCodes: total,
    unresolvedCommentCodes: codes?.open ?? 0,
    rejectCodes,
    openCommentCodeItems: items?.open ?? 0,
  };
}

// ---- what the student uploaded on a task list item ---------------------------------------------------

/** The documents uploaded on a task list item (current versions), for staff, or the student or parent whose item it is. */
export async function supportingDocuments(db: Db, caller: Caller, linkId: number) {
  const [link] = await db.query<{ student_id: number; is_for_parent_account: boolean }>(
    'SELECT student_id, is_for_parent_account FROM student_interview_link WHERE id = $1',
    [linkId],
  );
  if (!link) throw notFound('No such task list item');
  await loadStudent(db, caller, link.student_id);
  // A student sees the uploads of their own items, a parent those of the parent's: not each other's documents.
  if (caller.kind === 'user' && link.is_for_parent_account !== ((caller.accountType ?? 0) !== 0)) {
    throw forbidden(`Task list item ${linkId} is not on your task list`);
  }
  return db.query(
    `SELECT u.id, u.uuid::text, u.student_interview_link_id AS "studentInterviewLinkID", u.interview_question_id AS "questionID", q.text AS "questionText",
            u.file_name AS "fileName", u.content_type AS "contentType", u.size_bytes AS "size", u.version_id AS "versionID", u.created_at AS "createdAt"
       FROM interview_upload u LEFT JOIN interview_question q ON q.id = u.interview_question_id
      WHERE u.student_interview_link_id = $1 AND u.deleted_at IS NULL ORDER BY u.created_at DESC, u.id DESC`,
    [linkId],
  );
}

// ---- linked accounts ----------------------------------------------------------------------------------

export interface AccountUpdate {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  mfaOption?: 'EMAIL' | 'SMS';
}

/**
 * studentAccount/{id} PATCH: staff correct a linked account's name, mobile number or where its sign-in codes go.
 * The account must be linked to a student of the caller's school. A new number is unconfirmed until texted.
 */
export async function updateStudentAccount(db: Db, caller: Caller, accountId: number, input: AccountUpdate) {
  if (!Object.keys(input).length) throw badRequest('Give at least one field to change');
  return db.transaction(async (tx) => {
    const [account] = await tx.query<{
      id: number;
      school_code: string;
      first_name: string;
      last_name: string;
      phone: string | null;
      mfa_option: string;
      student_id: number | null;
    }>(
      `SELECT a.id, a.school_code, a.first_name, a.last_name, a.phone, a.mfa_option,
              (SELECT min(l.student_id) FROM student_account_link l WHERE l.student_account_id = a.id) AS student_id
         FROM student_account a WHERE a.id = $1 FOR UPDATE`,
      [accountId],
    );
    if (!account || account.school_code !== caller.schoolCode)
      throw notFound(`No account ${accountId} in school ${caller.schoolCode}`);
    const phone = input.phone === undefined ? account.phone : input.phone;
    const mfa = input.mfaOption ?? account.mfa_option;
    if (mfa === 'SMS' && !phone) throw badRequest('Sign-in codes by text need a mobile number');
    const after: Record<string, unknown> = {};
    if (input.firstName !== undefined) after.first_name = input.firstName;
    if (input.lastName !== undefined) after.last_name = input.lastName;
    if (input.phone !== undefined) after.phone = input.phone;
    if (input.mfaOption !== undefined) after.mfa_option = input.mfaOption;
    const names = Object.keys(after);
    const phoneChanged = input.phone !== undefined && input.phone !== account.phone;
    await tx.query(
      `UPDATE student_account SET ${names.map((c, i) => `${c} = $${i + 2}`).join(', ')}${phoneChanged ? ', phone_confirmed_at = NULL' : ''} WHERE id = $1`,
      [account.id, ...names.map((c) => after[c])],
    );
    await recordChanges(
      tx,
      caller,
      { type: 'student_account', id: account.id },
      account as unknown as Record<string, unknown>,
      after,
    );
    await recordActivity(tx, caller, {
      action: 'STUDENT_ACCOUNT_UPDATED',
      entityType: 'student_account',
      entityId: account.id,
      studentId: account.student_id ?? undefined,
      details: { fields: names },
    });
    const [row] = await tx.query(
      `SELECT id, uuid::text, username, first_name AS "firstName", last_name AS "lastName", phone, mfa_option AS "mfaOption",
              phone_confirmed_at AS "phoneConfirmedAt" FROM student_account WHERE id = $1`,
      [account.id],
    );
    return row;
  });
}
