import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type InterviewTemplateQuery,
  useDeleteInterviewEventMutation,
  useReorderInterviewStepsMutation,
} from '../graphql/builder.generated';
import { moved, useBuilderEdit } from '../hooks/useBuilderEdit';
import { untranslatedTexts } from '../untranslated';
import { Untranslated } from './Untranslated';
import { StepCard } from './StepCard';

type Template = InterviewTemplateQuery['interviewTemplate'];

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
