import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { recordActivity } from '../audit/activity.js';
import { loadLayouts } from '../isir/layout.js';
import { rolloverViewSettings } from '../isir/view-copies.js';
import * as sql from './rollover.queries.js';

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
  const has = await sql.hasIsirViewTabs.first(tx, { schoolCode, aidYear: from });
  if (!has) {
    notes.push(`ISIR view settings: ${from} has none of its own, so ${to} uses the master views`);
    return 0;
  }
  const already = await sql.hasIsirViewTabs.first(tx, { schoolCode, aidYear: to });
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
  const types = await sql.interviewTypesOfMap.all(tx, { infoId: fromInfoId });
  const copied: string[] = [];
  const kept: string[] = [];
  const missing: string[] = [];
  for (const type of types) {
    const existing = await sql.hasTemplateInYear.first(tx, { interviewTypeId: type.id, aidYear: to });
    if (existing) {
      kept.push(type.type_code);
      continue;
    }
    const source = await sql.newestTemplateInYear.first(tx, { interviewTypeId: type.id, aidYear: from });
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
  const rev = await sql.copyTemplateRevision.first(tx, {
    oldId,
    toAidYear,
    createdBy: caller.accountUuid,
  });
  const newId = rev!.id;
  // Steps and questions are matched old to new by their keys, which are unique within a template.
  const ids = { oldId, newId };
  await sql.copyTemplateSteps.run(tx, ids);
  await sql.copyTemplateQuestions.run(tx, ids);
  await sql.copyTemplateChoices.run(tx, ids);
  await sql.copyTemplateStepQuestions.run(tx, ids);
  await sql.copyTemplateEvents.run(tx, ids);
  await sql.copyTemplateFirstStep.run(tx, ids);
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
