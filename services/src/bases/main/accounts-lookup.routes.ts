import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { studentAccountLookup, studentLookup } from '../../domain/accounts/account-creation.js';
import { lookupBody } from '../student/accounts.routes.js';
import { studentLookupAnswer } from '../../domain/accounts/answers.js';
import { studentAccountLookupAnswer } from '../../domain/accounts/accounts-lookup.answers.js';

/** The sign-in page's look-ups: is there an account for this e-mail, and which student is this. */
export function studentLookupRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'auth/studentLookup',
      access: 'public',
      summary:
        'Find a student by last name, date of birth and SSN last four or student id (for account creation)',
      body: lookupBody,
      response: studentLookupAnswer,
      handler: ({ body, request }) =>
        studentLookup(
          ctx,
          {
            schoolCode: body.SchoolCode,
            purl: body.PURL,
            lastName: body.lastName,
            dateOfBirth: body.dateOfBirth,
            ssnLastFour: body.ssnLastFour,
            studentNumber: body.studentNumber,
          },
          request.ip,
        ),
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'auth/StudentAccountLookup',
      access: 'public',
      summary: 'Whether an e-mail has a student or parent account at a school (throttled per address)',
      body: z
        .object({
          Username: z.string().trim().min(1, 'enter your e-mail').max(320),
          SchoolCode: z.string().trim().max(20).optional(),
          PURL: z.string().trim().max(200).optional(),
        })
        .refine((b) => b.SchoolCode || b.PURL, {
          message: 'give the school code or address',
          path: ['SchoolCode'],
        }),
      response: studentAccountLookupAnswer,
      handler: ({ body, request }) =>
        studentAccountLookup(
          ctx,
          { username: body.Username, schoolCode: body.SchoolCode, purl: body.PURL },
          request.ip,
        ),
    }),
  ];
}
