import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { DB_INT_MAX, UUID_PATTERN } from '../../platform/route.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { assertStudentVisible } from '../students/access.js';

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

export interface WorkspaceStudent {
  id: number;
  uuid: string;
  school_code: string;
  first_name: string;
  last_name: string;
  status: string;
  verification_group: string | null;
  dependency_status: number;
  assigned_staff_id: number | null;
  student_sign_date: Date | null;
  parent_sign_date: Date | null;
  student_sign_method: string | null;
  parent_sign_method: string | null;
  student_ink_sign_agreed: boolean;
  parent_ink_sign_agreed: boolean;
  isir_locked: boolean;
  isir_locked_transaction: string | null;
  postcards_sent_at: Date | null;
  review_completed_at: Date | null;
  review_completed_by: string | null;
}

/**
 * A student by numeric id or uuid, locked for update inside the caller's transaction, after the one
 * scoping check (another school's student is a 404).
 */
export async function loadStudent(
  db: Db,
  caller: Caller,
  key: string | number,
  opts: { forUpdate?: boolean } = {},
): Promise<WorkspaceStudent> {
  const text = String(key);
  const byUuid = UUID_PATTERN.test(text);
  if (!byUuid && (!/^\d{1,10}$/.test(text) || Number(text) > DB_INT_MAX || Number(text) < 1))
    throw notFound(`'${text}' is neither a student id nor a uuid`);
  const [row] = await db.query<WorkspaceStudent>(
    `SELECT id, uuid, school_code, first_name, last_name, status, verification_group, dependency_status, assigned_staff_id,
            student_sign_date, parent_sign_date, student_sign_method, parent_sign_method, student_ink_sign_agreed,
            parent_ink_sign_agreed, isir_locked, isir_locked_transaction, postcards_sent_at, review_completed_at, review_completed_by
       FROM student WHERE ${byUuid ? 'uuid = $1::uuid' : 'id = $1::int'}${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [text],
  );
  if (!row) throw notFound('No such student');
  await assertStudentVisible(db, caller, row);
  return row;
}

export const studentName = (s: { first_name: string; last_name: string }) => `${s.first_name} ${s.last_name}`;

/** Signature complete: the student signed and (independent, or the parent signed too). */
export const isSignatureComplete = (
  s: Pick<WorkspaceStudent, 'student_sign_date' | 'parent_sign_date' | 'dependency_status'>,
) => Boolean(s.student_sign_date && (s.dependency_status === 0 || s.parent_sign_date));

/** Applies a change to the student row, recording it in the student's history and the activity log, in one transaction. */
async function changeStudent(
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
      await tx.query(
        `UPDATE student SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
        [before.id, ...columns.map((c) => after[c])],
      );
      await recordChanges(
        tx,
        caller,
        { type: 'student', id: before.id, schoolCode: before.school_code },
        before as unknown as Record<string, unknown>,
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
      const [staff] = await tx.query<{ id: number }>(
        `SELECT u.id FROM staff_user u JOIN staff_school_role r ON r.staff_user_id = u.id AND r.school_code = $2 WHERE u.id = $1`,
        [staffId, s.school_code],
      );
      if (!staff) throw badRequest(`Staff member ${staffId} does not work at school ${s.school_code}`);
      return { assigned_staff_id: staffId };
    },
    { staffId },
  );
}

/** Staff members of the caller's school a student can be assigned to (active accounts with a role there). */
export function assignableStaff(db: Db, caller: Caller) {
  return db.query(
    `SELECT u.id, u.first_name || ' ' || u.last_name AS name, u.email, ro.name AS role
       FROM staff_user u JOIN staff_school_role r ON r.staff_user_id = u.id AND r.school_code = $1 JOIN role ro ON ro.id = r.role_id
      WHERE u.active ORDER BY u.last_name, u.first_name, u.id`,
    [caller.schoolCode],
  );
}

/** The aid year a student is being verified for: the newest one with task list items. */
async function currentAidYear(db: Db, studentId: number, aidYear?: number) {
  if (aidYear) return aidYear;
  const [row] = await db.query<{ aid_year: number | null }>(
    'SELECT max(aid_year) AS aid_year FROM student_interview_link WHERE student_id = $1',
    [studentId],
  );
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
      const open = await tx.query<{ name: string }>(
        `SELECT t.name FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
        WHERE l.student_id = $1 AND l.aid_year = $2 AND l.status = ANY($3::text[]) ORDER BY t.name`,
        [s.id, aidYear, OPEN_ITEM_STATUSES],
      );
      if (open.length)
        throw conflict(`Task list items are still open: ${open.map((o) => o.name).join(', ')}`);
      await tx.query(
        `UPDATE student_interview_link SET status = 'VERIFIED', updated_at = now() WHERE student_id = $1 AND aid_year = $2 AND status = 'SUBMITTED'`,
        [s.id, aidYear],
      );
      return { status: target, review_completed_at: new Date(), review_completed_by: caller.username };
    },
    { aidYear: input.aidYear },
  );
}

/** Verifies every task list item of an aid year that is not already resolved. */
export async function verifyAll(db: Db, caller: Caller, studentId: number | string, aidYear: number) {
  return db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, studentId, { forUpdate: true });
    const changed = await tx.query<{ id: number; old: string }>(
      `UPDATE student_interview_link l SET status = 'VERIFIED', updated_at = now()
         FROM student_interview_link o
        WHERE o.id = l.id AND l.student_id = $1 AND l.aid_year = $2 AND l.status NOT IN ('VERIFIED', 'NOT_REQUIRED', 'AUTO_VERIFIED')
        RETURNING l.id, o.status AS old`,
      [s.id, aidYear],
    );
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
    return { verified: changed.length };
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
    const rows = await tx.query<{ id: number }>(
      'SELECT id FROM student WHERE id = ANY($1::int[]) AND school_code = $2 FOR UPDATE',
      [studentIDs, caller.schoolCode],
    );
    const missing = studentIDs.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw notFound(`No such student in school ${caller.schoolCode}`);
    await tx.query(
      'UPDATE student SET postcards_sent_at = now(), updated_at = now() WHERE id = ANY($1::int[])',
      [studentIDs],
    );
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

// ---- signatures -------------------------------------------------------------------------------------

type Signer = 'student' | 'parent';
const signerOf = (forParent: boolean): Signer => (forParent ? 'parent' : 'student');

function assertSignerNeeded(s: WorkspaceStudent, signer: Signer) {
  if (signer === 'parent' && s.dependency_status === 0)
    throw conflict(`${studentName(s)} is independent: no parent signature is needed`);
}

/** Students and parents may sign only their own record, as their own account type. */
function assertMaySign(caller: Caller, s: WorkspaceStudent, signer: Signer) {
  if (caller.kind === 'staff') {
    if (!caller.permissions.has('STUDENT_EDIT'))
      throw forbidden(`Your role (${caller.role}) lacks the permission STUDENT_EDIT`);
    return;
  }
  const isParent = caller.accountType !== undefined && caller.accountType !== 0 && caller.accountType !== 4;
  if (caller.studentUuid !== s.uuid || isParent !== (signer === 'parent'))
    throw forbidden(`You can only sign as yourself`);
}

export async function getSignatureStatus(db: Db, caller: Caller, key: string) {
  return signatureStatus(await loadStudent(db, caller, key));
}

export function clearSignature(db: Db, caller: Caller, key: string, forParent: boolean) {
  const signer = signerOf(forParent);
  return changeStudent(db, caller, key, `${signer.toUpperCase()}_SIGNATURE_CLEARED`, (s) => {
    assertSignerNeeded(s, signer);
    return {
      [`${signer}_sign_date`]: null,
      [`${signer}_sign_method`]: null,
      [`${signer}_ink_sign_agreed`]: false,
    };
  });
}

export function inkSignAgreed(db: Db, caller: Caller, key: string, forParent: boolean, agreed: boolean) {
  const signer = signerOf(forParent);
  return changeStudent(db, caller, key, `${signer.toUpperCase()}_INK_SIGN_AGREED`, (s) => {
    assertSignerNeeded(s, signer);
    return { [`${signer}_ink_sign_agreed`]: agreed };
  });
}

export function inkSignatureReceived(db: Db, caller: Caller, key: string, forParent: boolean) {
  const signer = signerOf(forParent);
  return changeStudent(db, caller, key, `${signer.toUpperCase()}_INK_SIGNATURE_RECEIVED`, (s) => {
    assertSignerNeeded(s, signer);
    if (!s[`${signer}_ink_sign_agreed`])
      throw conflict(`The ${signer} has not agreed to sign in ink; mark ink signature agreed first`);
    if (s[`${signer}_sign_date`]) throw conflict(`The ${signer} has already signed`);
    return { [`${signer}_sign_date`]: new Date(), [`${signer}_sign_method`]: 'INK' };
  });
}

export async function eSign(db: Db, caller: Caller, key: string, forParent: boolean) {
  const signer = signerOf(forParent);
  return db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, key);
    assertMaySign(caller, s, signer);
    const [optedOut] = await tx.query(
      `SELECT 1 FROM student_account_link WHERE student_id = $1 AND e_sign_opt_out AND account_type ${forParent ? 'IN (1, 3)' : 'IN (0, 4)'}`,
      [s.id],
    );
    if (optedOut) throw conflict(`The ${signer} opted out of e-signing; record an ink signature instead`);
    return changeStudent(tx, caller, key, `${signer.toUpperCase()}_E_SIGNED`, (cur) => {
      assertSignerNeeded(cur, signer);
      if (cur[`${signer}_sign_date`]) throw conflict(`The ${signer} has already signed`);
      return { [`${signer}_sign_date`]: new Date(), [`${signer}_sign_method`]: 'E_SIGN' };
    });
  });
}

/** Opts the student's (or parent's) accounts in or out of e-signing. */
export async function updateEsignOptOut(
  db: Db,
  caller: Caller,
  key: string,
  forParent: boolean,
  optOut: boolean,
) {
  return db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, key, { forUpdate: true });
    assertMaySign(caller, s, signerOf(forParent));
    const rows = await tx.query<{ id: number }>(
      `UPDATE student_account_link SET e_sign_opt_out = $2, e_sign_opt_out_date = CASE WHEN $2 THEN now() END
        WHERE student_id = $1 AND account_type ${forParent ? 'IN (1, 3)' : 'IN (0, 4)'} RETURNING id`,
      [s.id, optOut],
    );
    if (!rows.length) throw notFound(`${studentName(s)} has no linked ${signerOf(forParent)} account`);
    for (const r of rows) {
      await recordChanges(
        tx,
        caller,
        { type: 'student_account_link', id: r.id, schoolCode: s.school_code },
        { e_sign_opt_out: !optOut },
        { e_sign_opt_out: optOut },
      );
    }
    await recordActivity(tx, caller, {
      action: optOut ? 'E_SIGN_OPTED_OUT' : 'E_SIGN_OPTED_IN',
      entityType: 'student',
      entityId: s.id,
      studentId: s.id,
      details: { forParent },
    });
    return signatureStatus(s);
  });
}
