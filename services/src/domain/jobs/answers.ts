import { z } from 'zod';

/** One background job of a school as /jobs lists it (no payload: it may name internal ids). */
export const jobAnswer = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindLabel: z.string().describe('What staff read for the kind, e.g. "ISIR file import"'),
  schoolCode: z.string().nullable(),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED']),
  progress: z
    .record(z.string(), z.unknown())
    .describe("The job's checkpoint; done/total/unit draw the progress bar"),
  error: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable().describe("The staff member who started it; null for the system's own"),
  createdAt: z.string(),
  runAfter: z.string(),
  finishedAt: z.string().nullable(),
});

export const jobPageAnswer = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  active: z.number().int().describe('Queued or running jobs of the school (the page polls while any)'),
  jobs: z.array(jobAnswer),
  endCursor: z
    .string()
    .nullable()
    .describe("The cursor of the page's last job, for the next page's after (null on an empty page)"),
  hasNextPage: z.boolean().describe('Whether jobs follow this page'),
});

export const jobChangedAnswer = z.object({ message: z.string(), job: jobAnswer });
