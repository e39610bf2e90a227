import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { assertEditable, revisionOfStep, revisionOfQuestion } from './template-edit-checks.js';
import * as sql from './templates.queries.js';
import * as stepSql from './template-steps.queries.js';
import * as questionSql from './template-questions.queries.js';

// Building a template: adding its steps, questions, choices and events one by one.

export interface StepInput {
  interviewRevisionID: number;
  stepKey: string;
  title: string;
  titleSpanish?: string | null;
  instructions?: string | null;
  instructionsSpanish?: string | null;
  sortOrder?: number;
  nextRules?: { questionKey: string; equals: string; nextStepKey: string }[];
  defaultNextStepKey?: string | null;
}

export async function addStep(db: Db, caller: Caller, input: StepInput) {
  await assertEditable(db, input.interviewRevisionID);
  if (await stepSql.stepKeyTaken.first(db, { revisionId: input.interviewRevisionID, stepKey: input.stepKey }))
    throw conflict(`This template already has a step '${input.stepKey}'`);
  return db.transaction(async (tx) => {
    const row = await stepSql.insertStep.first(tx, {
      revisionId: input.interviewRevisionID,
      stepKey: input.stepKey,
      title: input.title,
      instructions: input.instructions ?? null,
      sortOrder: input.sortOrder ?? null,
      nextRules: input.nextRules ?? [],
      defaultNextStepKey: input.defaultNextStepKey ?? null,
      titleSpanish: input.titleSpanish ?? null,
      instructionsSpanish: input.instructionsSpanish ?? null,
    });
    // The first step added is where the interview starts until the builder says otherwise.
    await stepSql.startRevisionAtIfNone.run(tx, { revisionId: input.interviewRevisionID, stepId: row!.id });
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_STEP_ADDED',
      entityType: 'interview_step',
      entityId: row!.id,
      details: { stepKey: input.stepKey },
    });
    return { id: row!.id };
  });
}

export interface QuestionInput {
  interviewRevisionID: number;
  questionKey: string;
  questionType: string;
  text: string;
  textSpanish?: string | null;
  helpText?: string | null;
  helpTextSpanish?: string | null;
  required: boolean;
  minValue?: number | null;
  maxValue?: number | null;
  maxLength?: number | null;
  identityFact?: string | null;
}

export async function addQuestion(db: Db, caller: Caller, input: QuestionInput) {
  await assertEditable(db, input.interviewRevisionID);
  if (input.questionType === 'IDENTITY_VERIFICATION' && !input.identityFact)
    throw badRequest(
      'An identity question needs the fact it checks (date of birth, SSN last four or student id)',
    );
  const taken = { revisionId: input.interviewRevisionID, questionKey: input.questionKey };
  if (await questionSql.questionKeyTaken.first(db, taken))
    throw conflict(`This template already has a question '${input.questionKey}'`);
  const row = await questionSql.insertQuestion.first(db, {
    revisionId: input.interviewRevisionID,
    questionKey: input.questionKey,
    questionType: input.questionType,
    text: input.text,
    helpText: input.helpText ?? null,
    required: input.required,
    minValue: input.minValue ?? null,
    maxValue: input.maxValue ?? null,
    maxLength: input.maxLength ?? null,
    identityFact: input.identityFact ?? null,
    textSpanish: input.textSpanish ?? null,
    helpTextSpanish: input.helpTextSpanish ?? null,
  });
  await recordActivity(db, caller, {
    action: 'INTERVIEW_QUESTION_ADDED',
    entityType: 'interview_question',
    entityId: row!.id,
    details: { questionKey: input.questionKey },
  });
  return { id: row!.id, interviewQuestionID: row!.id };
}

export async function addStepQuestionLink(
  db: Db,
  caller: Caller,
  input: { interviewStepID: number; interviewQuestionID: number; sortOrder?: number },
) {
  const rev = await revisionOfStep(db, input.interviewStepID);
  if ((await revisionOfQuestion(db, input.interviewQuestionID)) !== rev)
    throw badRequest('The question and the step belong to different templates');
  await assertEditable(db, rev);
  const row = await questionSql.upsertStepQuestionLink.first(db, {
    stepId: input.interviewStepID,
    questionId: input.interviewQuestionID,
    sortOrder: input.sortOrder ?? null,
  });
  void caller;
  return { id: row!.id };
}

export async function addChoice(
  db: Db,
  caller: Caller,
  input: {
    interviewQuestionID: number;
    value: string;
    label: string;
    labelSpanish?: string | null;
    sortOrder?: number;
  },
) {
  await assertEditable(db, await revisionOfQuestion(db, input.interviewQuestionID));
  const q = await questionSql.questionTypeOf.first(db, { questionId: input.interviewQuestionID });
  if (!['CHOICE', 'MULTIPLE_CHOICE'].includes(q!.question_type))
    throw badRequest('Only choice and multiple choice questions take choices');
  const taken = { questionId: input.interviewQuestionID, value: input.value, exceptChoiceId: null };
  if (await questionSql.choiceValueTaken.first(db, taken))
    throw conflict(`This question already has the choice '${input.value}'`);
  const row = await questionSql.insertChoice.first(db, {
    questionId: input.interviewQuestionID,
    value: input.value,
    label: input.label,
    sortOrder: input.sortOrder ?? null,
    labelSpanish: input.labelSpanish ?? null,
  });
  void caller;
  return { id: row!.id };
}

export async function addEvent(
  db: Db,
  caller: Caller,
  input: {
    interviewRevisionID: number;
    eventType: string;
    action: string;
    message?: string | null;
    messageSpanish?: string | null;
  },
) {
  await assertEditable(db, input.interviewRevisionID);
  const row = await sql.insertEvent.first(db, {
    revisionId: input.interviewRevisionID,
    eventType: input.eventType,
    action: input.action,
    message: input.message ?? null,
    messageSpanish: input.messageSpanish ?? null,
  });
  void caller;
  return { id: row!.id };
}
