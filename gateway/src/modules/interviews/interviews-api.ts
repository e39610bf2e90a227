import type {
  InterviewAnswerInput,
  InterviewAttempt,
  InterviewDocument,
  AddInterviewTaskItemInput,
  InterviewEventInput,
  InterviewItem,
  InterviewParameters,
  InterviewQuestionUpdateInput,
  InterviewStepUpdateInput,
  InterviewProgress,
  InterviewQuestion,
  InterviewQuestionInput,
  InterviewQuestionType,
  InterviewReview,
  InterviewStep,
  InterviewStepInput,
  InterviewTemplate,
  InterviewTemplateInput,
  InterviewTemplateUpdateInput,
  InterviewTypeTemplates,
  QuestionChoiceInput,
  TaskListStatus,
} from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** interview/getInterviewStep's answer. */
interface StepAnswer {
  complete: boolean;
  interviewName: string;
  link: LinkRecord;
  step: StepRecord | null;
}
interface LinkRecord {
  id: number;
  uuid: string;
  studentUuid: string;
  aidYear: number;
  studentInterviewLinkStatus: TaskListStatus;
  isForParentAccount: boolean;
  interviewType: { id: number; typeCode: string; name: string };
  submittedAt: string | null;
  signedName: string | null;
  signedAt: string | null;
}
interface DocumentRecord {
  fileID: string;
  questionID: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  versionID: number;
  uploadedAt: string;
}
interface StepRecord {
  id: number;
  key: string;
  title: string;
  instructions: string | null;
  stepNumber: number;
  stepCount: number;
  canGoBack: boolean;
  questions: {
    id: number;
    key: string;
    type: InterviewQuestionType;
    text: string;
    helpText: string | null;
    required: boolean;
    minValue: number | null;
    maxValue: number | null;
    maxLength: number | null;
    choices: { id: number; value: string; label: string }[];
    answer: unknown;
    uploads: DocumentRecord[];
    identityVerified: boolean;
  }[];
}
interface TemplateRecord {
  id: number;
  interviewTypeID: number;
  aidYear: number;
  revision: number;
  name: string;
  description: string | null;
  isCommentCode: boolean;
  firstStepID: number | null;
  studentsStarted: number;
  steps?: {
    id: number;
    stepKey: string;
    title: string;
    instructions: string | null;
    sortOrder: number;
    nextRules: { questionKey: string; equals: string; nextStepKey: string }[];
    defaultNextStepKey: string | null;
    questions: {
      id: number;
      questionKey: string;
      questionType: InterviewQuestionType;
      text: string;
      helpText: string | null;
      required: boolean;
      choices: { id: number; value: string; label: string }[];
    }[];
  }[];
  events?: { id: number; eventType: string; action: string; message: string | null }[];
}

/** interview/getStudentParameters's answer. */
interface ParametersRecord extends LinkRecord {
  questionText: string | null;
  dueDate: string | null;
  aidYearString: string;
  taxYear: number;
  student: { firstName: string; lastName: string; isIndependent: boolean };
  school: { schoolName: string };
  interview: { name: string; stepCount: number; stepsAnswered: number } | null;
  answeredBy: { firstName: string }[];
  callerMayAnswer: boolean;
}

/** Where the browser downloads every document of an item as one zip through the gateway (see files.ts). */
export const itemDocumentsZipPath = (item: string, processorDocuments = false) =>
  `/files/interview-items/${encodeURIComponent(item)}/documents.zip${processorDocuments ? '?processorDocuments=true' : ''}`;

/** Where the browser downloads a document through the gateway (see files.ts). */
export const documentPath = (fileId: string) => `/files/interview-documents/${encodeURIComponent(fileId)}`;

const toDocument = (d: DocumentRecord): InterviewDocument => ({
  fileId: d.fileID,
  questionId: d.questionID,
  fileName: d.fileName,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  versionId: d.versionID,
  uploadedAt: d.uploadedAt,
  downloadPath: documentPath(d.fileID),
});

const toItem = (l: LinkRecord): InterviewItem => ({
  id: l.id,
  uuid: l.uuid,
  studentUuid: l.studentUuid,
  aidYear: l.aidYear,
  status: l.studentInterviewLinkStatus,
  isForParentAccount: l.isForParentAccount,
  interviewType: l.interviewType,
  submittedAt: l.submittedAt,
  signedName: l.signedName,
  signedAt: l.signedAt,
});

function toQuestion(q: StepRecord['questions'][number]): InterviewQuestion {
  const a = q.answer;
  return {
    id: q.id,
    key: q.key,
    type: q.type,
    text: q.text,
    helpText: q.helpText,
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

const toStep = (s: StepRecord): InterviewStep => ({ ...s, questions: s.questions.map(toQuestion) });

const toProgress = (a: StepAnswer): InterviewProgress => ({
  complete: a.complete,
  interviewName: a.interviewName,
  item: toItem(a.link),
  step: a.step ? toStep(a.step) : null,
});

/** The REST answer value of one GraphQL answer: the services check it against the question. */
function answerValue(a: InterviewAnswerInput): unknown {
  if (a.values) return a.values;
  if (a.checked !== undefined && a.checked !== null) return a.checked;
  return a.value ?? null;
}

function toTemplate(t: TemplateRecord): InterviewTemplate {
  return {
    id: t.id,
    interviewTypeId: t.interviewTypeID,
    aidYear: t.aidYear,
    revision: t.revision,
    name: t.name,
    description: t.description,
    isCommentCode: t.isCommentCode,
    firstStepId: t.firstStepID,
    studentsStarted: t.studentsStarted,
    steps: (t.steps ?? []).map((s) => ({ ...s, questions: s.questions })),
    events: t.events ?? [],
  };
}

/** The interview API base (`/interview-api/`): taking interviews, their documents, and the template builders. */
export class InterviewApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('interview', http, caller);
  }

  async progress(item: string): Promise<InterviewProgress> {
    return toProgress(
      await this.required(
        this.post<StepAnswer>(rest`interview/getInterviewStep`, { StudentInterviewLinkID: item }),
      ),
    );
  }

  async saveStep(item: string, stepId: number, answers: InterviewAnswerInput[]): Promise<InterviewProgress> {
    const body = {
      StudentInterviewLinkID: item,
      InterviewStepID: stepId,
      Answers: answers.map((a) => ({ questionID: a.questionId, value: answerValue(a) })),
    };
    return toProgress(
      await this.required(
        this.post<StepAnswer>(rest`interview/getInterviewStep`, body, {
          inputPaths: { InterviewStepID: 'stepId' },
        }),
      ),
    );
  }

  async goBack(item: string, stepId: number): Promise<InterviewProgress> {
    return toProgress(
      await this.required(
        this.post<StepAnswer>(rest`interview/getInterviewStep`, {
          StudentInterviewLinkID: item,
          InterviewStepID: stepId,
          Back: true,
        }),
      ),
    );
  }

  async reset(item: string): Promise<InterviewItem> {
    const answer = await this.required(
      this.post<{ link: LinkRecord }>(rest`interview/ResetInterview/${item}`, {}),
    );
    return toItem(answer.link);
  }

  async review(item: string): Promise<InterviewReview> {
    const a = await this.required(
      this.get<{ link: LinkRecord; interviewName: string; steps: StepRecord[] }>(
        rest`StudentInterviewLink/StudentInterviewHistory/${item}`,
      ),
    );
    return { interviewName: a.interviewName, item: toItem(a.link), steps: a.steps.map(toStep) };
  }

  async attempts(item: string): Promise<InterviewAttempt[]> {
    return (await this.get<InterviewAttempt[]>(rest`InterviewAttempt/InterviewHistory/${item}`)) ?? [];
  }

  async documents(item: string): Promise<InterviewDocument[]> {
    return ((await this.get<DocumentRecord[]>(rest`AlfrescoDocument/${item}`)) ?? []).map(toDocument);
  }

  async identity(item: string, questionId: number, answer: string) {
    return this.required(
      this.post<{ matched: boolean; attemptsLeft: number; message: string }>(
        rest`interview/SaveIdentityVerifyInterviewAttempt/`,
        { StudentInterviewLinkID: item, QuestionID: questionId, attemptAnswer: answer },
        { inputPaths: { attemptAnswer: 'answer' } },
      ),
    );
  }

  async deleteDocument(fileId: string): Promise<boolean> {
    await this.delete(rest`interview/deleteAlfrescoDocument/${fileId}`);
    return true;
  }

  async templates(
    aidYear?: number | null,
    commentCodeOnly?: boolean | null,
  ): Promise<InterviewTypeTemplates[]> {
    const types = commentCodeOnly
      ? await this.required(
          this.post<{ id: number; typeCode: string; name: string; revisions: TemplateRecord[] }[]>(
            rest`interview/getFilteredInterviewTypes`,
            { aidYear, isCommentCode: true },
          ),
        )
      : await this.required(
          this.get<{ id: number; typeCode: string; name: string; revisions: TemplateRecord[] }[]>(
            (aidYear
              ? `${rest`interviewType/GetAllWithRevisions`}?aidYear=${aidYear}`
              : rest`interviewType/GetAllWithRevisions`) as ReturnType<typeof rest>,
          ),
        );
    return types.map((t) => ({
      id: t.id,
      typeCode: t.typeCode,
      name: t.name,
      templates: t.revisions.map(toTemplate),
    }));
  }

  async template(id: number): Promise<InterviewTemplate> {
    return toTemplate(await this.required(this.get<TemplateRecord>(rest`interview/GetInterview/${id}`)));
  }

  async builderAvailable(host: string, route: string): Promise<boolean> {
    const path =
      `${rest`interview/builderAvailability`}?${new URLSearchParams({ host, path: route })}` as ReturnType<
        typeof rest
      >;
    return (await this.required(this.get<{ available: boolean }>(path))).available;
  }

  async addType(typeCode: string, name: string) {
    return this.required(
      this.post<{ id: number }>(
        rest`interviewType`,
        { TypeCode: typeCode, name },
        { inputPaths: { TypeCode: 'typeCode' } },
      ),
    );
  }

  async saveTemplate(input: InterviewTemplateInput) {
    return this.required(
      this.post<{ id: number }>(rest`interview/SaveInterviewTemplate`, {
        interviewTypeID: input.interviewTypeId,
        aidYear: input.aidYear,
        name: input.name,
        description: input.description,
        isCommentCode: input.isCommentCode ?? false,
      }),
    );
  }

  async updateTemplate(input: InterviewTemplateUpdateInput) {
    return this.required(
      this.post<{ id: number }>(rest`interview/updateInterviewTemplate`, {
        id: input.id,
        name: input.name ?? undefined,
        description: input.description,
        firstStepID: input.firstStepId,
      }),
    );
  }

  async deleteTemplate(id: number) {
    await this.delete(rest`interview/deleteInterviewTemplate/${id}`);
    return { id };
  }

  async addStep(input: InterviewStepInput) {
    return this.required(
      this.post<{ id: number }>(rest`interviewStep`, {
        interviewRevisionID: input.templateId,
        stepKey: input.stepKey,
        title: input.title,
        instructions: input.instructions,
        defaultNextStepKey: input.defaultNextStepKey,
        nextRules: input.nextRules ?? [],
      }),
    );
  }

  /** A question and its place on a step: two calls, as the spec's builder makes them. */
  async addQuestion(input: InterviewQuestionInput) {
    const q = await this.required(
      this.post<{ id: number; interviewQuestionID: number }>(rest`interviewQuestion`, {
        interviewRevisionID: input.templateId,
        questionKey: input.questionKey,
        questionType: input.questionType,
        text: input.text,
        helpText: input.helpText,
        required: input.required ?? true,
        minValue: input.minValue,
        maxValue: input.maxValue,
        maxLength: input.maxLength,
        identityFact: input.identityFact,
      }),
    );
    await this.post(rest`stepQuestionLink`, {
      interviewStepID: input.stepId,
      interviewQuestionID: q.interviewQuestionID,
    });
    return { id: q.id };
  }

  async addChoice(input: QuestionChoiceInput) {
    return this.required(
      this.post<{ id: number }>(rest`questionChoice`, {
        interviewQuestionID: input.questionId,
        value: input.value,
        label: input.label,
      }),
    );
  }

  async addEvent(input: InterviewEventInput) {
    return this.required(
      this.post<{ id: number }>(rest`interviewEvent`, {
        interviewRevisionID: input.templateId,
        eventType: input.eventType,
        action: input.action,
        message: input.message,
      }),
    );
  }

  /** Interview types staff can put on a task list for the aid year (those with a template). */
  async taskListTypes(aidYear: number): Promise<{ id: number; typeCode: string; name: string }[]> {
    const types = await this.required(
      this.post<{ id: number; typeCode: string; name: string }[]>(rest`interview/getFilteredInterviewTypes`, {
        aidYear,
      }),
    );
    return types.map((t) => ({ id: t.id, typeCode: t.typeCode, name: t.name }));
  }

  async parameters(item: string): Promise<InterviewParameters> {
    const p = await this.required(this.get<ParametersRecord>(rest`interview/getStudentParameters/${item}`));
    return {
      item: toItem(p),
      questionText: p.questionText,
      dueDate: p.dueDate,
      aidYearString: p.aidYearString,
      taxYear: p.taxYear,
      studentFirstName: p.student.firstName,
      studentLastName: p.student.lastName,
      isIndependent: p.student.isIndependent,
      schoolName: p.school.schoolName,
      interviewName: p.interview?.name ?? null,
      stepCount: p.interview?.stepCount ?? 0,
      stepsAnswered: p.interview?.stepsAnswered ?? 0,
      answeredBy: p.answeredBy.map((a) => a.firstName),
      callerMayAnswer: p.callerMayAnswer,
    };
  }

  async addTaskItem(input: AddInterviewTaskItemInput): Promise<InterviewItem> {
    const student = /^\d+$/.test(input.student) ? Number(input.student) : input.student;
    return toItem(
      await this.required(
        this.post<LinkRecord>(
          rest`studentinterviewlink/createStudentInterviewLink`,
          {
            StudentID: student,
            TypeCode: input.typeCode,
            IsForParentAccount: input.isForParentAccount ?? false,
            QuestionText: input.questionText || undefined,
            AidYear: input.aidYear ?? undefined,
            DueDate: input.dueDate || undefined,
          },
          {
            inputPaths: {
              TypeCode: 'typeCode',
              QuestionText: 'questionText',
              DueDate: 'dueDate',
              AidYear: 'aidYear',
              StudentID: 'student',
            },
          },
        ),
      ),
    );
  }

  async updateInterviewStep(input: InterviewStepUpdateInput) {
    return this.required(
      this.patch<{ id: number }>(rest`interviewStep/${input.id}`, {
        stepKey: input.stepKey ?? undefined,
        title: input.title ?? undefined,
        instructions: input.instructions,
        nextRules: input.nextRules ?? undefined,
        defaultNextStepKey: input.defaultNextStepKey,
      }),
    );
  }

  async deleteInterviewStep(id: number) {
    return this.required(this.delete<{ id: number }>(rest`interviewStep/${id}`));
  }

  async reorderSteps(templateId: number, stepIds: number[]) {
    return this.required(
      this.post<{ id: number }>(rest`interviewStep/reorder`, {
        interviewRevisionID: templateId,
        stepIDs: stepIds,
      }),
    );
  }

  async updateInterviewQuestion(input: InterviewQuestionUpdateInput) {
    const { id, ...rest_ } = input;
    // Only what was given changes: absent fields stay as they are, explicit nulls clear.
    const body = Object.fromEntries(Object.entries(rest_).filter(([, v]) => v !== undefined));
    return this.required(this.patch<{ id: number }>(rest`interviewQuestion/${id}`, body));
  }

  async deleteInterviewQuestion(id: number) {
    return this.required(this.delete<{ id: number }>(rest`interviewQuestion/${id}`));
  }

  async reorderStepQuestions(stepId: number, questionIds: number[]) {
    return this.required(
      this.post<{ id: number }>(rest`stepQuestionLink/reorder`, {
        interviewStepID: stepId,
        questionIDs: questionIds,
      }),
    );
  }

  async updateChoice(id: number, value?: string | null, label?: string | null) {
    return this.required(
      this.patch<{ id: number }>(rest`questionChoice/${id}`, {
        value: value ?? undefined,
        label: label ?? undefined,
      }),
    );
  }

  async deleteChoice(id: number) {
    return this.required(this.delete<{ id: number }>(rest`questionChoice/${id}`));
  }

  async reorderChoices(questionId: number, choiceIds: number[]) {
    return this.required(
      this.post<{ id: number }>(rest`questionChoice/reorder`, {
        interviewQuestionID: questionId,
        choiceIDs: choiceIds,
      }),
    );
  }

  async deleteEvent(id: number) {
    return this.required(this.delete<{ id: number }>(rest`interviewEvent/${id}`));
  }

  /** Interview types that have a template in the aid year (the choices of a verification-group map). */
  async typesWithTemplates(aidYear: number): Promise<{ typeCode: string; name: string }[]> {
    const types = await this.required(
      this.post<{ typeCode: string; name: string }[]>(rest`interview/getFilteredInterviewTypes`, { aidYear }),
    );
    return types.map(({ typeCode, name }) => ({ typeCode, name }));
  }
}
