import type { BuilderResult, Resolvers } from '../../__generated__/resolvers-types.js';
import { userFixable } from '../../platform/errors.js';

const BUILDER_FIXABLE = new Set(['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND']);
/** Editing a piece of a template is updating the interview: the spec's update messages. */
const UPDATED = 'Interview was successfully updated';
const UPDATE_FAILED = 'There was a problem with updating the interview';

/** A builder step: the spec's success message, or its failure message with the services' reason. */
async function built(step: () => Promise<{ id: number }>, success: string, failure: string): Promise<BuilderResult> {
  const outcome = await userFixable(step, BUILDER_FIXABLE);
  if (outcome.ok) return { ok: true, id: outcome.value.id, message: success };
  // The spec's own validation messages (template id 0) are shown as they are; others follow the spec's failure text.
  const own = /^You can not/.test(outcome.error.message);
  return { ok: false, error: { ...outcome.error, message: own ? outcome.error.message : `${failure}: ${outcome.error.message}` } };
}

export const interviewResolvers: Resolvers = {
  Query: {
    interviewParameters: (_, { item }, ctx) => ctx.interviews.parameters(item),
    interviewTypesForTaskList: (_, { aidYear }, ctx) => ctx.interviews.taskListTypes(aidYear),
    interview: (_, { item }, ctx) => ctx.interviews.progress(item),
    interviewReview: (_, { item }, ctx) => ctx.interviews.review(item),
    interviewAttempts: (_, { item }, ctx) => ctx.interviews.attempts(item),
    interviewDocuments: (_, { item }, ctx) => ctx.interviews.documents(item),
    interviewTemplates: (_, { aidYear, commentCodeOnly }, ctx) => ctx.interviews.templates(aidYear, commentCodeOnly),
    interviewTemplate: (_, { id }, ctx) => ctx.interviews.template(id),
    interviewBuilderAvailable: (_, { host, path }, ctx) => ctx.interviews.builderAvailable(host, path),
  },
  Mutation: {
    addInterviewTaskItem: async (_, { input }, ctx) => {
      const outcome = await userFixable(() => ctx.interviews.addTaskItem(input), BUILDER_FIXABLE);
      return outcome.ok ? { ok: true, item: outcome.value, message: 'Successful Add' } : outcome;
    },
    updateInterviewTaskItem: async (_, { input }, ctx) => {
      const outcome = await userFixable(() => ctx.accounts.updateTaskItem(input), BUILDER_FIXABLE);
      // The screen puts the spec's failure text ('Item could not be updated') before the reason.
      return outcome.ok ? { ok: true, item: outcome.value, message: 'Item was updated' } : outcome;
    },
    updateInterviewStep: (_, { input }, ctx) => built(() => ctx.interviews.updateInterviewStep(input), UPDATED, UPDATE_FAILED),
    deleteInterviewStep: (_, { id }, ctx) => built(() => ctx.interviews.deleteInterviewStep(id), UPDATED, UPDATE_FAILED),
    reorderInterviewSteps: (_, { templateId, stepIds }, ctx) => built(() => ctx.interviews.reorderSteps(templateId, stepIds), UPDATED, UPDATE_FAILED),
    updateInterviewQuestion: (_, { input }, ctx) => built(() => ctx.interviews.updateInterviewQuestion(input), UPDATED, UPDATE_FAILED),
    deleteInterviewQuestion: (_, { id }, ctx) => built(() => ctx.interviews.deleteInterviewQuestion(id), UPDATED, UPDATE_FAILED),
    reorderStepQuestions: (_, { stepId, questionIds }, ctx) => built(() => ctx.interviews.reorderStepQuestions(stepId, questionIds), UPDATED, UPDATE_FAILED),
    updateQuestionChoice: (_, { id, value, label }, ctx) => built(() => ctx.interviews.updateChoice(id, value, label), UPDATED, UPDATE_FAILED),
    deleteQuestionChoice: (_, { id }, ctx) => built(() => ctx.interviews.deleteChoice(id), UPDATED, UPDATE_FAILED),
    reorderQuestionChoices: (_, { questionId, choiceIds }, ctx) => built(() => ctx.interviews.reorderChoices(questionId, choiceIds), UPDATED, UPDATE_FAILED),
    deleteInterviewEvent: (_, { id }, ctx) => built(() => ctx.interviews.deleteEvent(id), UPDATED, UPDATE_FAILED),
    saveInterviewStep: async (_, { input }, ctx) => {
      const outcome = await userFixable(() => ctx.interviews.saveStep(input.item, input.stepId, input.answers), new Set(['BAD_USER_INPUT']));
      return outcome.ok ? { ok: true, progress: outcome.value } : outcome;
    },
    interviewGoBack: (_, { item, stepId }, ctx) => ctx.interviews.goBack(item, stepId),
    resetInterview: async (_, { item }, ctx) => {
      const outcome = await userFixable(() => ctx.interviews.reset(item), new Set(['CONFLICT']));
      return outcome.ok ? { ok: true, item: outcome.value } : { ok: false, error: { ...outcome.error, message: `Reset failed: ${outcome.error.message}` } };
    },
    verifyInterviewIdentity: async (_, { item, questionId, answer }, ctx) => {
      const outcome = await userFixable(() => ctx.interviews.identity(item, questionId, answer));
      return outcome.ok ? { ok: true, check: outcome.value } : outcome;
    },
    deleteInterviewDocument: (_, { fileId }, ctx) => ctx.interviews.deleteDocument(fileId),
    addInterviewType: (_, { typeCode, name }, ctx) =>
      built(() => ctx.interviews.addType(typeCode, name), 'Interview type was successfully added', 'There was a problem with submitting the interview type'),
    saveInterviewTemplate: (_, { input }, ctx) =>
      built(() => ctx.interviews.saveTemplate(input), 'Interview was successfully added', 'There was a problem with submitting the interview'),
    updateInterviewTemplate: (_, { input }, ctx) =>
      built(() => ctx.interviews.updateTemplate(input), 'Interview was successfully updated', 'There was a problem with updating the interview'),
    deleteInterviewTemplate: (_, { id }, ctx) =>
      built(() => ctx.interviews.deleteTemplate(id), 'Interview was successfully deleted', 'There was a problem with deleting the interview'),
    addInterviewStep: (_, { input }, ctx) =>
      built(() => ctx.interviews.addStep(input), 'Interview step was successfully added', 'There was a problem with add the interview step'),
    addInterviewQuestion: (_, { input }, ctx) =>
      built(() => ctx.interviews.addQuestion(input), 'Interview question was successfully added', 'There was a problem with submitting the interview'),
    addQuestionChoice: (_, { input }, ctx) =>
      built(() => ctx.interviews.addChoice(input), 'Question choice was successfully added', 'There was a problem adding the question choice'),
    addInterviewEvent: (_, { input }, ctx) =>
      built(() => ctx.interviews.addEvent(input), 'Interview event was successfully added', 'There was a problem with adding the interview event'),
  },
};
