import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, type RouteDef } from '../../platform/route.js';
import { getManyAccountLinks, unlinkAccount } from '../../domain/verification/account-links.js';
import { accountLinkAnswer } from '../../domain/students/student-file.answers.js';
import { unlinkAccountAnswer } from '../../domain/students/answers.js';
import { VIEW, EDIT, ids, studentRef } from './verification-params.js';

/** The accounts linked to students, and unlinking one. */
export function accountLinkRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentAccountLink/getMany',
      access: 'signedIn',
      summary: 'Account links (with the account) of many students or accounts in one call',
      body: z.object({ studentIDs: ids.optional(), studentAccountIDs: ids.optional() }),
      response: z.array(accountLinkAnswer),
      handler: ({ body, caller }) => getManyAccountLinks(db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentAccountLink/search',
      access: VIEW,
      summary: 'Account links (with the account) of students or accounts',
      body: z.object({ studentIDs: ids.optional(), studentAccountIDs: ids.optional() }),
      response: z.array(accountLinkAnswer),
      handler: ({ body, caller }) => getManyAccountLinks(db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'DeleteOwners',
      access: EDIT,
      summary:
        "Unlink an account (parent, other parent, spouse) from a student; the student's own account stays",
      body: z.object({ studentID: studentRef, studentAccountID: dbId }),
      response: unlinkAccountAnswer,
      handler: ({ body, caller }) => unlinkAccount(db, caller, body),
    }),
  ];
}
