import type { InterviewTemplateQuery } from './graphql/builder.generated';

type Template = InterviewTemplateQuery['interviewTemplate'];

/**
 * The texts of a template that students read and that have no Spanish yet (issue 26): a student reading Spanish sees
 * them in English, and the builder marks each one "Untranslated". Each entry names where the text is.
 */
export function untranslatedTexts(template: Template): string[] {
  const missing: string[] = [];
  if (!template.nameSpanish) missing.push('Template name');
  for (const step of template.steps) {
    if (!step.titleSpanish) missing.push(`Step ${step.stepKey}: title`);
    if (step.instructions && !step.instructionsSpanish) missing.push(`Step ${step.stepKey}: instructions`);
    for (const q of step.questions) {
      if (!q.textSpanish) missing.push(`Question ${q.questionKey}: text`);
      if (q.helpText && !q.helpTextSpanish) missing.push(`Question ${q.questionKey}: help`);
      for (const c of q.choices)
        if (!c.labelSpanish) missing.push(`Question ${q.questionKey}: choice ${c.value}`);
    }
  }
  for (const e of template.events)
    if (e.action === 'EMAIL_CONFIRMATION' && e.message && !e.messageSpanish)
      missing.push(`Confirmation e-mail ${e.id}: message`);
  // A question asked on two steps is listed once.
  return [...new Set(missing)];
}
