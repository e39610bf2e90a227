import { z } from 'zod';

// What the signed-in staff person's master profile routes answer, as they travel (JSON): the contract of /openapi.json.

/** GET /api/sso/MasterUserProfile */
export const ownProfileAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  profile: z.object({ defaultSchoolCode: z.string().nullable() }),
  schools: z.array(z.object({ schoolCode: z.string(), schoolName: z.string(), role: z.string() })),
  lastLoginAt: z.string().nullable(),
  lastLoginSchoolCode: z.string().nullable(),
});

/** POST /api/sso/MasterUserProfileLogin: the profile, stamped, with the sign-in before this one. */
export const profileLoginAnswer = ownProfileAnswer.extend({
  previousLoginAt: z.string().nullable(),
  lastLoginAt: z.string(),
  lastLoginSchoolCode: z.string(),
});
