import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { questionsOfStep } from './engine.js';

/** Interview types, each with its templates (revisions) for one aid year or all. */
export async function interviewTypes(
  db: Db,
  opts: { aidYear?: number; id?: number; isCommentCode?: boolean } = {},
) {
  const types = await db.query<{ id: number; type_code: string; name: string; name_spanish: string | null }>(
    'SELECT id, type_code, name, name_spanish FROM interview_type WHERE ($1::int IS NULL OR id = $1) ORDER BY type_code',
    [opts.id ?? null],
  );
  if (opts.id && !types.length) throw notFound(`No interview type ${opts.id}`);
  const revisions = await db.query<{
    id: number;
    interview_type_id: number;
    aid_year: number;
    revision: number;
    name: string;
    name_spanish: string | null;
    description: string | null;
    description_spanish: string | null;
    is_comment_code: boolean;
    first_step_id: number | null;
    in_use: number;
  }>(
    `SELECT r.id, r.interview_type_id, r.aid_year, r.revision, r.name, r.name_spanish, r.description, r.description_spanish, r.is_comment_code, r.first_step_id,
            (SELECT count(*)::int FROM student_interview_link l WHERE l.interview_revision_id = r.id) AS in_use
       FROM interview_revision r
      WHERE ($1::int IS NULL OR r.aid_year = $1) AND ($2::int IS NULL OR r.interview_type_id = $2) AND ($3::boolean IS NULL OR r.is_comment_code = $3)
      ORDER BY r.aid_year DESC, r.revision DESC`,
    [opts.aidYear ?? null, opts.id ?? null, opts.isCommentCode ?? null],
  );
  return types
    .map((t) => ({
      id: t.id,
      typeCode: t.type_code,
      TypeCode: t.type_code,
      name: t.name,
      nameSpanish: t.name_spanish,
      revisions: revisions.filter((r) => r.interview_type_id === t.id).map(toRevision),
    }))
    .filter((t) => opts.isCommentCode === undefined || t.revisions.length > 0);
}

const toRevision = (r: {
  id: number;
  interview_type_id: number;
  aid_year: number;
  revision: number;
  name: string;
  name_spanish: string | null;
  description: string | null;
  description_spanish: string | null;
  is_comment_code: boolean;
  first_step_id: number | null;
  in_use: number;
}) => ({
  id: r.id,
  interviewTypeID: r.interview_type_id,
  aidYear: r.aid_year,
  revision: r.revision,
  name: r.name,
  nameSpanish: r.name_spanish,
  description: r.description,
  descriptionSpanish: r.description_spanish,
  isCommentCode: r.is_comment_code,
  firstStepID: r.first_step_id,
  studentsStarted: r.in_use,
});

/** A whole template: its steps with their questions and choices, and its events. */
export async function getTemplate(db: Db, id: number) {
  const [rev] = await db.query<Parameters<typeof toRevision>[0]>(
    `SELECT r.*, (SELECT count(*)::int FROM student_interview_link l WHERE l.interview_revision_id = r.id) AS in_use FROM interview_revision r WHERE r.id = $1`,
    [id],
  );
  if (!rev) throw notFound(`No interview template ${id}`);
  const steps = await db.query<{
    id: number;
    step_key: string;
    title: string;
    title_spanish: string | null;
    instructions: string | null;
    instructions_spanish: string | null;
    sort_order: number;
    next_rules: unknown;
    default_next_step_key: string | null;
  }>(
    'SELECT id, step_key, title, title_spanish, instructions, instructions_spanish, sort_order, next_rules, default_next_step_key FROM interview_step WHERE interview_revision_id = $1 ORDER BY sort_order, id',
    [id],
  );
  const events = await db.query(
    'SELECT id, event_type AS "eventType", action, message, message_spanish AS "messageSpanish" FROM interview_event WHERE interview_revision_id = $1 ORDER BY id',
    [id],
  );
  return {
    ...toRevision(rev),
    steps: await Promise.all(
      steps.map(async (s) => ({
        id: s.id,
        interviewTypeID: rev.interview_type_id,
        stepKey: s.step_key,
        title: s.title,
        titleSpanish: s.title_spanish,
        instructions: s.instructions,
        instructionsSpanish: s.instructions_spanish,
        sortOrder: s.sort_order,
        nextRules: s.next_rules,
        defaultNextStepKey: s.default_next_step_key,
        questions: (await questionsOfStep(db, s.id)).map((q) => ({
          id: q.id,
          interviewQuestionID: q.id,
          questionKey: q.question_key,
          questionType: q.question_type,
          text: q.text,
          textSpanish: q.text_spanish,
          helpText: q.help_text,
          helpTextSpanish: q.help_text_spanish,
          required: q.required,
          choices: q.choices,
        })),
      })),
    ),
    events,
  };
}

/** Templates students have started are frozen: a change would alter answers already given. */
async function assertEditable(db: Db, revisionId: number) {
  const [rev] = await db.query<{ in_use: number }>(
    'SELECT (SELECT count(*)::int FROM student_interview_link l WHERE l.interview_revision_id = r.id) AS in_use FROM interview_revision r WHERE r.id = $1',
    [revisionId],
  );
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
  Object.entries(input).every(([key, value]) => key === 'id' || value === undefined || key.endsWith('Spanish'));

/** A started template is frozen, but for its Spanish wording. */
async function assertEditableFor(db: Db, revisionId: number, input: object) {
  if (!onlySpanish(input)) await assertEditable(db, revisionId);
}

async function revisionOfStep(db: Db, stepId: number) {
  const [s] = await db.query<{ interview_revision_id: number }>(
    'SELECT interview_revision_id FROM interview_step WHERE id = $1',
    [stepId],
  );
  if (!s) throw notFound(`No interview step ${stepId}`);
  return s.interview_revision_id;
}
async function revisionOfQuestion(db: Db, questionId: number) {
  const [q] = await db.query<{ interview_revision_id: number }>(
    'SELECT interview_revision_id FROM interview_question WHERE id = $1',
    [questionId],
  );
  if (!q) throw notFound(`No interview question ${questionId}`);
  return q.interview_revision_id;
}

export async function addInterviewType(
  db: Db,
  caller: Caller,
  input: { typeCode: string; name: string; nameSpanish?: string | null },
) {
  const [dup] = await db.query('SELECT 1 FROM interview_type WHERE lower(type_code) = lower($1)', [
    input.typeCode,
  ]);
  if (dup) throw conflict(`There is already an interview type ${input.typeCode}`);
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO interview_type (type_code, name, name_spanish) VALUES ($1, $2, $3) RETURNING id',
    [input.typeCode, input.name, input.nameSpanish ?? null],
  );
  await recordActivity(db, caller, {
    action: 'INTERVIEW_TYPE_ADDED',
    entityType: 'interview_type',
    entityId: row!.id,
    details: input,
  });
  return { id: row!.id };
}

/** Renames an interview type (the task list's name for it), in English or Spanish; null Spanish: untranslated. */
export async function updateInterviewType(
  db: Db,
  caller: Caller,
  input: { id: number; name?: string; nameSpanish?: string | null },
) {
  const [row] = await db.query<{ id: number }>(
    `UPDATE interview_type SET name = COALESCE($2, name), name_spanish = CASE WHEN $3::boolean THEN $4 ELSE name_spanish END
      WHERE id = $1 RETURNING id`,
    [input.id, input.name ?? null, input.nameSpanish !== undefined, input.nameSpanish ?? null],
  );
  if (!row) throw notFound(`No interview type ${input.id}`);
  await recordActivity(db, caller, {
    action: 'INTERVIEW_TYPE_UPDATED',
    entityType: 'interview_type',
    entityId: input.id,
    details: input,
  });
  return { id: input.id };
}

/** A new template: the next revision of the type for that aid year. */
export async function saveTemplate(
  db: Db,
  caller: Caller,
  input: {
    interviewTypeID: number;
    aidYear: number;
    name: string;
    nameSpanish?: string | null;
    description?: string | null;
    descriptionSpanish?: string | null;
    isCommentCode: boolean;
  },
) {
  const [type] = await db.query('SELECT 1 FROM interview_type WHERE id = $1', [input.interviewTypeID]);
  if (!type) throw badRequest(`No interview type ${input.interviewTypeID}`);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; revision: number }>(
      `INSERT INTO interview_revision (interview_type_id, aid_year, revision, name, name_spanish, description, description_spanish, is_comment_code, created_by)
       VALUES ($1, $2, (SELECT COALESCE(max(revision), 0) + 1 FROM interview_revision WHERE interview_type_id = $1 AND aid_year = $2), $3, $4, $5, $6, $7, $8)
       RETURNING id, revision`,
      [
        input.interviewTypeID,
        input.aidYear,
        input.name,
        input.nameSpanish ?? null,
        input.description ?? null,
        input.descriptionSpanish ?? null,
        input.isCommentCode,
        caller.accountUuid,
      ],
    );
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_TEMPLATE_ADDED',
      entityType: 'interview_revision',
      entityId: row!.id,
      details: { ...input, revision: row!.revision },
    });
    return { id: row!.id, revision: row!.revision };
  });
}

export async function updateTemplate(
  db: Db,
  caller: Caller,
  input: {
    id: number;
    name?: string;
    nameSpanish?: string | null;
    description?: string | null;
    descriptionSpanish?: string | null;
    firstStepID?: number | null;
  },
) {
  if (input.id === 0) throw badRequest('You can not update an interview that has not yet been created');
  await assertEditableFor(db, input.id, input);
  if (input.firstStepID && (await revisionOfStep(db, input.firstStepID)) !== input.id)
    throw badRequest(`Step ${input.firstStepID} is not part of template ${input.id}`);
  await db.query(
    `UPDATE interview_revision SET name = COALESCE($2, name), description = CASE WHEN $3::boolean THEN $4 ELSE description END,
            first_step_id = COALESCE($5, first_step_id),
            name_spanish = CASE WHEN $6::boolean THEN $7 ELSE name_spanish END,
            description_spanish = CASE WHEN $8::boolean THEN $9 ELSE description_spanish END, updated_at = now() WHERE id = $1`,
    [
      input.id,
      input.name ?? null,
      input.description !== undefined,
      input.description ?? null,
      input.firstStepID ?? null,
      input.nameSpanish !== undefined,
      input.nameSpanish ?? null,
      input.descriptionSpanish !== undefined,
      input.descriptionSpanish ?? null,
    ],
  );
  await recordActivity(db, caller, {
    action: 'INTERVIEW_TEMPLATE_UPDATED',
    entityType: 'interview_revision',
    entityId: input.id,
    details: input,
  });
  return getTemplate(db, input.id);
}

export async function deleteTemplate(db: Db, caller: Caller, id: number) {
  if (id === 0) throw badRequest('You can not delete an interview that has not yet been created');
  await assertEditable(db, id);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM interview_revision WHERE id = $1', [id]);
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_TEMPLATE_DELETED',
      entityType: 'interview_revision',
      entityId: id,
    });
  });
  return { success: true };
}

export interface StepInput {
  interviewRevisionID: number;
  stepKey: string;
  title: string;
  titleSpanish?: string | null;
  instructions?: string | null;
  instructionsSpanish?: string | null;
  sortOrder?: number;
  nextRules?: { questionKey: string; equals: string; nextStepKey: string }[];
  defaultNextStepKey?: string | null;
}

export async function addStep(db: Db, caller: Caller, input: StepInput) {
  await assertEditable(db, input.interviewRevisionID);
  const [dup] = await db.query(
    'SELECT 1 FROM interview_step WHERE interview_revision_id = $1 AND step_key = $2',
    [input.interviewRevisionID, input.stepKey],
  );
  if (dup) throw conflict(`This template already has a step '${input.stepKey}'`);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO interview_step (interview_revision_id, step_key, title, instructions, sort_order, next_rules, default_next_step_key, title_spanish, instructions_spanish)
       VALUES ($1, $2, $3, $4, COALESCE($5, (SELECT count(*) FROM interview_step WHERE interview_revision_id = $1)), $6, $7, $8, $9) RETURNING id`,
      [
        input.interviewRevisionID,
        input.stepKey,
        input.title,
        input.instructions ?? null,
        input.sortOrder ?? null,
        JSON.stringify(input.nextRules ?? []),
        input.defaultNextStepKey ?? null,
        input.titleSpanish ?? null,
        input.instructionsSpanish ?? null,
      ],
    );
    // The first step added is where the interview starts until the builder says otherwise.
    await tx.query(
      'UPDATE interview_revision SET first_step_id = COALESCE(first_step_id, $2), updated_at = now() WHERE id = $1',
      [input.interviewRevisionID, row!.id],
    );
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_STEP_ADDED',
      entityType: 'interview_step',
      entityId: row!.id,
      details: { stepKey: input.stepKey },
    });
    return { id: row!.id };
  });
}

export interface QuestionInput {
  interviewRevisionID: number;
  questionKey: string;
  questionType: string;
  text: string;
  textSpanish?: string | null;
  helpText?: string | null;
  helpTextSpanish?: string | null;
  required: boolean;
  minValue?: number | null;
  maxValue?: number | null;
  maxLength?: number | null;
  identityFact?: string | null;
}

export async function addQuestion(db: Db, caller: Caller, input: QuestionInput) {
  await assertEditable(db, input.interviewRevisionID);
  if (input.questionType === 'IDENTITY_VERIFICATION' && !input.identityFact)
    throw badRequest(
      'An identity question needs the fact it checks (date of birth, SSN last four or student id)',
    );
  const [dup] = await db.query(
    'SELECT 1 FROM interview_question WHERE interview_revision_id = $1 AND question_key = $2',
    [input.interviewRevisionID, input.questionKey],
  );
  if (dup) throw conflict(`This template already has a question '${input.questionKey}'`);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO interview_question (interview_revision_id, question_key, question_type, text, help_text, required, min_value, max_value, max_length, identity_fact, text_spanish, help_text_spanish)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      input.interviewRevisionID,
      input.questionKey,
      input.questionType,
      input.text,
      input.helpText ?? null,
      input.required,
      input.minValue ?? null,
      input.maxValue ?? null,
      input.maxLength ?? null,
      input.identityFact ?? null,
      input.textSpanish ?? null,
      input.helpTextSpanish ?? null,
    ],
  );
  await recordActivity(db, caller, {
    action: 'INTERVIEW_QUESTION_ADDED',
    entityType: 'interview_question',
    entityId: row!.id,
    details: { questionKey: input.questionKey },
  });
  return { id: row!.id, interviewQuestionID: row!.id };
}

export async function addStepQuestionLink(
  db: Db,
  caller: Caller,
  input: { interviewStepID: number; interviewQuestionID: number; sortOrder?: number },
) {
  const rev = await revisionOfStep(db, input.interviewStepID);
  if ((await revisionOfQuestion(db, input.interviewQuestionID)) !== rev)
    throw badRequest('The question and the step belong to different templates');
  await assertEditable(db, rev);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO step_question_link (interview_step_id, interview_question_id, sort_order)
     VALUES ($1, $2, COALESCE($3, (SELECT count(*) FROM step_question_link WHERE interview_step_id = $1)))
     ON CONFLICT (interview_step_id, interview_question_id) DO UPDATE SET sort_order = EXCLUDED.sort_order RETURNING id`,
    [input.interviewStepID, input.interviewQuestionID, input.sortOrder ?? null],
  );
  void caller;
  return { id: row!.id };
}

export async function addChoice(
  db: Db,
  caller: Caller,
  input: {
    interviewQuestionID: number;
    value: string;
    label: string;
    labelSpanish?: string | null;
    sortOrder?: number;
  },
) {
  await assertEditable(db, await revisionOfQuestion(db, input.interviewQuestionID));
  const [q] = await db.query<{ question_type: string }>(
    'SELECT question_type FROM interview_question WHERE id = $1',
    [input.interviewQuestionID],
  );
  if (!['CHOICE', 'MULTIPLE_CHOICE'].includes(q!.question_type))
    throw badRequest('Only choice and multiple choice questions take choices');
  const [dup] = await db.query(
    'SELECT 1 FROM question_choice WHERE interview_question_id = $1 AND value = $2',
    [input.interviewQuestionID, input.value],
  );
  if (dup) throw conflict(`This question already has the choice '${input.value}'`);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO question_choice (interview_question_id, value, label, sort_order, label_spanish)
     VALUES ($1, $2, $3, COALESCE($4, (SELECT count(*) FROM question_choice WHERE interview_question_id = $1)), $5) RETURNING id`,
    [
      input.interviewQuestionID,
      input.value,
      input.label,
      input.sortOrder ?? null,
      input.labelSpanish ?? null,
    ],
  );
  void caller;
  return { id: row!.id };
}

export async function addEvent(
  db: Db,
  caller: Caller,
  input: {
    interviewRevisionID: number;
    eventType: string;
    action: string;
    message?: string | null;
    messageSpanish?: string | null;
  },
) {
  await assertEditable(db, input.interviewRevisionID);
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO interview_event (interview_revision_id, event_type, action, message, message_spanish) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [
      input.interviewRevisionID,
      input.eventType,
      input.action,
      input.message ?? null,
      input.messageSpanish ?? null,
    ],
  );
  void caller;
  return { id: row!.id };
}

export async function searchSteps(db: Db, input: { interviewTypeID?: number; interviewRevisionID?: number }) {
  return db.query(
    `SELECT s.id, r.interview_type_id AS "interviewTypeID", s.interview_revision_id AS "interviewRevisionID", s.step_key AS "stepKey", s.title,
            s.sort_order AS "sortOrder", s.next_rules AS "nextRules", s.default_next_step_key AS "defaultNextStepKey"
       FROM interview_step s JOIN interview_revision r ON r.id = s.interview_revision_id
      WHERE ($1::int IS NULL OR r.interview_type_id = $1) AND ($2::int IS NULL OR r.id = $2) ORDER BY r.id, s.sort_order, s.id`,
    [input.interviewTypeID ?? null, input.interviewRevisionID ?? null],
  );
}

/** The questions on a step, in order; a step that does not exist is 404, not an empty step. */
export async function searchStepQuestionLinks(db: Db, stepId: number) {
  await revisionOfStep(db, stepId);
  return db.query(
    `SELECT sq.id, sq.interview_step_id AS "interviewStepID", sq.interview_question_id AS "interviewQuestionID", sq.sort_order AS "sortOrder",
            q.question_key AS "questionKey", q.question_type AS "questionType", q.text
       FROM step_question_link sq JOIN interview_question q ON q.id = sq.interview_question_id WHERE sq.interview_step_id = $1 ORDER BY sq.sort_order, sq.id`,
    [stepId],
  );
}

/**
 * Whether a builder route shows on a host: the installation's config item `route.hiddenOnHosts:<path>` (the
 * same items administration keeps for every host-dependent route) lists the hosts, comma separated.
 */
export async function builderAvailability(
  db: Db,
  host: string,
  path: '/InterviewCreation' | '/CRInterviewCreation',
) {
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM school_config WHERE school_code IS NULL AND name = $1',
    [`route.hiddenOnHosts:${path}`],
  );
  const hidden = (row?.value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  return { host: name, path, available: !hidden.includes(name) };
}

// ---------- Editing a template piece by piece (/InterviewCreation, /CRInterviewCreation) ----------

type NextRule = { questionKey: string; equals: string; nextStepKey: string };

async function revisionOfChoice(db: Db, choiceId: number) {
  const [c] = await db.query<{ interview_revision_id: number; interview_question_id: number }>(
    'SELECT q.interview_revision_id, c.interview_question_id FROM question_choice c JOIN interview_question q ON q.id = c.interview_question_id WHERE c.id = $1',
    [choiceId],
  );
  if (!c) throw notFound(`No question choice ${choiceId}`);
  return c;
}

/** Branching must point at steps and questions of the same template, and never back at the step itself. */
async function assertRulesValid(
  db: Db,
  revisionId: number,
  stepKey: string,
  rules: NextRule[],
  defaultNext: string | null | undefined,
) {
  const steps = new Set(
    (
      await db.query<{ step_key: string }>(
        'SELECT step_key FROM interview_step WHERE interview_revision_id = $1',
        [revisionId],
      )
    ).map((s) => s.step_key),
  );
  const questions = new Set(
    (
      await db.query<{ question_key: string }>(
        'SELECT question_key FROM interview_question WHERE interview_revision_id = $1',
        [revisionId],
      )
    ).map((q) => q.question_key),
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

export async function updateStep(
  db: Db,
  caller: Caller,
  input: {
    id: number;
    stepKey?: string;
    title?: string;
    titleSpanish?: string | null;
    instructions?: string | null;
    instructionsSpanish?: string | null;
    nextRules?: NextRule[];
    defaultNextStepKey?: string | null;
  },
) {
  const [step] = await db.query<{
    interview_revision_id: number;
    step_key: string;
    next_rules: NextRule[];
    default_next_step_key: string | null;
  }>(
    'SELECT interview_revision_id, step_key, next_rules, default_next_step_key FROM interview_step WHERE id = $1',
    [input.id],
  );
  if (!step) throw notFound(`No interview step ${input.id}`);
  await assertEditableFor(db, step.interview_revision_id, input);
  const key = input.stepKey ?? step.step_key;
  if (key !== step.step_key) {
    const [dup] = await db.query(
      'SELECT 1 FROM interview_step WHERE interview_revision_id = $1 AND step_key = $2',
      [step.interview_revision_id, key],
    );
    if (dup) throw conflict(`This template already has a step '${key}'`);
  }
  const rules = input.nextRules ?? step.next_rules;
  const defaultNext =
    input.defaultNextStepKey === undefined ? step.default_next_step_key : input.defaultNextStepKey;
  await assertRulesValid(db, step.interview_revision_id, key, rules, defaultNext);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE interview_step SET step_key = $2, title = COALESCE($3, title), instructions = CASE WHEN $4::boolean THEN $5 ELSE instructions END,
              next_rules = $6, default_next_step_key = $7, title_spanish = CASE WHEN $8::boolean THEN $9 ELSE title_spanish END,
              instructions_spanish = CASE WHEN $10::boolean THEN $11 ELSE instructions_spanish END WHERE id = $1`,
      [
        input.id,
        key,
        input.title ?? null,
        input.instructions !== undefined,
        input.instructions ?? null,
        JSON.stringify(rules),
        defaultNext,
        input.titleSpanish !== undefined,
        input.titleSpanish ?? null,
        input.instructionsSpanish !== undefined,
        input.instructionsSpanish ?? null,
      ],
    );
    // A renamed step keeps the branches that lead to it.
    if (key !== step.step_key) {
      const others = await tx.query<{
        id: number;
        next_rules: NextRule[];
        default_next_step_key: string | null;
      }>(
        'SELECT id, next_rules, default_next_step_key FROM interview_step WHERE interview_revision_id = $1 AND id <> $2',
        [step.interview_revision_id, input.id],
      );
      for (const o of others) {
        const renamed = o.next_rules.map((r) =>
          r.nextStepKey === step.step_key ? { ...r, nextStepKey: key } : r,
        );
        await tx.query(
          'UPDATE interview_step SET next_rules = $2, default_next_step_key = $3 WHERE id = $1',
          [
            o.id,
            JSON.stringify(renamed),
            o.default_next_step_key === step.step_key ? key : o.default_next_step_key,
          ],
        );
      }
    }
    await tx.query('UPDATE interview_revision SET updated_at = now() WHERE id = $1', [
      step.interview_revision_id,
    ]);
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_STEP_UPDATED',
      entityType: 'interview_step',
      entityId: input.id,
      details: { stepKey: key },
    });
  });
  return { id: input.id };
}

/** Deletes a step; its questions stay in the template only when another step still asks them. */
export async function deleteStep(db: Db, caller: Caller, id: number) {
  const [step] = await db.query<{ interview_revision_id: number; step_key: string }>(
    'SELECT interview_revision_id, step_key FROM interview_step WHERE id = $1',
    [id],
  );
  if (!step) throw notFound(`No interview step ${id}`);
  await assertEditable(db, step.interview_revision_id);
  const leading = await db.query<{ step_key: string }>(
    `SELECT step_key FROM interview_step WHERE interview_revision_id = $1 AND id <> $2
        AND (default_next_step_key = $3 OR EXISTS (SELECT 1 FROM jsonb_array_elements(next_rules) r WHERE r->>'nextStepKey' = $3))`,
    [step.interview_revision_id, id, step.step_key],
  );
  if (leading.length)
    throw conflict(
      `Step${leading.length > 1 ? 's' : ''} ${leading.map((l) => `'${l.step_key}'`).join(', ')} lead${leading.length > 1 ? '' : 's'} to '${step.step_key}'; change ${leading.length > 1 ? 'their' : 'its'} next step first`,
    );
  await db.transaction(async (tx) => {
    await tx.query(
      `DELETE FROM interview_question q WHERE q.id IN (SELECT interview_question_id FROM step_question_link WHERE interview_step_id = $1)
          AND NOT EXISTS (SELECT 1 FROM step_question_link o WHERE o.interview_question_id = q.id AND o.interview_step_id <> $1)`,
      [id],
    );
    await tx.query('DELETE FROM interview_step WHERE id = $1', [id]);
    // The interview starts at the first remaining step when the deleted one was the start.
    await tx.query(
      `UPDATE interview_revision SET first_step_id = COALESCE(first_step_id, (SELECT id FROM interview_step WHERE interview_revision_id = $1 ORDER BY sort_order, id LIMIT 1)),
              updated_at = now() WHERE id = $1`,
      [step.interview_revision_id],
    );
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_STEP_DELETED',
      entityType: 'interview_step',
      entityId: id,
      details: { stepKey: step.step_key },
    });
  });
  return { id };
}

/** Puts the template's steps in the order given (every step once). */
export async function reorderSteps(
  db: Db,
  caller: Caller,
  input: { interviewRevisionID: number; stepIDs: number[] },
) {
  await assertEditable(db, input.interviewRevisionID);
  const steps = await db.query<{ id: number }>(
    'SELECT id FROM interview_step WHERE interview_revision_id = $1',
    [input.interviewRevisionID],
  );
  assertSameSet(
    steps.map((s) => s.id),
    input.stepIDs,
    'step',
  );
  await db.transaction(async (tx) => {
    for (const [i, id] of input.stepIDs.entries())
      await tx.query('UPDATE interview_step SET sort_order = $2 WHERE id = $1', [id, i]);
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_STEPS_REORDERED',
      entityType: 'interview_revision',
      entityId: input.interviewRevisionID,
      details: { stepIDs: input.stepIDs },
    });
  });
  return { id: input.interviewRevisionID };
}

function assertSameSet(have: number[], given: number[], what: string) {
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

export async function updateQuestion(
  db: Db,
  caller: Caller,
  input: {
    id: number;
    text?: string;
    textSpanish?: string | null;
    helpText?: string | null;
    helpTextSpanish?: string | null;
    required?: boolean;
    questionType?: string;
    minValue?: number | null;
    maxValue?: number | null;
    maxLength?: number | null;
    identityFact?: string | null;
  },
) {
  const revisionId = await revisionOfQuestion(db, input.id);
  await assertEditableFor(db, revisionId, input);
  const [q] = await db.query<{ question_type: string; identity_fact: string | null; choices: number }>(
    'SELECT question_type, identity_fact, (SELECT count(*)::int FROM question_choice c WHERE c.interview_question_id = q.id) AS choices FROM interview_question q WHERE id = $1',
    [input.id],
  );
  const type = input.questionType ?? q!.question_type;
  if (q!.choices > 0 && !['CHOICE', 'MULTIPLE_CHOICE'].includes(type))
    throw badRequest('Delete the choices first: only choice and multiple choice questions have choices');
  const fact = input.identityFact === undefined ? q!.identity_fact : input.identityFact;
  if (type === 'IDENTITY_VERIFICATION' && !fact)
    throw badRequest(
      'An identity question needs the fact it checks (date of birth, SSN last four or student id)',
    );
  const has = (k: keyof typeof input) => input[k] !== undefined;
  await db.query(
    `UPDATE interview_question SET text = COALESCE($2, text), help_text = CASE WHEN $3 THEN $4 ELSE help_text END, required = COALESCE($5, required),
            question_type = $6, min_value = CASE WHEN $7 THEN $8::numeric ELSE min_value END, max_value = CASE WHEN $9 THEN $10::numeric ELSE max_value END,
            max_length = CASE WHEN $11 THEN $12::int ELSE max_length END, identity_fact = $13,
            text_spanish = CASE WHEN $14 THEN $15 ELSE text_spanish END, help_text_spanish = CASE WHEN $16 THEN $17 ELSE help_text_spanish END
      WHERE id = $1`,
    [
      input.id,
      input.text ?? null,
      has('helpText'),
      input.helpText ?? null,
      input.required ?? null,
      type,
      has('minValue'),
      input.minValue ?? null,
      has('maxValue'),
      input.maxValue ?? null,
      has('maxLength'),
      input.maxLength ?? null,
      type === 'IDENTITY_VERIFICATION' ? fact : null,
      has('textSpanish'),
      input.textSpanish ?? null,
      has('helpTextSpanish'),
      input.helpTextSpanish ?? null,
    ],
  );
  await recordActivity(db, caller, {
    action: 'INTERVIEW_QUESTION_UPDATED',
    entityType: 'interview_question',
    entityId: input.id,
  });
  return { id: input.id };
}

/** Deletes a question from the template (every step that asks it); a branch that reads its answer must go first. */
export async function deleteQuestion(db: Db, caller: Caller, id: number) {
  const revisionId = await revisionOfQuestion(db, id);
  await assertEditable(db, revisionId);
  const [q] = await db.query<{ question_key: string }>(
    'SELECT question_key FROM interview_question WHERE id = $1',
    [id],
  );
  const branching = await db.query<{ step_key: string }>(
    `SELECT step_key FROM interview_step WHERE interview_revision_id = $1 AND EXISTS (SELECT 1 FROM jsonb_array_elements(next_rules) r WHERE r->>'questionKey' = $2)`,
    [revisionId, q!.question_key],
  );
  if (branching.length)
    throw conflict(
      `The next step of ${branching.map((b) => `'${b.step_key}'`).join(', ')} depends on '${q!.question_key}'; change that branch first`,
    );
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM interview_question WHERE id = $1', [id]);
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_QUESTION_DELETED',
      entityType: 'interview_question',
      entityId: id,
      details: { questionKey: q!.question_key },
    });
  });
  return { id };
}

/** Puts a step's questions in the order given (every question of the step once). */
export async function reorderStepQuestions(
  db: Db,
  caller: Caller,
  input: { interviewStepID: number; questionIDs: number[] },
) {
  await assertEditable(db, await revisionOfStep(db, input.interviewStepID));
  const links = await db.query<{ interview_question_id: number }>(
    'SELECT interview_question_id FROM step_question_link WHERE interview_step_id = $1',
    [input.interviewStepID],
  );
  assertSameSet(
    links.map((l) => l.interview_question_id),
    input.questionIDs,
    'question',
  );
  await db.transaction(async (tx) => {
    for (const [i, qid] of input.questionIDs.entries()) {
      await tx.query(
        'UPDATE step_question_link SET sort_order = $3 WHERE interview_step_id = $1 AND interview_question_id = $2',
        [input.interviewStepID, qid, i],
      );
    }
    await recordActivity(tx, caller, {
      action: 'INTERVIEW_QUESTIONS_REORDERED',
      entityType: 'interview_step',
      entityId: input.interviewStepID,
      details: { questionIDs: input.questionIDs },
    });
  });
  return { id: input.interviewStepID };
}

export async function updateChoice(
  db: Db,
  caller: Caller,
  input: { id: number; value?: string; label?: string; labelSpanish?: string | null },
) {
  const c = await revisionOfChoice(db, input.id);
  await assertEditableFor(db, c.interview_revision_id, input);
  if (input.value !== undefined) {
    const [dup] = await db.query(
      'SELECT 1 FROM question_choice WHERE interview_question_id = $1 AND value = $2 AND id <> $3',
      [c.interview_question_id, input.value, input.id],
    );
    if (dup) throw conflict(`This question already has the choice '${input.value}'`);
  }
  await db.query(
    `UPDATE question_choice SET value = COALESCE($2, value), label = COALESCE($3, label),
            label_spanish = CASE WHEN $4::boolean THEN $5 ELSE label_spanish END WHERE id = $1`,
    [
      input.id,
      input.value ?? null,
      input.label ?? null,
      input.labelSpanish !== undefined,
      input.labelSpanish ?? null,
    ],
  );
  await recordActivity(db, caller, {
    action: 'QUESTION_CHOICE_UPDATED',
    entityType: 'question_choice',
    entityId: input.id,
  });
  return { id: input.id };
}

export async function deleteChoice(db: Db, caller: Caller, id: number) {
  const c = await revisionOfChoice(db, id);
  await assertEditable(db, c.interview_revision_id);
  await db.query('DELETE FROM question_choice WHERE id = $1', [id]);
  await recordActivity(db, caller, {
    action: 'QUESTION_CHOICE_DELETED',
    entityType: 'question_choice',
    entityId: id,
  });
  return { id };
}

/** Puts a question's choices in the order given (every choice once). */
export async function reorderChoices(
  db: Db,
  caller: Caller,
  input: { interviewQuestionID: number; choiceIDs: number[] },
) {
  await assertEditable(db, await revisionOfQuestion(db, input.interviewQuestionID));
  const choices = await db.query<{ id: number }>(
    'SELECT id FROM question_choice WHERE interview_question_id = $1',
    [input.interviewQuestionID],
  );
  assertSameSet(
    choices.map((c) => c.id),
    input.choiceIDs,
    'choice',
  );
  await db.transaction(async (tx) => {
    for (const [i, id] of input.choiceIDs.entries())
      await tx.query('UPDATE question_choice SET sort_order = $2 WHERE id = $1', [id, i]);
    await recordActivity(tx, caller, {
      action: 'QUESTION_CHOICES_REORDERED',
      entityType: 'interview_question',
      entityId: input.interviewQuestionID,
    });
  });
  return { id: input.interviewQuestionID };
}

export async function deleteEvent(db: Db, caller: Caller, id: number) {
  const [e] = await db.query<{ interview_revision_id: number }>(
    'SELECT interview_revision_id FROM interview_event WHERE id = $1',
    [id],
  );
  if (!e) throw notFound(`No interview event ${id}`);
  await assertEditable(db, e.interview_revision_id);
  await db.query('DELETE FROM interview_event WHERE id = $1', [id]);
  await recordActivity(db, caller, {
    action: 'INTERVIEW_EVENT_DELETED',
    entityType: 'interview_event',
    entityId: id,
  });
  return { id };
}
