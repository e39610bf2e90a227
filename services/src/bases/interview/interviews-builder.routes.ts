import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { DB_INT_MAX, dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  addChoice,
  addEvent,
  addQuestion,
  addStep,
  addStepQuestionLink,
} from '../../domain/interviews/template-additions.js';
import {
  addInterviewType,
  deleteTemplate,
  saveTemplate,
  updateInterviewType,
  updateTemplate,
} from '../../domain/interviews/templates.js';
import {
  interviewDeleteInterviewTemplateAnswer,
  interviewEventAnswer,
  interviewQuestionAnswer,
  interviewSaveInterviewTemplateAnswer,
  interviewTemplateAnswer,
  QUESTION_TYPES,
} from '../../domain/interviews/interview.answers.js';
import { BUILD, aidYear, spanish, key } from './interviews-params.js';

/** Building templates (/InterviewCreation, /CRInterviewCreation): types and whole templates. */
export function templateBuilderRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewType',
      access: BUILD,
      summary: 'Add an interview type; returns its id',
      body: z.object({
        TypeCode: z
          .string()
          .trim()
          .regex(/^[A-Z][A-Z0-9]{0,9}$/, 'use up to 10 capital letters and digits'),
        name: z.string().trim().min(1, 'enter a name').max(200),
        nameSpanish: spanish(200),
      }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) =>
        addInterviewType(ctx.db, caller, {
          typeCode: body.TypeCode,
          name: body.name,
          nameSpanish: body.nameSpanish,
        }),
    }),
    defineRoute({
      base: 'interview',
      method: 'PATCH',
      path: 'interviewType/{id}',
      access: BUILD,
      summary: "Rename an interview type (the task list's name for it) in English or Spanish",
      params: idParam,
      body: z.object({
        name: z.string().trim().min(1, 'enter a name').max(200).optional(),
        nameSpanish: spanish(200),
      }),
      response: interviewEventAnswer,
      handler: ({ params, body, caller }) => updateInterviewType(ctx.db, caller, { id: params.id, ...body }),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/SaveInterviewTemplate',
      access: BUILD,
      summary: 'Create a template: the next revision of an interview type for an aid year',
      body: z.object({
        interviewTypeID: dbId,
        aidYear,
        name: z.string().trim().min(1, 'enter a name').max(200),
        nameSpanish: spanish(200),
        description: z.string().max(2000).nullish(),
        descriptionSpanish: spanish(2000),
        isCommentCode: z.boolean().default(false),
      }),
      response: interviewSaveInterviewTemplateAnswer,
      handler: ({ body, caller }) => saveTemplate(ctx.db, caller, body),
    }),
  ];
}

/** Building templates: a template changed or deleted, steps and questions added. */
export function templateEditRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/updateInterviewTemplate',
      access: BUILD,
      summary: "Update a template's name, description or first step (id 0: not yet created)",
      body: z.object({
        id: z.number().int().min(0).max(DB_INT_MAX),
        name: z.string().trim().min(1).max(200).optional(),
        nameSpanish: spanish(200),
        description: z.string().max(2000).nullish(),
        descriptionSpanish: spanish(2000),
        firstStepID: dbId.nullish(),
      }),
      response: interviewTemplateAnswer,
      handler: ({ body, caller }) => updateTemplate(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'interview/deleteInterviewTemplate/{id}',
      access: BUILD,
      summary: 'Delete a template no student has started (id 0: not yet created)',
      params: z.object({ id: z.coerce.number().int().min(0).max(DB_INT_MAX) }),
      response: interviewDeleteInterviewTemplateAnswer,
      handler: ({ params, caller }) => deleteTemplate(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewStep',
      access: BUILD,
      summary: 'Add a step to a template; returns its id',
      body: z.object({
        interviewRevisionID: dbId,
        stepKey: key,
        title: z.string().trim().min(1, 'enter a title').max(200),
        titleSpanish: spanish(200),
        instructions: z.string().max(4000).nullish(),
        instructionsSpanish: spanish(4000),
        sortOrder: z.number().int().min(0).max(1000).optional(),
        nextRules: z
          .array(z.object({ questionKey: key, equals: z.string().max(200), nextStepKey: key }))
          .max(50)
          .default([]),
        defaultNextStepKey: key.nullish(),
      }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => addStep(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewQuestion',
      access: BUILD,
      summary: 'Add a question to a template; returns its id (then link it to a step)',
      body: z.object({
        interviewRevisionID: dbId,
        questionKey: key,
        questionType: z.enum(QUESTION_TYPES),
        text: z.string().trim().min(1, 'enter the question').max(2000),
        textSpanish: spanish(2000),
        helpText: z.string().max(2000).nullish(),
        helpTextSpanish: spanish(2000),
        required: z.boolean().default(true),
        minValue: z.number().int().nullish(),
        maxValue: z.number().int().nullish(),
        maxLength: z.number().int().min(1).max(5000).nullish(),
        identityFact: z.enum(['DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'STUDENT_NUMBER']).nullish(),
      }),
      response: interviewQuestionAnswer,
      handler: ({ body, caller }) => addQuestion(ctx.db, caller, body),
    }),
  ];
}

/** Building templates: questions placed on steps, choices and events added. */
export function templatePartRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'stepQuestionLink',
      access: BUILD,
      summary: 'Put a question on a step',
      body: z.object({
        interviewStepID: dbId,
        interviewQuestionID: dbId,
        sortOrder: z.number().int().min(0).max(1000).optional(),
      }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => addStepQuestionLink(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'questionChoice',
      access: BUILD,
      summary: 'Add a choice to a choice question; returns its id',
      body: z.object({
        interviewQuestionID: dbId,
        value: z.string().trim().min(1, 'enter a value').max(200),
        label: z.string().trim().min(1, 'enter a label').max(500),
        labelSpanish: spanish(500),
        sortOrder: z.number().int().min(0).max(1000).optional(),
      }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => addChoice(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewEvent',
      access: BUILD,
      summary: 'Add an event (on start or on submit: confirmation e-mail, activity note); returns its id',
      body: z.object({
        interviewRevisionID: dbId,
        eventType: z.enum(['ON_START', 'ON_SUBMIT']),
        action: z.enum(['EMAIL_CONFIRMATION', 'RECORD_ACTIVITY']),
        message: z.string().max(2000).nullish(),
        messageSpanish: spanish(2000),
      }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => addEvent(ctx.db, caller, body),
    }),
  ];
}
