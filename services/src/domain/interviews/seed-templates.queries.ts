import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of loading the shipped templates (seed-templates.ts): each statement once, named, with its parameters
// and its row checked (docs/data-layer.md).

const text = z.string();

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
