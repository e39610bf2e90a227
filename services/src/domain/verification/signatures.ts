import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import * as sql from './staff-actions.queries.js';
import { changeStudent, signatureStatus } from './staff-actions.js';
import { loadStudent, studentName, type WorkspaceStudent } from '../students/load-student.js';

// The verification signatures of the student and the parent: e-signing, ink signatures, opting out of e-signing.

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
    const optedOut = await (forParent ? sql.parentESignOptedOut : sql.studentESignOptedOut).first(tx, {
      studentId: s.id,
    });
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
    const rows = await (forParent ? sql.setParentESignOptOut : sql.setStudentESignOptOut).all(tx, {
      studentId: s.id,
      optOut,
    });
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
