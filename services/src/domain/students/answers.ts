import { z } from 'zod';
import { taskListItemStatus } from './task-list.answers.js';

// What the student routes answer about students themselves: look-ups, searches, worklists, status and profile.

/** A student as the student base answers one (worklists, searches, look-ups by id). */
export const studentAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  schoolCode: z.string(),
  studentNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  ssnLastFour: z.string().nullable(),
  dependencyStatus: z.number(),
  status: z.string(),
  verificationGroup: z.string().nullable(),
  studentSignDate: z.string().nullable(),
  parentSignDate: z.string().nullable(),
  signatureComplete: z.boolean(),
  assignedTo: z.string().nullable(),
});

/** How a side signed (student.*_sign_method); null until it signed. */
const signatureMethod = z.enum(['E_SIGN', 'INK']).nullable();

export const changeStudentStatusAnswer = z.object({
  studentID: z.number(),
  uuid: z.string(),
  status: z.string(),
  verificationGroup: z.string().nullable(),
  dependencyStatus: z.number(),
  parentSignatureRequired: z.boolean(),
  studentSignDate: z.string().nullable(),
  parentSignDate: z.string().nullable(),
  studentSignMethod: signatureMethod,
  parentSignMethod: signatureMethod,
  studentInkSignAgreed: z.boolean(),
  parentInkSignAgreed: z.boolean(),
  signatureComplete: z.boolean(),
  isirLocked: z.boolean(),
  isirLockedTransaction: z.string().nullable(),
  postcardsSentAt: z.string().nullable(),
  reviewCompletedAt: z.string().nullable(),
  reviewCompletedBy: z.string().nullable(),
});

/** How many items were verified, and whose (the gateway answers with the student after the action). */
export const verifyAllAnswer = z.object({ verified: z.number(), studentID: z.number() });

export const markPostcardsSentAnswer = z.object({ marked: z.number() });

export const deletedAnswer = z.object({ id: z.number(), deleted: z.boolean() });

export const worklistPageAnswer = z.union([
  z.object({
    worklist: z.string(),
    aidYear: z.number(),
    items: z.array(z.object({ updatedAt: z.string(), ...studentAnswer.shape })),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** The cursor of the page's last student, for the next page's after (null on an empty page). */
    endCursor: z.string().nullable(),
    /** Whether students follow this page. */
    hasNextPage: z.boolean(),
  }),
  z.object({ fileName: z.string(), csv: z.string(), rows: z.number() }),
]);

export const unlinkAccountAnswer = z.object({
  unlinked: z.boolean(),
  studentID: z.number(),
  studentAccountID: z.number(),
});

export const verificationStateAnswer = z.object({
  studentID: z.number(),
  aidYear: z.number(),
  status: z.string(),
  verificationGroup: z.string().nullable(),
  selectedForVerification: z.string().nullable(),
  trackingFlag: z.string().nullable(),
  isirTransaction: z.number().nullable(),
  sai: z.number().nullable(),
  taskListCounts: z.array(z.object({ status: taskListItemStatus, count: z.number() })),
  openItems: z.number(),
  submittedItems: z.number(),
  signatureComplete: z.boolean(),
  isirLocked: z.boolean(),
  unresolvedCommentCodes: z.number(),
  readyForReview: z.boolean(),
  missing: z.array(z.string()),
});

export const biographicalInformationAnswer = z.object({
  studentID: z.number(),
  aidYear: z.number(),
  studentNumber: z.string().optional(),
  dependencyStatus: z.number(),
  isirTransaction: z.number().nullable(),
  dependencyModel: z.string().nullable(),
  fields: z.array(
    z.object({
      matches: z.boolean(),
      field: z.string(),
      label: z.string(),
      student: z.string().nullable(),
      isir: z.string().nullable(),
    }),
  ),
  mismatches: z.array(z.string()),
});

export const parentProfileAnswer = z.object({
  studentID: z.number(),
  aidYear: z.number(),
  parentSignatureRequired: z.boolean(),
  transactionNumber: z.number().nullable(),
  reportedOnIsir: z
    .object({
      firstName: z.string().nullable(),
      middleName: z.string().nullable(),
      lastName: z.string().nullable(),
      dateOfBirth: z.string().nullable(),
      emailAddress: z.string().nullable(),
    })
    .partial()
    .nullable()
    .describe("The parent's identity as the ISIR reports it (a field the layout lacks is absent)"),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string().nullable(),
      accountType: z.number().int(),
    }),
  ),
});

/** Comment codes or reject codes open, all resolved, or none at all. */
const crHeadline = z.enum(['OPEN', 'RESOLVED', 'NONE']);

export const crCodeHeadlineAnswer = z.union([
  z.object({
    studentID: z.number(),
    aidYear: z.number(),
    transactionNumber: z.number().nullable(),
    headline: crHeadline,
    commentCodes: z.number(),
    unresolvedCommentCodes: z.number(),
    rejectCodes: z.array(z.string()),
    openCommentCodeItems: z.number(),
  }),
  z.object({
    studentID: z.number(),
    aidYear: z.null(),
    headline: crHeadline,
    commentCodes: z.number(),
    unresolvedCommentCodes: z.number(),
    rejectCodes: z.array(z.string()),
    openCommentCodeItems: z.number(),
  }),
]);

export const quickViewAnswer = z.object({
  aidYear: z.number(),
  taskListTotal: z.number(),
  taskListOpen: z.number(),
  ...studentAnswer.shape,
});

export const manyStudentsAnswer = z.array(studentAnswer);

export const searchStudentsAnswer = z.object({
  items: z.array(studentAnswer),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  fuzzy: z.boolean(),
  /** The cursor of the page's last student, for the next page's after (null on an empty page or close names). */
  endCursor: z.string().nullable(),
  /** Whether students follow this page. */
  hasNextPage: z.boolean(),
});

export const staffHomeCountsAnswer = z.object({
  aidYear: z.number(),
  totalStudents: z.number(),
  byStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  newTaskListItems: z.number(),
  submittedTaskListItems: z.number(),
  assignedToMe: z.number(),
});

/** An account linked to a student, as the student's account list shows it. */
export const studentAccountOfStudentAnswer = z.object({
  id: z.number().int(),
  uuid: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountType: z.number().int(),
  eSignOptOut: z.boolean(),
});

/** A staff member a student may be assigned to. */
export const assignableStaffAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});

/** A linked account after staff changed it. */
export const studentAccountAnswer = z.object({
  id: z.number().int(),
  uuid: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  mfaOption: z.enum(['EMAIL', 'SMS']),
  phoneConfirmedAt: z.string().nullable(),
});
