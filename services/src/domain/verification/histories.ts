import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import * as sql from './histories.queries.js';
import { loadStudent } from '../students/load-student.js';

/** Field changes of the student record (status, group, signatures, review...), newest first. */
export async function studentHistory(db: Db, caller: Caller, key: string, fields?: string[]) {
  const s = await loadStudent(db, caller, key);
  return sql.studentFieldChanges.all(db, { entityId: String(s.id), fields: fields ?? null });
}

/** Changes to the accounts linked to the student (links, e-sign opt-out). */
export async function accountHistory(db: Db, caller: Caller, key: string) {
  const s = await loadStudent(db, caller, key);
  return sql.accountChanges.all(db, { studentId: s.id });
}

/** Corrections recorded on the student's ISIR data (written by the ISIR pipeline as 'correction' history). */
export async function correctionHistory(db: Db, caller: Caller, key: string) {
  const s = await loadStudent(db, caller, key);
  return sql.correctionChanges.all(db, { studentKey: String(s.id), schoolCode: s.school_code });
}

/** Every staff action on the student (the activity log, student part). */
export async function studentActivity(db: Db, caller: Caller, key: string) {
  const s = await loadStudent(db, caller, key);
  return sql.studentActivity.all(db, { studentId: s.id });
}

/** Who looked at the student record, newest first; from and to are the school's days. */
export async function accessLogSearch(
  db: Db,
  caller: Caller,
  input: { studentID: number; from?: string; to?: string },
) {
  if (input.from && input.to && input.from > input.to) throw badRequest('from must not be after to');
  const s = await loadStudent(db, caller, input.studentID);
  return sql.studentAccesses.all(db, {
    studentId: s.id,
    from: input.from ?? null,
    to: input.to ?? null,
    schoolCode: s.school_code,
  });
}
