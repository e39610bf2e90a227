import type { InterviewTemplateQuery } from './graphql/builder.generated';

type Step = InterviewTemplateQuery['interviewTemplate']['steps'][number];

/** Where a step goes next, in words: each branch, then the default (or the end). */
export function nextStepText(step: Step): string {
  return step.nextRules
    .map((r) => `${r.questionKey} = ${r.equals} → ${r.nextStepKey}`)
    .concat(step.defaultNextStepKey ?? 'end')
    .join(', ');
}
