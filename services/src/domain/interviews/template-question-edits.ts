import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import {
  assertEditable,
  assertEditableFor,
  revisionOfStep,
  revisionOfQuestion,
  revisionOfChoice,
  assertSameSet,
} from './template-edit-checks.js';
import * as sql from './templates.queries.js';
import * as questionSql from './template-questions.queries.js';

// Editing a template's questions, choices and events piece by piece (/InterviewCreation, /CRInterviewCreation).

export async function updateQuestion(
  db: Db,
  caller: Caller,
  input: {
    id: number;
    text?: string;
    textSpanish?: string | null;
    helpText?: string | null;
    helpTextSpanish?: string | null;
    required?: boolean;
    questionType?: string;
    minValue?: number | null;
    maxValue?: number | null;
    maxLength?: number | null;
    identityFact?: string | null;
  },
) {
  const revisionId = await revisionOfQuestion(db, input.id);
  await assertEditableFor(db, revisionId, input);
  const q = await questionSql.questionForUpdate.first(db, { questionId: input.id });
  const type = input.questionType ?? q!.question_type;
  if (q!.choices > 0 && !['CHOICE', 'MULTIPLE_CHOICE'].includes(type))
    throw badRequest('Delete the choices first: only choice and multiple choice questions have choices');
  const fact = input.identityFact === undefined ? q!.identity_fact : input.identityFact;
  if (type === 'IDENTITY_VERIFICATION' && !fact)
    throw badRequest(
      'An identity question needs the fact it checks (date of birth, SSN last four or student id)',
    );
  const has = (k: keyof typeof input) => input[k] !== undefined;
  await questionSql.updateQuestion.run(db, {
    questionId: input.id,
    text: input.text ?? null,
    setHelpText: has('helpText'),
    helpText: input.helpText ?? null,
    required: input.required ?? null,
    questionType: type,
    setMinValue: has('minValue'),
    minValue: input.minValue ?? null,
    setMaxValue: has('maxValue'),
    maxValue: input.maxValue ?? null,
    setMaxLength: has('maxLength'),
    maxLength: input.maxLength ?? null,
    identityFact: type === 'IDENTITY_VERIFICATION' ? fact : null,
    setTextSpanish: has('textSpanish'),
    textSpanish: input.textSpanish ?? null,
    setHelpTextSpanish: has('helpTextSpanish'),
    helpTextSpanish: input.helpTextSpanish ?? null,
  });
  await recordActivity(db, caller, {
    action: 'INTERVIEW_QUESTION_UPDATED',
    entityType: 'interview_question',
    entityId: input.id,
  });
  return { id: input.id };
}

/** Deletes a question from the template (every step that asks it); a branch that reads its answer must go first. */
export async function deleteQuestion(db: Db, caller: Caller, id: number) {
  const revisionId = await revisionOfQuestion(db, id);
  await assertEditable(db, revisionId);
  const q = await questionSql.questionKeyOf.first(db, { questionId: id });
  const branching = await questionSql.stepsBranchingOn.all(db, { revisionId, questionKey: q!.question_key });
  if (branching.length)
    throw conflict(
      `The next step of ${branching.map((b) => `'${b.step_key}'`).join(', ')} depends on '${q!.question_key}'; change that branch first`,
    );
  await db.transaction(async (tx) => {
    await questionSql.deleteQuestion.run(tx, { questionId: id });
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_QUESTION_DELETED',
      entityType: 'interview_question',
      entityId: id,
      details: { questionKey: q!.question_key },
    });
  });
  return { id };
}

/** Puts a step's questions in the order given (every question of the step once). */
export async function reorderStepQuestions(
  db: Db,
  caller: Caller,
  input: { interviewStepID: number; questionIDs: number[] },
) {
  await assertEditable(db, await revisionOfStep(db, input.interviewStepID));
  const links = await questionSql.questionIdsOfStep.all(db, { stepId: input.interviewStepID });
  assertSameSet(
    links.map((l) => l.interview_question_id),
    input.questionIDs,
    'question',
  );
  await db.transaction(async (tx) => {
    for (const [i, qid] of input.questionIDs.entries()) {
      await questionSql.setStepQuestionSortOrder.run(tx, {
        stepId: input.interviewStepID,
        questionId: qid,
        sortOrder: i,
      });
    }
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_QUESTIONS_REORDERED',
      entityType: 'interview_step',
      entityId: input.interviewStepID,
      details: { questionIDs: input.questionIDs },
    });
  });
  return { id: input.interviewStepID };
}

export async function updateChoice(
  db: Db,
  caller: Caller,
  input: { id: number; value?: string; label?: string; labelSpanish?: string | null },
) {
  const c = await revisionOfChoice(db, input.id);
  await assertEditableFor(db, c.interview_revision_id, input);
  if (input.value !== undefined) {
    const taken = { questionId: c.interview_question_id, value: input.value, exceptChoiceId: input.id };
    if (await questionSql.choiceValueTaken.first(db, taken))
      throw conflict(`This question already has the choice '${input.value}'`);
  }
  await questionSql.updateChoice.run(db, {
    choiceId: input.id,
    value: input.value ?? null,
    label: input.label ?? null,
    setLabelSpanish: input.labelSpanish !== undefined,
    labelSpanish: input.labelSpanish ?? null,
  });
  await recordActivity(db, caller, {
    action: 'QUESTION_CHOICE_UPDATED',
    entityType: 'question_choice',
    entityId: input.id,
  });
  return { id: input.id };
}

export async function deleteChoice(db: Db, caller: Caller, id: number) {
  const c = await revisionOfChoice(db, id);
  await assertEditable(db, c.interview_revision_id);
  await questionSql.deleteChoice.run(db, { choiceId: id });
  await recordActivity(db, caller, {
    action: 'QUESTION_CHOICE_DELETED',
    entityType: 'question_choice',
    entityId: id,
  });
  return { id };
}

/** Puts a question's choices in the order given (every choice once). */
export async function reorderChoices(
  db: Db,
  caller: Caller,
  input: { interviewQuestionID: number; choiceIDs: number[] },
) {
  await assertEditable(db, await revisionOfQuestion(db, input.interviewQuestionID));
  const choices = await questionSql.choiceIdsOfQuestion.all(db, { questionId: input.interviewQuestionID });
  assertSameSet(
    choices.map((c) => c.id),
    input.choiceIDs,
    'choice',
  );
  await db.transaction(async (tx) => {
    for (const [i, id] of input.choiceIDs.entries())
      await questionSql.setChoiceSortOrder.run(tx, { choiceId: id, sortOrder: i });
    await recordActivity(tx, caller, {
      action: 'QUESTION_CHOICES_REORDERED',
      entityType: 'interview_question',
      entityId: input.interviewQuestionID,
    });
  });
  return { id: input.interviewQuestionID };
}

export async function deleteEvent(db: Db, caller: Caller, id: number) {
  const e = await sql.eventRevision.first(db, { eventId: id });
  if (!e) throw notFound(`No interview event ${id}`);
  await assertEditable(db, e.interview_revision_id);
  await sql.deleteEvent.run(db, { eventId: id });
  await recordActivity(db, caller, {
    action: 'INTERVIEW_EVENT_DELETED',
    entityType: 'interview_event',
    entityId: id,
  });
  return { id };
}
