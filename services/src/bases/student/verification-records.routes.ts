import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import { deleteDocuments } from '../../domain/verification/documents.js';
import {
  crCodeHeadline,
  documentDownloadSearch,
  parentProfile,
  studentAttributeHistory,
  studentAttributes,
  studentAttributesOfMany,
  supportingDocuments,
  updateStudentAccount,
  updateStudentAllowNull,
} from '../../domain/verification/student-records.js';
import {
  crCodeHeadlineAnswer,
  parentProfileAnswer,
  studentAccountAnswer,
} from '../../domain/students/answers.js';
import {
  deleteDocumentsAnswer,
  documentDownloadAnswer,
  studentAttributeAnswer,
  studentAttributeChangeAnswer,
  studentRecordAnswer,
} from '../../domain/students/student-file.answers.js';
import { supportingDocumentAnswer } from '../../domain/students/task-list.answers.js';

const VIEW = { permission: 'STUDENT_VIEW' } as const;
const EDIT = { permission: 'STUDENT_EDIT' } as const;
const aidYear = z.coerce.number().int().min(2000).max(2100);
const studentKey = z.string().max(40);
const studentRef = z.union([dbId, z.string().uuid('must be a student id or uuid')]);
const name = z.string().trim().min(1, 'must not be empty').max(100, 'is longer than 100 characters');

/** Student-base edits of the workspace beyond the staff actions: the download log, a document removed, the record and account changed. */
export function studentRecordRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'documentDownloadLog/search',
      access: VIEW,
      summary:
        "Who downloaded which document of the student's file (processor documents, binders), newest first",
      body: z.object({ studentID: studentRef, from: z.iso.date().optional(), to: z.iso.date().optional() }),
      response: z.array(documentDownloadAnswer),
      handler: ({ body, caller }) => documentDownloadSearch(db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'processorDocument/delete',
      access: EDIT,
      summary: 'Delete several processor documents of one student at once (all or none)',
      body: z.object({ ids: z.array(dbId).min(1, 'give at least one document').max(100) }),
      response: deleteDocumentsAnswer,
      handler: ({ body, caller }) => deleteDocuments(db, ctx.blobs, caller, body.ids),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'student/allowNullUpdate/{id}',
      access: EDIT,
      summary:
        'Change the student record (names, student ID; e-mail and date of birth may be cleared with null)',
      params: z.object({ id: studentKey }),
      body: z.object({
        firstName: name.optional(),
        lastName: name.optional(),
        studentNumber: z.string().trim().min(1, 'must not be empty').max(30).optional(),
        email: z.email('must be an e-mail address').max(254).nullable().optional(),
        dateOfBirth: z.iso.date('must be a date (YYYY-MM-DD)').nullable().optional(),
      }),
      response: studentRecordAnswer,
      handler: ({ params, body, caller }) => updateStudentAllowNull(db, caller, params.id, body),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'studentAccount/{id}',
      access: EDIT,
      summary: "Change a linked account's name, mobile number (null clears it) or where its sign-in codes go",
      params: idParam,
      body: z.object({
        firstName: name.optional(),
        lastName: name.optional(),
        phone: z
          .string()
          .trim()
          .regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number')
          .nullable()
          .optional(),
        mfaOption: z.enum(['EMAIL', 'SMS']).optional(),
      }),
      response: studentAccountAnswer,
      handler: ({ params, body, caller }) => updateStudentAccount(db, caller, params.id, body),
    }),
  ];
}

/** The student's attributes and parent profile by aid year, their history, CR code headlines, supporting documents. */
export function studentAttributeRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentAttribute/getStudentAttribute/{id}/{year}',
      access: VIEW,
      summary:
        "What the aid year's current ISIR says about the student (dependency, SAI, tracking flag, selection, codes) and their profile",
      params: z.object({ id: studentKey, year: aidYear }),
      response: studentAttributeAnswer.extend({ hasIsir: z.boolean() }),
      handler: ({ params, caller }) => studentAttributes(db, caller, params.id, params.year),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentAttribute/getParentProfile/{id}/{year}',
      access: VIEW,
      summary:
        "The parent as the aid year's ISIR reports them (no SSN), with the parent accounts linked to the student",
      params: z.object({ id: studentKey, year: aidYear }),
      response: parentProfileAnswer,
      handler: ({ params, caller }) => parentProfile(ctx, caller, params.id, params.year),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentAttribute/search/{year}',
      access: VIEW,
      summary: 'Attributes of many students of the school for an aid year in one call',
      params: z.object({ year: aidYear }),
      body: z.object({ studentIDs: z.array(dbId).min(1).max(1000) }),
      response: z.array(studentAttributeAnswer),
      handler: ({ params, body, caller }) =>
        studentAttributesOfMany(db, caller, params.year, body.studentIDs),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentAttributeHistory/search/{year}',
      access: VIEW,
      summary:
        'What later ISIR transactions changed for a student in an aid year (SAI, dependency, selection)',
      params: z.object({ year: aidYear }),
      body: z.object({ studentID: studentRef }),
      response: z.array(studentAttributeChangeAnswer),
      handler: ({ params, body, caller }) => studentAttributeHistory(db, caller, body.studentID, params.year),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/{id}',
      access: VIEW,
      summary:
        'Whether comment and reject codes still need work (newest aid year with an ISIR): OPEN, RESOLVED or NONE, with the counts',
      params: z.object({ id: studentKey }),
      response: crCodeHeadlineAnswer,
      handler: ({ params, caller }) => crCodeHeadline(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/{id}',
      access: 'signedIn',
      summary:
        'Documents uploaded on a task list item (id), current versions: staff of the school or the linked student or parent',
      params: idParam,
      response: z.array(supportingDocumentAnswer),
      handler: ({ params, caller }) => supportingDocuments(db, caller, params.id),
    }),
  ];
}
