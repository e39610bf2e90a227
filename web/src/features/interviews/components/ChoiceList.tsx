import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  useDeleteQuestionChoiceMutation,
  useReorderQuestionChoicesMutation,
  useUpdateQuestionChoiceMutation,
} from '../graphql/builder.generated';
import { moved, useBuilderEdit } from '../hooks/useBuilderEdit';
import { useBuilderForm } from '../hooks/useBuilderForm';
import { BuilderItemActions } from './BuilderItemActions';
import { ChoiceEditForm, ChoiceTranslateForm, type Choice } from './ChoiceForms';
import { Untranslated } from './Untranslated';

interface ChoiceListProps {
  /** The question the choices belong to. */
  questionId: number;
  /** Its choices, in order. */
  choices: Choice[];
  /** A started template: shown and translated, not changed. */
  readOnly: boolean;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
}

/** A question's choices, each edited, deleted, translated or moved. */
export function ChoiceList({ questionId, choices, readOnly, onChanged }: ChoiceListProps) {
  const [reorder] = useReorderQuestionChoicesMutation();
  const { run, busy } = useBuilderEdit(onChanged);
  const move = (i: number, by: -1 | 1) =>
    void run(
      async () =>
        (await reorder({ variables: { questionId, choiceIds: moved(choices, i, by).map((c) => c.id) } })).data
          ?.reorderQuestionChoices,
    );
  return (
    <Stack gap={2} pl="md">
      {choices.map((c, i) => (
        <ChoiceRow
          key={c.id}
          choice={c}
          readOnly={readOnly}
          first={i === 0}
          last={i === choices.length - 1}
          busy={busy}
          onMove={(by) => move(i, by)}
          onChanged={onChanged}
        />
      ))}
    </Stack>
  );
}

interface ChoiceRowProps {
  /** The choice shown. */
  choice: Choice;
  /** A started template: the choice is translated, not changed. */
  readOnly: boolean;
  /** Whether it is the first of its question (no moving up). */
  first: boolean;
  /** Whether it is the last (no moving down). */
  last: boolean;
  /** Whether a move is under way. */
  busy: boolean;
  /** Moves it up (-1) or down (+1). */
  onMove(by: -1 | 1): void;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
}

/** One choice: its labels and value, or its edit or translation form. */
export function ChoiceRow({ choice, readOnly, first, last, busy, onMove, onChanged }: ChoiceRowProps) {
  const [editing, setEditing] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [save] = useUpdateQuestionChoiceMutation();
  const [remove] = useDeleteQuestionChoiceMutation();
  const edit = useBuilderEdit(onChanged);
  // The fields live with the row, not the form: what was typed stays when the form closes and opens again.
  const choiceForm = useBuilderForm(
    { value: choice.value, label: choice.label, labelSpanish: choice.labelSpanish ?? '' },
    onChanged,
  );
  const saveChoice = choiceForm.onSubmit(
    async (v) =>
      (
        await save({
          variables: {
            id: choice.id,
            value: v.value.trim(),
            label: v.label.trim(),
            labelSpanish: v.labelSpanish.trim() || null,
          },
        })
      ).data?.updateQuestionChoice,
    () => setEditing(false),
  );
  if (translating)
    return (
      <ChoiceTranslateForm choice={choice} onChanged={onChanged} onClose={() => setTranslating(false)} />
    );
  if (editing)
    return (
      <ChoiceEditForm
        value={choice.value}
        form={choiceForm.form}
        onSubmit={saveChoice}
        busy={choiceForm.busy}
        onCancel={() => setEditing(false)}
      />
    );
  return (
    <Group gap="xs">
      <Text size="sm">
        • {choice.label} {choice.labelSpanish && <span lang="es">/ {choice.labelSpanish} </span>}
        <Text span c="dimmed">
          ({choice.value})
        </Text>
      </Text>
      {!choice.labelSpanish && <Untranslated />}
      {readOnly && (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`Translate choice ${choice.value}`}
          onClick={() => setTranslating(true)}
        >
          Translate
        </Button>
      )}
      {!readOnly && (
        <BuilderItemActions
          noun="choice"
          name={choice.value}
          upDisabled={first || busy}
          downDisabled={last || busy}
          onMove={onMove}
          onEdit={() => setEditing(true)}
          onDelete={() => {
            if (!window.confirm(`Delete the choice '${choice.label}'?`)) return;
            void edit.run(
              async () => (await remove({ variables: { id: choice.id } })).data?.deleteQuestionChoice,
            );
          }}
        />
      )}
    </Group>
  );
}
