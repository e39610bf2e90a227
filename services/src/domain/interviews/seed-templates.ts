import type { Db } from '../../platform/db.js';
import * as sql from './templates.queries.js';
import * as stepSql from './template-steps.queries.js';
import * as questionSql from './template-questions.queries.js';
import * as seedSql from './seed-templates.queries.js';
import { CC } from './shipped-templates/comment-code-resolution.js';
import { V5 } from './shipped-templates/household-identity.js';
import { V4 } from './shipped-templates/identity-statement.js';
import { SIG } from './shipped-templates/signature.js';
import { taxTranscript } from './shipped-templates/tax-transcript.js';
import type { TemplateDef } from './shipped-templates/template-defs.js';
import { verificationWorksheet } from './shipped-templates/verification-worksheet.js';

// Each shipped template's text is in shipped-templates/, one file a template; its types in template-defs.ts.
export type { QuestionDef, QuestionType, StepDef, TemplateDef } from './shipped-templates/template-defs.js';

export const SEEDED_TEMPLATES: TemplateDef[] = [
  verificationWorksheet('V1', 'student'),
  verificationWorksheet('V1P', 'parent'),
  V4,
  V5,
  taxTranscript('TAX', 'student'),
  taxTranscript('TAXP', 'parent'),
  SIG,
  CC,
];

/** The confirmation a shipped template e-mails on submit, in both languages. */
const confirmation = (def: TemplateDef) => ({
  message: `We received your ${def.name}. The financial aid office will review it and let you know if anything else is needed.`,
  messageSpanish: `Recibimos su ${def.nameSpanish}. La oficina de ayuda financiera lo revisará y le avisará si necesita algo más.`,
});

/** Writes one template (a revision for one aid year) with its steps, questions and choices; returns its id. */
export async function insertTemplate(
  tx: Db,
  def: TemplateDef,
  aidYear: number,
  revision = 1,
  createdBy?: string,
): Promise<number> {
  const rev = await seedSql.insertRevisionOfTypeCode.first(tx, {
    typeCode: def.typeCode,
    aidYear,
    revision,
    name: def.name,
    nameSpanish: def.nameSpanish,
    description: def.description,
    descriptionSpanish: def.descriptionSpanish,
    isCommentCode: def.isCommentCode ?? false,
    createdBy: createdBy ?? null,
  });
  if (!rev) throw new Error(`No interview type ${def.typeCode}`);
  const questionIds = new Map<string, number>();
  for (const [i, step] of def.steps.entries()) {
    const s = await stepSql.insertStep.first(tx, {
      revisionId: rev.id,
      stepKey: step.key,
      title: step.title,
      titleSpanish: step.titleSpanish,
      instructions: step.instructions ?? null,
      instructionsSpanish: step.instructionsSpanish ?? null,
      sortOrder: i,
      nextRules: step.rules ?? [],
      defaultNextStepKey: step.next ?? null,
    });
    if (i === 0) await seedSql.setFirstStep.run(tx, { revisionId: rev.id, stepId: s!.id });
    for (const [j, q] of step.questions.entries()) {
      let qid = questionIds.get(q.key);
      if (!qid) {
        const row = await questionSql.insertQuestion.first(tx, {
          revisionId: rev.id,
          questionKey: q.key,
          questionType: q.type,
          text: q.text,
          textSpanish: q.textSpanish,
          helpText: q.help ?? null,
          helpTextSpanish: q.helpSpanish ?? null,
          required: q.required ?? true,
          minValue: q.min ?? null,
          maxValue: q.max ?? null,
          maxLength: q.maxLength ?? null,
          identityFact: q.identityFact ?? null,
        });
        qid = row!.id;
        questionIds.set(q.key, qid);
        for (const [k, [value, label, labelSpanish]] of (q.choices ?? []).entries()) {
          await questionSql.insertChoice.run(tx, {
            questionId: qid,
            value,
            label,
            labelSpanish,
            sortOrder: k,
          });
        }
      }
      await seedSql.insertStepQuestionLink.run(tx, { stepId: s!.id, questionId: qid, sortOrder: j });
    }
  }
  const { message, messageSpanish } = confirmation(def);
  await sql.insertEvent.run(tx, {
    revisionId: rev.id,
    eventType: 'ON_SUBMIT',
    action: 'EMAIL_CONFIRMATION',
    message,
    messageSpanish,
  });
  return rev.id;
}

/** The templates every installation starts with, for each aid year given. */
export async function seedInterviewTemplates(tx: Db, aidYears: number[]): Promise<void> {
  for (const year of aidYears) for (const def of SEEDED_TEMPLATES) await insertTemplate(tx, def, year);
}

/** Each shipped English text with its Spanish, per column of the template tables. */
export function shippedSpanish() {
  const pairs = {
    revision_name: new Map<string, string>(),
    revision_description: new Map<string, string>(),
    step_title: new Map<string, string>(),
    step_instructions: new Map<string, string>(),
    question_text: new Map<string, string>(),
    question_help: new Map<string, string>(),
    choice_label: new Map<string, string>(),
    event_message: new Map<string, string>(),
  };
  for (const def of SEEDED_TEMPLATES) {
    pairs.revision_name.set(def.name, def.nameSpanish);
    pairs.revision_description.set(def.description, def.descriptionSpanish);
    const { message, messageSpanish } = confirmation(def);
    pairs.event_message.set(message, messageSpanish);
    for (const s of def.steps) {
      pairs.step_title.set(s.title, s.titleSpanish);
      if (s.instructions && s.instructionsSpanish)
        pairs.step_instructions.set(s.instructions, s.instructionsSpanish);
      for (const q of s.questions) {
        pairs.question_text.set(q.text, q.textSpanish);
        if (q.help && q.helpSpanish) pairs.question_help.set(q.help, q.helpSpanish);
        for (const [, label, labelSpanish] of q.choices ?? []) pairs.choice_label.set(label, labelSpanish);
      }
    }
  }
  return pairs;
}

const TRANSLATE_STEP = 'interview_templates_spanish';

/**
 * An installation made before the templates carried Spanish (migration 105) gets the shipped Spanish once, on the
 * rows whose English is still the shipped wording: a text a school rewrote is the school's, left untranslated.
 */
export async function translateShippedTemplates(tx: Db): Promise<void> {
  if (await seedSql.maintenanceStepDone.first(tx, { name: TRANSLATE_STEP })) return;
  const p = shippedSpanish();
  const t = seedSql.translateShipped;
  const targets: [query: typeof t.typeName, pairs: Map<string, string>][] = [
    // A shipped type has its template's name.
    [t.typeName, p.revision_name],
    [t.revisionName, p.revision_name],
    [t.revisionDescription, p.revision_description],
    [t.stepTitle, p.step_title],
    [t.stepInstructions, p.step_instructions],
    [t.questionText, p.question_text],
    [t.questionHelp, p.question_help],
    [t.choiceLabel, p.choice_label],
    [t.eventMessage, p.event_message],
  ];
  for (const [query, pairs] of targets)
    await query.run(tx, { en: [...pairs.keys()], es: [...pairs.values()] });
  await seedSql.recordMaintenanceStep.run(tx, { name: TRANSLATE_STEP });
}
