import { z } from 'zod';

// What the routes answer about a student's task list: its items and uploaded documents (its memos: verification/notes.answers.ts).

/** Where a task list item stands (student_interview_link.status). */
export const taskListItemStatus = z.enum([
  'NEW',
  'IN_PROGRESS',
  'SUBMITTED',
  'NEEDS_CORRECTION',
  'VERIFIED',
  'NOT_REQUIRED',
  'AUTO_VERIFIED',
]);

/** An interview type as a task list names it; nameSpanish null: untranslated, shown in English (issue 26). */
const interviewTypeName = z.object({
  id: z.number(),
  typeCode: z.string(),
  name: z.string(),
  nameSpanish: z.string().nullable(),
});

/** A task list item (student_interview_link) as the routes answer it. */
export const interviewLinkAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  studentID: z.number(),
  studentUuid: z.string(),
  aidYear: z.number(),
  studentInterviewLinkStatus: taskListItemStatus,
  isForParentAccount: z.boolean(),
  interviewType: interviewTypeName,
  submittedAt: z.string().nullable(),
  signedName: z.string().nullable(),
  signedAt: z.string().nullable(),
});

export const updateStudentInterviewLinkAnswer = z.object({
  questionText: z.string().nullable(),
  dueDate: z.string().nullable(),
  ...interviewLinkAnswer.shape,
});

export const initialTasksAnswer = z.object({
  taskListItemsCreated: z.number(),
  messageSent: z.boolean(),
});

export const taskListSearchAnswer = z.array(
  z.object({
    id: z.number(),
    uuid: z.string(),
    studentID: z.number(),
    studentInterviewLinkStatus: taskListItemStatus,
    aidYear: z.number(),
    isForParentAccount: z.boolean(),
    questionText: z.string().nullable(),
    dueDate: z.string().nullable(),
    updatedAt: z.string(),
    interviewType: interviewTypeName,
  }),
);

/** A document uploaded on a task list item (its current version). */
export const supportingDocumentAnswer = z.object({
  id: z.number().int(),
  uuid: z.string(),
  studentInterviewLinkID: z.number().int(),
  questionID: z.number().int(),
  questionText: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  versionID: z.number().int(),
  createdAt: z.string(),
});
