import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { VERIFICATION_GROUPS } from '../../domain/verification/staff-actions.js';
import { WORKLIST_SORTS, worklistCsv, worklistPage } from '../../domain/worklists/worklists.js';
import { worklistPageAnswer } from '../../domain/students/answers.js';
import { aidYear } from './verification-params.js';

/** The staff worklists: a page, or the whole list as CSV. */
export function worklistRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'worklist/{a}/{b}/{aidYear}',
      access: 'staff',
      summary:
        'A worklist page (a: review | approved | approvedWithCorrections | approvedWithCR, b: page number, or csv for the whole list)',
      params: z.object({
        a: z.string().max(40),
        b: z.union([z.literal('csv'), z.coerce.number().int().min(1).max(100000)]),
        aidYear,
      }),
      query: z.object({
        pageSize: z.coerce.number().int().min(1).max(500).default(50),
        sort: z.enum(WORKLIST_SORTS).default('name'),
        descending: z
          .enum(['true', 'false'])
          .default('false')
          .transform((v) => v === 'true'),
        filter: z.string().max(200).optional(),
        verificationGroup: z.enum(VERIFICATION_GROUPS).optional(),
        assignedToMe: z
          .enum(['true', 'false'])
          .default('false')
          .transform((v) => v === 'true'),
        // The endCursor of the previous page: the page is then the pageSize students past it (keyset, not offset).
        after: z.string().max(4000).optional(),
      }),
      response: worklistPageAnswer,
      handler: async ({ params, query, caller, request, reply }) => {
        const { after, ...q } = { worklist: params.a, aidYear: params.aidYear, ...query };
        if (params.b !== 'csv') return worklistPage(db, caller, { ...q, page: params.b, after });
        const file = await worklistCsv(db, caller, q);
        // A JSON client (the gateway) gets the file inside JSON; a browser or spreadsheet tool the file itself.
        if (request.headers.accept?.includes('application/json')) return file;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.csv);
      },
    }),
  ];
}
