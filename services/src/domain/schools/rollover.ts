import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { recordActivity } from '../audit/activity.js';
import { loadLayouts } from '../isir/layout.js';
import { rolloverViewSettings } from '../isir/view-settings.js';

/** What a rollover carried into the next aid year besides its settings and verification-group map. */
export interface RolloverExtras {
  /** ISIR view tabs copied (0 when they were not: see notes). */
  isirViewTabsCopied: number;
  /** Interview types whose template was copied into the next year. */
  interviewTemplatesCopied: string[];
  /** Interview types that already had a template in the next year (kept as they are). */
  interviewTemplatesKept: string[];
  /** Why a part was not copied, in words an administrator can act on. */
  notes: string[];
}

/**
 * Copies the school's ISIR view settings of `from` into `from + 1`, keeping the fields the next layout still
 * has. Skipped with a note when the year has none, the next year already has its own, or no layout is
 * installed for the next year yet (the views can be rolled over on /isirViewSettings once it is).
 */
async function rollViews(tx: Db, schoolCode: string, from: number, notes: string[]) {
  const to = from + 1;
  const [has] = await tx.query(
    'SELECT 1 FROM isir_view_tab WHERE school_code = $1 AND aid_year = $2 LIMIT 1',
    [schoolCode, from],
  );
  if (!has) {
    notes.push(`ISIR view settings: ${from} has none of its own, so ${to} uses the master views`);
    return 0;
  }
  const [already] = await tx.query(
    'SELECT 1 FROM isir_view_tab WHERE school_code = $1 AND aid_year = $2 LIMIT 1',
    [schoolCode, to],
  );
  if (already) {
    notes.push(`ISIR view settings: ${to} already has its own; they were kept`);
    return 0;
  }
  if (!(await loadLayouts(tx)).some((l) => l.aidYear === to)) {
    notes.push(
      `ISIR view settings: no ISIR layout is installed for ${to} yet; roll the views over on ISIR View Settings once it is`,
    );
    return 0;
  }
  return rolloverViewSettings(tx, schoolCode, from);
}

/**
 * The interview templates the year's task lists link to (the interview types of its verification-group
 * map): for each type without a template in the next year, its newest template of this year is copied whole
 * (steps, questions, choices, step-question links, events, first step), so the next year's task lists work
 * from its first day. A type that already has a template there keeps it.
 */
async function rollInterviewTemplates(tx: Db, caller: Caller, fromInfoId: number, from: number) {
  const to = from + 1;
  const types = await tx.query<{ id: number; type_code: string }>(
    `SELECT DISTINCT t.id, t.type_code FROM school_isir_rec_info_vgroup_map m JOIN interview_type t ON t.id = m.interview_type_id
      WHERE m.school_isir_record_info_id = $1 ORDER BY t.type_code`,
    [fromInfoId],
  );
  const copied: string[] = [];
  const kept: string[] = [];
  const missing: string[] = [];
  for (const type of types) {
    const [existing] = await tx.query(
      'SELECT 1 FROM interview_revision WHERE interview_type_id = $1 AND aid_year = $2 LIMIT 1',
      [type.id, to],
    );
    if (existing) {
      kept.push(type.type_code);
      continue;
    }
    const [source] = await tx.query<{ id: number }>(
      'SELECT id FROM interview_revision WHERE interview_type_id = $1 AND aid_year = $2 ORDER BY revision DESC LIMIT 1',
      [type.id, from],
    );
    if (!source) {
      missing.push(type.type_code);
      continue;
    }
    await copyTemplate(tx, caller, source.id, to);
    copied.push(type.type_code);
  }
  return { copied, kept, missing };
}

async function copyTemplate(tx: Db, caller: Caller, oldId: number, toAidYear: number) {
  const [rev] = await tx.query<{ id: number }>(
    `INSERT INTO interview_revision (interview_type_id, aid_year, revision, name, name_spanish, description, description_spanish, is_comment_code, created_by)
     SELECT interview_type_id, $2, 1, name, name_spanish, description, description_spanish, is_comment_code, $3 FROM interview_revision WHERE id = $1 RETURNING id`,
    [oldId, toAidYear, caller.accountUuid],
  );
  const newId = rev!.id;
  // Steps and questions are matched old to new by their keys, which are unique within a template.
  await tx.query(
    `INSERT INTO interview_step (interview_revision_id, step_key, title, title_spanish, instructions, instructions_spanish, sort_order, next_rules, default_next_step_key)
     SELECT $2, step_key, title, title_spanish, instructions, instructions_spanish, sort_order, next_rules, default_next_step_key FROM interview_step WHERE interview_revision_id = $1`,
    [oldId, newId],
  );
  await tx.query(
    `INSERT INTO interview_question (interview_revision_id, question_key, question_type, text, text_spanish, help_text, help_text_spanish, required, min_value, max_value, max_length, identity_fact)
     SELECT $2, question_key, question_type, text, text_spanish, help_text, help_text_spanish, required, min_value, max_value, max_length, identity_fact
       FROM interview_question WHERE interview_revision_id = $1`,
    [oldId, newId],
  );
  await tx.query(
    `INSERT INTO question_choice (interview_question_id, value, label, label_spanish, sort_order)
     SELECT nq.id, c.value, c.label, c.label_spanish, c.sort_order
       FROM question_choice c
       JOIN interview_question oq ON oq.id = c.interview_question_id AND oq.interview_revision_id = $1
       JOIN interview_question nq ON nq.interview_revision_id = $2 AND nq.question_key = oq.question_key`,
    [oldId, newId],
  );
  await tx.query(
    `INSERT INTO step_question_link (interview_step_id, interview_question_id, sort_order)
     SELECT ns.id, nq.id, l.sort_order
       FROM step_question_link l
       JOIN interview_step os ON os.id = l.interview_step_id AND os.interview_revision_id = $1
       JOIN interview_question oq ON oq.id = l.interview_question_id
       JOIN interview_step ns ON ns.interview_revision_id = $2 AND ns.step_key = os.step_key
       JOIN interview_question nq ON nq.interview_revision_id = $2 AND nq.question_key = oq.question_key`,
    [oldId, newId],
  );
  await tx.query(
    `INSERT INTO interview_event (interview_revision_id, event_type, action, message, message_spanish)
     SELECT $2, event_type, action, message, message_spanish FROM interview_event WHERE interview_revision_id = $1`,
    [oldId, newId],
  );
  await tx.query(
    `UPDATE interview_revision r SET first_step_id = ns.id
       FROM interview_revision o JOIN interview_step os ON os.id = o.first_step_id
       JOIN interview_step ns ON ns.interview_revision_id = $2 AND ns.step_key = os.step_key
      WHERE o.id = $1 AND r.id = $2`,
    [oldId, newId],
  );
  await recordActivity(tx, caller, {
    action: 'INTERVIEW_TEMPLATE_ROLLED_OVER',
    entityType: 'interview_revision',
    entityId: newId,
    details: { from: oldId, aidYear: toAidYear },
  });
}

/** The parts of the annual rollover beyond the aid-year settings: ISIR views and interview templates. */
export async function rolloverExtras(
  tx: Db,
  caller: Caller,
  fromInfoId: number,
  from: number,
): Promise<RolloverExtras> {
  const notes: string[] = [];
  const isirViewTabsCopied = await rollViews(tx, caller.schoolCode, from, notes);
  const interviews = await rollInterviewTemplates(tx, caller, fromInfoId, from);
  if (interviews.missing.length) {
    notes.push(
      `Interviews: ${interviews.missing.join(', ')} had no template in ${from} to copy; build them on Interview Creation for ${from + 1}`,
    );
  }
  return {
    isirViewTabsCopied,
    interviewTemplatesCopied: interviews.copied,
    interviewTemplatesKept: interviews.kept,
    notes,
  };
}
