import type { BuilderResult, Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

/** Editing a piece of a template is updating the interview: the spec's update messages. */
const UPDATED = 'Interview was successfully updated';
const UPDATE_FAILED = 'There was a problem with updating the interview';

/** A builder step: the spec's success message, or its failure message with the services' reason. */
const built = (
  step: () => Promise<{ id: number }>,
  success: string,
  failure: string,
): Promise<BuilderResult> =>
  asPayload(async () => ({ id: (await step()).id, message: success }), {
    // The spec's own validation messages (template id 0) are shown as they are; others follow the spec's failure text.
    failure: (reason) => (/^You can not/.test(reason) ? reason : `${failure}: ${reason}`),
  });

export const interviewResolvers: Resolvers = {
  Query: {
    interviewParameters: (_, { item }, ctx) => ctx.taskListItems.parameters(item),
    interviewTypesForTaskList: (_, { aidYear }, ctx) => ctx.taskListItems.taskListTypes(aidYear),
    interview: (_, { item }, ctx) => ctx.interviews.progress(item),
    interviewReview: (_, { item }, ctx) => ctx.interviews.review(item),
    interviewAttempts: (_, { item }, ctx) => ctx.interviews.attempts(item),
    interviewDocuments: (_, { item }, ctx) => ctx.interviewDocuments.documents(item),
    interviewTemplates: (_, { aidYear, commentCodeOnly }, ctx) =>
      ctx.interviewTemplates.templates(aidYear, commentCodeOnly),
    interviewTemplate: (_, { id }, ctx) => ctx.interviewTemplates.template(id),
    interviewStepQuestions: (_, { stepId }, ctx) => ctx.templateContent.stepQuestions(stepId),
    interviewTypes: (_, { typeCode }, ctx) => ctx.interviewTemplates.interviewTypes(typeCode),
    interviewTypeTemplates: (_, { id, aidYear }, ctx) => ctx.interviewTemplates.interviewType(id, aidYear),
    aidYearInterviewTypes: (_, __, ctx) => ctx.interviewTemplates.aidYearInterviewTypes(),
    interviewSteps: (_, { interviewTypeId, templateId }, ctx) =>
      ctx.templateContent.steps(interviewTypeId, templateId),
    questionChoices: (_, __, ctx) => ctx.templateContent.questionChoices(),
    interviewBuilderAvailable: (_, { host, path }, ctx) =>
      ctx.interviewTemplates.builderAvailable(host, path),
  },
  Mutation: {
    addInterviewTaskItem: (_, { input }, ctx) =>
      asPayload(async () => ({
        item: await ctx.taskListItems.addTaskItem(input),
        message: 'Successful Add',
      })),
    // The screen puts the spec's failure text ('Item could not be updated') before the reason.
    updateInterviewTaskItem: (_, { input }, ctx) =>
      asPayload(async () => ({
        item: await ctx.accounts.updateTaskItem(input),
        message: 'Item was updated',
      })),
    updateInterviewStep: (_, { input }, ctx) =>
      built(() => ctx.templateContent.updateInterviewStep(input), UPDATED, UPDATE_FAILED),
    deleteInterviewStep: (_, { id }, ctx) =>
      built(() => ctx.templateContent.deleteInterviewStep(id), UPDATED, UPDATE_FAILED),
    reorderInterviewSteps: (_, { templateId, stepIds }, ctx) =>
      built(() => ctx.templateContent.reorderSteps(templateId, stepIds), UPDATED, UPDATE_FAILED),
    updateInterviewQuestion: (_, { input }, ctx) =>
      built(() => ctx.templateContent.updateInterviewQuestion(input), UPDATED, UPDATE_FAILED),
    deleteInterviewQuestion: (_, { id }, ctx) =>
      built(() => ctx.templateContent.deleteInterviewQuestion(id), UPDATED, UPDATE_FAILED),
    reorderStepQuestions: (_, { stepId, questionIds }, ctx) =>
      built(() => ctx.templateContent.reorderStepQuestions(stepId, questionIds), UPDATED, UPDATE_FAILED),
    updateQuestionChoice: (_, { id, ...change }, ctx) =>
      built(() => ctx.templateContent.updateChoice(id, change), UPDATED, UPDATE_FAILED),
    deleteQuestionChoice: (_, { id }, ctx) =>
      built(() => ctx.templateContent.deleteChoice(id), UPDATED, UPDATE_FAILED),
    reorderQuestionChoices: (_, { questionId, choiceIds }, ctx) =>
      built(() => ctx.templateContent.reorderChoices(questionId, choiceIds), UPDATED, UPDATE_FAILED),
    deleteInterviewEvent: (_, { id }, ctx) =>
      built(() => ctx.templateContent.deleteEvent(id), UPDATED, UPDATE_FAILED),
    saveInterviewStep: (_, { input }, ctx) =>
      asPayload(async () => ({
        progress: await ctx.interviews.saveStep(input.item, input.stepId, input.answers),
      })),
    interviewGoBack: (_, { item, stepId }, ctx) => ctx.interviews.goBack(item, stepId),
    resetInterview: (_, { item }, ctx) =>
      asPayload(async () => ({ item: await ctx.interviews.reset(item) }), { failure: 'Reset failed' }),
    verifyInterviewIdentity: (_, { item, questionId, answer }, ctx) =>
      asPayload(async () => ({ check: await ctx.interviews.identity(item, questionId, answer) })),
    deleteInterviewDocument: (_, { fileId }, ctx) => ctx.interviewDocuments.deleteDocument(fileId),
    addInterviewType: (_, { typeCode, name, nameSpanish }, ctx) =>
      built(
        () => ctx.interviewTemplates.addType(typeCode, name, nameSpanish),
        'Interview type was successfully added',
        'There was a problem with submitting the interview type',
      ),
    updateInterviewType: (_, { id, name, nameSpanish }, ctx) =>
      built(
        () => ctx.interviewTemplates.updateType(id, name, nameSpanish),
        'Interview type was successfully updated',
        'There was a problem with updating the interview type',
      ),
    saveInterviewTemplate: (_, { input }, ctx) =>
      built(
        () => ctx.interviewTemplates.saveTemplate(input),
        'Interview was successfully added',
        'There was a problem with submitting the interview',
      ),
    updateInterviewTemplate: (_, { input }, ctx) =>
      built(
        () => ctx.interviewTemplates.updateTemplate(input),
        'Interview was successfully updated',
        'There was a problem with updating the interview',
      ),
    deleteInterviewTemplate: (_, { id }, ctx) =>
      built(
        () => ctx.interviewTemplates.deleteTemplate(id),
        'Interview was successfully deleted',
        'There was a problem with deleting the interview',
      ),
    addInterviewStep: (_, { input }, ctx) =>
      built(
        () => ctx.templateContent.addStep(input),
        'Interview step was successfully added',
        'There was a problem with add the interview step',
      ),
    addInterviewQuestion: (_, { input }, ctx) =>
      built(
        () => ctx.templateContent.addQuestion(input),
        'Interview question was successfully added',
        'There was a problem with submitting the interview',
      ),
    addQuestionChoice: (_, { input }, ctx) =>
      built(
        () => ctx.templateContent.addChoice(input),
        'Question choice was successfully added',
        'There was a problem adding the question choice',
      ),
    addInterviewEvent: (_, { input }, ctx) =>
      built(
        () => ctx.templateContent.addEvent(input),
        'Interview event was successfully added',
        'There was a problem with adding the interview event',
      ),
  },
};
