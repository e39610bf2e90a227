import { z } from 'zod';

export const povertyLevelsForAidYearAnswer = z.object({
  aidYear: z.number(),
  guidelineYear: z.number(),
  regions: z.array(
    z.object({
      region: z.string(),
      eachAdditionalPerson: z.number(),
      levels: z.array(z.object({ householdSize: z.number(), amount: z.number() })),
    }),
  ),
});
