import type {
  InterviewAnswerInput,
  AddInterviewTaskItemInput,
  InterviewEventInput,
  InterviewParameters,
  InterviewQuestionUpdateInput,
  InterviewStepUpdateInput,
  InterviewQuestion,
  InterviewQuestionInput,
  InterviewStepInput,
  InterviewTemplateInput,
  InterviewTemplateUpdateInput,
  QuestionChoiceInput,
  TaskListStatus,
} from '../../__generated__/resolvers-types.js';
import {
  checkedByServices,
  RestClient,
  type Caller,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type StepAnswer = ServiceAnswer<'/interview-api/interview/getInterviewStep', 'post'>;
type StepRecord = NonNullable<StepAnswer['step']>;
type DocumentRecord = ServiceAnswer<'/interview-api/AlfrescoDocument/{id}'>[number];
/** A template as GetInterview answers it (with steps and events), or as a revision in a list of types (without). */
type TemplateRecord =
  | ServiceAnswer<'/interview-api/interview/GetInterview/{id}'>
  | ServiceAnswer<'/interview-api/interviewType/GetAllWithRevisions'>[number]['revisions'][number];
/** Where the browser downloads every document of an item as one zip through the gateway (see files.ts). */
export const itemDocumentsZipPath = (item: string, processorDocuments = false) =>
  `/files/interview-items/${encodeURIComponent(item)}/documents.zip${processorDocuments ? '?processorDocuments=true' : ''}`;

/** Where the browser downloads a document through the gateway (see files.ts). */
export const documentPath = (fileId: string) => `/files/interview-documents/${encodeURIComponent(fileId)}`;

/** GraphQL spells ids Id and adds where the browser downloads the document. */
const toDocument = (d: DocumentRecord) => ({
  fileId: d.fileID,
  questionId: d.questionID,
  fileName: d.fileName,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  versionId: d.versionID,
  uploadedAt: d.uploadedAt,
  downloadPath: documentPath(d.fileID),
});

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

/** An interview type as GraphQL lists it: its templates are the REST answer's revisions. */
const toTypeTemplates = (t: ServiceAnswer<'/interview-api/interviewType/{id}'>) => ({
  id: t.id,
  typeCode: t.typeCode,
  name: t.name,
  nameSpanish: t.nameSpanish,
  templates: t.revisions.map(toTemplate),
});

/** GraphQL spells ids Id; a template listed with its type has no steps or events yet read. */
const toTemplate = ({ interviewTypeID, firstStepID, ...t }: TemplateRecord) => ({
  ...t,
  interviewTypeId: interviewTypeID,
  firstStepId: firstStepID,
  steps: 'steps' in t ? t.steps : [],
  events: 'events' in t ? t.events : [],
});

/** The interview API base (`/interview-api/`): taking interviews, their documents, and the template builders. */
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

  async documents(item: string) {
    return ((await this.get('/interview-api/AlfrescoDocument/{id}', { path: { id: item } })) ?? []).map(
      toDocument,
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

  async deleteDocument(fileId: string): Promise<boolean> {
    await this.delete('/interview-api/interview/deleteAlfrescoDocument/{id}', { path: { id: fileId } });
    return true;
  }

  async templates(aidYear?: number | null, commentCodeOnly?: boolean | null) {
    const types = commentCodeOnly
      ? await this.required(
          this.post('/interview-api/interview/getFilteredInterviewTypes', {
            // The route requires aidYear; without one the services answer 400 as they always have.
            body: { aidYear: checkedByServices(aidYear), isCommentCode: true },
          }),
        )
      : await this.required(
          this.get('/interview-api/interviewType/GetAllWithRevisions', {
            query: { aidYear: aidYear || undefined },
          }),
        );
    return types.map(toTypeTemplates);
  }

  /** Every interview type, or the one with this code, with its templates. */
  async interviewTypes(typeCode?: string | null) {
    const types = typeCode
      ? await this.required(
          this.post('/interview-api/interviewType/search', {
            body: {
              typeCode,
            },
          }),
        )
      : await this.required(this.get('/interview-api/interviewType/'));
    return types.map(toTypeTemplates);
  }

  /** One interview type with its templates: GetOneWithRevisions narrows them to an aid year. */
  async interviewType(id: number, aidYear?: number | null) {
    const type = aidYear
      ? await this.required(
          this.get('/interview-api/interviewType/GetOneWithRevisions/{id}', {
            path: { id },
            query: { aidYear },
          }),
        )
      : await this.required(this.get('/interview-api/interviewType/{id}', { path: { id } }));
    return toTypeTemplates(type);
  }

  async aidYearInterviewTypes() {
    const links = await this.required(this.get('/interview-api/aidYearInterviewTypeLink/'));
    return links.map((l) => ({
      aidYear: l.aidYear,
      interviewTypeId: l.interviewTypeID,
      latestRevision: l.latestRevision,
    }));
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

  async questionChoices() {
    const choices = await this.required(this.get('/interview-api/questionChoice/GetAllQuestionChoices/'));
    return choices.map(({ interviewQuestionID, ...c }) => ({ ...c, questionId: interviewQuestionID }));
  }

  async template(id: number) {
    return toTemplate(
      await this.required(this.get('/interview-api/interview/GetInterview/{id}', { path: { id } })),
    );
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

  async builderAvailable(host: string, route: string): Promise<boolean> {
    return (
      await this.required(
        // The route's path is an enum; GraphQL's is a String, checked by the services.
        this.get('/interview-api/interview/builderAvailability', {
          query: { host, path: checkedByServices(route) },
        }),
      )
    ).available;
  }

  async addType(typeCode: string, name: string, nameSpanish?: string | null) {
    return this.required(
      this.post('/interview-api/interviewType', {
        body: { TypeCode: typeCode, name, nameSpanish },
        inputPaths: { TypeCode: 'typeCode' },
      }),
    );
  }

  async updateType(id: number, name?: string | null, nameSpanish?: string | null) {
    return this.required(
      this.patch('/interview-api/interviewType/{id}', {
        path: { id },
        body: {
          name: name ?? undefined,
          nameSpanish,
        },
      }),
    );
  }

  async saveTemplate(input: InterviewTemplateInput) {
    return this.required(
      this.post('/interview-api/interview/SaveInterviewTemplate', {
        body: {
          interviewTypeID: input.interviewTypeId,
          aidYear: input.aidYear,
          name: input.name,
          nameSpanish: input.nameSpanish,
          description: input.description,
          descriptionSpanish: input.descriptionSpanish,
          isCommentCode: input.isCommentCode ?? false,
        },
      }),
    );
  }

  async updateTemplate(input: InterviewTemplateUpdateInput) {
    return this.required(
      this.post('/interview-api/interview/updateInterviewTemplate', {
        body: {
          id: input.id,
          name: input.name ?? undefined,
          nameSpanish: input.nameSpanish,
          description: input.description,
          descriptionSpanish: input.descriptionSpanish,
          firstStepID: input.firstStepId,
        },
      }),
    );
  }

  async deleteTemplate(id: number) {
    await this.delete('/interview-api/interview/deleteInterviewTemplate/{id}', { path: { id } });
    return { id };
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

  /** Interview types staff can put on a task list for the aid year (those with a template). */
  async taskListTypes(aidYear: number) {
    const types = await this.required(
      this.post('/interview-api/interview/getFilteredInterviewTypes', { body: { aidYear } }),
    );
    return types.map((t) => ({ id: t.id, typeCode: t.typeCode, name: t.name, nameSpanish: t.nameSpanish }));
  }

  async parameters(item: string): Promise<InterviewParameters> {
    const p = await this.required(
      this.get('/interview-api/interview/getStudentParameters/{id}', { path: { id: item } }),
    );
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

  async addTaskItem(input: AddInterviewTaskItemInput) {
    const student = /^\d+$/.test(input.student) ? Number(input.student) : input.student;
    return toItem(
      await this.required(
        this.post('/interview-api/studentinterviewlink/createStudentInterviewLink', {
          body: {
            StudentID: student,
            TypeCode: input.typeCode,
            IsForParentAccount: input.isForParentAccount ?? false,
            QuestionText: input.questionText || undefined,
            AidYear: input.aidYear ?? undefined,
            DueDate: input.dueDate || undefined,
          },
          inputPaths: {
            TypeCode: 'typeCode',
            QuestionText: 'questionText',
            DueDate: 'dueDate',
            AidYear: 'aidYear',
            StudentID: 'student',
          },
        }),
      ),
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

  async deleteEvent(id: number) {
    return this.required(this.delete('/interview-api/interviewEvent/{id}', { path: { id } }));
  }

  /** Interview types that have a template in the aid year (the choices of a verification-group map). */
  async typesWithTemplates(aidYear: number) {
    const types = await this.required(
      this.post('/interview-api/interview/getFilteredInterviewTypes', { body: { aidYear } }),
    );
    return types.map(({ typeCode, name }) => ({ typeCode, name }));
  }
}
