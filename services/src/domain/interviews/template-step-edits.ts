import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import {
  assertEditable,
  assertEditableFor,
  assertRulesValid,
  assertSameSet,
} from './template-edit-checks.js';
import * as sql from './templates.queries.js';
import * as stepSql from './template-steps.queries.js';
import type { NextRule } from './templates.queries.js';

// Editing a template's steps piece by piece (/InterviewCreation, /CRInterviewCreation).

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
  const step = await stepSql.stepById.first(db, { stepId: input.id });
  if (!step) throw notFound(`No interview step ${input.id}`);
  await assertEditableFor(db, step.interview_revision_id, input);
  const key = input.stepKey ?? step.step_key;
  if (key !== step.step_key) {
    if (await stepSql.stepKeyTaken.first(db, { revisionId: step.interview_revision_id, stepKey: key }))
      throw conflict(`This template already has a step '${key}'`);
  }
  const rules = input.nextRules ?? step.next_rules;
  const defaultNext =
    input.defaultNextStepKey === undefined ? step.default_next_step_key : input.defaultNextStepKey;
  await assertRulesValid(db, step.interview_revision_id, key, rules, defaultNext);
  await db.transaction(async (tx) => {
    await stepSql.updateStep.run(tx, {
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
      const others = await stepSql.otherStepsOfRevision.all(tx, {
        revisionId: step.interview_revision_id,
        stepId: input.id,
      });
      for (const o of others) {
        const renamed = o.next_rules.map((r) =>
          r.nextStepKey === step.step_key ? { ...r, nextStepKey: key } : r,
        );
        await stepSql.setStepNext.run(tx, {
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
  const step = await stepSql.stepById.first(db, { stepId: id });
  if (!step) throw notFound(`No interview step ${id}`);
  await assertEditable(db, step.interview_revision_id);
  const leading = await stepSql.stepsLeadingTo.all(db, {
    revisionId: step.interview_revision_id,
    stepId: id,
    stepKey: step.step_key,
  });
  if (leading.length)
    throw conflict(
      `Step${leading.length > 1 ? 's' : ''} ${leading.map((l) => `'${l.step_key}'`).join(', ')} lead${leading.length > 1 ? '' : 's'} to '${step.step_key}'; change ${leading.length > 1 ? 'their' : 'its'} next step first`,
    );
  await db.transaction(async (tx) => {
    await stepSql.deleteQuestionsOnlyOnStep.run(tx, { stepId: id });
    await stepSql.deleteStep.run(tx, { stepId: id });
    // The interview starts at the first remaining step when the deleted one was the start.
    await stepSql.startRevisionAtFirstStepIfNone.run(tx, { revisionId: step.interview_revision_id });
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
  const steps = await stepSql.stepIdsOfRevision.all(db, { revisionId: input.interviewRevisionID });
  assertSameSet(
    steps.map((s) => s.id),
    input.stepIDs,
    'step',
  );
  await db.transaction(async (tx) => {
    for (const [i, id] of input.stepIDs.entries())
      await stepSql.setStepSortOrder.run(tx, { stepId: id, sortOrder: i });
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_STEPS_REORDERED',
      entityType: 'interview_revision',
      entityId: input.interviewRevisionID,
      details: { stepIDs: input.stepIDs },
    });
  });
  return { id: input.interviewRevisionID };
}
