import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { loadStudent, studentName, type WorkspaceStudent } from '../students/load-student.js';
import * as sql from './staff-actions.queries.js';

export const STUDENT_STATUSES = [
  'SELECTED',
  'IN_PROGRESS',
  'REVIEW',
  'APPROVED',
  'APPROVED_WITH_CORRECTIONS',
  'APPROVED_WITH_CR',
] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
/** The statuses a completed review may end in. */
export const VERIFIED_STATUSES = ['APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'] as const;
/** Task list items the student (or parent) still has to work on. */
export const OPEN_ITEM_STATUSES = ['NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION'];
export const VERIFICATION_GROUPS = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'] as const;

/** Signature complete: the student signed and (independent, or the parent signed too). */
export const isSignatureComplete = (
  s: Pick<WorkspaceStudent, 'student_sign_date' | 'parent_sign_date' | 'dependency_status'>,
) => Boolean(s.student_sign_date && (s.dependency_status === 0 || s.parent_sign_date));

/** Applies a change to the student row, recording it in the student's history and the activity log, in one transaction. */
export async function changeStudent(
  db: Db,
  caller: Caller,
  key: string | number,
  action: string,
  change: (s: WorkspaceStudent, tx: Db) => Promise<Record<string, unknown>> | Record<string, unknown>,
  details: Record<string, unknown> = {},
) {
  return db.transaction(async (tx) => {
    const before = await loadStudent(tx, caller, key, { forUpdate: true });
    const after = await change(before, tx);
    const columns = Object.keys(after);
    if (columns.length) {
      await sql.updateStudentColumns(tx, before.id, after);
      await recordChanges(
        tx,
        caller,
        { type: 'student', id: before.id, schoolCode: before.school_code },
        before,
        after,
      );
    }
    await recordActivity(tx, caller, {
      action,
      entityType: 'student',
      entityId: before.id,
      studentId: before.id,
      details: { ...details, ...after },
    });
    return signatureStatus(await loadStudent(tx, caller, before.id));
  });
}

/** Where a student's verification stands: status, group, signatures, lock, review. */
export function signatureStatus(s: WorkspaceStudent) {
  return {
    studentID: s.id,
    uuid: s.uuid,
    status: s.status,
    verificationGroup: s.verification_group,
    dependencyStatus: s.dependency_status,
    parentSignatureRequired: s.dependency_status !== 0,
    studentSignDate: s.student_sign_date,
    parentSignDate: s.parent_sign_date,
    studentSignMethod: s.student_sign_method,
    parentSignMethod: s.parent_sign_method,
    studentInkSignAgreed: s.student_ink_sign_agreed,
    parentInkSignAgreed: s.parent_ink_sign_agreed,
    signatureComplete: isSignatureComplete(s),
    isirLocked: s.isir_locked,
    isirLockedTransaction: s.isir_locked_transaction,
    postcardsSentAt: s.postcards_sent_at,
    reviewCompletedAt: s.review_completed_at,
    reviewCompletedBy: s.review_completed_by,
  };
}

export function changeStudentStatus(db: Db, caller: Caller, key: string, status: string) {
  if (!(STUDENT_STATUSES as readonly string[]).includes(status)) {
    throw badRequest(`'${status}' is not a student status; use one of ${STUDENT_STATUSES.join(', ')}`);
  }
  return changeStudent(db, caller, key, 'STUDENT_STATUS_CHANGED', (s) => {
    if (s.status === status) throw conflict(`${studentName(s)} is already ${status}`);
    return { status };
  });
}

export function assignVerificationGroup(db: Db, caller: Caller, key: string, group: string) {
  if (!(VERIFICATION_GROUPS as readonly string[]).includes(group)) {
    throw badRequest(`'${group}' is not a verification group; use one of ${VERIFICATION_GROUPS.join(', ')}`);
  }
  return changeStudent(db, caller, key, 'STUDENT_VERIFICATION_GROUP_CHANGED', () => ({
    verification_group: group,
  }));
}

/** Assigns the student to a staff member of the same school; staff id 0 removes the assignment. */
export function assignStudent(db: Db, caller: Caller, key: string, staffId: number) {
  return changeStudent(
    db,
    caller,
    key,
    'STUDENT_ASSIGNED',
    async (s, tx) => {
      if (staffId === 0) return { assigned_staff_id: null };
      const staff = await sql.staffAtSchool.first(tx, { staffId, schoolCode: s.school_code });
      if (!staff) throw badRequest(`Staff member ${staffId} does not work at school ${s.school_code}`);
      return { assigned_staff_id: staffId };
    },
    { staffId },
  );
}

/** Staff members of the caller's school a student can be assigned to (active accounts with a role there). */
export function assignableStaff(db: Db, caller: Caller) {
  return sql.assignableStaff.all(db, { schoolCode: caller.schoolCode });
}

/** The aid year a student is being verified for: the newest one with task list items. */
async function currentAidYear(db: Db, studentId: number, aidYear?: number) {
  if (aidYear) return aidYear;
  const row = await sql.newestTaskListAidYear.first(db, { studentId });
  if (!row?.aid_year) throw conflict('The student has no task list to review');
  return row.aid_year;
}

/**
 * Review complete: the student must be in REVIEW, signed (student, and parent unless independent), with no
 * task list item still waiting on the student or parent. Submitted items become VERIFIED; the student
 * moves to APPROVED or the alternate verified status.
 */
export function reviewComplete(
  db: Db,
  caller: Caller,
  key: string,
  input: { altVerifiedStatus?: string; aidYear?: number },
) {
  const target = input.altVerifiedStatus ?? 'APPROVED';
  if (!(VERIFIED_STATUSES as readonly string[]).includes(target)) {
    throw badRequest(`altVerifiedStatus must be one of ${VERIFIED_STATUSES.join(', ')}, not '${target}'`);
  }
  return changeStudent(
    db,
    caller,
    key,
    'STUDENT_REVIEW_COMPLETED',
    async (s, tx) => {
      if (s.status !== 'REVIEW') throw conflict(`${studentName(s)} is ${s.status}, not in review`);
      if (!isSignatureComplete(s)) {
        throw conflict(
          s.student_sign_date
            ? `${studentName(s)} still needs the parent's signature`
            : `${studentName(s)} has not signed`,
        );
      }
      const aidYear = await currentAidYear(tx, s.id, input.aidYear);
      const open = await sql.itemsInStatuses.all(tx, {
        studentId: s.id,
        aidYear,
        statuses: OPEN_ITEM_STATUSES,
      });
      if (open.length)
        throw conflict(`Task list items are still open: ${open.map((o) => o.name).join(', ')}`);
      await sql.verifySubmittedItems.run(tx, { studentId: s.id, aidYear });
      return { status: target, review_completed_at: new Date(), review_completed_by: caller.username };
    },
    { aidYear: input.aidYear },
  );
}

/** Verifies every task list item of an aid year that is not already resolved. */
export async function verifyAll(db: Db, caller: Caller, studentId: number | string, aidYear: number) {
  return db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, studentId, { forUpdate: true });
    const changed = await sql.verifyUnresolvedItems.all(tx, { studentId: s.id, aidYear });
    for (const c of changed) {
      await recordChanges(
        tx,
        caller,
        { type: 'student_interview_link', id: c.id, schoolCode: s.school_code },
        { status: c.old },
        { status: 'VERIFIED' },
      );
    }
    await recordActivity(tx, caller, {
      action: 'TASK_LIST_VERIFIED_ALL',
      entityType: 'student',
      entityId: s.id,
      studentId: s.id,
      details: { aidYear, items: changed.length },
    });
    return { verified: changed.length, studentID: s.id };
  });
}

export function lockIsir(db: Db, caller: Caller, key: string, aidYear: number, transaction: string) {
  const locked = transaction !== 'unlock';
  if (locked && !/^\d{1,3}$/.test(transaction))
    throw badRequest(`'${transaction}' is not an ISIR transaction number (or 'unlock')`);
  return changeStudent(
    db,
    caller,
    key,
    locked ? 'ISIR_LOCKED' : 'ISIR_UNLOCKED',
    () => ({
      isir_locked: locked,
      isir_locked_transaction: locked ? transaction : null,
    }),
    { aidYear },
  );
}

/** Marks postcards sent for many students of the caller's school at once (all or none). */
export async function markPostcardsSent(db: Db, caller: Caller, studentIDs: number[]) {
  return db.transaction(async (tx) => {
    const rows = await sql.schoolStudentsForUpdate.all(tx, {
      studentIds: studentIDs,
      schoolCode: caller.schoolCode,
    });
    const missing = studentIDs.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw notFound(`No such student in school ${caller.schoolCode}`);
    await sql.markPostcardsSent.run(tx, { studentIds: studentIDs });
    for (const id of studentIDs)
      await recordActivity(tx, caller, {
        action: 'POSTCARD_SENT',
        entityType: 'student',
        entityId: id,
        studentId: id,
      });
    return { marked: studentIDs.length };
  });
}
