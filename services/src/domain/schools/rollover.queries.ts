import { z } from 'zod';
import { found, id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the annual rollover's extras (rollover.ts): the school's ISIR view settings and the interview
// templates copied into the next aid year; named, with rows checked (docs/data-layer.md).

const aidYear = z.number().int();

/** Whether the school has ISIR view settings of its own for the aid year. */
export const hasIsirViewTabs = namedQuery({
  name: 'hasIsirViewTabs',
  params: z.object({ schoolCode: z.string(), aidYear }),
  row: found,
  sql: 'SELECT 1 AS found FROM isir_view_tab WHERE school_code = :schoolCode AND aid_year = :aidYear LIMIT 1',
});

/** The interview types of an aid year's verification-group map. */
export const interviewTypesOfMap = namedQuery({
  name: 'interviewTypesOfMap',
  params: z.object({ infoId: id }),
  row: z.object({ id, type_code: z.string() }),
  sql: `SELECT DISTINCT t.id, t.type_code FROM school_isir_rec_info_vgroup_map m JOIN interview_type t ON t.id = m.interview_type_id
      WHERE m.school_isir_record_info_id = :infoId ORDER BY t.type_code`,
});

/** Whether the interview type has a template in the aid year. */
export const hasTemplateInYear = namedQuery({
  name: 'hasTemplateInYear',
  params: z.object({ interviewTypeId: id, aidYear }),
  row: found,
  sql: 'SELECT 1 AS found FROM interview_revision WHERE interview_type_id = :interviewTypeId AND aid_year = :aidYear LIMIT 1',
});

/** The interview type's newest template of the aid year. */
export const newestTemplateInYear = namedQuery({
  name: 'newestTemplateInYear',
  params: z.object({ interviewTypeId: id, aidYear }),
  row: z.object({ id }),
  sql: 'SELECT id FROM interview_revision WHERE interview_type_id = :interviewTypeId AND aid_year = :aidYear ORDER BY revision DESC LIMIT 1',
});

/** A template copied into another aid year as its first revision (steps and the rest are copied below). */
export const copyTemplateRevision = namedQuery({
  name: 'copyTemplateRevision',
  params: z.object({ oldId: id, toAidYear: aidYear, createdBy: z.string() }),
  row: z.object({ id }),
  sql: `INSERT INTO interview_revision (interview_type_id, aid_year, revision, name, name_spanish, description, description_spanish, is_comment_code, created_by)
     SELECT interview_type_id, :toAidYear, 1, name, name_spanish, description, description_spanish, is_comment_code, :createdBy FROM interview_revision WHERE id = :oldId RETURNING id`,
});

// Steps and questions are matched old to new by their keys, which are unique within a template.
const copyParams = z.object({ oldId: id, newId: id });

export const copyTemplateSteps = namedQuery({
  name: 'copyTemplateSteps',
  params: copyParams,
  row: noRow,
  sql: `INSERT INTO interview_step (interview_revision_id, step_key, title, title_spanish, instructions, instructions_spanish, sort_order, next_rules, default_next_step_key)
     SELECT :newId, step_key, title, title_spanish, instructions, instructions_spanish, sort_order, next_rules, default_next_step_key FROM interview_step WHERE interview_revision_id = :oldId`,
});

export const copyTemplateQuestions = namedQuery({
  name: 'copyTemplateQuestions',
  params: copyParams,
  row: noRow,
  sql: `INSERT INTO interview_question (interview_revision_id, question_key, question_type, text, text_spanish, help_text, help_text_spanish, required, min_value, max_value, max_length, identity_fact)
     SELECT :newId, question_key, question_type, text, text_spanish, help_text, help_text_spanish, required, min_value, max_value, max_length, identity_fact
       FROM interview_question WHERE interview_revision_id = :oldId`,
});

export const copyTemplateChoices = namedQuery({
  name: 'copyTemplateChoices',
  params: copyParams,
  row: noRow,
  sql: `INSERT INTO question_choice (interview_question_id, value, label, label_spanish, sort_order)
     SELECT nq.id, c.value, c.label, c.label_spanish, c.sort_order
       FROM question_choice c
       JOIN interview_question oq ON oq.id = c.interview_question_id AND oq.interview_revision_id = :oldId
       JOIN interview_question nq ON nq.interview_revision_id = :newId AND nq.question_key = oq.question_key`,
});

export const copyTemplateStepQuestions = namedQuery({
  name: 'copyTemplateStepQuestions',
  params: copyParams,
  row: noRow,
  sql: `INSERT INTO step_question_link (interview_step_id, interview_question_id, sort_order)
     SELECT ns.id, nq.id, l.sort_order
       FROM step_question_link l
       JOIN interview_step os ON os.id = l.interview_step_id AND os.interview_revision_id = :oldId
       JOIN interview_question oq ON oq.id = l.interview_question_id
       JOIN interview_step ns ON ns.interview_revision_id = :newId AND ns.step_key = os.step_key
       JOIN interview_question nq ON nq.interview_revision_id = :newId AND nq.question_key = oq.question_key`,
});

export const copyTemplateEvents = namedQuery({
  name: 'copyTemplateEvents',
  params: copyParams,
  row: noRow,
  sql: `INSERT INTO interview_event (interview_revision_id, event_type, action, message, message_spanish)
     SELECT :newId, event_type, action, message, message_spanish FROM interview_event WHERE interview_revision_id = :oldId`,
});

/** The copy's first step: the step with the key of the old template's first step. */
export const copyTemplateFirstStep = namedQuery({
  name: 'copyTemplateFirstStep',
  params: copyParams,
  row: noRow,
  sql: `UPDATE interview_revision r SET first_step_id = ns.id
       FROM interview_revision o JOIN interview_step os ON os.id = o.first_step_id
       JOIN interview_step ns ON ns.interview_revision_id = :newId AND ns.step_key = os.step_key
      WHERE o.id = :oldId AND r.id = :newId`,
});
