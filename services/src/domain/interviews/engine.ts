import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden, tooManyRequests } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { checkAnswer, isIsoDate, nextStepKey, type InputError, type QuestionRow } from './answers.js';
import { queueTemplateMessage } from '../identity/outbox-queue.js';
import type { PortalLanguage } from '../notifications/templates.js';
import { assertAnswerable, assertMayAnswer, loadLink, revisionFor, toLink, type LinkRow } from './links.js';
import { autoVerifyAfterInterview } from '../auto-verify/engine.js';

interface StepRow {
  id: number;
  interview_revision_id: number;
  step_key: string;
  title: string;
  title_spanish: string | null;
  instructions: string | null;
  instructions_spanish: string | null;
  sort_order: number;
  next_rules: { questionKey: string; equals: string; nextStepKey: string }[];
  default_next_step_key: string | null;
}

/** Failed identity answers allowed per question before the item needs the office. */
export const MAX_IDENTITY_ATTEMPTS = 3;

const STEP_COLUMNS =
  'id, interview_revision_id, step_key, title, title_spanish, instructions, instructions_spanish, sort_order, next_rules, default_next_step_key';

async function stepById(db: Db, revisionId: number, stepId: number): Promise<StepRow> {
  const [step] = await db.query<StepRow>(
    `SELECT ${STEP_COLUMNS} FROM interview_step WHERE id = $1 AND interview_revision_id = $2`,
    [stepId, revisionId],
  );
  if (!step) throw badRequest(`Step ${stepId} is not part of this interview`);
  return step;
}

export async function questionsOfStep(db: Db, stepId: number): Promise<QuestionRow[]> {
  return db.query<QuestionRow>(
    `SELECT q.id, q.question_key, q.question_type, q.text, q.text_spanish, q.help_text, q.help_text_spanish, q.required, q.min_value::text,
            q.max_value::text, q.max_length, q.identity_fact,
            COALESCE((SELECT json_agg(json_build_object('id', c.id, 'value', c.value, 'label', c.label, 'labelSpanish', c.label_spanish)
                                      ORDER BY c.sort_order, c.id)
                        FROM question_choice c WHERE c.interview_question_id = q.id), '[]') AS choices
       FROM step_question_link sq JOIN interview_question q ON q.id = sq.interview_question_id
      WHERE sq.interview_step_id = $1 ORDER BY sq.sort_order, sq.id`,
    [stepId],
  );
}

/** A step as the student sees it: its questions with what was already answered and uploaded. */
async function stepView(db: Db, link: LinkRow, step: StepRow, revisionId: number) {
  const questions = await questionsOfStep(db, step.id);
  const ids = questions.map((q) => q.id);
  const answers = new Map(
    (
      await db.query<{ interview_question_id: number; value: unknown }>(
        'SELECT interview_question_id, value FROM interview_answer WHERE student_interview_link_id = $1 AND interview_question_id = ANY($2::int[])',
        [link.id, ids],
      )
    ).map((a) => [a.interview_question_id, a.value]),
  );
  const uploads = await listUploads(db, link.id, ids);
  const verified = await verifiedQuestions(db, link.id);
  const [{ n: stepCount } = { n: 0 }] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM interview_step WHERE interview_revision_id = $1',
    [revisionId],
  );
  return {
    id: step.id,
    key: step.step_key,
    title: step.title,
    titleSpanish: step.title_spanish,
    instructions: step.instructions,
    instructionsSpanish: step.instructions_spanish,
    stepNumber: stepNumberOf(link, step.id),
    stepCount,
    canGoBack: link.step_path.length > 0 && link.step_path[0] !== step.id,
    questions: questions.map((q) => ({
      id: q.id,
      interviewQuestionID: q.id,
      key: q.question_key,
      type: q.question_type,
      text: q.text,
      textSpanish: q.text_spanish,
      helpText: q.help_text,
      helpTextSpanish: q.help_text_spanish,
      required: q.required,
      minValue: q.min_value === null ? null : Number(q.min_value),
      maxValue: q.max_value === null ? null : Number(q.max_value),
      maxLength: q.max_length,
      choices: q.choices,
      answer: answers.get(q.id) ?? null,
      uploads: uploads.filter((u) => u.questionID === q.id),
      identityVerified: verified.has(q.id),
    })),
  };
}

const stepNumberOf = (link: LinkRow, stepId: number) => {
  const i = link.step_path.indexOf(stepId);
  return (i === -1 ? link.step_path.length : i) + 1;
};

export async function listUploads(db: Db, linkId: number, questionIds?: number[]) {
  const rows = await db.query<{
    uuid: string;
    interview_question_id: number;
    file_name: string;
    content_type: string;
    size_bytes: number;
    version_id: number;
    created_at: Date;
  }>(
    `SELECT uuid, interview_question_id, file_name, content_type, size_bytes, version_id, created_at FROM interview_upload
      WHERE student_interview_link_id = $1 AND deleted_at IS NULL AND ($2::int[] IS NULL OR interview_question_id = ANY($2::int[]))
      ORDER BY id`,
    [linkId, questionIds ?? null],
  );
  return rows.map((u) => ({
    fileID: u.uuid,
    questionID: u.interview_question_id,
    fileName: u.file_name,
    contentType: u.content_type,
    sizeBytes: u.size_bytes,
    versionID: u.version_id,
    uploadedAt: u.created_at,
  }));
}

async function verifiedQuestions(db: Db, linkId: number): Promise<Set<number>> {
  const rows = await db.query<{ interview_question_id: number }>(
    'SELECT DISTINCT interview_question_id FROM identity_verification_attempt WHERE student_interview_link_id = $1 AND matched',
    [linkId],
  );
  return new Set(rows.map((r) => r.interview_question_id));
}

export interface StepRequest {
  linkKey: string | number;
  /** The step the answers are for; absent: only read where the interview stands. */
  stepId?: number | null;
  answers?: { questionID: number; value?: unknown }[];
  /** Go back to the step before stepId without saving. */
  back?: boolean;
}

/**
 * The interview's next step, computed here from the answers: the current step's answers are checked
 * (nothing is kept when one is wrong), saved, and the step's rules pick what comes next. After the last
 * step the item is submitted for staff review.
 */
export async function getInterviewStep(ctx: AppContext, caller: Caller, req: StepRequest) {
  const link = await loadLink(ctx.db, caller, req.linkKey);
  const revisionId = await revisionFor(ctx.db, link);
  const [rev] = await ctx.db.query<{ first_step_id: number; name: string; name_spanish: string | null }>(
    'SELECT first_step_id, name, name_spanish FROM interview_revision WHERE id = $1',
    [revisionId],
  );
  const names = { interviewName: rev!.name, interviewNameSpanish: rev!.name_spanish };
  const done = (l: LinkRow) => ({ complete: true, link: toLink(l), ...names, step: null });

  if (!req.stepId) {
    if (!['NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION'].includes(link.status)) return done(link);
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

  if (req.back) {
    const at = onPath === -1 ? link.step_path.length : onPath;
    const previous = link.step_path[at - 1];
    if (previous === undefined) throw badRequest('This is the first step');
    await ctx.db.query(
      'UPDATE student_interview_link SET current_step_id = $1, updated_at = now() WHERE id = $2',
      [previous, link.id],
    );
    const moved = { ...link, current_step_id: previous };
    return {
      complete: false,
      link: toLink(moved),
      ...names,
      step: await stepView(ctx.db, moved, await stepById(ctx.db, revisionId, previous), revisionId),
    };
  }

  const questions = await questionsOfStep(ctx.db, step.id);
  const given = new Map<number, unknown>();
  for (const a of req.answers ?? []) {
    if (!questions.some((q) => q.id === a.questionID))
      throw badRequest(`Question ${a.questionID} is not on step '${step.title}'`);
    given.set(a.questionID, a.value);
  }
  const [account] = await ctx.db.query<{ first_name: string; last_name: string; username: string }>(
    'SELECT first_name, last_name, username FROM student_account WHERE id = $1',
    [caller.accountId],
  );
  const signerName = `${account!.first_name} ${account!.last_name}`;
  const uploads = await listUploads(
    ctx.db,
    link.id,
    questions.map((q) => q.id),
  );
  const verified = await verifiedQuestions(ctx.db, link.id);
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

  const outcome = await ctx.db.transaction(async (tx) => {
    // Re-read under lock: two tabs saving at once must not both move the interview on.
    const [locked] = await tx.query<{ status: string; current_step_id: number | null; step_path: number[] }>(
      'SELECT status, current_step_id, step_path FROM student_interview_link WHERE id = $1 FOR UPDATE',
      [link.id],
    );
    assertAnswerable({ ...link, status: locked!.status });
    for (const q of questions) {
      if (values.has(q.id)) {
        await tx.query(
          `INSERT INTO interview_answer (student_interview_link_id, interview_question_id, value, answered_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (student_interview_link_id, interview_question_id) DO UPDATE SET value = EXCLUDED.value, answered_by = EXCLUDED.answered_by, updated_at = now()`,
          [link.id, q.id, JSON.stringify(values.get(q.id)), caller.accountUuid],
        );
      } else {
        await tx.query(
          'DELETE FROM interview_answer WHERE student_interview_link_id = $1 AND interview_question_id = $2',
          [link.id, q.id],
        );
      }
    }
    const all = await tx.query<{ question_key: string; value: unknown }>(
      `SELECT q.question_key, a.value FROM interview_answer a JOIN interview_question q ON q.id = a.interview_question_id
        WHERE a.student_interview_link_id = $1`,
      [link.id],
    );
    const nextKey = nextStepKey(step, new Map(all.map((a) => [a.question_key, a.value])));
    const path = [...(onPath === -1 ? locked!.step_path : locked!.step_path.slice(0, onPath)), step.id];
    const answersForHistory = Object.fromEntries(
      questions.filter((q) => values.has(q.id)).map((q) => [q.question_key, values.get(q.id)]),
    );
    await tx.query(
      `INSERT INTO interview_attempt (student_interview_link_id, interview_step_id, action, answers, actor_uuid, actor_role) VALUES ($1, $2, 'STEP_SAVED', $3, $4, $5)`,
      [link.id, step.id, JSON.stringify(answersForHistory), caller.accountUuid, caller.role],
    );
    const starting = link.status === 'NEW';
    if (nextKey) {
      const [next] = await tx.query<{ id: number }>(
        'SELECT id FROM interview_step WHERE interview_revision_id = $1 AND step_key = $2',
        [revisionId, nextKey],
      );
      if (!next)
        throw new Error(`Template ${revisionId}: step '${step.step_key}' leads to missing step '${nextKey}'`);
      const [updated] = await tx.query<LinkRow>(
        `UPDATE student_interview_link SET status = 'IN_PROGRESS', interview_revision_id = $2, current_step_id = $3, step_path = $4, updated_at = now()
          WHERE id = $1 RETURNING status, current_step_id, step_path`,
        [link.id, revisionId, next.id, path],
      );
      if (starting) {
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
    const signature = questions.find((q) => q.question_type === 'SIGNATURE' && values.has(q.id));
    const [submitted] = await tx.query<LinkRow>(
      `UPDATE student_interview_link SET status = 'SUBMITTED', interview_revision_id = $2, current_step_id = NULL, step_path = $3,
              submitted_at = now(), signed_name = $4, signed_at = CASE WHEN $4::text IS NULL THEN NULL ELSE now() END,
              signed_by_account_id = CASE WHEN $4::text IS NULL THEN NULL ELSE $5::int END, updated_at = now()
        WHERE id = $1 RETURNING status, submitted_at, signed_name, signed_at, step_path`,
      [link.id, revisionId, path, signature ? String(values.get(signature.id)) : null, caller.accountId],
    );
    await tx.query(
      `INSERT INTO interview_attempt (student_interview_link_id, interview_step_id, action, actor_uuid, actor_role) VALUES ($1, $2, 'SUBMITTED', $3, $4)`,
      [link.id, step.id, caller.accountUuid, caller.role],
    );
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_SUBMITTED',
      entityType: 'student_interview_link',
      entityId: link.uuid,
      studentId: link.student_id,
      details: { typeCode: link.type_code, aidYear: link.aid_year, accountType },
    });
    await runEvents(ctx, tx, caller, link, revisionId, 'ON_SUBMIT');
    await moveStudentStatus(tx, caller, link);
    return done({ ...link, ...submitted!, interview_revision_id: revisionId });
  });
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

/**
 * The student's place in verification follows the task list: SELECTED becomes IN_PROGRESS once an item is
 * started, and the student goes to the review worklist (REVIEW) when nothing is left for them or a parent to do.
 * Statuses staff set later (approved ones) are never changed here.
 */
async function moveStudentStatus(tx: Db, caller: Caller, link: LinkRow) {
  const [s] = await tx.query<{ status: string; school_code: string; open: number }>(
    `SELECT st.status, st.school_code,
            (SELECT count(*)::int FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = $2
                AND l.status IN ('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION')) AS open
       FROM student st WHERE st.id = $1 FOR UPDATE`,
    [link.student_id, link.aid_year],
  );
  if (!s || !['SELECTED', 'IN_PROGRESS'].includes(s.status)) return;
  const next = s.open === 0 ? 'REVIEW' : 'IN_PROGRESS';
  if (next === s.status) return;
  await tx.query('UPDATE student SET status = $2, updated_at = now() WHERE id = $1', [link.student_id, next]);
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
  const events = await tx.query<{ action: string; message: string | null; message_spanish: string | null }>(
    'SELECT action, message, message_spanish FROM interview_event WHERE interview_revision_id = $1 AND event_type = $2 ORDER BY id',
    [revisionId, type],
  );
  for (const e of events) {
    if (e.action === 'EMAIL_CONFIRMATION') {
      // Same transaction: the message exists only if the submission does. In the account's language (issue 26),
      // with the builder's Spanish text and task name when it has them; an untranslated text stays English, framed
      // by the template as the office's words. A staff caller's id is no student account's: staff read English.
      const [account] =
        caller.kind === 'user'
          ? await tx.query<{ preferred_language: PortalLanguage }>(
              'SELECT preferred_language FROM student_account WHERE id = $1',
              [caller.accountId],
            )
          : [];
      const language = account?.preferred_language ?? 'en';
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
    await tx.query('DELETE FROM interview_answer WHERE student_interview_link_id = $1', [link.id]);
    await tx.query(
      'UPDATE interview_upload SET deleted_at = now() WHERE student_interview_link_id = $1 AND deleted_at IS NULL',
      [link.id],
    );
    await tx.query(
      `UPDATE student_interview_link SET status = 'NEW', interview_revision_id = NULL, current_step_id = NULL, step_path = '{}',
              submitted_at = NULL, signed_name = NULL, signed_at = NULL, signed_by_account_id = NULL, updated_at = now() WHERE id = $1`,
      [link.id],
    );
    await tx.query(
      `INSERT INTO interview_attempt (student_interview_link_id, action, actor_uuid, actor_role) VALUES ($1, 'RESET', $2, $3)`,
      [link.id, caller.accountUuid, caller.role],
    );
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
  return ctx.db.query(
    `SELECT a.id::int, a.action, a.answers, a.actor_role AS "actorRole", a.created_at AS "createdAt", s.title AS "stepTitle"
       FROM interview_attempt a LEFT JOIN interview_step s ON s.id = a.interview_step_id
      WHERE a.student_interview_link_id = $1 ORDER BY a.id`,
    [link.id],
  );
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
  const [rev] = await ctx.db.query<{ name: string; name_spanish: string | null }>(
    'SELECT name, name_spanish FROM interview_revision WHERE id = $1',
    [link.interview_revision_id],
  );
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
  const [q] = await ctx.db.query<{
    id: number;
    text: string;
    identity_fact: string | null;
    question_type: string;
  }>(
    'SELECT id, text, identity_fact, question_type FROM interview_question WHERE id = $1 AND interview_revision_id = $2',
    [input.questionID, revisionId],
  );
  if (!q || q.question_type !== 'IDENTITY_VERIFICATION' || !q.identity_fact)
    throw badRequest(`Question ${input.questionID} is not an identity question of this interview`);
  const [{ misses } = { misses: 0 }] = await ctx.db.query<{ misses: number }>(
    'SELECT count(*)::int AS misses FROM identity_verification_attempt WHERE student_interview_link_id = $1 AND interview_question_id = $2 AND NOT matched',
    [link.id, q.id],
  );
  if (misses >= MAX_IDENTITY_ATTEMPTS)
    throw tooManyRequests('Too many attempts. Contact the financial aid office to confirm your identity.');
  const answer = input.attemptAnswer.trim();
  if (q.identity_fact === 'DATE_OF_BIRTH' && !isIsoDate(answer))
    throw badRequest('Enter a date as YYYY-MM-DD');
  const [student] = await ctx.db.query<{
    dob: string | null;
    ssn_last_four: string | null;
    student_number: string;
  }>(
    `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob, ssn_last_four, student_number FROM student WHERE id = $1`,
    [link.student_id],
  );
  const expected =
    q.identity_fact === 'DATE_OF_BIRTH'
      ? student!.dob
      : q.identity_fact === 'SSN_LAST_FOUR'
        ? student!.ssn_last_four
        : student!.student_number;
  const matched = Boolean(expected) && expected!.toLowerCase() === answer.toLowerCase();
  await ctx.db.query(
    'INSERT INTO identity_verification_attempt (student_interview_link_id, interview_question_id, question_text, matched, actor_uuid) VALUES ($1, $2, $3, $4, $5)',
    [link.id, q.id, q.text, matched, caller.accountUuid],
  );
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
