/** A step as the person answering sees it: its questions, their answers so far and their uploads. */
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import type { QuestionRow } from './answers.js';
import type { LinkRow } from './links.js';
import * as sql from './engine.queries.js';
import type { StepRow } from './engine.queries.js';

export async function stepById(db: Db, revisionId: number, stepId: number | null): Promise<StepRow> {
  const step = await sql.stepOfRevision.first(db, { stepId, revisionId });
  if (!step) throw badRequest(`Step ${stepId} is not part of this interview`);
  return step;
}

export async function questionsOfStep(db: Db, stepId: number): Promise<QuestionRow[]> {
  return sql.questionsOfStep.all(db, { stepId });
}

/** A step as the student sees it: its questions with what was already answered and uploaded. */
export async function stepView(db: Db, link: LinkRow, step: StepRow, revisionId: number) {
  const questions = await questionsOfStep(db, step.id);
  const ids = questions.map((q) => q.id);
  const answers = new Map(
    (await sql.answersToQuestions.all(db, { linkId: link.id, questionIds: ids })).map((a) => [
      a.interview_question_id,
      a.value,
    ]),
  );
  const uploads = await listUploads(db, link.id, ids);
  const verified = await verifiedQuestions(db, link.id);
  const [{ n: stepCount } = { n: 0 }] = await sql.stepCount.all(db, { revisionId });
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
  const rows = await sql.uploadsOfLink.all(db, { linkId, questionIds: questionIds ?? null });
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

export async function verifiedQuestions(db: Db, linkId: number): Promise<Set<number>> {
  const rows = await sql.verifiedQuestions.all(db, { linkId });
  return new Set(rows.map((r) => r.interview_question_id));
}
