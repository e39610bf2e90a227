import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { assertStudentVisible } from '../students/access.js';
import { linkedStudents } from './account-creation.js';
import * as sql from './student-profile.queries.js';

// The student's contact profile for an aid year, and what the Settings screen shows of the signed-in account.

export interface StudentProfile {
  preferredName?: string | null;
  phone?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

async function visibleStudent(db: Db, caller: Caller, uuid: string) {
  const student = await sql.studentByUuid.first(db, { uuid });
  if (!student) throw notFound('No such student');
  await assertStudentVisible(db, caller, student);
  return student;
}

export async function getStudentProfile(db: Db, caller: Caller, uuid: string, aidYear: number) {
  const student = await visibleStudent(db, caller, uuid);
  const row = await sql.studentProfile.first(db, { studentId: student.id, aidYear });
  return { studentUuid: uuid, aidYear, profile: row?.profile ?? {}, updatedAt: row?.updated_at ?? null };
}

export async function updateStudentProfile(
  db: Db,
  caller: Caller,
  input: { studentUuid: string; aidYear: number; profile: StudentProfile },
) {
  const student = await visibleStudent(db, caller, input.studentUuid);
  if (caller.kind === 'staff' && !caller.permissions.has('STUDENT_EDIT'))
    throw forbidden(`Your role (${caller.role}) lacks the permission STUDENT_EDIT`);
  await db.transaction(async (tx) => {
    await sql.saveStudentProfile.run(tx, {
      studentId: student.id,
      aidYear: input.aidYear,
      profile: { ...input.profile },
    });
    await recordActivity(tx, caller, {
      action: 'STUDENT_PROFILE_UPDATED',
      entityType: 'student_profile',
      entityId: input.studentUuid,
      studentId: student.id,
      details: { aidYear: input.aidYear },
    });
  });
  return getStudentProfile(db, caller, input.studentUuid, input.aidYear);
}

/** What the Settings screen shows about the signed-in account. */
export async function accountSettings(db: Db, caller: Caller) {
  if (caller.kind !== 'user') throw forbidden('Only students and parents have account settings');
  const a = await sql.accountSettings.first(db, { accountId: caller.accountId });
  return {
    accountID: a!.id,
    username: a!.username,
    firstName: a!.first_name,
    lastName: a!.last_name,
    phone: a!.phone ? `***-***-${a!.phone.replace(/\D/g, '').slice(-4)}` : null,
    phoneConfirmed: Boolean(a!.phone_confirmed_at),
    mfaOption: a!.mfa_option,
    students: await linkedStudents(db, caller),
  };
}
