import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { InterviewTemplateQuery } from '../graphql/builder.generated';
import { useStepBranchOptions } from '../hooks/useStepBranchOptions';
import { END, useStepForm } from '../hooks/useStepForm';
import { StepBranchRow, type StepBranch as Rule } from './StepBranchRow';
import { StepQuestionList } from './StepQuestionList';
import { StepTextFields } from './StepTextFields';

type Template = InterviewTemplateQuery['interviewTemplate'];
type Step = Template['steps'][number];

interface StepEditorProps {
  /** The whole template: the questions a branch may read and the steps it may lead to. */
  template: Template;
  /** The step being edited. */
  step: Step;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
  /** Closes the form (after saving or on cancel). */
  onClose(): void;
}

/** The form for one step: key, title, instructions, and where the interview goes next (by answer, else the default). */
export function StepEditor({ template, step, onChanged, onClose }: StepEditorProps) {
  const { form, submit, busy } = useStepForm(step, onChanged, onClose);
  const rules = form.values.nextRules;

  const { onStep, stepQuestions, questions, branchQuestions, targets } = useStepBranchOptions(template, step);
  const setRule = (i: number, patch: Partial<Rule>) =>
    form.replaceListItem('nextRules', i, { ...rules[i]!, ...patch });

  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      aria-label={`Edit step ${step.title}`}
      onSubmit={submit}
      noValidate
    >
      <Stack gap="xs">
        <StepTextFields form={form} />
        <Text fw={600} size="sm">
          Questions on this step
        </Text>
        <StepQuestionList
          stepTitle={step.title}
          questions={stepQuestions}
          loading={onStep.loading && !onStep.data}
          error={onStep.error}
        />
        <Text fw={600} size="sm">
          Next step by answer
        </Text>
        {rules.length === 0 && (
          <Text size="sm" c="dimmed">
            No branches: every answer goes to the default next step.
          </Text>
        )}
        {rules.map((r, i) => (
          <StepBranchRow
            key={i}
            n={i + 1}
            rule={r}
            choices={questions.find((x) => x.questionKey === r.questionKey)?.choices}
            branchQuestions={branchQuestions}
            targets={targets}
            onChange={(patch) => setRule(i, patch)}
            onRemove={() => form.removeListItem('nextRules', i)}
          />
        ))}
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          onClick={() => form.insertListItem('nextRules', { questionKey: '', equals: '', nextStepKey: '' })}
        >
          Add branch
        </Button>
        <Select
          label="Otherwise go to"
          data={[{ value: END, label: 'The end of the interview' }, ...targets]}
          {...form.getInputProps('defaultNextStepKey')}
          allowDeselect={false}
          w={320}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            Save step
          </Button>
          <Button variant="default" size="xs" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
