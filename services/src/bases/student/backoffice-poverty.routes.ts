import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { povertyLevelsForAidYear } from '../../domain/backoffice/reference.js';
import { povertyLevelsForAidYearAnswer } from '../../domain/backoffice/answers.js';

/** /povertyLevels: the HHS poverty guidelines that apply to an aid year. */
export function povertyRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'povertylevel/GetByAidYear/{year}',
      access: 'staff',
      summary:
        'HHS poverty guidelines of the aid year (those of its tax year), per region and household size',
      params: z.object({
        year: z.coerce.number().int().min(2000, 'is an aid year').max(2100, 'is an aid year'),
      }),
      response: povertyLevelsForAidYearAnswer,
      handler: ({ params }) => povertyLevelsForAidYear(ctx.db, params.year),
    }),
  ];
}
