import { z } from 'zod';

// What the sign-in page's account look-up answers, as it travels (JSON): the contract of /openapi.json.

/** POST /api/auth/StudentAccountLookup */
export const studentAccountLookupAnswer = z.object({
  schoolCode: z.string(),
  accountExists: z.boolean(),
  accountRequired: z.boolean().describe('Whether the school asks students to make an account'),
});
