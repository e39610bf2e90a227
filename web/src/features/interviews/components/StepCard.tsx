import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  type InterviewTemplateQuery,
  useDeleteInterviewStepMutation,
  useReorderStepQuestionsMutation,
  useUpdateInterviewStepMutation,
} from '../graphql/builder.generated';
import { moved, useBuilderEdit } from '../hooks/useBuilderEdit';
import { nextStepText } from '../nextStepText';
import { BuilderItemActions } from './BuilderItemActions';
import { QuestionItem } from './QuestionItem';
import { StepEditor } from './StepEditor';
import { TranslateForm } from './TranslateForm';
import { Untranslated } from './Untranslated';

type Template = InterviewTemplateQuery['interviewTemplate'];
type Step = Template['steps'][number];

interface StepCardProps {
  /** The whole template (the step editor's branches read it). */
  template: Template;
  /** The step shown. */
  step: Step;
  /** A started template: shown and translated, not changed. */
  readOnly: boolean;
  /** Whether it is the first step (no moving up). */
  first: boolean;
  /** Whether it is the last step (no moving down). */
  last: boolean;
  /** Whether a move of the steps is under way. */
  busy: boolean;
  /** Moves it up (-1) or down (+1). */
  onMove(by: -1 | 1): void;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
}

/** A step: its titles, instructions and next steps, its buttons or its forms, and its questions. */
export function StepCard({ template, step, readOnly, first, last, busy, onMove, onChanged }: StepCardProps) {
  const [editing, setEditing] = useState(false);
  const [translating, setTranslating] = useState(false);
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
        <StepHeading step={step} first={step.id === template.firstStepId} />
        {!readOnly && (
          <BuilderItemActions
            noun="step"
            name={step.stepKey}
            upDisabled={first || busy}
            downDisabled={last || busy}
            deleting={edit.busy}
            onMove={onMove}
            onEdit={() => setEditing((e) => !e)}
            onDelete={() => {
              if (!window.confirm(`Delete the step '${step.title}' and the questions only it asks?`)) return;
              void edit.run(
                async () => (await remove({ variables: { id: step.id } })).data?.deleteInterviewStep,
              );
            }}
          />
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
        <StepTranslateForm step={step} onChanged={onChanged} onClose={() => setTranslating(false)} />
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

interface StepTranslateFormProps {
  /** The step whose texts are translated. */
  step: Step;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
  /** Closes the form. */
  onClose(): void;
}

/** The Spanish of a started template's step: its title, and its instructions when it has them. */
export function StepTranslateForm({ step, onChanged, onClose }: StepTranslateFormProps) {
  const [saveStep] = useUpdateInterviewStepMutation();
  return (
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
      onClose={onClose}
    />
  );
}

interface StepHeadingProps {
  /** The step named. */
  step: Step;
  /** Whether the interview starts with it. */
  first: boolean;
}

/** A step's title in both languages (or the Untranslated badge), its key, and where it goes next. */
export function StepHeading({ step, first }: StepHeadingProps) {
  return (
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
        {first ? ', first' : ''}; next: {nextStepText(step)})
      </Text>
    </Text>
  );
}
