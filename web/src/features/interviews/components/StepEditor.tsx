import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type InterviewTemplateQuery,
  useInterviewStepQuestionsQuery,
  useUpdateInterviewStepMutation,
} from '../graphql/builder.generated';
import { useBuilderForm } from '../hooks/useBuilderForm';
import { SpanishInput } from './SpanishInput';

type Template = InterviewTemplateQuery['interviewTemplate'];
type Step = Template['steps'][number];
type Rule = { questionKey: string; equals: string; nextStepKey: string };
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

  // The step's own questions, read afresh through its question links: a branch most often reads this step's answers.
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
        {onStep.error ? (
          <Alert color="red" role="alert" title="Error">
            Step question link search failed: {onStep.error.message}
          </Alert>
        ) : onStep.loading && !onStep.data ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : stepQuestions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No questions on this step.
          </Text>
        ) : (
          <List size="sm" type="ordered" aria-label={`Questions on step ${step.title}`}>
            {stepQuestions.map((x) => (
              <List.Item key={x.id}>
                {x.text} ({x.questionKey}, {x.questionType})
              </List.Item>
            ))}
          </List>
        )}
        <Text fw={600} size="sm">
          Next step by answer
        </Text>
        {rules.length === 0 && (
          <Text size="sm" c="dimmed">
            No branches: every answer goes to the default next step.
          </Text>
        )}
        {rules.map((r, i) => {
          const q = questions.find((x) => x.questionKey === r.questionKey);
          const n = i + 1;
          return (
            <Group key={i} align="flex-end" wrap="wrap" gap="xs">
              <Select
                label={`Branch ${n}: when`}
                placeholder="Question"
                data={branchQuestions}
                value={r.questionKey || null}
                onChange={(v) => setRule(i, { questionKey: v ?? '' })}
                w={260}
              />
              {q && q.choices.length > 0 ? (
                <Select
                  label={`Branch ${n}: answer is`}
                  data={q.choices.map((c) => ({ value: c.value, label: c.label }))}
                  value={r.equals || null}
                  onChange={(v) => setRule(i, { equals: v ?? '' })}
                  w={180}
                />
              ) : (
                <TextInput
                  label={`Branch ${n}: answer is`}
                  value={r.equals}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setRule(i, { equals: v });
                  }}
                  w={180}
                />
              )}
              <Select
                label={`Branch ${n}: go to`}
                data={targets}
                value={r.nextStepKey || null}
                onChange={(v) => setRule(i, { nextStepKey: v ?? '' })}
                w={220}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove branch ${n}`}
                onClick={() => form.removeListItem('nextRules', i)}
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
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
