import type {
  InterviewAnswerInput,
  InterviewQuestion,
  TaskListStatus,
} from '../../__generated__/resolvers-types.js';
import { RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';
import { toDocument } from './interview-documents-api.js';

type StepAnswer = ServiceAnswer<'/interview-api/interview/getInterviewStep', 'post'>;
type StepRecord = NonNullable<StepAnswer['step']>;

/** A task list item as GraphQL names it: the link's status is the item's status. */
export function toItem<L extends { studentInterviewLinkStatus: TaskListStatus }>(link: L) {
  const { studentInterviewLinkStatus: status, ...item } = link;
  return { ...item, status };
}

/** The stored answer as GraphQL reads it: text, the choices picked, or an acknowledgement. */
function toQuestion(q: StepRecord['questions'][number]): InterviewQuestion {
  const a = q.answer;
  return {
    id: q.id,
    key: q.key,
    type: q.type,
    text: q.text,
    textSpanish: q.textSpanish,
    helpText: q.helpText,
    helpTextSpanish: q.helpTextSpanish,
    required: q.required,
    minValue: q.minValue,
    maxValue: q.maxValue,
    maxLength: q.maxLength,
    choices: q.choices,
    answer: a === null || a === undefined || typeof a === 'object' ? null : String(a),
    answerList: Array.isArray(a) ? a.map(String) : [],
    acknowledged: a === true,
    documents: q.uploads.map(toDocument),
    identityVerified: q.identityVerified,
  };
}

const toStep = (s: StepRecord) => ({ ...s, questions: s.questions.map(toQuestion) });

const toProgress = (a: StepAnswer) => ({
  complete: a.complete,
  interviewName: a.interviewName,
  interviewNameSpanish: a.interviewNameSpanish,
  item: toItem(a.link),
  step: a.step ? toStep(a.step) : null,
});

/** The REST answer value of one GraphQL answer: the services check it against the question. */
function answerValue(a: InterviewAnswerInput): unknown {
  if (a.values) return a.values;
  if (a.checked !== undefined && a.checked !== null) return a.checked;
  return a.value ?? null;
}

/**
 * The interview base (`/interview-api/`) as a student or parent takes an interview: its steps, answers, going back,
 * starting over, the review, identity checks and attempts. Documents, task list items and the template builders
 * have data sources of their own beside this one.
 */
export class InterviewApi extends RestClient<'interview'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('interview', http, caller);
  }

  async progress(item: string) {
    return toProgress(
      await this.required(
        this.post('/interview-api/interview/getInterviewStep', { body: { StudentInterviewLinkID: item } }),
      ),
    );
  }

  async saveStep(item: string, stepId: number, answers: InterviewAnswerInput[]) {
    const body = {
      StudentInterviewLinkID: item,
      InterviewStepID: stepId,
      Answers: answers.map((a) => ({ questionID: a.questionId, value: answerValue(a) })),
    };
    return toProgress(
      await this.required(
        this.post('/interview-api/interview/getInterviewStep', {
          body: body,
          inputPaths: { InterviewStepID: 'stepId' },
        }),
      ),
    );
  }

  async goBack(item: string, stepId: number) {
    return toProgress(
      await this.required(
        this.post('/interview-api/interview/getInterviewStep', {
          body: {
            StudentInterviewLinkID: item,
            InterviewStepID: stepId,
            Back: true,
          },
        }),
      ),
    );
  }

  async reset(item: string) {
    const answer = await this.required(
      this.post('/interview-api/interview/ResetInterview/{id}', { path: { id: item }, body: {} }),
    );
    return toItem(answer.link);
  }

  async review(item: string) {
    const a = await this.required(
      this.get('/interview-api/StudentInterviewLink/StudentInterviewHistory/{id}', { path: { id: item } }),
    );
    return {
      interviewName: a.interviewName,
      interviewNameSpanish: a.interviewNameSpanish,
      item: toItem(a.link),
      steps: a.steps.map(toStep),
    };
  }

  async attempts(item: string) {
    return (
      (await this.get('/interview-api/InterviewAttempt/InterviewHistory/{id}', { path: { id: item } })) ?? []
    );
  }

  async identity(item: string, questionId: number, answer: string) {
    return this.required(
      this.post('/interview-api/interview/SaveIdentityVerifyInterviewAttempt/', {
        body: { StudentInterviewLinkID: item, QuestionID: questionId, attemptAnswer: answer },
        inputPaths: { attemptAnswer: 'answer' },
      }),
    );
  }
}
