import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import {
  assignableStaff,
  assignStudent,
  assignVerificationGroup,
  changeStudentStatus,
  lockIsir,
  markPostcardsSent,
  reviewComplete,
  STUDENT_STATUSES,
  VERIFIED_STATUSES,
  VERIFICATION_GROUPS,
  verifyAll,
} from '../../domain/verification/staff-actions.js';
import { biographicalInformation, verificationState } from '../../domain/verification/verification.js';
import {
  assignableStaffAnswer,
  biographicalInformationAnswer,
  changeStudentStatusAnswer,
  markPostcardsSentAnswer,
  verificationStateAnswer,
  verifyAllAnswer,
} from '../../domain/students/answers.js';
import { VIEW, EDIT, aidYear, studentKey, ids, studentRef } from './verification-params.js';

/** A student's status, verification group and assigned staff member. */
export function verificationStatusRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'changeStudentStatus/{a}/{b}',
      access: EDIT,
      summary: `Change a student's status (a: student id or uuid, b: ${STUDENT_STATUSES.join(' | ')})`,
      params: z.object({ a: studentKey, b: z.string().max(40) }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => changeStudentStatus(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'updateStudentVerificationGroup/{a}/{b}',
      access: EDIT,
      summary: `Assign a student to a verification group (a: student, b: ${VERIFICATION_GROUPS.join(' | ')})`,
      params: z.object({ a: studentKey, b: z.string().max(10) }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => assignVerificationGroup(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'Student/AssignStudent/{a}/{b}',
      access: EDIT,
      summary: 'Assign a student (a) to a staff member of the school (b: staff id; 0 removes the assignment)',
      params: z.object({ a: studentKey, b: z.coerce.number().int().min(0).max(2_147_483_647) }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => assignStudent(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'Student/AssignableStaff',
      access: EDIT,
      summary:
        "Staff members of the caller's school a student can be assigned to (for Student/AssignStudent)",
      response: z.array(assignableStaffAnswer),
      handler: ({ caller }) => assignableStaff(db, caller),
    }),
  ];
}

/** Review complete, verify all, the locked ISIR, postcards sent. */
export function verificationReviewRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'student/ReviewComplete/{id}',
      access: { permission: 'REVIEW_COMPLETE' },
      summary: `Review complete: signed, nothing open; submitted items become VERIFIED, the student ${VERIFIED_STATUSES.join(' | ')}`,
      params: z.object({ id: studentKey }),
      query: z.object({
        altVerifiedStatus: z.enum(VERIFIED_STATUSES).optional(),
        aidYear: aidYear.optional(),
      }),
      response: changeStudentStatusAnswer,
      handler: ({ params, query, caller }) => reviewComplete(db, caller, params.id, query),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'StudentInterviewLink/VerifyAll',
      access: EDIT,
      summary: "Verify every unresolved task list item of a student's aid year",
      body: z.object({ studentID: studentRef, aidYear: aidYear }),
      response: verifyAllAnswer,
      handler: ({ body, caller }) => verifyAll(db, caller, body.studentID, body.aidYear),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'LockStudentIsir/{a}/{b}/{c}',
      access: EDIT,
      summary:
        "Lock a student's ISIR for an aid year at a transaction (a: student, b: aid year, c: transaction number or 'unlock')",
      params: z.object({ a: studentKey, b: aidYear, c: z.string().max(10) }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => lockIsir(db, caller, params.a, params.b, params.c),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'MarkPostcardsSent',
      access: EDIT,
      summary: 'Mark verification postcards sent for students of the school',
      body: z.object({ studentIDs: ids.min(1, 'give at least one student') }),
      response: markPostcardsSentAnswer,
      handler: ({ body, caller }) => markPostcardsSent(db, caller, body.studentIDs),
    }),
  ];
}

/** Where verification stands and the student record beside the ISIR. */
export function verificationStateRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'verification/getVerificationState/{a}/{b}',
      access: VIEW,
      summary:
        'Where verification stands (a: student, b: aid year): task list counts, signatures, ISIR selection, what is missing',
      params: z.object({ a: studentKey, b: aidYear }),
      response: verificationStateAnswer,
      handler: ({ params, caller }) => verificationState(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'verification/getBiographicalInformation/{a}/{b}',
      access: VIEW,
      summary:
        "The student record beside the current ISIR's identity fields (a: student, b: aid year), with mismatches",
      params: z.object({ a: studentKey, b: aidYear }),
      response: biographicalInformationAnswer,
      handler: ({ params, caller }) => biographicalInformation(db, caller, params.a, params.b),
    }),
  ];
}
