import { z } from 'zod';
import { IMPORT_STEPS } from './uploads.js';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** POST /school-api/isirImport/processIsirFile */
export const isirImportProcessIsirFileAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  schoolCode: z.string(),
  aidYear: z.number().nullable(),
  fileName: z.string(),
  origin: z.enum(['UPLOAD', 'MAILBOX']),
  status: z.enum(['QUEUED', 'RUNNING', 'IMPORTED', 'FAILED']),
  sizeBytes: z.number(),
  jobId: z.number().nullable(),
  recordCount: z.number(),
  importedCount: z.number(),
  duplicateCount: z.number(),
  newStudentCount: z.number(),
  updatedStudentCount: z.number(),
  selectedCount: z.number(),
  warningCount: z.number(),
  errorCount: z.number(),
  error: z.string().nullable(),
  progressRecords: z.number(),
  progressStep: z.enum(IMPORT_STEPS).nullable(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
