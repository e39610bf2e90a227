import { z } from 'zod';
import { found, id, jsonParam, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { QUESTION_TYPES } from './interview.answers.js';

// The SQL of the interview templates and their builder (templates.ts): each statement once, named, with its
// parameters and its row checked (docs/data-layer.md).

const text = z.string();
const maybeId = id.nullable();

/** Where a step goes next when a question has a given answer (interview_step.next_rules). */
export const nextRule = z.object({ questionKey: z.string(), equals: z.string(), nextStepKey: z.string() });
export type NextRule = z.infer<typeof nextRule>;

// ---------- Types and templates (revisions) ----------

export const interviewTypeRows = namedQuery({
  name: 'interviewTypeRows',
  params: z.object({ typeId: maybeId }),
  row: z.object({ id, type_code: text, name: text, name_spanish: maybeText }),
  sql: `SELECT id, type_code, name, name_spanish FROM interview_type WHERE (:typeId::int IS NULL OR id = :typeId) ORDER BY type_code`,
});

const revisionRow = z.object({
  id,
  interview_type_id: id,
  aid_year: z.number().int(),
  revision: z.number().int(),
  name: text,
  name_spanish: maybeText,
  description: maybeText,
  description_spanish: maybeText,
  is_comment_code: z.boolean(),
  first_step_id: maybeId,
  in_use: z.number().int(),
});
export type RevisionRow = z.infer<typeof revisionRow>;

const REVISION_COLUMNS = `r.id, r.interview_type_id, r.aid_year, r.revision, r.name, r.name_spanish, r.description, r.description_spanish, r.is_comment_code, r.first_step_id,
            (SELECT count(*)::int FROM student_interview_link l WHERE l.interview_revision_id = r.id) AS in_use`;

export const revisionRows = namedQuery({
  name: 'revisionRows',
  params: z.object({ aidYear: maybeId, typeId: maybeId, isCommentCode: z.boolean().nullable() }),
  row: revisionRow,
  sql: `SELECT ${REVISION_COLUMNS}
       FROM interview_revision r
      WHERE (:aidYear::int IS NULL OR r.aid_year = :aidYear) AND (:typeId::int IS NULL OR r.interview_type_id = :typeId)
        AND (:isCommentCode::boolean IS NULL OR r.is_comment_code = :isCommentCode)
      ORDER BY r.aid_year DESC, r.revision DESC`,
});

export const revisionById = namedQuery({
  name: 'revisionById',
  params: z.object({ revisionId: id }),
  row: revisionRow,
  sql: `SELECT ${REVISION_COLUMNS} FROM interview_revision r WHERE r.id = :revisionId`,
});

/** Which interview types have templates in which aid years, with the newest revision of each. */
export const templateYears = namedQuery({
  name: 'templateYears',
  params: z.object({}),
  row: z.object({ aidYear: z.number().int(), interviewTypeID: id, latestRevision: z.number().int() }),
  sql: `SELECT aid_year AS "aidYear", interview_type_id AS "interviewTypeID", max(revision)::int AS "latestRevision"
          FROM interview_revision GROUP BY aid_year, interview_type_id ORDER BY aid_year DESC, interview_type_id`,
});

/** How many students started the template (a started template is frozen); no row: no such template. */
export const revisionInUse = namedQuery({
  name: 'revisionInUse',
  params: z.object({ revisionId: id }),
  row: z.object({ in_use: z.number().int() }),
  sql: `SELECT (SELECT count(*)::int FROM student_interview_link l WHERE l.interview_revision_id = r.id) AS in_use FROM interview_revision r WHERE r.id = :revisionId`,
});

export const interviewTypeCodeTaken = namedQuery({
  name: 'interviewTypeCodeTaken',
  params: z.object({ typeCode: text }),
  row: found,
  sql: `SELECT 1 AS found FROM interview_type WHERE lower(type_code) = lower(:typeCode)`,
});

export const interviewTypeExists = namedQuery({
  name: 'interviewTypeExists',
  params: z.object({ typeId: id }),
  row: found,
  sql: `SELECT 1 AS found FROM interview_type WHERE id = :typeId`,
});

export const insertInterviewType = namedQuery({
  name: 'insertInterviewType',
  params: z.object({ typeCode: text, name: text, nameSpanish: maybeText }),
  row: z.object({ id }),
  sql: `INSERT INTO interview_type (type_code, name, name_spanish) VALUES (:typeCode, :name, :nameSpanish) RETURNING id`,
});

/** Null name: unchanged; Spanish only when `setNameSpanish` (null Spanish: untranslated). No row: no such type. */
export const updateInterviewType = namedQuery({
  name: 'updateInterviewType',
  params: z.object({ typeId: id, name: maybeText, setNameSpanish: z.boolean(), nameSpanish: maybeText }),
  row: z.object({ id }),
  sql: `UPDATE interview_type SET name = COALESCE(:name, name), name_spanish = CASE WHEN :setNameSpanish::boolean THEN :nameSpanish ELSE name_spanish END
      WHERE id = :typeId RETURNING id`,
});

/** The next revision of the type for the aid year. */
export const insertRevision = namedQuery({
  name: 'insertRevision',
  params: z.object({
    typeId: id,
    aidYear: z.number().int(),
    name: text,
    nameSpanish: maybeText,
    description: maybeText,
    descriptionSpanish: maybeText,
    isCommentCode: z.boolean(),
    createdBy: text,
  }),
  row: z.object({ id, revision: z.number().int() }),
  sql: `INSERT INTO interview_revision (interview_type_id, aid_year, revision, name, name_spanish, description, description_spanish, is_comment_code, created_by)
       VALUES (:typeId, :aidYear, (SELECT COALESCE(max(revision), 0) + 1 FROM interview_revision WHERE interview_type_id = :typeId AND aid_year = :aidYear),
               :name, :nameSpanish, :description, :descriptionSpanish, :isCommentCode, :createdBy)
       RETURNING id, revision`,
});

/** Null name or first step: unchanged; the others only when their `set…` is true. */
export const updateRevision = namedQuery({
  name: 'updateRevision',
  params: z.object({
    revisionId: id,
    name: maybeText,
    setDescription: z.boolean(),
    description: maybeText,
    firstStepId: maybeId,
    setNameSpanish: z.boolean(),
    nameSpanish: maybeText,
    setDescriptionSpanish: z.boolean(),
    descriptionSpanish: maybeText,
  }),
  row: noRow,
  sql: `UPDATE interview_revision SET name = COALESCE(:name, name), description = CASE WHEN :setDescription::boolean THEN :description ELSE description END,
            first_step_id = COALESCE(:firstStepId, first_step_id),
            name_spanish = CASE WHEN :setNameSpanish::boolean THEN :nameSpanish ELSE name_spanish END,
            description_spanish = CASE WHEN :setDescriptionSpanish::boolean THEN :descriptionSpanish ELSE description_spanish END, updated_at = now()
      WHERE id = :revisionId`,
});

export const deleteRevision = namedQuery({
  name: 'deleteRevision',
  params: z.object({ revisionId: id }),
  row: noRow,
  sql: `DELETE FROM interview_revision WHERE id = :revisionId`,
});

export const touchRevision = namedQuery({
  name: 'touchRevision',
  params: z.object({ revisionId: id }),
  row: noRow,
  sql: `UPDATE interview_revision SET updated_at = now() WHERE id = :revisionId`,
});

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

// ---------- Events ----------

/** The template's events; the row is the answer (camelCase). */
export const eventsOfRevision = namedQuery({
  name: 'eventsOfRevision',
  params: z.object({ revisionId: id }),
  // The columns' CHECKs allow only these.
  row: z.object({
    id,
    eventType: z.enum(['ON_START', 'ON_SUBMIT']),
    action: z.enum(['EMAIL_CONFIRMATION', 'RECORD_ACTIVITY']),
    message: maybeText,
    messageSpanish: maybeText,
  }),
  sql: `SELECT id, event_type AS "eventType", action, message, message_spanish AS "messageSpanish"
       FROM interview_event WHERE interview_revision_id = :revisionId ORDER BY id`,
});

export const insertEvent = namedQuery({
  name: 'insertEvent',
  params: z.object({
    revisionId: id,
    eventType: text,
    action: text,
    message: maybeText,
    messageSpanish: maybeText,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO interview_event (interview_revision_id, event_type, action, message, message_spanish)
     VALUES (:revisionId, :eventType, :action, :message, :messageSpanish) RETURNING id`,
});

export const eventRevision = namedQuery({
  name: 'eventRevision',
  params: z.object({ eventId: id }),
  row: z.object({ interview_revision_id: id }),
  sql: `SELECT interview_revision_id FROM interview_event WHERE id = :eventId`,
});

export const deleteEvent = namedQuery({
  name: 'deleteEvent',
  params: z.object({ eventId: id }),
  row: noRow,
  sql: `DELETE FROM interview_event WHERE id = :eventId`,
});

// ---------- The builder's routes per host ----------

/** An installation-wide config item (school_config without a school). */
export const installationConfigValue = namedQuery({
  name: 'installationConfigValue',
  params: z.object({ name: text }),
  row: z.object({ value: text }),
  sql: `SELECT value FROM school_config WHERE school_code IS NULL AND name = :name`,
});

// ---------- The shipped templates (seed-templates.ts) ----------

/** A revision of the type with this code; no row: no such type. */
export const insertRevisionOfTypeCode = namedQuery({
  name: 'insertRevisionOfTypeCode',
  params: z.object({
    typeCode: text,
    aidYear: z.number().int(),
    revision: z.number().int(),
    name: text,
    nameSpanish: maybeText,
    description: maybeText,
    descriptionSpanish: maybeText,
    isCommentCode: z.boolean(),
    createdBy: maybeText,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO interview_revision (interview_type_id, aid_year, revision, name, name_spanish, description, description_spanish, is_comment_code, created_by)
     SELECT id, :aidYear, :revision, :name, :nameSpanish, :description, :descriptionSpanish, :isCommentCode, :createdBy
       FROM interview_type WHERE type_code = :typeCode RETURNING id`,
});

export const setFirstStep = namedQuery({
  name: 'setFirstStep',
  params: z.object({ revisionId: id, stepId: id }),
  row: noRow,
  sql: `UPDATE interview_revision SET first_step_id = :stepId WHERE id = :revisionId`,
});

export const insertStepQuestionLink = namedQuery({
  name: 'insertStepQuestionLink',
  params: z.object({ stepId: id, questionId: id, sortOrder: z.number().int() }),
  row: noRow,
  sql: `INSERT INTO step_question_link (interview_step_id, interview_question_id, sort_order) VALUES (:stepId, :questionId, :sortOrder)`,
});

/** Whether a one-time maintenance step (maintenance_step) has been done. */
export const maintenanceStepDone = namedQuery({
  name: 'maintenanceStepDone',
  params: z.object({ name: text }),
  row: found,
  sql: `SELECT 1 AS found FROM maintenance_step WHERE name = :name`,
});

export const recordMaintenanceStep = namedQuery({
  name: 'recordMaintenanceStep',
  params: z.object({ name: text }),
  row: noRow,
  sql: `INSERT INTO maintenance_step (name) VALUES (:name)`,
});

/** Sets `<column>_spanish` to the Spanish of each row whose English is one of `en` (the same place in `es`), untranslated rows only. */
const translateColumn = (table: string, column: string) =>
  namedQuery({
    name: `translate ${table}.${column}`,
    params: z.object({ en: z.array(text), es: z.array(text) }),
    row: noRow,
    sql: `UPDATE ${table} t SET ${column}_spanish = p.es FROM unnest(:en::text[], :es::text[]) AS p(en, es)
        WHERE t.${column} = p.en AND t.${column}_spanish IS NULL`,
  });

/** The template columns that have a Spanish beside them. */
export const translateShipped = {
  typeName: translateColumn('interview_type', 'name'),
  revisionName: translateColumn('interview_revision', 'name'),
  revisionDescription: translateColumn('interview_revision', 'description'),
  stepTitle: translateColumn('interview_step', 'title'),
  stepInstructions: translateColumn('interview_step', 'instructions'),
  questionText: translateColumn('interview_question', 'text'),
  questionHelp: translateColumn('interview_question', 'help_text'),
  choiceLabel: translateColumn('question_choice', 'label'),
  eventMessage: translateColumn('interview_event', 'message'),
};
