import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { DB_INT_MAX, dbId, defineRoute, type RouteDef } from '../../platform/route.js';
import { getInterviewStep } from '../../domain/interviews/engine.js';
import {
  identityAttempt,
  interviewAttempts,
  interviewReview,
  resetInterview,
} from '../../domain/interviews/interview-review.js';
import { taskListSearch } from '../../domain/students/task-list.js';
import {
  interviewGetInterviewStepAnswer,
  interviewHistoryAnswer,
  interviewResetInterviewAnswer,
  interviewSaveIdentityVerifyInterviewAttemptAnswer,
  studentInterviewLinkSearchAnswer,
  studentInterviewLinkStudentInterviewHistoryAnswer,
} from '../../domain/interviews/interview.answers.js';
import { aidYear, linkKey, linkParam } from './interviews-params.js';

/** Taking an interview (students, parents; staff read): the task list, the steps, starting again. */
export function interviewStepRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'studentInterviewLink/search',
      access: 'signedIn',
      summary: 'Task list items of a student for an aid year (own student for students and parents)',
      body: z.object({ studentID: dbId, aidYear, filtered: z.boolean().default(true) }),
      response: studentInterviewLinkSearchAnswer,
      handler: ({ body, caller }) =>
        taskListSearch(ctx.db, caller, {
          studentIDs: [body.studentID],
          aidYear: body.aidYear,
          filtered: body.filtered,
        }),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/getInterviewStep',
      access: 'signedIn',
      summary:
        'Save the answers of a step and get the next one, computed from the answers (no InterviewStepID: where the interview stands)',
      body: z.object({
        StudentInterviewLinkID: linkKey,
        InterviewStepID: z.number().int().min(0).max(DB_INT_MAX).nullish(),
        Answers: z
          .array(z.object({ questionID: dbId, value: z.unknown() }))
          .max(200)
          .default([]),
        AidYear: aidYear.optional(),
        Back: z.boolean().default(false),
      }),
      response: interviewGetInterviewStepAnswer,
      handler: ({ body, caller }) =>
        getInterviewStep(ctx, caller, {
          linkKey: body.StudentInterviewLinkID,
          stepId: body.InterviewStepID,
          answers: body.Answers,
          back: body.Back,
        }),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interview/ResetInterview/{id}',
      changesState: true,
      access: 'signedIn',
      summary: 'Start a task list item over (its student or parent while open; staff with STUDENT_EDIT)',
      params: linkParam,
      response: interviewResetInterviewAnswer,
      handler: ({ params, caller }) => resetInterview(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/ResetInterview/{id}',
      access: 'signedIn',
      summary: 'Start a task list item over (JSON body variant)',
      params: linkParam,
      body: z.object({}).passthrough(),
      response: interviewResetInterviewAnswer,
      handler: ({ params, caller }) => resetInterview(ctx, caller, params.id),
    }),
  ];
}

/** What was answered before, and the identity check. */
export function interviewHistoryRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'InterviewAttempt/InterviewHistory/{id}',
      access: 'signedIn',
      summary: 'Every save, reset and submission of a task list item',
      params: linkParam,
      response: interviewHistoryAnswer,
      handler: ({ params, caller }) => interviewAttempts(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'StudentInterviewLink/StudentInterviewHistory/{id}',
      access: 'signedIn',
      summary: 'The answered interview step by step, with its documents',
      params: linkParam,
      response: studentInterviewLinkStudentInterviewHistoryAnswer,
      handler: ({ params, caller }) => interviewReview(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/SaveIdentityVerifyInterviewAttempt/',
      access: 'signedIn',
      summary: 'Answer an identity question; only whether it matched the student record is kept',
      body: z.object({
        StudentInterviewLinkID: linkKey,
        QuestionID: dbId,
        attemptAnswer: z.string().trim().min(1, 'enter an answer').max(100),
        questionText: z.string().max(1000).optional(),
      }),
      response: interviewSaveIdentityVerifyInterviewAttemptAnswer,
      handler: ({ body, caller }) =>
        identityAttempt(ctx, caller, {
          linkKey: body.StudentInterviewLinkID,
          questionID: body.QuestionID,
          attemptAnswer: body.attemptAnswer,
        }),
    }),
  ];
}
