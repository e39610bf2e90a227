import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { questionsOfStep } from './step-view.js';
import { assertEditable, assertEditableFor, revisionOfStep } from './template-edit-checks.js';
import * as sql from './templates.queries.js';
import * as stepSql from './template-steps.queries.js';
import * as questionSql from './template-questions.queries.js';
import type { RevisionRow } from './templates.queries.js';

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
  const steps = await stepSql.stepsOfRevision.all(db, { revisionId: id });
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

/** Which interview types have templates in which aid years (aidYearInterviewTypeLink). */
export function templateYears(db: Db) {
  return sql.templateYears.all(db, {});
}

/** Every question choice of every template (the builder's choice list). */
export function allQuestionChoices(db: Db) {
  return questionSql.allQuestionChoices.all(db, {});
}

export async function searchSteps(db: Db, input: { interviewTypeID?: number; interviewRevisionID?: number }) {
  return stepSql.searchSteps.all(db, {
    typeId: input.interviewTypeID ?? null,
    revisionId: input.interviewRevisionID ?? null,
  });
}

/** The questions on a step, in order; a step that does not exist is 404, not an empty step. */
export async function searchStepQuestionLinks(db: Db, stepId: number) {
  await revisionOfStep(db, stepId);
  return questionSql.searchStepQuestionLinks.all(db, { stepId });
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
