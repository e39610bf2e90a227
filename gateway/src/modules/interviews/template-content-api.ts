import type {
  InterviewEventInput,
  InterviewQuestionInput,
  InterviewQuestionUpdateInput,
  InterviewStepInput,
  InterviewStepUpdateInput,
  QuestionChoiceInput,
} from '../../__generated__/resolvers-types.js';
import { checkedByServices, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/**
 * The interview base's template builder, inside one template: its steps, the questions on a step, a question's
 * choices and the template's events (listed, added, edited, reordered, deleted).
 */
export class InterviewTemplateContentApi extends RestClient<'interview'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('interview', http, caller);
  }

  async steps(interviewTypeId?: number | null, templateId?: number | null) {
    const steps = await this.required(
      this.post('/interview-api/interviewStep/search', {
        body: { interviewTypeID: interviewTypeId ?? undefined, interviewRevisionID: templateId ?? undefined },
        inputPaths: { interviewTypeID: 'interviewTypeId', interviewRevisionID: 'templateId' },
      }),
    );
    return steps.map(({ interviewTypeID, interviewRevisionID, ...s }) => ({
      ...s,
      interviewTypeId: interviewTypeID,
      templateId: interviewRevisionID,
    }));
  }

  /** The questions on a step through its question links (stepQuestionLink/search); GraphQL spells ids Id. */
  async stepQuestions(stepId: number) {
    const links = await this.required(
      this.post('/interview-api/stepQuestionLink/search', {
        body: {
          interviewStepID: stepId,
        },
      }),
    );
    return links.map(({ interviewStepID, interviewQuestionID, ...link }) => ({
      ...link,
      stepId: interviewStepID,
      questionId: interviewQuestionID,
    }));
  }

  async questionChoices() {
    const choices = await this.required(this.get('/interview-api/questionChoice/GetAllQuestionChoices/'));
    return choices.map(({ interviewQuestionID, ...c }) => ({ ...c, questionId: interviewQuestionID }));
  }

  async addStep(input: InterviewStepInput) {
    return this.required(
      this.post('/interview-api/interviewStep', {
        body: {
          interviewRevisionID: input.templateId,
          stepKey: input.stepKey,
          title: input.title,
          titleSpanish: input.titleSpanish,
          instructions: input.instructions,
          instructionsSpanish: input.instructionsSpanish,
          defaultNextStepKey: input.defaultNextStepKey,
          nextRules: input.nextRules ?? [],
        },
      }),
    );
  }

  async updateInterviewStep(input: InterviewStepUpdateInput) {
    return this.required(
      this.patch('/interview-api/interviewStep/{id}', {
        path: { id: input.id },
        body: {
          stepKey: input.stepKey ?? undefined,
          title: input.title ?? undefined,
          titleSpanish: input.titleSpanish,
          instructions: input.instructions,
          instructionsSpanish: input.instructionsSpanish,
          nextRules: input.nextRules ?? undefined,
          defaultNextStepKey: input.defaultNextStepKey,
        },
      }),
    );
  }

  async deleteInterviewStep(id: number) {
    return this.required(this.delete('/interview-api/interviewStep/{id}', { path: { id } }));
  }

  async reorderSteps(templateId: number, stepIds: number[]) {
    return this.required(
      this.post('/interview-api/interviewStep/reorder', {
        body: {
          interviewRevisionID: templateId,
          stepIDs: stepIds,
        },
      }),
    );
  }

  /** A question and its place on a step: two calls, as the spec's builder makes them. */
  async addQuestion(input: InterviewQuestionInput) {
    const q = await this.required(
      this.post('/interview-api/interviewQuestion', {
        body: {
          interviewRevisionID: input.templateId,
          questionKey: input.questionKey,
          questionType: input.questionType,
          text: input.text,
          textSpanish: input.textSpanish,
          helpText: input.helpText,
          helpTextSpanish: input.helpTextSpanish,
          required: input.required ?? true,
          minValue: input.minValue,
          maxValue: input.maxValue,
          maxLength: input.maxLength,
          // GraphQL's identityFact is a String; the route's enum is checked by the services.
          identityFact: checkedByServices(input.identityFact),
        },
      }),
    );
    await this.post('/interview-api/stepQuestionLink', {
      body: {
        interviewStepID: input.stepId,
        interviewQuestionID: q.interviewQuestionID,
      },
    });
    return { id: q.id };
  }

  async updateInterviewQuestion(input: InterviewQuestionUpdateInput) {
    const { id, ...rest_ } = input;
    // Only what was given changes: absent fields stay as they are (JSON leaves undefined out), explicit nulls clear.
    return this.required(
      this.patch('/interview-api/interviewQuestion/{id}', {
        path: { id },
        // GraphQL lets every field be null (and identityFact any String); the route clears the texts and limits
        // with null and refuses null for questionType, required and text (400), as it always has.
        body: checkedByServices(rest_),
      }),
    );
  }

  async deleteInterviewQuestion(id: number) {
    return this.required(this.delete('/interview-api/interviewQuestion/{id}', { path: { id } }));
  }

  async reorderStepQuestions(stepId: number, questionIds: number[]) {
    return this.required(
      this.post('/interview-api/stepQuestionLink/reorder', {
        body: {
          interviewStepID: stepId,
          questionIDs: questionIds,
        },
      }),
    );
  }

  async addChoice(input: QuestionChoiceInput) {
    return this.required(
      this.post('/interview-api/questionChoice', {
        body: {
          interviewQuestionID: input.questionId,
          value: input.value,
          label: input.label,
          labelSpanish: input.labelSpanish,
        },
      }),
    );
  }

  async updateChoice(
    id: number,
    change: { value?: string | null; label?: string | null; labelSpanish?: string | null },
  ) {
    return this.required(
      this.patch('/interview-api/questionChoice/{id}', {
        path: { id },
        body: {
          value: change.value ?? undefined,
          label: change.label ?? undefined,
          labelSpanish: change.labelSpanish,
        },
      }),
    );
  }

  async deleteChoice(id: number) {
    return this.required(this.delete('/interview-api/questionChoice/{id}', { path: { id } }));
  }

  async reorderChoices(questionId: number, choiceIds: number[]) {
    return this.required(
      this.post('/interview-api/questionChoice/reorder', {
        body: {
          interviewQuestionID: questionId,
          choiceIDs: choiceIds,
        },
      }),
    );
  }

  async addEvent(input: InterviewEventInput) {
    return this.required(
      this.post('/interview-api/interviewEvent', {
        body: {
          interviewRevisionID: input.templateId,
          // GraphQL's eventType and action are Strings; the route's enums are checked by the services.
          eventType: checkedByServices(input.eventType),
          action: checkedByServices(input.action),
          message: input.message,
          messageSpanish: input.messageSpanish,
        },
      }),
    );
  }

  async deleteEvent(id: number) {
    return this.required(this.delete('/interview-api/interviewEvent/{id}', { path: { id } }));
  }
}
