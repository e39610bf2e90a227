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
    interviewParameters: (_, { item }, ctx) => ctx.interviews.parameters(item),
    interviewTypesForTaskList: (_, { aidYear }, ctx) => ctx.interviews.taskListTypes(aidYear),
    interview: (_, { item }, ctx) => ctx.interviews.progress(item),
    interviewReview: (_, { item }, ctx) => ctx.interviews.review(item),
    interviewAttempts: (_, { item }, ctx) => ctx.interviews.attempts(item),
    interviewDocuments: (_, { item }, ctx) => ctx.interviews.documents(item),
    interviewTemplates: (_, { aidYear, commentCodeOnly }, ctx) =>
      ctx.interviews.templates(aidYear, commentCodeOnly),
    interviewTemplate: (_, { id }, ctx) => ctx.interviews.template(id),
    interviewStepQuestions: (_, { stepId }, ctx) => ctx.interviews.stepQuestions(stepId),
    interviewTypes: (_, { typeCode }, ctx) => ctx.interviews.interviewTypes(typeCode),
    interviewTypeTemplates: (_, { id, aidYear }, ctx) => ctx.interviews.interviewType(id, aidYear),
    aidYearInterviewTypes: (_, __, ctx) => ctx.interviews.aidYearInterviewTypes(),
    interviewSteps: (_, { interviewTypeId, templateId }, ctx) =>
      ctx.interviews.steps(interviewTypeId, templateId),
    questionChoices: (_, __, ctx) => ctx.interviews.questionChoices(),
    interviewBuilderAvailable: (_, { host, path }, ctx) => ctx.interviews.builderAvailable(host, path),
  },
  Mutation: {
    addInterviewTaskItem: (_, { input }, ctx) =>
      asPayload(async () => ({ item: await ctx.interviews.addTaskItem(input), message: 'Successful Add' })),
    // The screen puts the spec's failure text ('Item could not be updated') before the reason.
    updateInterviewTaskItem: (_, { input }, ctx) =>
      asPayload(async () => ({
        item: await ctx.accounts.updateTaskItem(input),
        message: 'Item was updated',
      })),
    updateInterviewStep: (_, { input }, ctx) =>
      built(() => ctx.interviews.updateInterviewStep(input), UPDATED, UPDATE_FAILED),
    deleteInterviewStep: (_, { id }, ctx) =>
      built(() => ctx.interviews.deleteInterviewStep(id), UPDATED, UPDATE_FAILED),
    reorderInterviewSteps: (_, { templateId, stepIds }, ctx) =>
      built(() => ctx.interviews.reorderSteps(templateId, stepIds), UPDATED, UPDATE_FAILED),
    updateInterviewQuestion: (_, { input }, ctx) =>
      built(() => ctx.interviews.updateInterviewQuestion(input), UPDATED, UPDATE_FAILED),
    deleteInterviewQuestion: (_, { id }, ctx) =>
      built(() => ctx.interviews.deleteInterviewQuestion(id), UPDATED, UPDATE_FAILED),
    reorderStepQuestions: (_, { stepId, questionIds }, ctx) =>
      built(() => ctx.interviews.reorderStepQuestions(stepId, questionIds), UPDATED, UPDATE_FAILED),
    updateQuestionChoice: (_, { id, ...change }, ctx) =>
      built(() => ctx.interviews.updateChoice(id, change), UPDATED, UPDATE_FAILED),
    deleteQuestionChoice: (_, { id }, ctx) =>
      built(() => ctx.interviews.deleteChoice(id), UPDATED, UPDATE_FAILED),
    reorderQuestionChoices: (_, { questionId, choiceIds }, ctx) =>
      built(() => ctx.interviews.reorderChoices(questionId, choiceIds), UPDATED, UPDATE_FAILED),
    deleteInterviewEvent: (_, { id }, ctx) =>
      built(() => ctx.interviews.deleteEvent(id), UPDATED, UPDATE_FAILED),
    saveInterviewStep: (_, { input }, ctx) =>
      asPayload(async () => ({
        progress: await ctx.interviews.saveStep(input.item, input.stepId, input.answers),
      })),
    interviewGoBack: (_, { item, stepId }, ctx) => ctx.interviews.goBack(item, stepId),
    resetInterview: (_, { item }, ctx) =>
      asPayload(async () => ({ item: await ctx.interviews.reset(item) }), { failure: 'Reset failed' }),
    verifyInterviewIdentity: (_, { item, questionId, answer }, ctx) =>
      asPayload(async () => ({ check: await ctx.interviews.identity(item, questionId, answer) })),
    deleteInterviewDocument: (_, { fileId }, ctx) => ctx.interviews.deleteDocument(fileId),
    addInterviewType: (_, { typeCode, name, nameSpanish }, ctx) =>
      built(
        () => ctx.interviews.addType(typeCode, name, nameSpanish),
        'Interview type was successfully added',
        'There was a problem with submitting the interview type',
      ),
    updateInterviewType: (_, { id, name, nameSpanish }, ctx) =>
      built(
        () => ctx.interviews.updateType(id, name, nameSpanish),
        'Interview type was successfully updated',
        'There was a problem with updating the interview type',
      ),
    saveInterviewTemplate: (_, { input }, ctx) =>
      built(
        () => ctx.interviews.saveTemplate(input),
        'Interview was successfully added',
        'There was a problem with submitting the interview',
      ),
    updateInterviewTemplate: (_, { input }, ctx) =>
      built(
        () => ctx.interviews.updateTemplate(input),
        'Interview was successfully updated',
        'There was a problem with updating the interview',
      ),
    deleteInterviewTemplate: (_, { id }, ctx) =>
      built(
        () => ctx.interviews.deleteTemplate(id),
        'Interview was successfully deleted',
        'There was a problem with deleting the interview',
      ),
    addInterviewStep: (_, { input }, ctx) =>
      built(
        () => ctx.interviews.addStep(input),
        'Interview step was successfully added',
        'There was a problem with add the interview step',
      ),
    addInterviewQuestion: (_, { input }, ctx) =>
      built(
        () => ctx.interviews.addQuestion(input),
        'Interview question was successfully added',
        'There was a problem with submitting the interview',
      ),
    addQuestionChoice: (_, { input }, ctx) =>
      built(
        () => ctx.interviews.addChoice(input),
        'Question choice was successfully added',
        'There was a problem adding the question choice',
      ),
    addInterviewEvent: (_, { input }, ctx) =>
      built(
        () => ctx.interviews.addEvent(input),
        'Interview event was successfully added',
        'There was a problem with adding the interview event',
      ),
  },
};
