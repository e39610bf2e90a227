import { z } from 'zod';

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

/** A task list item (student_interview_link) as the routes answer it. */
/** An interview type as a task list names it; nameSpanish null: untranslated, shown in English (issue 26). */
const interviewTypeName = z.object({
  id: z.number(),
  typeCode: z.string(),
  name: z.string(),
  nameSpanish: z.string().nullable(),
});

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

export const updateStudentInterviewLinkAnswer = z.object({
  questionText: z.string().nullable(),
  dueDate: z.string().nullable(),
  ...interviewLinkAnswer.shape,
});

export const initialTasksAnswer = z.object({
  taskListItemsCreated: z.number(),
  messageSent: z.boolean(),
});

export const displayCorrectionFileAnswer = z.object({
  lines: z.array(
    z.object({
      lineNumber: z.number(),
      fileLine: z.number(),
      error: z.string().nullable(),
      aidYear: z.number().nullable(),
      layoutName: z.string().nullable(),
      transactionUuid: z.string(),
      schoolCode: z.string(),
      ssn: z.string(),
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      suffix: z.string(),
      dateOfBirth: z.string(),
      fields: z.array(
        z.object({
          entry: z.number(),
          cpsNumber: z.number(),
          attributeName: z.string(),
          displayName: z.string(),
          value: z.string(),
          options: z.array(z.object({ code: z.string(), label: z.string() })).nullable(),
        }),
      ),
    }),
  ),
});

/** A correction of an ISIR field, values opened (an SSN masked unless the caller may see it whole). */
export const correctionAnswer = z.object({
  id: z.number().int(),
  studentID: z.number().int(),
  studentUuid: z.string(),
  studentName: z.string(),
  aidYear: z.number().int(),
  isirRecordID: z.number().int(),
  cpsNumber: z.number().int(),
  attributeName: z.string(),
  displayName: z.string(),
  status: z.enum(['PENDING', 'EXPORTED', 'CANCELLED']),
  batchID: z.number().int().nullable(),
  fileName: z.string().nullable().describe('The correction file it was exported in'),
  exportedAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  isirValue: z.string(),
  correctedValue: z.string(),
});

export const correctionSummariesAnswer = z.object({
  studentID: z.number(),
  uuid: z.string(),
  summaries: z.array(
    z.object({
      aidYear: z.number(),
      pending: z.number(),
      exported: z.number(),
      confirmed: z.number(),
      withdrawn: z.number(),
    }),
  ),
  corrections: z.array(correctionAnswer.extend({ confirmedByFps: z.boolean() })),
});

export const searchCorrectionsAnswer = z.array(correctionAnswer);

export const fileInJsonAnswer = z.object({
  fileName: z.string(),
  contentType: z.string(),
  contentBase64: z.string(),
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

export const verifyAllAnswer = z.object({ verified: z.number() });

export const markPostcardsSentAnswer = z.object({ marked: z.number() });

export const deletedAnswer = z.object({ id: z.number(), deleted: z.boolean() });

export const expireNoteAnswer = z.object({ id: z.number(), removed: z.boolean(), expired: z.boolean() });

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

/** A binder of the student's documents (a PDF kept for download). */
export const createBinderAnswer = z.object({
  uuid: z.string(),
  aidYear: z.number().int(),
  kind: z.enum(['BINDER', 'SUPER_BINDER']),
  isForParentAccount: z.boolean(),
  inkSign: z.boolean(),
  pageCount: z.number().int(),
  size: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});

export const bindersAnswer = z.array(createBinderAnswer);

export const deleteDocumentsAnswer = z.object({ deleted: z.number(), ids: z.array(z.number()) });

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

export const staffHomeCountsAnswer = z.object({
  aidYear: z.number(),
  totalStudents: z.number(),
  byStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  newTaskListItems: z.number(),
  submittedTaskListItems: z.number(),
  assignedToMe: z.number(),
});

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

/** A change of one field of the student record (or of its ISIR data, for correction history). */
export const fieldChangeAnswer = z.object({
  id: z.number().int(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});

/** A change to the accounts linked to a student. */
export const accountChangeAnswer = z.object({
  id: z.number().int(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});

/** A staff action on a student (the activity log). */
export const studentActivityAnswer = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.string(),
  details: z.record(z.string(), z.unknown()),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  createdAt: z.string(),
});

/** One look at a student record. */
export const accessLogAnswer = z.object({
  id: z.number().int(),
  action: z.string(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});

/** An account linked to a student, with the link's account type and e-sign opt-out. */
export const accountLinkAnswer = z.object({
  id: z.number().int(),
  studentID: z.number().int(),
  studentAccountID: z.number().int(),
  accountType: z.number().int().describe('0 student, 1 parent, 3 other parent, 4 spouse'),
  eSignOptOut: z.boolean(),
  eSignOptOutDate: z.string().nullable(),
  uuid: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mfaOption: z.enum(['EMAIL', 'SMS']),
  preferredLanguage: z
    .enum(['en', 'es'])
    .describe('The language the account holder reads the portal and its messages in (their own choice)'),
});

/** A comment code of the student's ISIRs, and whether staff resolved it. */
export const commentCodeLinkAnswer = z.object({
  id: z.number().int(),
  aidYear: z.number().int(),
  code: z.string(),
  description: z.string(),
  display: z.boolean(),
  resolved: z.boolean(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  onCurrentIsir: z.boolean(),
});

/** What a comment code means for an aid year. */
export const commentCodeInfoAnswer = z.object({
  id: z.number().int(),
  aidYear: z.number().int(),
  code: z.string(),
  description: z.string(),
  display: z.boolean(),
});

/** A processor document on the student's file. */
export const processorDocumentAnswer = z.object({
  id: z.number().int(),
  studentID: z.number().int(),
  isForParentAccount: z.boolean(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string(),
  createdAt: z.string(),
});

/** A download of a document of the student's file. */
export const documentDownloadAnswer = z.object({
  id: z.number().int(),
  documentKind: z.string(),
  documentID: z.string().nullable(),
  fileName: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  createdAt: z.string(),
});

/** The student record after staff corrected it. */
export const studentRecordAnswer = z.object({
  id: z.number().int(),
  uuid: z.string(),
  studentNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
});

/** What the aid year's ISIR says about a student (hasIsir false: no ISIR yet, the values are null). */
export const studentAttributeAnswer = z.object({
  studentID: z.number().int(),
  aidYear: z.number().int(),
  transactionNumber: z.number().int().nullable(),
  dependencyModel: z.string().nullable(),
  sai: z.number().int().nullable(),
  trackingFlag: z.string().nullable(),
  selectedForVerification: z.string().nullable(),
  commentCodes: z.array(z.string()),
  rejectCodes: z.string().nullable(),
  transactionProcessDate: z.string().nullable(),
  profile: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe("The student's own profile for the aid year"),
});

/** A change a later ISIR transaction made (SAI, dependency, selection). */
export const studentAttributeChangeAnswer = z.object({
  id: z.number().int(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  transactionNumber: z.number().int().nullable(),
  changedAt: z.string(),
});

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

/** A correction file the school exported. */
export const correctionBatchAnswer = z.object({
  id: z.number().int(),
  uuid: z.string(),
  aidYear: z.number().int(),
  fileName: z.string(),
  recordCount: z.number().int(),
  correctionCount: z.number().int(),
  size: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  downloadCount: z.number().int(),
  lastDownloadedAt: z.string().nullable(),
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
