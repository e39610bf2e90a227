import { z } from 'zod';

// What the routes answer about a student's file: notes, history, linked accounts, codes, documents and binders.

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
