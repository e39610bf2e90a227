import { Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type InterviewTemplateQuery, useUpdateInterviewStepMutation } from '../graphql/builder.generated';
import { useBuilderForm } from '../hooks/useBuilderForm';
import { useStepBranchOptions } from '../hooks/useStepBranchOptions';
import { SpanishInput } from './SpanishInput';
import { StepBranchRow, type StepBranch as Rule } from './StepBranchRow';
import { StepQuestionList } from './StepQuestionList';

type Template = InterviewTemplateQuery['interviewTemplate'];
type Step = Template['steps'][number];
/** The default-next choice meaning "no next step". */
const END = '__end__';

/** The form for one step: key, title, instructions, and where the interview goes next (by answer, else the default). */
export function StepEditor({
  template,
  step,
  onChanged,
  onClose,
}: {
  /** The whole template: the questions a branch may read and the steps it may lead to. */
  template: Template;
  /** The step being edited. */
  step: Step;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
  /** Closes the form (after saving or on cancel). */
  onClose(): void;
}) {
  const [save] = useUpdateInterviewStepMutation();
  const { form, onSubmit, busy } = useBuilderForm(
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
  const rules = form.values.nextRules;

  const { onStep, stepQuestions, questions, branchQuestions, targets } = useStepBranchOptions(template, step);
  const setRule = (i: number, patch: Partial<Rule>) =>
    form.replaceListItem('nextRules', i, { ...rules[i]!, ...patch });

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
        <Group grow align="flex-start">
          <TextInput label="Step key" {...form.getInputProps('stepKey')} />
          <TextInput label="Step title" {...form.getInputProps('title')} />
        </Group>
        <SpanishInput
          label="Step title (Spanish)"
          value={form.values.titleSpanish}
          onChange={(v) => form.setFieldValue('titleSpanish', v)}
          error={form.errors.titleSpanish}
        />
        <Textarea label="Instructions" rows={2} {...form.getInputProps('instructions')} />
        <Textarea
          label="Instructions (Spanish)"
          lang="es"
          rows={2}
          {...form.getInputProps('instructionsSpanish')}
        />
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
