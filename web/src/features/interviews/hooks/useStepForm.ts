import type { UseFormReturnType } from '@mantine/form';
import { type InterviewTemplateQuery, useUpdateInterviewStepMutation } from '../graphql/builder.generated';
import type { StepBranch as Rule } from '../components/StepBranchRow';
import { useBuilderForm } from './useBuilderForm';

type Step = InterviewTemplateQuery['interviewTemplate']['steps'][number];
/** The default-next choice meaning "no next step". */
export const END = '__end__';

/** A step's fields as its form holds them. */
export type StepValues = {
  stepKey: string;
  title: string;
  titleSpanish: string;
  instructions: string;
  instructionsSpanish: string;
  defaultNextStepKey: string;
  nextRules: Rule[];
};

/** The form of one step, filled from it, and its submit handler: saves the step, then closes the form. */
export function useStepForm(step: Step, onChanged: () => Promise<unknown>, onClose: () => void) {
  const [save] = useUpdateInterviewStepMutation();
  const { form, onSubmit, busy } = useBuilderForm<StepValues>(
    {
      stepKey: step.stepKey,
      title: step.title,
      titleSpanish: step.titleSpanish ?? '',
      instructions: step.instructions ?? '',
      instructionsSpanish: step.instructionsSpanish ?? '',
      defaultNextStepKey: step.defaultNextStepKey ?? END,
      nextRules: step.nextRules.map(({ questionKey, equals, nextStepKey }): Rule => ({
        questionKey,
        equals,
        nextStepKey,
      })),
    },
    onChanged,
  );
  const submit = onSubmit(
    async (v) =>
      (
        await save({
          variables: {
            input: {
              id: step.id,
              stepKey: v.stepKey.trim(),
              title: v.title.trim(),
              titleSpanish: v.titleSpanish.trim() || null,
              instructions: v.instructions.trim() || null,
              instructionsSpanish: v.instructionsSpanish.trim() || null,
              defaultNextStepKey: v.defaultNextStepKey === END ? null : v.defaultNextStepKey,
              nextRules: v.nextRules.map((r) => ({ ...r, equals: r.equals.trim() })),
            },
          },
        })
      ).data?.updateInterviewStep,
    onClose,
  );

  return { form, submit, busy };
}

/** The form a step's fields are given. */
export type StepForm = UseFormReturnType<StepValues>;
