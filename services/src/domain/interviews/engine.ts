import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { checkAnswer, nextStepKey, type InputError, type QuestionRow } from './answers.js';
import { queueTemplateMessage } from '../notifications/outbox-queue.js';
import type { PortalLanguage } from '../notifications/templates.js';
import { assertAnswerable, assertMayAnswer, loadLink, revisionFor, toLink, type LinkRow } from './links.js';
import { autoVerifyAfterInterview } from '../auto-verify/engine.js';
import * as sql from './engine.queries.js';
import type { StepRow } from './engine.queries.js';
import { listUploads, questionsOfStep, stepById, stepView, verifiedQuestions } from './step-view.js';

export interface StepRequest {
  linkKey: string | number;
  /** The step the answers are for; absent: only read where the interview stands. */
  stepId?: number | null;
  answers?: { questionID: number; value?: unknown }[];
  /** Go back to the step before stepId without saving. */
  back?: boolean;
}

/** The interview's names, English and Spanish, as every step's answer carries them. */
interface InterviewNames {
  interviewName: string;
  interviewNameSpanish: string | null;
}

/** A step the answers were given for, and where the interview stands around it. */
interface AnsweredStep {
  link: LinkRow;
  revisionId: number;
  step: StepRow;
  /** Where the step sits on the path already walked (-1: it is the current step, not yet on the path). */
  onPath: number;
  questions: QuestionRow[];
  /** The checked answers by question id; a question without one has its earlier answer removed. */
  values: Map<number, unknown>;
  names: InterviewNames;
  /** The answering account's type, as the submission's activity record names it. */
  accountType: number;
}

const finished = (l: LinkRow, names: InterviewNames) => ({
  complete: true,
  link: toLink(l),
  ...names,
  step: null,
});

/**
 * The interview's next step, computed here from the answers: the current step's answers are checked
 * (nothing is kept when one is wrong), saved, and the step's rules pick what comes next. After the last
 * step the item is submitted for staff review.
 */
export async function getInterviewStep(ctx: AppContext, caller: Caller, req: StepRequest) {
  const link = await loadLink(ctx.db, caller, req.linkKey);
  const revisionId = await revisionFor(ctx.db, link);
  const rev = await sql.revisionStart.first(ctx.db, { revisionId });
  const names = { interviewName: rev!.name, interviewNameSpanish: rev!.name_spanish };

  if (!req.stepId) {
    if (!['NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION'].includes(link.status)) return finished(link, names);
    const step = await stepById(ctx.db, revisionId, link.current_step_id ?? rev!.first_step_id);
    return {
      complete: false,
      link: toLink(link),
      ...names,
      step: await stepView(ctx.db, link, step, revisionId),
    };
  }

  const { accountType } = await assertMayAnswer(ctx.db, caller, link);
  assertAnswerable(link);
  const step = await stepById(ctx.db, revisionId, req.stepId);
  const onPath = link.step_path.indexOf(step.id);
  const current = link.current_step_id ?? rev!.first_step_id;
  if (step.id !== current && onPath === -1)
    throw badRequest('Answer the steps in order: this step is not open yet');
  if (req.back) return stepBack(ctx.db, link, revisionId, onPath, names);

  const questions = await questionsOfStep(ctx.db, step.id);
  const values = await checkedAnswers(ctx.db, caller, link, step, questions, req.answers ?? []);
  const answered = { link, revisionId, step, onPath, questions, values, names, accountType };
  const outcome = await ctx.db.transaction((tx) => saveStep(ctx, tx, caller, answered));
  // After the submission is committed: the school's published auto-verify flows see the new answers. A failure here
  // does not undo the submission; the flows run again on the next import or on demand.
  if (outcome.complete) {
    await autoVerifyAfterInterview(ctx, caller, link.student_id, link.aid_year).catch((err: unknown) => {
      ctx.log.error(
        { err, studentInterviewLink: link.uuid },
        'auto-verify after an interview failed; the submission is kept',
      );
    });
  }
  return outcome;
}

/** One step back along the path walked; the answers stay as they were. */
async function stepBack(db: Db, link: LinkRow, revisionId: number, onPath: number, names: InterviewNames) {
  const at = onPath === -1 ? link.step_path.length : onPath;
  const previous = link.step_path[at - 1];
  if (previous === undefined) throw badRequest('This is the first step');
  await sql.setCurrentStep.run(db, { linkId: link.id, stepId: previous });
  const moved = { ...link, current_step_id: previous };
  return {
    complete: false,
    link: toLink(moved),
    ...names,
    step: await stepView(db, moved, await stepById(db, revisionId, previous), revisionId),
  };
}

/** The step's answers checked, by question id; any wrong answer refuses them all, each under its question. */
async function checkedAnswers(
  db: Db,
  caller: Caller,
  link: LinkRow,
  step: StepRow,
  questions: QuestionRow[],
  answers: NonNullable<StepRequest['answers']>,
) {
  const given = new Map<number, unknown>();
  for (const a of answers) {
    if (!questions.some((q) => q.id === a.questionID))
      throw badRequest(`Question ${a.questionID} is not on step '${step.title}'`);
    given.set(a.questionID, a.value);
  }
  const account = await sql.accountName.first(db, { accountId: caller.accountId });
  const signerName = `${account!.first_name} ${account!.last_name}`;
  const uploads = await listUploads(
    db,
    link.id,
    questions.map((q) => q.id),
  );
  const verified = await verifiedQuestions(db, link.id);
  const inputErrors: InputError[] = [];
  const values = new Map<number, unknown>();
  for (const q of questions) {
    const checked = checkAnswer(q, given.get(q.id), {
      uploadCount: uploads.filter((u) => u.questionID === q.id).length,
      identityVerified: verified.has(q.id),
      signerName,
    });
    if (checked.error)
      inputErrors.push({
        path: `answers.${q.id}`,
        questionID: q.id,
        questionKey: q.question_key,
        message: checked.error,
      });
    else if (checked.value !== undefined) values.set(q.id, checked.value);
  }
  if (inputErrors.length) {
    throw badRequest(
      inputErrors.length === 1 ? inputErrors[0]!.message : `${inputErrors.length} answers need attention`,
      { inputErrors },
    );
  }
  return values;
}

/** The step's answers saved and its history written; then the next step opens, or the interview is submitted. */
async function saveStep(ctx: AppContext, tx: Db, caller: Caller, a: AnsweredStep) {
  const { link, step, questions, values } = a;
  // Re-read under lock: two tabs saving at once must not both move the interview on.
  const locked = await sql.lockLink.first(tx, { linkId: link.id });
  assertAnswerable({ ...link, status: locked!.status });
  for (const q of questions) {
    if (values.has(q.id)) {
      await sql.saveAnswer.run(tx, {
        linkId: link.id,
        questionId: q.id,
        value: values.get(q.id),
        answeredBy: caller.accountUuid,
      });
    } else {
      await sql.deleteAnswer.run(tx, { linkId: link.id, questionId: q.id });
    }
  }
  const all = await sql.answersByKey.all(tx, { linkId: link.id });
  const nextKey = nextStepKey(step, new Map(all.map((r) => [r.question_key, r.value])));
  const path = [...(a.onPath === -1 ? locked!.step_path : locked!.step_path.slice(0, a.onPath)), step.id];
  await sql.recordStepSaved.run(tx, {
    linkId: link.id,
    stepId: step.id,
    answers: Object.fromEntries(
      questions.filter((q) => values.has(q.id)).map((q) => [q.question_key, values.get(q.id)]),
    ),
    actorUuid: caller.accountUuid,
    actorRole: caller.role,
  });
  return nextKey ? moveToStep(ctx, tx, caller, a, nextKey, path) : submitInterview(ctx, tx, caller, a, path);
}

/** The interview moves on to the step the rules picked (and, on its first step, starts). */
async function moveToStep(
  ctx: AppContext,
  tx: Db,
  caller: Caller,
  { link, revisionId, step, names }: AnsweredStep,
  nextKey: string,
  path: number[],
) {
  const next = await sql.stepIdByKey.first(tx, { revisionId, stepKey: nextKey });
  if (!next)
    throw new Error(`Template ${revisionId}: step '${step.step_key}' leads to missing step '${nextKey}'`);
  const updated = await sql.moveLinkTo.first(tx, { linkId: link.id, revisionId, stepId: next.id, path });
  if (link.status === 'NEW') {
    await runEvents(ctx, tx, caller, link, revisionId, 'ON_START');
    await moveStudentStatus(tx, caller, link);
  }
  const moved = { ...link, ...updated!, interview_revision_id: revisionId };
  return {
    complete: false,
    link: toLink(moved),
    ...names,
    step: await stepView(tx, moved, await stepById(tx, revisionId, next.id), revisionId),
  };
}

/** After the last step: the item is submitted for staff review, signed where the step had a signature. */
async function submitInterview(ctx: AppContext, tx: Db, caller: Caller, a: AnsweredStep, path: number[]) {
  const { link, revisionId, step, questions, values } = a;
  const signature = questions.find((q) => q.question_type === 'SIGNATURE' && values.has(q.id));
  const submitted = await sql.submitLink.first(tx, {
    linkId: link.id,
    revisionId,
    path,
    signedName: signature ? String(values.get(signature.id)) : null,
    accountId: caller.accountId,
  });
  await sql.recordSubmitted.run(tx, {
    linkId: link.id,
    stepId: step.id,
    actorUuid: caller.accountUuid,
    actorRole: caller.role,
  });
  await recordActivity(tx, caller, {
    action: 'INTERVIEW_SUBMITTED',
    entityType: 'student_interview_link',
    entityId: link.uuid,
    studentId: link.student_id,
    details: { typeCode: link.type_code, aidYear: link.aid_year, accountType: a.accountType },
  });
  await runEvents(ctx, tx, caller, link, revisionId, 'ON_SUBMIT');
  await moveStudentStatus(tx, caller, link);
  return finished({ ...link, ...submitted!, interview_revision_id: revisionId }, a.names);
}

/**
 * The student's place in verification follows the task list: SELECTED becomes IN_PROGRESS once an item is
 * started, and the student goes to the review worklist (REVIEW) when nothing is left for them or a parent to do.
 * Statuses staff set later (approved ones) are never changed here.
 */
async function moveStudentStatus(tx: Db, caller: Caller, link: LinkRow) {
  const s = await sql.studentOpenItems.first(tx, { studentId: link.student_id, aidYear: link.aid_year });
  if (!s || !['SELECTED', 'IN_PROGRESS'].includes(s.status)) return;
  const next = s.open === 0 ? 'REVIEW' : 'IN_PROGRESS';
  if (next === s.status) return;
  await sql.setStudentStatus.run(tx, { studentId: link.student_id, status: next });
  await recordChanges(
    tx,
    caller,
    { type: 'student', id: link.student_id, schoolCode: s.school_code },
    { status: s.status },
    { status: next },
  );
}

async function runEvents(
  ctx: AppContext,
  tx: Db,
  caller: Caller,
  link: LinkRow,
  revisionId: number,
  type: 'ON_START' | 'ON_SUBMIT',
) {
  const events = await sql.eventsOfType.all(tx, { revisionId, eventType: type });
  for (const e of events) {
    if (e.action === 'EMAIL_CONFIRMATION') {
      // Same transaction: the message exists only if the submission does. In the account's language (issue 26),
      // with the builder's Spanish text and task name when it has them; an untranslated text stays English, framed
      // by the template as the office's words. A staff caller's id is no student account's: staff read English.
      const account =
        caller.kind === 'user'
          ? await sql.accountLanguage.first(tx, { accountId: caller.accountId })
          : undefined;
      const language: PortalLanguage = account?.preferred_language ?? 'en';
      const spanish = language === 'es';
      const message = (spanish && e.message_spanish) || e.message;
      await queueTemplateMessage(tx, 'NOTICE', {
        schoolCode: caller.schoolCode,
        code: message ? 'INTERVIEW_SUBMITTED_MESSAGE' : 'INTERVIEW_SUBMITTED',
        channel: 'EMAIL',
        recipient: caller.username,
        language,
        values: {
          taskName: (spanish && link.type_name_spanish) || link.type_name,
          ...(message ? { message } : {}),
        },
      });
    } else {
      await recordActivity(tx, caller, {
        action: `INTERVIEW_${type}`,
        entityType: 'student_interview_link',
        entityId: link.uuid,
        studentId: link.student_id,
        details: { message: e.message },
      });
    }
  }
  void ctx;
}
