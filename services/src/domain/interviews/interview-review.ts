/** Staff's side of an interview (its review, its attempts, a reset) and the identity questions' attempts. */
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { badRequest, forbidden, tooManyRequests } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { isIsoDate } from './answers.js';
import { assertAnswerable, assertMayAnswer, loadLink, revisionFor, toLink } from './links.js';
import * as sql from './engine.queries.js';
import { stepById, stepView } from './step-view.js';

/** Failed identity answers allowed per question before the item needs the office. */
export const MAX_IDENTITY_ATTEMPTS = 3;

/** Starts an item over: answers cleared, uploads set aside (kept for the record), status back to NEW. */
export async function resetInterview(ctx: AppContext, caller: Caller, linkKey: string | number) {
  const link = await loadLink(ctx.db, caller, linkKey);
  if (caller.kind === 'user') {
    await assertMayAnswer(ctx.db, caller, link);
    assertAnswerable(link);
  } else if (!caller.permissions.has('STUDENT_EDIT')) {
    throw forbidden(`Your role (${caller.role}) lacks the permission STUDENT_EDIT`);
  }
  return ctx.db.transaction(async (tx) => {
    await sql.deleteAnswersOfLink.run(tx, { linkId: link.id });
    await sql.setAsideUploadsOfLink.run(tx, { linkId: link.id });
    await sql.resetLink.run(tx, { linkId: link.id });
    await sql.recordReset.run(tx, { linkId: link.id, actorUuid: caller.accountUuid, actorRole: caller.role });
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_RESET',
      entityType: 'student_interview_link',
      entityId: link.uuid,
      studentId: link.student_id,
      details: { typeCode: link.type_code },
    });
    return {
      success: true,
      link: toLink({ ...link, status: 'NEW', submitted_at: null, signed_name: null, signed_at: null }),
    };
  });
}

/** Every save, reset and submission of one item, oldest first. */
export async function interviewAttempts(ctx: AppContext, caller: Caller, linkKey: string | number) {
  const link = await loadLink(ctx.db, caller, linkKey);
  return sql.attemptsOfLink.all(ctx.db, { linkId: link.id });
}

/** The answered interview, step by step along the path taken: what staff review and the student can look back at. */
export async function interviewReview(ctx: AppContext, caller: Caller, linkKey: string | number) {
  const link = await loadLink(ctx.db, caller, linkKey);
  if (!link.interview_revision_id)
    return {
      link: toLink(link),
      interviewName: link.type_name,
      interviewNameSpanish: link.type_name_spanish,
      steps: [],
    };
  const rev = await sql.revisionName.first(ctx.db, { revisionId: link.interview_revision_id });
  const steps = [];
  for (const stepId of link.step_path) {
    const step = await stepById(ctx.db, link.interview_revision_id, stepId);
    steps.push(await stepView(ctx.db, link, step, link.interview_revision_id));
  }
  return { link: toLink(link), interviewName: rev!.name, interviewNameSpanish: rev!.name_spanish, steps };
}

/**
 * An identity question: the answer is compared with the student record and only the outcome is kept.
 * After MAX_IDENTITY_ATTEMPTS misses the item waits for the office.
 */
export async function identityAttempt(
  ctx: AppContext,
  caller: Caller,
  input: { linkKey: string | number; questionID: number; attemptAnswer: string },
) {
  const link = await loadLink(ctx.db, caller, input.linkKey);
  await assertMayAnswer(ctx.db, caller, link);
  assertAnswerable(link);
  const revisionId = await revisionFor(ctx.db, link);
  const q = await sql.questionOfRevision.first(ctx.db, { questionId: input.questionID, revisionId });
  if (!q || q.question_type !== 'IDENTITY_VERIFICATION' || !q.identity_fact)
    throw badRequest(`Question ${input.questionID} is not an identity question of this interview`);
  const [{ misses } = { misses: 0 }] = await sql.identityMisses.all(ctx.db, {
    linkId: link.id,
    questionId: q.id,
  });
  if (misses >= MAX_IDENTITY_ATTEMPTS)
    throw tooManyRequests('Too many attempts. Contact the financial aid office to confirm your identity.');
  const answer = input.attemptAnswer.trim();
  if (q.identity_fact === 'DATE_OF_BIRTH' && !isIsoDate(answer))
    throw badRequest('Enter a date as YYYY-MM-DD');
  const student = await sql.studentIdentityFacts.first(ctx.db, { studentId: link.student_id });
  const expected =
    q.identity_fact === 'DATE_OF_BIRTH'
      ? student!.dob
      : q.identity_fact === 'SSN_LAST_FOUR'
        ? student!.ssn_last_four
        : student!.student_number;
  const matched = Boolean(expected) && expected!.toLowerCase() === answer.toLowerCase();
  await sql.recordIdentityAttempt.run(ctx.db, {
    linkId: link.id,
    questionId: q.id,
    questionText: q.text,
    matched,
    actorUuid: caller.accountUuid,
  });
  const attemptsLeft = matched ? MAX_IDENTITY_ATTEMPTS - misses : MAX_IDENTITY_ATTEMPTS - misses - 1;
  return {
    matched,
    attemptsLeft,
    message: matched
      ? 'Thank you, your identity is confirmed'
      : attemptsLeft > 0
        ? `That does not match our records. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
        : 'That does not match our records. Contact the financial aid office to confirm your identity.',
  };
}
