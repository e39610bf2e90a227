import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { isSignatureComplete, OPEN_ITEM_STATUSES } from './staff-actions.js';
import { loadStudent } from '../students/load-student.js';
import * as sql from './verification.queries.js';

async function currentIsir(db: Db, studentId: number, aidYear: number) {
  return sql.currentIsir.first(db, { studentId, aidYear });
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The student record beside the current ISIR's identity fields, with what differs. */
export async function biographicalInformation(db: Db, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(db, caller, key);
  const r = await sql.studentIdentity.first(db, { studentId: s.id });
  const isir = await currentIsir(db, s.id, aidYear);
  const fields = [
    { field: 'firstName', label: 'First name', student: s.first_name, isir: isir?.first_name ?? null },
    { field: 'lastName', label: 'Last name', student: s.last_name, isir: isir?.last_name ?? null },
    {
      field: 'dateOfBirth',
      label: 'Date of birth',
      student: r?.date_of_birth ?? null,
      isir: isir?.date_of_birth ?? null,
    },
    {
      field: 'ssnLastFour',
      label: 'SSN (last four)',
      student: r?.ssn_last_four ?? null,
      isir: isir?.ssn_last_four ?? null,
    },
    { field: 'email', label: 'E-mail', student: r?.email ?? null, isir: isir?.email ?? null },
  ].map((f) => ({ ...f, matches: !isir || same(f.student, f.isir) }));
  return {
    studentID: s.id,
    aidYear,
    studentNumber: r?.student_number,
    dependencyStatus: s.dependency_status,
    isirTransaction: isir?.transaction_number ?? null,
    dependencyModel: isir?.dependency_model ?? null,
    fields,
    mismatches: fields.filter((f) => !f.matches).map((f) => f.field),
  };
}

/** Where verification stands for an aid year, and what is still missing before review can complete. */
export async function verificationState(db: Db, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(db, caller, key);
  const counts = await sql.itemCountsByStatus.all(db, { studentId: s.id, aidYear });
  const open = counts.filter((c) => OPEN_ITEM_STATUSES.includes(c.status)).reduce((n, c) => n + c.n, 0);
  const submitted = counts.find((c) => c.status === 'SUBMITTED')?.n ?? 0;
  const isir = await currentIsir(db, s.id, aidYear);
  const codes = await sql.unresolvedCommentCodeCount.first(db, { studentId: s.id, aidYear });
  const missing: string[] = [];
  if (open > 0) missing.push(`${open} task list item${open === 1 ? '' : 's'} still open`);
  if (!s.student_sign_date) missing.push('student signature');
  if (s.dependency_status !== 0 && !s.parent_sign_date) missing.push('parent signature');
  return {
    studentID: s.id,
    aidYear,
    status: s.status,
    verificationGroup: s.verification_group,
    selectedForVerification: isir?.selected_for_verification ?? null,
    trackingFlag: isir?.tracking_flag ?? null,
    isirTransaction: isir?.transaction_number ?? null,
    sai: isir?.sai ?? null,
    taskListCounts: counts.map((c) => ({ status: c.status, count: c.n })),
    openItems: open,
    submittedItems: submitted,
    signatureComplete: isSignatureComplete(s),
    isirLocked: s.isir_locked,
    unresolvedCommentCodes: codes?.unresolved ?? 0,
    readyForReview: s.status === 'REVIEW' && missing.length === 0,
    missing,
  };
}

// ---- comment codes ----------------------------------------------------------------------------------

/**
 * The comment codes of the student's current ISIR for each aid year, as items to resolve. Codes the current
 * transaction carries are added on reading (idempotent); a resolved code stays resolved.
 */
export async function commentCodeLinks(db: Db, caller: Caller, key: string) {
  const s = await loadStudent(db, caller, key);
  await sql.addCurrentCommentCodeLinks.run(db, { studentId: s.id });
  return sql.commentCodeLinksOfStudent.all(db, { studentId: s.id });
}

export async function resolveCommentCode(db: Db, caller: Caller, id: number, resolved: boolean) {
  return db.transaction(async (tx) => {
    const link = await sql.schoolCommentCodeLinkForUpdate.first(tx, { id, schoolCode: caller.schoolCode });
    if (!link) throw notFound(`No comment code link ${id}`);
    await sql.setCommentCodeResolved.run(tx, { id, resolved, resolvedBy: caller.username });
    await recordChanges(
      tx,
      caller,
      { type: 'student_comment_code_link', id },
      { resolved: link.resolved },
      { resolved },
    );
    await recordActivity(tx, caller, {
      action: resolved ? 'COMMENT_CODE_RESOLVED' : 'COMMENT_CODE_REOPENED',
      entityType: 'student_comment_code_link',
      entityId: id,
      studentId: link.student_id,
      details: { code: link.code },
    });
    return sql.commentCodeLinkById.first(tx, { id });
  });
}

/** What each comment code means for an aid year (only those with display set, unless all are asked for). */
export async function commentCodeInfos(db: Db, aidYear: number | undefined, onlyDisplayed: boolean) {
  return sql.commentCodeInfos.all(db, { aidYear: aidYear ?? null, onlyDisplayed });
}

/** Sets what a comment code means for an aid year (added when new). */
export async function updateCommentCodeInfo(
  db: Db,
  caller: Caller,
  aidYear: number,
  code: string,
  input: { description?: string; display?: boolean },
) {
  return db.transaction(async (tx) => {
    const before = await sql.commentCodeInfoForUpdate.first(tx, { aidYear, code });
    const [row] = await sql.upsertCommentCodeInfo.all(tx, {
      aidYear,
      code,
      description: input.description ?? null,
      display: input.display ?? null,
    });
    await recordChanges(
      tx,
      caller,
      { type: 'comment_code_info', id: row!.id, schoolCode: undefined },
      before ?? {},
      { description: row!.description, display: row!.display },
    );
    await recordActivity(tx, caller, {
      action: 'COMMENT_CODE_INFO_UPDATED',
      entityType: 'comment_code_info',
      entityId: row!.id,
      details: { aidYear, code },
    });
    return row!;
  });
}
