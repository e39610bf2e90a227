import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  allQuestionChoices,
  builderAvailability,
  getTemplate,
  interviewTypes,
  searchStepQuestionLinks,
  searchSteps,
  templateYears,
} from '../../domain/interviews/templates.js';
import {
  aidYearInterviewTypeLinkAnswer,
  interviewBuilderAvailabilityAnswer,
  interviewGetFilteredInterviewTypesAnswer,
  interviewStepSearchAnswer,
  interviewTemplateAnswer,
  interviewTypeAnswer,
  questionChoicesAnswer,
  stepQuestionLinkSearchAnswer,
} from '../../domain/interviews/interview.answers.js';
import { BUILD, aidYear } from './interviews-params.js';

/** Templates: the interview types and their revisions. */
export function interviewTypeRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interviewType/',
      access: 'signedIn',
      summary: 'Every interview type',
      response: interviewGetFilteredInterviewTypesAnswer,
      handler: () => interviewTypes(ctx.db),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interviewType/GetAllWithRevisions',
      access: 'signedIn',
      summary: 'Interview types with their templates for an aid year',
      query: z.object({ aidYear: aidYear.optional() }),
      response: interviewGetFilteredInterviewTypesAnswer,
      handler: ({ query }) => interviewTypes(ctx.db, { aidYear: query.aidYear }),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interviewType/GetOneWithRevisions/{id}',
      access: 'signedIn',
      summary: 'One interview type with its templates for an aid year',
      params: idParam,
      query: z.object({ aidYear: aidYear.optional() }),
      response: interviewTypeAnswer,
      handler: async ({ params, query }) =>
        (await interviewTypes(ctx.db, { id: params.id, aidYear: query.aidYear }))[0],
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interviewType/{id}',
      access: 'signedIn',
      summary: 'One interview type',
      params: idParam,
      response: interviewTypeAnswer,
      handler: async ({ params }) => (await interviewTypes(ctx.db, { id: params.id }))[0],
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewType/search',
      access: 'signedIn',
      summary: 'Interview types by code',
      body: z.object({ typeCode: z.string().max(20).optional(), TypeCode: z.string().max(20).optional() }),
      response: interviewGetFilteredInterviewTypesAnswer,
      handler: async ({ body }) => {
        const code = (body.typeCode ?? body.TypeCode)?.toLowerCase();
        return (await interviewTypes(ctx.db)).filter((t) => !code || t.typeCode.toLowerCase() === code);
      },
    }),
  ];
}

/** Templates: the types offered, aid years, one interview, question choices. */
export function interviewTemplateRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/getFilteredInterviewTypes',
      access: 'signedIn',
      summary: 'Interview types that have a template in an aid year; optionally only comment-code ones',
      body: z.object({ aidYear, isCommentCode: z.boolean().optional() }),
      response: interviewGetFilteredInterviewTypesAnswer,
      handler: async ({ body }) =>
        (await interviewTypes(ctx.db, { aidYear: body.aidYear, isCommentCode: body.isCommentCode })).filter(
          (t) => t.revisions.length,
        ),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'aidYearInterviewTypeLink/',
      access: 'signedIn',
      summary: 'Which interview types have templates in which aid years',
      response: aidYearInterviewTypeLinkAnswer,
      handler: () => templateYears(ctx.db),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interview/GetInterview/{id}',
      access: 'signedIn',
      summary: 'A whole template: steps, questions, choices and events',
      params: idParam,
      response: interviewTemplateAnswer,
      handler: ({ params }) => getTemplate(ctx.db, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'questionChoice/GetAllQuestionChoices/',
      access: BUILD,
      summary: 'Every question choice of every template',
      response: questionChoicesAnswer,
      handler: () => allQuestionChoices(ctx.db),
    }),
  ];
}

/** Templates: steps, their questions, and whether the builder may be used. */
export function interviewStepSearchRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewStep/search',
      access: BUILD,
      summary: 'Steps of an interview type or template',
      body: z
        .object({ interviewTypeID: dbId.optional(), interviewRevisionID: dbId.optional() })
        .refine((b) => b.interviewTypeID || b.interviewRevisionID, {
          message: 'give interviewTypeID or interviewRevisionID',
          path: ['interviewTypeID'],
        }),
      response: interviewStepSearchAnswer,
      handler: ({ body }) => searchSteps(ctx.db, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'stepQuestionLink/search',
      access: BUILD,
      summary: 'Questions on a step',
      body: z.object({ interviewStepID: dbId }),
      response: stepQuestionLinkSearchAnswer,
      handler: ({ body }) => searchStepQuestionLinks(ctx.db, body.interviewStepID),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interview/builderAvailability',
      access: 'staff',
      summary: 'Whether an interview builder shows on a host (config item route.hiddenOnHosts:<path>)',
      query: z.object({
        host: z.string().max(255).default(''),
        path: z.enum(['/InterviewCreation', '/CRInterviewCreation']).default('/InterviewCreation'),
      }),
      response: interviewBuilderAvailabilityAnswer,
      handler: ({ query }) => builderAvailability(ctx.db, query.host, query.path),
    }),
  ];
}
