import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, type RouteDef } from '../../platform/route.js';
import {
  getManyStudents,
  getStudent,
  quickView,
  searchStudents,
  staffHomeCounts,
} from '../../domain/students/students.js';
import { accountsOfStudent, taskListSearch } from '../../domain/students/task-list.js';
import {
  manyStudentsAnswer,
  quickViewAnswer,
  searchStudentsAnswer,
  staffHomeCountsAnswer,
  studentAccountOfStudentAnswer,
  studentAnswer,
} from '../../domain/students/answers.js';
import { taskListSearchAnswer } from '../../domain/students/task-list.answers.js';

const STUDENT_VIEW = { permission: 'STUDENT_VIEW' } as const;
const aidYear = z.coerce.number().int().min(2000).max(2100);
const studentKey = z.object({ id: z.string().max(40) });

export function studentRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/{id}',
      access: 'signedIn',
      summary: 'A student by id or uuid (staff of its school, or its own student/parent)',
      params: studentKey,
      response: studentAnswer,
      handler: ({ params, caller }) => getStudent(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/getStudent/{id}',
      access: 'signedIn',
      summary: 'A student by id or uuid (staff of its school, or its own student/parent)',
      params: studentKey,
      response: studentAnswer,
      handler: ({ params, caller }) => getStudent(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/getStudentQuickView/{a}/{b}',
      access: 'signedIn',
      summary: 'Quick view of a student (a: uuid) for an aid year (b)',
      params: z.object({ a: z.string().uuid('a must be the student uuid'), b: aidYear }),
      response: quickViewAnswer,
      handler: ({ params, caller }) => quickView(ctx.db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'student/getManyStudent',
      access: STUDENT_VIEW,
      summary: "Students by id, of the caller's school (ids of other schools are left out)",
      body: z.object({ ids: z.array(dbId).max(1000) }),
      response: manyStudentsAnswer,
      handler: ({ body, caller }) => getManyStudents(ctx.db, caller, body.ids),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'student/userSearch/false',
      access: STUDENT_VIEW,
      summary:
        "Search the students of the caller's school (allSchools: every school of the staff member, with CROSS_SCHOOL_SEARCH) by name, e-mail, student id, SSN last four; close names when nothing matches",
      body: z.object({
        searchValue: z.string().max(200).default(''),
        searchField: z.enum(['ANY', 'NAME', 'EMAIL', 'STUDENT_NUMBER', 'SSN_LAST_FOUR']).default('ANY'),
        page: z.number().int().min(1).max(100000).default(1),
        pageSize: z.number().int().min(1).max(200).default(25),
        allSchools: z.boolean().default(false),
        // The endCursor of the previous page: the page is then the pageSize students past it (keyset, not offset).
        after: z.string().max(4000).nullish(),
      }),
      response: searchStudentsAnswer,
      handler: ({ body, caller }) =>
        searchStudents(ctx.db, caller, {
          text: body.searchValue,
          field: body.searchField,
          page: body.page,
          pageSize: body.pageSize,
          allSchools: body.allSchools,
          after: body.after,
        }),
    }),
  ];
}

/** A student's task list and accounts, and the worklists' counts. */
export function studentListRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'studentInterviewLink/taskListSearch',
      access: 'signedIn',
      summary:
        'Task list items of one or more students for an aid year; filtered leaves out AUTO_VERIFIED and NOT_REQUIRED',
      body: z
        .object({
          studentID: dbId.optional(),
          studentIDs: z.array(dbId).max(1000).optional(),
          aidYear: aidYear.optional(),
          newAidYear: aidYear.optional(),
          filtered: z.boolean().default(true),
          isForParentAccount: z.boolean().optional(),
        })
        .refine((b) => b.studentID || b.studentIDs?.length, {
          message: 'give studentID or studentIDs',
          path: ['studentID'],
        })
        .refine((b) => b.aidYear || b.newAidYear, { message: 'give aidYear', path: ['aidYear'] }),
      response: taskListSearchAnswer,
      handler: ({ body, caller }) =>
        taskListSearch(ctx.db, caller, {
          studentIDs: body.studentIDs ?? [body.studentID!],
          aidYear: (body.aidYear ?? body.newAidYear)!,
          filtered: body.filtered,
          isForParentAccount: body.isForParentAccount,
        }),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'studentAccount/getStudentAccountsByUUID/{uuid}',
      access: 'signedIn',
      summary: 'Accounts linked to a student (0 student, 1 parent, 3 other parent, 4 spouse)',
      params: z.object({ uuid: z.string().uuid('must be the student uuid') }),
      response: z.array(studentAccountOfStudentAnswer),
      handler: ({ params, caller }) => accountsOfStudent(ctx.db, caller, params.uuid),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'worklist/summary/{aidYear}',
      access: STUDENT_VIEW,
      summary:
        'Counts for the staff home page: students by status, new and submitted task list items, assigned to me',
      params: z.object({ aidYear }),
      response: staffHomeCountsAnswer,
      handler: ({ params, caller }) => staffHomeCounts(ctx.db, caller, params.aidYear),
    }),
  ];
}
