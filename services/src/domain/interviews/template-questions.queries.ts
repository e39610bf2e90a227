import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { QUESTION_TYPES } from './interview.answers.js';

// The SQL of a template's questions, the steps that ask them, and their choices (template-question-edits.ts,
// template-additions.ts): each statement once, named, with its parameters and its row checked (docs/data-layer.md).

const text = z.string();
const maybeId = id.nullable();

// ---------- Questions and the steps that ask them ----------

export const questionRevision = namedQuery({
  name: 'questionRevision',
  params: z.object({ questionId: id }),
  row: z.object({ interview_revision_id: id }),
  sql: `SELECT interview_revision_id FROM interview_question WHERE id = :questionId`,
});

export const questionKeyTaken = namedQuery({
  name: 'questionKeyTaken',
  params: z.object({ revisionId: id, questionKey: text }),
  row: found,
  sql: `SELECT 1 AS found FROM interview_question WHERE interview_revision_id = :revisionId AND question_key = :questionKey`,
});

export const questionKeysOfRevision = namedQuery({
  name: 'questionKeysOfRevision',
  params: z.object({ revisionId: id }),
  row: z.object({ question_key: text }),
  sql: `SELECT question_key FROM interview_question WHERE interview_revision_id = :revisionId`,
});

export const insertQuestion = namedQuery({
  name: 'insertQuestion',
  params: z.object({
    revisionId: id,
    questionKey: text,
    questionType: text,
    text,
    helpText: maybeText,
    required: z.boolean(),
    minValue: z.number().nullable(),
    maxValue: z.number().nullable(),
    maxLength: z.number().int().nullable(),
    identityFact: maybeText,
    textSpanish: maybeText,
    helpTextSpanish: maybeText,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO interview_question (interview_revision_id, question_key, question_type, text, help_text, required, min_value, max_value, max_length, identity_fact, text_spanish, help_text_spanish)
     VALUES (:revisionId, :questionKey, :questionType, :text, :helpText, :required, :minValue, :maxValue, :maxLength, :identityFact, :textSpanish, :helpTextSpanish) RETURNING id`,
});

export const questionTypeOf = namedQuery({
  name: 'questionTypeOf',
  params: z.object({ questionId: id }),
  row: z.object({ question_type: text }),
  sql: `SELECT question_type FROM interview_question WHERE id = :questionId`,
});

export const questionForUpdate = namedQuery({
  name: 'questionForUpdate',
  params: z.object({ questionId: id }),
  row: z.object({ question_type: text, identity_fact: maybeText, choices: z.number().int() }),
  sql: `SELECT question_type, identity_fact, (SELECT count(*)::int FROM question_choice c WHERE c.interview_question_id = q.id) AS choices
       FROM interview_question q WHERE id = :questionId`,
});

/** Null text or required: unchanged; the others only when their `set…` is true (type and identity fact: always). */
export const updateQuestion = namedQuery({
  name: 'updateQuestion',
  params: z.object({
    questionId: id,
    text: maybeText,
    setHelpText: z.boolean(),
    helpText: maybeText,
    required: z.boolean().nullable(),
    questionType: text,
    setMinValue: z.boolean(),
    minValue: z.number().nullable(),
    setMaxValue: z.boolean(),
    maxValue: z.number().nullable(),
    setMaxLength: z.boolean(),
    maxLength: z.number().int().nullable(),
    identityFact: maybeText,
    setTextSpanish: z.boolean(),
    textSpanish: maybeText,
    setHelpTextSpanish: z.boolean(),
    helpTextSpanish: maybeText,
  }),
  row: noRow,
  sql: `UPDATE interview_question SET text = COALESCE(:text, text), help_text = CASE WHEN :setHelpText THEN :helpText ELSE help_text END,
            required = COALESCE(:required, required), question_type = :questionType,
            min_value = CASE WHEN :setMinValue THEN :minValue::numeric ELSE min_value END,
            max_value = CASE WHEN :setMaxValue THEN :maxValue::numeric ELSE max_value END,
            max_length = CASE WHEN :setMaxLength THEN :maxLength::int ELSE max_length END, identity_fact = :identityFact,
            text_spanish = CASE WHEN :setTextSpanish THEN :textSpanish ELSE text_spanish END,
            help_text_spanish = CASE WHEN :setHelpTextSpanish THEN :helpTextSpanish ELSE help_text_spanish END
      WHERE id = :questionId`,
});

export const questionKeyOf = namedQuery({
  name: 'questionKeyOf',
  params: z.object({ questionId: id }),
  row: z.object({ question_key: text }),
  sql: `SELECT question_key FROM interview_question WHERE id = :questionId`,
});

/** The steps whose next step depends on the answer to `questionKey`. */
export const stepsBranchingOn = namedQuery({
  name: 'stepsBranchingOn',
  params: z.object({ revisionId: id, questionKey: text }),
  row: z.object({ step_key: text }),
  sql: `SELECT step_key FROM interview_step WHERE interview_revision_id = :revisionId
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(next_rules) r WHERE r->>'questionKey' = :questionKey)`,
});

export const deleteQuestion = namedQuery({
  name: 'deleteQuestion',
  params: z.object({ questionId: id }),
  row: noRow,
  sql: `DELETE FROM interview_question WHERE id = :questionId`,
});

/** Null sort order: after the step's last question; a question already on the step takes the new place. */
export const upsertStepQuestionLink = namedQuery({
  name: 'upsertStepQuestionLink',
  params: z.object({ stepId: id, questionId: id, sortOrder: z.number().int().nullable() }),
  row: z.object({ id }),
  sql: `INSERT INTO step_question_link (interview_step_id, interview_question_id, sort_order)
     VALUES (:stepId, :questionId, COALESCE(:sortOrder, (SELECT count(*) FROM step_question_link WHERE interview_step_id = :stepId)))
     ON CONFLICT (interview_step_id, interview_question_id) DO UPDATE SET sort_order = EXCLUDED.sort_order RETURNING id`,
});

export const questionIdsOfStep = namedQuery({
  name: 'questionIdsOfStep',
  params: z.object({ stepId: id }),
  row: z.object({ interview_question_id: id }),
  sql: `SELECT interview_question_id FROM step_question_link WHERE interview_step_id = :stepId`,
});

export const setStepQuestionSortOrder = namedQuery({
  name: 'setStepQuestionSortOrder',
  params: z.object({ stepId: id, questionId: id, sortOrder: z.number().int() }),
  row: noRow,
  sql: `UPDATE step_question_link SET sort_order = :sortOrder WHERE interview_step_id = :stepId AND interview_question_id = :questionId`,
});

/** The builder's list of a step's questions; the row is the answer (camelCase). */
export const searchStepQuestionLinks = namedQuery({
  name: 'searchStepQuestionLinks',
  params: z.object({ stepId: id }),
  row: z.object({
    id,
    interviewStepID: id,
    interviewQuestionID: id,
    sortOrder: z.number().int(),
    questionKey: text,
    questionType: z.enum(QUESTION_TYPES),
    text,
  }),
  sql: `SELECT sq.id, sq.interview_step_id AS "interviewStepID", sq.interview_question_id AS "interviewQuestionID", sq.sort_order AS "sortOrder",
            q.question_key AS "questionKey", q.question_type AS "questionType", q.text
       FROM step_question_link sq JOIN interview_question q ON q.id = sq.interview_question_id WHERE sq.interview_step_id = :stepId ORDER BY sq.sort_order, sq.id`,
});

// ---------- Choices ----------

export const choiceRevision = namedQuery({
  name: 'choiceRevision',
  params: z.object({ choiceId: id }),
  row: z.object({ interview_revision_id: id, interview_question_id: id }),
  sql: `SELECT q.interview_revision_id, c.interview_question_id
       FROM question_choice c JOIN interview_question q ON q.id = c.interview_question_id WHERE c.id = :choiceId`,
});

/** Whether another choice of the question (not `exceptChoiceId`) has the value. */
export const choiceValueTaken = namedQuery({
  name: 'choiceValueTaken',
  params: z.object({ questionId: id, value: text, exceptChoiceId: maybeId }),
  row: found,
  sql: `SELECT 1 AS found FROM question_choice
      WHERE interview_question_id = :questionId AND value = :value AND (:exceptChoiceId::int IS NULL OR id <> :exceptChoiceId)`,
});

/** Null sort order: after the question's last choice. */
export const insertChoice = namedQuery({
  name: 'insertChoice',
  params: z.object({
    questionId: id,
    value: text,
    label: text,
    sortOrder: z.number().int().nullable(),
    labelSpanish: maybeText,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO question_choice (interview_question_id, value, label, sort_order, label_spanish)
     VALUES (:questionId, :value, :label, COALESCE(:sortOrder, (SELECT count(*) FROM question_choice WHERE interview_question_id = :questionId)), :labelSpanish)
     RETURNING id`,
});

/** Null value or label: unchanged; Spanish only when `setLabelSpanish`. */
export const updateChoice = namedQuery({
  name: 'updateChoice',
  params: z.object({
    choiceId: id,
    value: maybeText,
    label: maybeText,
    setLabelSpanish: z.boolean(),
    labelSpanish: maybeText,
  }),
  row: noRow,
  sql: `UPDATE question_choice SET value = COALESCE(:value, value), label = COALESCE(:label, label),
            label_spanish = CASE WHEN :setLabelSpanish::boolean THEN :labelSpanish ELSE label_spanish END WHERE id = :choiceId`,
});

export const deleteChoice = namedQuery({
  name: 'deleteChoice',
  params: z.object({ choiceId: id }),
  row: noRow,
  sql: `DELETE FROM question_choice WHERE id = :choiceId`,
});

export const choiceIdsOfQuestion = namedQuery({
  name: 'choiceIdsOfQuestion',
  params: z.object({ questionId: id }),
  row: z.object({ id }),
  sql: `SELECT id FROM question_choice WHERE interview_question_id = :questionId`,
});

/** Every question choice of every template, by question and order; the row is the answer (camelCase). */
export const allQuestionChoices = namedQuery({
  name: 'allQuestionChoices',
  params: z.object({}),
  row: z.object({ id, interviewQuestionID: id, value: text, label: text, sortOrder: z.number().int() }),
  sql: `SELECT id, interview_question_id AS "interviewQuestionID", value, label, sort_order AS "sortOrder"
          FROM question_choice ORDER BY interview_question_id, sort_order, id`,
});

export const setChoiceSortOrder = namedQuery({
  name: 'setChoiceSortOrder',
  params: z.object({ choiceId: id, sortOrder: z.number().int() }),
  row: noRow,
  sql: `UPDATE question_choice SET sort_order = :sortOrder WHERE id = :choiceId`,
});
