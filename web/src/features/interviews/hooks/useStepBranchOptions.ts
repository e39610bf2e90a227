import { type InterviewTemplateQuery, useInterviewStepQuestionsQuery } from '../graphql/builder.generated';

type Template = InterviewTemplateQuery['interviewTemplate'];
type Step = Template['steps'][number];

/**
 * What a step's branches choose from: the questions (this step's first, read afresh through its question links: a
 * branch most often reads this step's answers) and the other steps to go to.
 */
export function useStepBranchOptions(template: Template, step: Step) {
  const onStep = useInterviewStepQuestionsQuery({
    variables: { stepId: step.id },
    fetchPolicy: 'network-only',
  });
  const stepQuestions = onStep.data?.interviewStepQuestions ?? [];
  const questions = template.steps.flatMap((s) => s.questions);
  const option = (x: { questionKey: string; text: string }) => ({
    value: x.questionKey,
    label: `${x.text} (${x.questionKey})`,
  });
  const ownKeys = new Set(stepQuestions.map((x) => x.questionKey));
  const branchQuestions = onStep.data
    ? [
        { group: 'On this step', items: stepQuestions.map(option) },
        {
          group: 'On other steps',
          items: questions.filter((x) => !ownKeys.has(x.questionKey)).map(option),
        },
      ].filter((g) => g.items.length > 0)
    : questions.map(option);
  const targets = template.steps
    .filter((s) => s.id !== step.id)
    .map((s) => ({ value: s.stepKey, label: `${s.title} (${s.stepKey})` }));
  return { onStep, stepQuestions, questions, branchQuestions, targets };
}
