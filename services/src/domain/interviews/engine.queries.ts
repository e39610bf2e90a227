import { z } from 'zod';
import { id, jsonParam, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { taskListItemStatus } from '../students/task-list.answers.js';
import { PORTAL_LANGUAGES } from '../notifications/templates.js';
import { QUESTION_TYPES, storedAnswer } from './interview.answers.js';
import { nextRule } from './templates.queries.js';

// The SQL of a student answering an interview (engine.ts): each statement once, named, with its parameters and
// rows checked (docs/data-layer.md).

/** An answer as stored (jsonb): whatever the question's check let through. */
const stored = z.unknown();

// ---------- Steps and questions as the student sees them ----------

const stepRow = z.object({
  id,
  interview_revision_id: id,
  step_key: z.string(),
  title: z.string(),
  title_spanish: maybeText,
  instructions: maybeText,
  instructions_spanish: maybeText,
  sort_order: z.number().int(),
  next_rules: z.array(nextRule),
  default_next_step_key: maybeText,
});
export type StepRow = z.infer<typeof stepRow>;

/** The step when it is part of the template; no row: it is not (a null step is part of none). */
export const stepOfRevision = namedQuery({
  name: 'stepOfRevision',
  params: z.object({ stepId: id.nullable(), revisionId: id }),
  row: stepRow,
  sql: `SELECT id, interview_revision_id, step_key, title, title_spanish, instructions, instructions_spanish, sort_order, next_rules, default_next_step_key
       FROM interview_step WHERE id = :stepId AND interview_revision_id = :revisionId`,
});

/** A question of a step with its choices; numeric bounds as text, exactly as stored. */
export const questionsOfStep = namedQuery({
  name: 'questionsOfStep',
  params: z.object({ stepId: id }),
  row: z.object({
    id,
    question_key: z.string(),
    question_type: z.enum(QUESTION_TYPES),
    text: z.string(),
    text_spanish: maybeText,
    help_text: maybeText,
    help_text_spanish: maybeText,
    required: z.boolean(),
    min_value: maybeText,
    max_value: maybeText,
    max_length: z.number().int().nullable(),
    identity_fact: maybeText,
    choices: z.array(z.object({ id, value: z.string(), label: z.string(), labelSpanish: maybeText })),
  }),
  sql: `SELECT q.id, q.question_key, q.question_type, q.text, q.text_spanish, q.help_text, q.help_text_spanish, q.required, q.min_value::text,
            q.max_value::text, q.max_length, q.identity_fact,
            COALESCE((SELECT json_agg(json_build_object('id', c.id, 'value', c.value, 'label', c.label, 'labelSpanish', c.label_spanish)
                                      ORDER BY c.sort_order, c.id)
                        FROM question_choice c WHERE c.interview_question_id = q.id), '[]') AS choices
       FROM step_question_link sq JOIN interview_question q ON q.id = sq.interview_question_id
      WHERE sq.interview_step_id = :stepId ORDER BY sq.sort_order, sq.id`,
});

export const answersToQuestions = namedQuery({
  name: 'answersToQuestions',
  params: z.object({ linkId: id, questionIds: z.array(id) }),
  row: z.object({ interview_question_id: id, value: storedAnswer }),
  sql: `SELECT interview_question_id, value FROM interview_answer
      WHERE student_interview_link_id = :linkId AND interview_question_id = ANY(:questionIds::int[])`,
});

export const stepCount = namedQuery({
  name: 'stepCount',
  params: z.object({ revisionId: id }),
  row: z.object({ n: z.number().int() }),
  sql: `SELECT count(*)::int AS n FROM interview_step WHERE interview_revision_id = :revisionId`,
});

/** The item's documents not deleted, of the questions given (null: of all), oldest first. */
export const uploadsOfLink = namedQuery({
  name: 'uploadsOfLink',
  params: z.object({ linkId: id, questionIds: z.array(id).nullable() }),
  row: z.object({
    uuid: z.string(),
    interview_question_id: id,
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    version_id: z.number().int(),
    created_at: z.date(),
  }),
  sql: `SELECT uuid, interview_question_id, file_name, content_type, size_bytes, version_id, created_at FROM interview_upload
      WHERE student_interview_link_id = :linkId AND deleted_at IS NULL
        AND (:questionIds::int[] IS NULL OR interview_question_id = ANY(:questionIds::int[]))
      ORDER BY id`,
});

/** The identity questions of the item answered right at least once. */
export const verifiedQuestions = namedQuery({
  name: 'verifiedQuestions',
  params: z.object({ linkId: id }),
  row: z.object({ interview_question_id: id }),
  sql: `SELECT DISTINCT interview_question_id FROM identity_verification_attempt WHERE student_interview_link_id = :linkId AND matched`,
});

export const revisionStart = namedQuery({
  name: 'revisionStart',
  params: z.object({ revisionId: id }),
  row: z.object({ first_step_id: id.nullable(), name: z.string(), name_spanish: maybeText }),
  sql: `SELECT first_step_id, name, name_spanish FROM interview_revision WHERE id = :revisionId`,
});

export const revisionName = namedQuery({
  name: 'revisionName',
  params: z.object({ revisionId: id }),
  row: z.object({ name: z.string(), name_spanish: maybeText }),
  sql: `SELECT name, name_spanish FROM interview_revision WHERE id = :revisionId`,
});

// ---------- Saving a step ----------

export const accountName = namedQuery({
  name: 'accountName',
  params: z.object({ accountId: id }),
  row: z.object({ first_name: z.string(), last_name: z.string(), username: z.string() }),
  sql: `SELECT first_name, last_name, username FROM student_account WHERE id = :accountId`,
});

export const accountLanguage = namedQuery({
  name: 'accountLanguage',
  params: z.object({ accountId: id }),
  row: z.object({ preferred_language: z.enum(PORTAL_LANGUAGES) }),
  sql: `SELECT preferred_language FROM student_account WHERE id = :accountId`,
});

export const setCurrentStep = namedQuery({
  name: 'setCurrentStep',
  params: z.object({ linkId: id, stepId: id }),
  row: noRow,
  sql: `UPDATE student_interview_link SET current_step_id = :stepId, updated_at = now() WHERE id = :linkId`,
});

/** Where the item stands, locked until the transaction ends. */
export const lockLink = namedQuery({
  name: 'lockLink',
  params: z.object({ linkId: id }),
  row: z.object({ status: taskListItemStatus, current_step_id: id.nullable(), step_path: z.array(id) }),
  sql: `SELECT status, current_step_id, step_path FROM student_interview_link WHERE id = :linkId FOR UPDATE`,
});

export const saveAnswer = namedQuery({
  name: 'saveAnswer',
  params: z.object({ linkId: id, questionId: id, value: jsonParam(stored), answeredBy: z.string() }),
  row: noRow,
  sql: `INSERT INTO interview_answer (student_interview_link_id, interview_question_id, value, answered_by) VALUES (:linkId, :questionId, :value, :answeredBy)
           ON CONFLICT (student_interview_link_id, interview_question_id) DO UPDATE SET value = EXCLUDED.value, answered_by = EXCLUDED.answered_by, updated_at = now()`,
});

export const deleteAnswer = namedQuery({
  name: 'deleteAnswer',
  params: z.object({ linkId: id, questionId: id }),
  row: noRow,
  sql: `DELETE FROM interview_answer WHERE student_interview_link_id = :linkId AND interview_question_id = :questionId`,
});

/** Every answer of the item, by question key: what the step's rules read. */
export const answersByKey = namedQuery({
  name: 'answersByKey',
  params: z.object({ linkId: id }),
  row: z.object({ question_key: z.string(), value: stored }),
  sql: `SELECT q.question_key, a.value FROM interview_answer a JOIN interview_question q ON q.id = a.interview_question_id
        WHERE a.student_interview_link_id = :linkId`,
});

export const recordStepSaved = namedQuery({
  name: 'recordStepSaved',
  params: z.object({
    linkId: id,
    stepId: id,
    answers: jsonParam(z.record(z.string(), stored)),
    actorUuid: z.string(),
    actorRole: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO interview_attempt (student_interview_link_id, interview_step_id, action, answers, actor_uuid, actor_role)
       VALUES (:linkId, :stepId, 'STEP_SAVED', :answers, :actorUuid, :actorRole)`,
});

export const stepIdByKey = namedQuery({
  name: 'stepIdByKey',
  params: z.object({ revisionId: id, stepKey: z.string() }),
  row: z.object({ id }),
  sql: `SELECT id FROM interview_step WHERE interview_revision_id = :revisionId AND step_key = :stepKey`,
});

/** The item moves on to a step, on the template it is answered on. */
export const moveLinkTo = namedQuery({
  name: 'moveLinkTo',
  params: z.object({ linkId: id, revisionId: id, stepId: id, path: z.array(id) }),
  row: z.object({ status: taskListItemStatus, current_step_id: id.nullable(), step_path: z.array(id) }),
  sql: `UPDATE student_interview_link SET status = 'IN_PROGRESS', interview_revision_id = :revisionId, current_step_id = :stepId, step_path = :path, updated_at = now()
          WHERE id = :linkId RETURNING status, current_step_id, step_path`,
});

/** The item is submitted, signed when a signature question was answered. */
export const submitLink = namedQuery({
  name: 'submitLink',
  params: z.object({
    linkId: id,
    revisionId: id,
    path: z.array(id),
    signedName: maybeText,
    accountId: id,
  }),
  row: z.object({
    status: taskListItemStatus,
    submitted_at: z.date().nullable(),
    signed_name: maybeText,
    signed_at: z.date().nullable(),
    step_path: z.array(id),
  }),
  sql: `UPDATE student_interview_link SET status = 'SUBMITTED', interview_revision_id = :revisionId, current_step_id = NULL, step_path = :path,
              submitted_at = now(), signed_name = :signedName, signed_at = CASE WHEN :signedName::text IS NULL THEN NULL ELSE now() END,
              signed_by_account_id = CASE WHEN :signedName::text IS NULL THEN NULL ELSE :accountId::int END, updated_at = now()
        WHERE id = :linkId RETURNING status, submitted_at, signed_name, signed_at, step_path`,
});

export const recordSubmitted = namedQuery({
  name: 'recordSubmitted',
  params: z.object({ linkId: id, stepId: id, actorUuid: z.string(), actorRole: z.string() }),
  row: noRow,
  sql: `INSERT INTO interview_attempt (student_interview_link_id, interview_step_id, action, actor_uuid, actor_role)
       VALUES (:linkId, :stepId, 'SUBMITTED', :actorUuid, :actorRole)`,
});

/** The student's status and how many of their items of the aid year are still open, the student locked. */
export const studentOpenItems = namedQuery({
  name: 'studentOpenItems',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ status: z.string(), school_code: z.string(), open: z.number().int() }),
  sql: `SELECT st.status, st.school_code,
            (SELECT count(*)::int FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = :aidYear
                AND l.status IN ('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION')) AS open
       FROM student st WHERE st.id = :studentId FOR UPDATE`,
});

export const setStudentStatus = namedQuery({
  name: 'setStudentStatus',
  params: z.object({ studentId: id, status: z.string() }),
  row: noRow,
  sql: `UPDATE student SET status = :status, updated_at = now() WHERE id = :studentId`,
});

export const eventsOfType = namedQuery({
  name: 'eventsOfType',
  params: z.object({ revisionId: id, eventType: z.string() }),
  row: z.object({ action: z.string(), message: maybeText, message_spanish: maybeText }),
  sql: `SELECT action, message, message_spanish FROM interview_event
      WHERE interview_revision_id = :revisionId AND event_type = :eventType ORDER BY id`,
});

// ---------- Starting over, history ----------

export const deleteAnswersOfLink = namedQuery({
  name: 'deleteAnswersOfLink',
  params: z.object({ linkId: id }),
  row: noRow,
  sql: `DELETE FROM interview_answer WHERE student_interview_link_id = :linkId`,
});

export const setAsideUploadsOfLink = namedQuery({
  name: 'setAsideUploadsOfLink',
  params: z.object({ linkId: id }),
  row: noRow,
  sql: `UPDATE interview_upload SET deleted_at = now() WHERE student_interview_link_id = :linkId AND deleted_at IS NULL`,
});

export const resetLink = namedQuery({
  name: 'resetLink',
  params: z.object({ linkId: id }),
  row: noRow,
  sql: `UPDATE student_interview_link SET status = 'NEW', interview_revision_id = NULL, current_step_id = NULL, step_path = '{}',
              submitted_at = NULL, signed_name = NULL, signed_at = NULL, signed_by_account_id = NULL, updated_at = now() WHERE id = :linkId`,
});

export const recordReset = namedQuery({
  name: 'recordReset',
  params: z.object({ linkId: id, actorUuid: z.string(), actorRole: z.string() }),
  row: noRow,
  sql: `INSERT INTO interview_attempt (student_interview_link_id, action, actor_uuid, actor_role) VALUES (:linkId, 'RESET', :actorUuid, :actorRole)`,
});

/** Every save, reset and submission of the item, oldest first; the row is the answer (camelCase). */
export const attemptsOfLink = namedQuery({
  name: 'attemptsOfLink',
  params: z.object({ linkId: id }),
  row: z.object({
    id,
    action: z.enum(['STEP_SAVED', 'RESET', 'SUBMITTED']),
    // Written as a record of answers by question key ('{}' for a reset).
    answers: z.record(z.string(), stored),
    actorRole: z.string(),
    createdAt: z.date(),
    stepTitle: maybeText,
  }),
  sql: `SELECT a.id::int, a.action, a.answers, a.actor_role AS "actorRole", a.created_at AS "createdAt", s.title AS "stepTitle"
       FROM interview_attempt a LEFT JOIN interview_step s ON s.id = a.interview_step_id
      WHERE a.student_interview_link_id = :linkId ORDER BY a.id`,
});

// ---------- Identity questions ----------

export const questionOfRevision = namedQuery({
  name: 'questionOfRevision',
  params: z.object({ questionId: id, revisionId: id }),
  row: z.object({ id, text: z.string(), identity_fact: maybeText, question_type: z.string() }),
  sql: `SELECT id, text, identity_fact, question_type FROM interview_question WHERE id = :questionId AND interview_revision_id = :revisionId`,
});

export const identityMisses = namedQuery({
  name: 'identityMisses',
  params: z.object({ linkId: id, questionId: id }),
  row: z.object({ misses: z.number().int() }),
  sql: `SELECT count(*)::int AS misses FROM identity_verification_attempt
      WHERE student_interview_link_id = :linkId AND interview_question_id = :questionId AND NOT matched`,
});

/** What an identity answer is compared with. */
export const studentIdentityFacts = namedQuery({
  name: 'studentIdentityFacts',
  params: z.object({ studentId: id }),
  row: z.object({ dob: maybeText, ssn_last_four: maybeText, student_number: z.string() }),
  sql: `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob, ssn_last_four, student_number FROM student WHERE id = :studentId`,
});

/** An identity answer's outcome (never the answer itself). */
export const recordIdentityAttempt = namedQuery({
  name: 'recordIdentityAttempt',
  params: z.object({
    linkId: id,
    questionId: id,
    questionText: z.string(),
    matched: z.boolean(),
    actorUuid: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO identity_verification_attempt (student_interview_link_id, interview_question_id, question_text, matched, actor_uuid)
       VALUES (:linkId, :questionId, :questionText, :matched, :actorUuid)`,
});
