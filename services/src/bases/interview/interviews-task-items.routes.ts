import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, FILE_ANSWER, type RouteDef } from '../../platform/route.js';
import {
  createStudentInterviewLink,
  downloadItemFiles,
  studentParameters,
} from '../../domain/interviews/task-items.js';
import {
  interviewGetStudentParametersAnswer,
  studentinterviewlinkCreateStudentInterviewLinkAnswer,
} from '../../domain/interviews/interview.answers.js';
import { aidYear, linkParam } from './interviews-params.js';

/** A student's task list items: their parameters, adding one, every file of one. */
export function taskItemRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interview/getStudentParameters/{id}',
      access: 'signedIn',
      summary: 'What an interview needs to know about its task list item and student',
      params: linkParam,
      response: interviewGetStudentParametersAnswer,
      handler: ({ params, caller }) => studentParameters(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'studentinterviewlink/createStudentInterviewLink',
      access: { permission: 'STUDENT_EDIT' },
      summary: "Add an interview to a student's task list (the people who answer it get an e-mail)",
      body: z.object({
        StudentID: z.union([dbId, z.string().uuid('StudentID must be the student id or uuid')]),
        TypeCode: z.string().trim().min(1, 'choose an interview type').max(20),
        IsForParentAccount: z.boolean().default(false),
        QuestionText: z.string().max(2000, 'the note is longer than 2000 characters').nullish(),
        AidYear: aidYear.optional(),
        DueDate: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'give the due date as YYYY-MM-DD')
          .nullish(),
      }),
      response: studentinterviewlinkCreateStudentInterviewLinkAnswer,
      handler: ({ body, caller }) =>
        createStudentInterviewLink(ctx, caller, {
          studentID: body.StudentID,
          typeCode: body.TypeCode,
          isForParentAccount: body.IsForParentAccount,
          questionText: body.QuestionText,
          aidYear: body.AidYear,
          dueDate: body.DueDate,
        }),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/downloadManyFilesByStudentInterviewLinkID/{id}',
      access: 'signedIn',
      summary:
        "Every document of a task list item in one zip: the interview uploads (StudentInterviewLink) and the office's processor documents (true: the item's side; or ids)",
      params: linkParam,
      body: z.object({
        StudentInterviewLink: z.boolean().default(true),
        ProcessorDocuments: z.union([z.boolean(), z.array(dbId).max(200)]).default(false),
      }),
      response: FILE_ANSWER,
      handler: async ({ params, body, caller, reply }) => {
        const zip = await downloadItemFiles(ctx, caller, {
          linkKey: params.id,
          studentInterviewLink: body.StudentInterviewLink,
          processorDocuments: body.ProcessorDocuments,
        });
        return reply
          .header('content-type', 'application/zip')
          .header('content-length', String(zip.bytes.length))
          .header(
            'content-disposition',
            `attachment; filename="${zip.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"`,
          )
          .header('cache-control', 'private, no-store')
          .header('x-document-count', String(zip.count))
          .send(zip.bytes);
      },
    }),
  ];
}
