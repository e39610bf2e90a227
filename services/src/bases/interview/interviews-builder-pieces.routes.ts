import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  deleteChoice,
  deleteEvent,
  deleteQuestion,
  reorderChoices,
  reorderStepQuestions,
  updateChoice,
  updateQuestion,
} from '../../domain/interviews/template-question-edits.js';
import { deleteStep, reorderSteps, updateStep } from '../../domain/interviews/template-step-edits.js';
import { interviewEventAnswer, QUESTION_TYPES } from '../../domain/interviews/interview.answers.js';
import { BUILD, spanish, key } from './interviews-params.js';

/** Editing single pieces of a template: steps. */
export function stepEditRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'PATCH',
      path: 'interviewStep/{id}',
      access: BUILD,
      summary:
        'Change a step: key, title, instructions, and its branching (next step by answer, else the default next step)',
      params: idParam,
      body: z.object({
        stepKey: key.optional(),
        title: z.string().trim().min(1, 'enter a title').max(200).optional(),
        titleSpanish: spanish(200),
        instructions: z.string().max(4000).nullish(),
        instructionsSpanish: spanish(4000),
        nextRules: z
          .array(z.object({ questionKey: key, equals: z.string().max(200), nextStepKey: key }))
          .max(50)
          .optional(),
        defaultNextStepKey: key.nullish(),
      }),
      response: interviewEventAnswer,
      handler: ({ params, body, caller }) => updateStep(ctx.db, caller, { id: params.id, ...body }),
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'interviewStep/{id}',
      access: BUILD,
      summary: 'Delete a step and the questions only it asks (no other step may lead to it)',
      params: idParam,
      response: interviewEventAnswer,
      handler: ({ params, caller }) => deleteStep(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewStep/reorder',
      access: BUILD,
      summary: "Put a template's steps in order (every step once)",
      body: z.object({ interviewRevisionID: dbId, stepIDs: z.array(dbId).min(1).max(200) }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => reorderSteps(ctx.db, caller, body),
    }),
  ];
}

/** Editing single pieces of a template: questions and their order on a step. */
export function questionEditRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'PATCH',
      path: 'interviewQuestion/{id}',
      access: BUILD,
      summary: 'Change a question: text, help, whether it is required, its type and limits',
      params: idParam,
      body: z.object({
        text: z.string().trim().min(1, 'enter the question').max(2000).optional(),
        textSpanish: spanish(2000),
        helpText: z.string().max(2000).nullish(),
        helpTextSpanish: spanish(2000),
        required: z.boolean().optional(),
        questionType: z.enum(QUESTION_TYPES).optional(),
        minValue: z.number().int().nullish(),
        maxValue: z.number().int().nullish(),
        maxLength: z.number().int().min(1).max(5000).nullish(),
        identityFact: z.enum(['DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'STUDENT_NUMBER']).nullish(),
      }),
      response: interviewEventAnswer,
      handler: ({ params, body, caller }) => updateQuestion(ctx.db, caller, { id: params.id, ...body }),
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'interviewQuestion/{id}',
      access: BUILD,
      summary: 'Delete a question from the template (no branch may depend on its answer)',
      params: idParam,
      response: interviewEventAnswer,
      handler: ({ params, caller }) => deleteQuestion(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'stepQuestionLink/reorder',
      access: BUILD,
      summary: "Put a step's questions in order (every question of the step once)",
      body: z.object({ interviewStepID: dbId, questionIDs: z.array(dbId).min(1).max(200) }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => reorderStepQuestions(ctx.db, caller, body),
    }),
  ];
}

/** Editing single pieces of a template: choices and events. */
export function choiceEditRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'PATCH',
      path: 'questionChoice/{id}',
      access: BUILD,
      summary: "Change a choice's value or label",
      params: idParam,
      body: z.object({
        value: z.string().trim().min(1, 'enter a value').max(200).optional(),
        label: z.string().trim().min(1, 'enter a label').max(500).optional(),
        labelSpanish: spanish(500),
      }),
      response: interviewEventAnswer,
      handler: ({ params, body, caller }) => updateChoice(ctx.db, caller, { id: params.id, ...body }),
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'questionChoice/{id}',
      access: BUILD,
      summary: 'Delete a choice',
      params: idParam,
      response: interviewEventAnswer,
      handler: ({ params, caller }) => deleteChoice(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'questionChoice/reorder',
      access: BUILD,
      summary: "Put a question's choices in order (every choice once)",
      body: z.object({ interviewQuestionID: dbId, choiceIDs: z.array(dbId).min(1).max(200) }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => reorderChoices(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'interviewEvent/{id}',
      access: BUILD,
      summary: 'Delete an event',
      params: idParam,
      response: interviewEventAnswer,
      handler: ({ params, caller }) => deleteEvent(ctx.db, caller, params.id),
    }),
  ];
}
