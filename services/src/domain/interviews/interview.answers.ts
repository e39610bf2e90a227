import { z } from 'zod';
import { interviewLinkAnswer, taskListSearchAnswer } from '../students/task-list.answers.js';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** POST /interview-api/studentInterviewLink/search: the student base's task list search. */
export const studentInterviewLinkSearchAnswer = taskListSearchAnswer;

/** The kinds of interview question (interview_question.question_type). */
export const QUESTION_TYPES = [
  'TEXT',
  'NUMBER',
  'DATE',
  'CHOICE',
  'MULTIPLE_CHOICE',
  'FILE_UPLOAD',
  'ACKNOWLEDGEMENT',
  'SIGNATURE',
  'IDENTITY_VERIFICATION',
] as const;
const questionType = z.enum(QUESTION_TYPES);

/** Where a step goes next when a question has a given answer (interview_step.next_rules, written as validated). */
const nextStepRule = z.object({ questionKey: z.string(), equals: z.string(), nextStepKey: z.string() });

/** A stored answer as the student gave it (jsonb): text, number, yes/no or the choices picked; null when unanswered. */
export const storedAnswer = z
  .union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())])
  .nullable();

/** A choice of a choice question; labelSpanish null: untranslated, shown in English. */
const questionChoice = z.object({
  id: z.number(),
  value: z.string(),
  label: z.string(),
  labelSpanish: z.string().nullable(),
});

/** POST /interview-api/interview/getInterviewStep */
/** One step of an interview as the student sees it: its questions, choices, answers and uploads. */
const interviewStepAnswer = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  titleSpanish: z.string().nullable(),
  instructions: z.string().nullable(),
  instructionsSpanish: z.string().nullable(),
  stepNumber: z.number(),
  stepCount: z.number(),
  canGoBack: z.boolean(),
  questions: z.array(
    z.object({
      id: z.number(),
      interviewQuestionID: z.number(),
      key: z.string(),
      type: questionType,
      text: z.string(),
      textSpanish: z.string().nullable(),
      helpText: z.string().nullable(),
      helpTextSpanish: z.string().nullable(),
      required: z.boolean(),
      minValue: z.number().nullable(),
      maxValue: z.number().nullable(),
      maxLength: z.number().nullable(),
      choices: z.array(questionChoice),
      answer: storedAnswer,
      uploads: z.array(
        z.object({
          fileID: z.string(),
          questionID: z.number(),
          fileName: z.string(),
          contentType: z.string(),
          sizeBytes: z.number(),
          versionID: z.number(),
          uploadedAt: z.string(),
        }),
      ),
      identityVerified: z.boolean(),
    }),
  ),
});

export const interviewGetInterviewStepAnswer = z.union([
  z.object({
    complete: z.boolean(),
    link: interviewLinkAnswer,
    interviewName: z.string(),
    interviewNameSpanish: z.string().nullable(),
    step: z.null(),
  }),
  z.object({
    complete: z.boolean(),
    link: interviewLinkAnswer,
    interviewName: z.string(),
    interviewNameSpanish: z.string().nullable(),
    step: interviewStepAnswer,
  }),
]);

/** POST /interview-api/interview/ResetInterview/{id} */
export const interviewResetInterviewAnswer = z.object({
  success: z.boolean(),
  link: interviewLinkAnswer,
});

/** GET /interview-api/StudentInterviewLink/StudentInterviewHistory/{id} */
export const studentInterviewLinkStudentInterviewHistoryAnswer = z.object({
  link: interviewLinkAnswer,
  interviewName: z.string(),
  interviewNameSpanish: z.string().nullable(),
  steps: z.array(interviewStepAnswer),
});

/** POST /interview-api/interview/SaveIdentityVerifyInterviewAttempt/ */
export const interviewSaveIdentityVerifyInterviewAttemptAnswer = z.object({
  matched: z.boolean(),
  attemptsLeft: z.number(),
  message: z.string(),
});

/** POST /interview-api/interview/saveUploadStudentInterviewLink */
export const interviewSaveUploadStudentInterviewLinkAnswer = z.object({
  fileID: z.string(),
  FileID: z.string(),
  fileName: z.string(),
  FileName: z.string(),
  questionID: z.number(),
  StudentInterviewLinkID: z.number(),
  contentType: z.string(),
  sizeBytes: z.number(),
  versionID: z.number(),
  VersionID: z.number(),
});

/** GET /interview-api/AlfrescoDocument/{id} */
export const alfrescoDocumentAnswer = z.array(
  z.object({
    fileID: z.string(),
    questionID: z.number(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number(),
    versionID: z.number(),
    uploadedAt: z.string(),
  }),
);

/** GET /interview-api/interview/getStudentParameters/{id} */
export const interviewGetStudentParametersAnswer = z.object({
  StudentInterviewLinkID: z.number(),
  questionText: z.string().nullable(),
  dueDate: z.string().nullable(),
  lastChangedAt: z.string(),
  aidYearString: z.string(),
  taxYear: z.number(),
  student: z.object({
    id: z.number(),
    uuid: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dependencyStatus: z.number(),
    isIndependent: z.boolean(),
    verificationGroup: z.string().nullable(),
    studentNumber: z.string().optional(),
  }),
  school: z.object({
    schoolCode: z.string(),
    schoolName: z.string(),
    sidName: z.string(),
  }),
  interview: z
    .object({
      templateId: z.number().optional(),
      name: z.string(),
      revision: z.number(),
      description: z.string().nullable(),
      stepCount: z.number(),
      stepsAnswered: z.number(),
    })
    .nullable(),
  answeredBy: z.array(
    z.object({
      firstName: z.string(),
      accountType: z.number(),
    }),
  ),
  callerMayAnswer: z.boolean(),
  ...interviewLinkAnswer.shape,
});

/** POST /interview-api/studentinterviewlink/createStudentInterviewLink */
export const studentinterviewlinkCreateStudentInterviewLinkAnswer = z.object({
  StudentInterviewLinkID: z.number(),
  questionText: z.string().nullable(),
  notified: z.number(),
  ...interviewLinkAnswer.shape,
});

/** An interview template (one revision of an interview type), without its steps and events. */
const interviewRevisionAnswer = z.object({
  id: z.number(),
  interviewTypeID: z.number(),
  aidYear: z.number(),
  revision: z.number(),
  name: z.string(),
  nameSpanish: z.string().nullable(),
  description: z.string().nullable(),
  descriptionSpanish: z.string().nullable(),
  isCommentCode: z.boolean(),
  firstStepID: z.number().nullable(),
  studentsStarted: z.number(),
});

/** GET /interview-api/interviewType/{id} */
export const interviewTypeAnswer = z.object({
  id: z.number(),
  typeCode: z.string(),
  TypeCode: z.string(),
  name: z.string(),
  nameSpanish: z.string().nullable(),
  revisions: z.array(interviewRevisionAnswer),
});

/** POST /interview-api/interview/getFilteredInterviewTypes */
export const interviewGetFilteredInterviewTypesAnswer = z.array(interviewTypeAnswer);

/** GET /interview-api/interview/builderAvailability */
export const interviewBuilderAvailabilityAnswer = z.object({
  host: z.string(),
  path: z.enum(['/InterviewCreation', '/CRInterviewCreation']),
  available: z.boolean(),
});

/** POST /interview-api/interview/SaveInterviewTemplate */
export const interviewSaveInterviewTemplateAnswer = z.object({
  id: z.number(),
  revision: z.number(),
});

/** DELETE /interview-api/interview/deleteInterviewTemplate/{id} */
export const interviewDeleteInterviewTemplateAnswer = z.object({
  success: z.boolean(),
});

/** POST /interview-api/interviewQuestion */
export const interviewQuestionAnswer = z.object({
  id: z.number(),
  interviewQuestionID: z.number(),
});

/** DELETE /interview-api/interviewEvent/{id} */
export const interviewEventAnswer = z.object({
  id: z.number(),
});

/** GET InterviewAttempt/InterviewHistory/{id} */
export const interviewHistoryAnswer = z.array(
  z.object({
    id: z.number(),
    action: z.enum(['STEP_SAVED', 'RESET', 'SUBMITTED']),
    answers: z.record(z.string(), z.unknown()),
    actorRole: z.string(),
    createdAt: z.string(),
    stepTitle: z.string().nullable(),
  }),
);

/** GET aidYearInterviewTypeLink/ */
export const aidYearInterviewTypeLinkAnswer = z.array(
  z.object({ aidYear: z.number(), interviewTypeID: z.number(), latestRevision: z.number() }),
);

/** GET interview/GetInterview/{id} */
export const interviewTemplateAnswer = z.object({
  steps: z.array(
    z.object({
      id: z.number(),
      interviewTypeID: z.number(),
      stepKey: z.string(),
      title: z.string(),
      titleSpanish: z.string().nullable(),
      instructions: z.string().nullable(),
      instructionsSpanish: z.string().nullable(),
      sortOrder: z.number(),
      nextRules: z.array(nextStepRule),
      defaultNextStepKey: z.string().nullable(),
      questions: z.array(
        z.object({
          id: z.number(),
          interviewQuestionID: z.number(),
          questionKey: z.string(),
          questionType: questionType,
          text: z.string(),
          textSpanish: z.string().nullable(),
          helpText: z.string().nullable(),
          helpTextSpanish: z.string().nullable(),
          required: z.boolean(),
          choices: z.array(questionChoice),
        }),
      ),
    }),
  ),
  events: z.array(
    z.object({
      id: z.number(),
      eventType: z.enum(['ON_START', 'ON_SUBMIT']),
      action: z.enum(['EMAIL_CONFIRMATION', 'RECORD_ACTIVITY']),
      message: z.string().nullable(),
      messageSpanish: z.string().nullable(),
    }),
  ),
  ...interviewRevisionAnswer.shape,
});

/** GET questionChoice/GetAllQuestionChoices/ */
export const questionChoicesAnswer = z.array(
  z.object({
    id: z.number(),
    interviewQuestionID: z.number(),
    value: z.string(),
    label: z.string(),
    sortOrder: z.number(),
  }),
);

/** POST interviewStep/search */
export const interviewStepSearchAnswer = z.array(
  z.object({
    id: z.number(),
    interviewTypeID: z.number(),
    interviewRevisionID: z.number(),
    stepKey: z.string(),
    title: z.string(),
    sortOrder: z.number(),
    nextRules: z.array(nextStepRule),
    defaultNextStepKey: z.string().nullable(),
  }),
);

/** POST stepQuestionLink/search */
export const stepQuestionLinkSearchAnswer = z.array(
  z.object({
    id: z.number(),
    interviewStepID: z.number(),
    interviewQuestionID: z.number(),
    sortOrder: z.number(),
    questionKey: z.string(),
    questionType: questionType,
    text: z.string(),
  }),
);
