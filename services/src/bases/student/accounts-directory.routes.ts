import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, type RouteDef } from '../../platform/route.js';
import {
  getManyStudentAccounts,
  getManyStudentsByAccountIds,
  identityUserByUsername,
  linkStudentAccount,
} from '../../domain/accounts/account-directory.js';
import { STAFF_ITEM_STATUSES, updateStudentInterviewLink } from '../../domain/interviews/task-items.js';
import {
  identityUserByUsernameAnswer,
  linkStudentAccountAnswer,
  manyStudentAccountsAnswer,
  manyStudentsByAccountIdsAnswer,
} from '../../domain/accounts/answers.js';
import { updateStudentInterviewLinkAnswer } from '../../domain/students/task-list.answers.js';

const STUDENT_EDIT = { permission: 'STUDENT_EDIT' } as const;
const STUDENT_VIEW = { permission: 'STUDENT_VIEW' } as const;

/** Student accounts as staff find and link them, and staff changes to task list items. */
export function accountDirectoryRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'studentAccountLink',
      access: STUDENT_EDIT,
      summary:
        'Link an existing account of the school to a student (1 parent, 3 other parent, 4 spouse; 0 the student, once)',
      body: z.object({
        studentID: z.union([dbId, z.string().uuid('studentID must be the student id or uuid')]),
        studentAccountID: dbId,
        accountType: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)], {
          message: 'accountType is 0 student, 1 parent, 3 other parent or 4 spouse',
        }),
      }),
      response: linkStudentAccountAnswer,
      handler: ({ body, caller }) => linkStudentAccount(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'studentAccount/getManyStudentAccount',
      access: 'signedIn',
      summary:
        'Accounts by id with the students each serves (staff: their school; students and parents: accounts on their own students)',
      body: z.object({ ids: z.array(dbId).max(1000) }),
      response: manyStudentAccountsAnswer,
      handler: ({ body, caller }) => getManyStudentAccounts(ctx.db, caller, body.ids),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'student/getManyStudentByStudentAccountIDs',
      access: 'signedIn',
      summary: 'The students of each account id, with the account type of the link',
      body: z.object({ studentAccountIDs: z.array(dbId).max(1000) }),
      response: manyStudentsByAccountIdsAnswer,
      handler: ({ body, caller }) => getManyStudentsByAccountIds(ctx.db, caller, body.studentAccountIDs),
    }),
  ];
}

/** Staff changes to task list items, and an account found by user name. */
export function accountDirectoryChangeRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'updateStudentInterviewLink',
      access: STUDENT_EDIT,
      summary:
        'Change a task list item: status (NEW reopens, NOT_REQUIRED waives, NEEDS_CORRECTION and VERIFIED after submission), note, due date',
      body: z.object({
        StudentInterviewLinkID: z.union([
          dbId,
          z.string().uuid('StudentInterviewLinkID must be the item id or uuid'),
        ]),
        studentInterviewLinkStatus: z.enum(STAFF_ITEM_STATUSES).optional(),
        QuestionText: z.string().max(2000, 'the note is longer than 2000 characters').nullish(),
        dueDate: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'give the due date as YYYY-MM-DD')
          .nullish(),
      }),
      response: updateStudentInterviewLinkAnswer,
      handler: ({ body, caller }) =>
        updateStudentInterviewLink(ctx, caller, {
          id: body.StudentInterviewLinkID,
          status: body.studentInterviewLinkStatus,
          questionText: body.QuestionText,
          dueDate: body.dueDate,
        }),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'studentAccountService/GetKeycloakUserByUsername/{name}',
      access: STUDENT_VIEW,
      summary:
        "A student or parent account of the school by username (e-mail): whether it can sign in, how it gets codes, whom it serves ('User not found' otherwise)",
      params: z.object({ name: z.string().trim().min(1).max(320) }),
      response: identityUserByUsernameAnswer,
      handler: ({ params, caller }) => identityUserByUsername(ctx.db, caller, params.name),
    }),
  ];
}
