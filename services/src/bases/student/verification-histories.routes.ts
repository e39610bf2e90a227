import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, type RouteDef } from '../../platform/route.js';
import {
  accessLogSearch,
  accountHistory,
  correctionHistory,
  studentActivity,
  studentHistory,
} from '../../domain/verification/histories.js';
import {
  accessLogAnswer,
  accountChangeAnswer,
  fieldChangeAnswer,
  studentActivityAnswer,
} from '../../domain/students/student-file.answers.js';
import { VIEW, studentKey } from './verification-params.js';

/** Histories of a student's record, status, accounts and corrections, and who opened the record. */
export function historyRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentHistory/getStudentHistoryByStudentID/{id}',
      access: VIEW,
      summary: 'Field changes of the student record, newest first',
      params: z.object({ id: studentKey }),
      response: z.array(fieldChangeAnswer),
      handler: ({ params, caller }) => studentHistory(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentStatusHistory/search',
      access: VIEW,
      summary: "A student's status changes, newest first",
      body: z.object({ studentID: dbId }),
      response: z.array(fieldChangeAnswer),
      handler: ({ body, caller }) => studentHistory(db, caller, String(body.studentID), ['status']),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentAccountHistory/getStudentAccountHistoryByStudentID/{id}',
      access: VIEW,
      summary: "Changes to the student's linked accounts",
      params: z.object({ id: studentKey }),
      response: z.array(accountChangeAnswer),
      handler: ({ params, caller }) => accountHistory(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'CorrectionHistory/getCorrectionHistoryByStudentID/{id}',
      access: VIEW,
      summary: "Corrections made to the student's ISIR data",
      params: z.object({ id: studentKey }),
      response: z.array(fieldChangeAnswer),
      handler: ({ params, caller }) => correctionHistory(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AccessLog/AccessLogSearch',
      access: VIEW,
      summary: 'Who opened the student record, newest first (optionally between two dates)',
      body: z.object({
        studentID: dbId,
        from: z.iso.date().optional(),
        to: z.iso.date().optional(),
        activity: z.boolean().default(false),
      }),
      response: z.union([z.array(studentActivityAnswer), z.array(accessLogAnswer)]),
      // Awaited here so the answer is one promise of either list (the compiler checks it against the union).
      handler: async ({ body, caller }) =>
        body.activity
          ? await studentActivity(db, caller, String(body.studentID))
          : await accessLogSearch(db, caller, body),
    }),
  ];
}
