import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, type RouteDef } from '../../platform/route.js';
import {
  addParentStudentLink,
  createAccount,
  initialTasksOfLinkedAccount,
  linkedStudents,
  staffCreateAccount,
  studentLookup,
} from '../../domain/accounts/account-creation.js';
import { setTemporaryPassword } from '../../domain/accounts/account-changes.js';
import {
  createAccountAnswer,
  linkedStudentAnswer,
  setTemporaryPasswordAnswer,
  staffCreateAccountAnswer,
  studentLookupAnswer,
} from '../../domain/accounts/answers.js';
import { initialTasksAnswer } from '../../domain/students/task-list.answers.js';

export const aidYear = z.coerce.number().int().min(2000).max(2100);
export const email = z.string().trim().email('enter a valid e-mail address').max(320);
const accountType = z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)], {
  message: 'account type is 0 student, 1 parent, 3 other parent or 4 spouse',
});
export const lookupBody = z
  .object({
    SchoolCode: z.string().trim().max(20).optional(),
    PURL: z.string().trim().max(200).optional(),
    lastName: z.string().trim().min(1, 'enter the last name').max(100),
    dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'enter the date of birth as YYYY-MM-DD'),
    ssnLastFour: z
      .string()
      .regex(/^\d{4}$/, 'the last four digits of the SSN')
      .optional(),
    studentNumber: z.string().trim().min(1).max(40).optional(),
  })
  .refine((b) => b.SchoolCode || b.PURL, { message: 'give the school code or address', path: ['SchoolCode'] })
  .refine((b) => b.ssnLastFour || b.studentNumber, {
    message: 'give the last four digits of the SSN or the student id',
    path: ['ssnLastFour'],
  });

/** Student and parent accounts: lookup, creation, linking, passwords, MFA options, e-mail, profile. */
export function accountRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'student/studentLookup',
      access: 'public',
      summary:
        'Find a student by last name, date of birth and SSN last four or student id; returns a short-lived token to create an account',
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
      base: 'student',
      method: 'POST',
      path: 'studentLookupLinked',
      access: 'user',
      summary: 'The students the signed-in account serves (a parent may have several)',
      response: z.array(linkedStudentAnswer),
      handler: ({ caller }) => linkedStudents(ctx.db, caller),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'accountCreationService',
      access: 'public',
      summary:
        'Create a student or parent account after a lookup; it signs in with password and MFA code like any other',
      body: z.object({
        creationToken: z.string().min(1, 'look up the student first').max(2000),
        accountType,
        aidYear: aidYear.optional(),
        email,
        firstName: z.string().trim().min(1, 'enter a first name').max(100),
        lastName: z.string().trim().min(1, 'enter a last name').max(100),
        password: z.string().min(1, 'choose a password').max(200),
        phone: z
          .string()
          .trim()
          .regex(/^[\d\s()+.-]{7,20}$/, 'enter a phone number')
          .nullish(),
        preferredLanguage: z
          .enum(['en', 'es'])
          .optional()
          .describe(
            'The language the person made the account in (issue 26): its portal and messages follow it',
          ),
      }),
      response: createAccountAnswer,
      handler: ({ body }) => createAccount(ctx, body),
    }),
  ];
}

/** A new account's task list and welcome, another student for a parent, accounts staff make, temporary passwords. */
export function accountAdministrationRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'accountCreationService/createInitialTasksAndMessage',
      access: 'signedIn',
      summary:
        "A new account's task list (from the verification group) and welcome message (staff with STUDENT_EDIT, or the account itself)",
      body: z.object({ studentID: dbId, studentAccountID: dbId }),
      response: initialTasksAnswer,
      handler: ({ body, caller }) =>
        initialTasksOfLinkedAccount(ctx, caller, body.studentID, body.studentAccountID),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AddParentStudentLink',
      access: 'user',
      summary: 'A signed-in parent adds another of their students (after a lookup)',
      body: z.object({
        creationToken: z.string().min(1).max(2000),
        accountType: z.union([z.literal(1), z.literal(3)]).default(1),
      }),
      response: z.array(linkedStudentAnswer),
      handler: ({ body, caller }) => addParentStudentLink(ctx, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'studentAccountService/adminCreateAccount',
      access: { permission: 'STUDENT_EDIT' },
      summary:
        '/adminAccountCreation: staff make a student or parent account for a student of the school; it gets the task list, the welcome e-mail and a link to choose a password',
      body: z
        .object({
          studentUuid: z.string().uuid('must be a student uuid'),
          accountType,
          email,
          firstName: z.string().trim().min(1, 'enter the first name').max(100),
          lastName: z.string().trim().min(1, 'enter the last name').max(100),
          locationHREF: z.string().max(2000).optional(),
          preferredLanguage: z
            .enum(['en', 'es'])
            .optional()
            .describe(
              'The language the person reads (issue 26), English when not given: the welcome e-mail, the link to choose a password and later messages follow it',
            ),
        })
        .strict(),
      response: staffCreateAccountAnswer,
      handler: ({ body, caller }) => staffCreateAccount(ctx, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'studentAccountService/SetTemporaryPassword',
      access: { permission: 'STUDENT_EDIT' },
      summary:
        'Set a temporary password for a student or parent account of the school (generated when none is given); with Keycloak on its realm user too, to be replaced at sign-in (502 when Keycloak cannot be updated)',
      body: z.object({
        username: z.string().trim().min(1).max(320),
        password: z.string().min(1).max(200).optional(),
      }),
      response: setTemporaryPasswordAnswer,
      handler: ({ body, caller }) => setTemporaryPassword(ctx, caller, body),
    }),
  ];
}
