import { z } from 'zod';

/** GET /admin-api/dataKeys: the data-key ring and how many sealed values each key holds. */
export const dataKeyStatusAnswer = z.object({
  currentKeyId: z
    .string()
    .describe('The key new values are sealed under (the first of DATA_ENCRYPTION_KEYS)'),
  keyIds: z.array(z.string()).describe('Every key of the ring, the current one first'),
  counts: z.array(
    z.object({
      what: z.string().describe('What the values are, e.g. "student SSNs"'),
      table: z.string(),
      column: z.string(),
      keyId: z.string(),
      count: z.number().int(),
    }),
  ),
  underOtherKeys: z
    .number()
    .int()
    .describe('Values still under another key than the current one: at 0 the older keys can be removed'),
  missingKeyIds: z.array(z.string()).describe('Key ids values name that the ring does not have'),
  resealJobId: z.number().int().nullable().describe('The re-seal job queued or running, if any'),
});

/** POST /admin-api/dataKeys/reseal */
export const resealStartedAnswer = z.object({
  message: z.string(),
  jobId: z.number().int().describe('The job on the jobs page'),
  underOtherKeys: z.number().int(),
});

/** POST /admin-api/signingKeys/rotate */
export const signingKeyRotatedAnswer = z.object({
  message: z.string(),
  kid: z.string().describe('The new key, in the header of every token signed from now on'),
  previousKid: z.string().describe('The previous key, still published in the JWKS while its tokens live'),
});
