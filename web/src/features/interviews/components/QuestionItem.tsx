import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDeleteInterviewQuestionMutation } from '../graphql/builder.generated';
import { useBuilderEdit } from '../hooks/useBuilderEdit';
import { BuilderItemActions } from './BuilderItemActions';
import { ChoiceList } from './ChoiceList';
import { QuestionForm, QuestionTranslateForm, type Question } from './QuestionForm';
import { Untranslated } from './Untranslated';

/** One question of a step with its choices: edit, delete, move within the step; choices edited, deleted, reordered. */
export function QuestionItem({
  question,
  readOnly,
  position,
  count,
  onMove,
  onChanged,
}: {
  /** The question as the template query returns it. */
  question: Question;
  /** A started template: shown, not changed. */
  readOnly: boolean;
  /** Its place on the step (0-based) and how many the step has, for the move buttons. */
  position: number;
  count: number;
  /** Moves it up (-1) or down (+1) on its step. */
  onMove(by: -1 | 1): void;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [remove] = useDeleteInterviewQuestionMutation();
  const { run, busy } = useBuilderEdit(onChanged);
  const q = question;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {q.text}{' '}
          {q.textSpanish && (
            <Text span lang="es">
              / {q.textSpanish}{' '}
            </Text>
          )}
          <Text span c="dimmed">
            [{q.questionKey}, {q.questionType}
            {q.required ? ', required' : ''}]
          </Text>
        </Text>
        {(!q.textSpanish || (q.helpText && !q.helpTextSpanish)) && <Untranslated />}
        {!readOnly && (
          <BuilderItemActions
            noun="question"
            name={q.questionKey}
            upDisabled={position === 0 || busy}
            downDisabled={position === count - 1 || busy}
            deleting={busy}
            onMove={onMove}
            onEdit={() => setEditing((e) => !e)}
            onDelete={() => {
              if (!window.confirm(`Delete the question '${q.text}'?`)) return;
              void run(async () => (await remove({ variables: { id: q.id } })).data?.deleteInterviewQuestion);
            }}
          />
        )}
        {readOnly && (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Translate question ${q.questionKey}`}
            onClick={() => setTranslating((t) => !t)}
          >
            Translate
          </Button>
        )}
      </Group>
      {editing && <QuestionForm question={q} onChanged={onChanged} onClose={() => setEditing(false)} />}
      {translating && (
        <QuestionTranslateForm question={q} onChanged={onChanged} onClose={() => setTranslating(false)} />
      )}
      {q.choices.length > 0 && (
        <ChoiceList questionId={q.id} choices={q.choices} readOnly={readOnly} onChanged={onChanged} />
      )}
    </Stack>
  );
}
