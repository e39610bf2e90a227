import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { questionsOfStep } from './step-view.js';
import * as sql from './templates.queries.js';
import type { NextRule, RevisionRow } from './templates.queries.js';

/** Interview types, each with its templates (revisions) for one aid year or all. */
export async function interviewTypes(
  db: Db,
  opts: { aidYear?: number; id?: number; isCommentCode?: boolean } = {},
) {
  const types = await sql.interviewTypeRows.all(db, { typeId: opts.id ?? null });
  if (opts.id && !types.length) throw notFound(`No interview type ${opts.id}`);
  const revisions = await sql.revisionRows.all(db, {
    aidYear: opts.aidYear ?? null,
    typeId: opts.id ?? null,
    isCommentCode: opts.isCommentCode ?? null,
  });
  return types
    .map((t) => ({
      id: t.id,
      typeCode: t.type_code,
      TypeCode: t.type_code,
      name: t.name,
      nameSpanish: t.name_spanish,
      revisions: revisions.filter((r) => r.interview_type_id === t.id).map(toRevision),
    }))
    .filter((t) => opts.isCommentCode === undefined || t.revisions.length > 0);
}

const toRevision = (r: RevisionRow) => ({
  id: r.id,
  interviewTypeID: r.interview_type_id,
  aidYear: r.aid_year,
  revision: r.revision,
  name: r.name,
  nameSpanish: r.name_spanish,
  description: r.description,
  descriptionSpanish: r.description_spanish,
  isCommentCode: r.is_comment_code,
  firstStepID: r.first_step_id,
  studentsStarted: r.in_use,
});

/** A whole template: its steps with their questions and choices, and its events. */
export async function getTemplate(db: Db, id: number) {
  const rev = await sql.revisionById.first(db, { revisionId: id });
  if (!rev) throw notFound(`No interview template ${id}`);
  const steps = await sql.stepsOfRevision.all(db, { revisionId: id });
  const events = await sql.eventsOfRevision.all(db, { revisionId: id });
  return {
    ...toRevision(rev),
    steps: await Promise.all(
      steps.map(async (s) => ({
        id: s.id,
        interviewTypeID: rev.interview_type_id,
        stepKey: s.step_key,
        title: s.title,
        titleSpanish: s.title_spanish,
        instructions: s.instructions,
        instructionsSpanish: s.instructions_spanish,
        sortOrder: s.sort_order,
        nextRules: s.next_rules,
        defaultNextStepKey: s.default_next_step_key,
        questions: (await questionsOfStep(db, s.id)).map((q) => ({
          id: q.id,
          interviewQuestionID: q.id,
          questionKey: q.question_key,
          questionType: q.question_type,
          text: q.text,
          textSpanish: q.text_spanish,
          helpText: q.help_text,
          helpTextSpanish: q.help_text_spanish,
          required: q.required,
          choices: q.choices,
        })),
      })),
    ),
    events,
  };
}

/** Templates students have started are frozen: a change would alter answers already given. */
async function assertEditable(db: Db, revisionId: number) {
  const rev = await sql.revisionInUse.first(db, { revisionId });
  if (!rev) throw notFound(`No interview template ${revisionId}`);
  if (rev.in_use > 0)
    throw conflict(
      `${rev.in_use} student(s) have started this template; save a new revision instead of changing it`,
    );
}

/**
 * Whether a change only words a template in Spanish: a translation changes no answer already given, so it may be
 * made on a template students have started (issue 26).
 */
const onlySpanish = (input: object) =>
  Object.entries(input).every(
    ([key, value]) => key === 'id' || value === undefined || key.endsWith('Spanish'),
  );

/** A started template is frozen, but for its Spanish wording. */
async function assertEditableFor(db: Db, revisionId: number, input: object) {
  if (!onlySpanish(input)) await assertEditable(db, revisionId);
}

async function revisionOfStep(db: Db, stepId: number) {
  const s = await sql.stepRevision.first(db, { stepId });
  if (!s) throw notFound(`No interview step ${stepId}`);
  return s.interview_revision_id;
}
async function revisionOfQuestion(db: Db, questionId: number) {
  const question = await sql.questionRevision.first(db, { questionId });
  if (!question) throw notFound(`No interview question ${questionId}`);
  return question.interview_revision_id;
}

export async function addInterviewType(
  db: Db,
  caller: Caller,
  input: { typeCode: string; name: string; nameSpanish?: string | null },
) {
  if (await sql.interviewTypeCodeTaken.first(db, { typeCode: input.typeCode }))
    throw conflict(`There is already an interview type ${input.typeCode}`);
  const row = await sql.insertInterviewType.first(db, {
    typeCode: input.typeCode,
    name: input.name,
    nameSpanish: input.nameSpanish ?? null,
  });
  await recordActivity(db, caller, {
    action: 'INTERVIEW_TYPE_ADDED',
    entityType: 'interview_type',
    entityId: row!.id,
    details: input,
  });
  return { id: row!.id };
}

/** Renames an interview type (the task list's name for it), in English or Spanish; null Spanish: untranslated. */
export async function updateInterviewType(
  db: Db,
  caller: Caller,
  input: { id: number; name?: string; nameSpanish?: string | null },
) {
  const row = await sql.updateInterviewType.first(db, {
    typeId: input.id,
    name: input.name ?? null,
    setNameSpanish: input.nameSpanish !== undefined,
    nameSpanish: input.nameSpanish ?? null,
  });
  if (!row) throw notFound(`No interview type ${input.id}`);
  await recordActivity(db, caller, {
    action: 'INTERVIEW_TYPE_UPDATED',
    entityType: 'interview_type',
    entityId: input.id,
    details: input,
  });
  return { id: input.id };
}

/** A new template: the next revision of the type for that aid year. */
export async function saveTemplate(
  db: Db,
  caller: Caller,
  input: {
    interviewTypeID: number;
    aidYear: number;
    name: string;
    nameSpanish?: string | null;
    description?: string | null;
    descriptionSpanish?: string | null;
    isCommentCode: boolean;
  },
) {
  if (!(await sql.interviewTypeExists.first(db, { typeId: input.interviewTypeID })))
    throw badRequest(`No interview type ${input.interviewTypeID}`);
  return db.transaction(async (tx) => {
    const row = await sql.insertRevision.first(tx, {
      typeId: input.interviewTypeID,
      aidYear: input.aidYear,
      name: input.name,
      nameSpanish: input.nameSpanish ?? null,
      description: input.description ?? null,
      descriptionSpanish: input.descriptionSpanish ?? null,
      isCommentCode: input.isCommentCode,
      createdBy: caller.accountUuid,
    });
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_TEMPLATE_ADDED',
      entityType: 'interview_revision',
      entityId: row!.id,
      details: { ...input, revision: row!.revision },
    });
    return { id: row!.id, revision: row!.revision };
  });
}

export async function updateTemplate(
  db: Db,
  caller: Caller,
  input: {
    id: number;
    name?: string;
    nameSpanish?: string | null;
    description?: string | null;
    descriptionSpanish?: string | null;
    firstStepID?: number | null;
  },
) {
  if (input.id === 0) throw badRequest('You can not update an interview that has not yet been created');
  await assertEditableFor(db, input.id, input);
  if (input.firstStepID && (await revisionOfStep(db, input.firstStepID)) !== input.id)
    throw badRequest(`Step ${input.firstStepID} is not part of template ${input.id}`);
  await sql.updateRevision.run(db, {
    revisionId: input.id,
    name: input.name ?? null,
    setDescription: input.description !== undefined,
    description: input.description ?? null,
    firstStepId: input.firstStepID ?? null,
    setNameSpanish: input.nameSpanish !== undefined,
    nameSpanish: input.nameSpanish ?? null,
    setDescriptionSpanish: input.descriptionSpanish !== undefined,
    descriptionSpanish: input.descriptionSpanish ?? null,
  });
  await recordActivity(db, caller, {
    action: 'INTERVIEW_TEMPLATE_UPDATED',
    entityType: 'interview_revision',
    entityId: input.id,
    details: input,
  });
  return getTemplate(db, input.id);
}

export async function deleteTemplate(db: Db, caller: Caller, id: number) {
  if (id === 0) throw badRequest('You can not delete an interview that has not yet been created');
  await assertEditable(db, id);
  await db.transaction(async (tx) => {
    await sql.deleteRevision.run(tx, { revisionId: id });
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_TEMPLATE_DELETED',
      entityType: 'interview_revision',
      entityId: id,
    });
  });
  return { success: true };
}

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
  if (await sql.stepKeyTaken.first(db, { revisionId: input.interviewRevisionID, stepKey: input.stepKey }))
    throw conflict(`This template already has a step '${input.stepKey}'`);
  return db.transaction(async (tx) => {
    const row = await sql.insertStep.first(tx, {
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
    await sql.startRevisionAtIfNone.run(tx, { revisionId: input.interviewRevisionID, stepId: row!.id });
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
  if (await sql.questionKeyTaken.first(db, taken))
    throw conflict(`This template already has a question '${input.questionKey}'`);
  const row = await sql.insertQuestion.first(db, {
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
  const row = await sql.upsertStepQuestionLink.first(db, {
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
  const q = await sql.questionTypeOf.first(db, { questionId: input.interviewQuestionID });
  if (!['CHOICE', 'MULTIPLE_CHOICE'].includes(q!.question_type))
    throw badRequest('Only choice and multiple choice questions take choices');
  const taken = { questionId: input.interviewQuestionID, value: input.value, exceptChoiceId: null };
  if (await sql.choiceValueTaken.first(db, taken))
    throw conflict(`This question already has the choice '${input.value}'`);
  const row = await sql.insertChoice.first(db, {
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

/** Which interview types have templates in which aid years (aidYearInterviewTypeLink). */
export function templateYears(db: Db) {
  return sql.templateYears.all(db, {});
}

/** Every question choice of every template (the builder's choice list). */
export function allQuestionChoices(db: Db) {
  return sql.allQuestionChoices.all(db, {});
}

export async function searchSteps(db: Db, input: { interviewTypeID?: number; interviewRevisionID?: number }) {
  return sql.searchSteps.all(db, {
    typeId: input.interviewTypeID ?? null,
    revisionId: input.interviewRevisionID ?? null,
  });
}

/** The questions on a step, in order; a step that does not exist is 404, not an empty step. */
export async function searchStepQuestionLinks(db: Db, stepId: number) {
  await revisionOfStep(db, stepId);
  return sql.searchStepQuestionLinks.all(db, { stepId });
}

/**
 * Whether a builder route shows on a host: the installation's config item `route.hiddenOnHosts:<path>` (the
 * same items administration keeps for every host-dependent route) lists the hosts, comma separated.
 */
export async function builderAvailability(
  db: Db,
  host: string,
  path: '/InterviewCreation' | '/CRInterviewCreation',
) {
  const row = await sql.installationConfigValue.first(db, { name: `route.hiddenOnHosts:${path}` });
  const hidden = (row?.value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  return { host: name, path, available: !hidden.includes(name) };
}

// ---------- Editing a template piece by piece (/InterviewCreation, /CRInterviewCreation) ----------

async function revisionOfChoice(db: Db, choiceId: number) {
  const c = await sql.choiceRevision.first(db, { choiceId });
  if (!c) throw notFound(`No question choice ${choiceId}`);
  return c;
}

/** Branching must point at steps and questions of the same template, and never back at the step itself. */
async function assertRulesValid(
  db: Db,
  revisionId: number,
  stepKey: string,
  rules: NextRule[],
  defaultNext: string | null | undefined,
) {
  const steps = new Set((await sql.stepKeysOfRevision.all(db, { revisionId })).map((s) => s.step_key));
  const questions = new Set(
    (await sql.questionKeysOfRevision.all(db, { revisionId })).map((q) => q.question_key),
  );
  const targets = [...rules.map((r) => r.nextStepKey), ...(defaultNext ? [defaultNext] : [])];
  for (const t of targets) {
    if (t === stepKey) throw badRequest(`Step '${stepKey}' can not lead to itself`);
    if (!steps.has(t)) throw badRequest(`There is no step '${t}' in this template`);
  }
  for (const r of rules)
    if (!questions.has(r.questionKey))
      throw badRequest(`There is no question '${r.questionKey}' in this template`);
}

export async function updateStep(
  db: Db,
  caller: Caller,
  input: {
    id: number;
    stepKey?: string;
    title?: string;
    titleSpanish?: string | null;
    instructions?: string | null;
    instructionsSpanish?: string | null;
    nextRules?: NextRule[];
    defaultNextStepKey?: string | null;
  },
) {
  const step = await sql.stepById.first(db, { stepId: input.id });
  if (!step) throw notFound(`No interview step ${input.id}`);
  await assertEditableFor(db, step.interview_revision_id, input);
  const key = input.stepKey ?? step.step_key;
  if (key !== step.step_key) {
    if (await sql.stepKeyTaken.first(db, { revisionId: step.interview_revision_id, stepKey: key }))
      throw conflict(`This template already has a step '${key}'`);
  }
  const rules = input.nextRules ?? step.next_rules;
  const defaultNext =
    input.defaultNextStepKey === undefined ? step.default_next_step_key : input.defaultNextStepKey;
  await assertRulesValid(db, step.interview_revision_id, key, rules, defaultNext);
  await db.transaction(async (tx) => {
    await sql.updateStep.run(tx, {
      stepId: input.id,
      stepKey: key,
      title: input.title ?? null,
      setInstructions: input.instructions !== undefined,
      instructions: input.instructions ?? null,
      nextRules: rules,
      defaultNextStepKey: defaultNext,
      setTitleSpanish: input.titleSpanish !== undefined,
      titleSpanish: input.titleSpanish ?? null,
      setInstructionsSpanish: input.instructionsSpanish !== undefined,
      instructionsSpanish: input.instructionsSpanish ?? null,
    });
    // A renamed step keeps the branches that lead to it.
    if (key !== step.step_key) {
      const others = await sql.otherStepsOfRevision.all(tx, {
        revisionId: step.interview_revision_id,
        stepId: input.id,
      });
      for (const o of others) {
        const renamed = o.next_rules.map((r) =>
          r.nextStepKey === step.step_key ? { ...r, nextStepKey: key } : r,
        );
        await sql.setStepNext.run(tx, {
          stepId: o.id,
          nextRules: renamed,
          defaultNextStepKey: o.default_next_step_key === step.step_key ? key : o.default_next_step_key,
        });
      }
    }
    await sql.touchRevision.run(tx, { revisionId: step.interview_revision_id });
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_STEP_UPDATED',
      entityType: 'interview_step',
      entityId: input.id,
      details: { stepKey: key },
    });
  });
  return { id: input.id };
}

/** Deletes a step; its questions stay in the template only when another step still asks them. */
export async function deleteStep(db: Db, caller: Caller, id: number) {
  const step = await sql.stepById.first(db, { stepId: id });
  if (!step) throw notFound(`No interview step ${id}`);
  await assertEditable(db, step.interview_revision_id);
  const leading = await sql.stepsLeadingTo.all(db, {
    revisionId: step.interview_revision_id,
    stepId: id,
    stepKey: step.step_key,
  });
  if (leading.length)
    throw conflict(
      `Step${leading.length > 1 ? 's' : ''} ${leading.map((l) => `'${l.step_key}'`).join(', ')} lead${leading.length > 1 ? '' : 's'} to '${step.step_key}'; change ${leading.length > 1 ? 'their' : 'its'} next step first`,
    );
  await db.transaction(async (tx) => {
    await sql.deleteQuestionsOnlyOnStep.run(tx, { stepId: id });
    await sql.deleteStep.run(tx, { stepId: id });
    // The interview starts at the first remaining step when the deleted one was the start.
    await sql.startRevisionAtFirstStepIfNone.run(tx, { revisionId: step.interview_revision_id });
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_STEP_DELETED',
      entityType: 'interview_step',
      entityId: id,
      details: { stepKey: step.step_key },
    });
  });
  return { id };
}

/** Puts the template's steps in the order given (every step once). */
export async function reorderSteps(
  db: Db,
  caller: Caller,
  input: { interviewRevisionID: number; stepIDs: number[] },
) {
  await assertEditable(db, input.interviewRevisionID);
  const steps = await sql.stepIdsOfRevision.all(db, { revisionId: input.interviewRevisionID });
  assertSameSet(
    steps.map((s) => s.id),
    input.stepIDs,
    'step',
  );
  await db.transaction(async (tx) => {
    for (const [i, id] of input.stepIDs.entries())
      await sql.setStepSortOrder.run(tx, { stepId: id, sortOrder: i });
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_STEPS_REORDERED',
      entityType: 'interview_revision',
      entityId: input.interviewRevisionID,
      details: { stepIDs: input.stepIDs },
    });
  });
  return { id: input.interviewRevisionID };
}

function assertSameSet(have: number[], given: number[], what: string) {
  const set = new Set(given);
  if (set.size !== given.length) throw badRequest(`Each ${what} may appear once in the order`);
  const missing = have.filter((id) => !set.has(id));
  const foreign = given.filter((id) => !have.includes(id));
  if (foreign.length)
    throw badRequest(
      `${what[0]!.toUpperCase()}${what.slice(1)} ${foreign.join(', ')} is not part of this list`,
    );
  if (missing.length) throw badRequest(`The order leaves out ${what} ${missing.join(', ')}`);
}

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
  const q = await sql.questionForUpdate.first(db, { questionId: input.id });
  const type = input.questionType ?? q!.question_type;
  if (q!.choices > 0 && !['CHOICE', 'MULTIPLE_CHOICE'].includes(type))
    throw badRequest('Delete the choices first: only choice and multiple choice questions have choices');
  const fact = input.identityFact === undefined ? q!.identity_fact : input.identityFact;
  if (type === 'IDENTITY_VERIFICATION' && !fact)
    throw badRequest(
      'An identity question needs the fact it checks (date of birth, SSN last four or student id)',
    );
  const has = (k: keyof typeof input) => input[k] !== undefined;
  await sql.updateQuestion.run(db, {
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
  const q = await sql.questionKeyOf.first(db, { questionId: id });
  const branching = await sql.stepsBranchingOn.all(db, { revisionId, questionKey: q!.question_key });
  if (branching.length)
    throw conflict(
      `The next step of ${branching.map((b) => `'${b.step_key}'`).join(', ')} depends on '${q!.question_key}'; change that branch first`,
    );
  await db.transaction(async (tx) => {
    await sql.deleteQuestion.run(tx, { questionId: id });
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
  const links = await sql.questionIdsOfStep.all(db, { stepId: input.interviewStepID });
  assertSameSet(
    links.map((l) => l.interview_question_id),
    input.questionIDs,
    'question',
  );
  await db.transaction(async (tx) => {
    for (const [i, qid] of input.questionIDs.entries()) {
      await sql.setStepQuestionSortOrder.run(tx, {
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
    if (await sql.choiceValueTaken.first(db, taken))
      throw conflict(`This question already has the choice '${input.value}'`);
  }
  await sql.updateChoice.run(db, {
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
  await sql.deleteChoice.run(db, { choiceId: id });
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
  const choices = await sql.choiceIdsOfQuestion.all(db, { questionId: input.interviewQuestionID });
  assertSameSet(
    choices.map((c) => c.id),
    input.choiceIDs,
    'choice',
  );
  await db.transaction(async (tx) => {
    for (const [i, id] of input.choiceIDs.entries())
      await sql.setChoiceSortOrder.run(tx, { choiceId: id, sortOrder: i });
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
