import { phoneForCaller } from '../accounts/phone.js';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { loadLayouts } from '../isir/layout.js';
import { openRawRecord } from '../isir/raw.js';
import { loadStudent } from '../students/load-student.js';
import { updateStudentColumns } from './staff-actions.queries.js';
import * as sql from './student-records.queries.js';

// ---- document downloads ---------------------------------------------------------------------------

export type DocumentKind =
  'PROCESSOR_DOCUMENT' | 'BINDER' | 'PROCESSOR_BINDER' | 'SIGNATURE_PAGE' | 'SUPPORTING_DOCUMENT';

/** Records that a person downloaded a document of a student's file. */
export async function recordDocumentDownload(
  db: Db,
  caller: Caller,
  d: { studentId: number; kind: DocumentKind; documentId?: string | number; fileName: string },
) {
  await sql.insertDocumentDownload.run(db, {
    schoolCode: caller.schoolCode,
    studentId: d.studentId,
    kind: d.kind,
    documentId: d.documentId === undefined ? null : String(d.documentId),
    fileName: d.fileName,
    actorUuid: caller.accountUuid,
    actorName: caller.username,
    actorRole: caller.role,
  });
}

/** documentDownloadLog/search: who downloaded which document of the student's file, newest first (the school's days). */
export async function documentDownloadSearch(
  db: Db,
  caller: Caller,
  input: { studentID: string | number; from?: string; to?: string },
) {
  if (input.from && input.to && input.from > input.to) throw badRequest('from must not be after to');
  const s = await loadStudent(db, caller, input.studentID);
  return sql.documentDownloads.all(db, {
    studentId: s.id,
    from: input.from ?? null,
    to: input.to ?? null,
    schoolCode: s.school_code,
  });
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
    const before = await sql.correctableFields.first(tx, { studentId: s.id });
    if (input.studentNumber !== undefined) {
      const taken = await sql.studentNumberTaken.first(tx, {
        schoolCode: s.school_code,
        studentNumber: input.studentNumber,
        studentId: s.id,
      });
      if (taken) throw conflict(`Student ID ${input.studentNumber} belongs to another student of the school`);
    }
    const names = Object.keys(columns);
    await updateStudentColumns(tx, s.id, columns);
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
    return sql.studentRecord.first(tx, { studentId: s.id });
  });
}

// ---- student attributes: what the aid year's current ISIR says about the student --------------------

/** StudentAttribute/search: the attributes of many students of the caller's school in one call (worklists, batching). */
export async function studentAttributesOfMany(db: Db, caller: Caller, aidYear: number, studentIds: number[]) {
  if (caller.kind !== 'staff') throw badRequest('Only staff search student attributes');
  return sql.attributesOfStudents.all(db, { schoolCode: caller.schoolCode, aidYear, studentIds });
}

/** StudentAttribute/getStudentAttribute: one student's attributes for an aid year (null values when no ISIR yet). */
export async function studentAttributes(db: Db, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(db, caller, key);
  const row = await sql.attributesOfStudent.first(db, { studentId: s.id, aidYear });
  if (row) return { ...row, hasIsir: true };
  const profile = await sql.studentProfile.first(db, { studentId: s.id, aidYear });
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
  return sql.attributeChanges.all(db, { studentId: s.id, aidYear });
}

const PARENT_FIELDS = ['First Name', 'Middle Name', 'Last Name', 'Date of Birth', 'Email Address'] as const;

/**
 * StudentAttribute/getParentProfile: the parent as the aid year's ISIR reports them (identity section), with
 * the parent accounts linked to the student. The parent's SSN is not returned.
 */
export async function parentProfile(ctx: AppContext, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(ctx.db, caller, key);
  const record = await sql.newestSealedIsir.first(ctx.db, { studentId: s.id, aidYear });
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
  const accounts = await sql.parentAccounts.all(ctx.db, { studentId: s.id });
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
  const isir = await sql.newestIsir.first(db, { studentId: s.id });
  if (!isir)
    return {
      studentID: s.id,
      aidYear: null,
      headline: 'NONE' as const,
      commentCodes: 0,
      unresolvedCommentCodes: 0,
      rejectCodes: [],
      openCommentCodeItems: 0,
    };
  const codes = await sql.commentCodeCounts.first(db, { studentId: s.id, aidYear: isir.aid_year });
  const items = await sql.openCommentCodeItems.first(db, { studentId: s.id, aidYear: isir.aid_year });
  const rejectCodes = (isir.reject_codes ?? '').trim().split(/\s+/).filter(Boolean);
  const total = codes?.total ?? 0;
  const open = (codes?.open ?? 0) + (items?.open ?? 0) + rejectCodes.length;
  return {
    studentID: s.id,
    aidYear: isir.aid_year,
    transactionNumber: isir.transaction_number,
    headline: open > 0 ? ('OPEN' as const) : total > 0 ? ('RESOLVED' as const) : ('NONE' as const),
    commentCodes: total,
    unresolvedCommentCodes: codes?.open ?? 0,
    rejectCodes,
    openCommentCodeItems: items?.open ?? 0,
  };
}

// ---- what the student uploaded on a task list item ---------------------------------------------------

/** The documents uploaded on a task list item (current versions), for staff, or the student or parent whose item it is. */
export async function supportingDocuments(db: Db, caller: Caller, linkId: number) {
  const link = await sql.itemStudentAndSide.first(db, { linkId });
  if (!link) throw notFound('No such task list item');
  await loadStudent(db, caller, link.student_id);
  // A student sees the uploads of their own items, a parent those of the parent's: not each other's documents.
  if (caller.kind === 'user' && link.is_for_parent_account !== ((caller.accountType ?? 0) !== 0)) {
    throw forbidden(`Task list item ${linkId} is not on your task list`);
  }
  return sql.supportingDocuments.all(db, { linkId });
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
    const account = await sql.accountForUpdate.first(tx, { accountId });
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
    await sql.updateAccountColumns(tx, account.id, after, phoneChanged);
    await recordChanges(tx, caller, { type: 'student_account', id: account.id }, account, after);
    await recordActivity(tx, caller, {
      action: 'STUDENT_ACCOUNT_UPDATED',
      entityType: 'student_account',
      entityId: account.id,
      studentId: account.student_id ?? undefined,
      details: { fields: names },
    });
    return sql.accountById.first(tx, { accountId: account.id });
  });
}
