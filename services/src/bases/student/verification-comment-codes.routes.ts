import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  commentCodeInfos,
  commentCodeLinks,
  resolveCommentCode,
  updateCommentCodeInfo,
} from '../../domain/verification/verification.js';
import { commentCodeInfoAnswer, commentCodeLinkAnswer } from '../../domain/students/student-file.answers.js';
import { VIEW, EDIT, aidYear } from './verification-params.js';

/** The comment codes of a student's ISIR, resolved by staff, and what each code means. */
export function commentCodeRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentCommentCodeLink/GetByUUID/{uuid}',
      access: VIEW,
      summary:
        "Comment codes of the student's current ISIR, with their meaning and whether staff resolved them",
      params: z.object({ uuid: z.string().uuid('must be the student uuid') }),
      response: z.array(commentCodeLinkAnswer),
      handler: ({ params, caller }) => commentCodeLinks(db, caller, params.uuid),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'StudentCommentCodeLink/{id}',
      access: EDIT,
      summary: 'Resolve (or reopen) a comment code of a student',
      params: idParam,
      body: z.object({ resolved: z.boolean() }),
      response: commentCodeLinkAnswer,
      handler: ({ params, body, caller }) => resolveCommentCode(db, caller, params.id, body.resolved),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'commentCodeInfo',
      access: 'staff',
      summary: 'What each comment code means (query aidYear; display=true for the shown ones only)',
      query: z.object({
        aidYear: aidYear.optional(),
        display: z
          .enum(['true', 'false'])
          .default('false')
          .transform((v) => v === 'true'),
      }),
      response: z.array(commentCodeInfoAnswer),
      handler: ({ query }) => commentCodeInfos(db, query.aidYear, query.display),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'commentCodeInfo/updateByCode/{a}/{b}',
      access: { permission: 'SETTINGS_VIEW' },
      summary: 'Set what a comment code (b, three digits) means for an aid year (a), and whether it shows',
      params: z.object({
        a: aidYear,
        b: z.string().regex(/^[0-9]{3}$/, 'must be a 3-digit comment code'),
      }),
      body: z.object({
        description: z.string().trim().max(2000).optional(),
        display: z.boolean().optional(),
      }),
      response: commentCodeInfoAnswer,
      handler: ({ params, body, caller }) => updateCommentCodeInfo(db, caller, params.a, params.b, body),
    }),
  ];
}
