import { z } from 'zod';
import { found, id, jsonParam, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { nextRule } from './templates.queries.js';

// The SQL of a template's steps (template-step-edits.ts, template-additions.ts): each statement once, named, with
// its parameters and its row checked (docs/data-layer.md).

const text = z.string();
const maybeId = id.nullable();

// ---------- Steps ----------

export const stepsOfRevision = namedQuery({
  name: 'stepsOfRevision',
  params: z.object({ revisionId: id }),
  row: z.object({
    id,
    step_key: text,
    title: text,
    title_spanish: maybeText,
    instructions: maybeText,
    instructions_spanish: maybeText,
    sort_order: z.number().int(),
    next_rules: z.array(nextRule),
    default_next_step_key: maybeText,
  }),
  sql: `SELECT id, step_key, title, title_spanish, instructions, instructions_spanish, sort_order, next_rules, default_next_step_key
       FROM interview_step WHERE interview_revision_id = :revisionId ORDER BY sort_order, id`,
});

export const stepById = namedQuery({
  name: 'stepById',
  params: z.object({ stepId: id }),
  row: z.object({
    interview_revision_id: id,
    step_key: text,
    next_rules: z.array(nextRule),
    default_next_step_key: maybeText,
  }),
  sql: `SELECT interview_revision_id, step_key, next_rules, default_next_step_key FROM interview_step WHERE id = :stepId`,
});

export const stepRevision = namedQuery({
  name: 'stepRevision',
  params: z.object({ stepId: id }),
  row: z.object({ interview_revision_id: id }),
  sql: `SELECT interview_revision_id FROM interview_step WHERE id = :stepId`,
});

export const stepKeyTaken = namedQuery({
  name: 'stepKeyTaken',
  params: z.object({ revisionId: id, stepKey: text }),
  row: found,
  sql: `SELECT 1 AS found FROM interview_step WHERE interview_revision_id = :revisionId AND step_key = :stepKey`,
});

export const stepIdsOfRevision = namedQuery({
  name: 'stepIdsOfRevision',
  params: z.object({ revisionId: id }),
  row: z.object({ id }),
  sql: `SELECT id FROM interview_step WHERE interview_revision_id = :revisionId`,
});

export const stepKeysOfRevision = namedQuery({
  name: 'stepKeysOfRevision',
  params: z.object({ revisionId: id }),
  row: z.object({ step_key: text }),
  sql: `SELECT step_key FROM interview_step WHERE interview_revision_id = :revisionId`,
});

/** Null sort order: after the template's last step. */
export const insertStep = namedQuery({
  name: 'insertStep',
  params: z.object({
    revisionId: id,
    stepKey: text,
    title: text,
    instructions: maybeText,
    sortOrder: z.number().int().nullable(),
    nextRules: jsonParam(z.array(nextRule)),
    defaultNextStepKey: maybeText,
    titleSpanish: maybeText,
    instructionsSpanish: maybeText,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO interview_step (interview_revision_id, step_key, title, instructions, sort_order, next_rules, default_next_step_key, title_spanish, instructions_spanish)
       VALUES (:revisionId, :stepKey, :title, :instructions, COALESCE(:sortOrder, (SELECT count(*) FROM interview_step WHERE interview_revision_id = :revisionId)),
               :nextRules, :defaultNextStepKey, :titleSpanish, :instructionsSpanish) RETURNING id`,
});

/** The first step added is where the interview starts until the builder says otherwise. */
export const startRevisionAtIfNone = namedQuery({
  name: 'startRevisionAtIfNone',
  params: z.object({ revisionId: id, stepId: id }),
  row: noRow,
  sql: `UPDATE interview_revision SET first_step_id = COALESCE(first_step_id, :stepId), updated_at = now() WHERE id = :revisionId`,
});

/** Null title: unchanged; instructions and the Spanish only when their `set…` is true. */
export const updateStep = namedQuery({
  name: 'updateStep',
  params: z.object({
    stepId: id,
    stepKey: text,
    title: maybeText,
    setInstructions: z.boolean(),
    instructions: maybeText,
    nextRules: jsonParam(z.array(nextRule)),
    defaultNextStepKey: maybeText,
    setTitleSpanish: z.boolean(),
    titleSpanish: maybeText,
    setInstructionsSpanish: z.boolean(),
    instructionsSpanish: maybeText,
  }),
  row: noRow,
  sql: `UPDATE interview_step SET step_key = :stepKey, title = COALESCE(:title, title),
              instructions = CASE WHEN :setInstructions::boolean THEN :instructions ELSE instructions END,
              next_rules = :nextRules, default_next_step_key = :defaultNextStepKey,
              title_spanish = CASE WHEN :setTitleSpanish::boolean THEN :titleSpanish ELSE title_spanish END,
              instructions_spanish = CASE WHEN :setInstructionsSpanish::boolean THEN :instructionsSpanish ELSE instructions_spanish END
        WHERE id = :stepId`,
});

export const otherStepsOfRevision = namedQuery({
  name: 'otherStepsOfRevision',
  params: z.object({ revisionId: id, stepId: id }),
  row: z.object({ id, next_rules: z.array(nextRule), default_next_step_key: maybeText }),
  sql: `SELECT id, next_rules, default_next_step_key FROM interview_step WHERE interview_revision_id = :revisionId AND id <> :stepId`,
});

export const setStepNext = namedQuery({
  name: 'setStepNext',
  params: z.object({
    stepId: id,
    nextRules: jsonParam(z.array(nextRule)),
    defaultNextStepKey: maybeText,
  }),
  row: noRow,
  sql: `UPDATE interview_step SET next_rules = :nextRules, default_next_step_key = :defaultNextStepKey WHERE id = :stepId`,
});

/** The other steps of the template that lead to `stepKey`, by default or by a rule. */
export const stepsLeadingTo = namedQuery({
  name: 'stepsLeadingTo',
  params: z.object({ revisionId: id, stepId: id, stepKey: text }),
  row: z.object({ step_key: text }),
  sql: `SELECT step_key FROM interview_step WHERE interview_revision_id = :revisionId AND id <> :stepId
        AND (default_next_step_key = :stepKey OR EXISTS (SELECT 1 FROM jsonb_array_elements(next_rules) r WHERE r->>'nextStepKey' = :stepKey))`,
});

/** The questions only this step asks. */
export const deleteQuestionsOnlyOnStep = namedQuery({
  name: 'deleteQuestionsOnlyOnStep',
  params: z.object({ stepId: id }),
  row: noRow,
  sql: `DELETE FROM interview_question q WHERE q.id IN (SELECT interview_question_id FROM step_question_link WHERE interview_step_id = :stepId)
          AND NOT EXISTS (SELECT 1 FROM step_question_link o WHERE o.interview_question_id = q.id AND o.interview_step_id <> :stepId)`,
});

export const deleteStep = namedQuery({
  name: 'deleteStep',
  params: z.object({ stepId: id }),
  row: noRow,
  sql: `DELETE FROM interview_step WHERE id = :stepId`,
});

/** A template without a first step starts at its first remaining step. */
export const startRevisionAtFirstStepIfNone = namedQuery({
  name: 'startRevisionAtFirstStepIfNone',
  params: z.object({ revisionId: id }),
  row: noRow,
  sql: `UPDATE interview_revision SET first_step_id = COALESCE(first_step_id, (SELECT id FROM interview_step WHERE interview_revision_id = :revisionId ORDER BY sort_order, id LIMIT 1)),
              updated_at = now() WHERE id = :revisionId`,
});

export const setStepSortOrder = namedQuery({
  name: 'setStepSortOrder',
  params: z.object({ stepId: id, sortOrder: z.number().int() }),
  row: noRow,
  sql: `UPDATE interview_step SET sort_order = :sortOrder WHERE id = :stepId`,
});

/** The builder's step search; the row is the answer (camelCase). */
export const searchSteps = namedQuery({
  name: 'searchSteps',
  params: z.object({ typeId: maybeId, revisionId: maybeId }),
  row: z.object({
    id,
    interviewTypeID: id,
    interviewRevisionID: id,
    stepKey: text,
    title: text,
    sortOrder: z.number().int(),
    nextRules: z.array(nextRule),
    defaultNextStepKey: maybeText,
  }),
  sql: `SELECT s.id, r.interview_type_id AS "interviewTypeID", s.interview_revision_id AS "interviewRevisionID", s.step_key AS "stepKey", s.title,
            s.sort_order AS "sortOrder", s.next_rules AS "nextRules", s.default_next_step_key AS "defaultNextStepKey"
       FROM interview_step s JOIN interview_revision r ON r.id = s.interview_revision_id
      WHERE (:typeId::int IS NULL OR r.interview_type_id = :typeId) AND (:revisionId::int IS NULL OR r.id = :revisionId) ORDER BY r.id, s.sort_order, s.id`,
});
