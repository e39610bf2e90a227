import { z } from 'zod';

// What the student repository's routes answer, as the answers travel (JSON): the contract of /openapi.json.

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/** A roster the school loaded from its SIS, with how its rows matched. */
export const rosterUploadAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  aidYear: z.number(),
  fileName: z.string(),
  fileFormat: z.enum(['CSV', 'XLSX']),
  sizeBytes: z.number(),
  rowCount: z.number(),
  matchedCount: z.number(),
  proposedCount: z.number(),
  unmatchedCount: z.number(),
  errorCount: z.number(),
  processedCount: z.number(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});

/** One roster row and the ISIR student it matched (or was proposed for); SSN as last four. */
export const rosterRowAnswer = z.object({
  id: z.number(),
  uploadId: z.number(),
  aidYear: z.number(),
  rowNumber: z.number(),
  schoolStudentId: z.string(),
  ssnLastFour: z.string(),
  dateOfBirth: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  enrollmentTerm: z.string().nullable(),
  matchStatus: z.enum(['MATCHED', 'PROPOSED', 'UNMATCHED']),
  matchScore: z.number().nullable(),
  matchReason: z.string().nullable(),
  selected: z.boolean(),
  processedAt: z.string().nullable(),
  student: z
    .object({
      uuid: z.string(),
      name: z.string(),
      status: z.string(),
      verificationGroup: z.string().nullable(),
    })
    .nullable(),
  proposedStudent: z
    .object({
      uuid: z.string(),
      name: z.string(),
      dateOfBirth: z.string().nullable(),
      ssnLastFour: z.string().nullable(),
    })
    .nullable()
    .describe('The fuzzy match staff accept or reject'),
  isirId: z.number().nullable(),
});

/** POST /isir-api/studentrepository/search */
export const rosterRowPageAnswer = paged(rosterRowAnswer);

/** POST /isir-api/studentrepository/searchIDs */
export const rosterRowIdsAnswer = z.object({ ids: z.array(z.number()) });

/** POST /isir-api/studentrepository/getManyByIDs */
export const rosterRowsAnswer = z.array(rosterRowAnswer);

/** A faulty roster row (the error report). */
export const rosterErrorAnswer = z.object({
  id: z.number(),
  uploadId: z.number(),
  fileName: z.string(),
  aidYear: z.number(),
  rowNumber: z.number(),
  column: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});

/** An ISIR student no row of an upload matched. */
export const unmatchedStudentAnswer = z.object({
  uuid: z.string(),
  studentNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ssnLastFour: z.string().nullable(),
  status: z.string(),
  verificationGroup: z.string().nullable(),
});

/** POST /isir-api/studentrepository/searchbylists: the page of the list asked for (UPLOADS, ERRORS, UNMATCHED_STUDENTS). */
export const rosterListsAnswer = z.union([
  paged(rosterUploadAnswer),
  paged(rosterErrorAnswer),
  paged(unmatchedStudentAnswer),
]);

/** POST /isir-api/studentrepository/processStudRepoIntoVG/{id} */
export const rosterProcessedAnswer = z.object({
  message: z.string(),
  placed: z.number(),
  taskItemsCreated: z.number(),
  skipped: z.number(),
});

/** A status file for the SIS (transfer file header). */
export const transferHeaderAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  aidYear: z.number(),
  fileFormat: z.enum(['CSV', 'FIXED']),
  fileName: z.string(),
  recordCount: z.number(),
  verifiedCount: z.number(),
  selectedCount: z.number(),
  sizeBytes: z.number(),
  origin: z.enum(['ON_DEMAND', 'SCHEDULED']),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});

/** StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport */
export const transferHeaderPageAnswer = paged(transferHeaderAnswer);

/** The lines of transfer files (record report, searchbylists). */
export const transferRecordPageAnswer = paged(
  z.object({
    id: z.number(),
    headerId: z.number(),
    fileName: z.string(),
    lineNumber: z.number(),
    schoolStudentId: z.string(),
    verificationStatus: z.string(),
    verificationGroup: z.string().nullable(),
    pellVerificationStatus: z.string().nullable(),
    sai: z.number().nullable(),
    completionDate: z.string().nullable(),
    studentUuid: z.string().nullable(),
  }),
);

/** GET /isir-api/isir/studentAccountLookup/{a}/{b}: the portal student and accounts of an ISIR. */
export const isirStudentAccountsAnswer = z.object({
  isirId: z.number(),
  aidYear: z.number(),
  transactionNumber: z.number().nullable(),
  student: z.object({
    uuid: z.string(),
    studentNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    status: z.string(),
    verificationGroup: z.string().nullable(),
    ssnLastFour: z.string().nullable(),
    email: z.string().nullable(),
  }),
  accounts: z.array(
    z.object({
      uuid: z.string(),
      username: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      accountType: z.string().describe('STUDENT, PARENT, OTHER_PARENT or SPOUSE'),
    }),
  ),
});

/** GET …/DownloadTransferFile/{a}/{b} with Accept: application/json; other clients get the file itself. */
export const transferFileAnswer = z.object({
  fileName: z.string(),
  contentType: z.string(),
  contentBase64: z.string(),
});
