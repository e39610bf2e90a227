import { z } from 'zod';

// What the routes answer about ISIR corrections and the correction files the school exports.

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
