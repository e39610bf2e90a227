import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  type InterviewTemplateQuery,
  useDeleteInterviewEventMutation,
  useDeleteInterviewStepMutation,
  useReorderInterviewStepsMutation,
  useReorderStepQuestionsMutation,
  useUpdateInterviewStepMutation,
} from '../graphql/builder.generated';
import { moved, useBuilderEdit } from '../hooks/useBuilderEdit';
import { untranslatedTexts } from '../untranslated';
import { QuestionItem } from './QuestionItem';
import { Untranslated } from './Untranslated';
import { StepEditor } from './StepEditor';
import { TranslateForm } from './TranslateForm';

type Template = InterviewTemplateQuery['interviewTemplate'];
type Step = Template['steps'][number];

/** Where a step goes next, in words: each branch, then the default (or the end). */
export function nextStepText(step: Step): string {
  return step.nextRules
    .map((r) => `${r.questionKey} = ${r.equals} → ${r.nextStepKey}`)
    .concat(step.defaultNextStepKey ?? 'end')
    .join(', ');
}

/** A template's steps in order, each with its questions and branching, editable piece by piece; then its events. */
export function TemplateOutline({
  template,
  onChanged,
}: {
  /** The template as the builder's query returns it. */
  template: Template;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
}) {
  const readOnly = template.studentsStarted > 0;
  const untranslated = untranslatedTexts(template);
  const [reorder] = useReorderInterviewStepsMutation();
  const { run, busy } = useBuilderEdit(onChanged);
  const move = (i: number, by: -1 | 1) =>
    void run(
      async () =>
        (
          await reorder({
            variables: { templateId: template.id, stepIds: moved(template.steps, i, by).map((s) => s.id) },
          })
        ).data?.reorderInterviewSteps,
    );
  return (
    <Paper withBorder p="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {template.name}
        </Title>
        {readOnly && <Badge color="gray">Started by {template.studentsStarted} student(s): read only</Badge>}
      </Group>
      {template.nameSpanish && (
        <Text size="sm" lang="es">
          {template.nameSpanish}
        </Text>
      )}
      <Text size="sm" c={untranslated.length ? 'orange.9' : 'dimmed'} aria-label="Spanish translation">
        {untranslated.length
          ? `${untranslated.length} text(s) without Spanish: students who read Spanish see them in English (${untranslated.join('; ')}).`
          : 'Every text students read has its Spanish.'}
      </Text>
      {template.steps.length === 0 && <Text c="dimmed">No steps yet.</Text>}
      <Stack gap="sm" mt="sm">
        {template.steps.map((s, i) => (
          <StepCard
            key={s.id}
            template={template}
            step={s}
            readOnly={readOnly}
            first={i === 0}
            last={i === template.steps.length - 1}
            busy={busy}
            onMove={(by) => move(i, by)}
            onChanged={onChanged}
          />
        ))}
      </Stack>
      <EventList template={template} readOnly={readOnly} onChanged={onChanged} />
    </Paper>
  );
}

function StepCard({
  template,
  step,
  readOnly,
  first,
  last,
  busy,
  onMove,
  onChanged,
}: {
  template: Template;
  step: Step;
  readOnly: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove(by: -1 | 1): void;
  onChanged(): Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [saveStep] = useUpdateInterviewStepMutation();
  const [remove] = useDeleteInterviewStepMutation();
  const [reorderQuestions] = useReorderStepQuestionsMutation();
  const edit = useBuilderEdit(onChanged);
  const moveQuestion = (i: number, by: -1 | 1) =>
    void edit.run(
      async () =>
        (
          await reorderQuestions({
            variables: { stepId: step.id, questionIds: moved(step.questions, i, by).map((q) => q.id) },
          })
        ).data?.reorderStepQuestions,
    );
  return (
    <Paper withBorder p="sm" component="section" aria-label={`Step ${step.title}`}>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text fw={600}>
          {step.title}{' '}
          {step.titleSpanish ? (
            <Text span size="sm" fw={400} lang="es">
              / {step.titleSpanish}{' '}
            </Text>
          ) : (
            <Untranslated />
          )}{' '}
          <Text span c="dimmed" size="sm">
            ({step.stepKey}
            {step.id === template.firstStepId ? ', first' : ''}; next: {nextStepText(step)})
          </Text>
        </Text>
        {!readOnly && (
          <Group gap={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={first || busy}
              aria-label={`Move step ${step.stepKey} up`}
              onClick={() => onMove(-1)}
            >
              Up
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={last || busy}
              aria-label={`Move step ${step.stepKey} down`}
              onClick={() => onMove(1)}
            >
              Down
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Edit step ${step.stepKey}`}
              onClick={() => setEditing((e) => !e)}
            >
              Edit
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Delete step ${step.stepKey}`}
              loading={edit.busy}
              onClick={() => {
                if (!window.confirm(`Delete the step '${step.title}' and the questions only it asks?`))
                  return;
                void edit.run(
                  async () => (await remove({ variables: { id: step.id } })).data?.deleteInterviewStep,
                );
              }}
            >
              Delete
            </Button>
          </Group>
        )}
        {readOnly && (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Translate step ${step.stepKey}`}
            onClick={() => setTranslating((t) => !t)}
          >
            Translate
          </Button>
        )}
      </Group>
      {step.instructions && (
        <Text size="sm" c="dimmed">
          {step.instructions}{' '}
          {step.instructionsSpanish ? <span lang="es">/ {step.instructionsSpanish}</span> : <Untranslated />}
        </Text>
      )}
      {editing && (
        <StepEditor template={template} step={step} onChanged={onChanged} onClose={() => setEditing(false)} />
      )}
      {translating && (
        <TranslateForm
          title={`Translate step ${step.stepKey}`}
          fields={[
            {
              name: 'titleSpanish',
              label: 'Step title (Spanish)',
              english: step.title,
              spanish: step.titleSpanish,
            },
            ...(step.instructions
              ? [
                  {
                    name: 'instructionsSpanish',
                    label: 'Instructions (Spanish)',
                    english: step.instructions,
                    spanish: step.instructionsSpanish,
                  },
                ]
              : []),
          ]}
          save={async (spanish) =>
            (await saveStep({ variables: { input: { id: step.id, ...spanish } } })).data?.updateInterviewStep
          }
          onChanged={onChanged}
          onClose={() => setTranslating(false)}
        />
      )}
      <Stack gap="xs" mt="xs" pl="md">
        {step.questions.map((q, i) => (
          <QuestionItem
            key={q.id}
            question={q}
            readOnly={readOnly}
            position={i}
            count={step.questions.length}
            onMove={(by) => moveQuestion(i, by)}
            onChanged={onChanged}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function EventList({
  template,
  readOnly,
  onChanged,
}: {
  template: Template;
  readOnly: boolean;
  onChanged(): Promise<unknown>;
}) {
  const [remove] = useDeleteInterviewEventMutation();
  const { run, busy } = useBuilderEdit(onChanged);
  if (template.events.length === 0) return null;
  return (
    <Stack gap={4} mt="md">
      <Text fw={600}>Events</Text>
      {template.events.map((e) => (
        <Group key={e.id} gap="xs">
          <Text size="sm">
            {e.eventType === 'ON_START' ? 'When the student starts' : 'When the student submits'}:{' '}
            {e.action === 'EMAIL_CONFIRMATION' ? 'e-mail a confirmation' : 'note it in the activity log'}
            {e.message ? ` — ${e.message}` : ''}
            {e.messageSpanish && <span lang="es"> / {e.messageSpanish}</span>}
          </Text>
          {e.action === 'EMAIL_CONFIRMATION' && e.message && !e.messageSpanish && <Untranslated />}
          {!readOnly && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              loading={busy}
              aria-label={`Delete event ${e.id}`}
              onClick={() =>
                void run(async () => (await remove({ variables: { id: e.id } })).data?.deleteInterviewEvent)
              }
            >
              Delete
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
