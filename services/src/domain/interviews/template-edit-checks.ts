import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import * as sql from './templates.queries.js';
import * as stepSql from './template-steps.queries.js';
import * as questionSql from './template-questions.queries.js';
import type { NextRule } from './templates.queries.js';

// What every change to a template checks first: that it may still be changed, and that its pieces fit.

/** Templates students have started are frozen: a change would alter answers already given. */
export async function assertEditable(db: Db, revisionId: number) {
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
export async function assertEditableFor(db: Db, revisionId: number, input: object) {
  if (!onlySpanish(input)) await assertEditable(db, revisionId);
}

export async function revisionOfStep(db: Db, stepId: number) {
  const s = await stepSql.stepRevision.first(db, { stepId });
  if (!s) throw notFound(`No interview step ${stepId}`);
  return s.interview_revision_id;
}
export async function revisionOfQuestion(db: Db, questionId: number) {
  const question = await questionSql.questionRevision.first(db, { questionId });
  if (!question) throw notFound(`No interview question ${questionId}`);
  return question.interview_revision_id;
}

export async function revisionOfChoice(db: Db, choiceId: number) {
  const c = await questionSql.choiceRevision.first(db, { choiceId });
  if (!c) throw notFound(`No question choice ${choiceId}`);
  return c;
}

/** Branching must point at steps and questions of the same template, and never back at the step itself. */
export async function assertRulesValid(
  db: Db,
  revisionId: number,
  stepKey: string,
  rules: NextRule[],
  defaultNext: string | null | undefined,
) {
  const steps = new Set((await stepSql.stepKeysOfRevision.all(db, { revisionId })).map((s) => s.step_key));
  const questions = new Set(
    (await questionSql.questionKeysOfRevision.all(db, { revisionId })).map((q) => q.question_key),
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

export function assertSameSet(have: number[], given: number[], what: string) {
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
