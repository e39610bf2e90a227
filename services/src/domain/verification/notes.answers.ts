import { z } from 'zod';

// What the routes answer about a student's notes (alerts, memos, reminders) and the memos on task list items
// (notes.ts, bases/student/verification-notes.routes.ts).

/** A memo staff keep on one task list item. */
export const taskListMemoAnswer = z.object({
  id: z.number().int(),
  studentID: z.number().int(),
  studentInterviewLinkID: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** An alert, memo or reminder on a student. */
export const noteAnswer = z.object({
  id: z.number().int(),
  studentID: z.number().int(),
  entityType: z.number().int(),
  kind: z.enum(['ALERT', 'MEMO', 'REMINDER']),
  severity: z.enum(['error', 'success', 'message', 'warning', 'info']).nullable().describe('Alerts only'),
  text: z.string(),
  dueDate: z.string().nullable().describe('Reminders: YYYY-MM-DD'),
  expired: z.boolean(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A note removed (an error or success alert) or kept, marked expired. */
export const expireNoteAnswer = z.object({ id: z.number(), removed: z.boolean(), expired: z.boolean() });
