import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { InterviewQuestionType } from '../../../__generated__/graphql';
import {
  type InterviewTemplateQuery,
  useDeleteInterviewQuestionMutation,
  useDeleteQuestionChoiceMutation,
  useReorderQuestionChoicesMutation,
  useUpdateInterviewQuestionMutation,
  useUpdateQuestionChoiceMutation,
} from '../graphql/builder.generated';
import { moved, useBuilderEdit } from '../hooks/useBuilderEdit';
import { useBuilderForm } from '../hooks/useBuilderForm';
import { SpanishInput } from './SpanishInput';
import { TranslateForm } from './TranslateForm';

type Question = InterviewTemplateQuery['interviewTemplate']['steps'][number]['questions'][number];
type Choice = Question['choices'][number];

export const QUESTION_TYPES: InterviewQuestionType[] = [
  'TEXT',
  'NUMBER',
  'DATE',
  'CHOICE',
  'MULTIPLE_CHOICE',
  'FILE_UPLOAD',
  'ACKNOWLEDGEMENT',
  'SIGNATURE',
  'IDENTITY_VERIFICATION',
];

/** Marks a text students read that has no Spanish: students reading Spanish see the English (issue 26). */
export function Untranslated() {
  return (
    <Badge
      size="xs"
      color="orange"
      variant="light"
      title="No Spanish yet: students who read Spanish see the English"
    >
      Untranslated
    </Badge>
  );
}

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
  const [saveQuestion] = useUpdateInterviewQuestionMutation();
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
          <Group gap={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={position === 0 || busy}
              aria-label={`Move question ${q.questionKey} up`}
              onClick={() => onMove(-1)}
            >
              Up
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={position === count - 1 || busy}
              aria-label={`Move question ${q.questionKey} down`}
              onClick={() => onMove(1)}
            >
              Down
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Edit question ${q.questionKey}`}
              onClick={() => setEditing((e) => !e)}
            >
              Edit
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Delete question ${q.questionKey}`}
              loading={busy}
              onClick={() => {
                if (!window.confirm(`Delete the question '${q.text}'?`)) return;
                void run(
                  async () => (await remove({ variables: { id: q.id } })).data?.deleteInterviewQuestion,
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
            aria-label={`Translate question ${q.questionKey}`}
            onClick={() => setTranslating((t) => !t)}
          >
            Translate
          </Button>
        )}
      </Group>
      {editing && <QuestionForm question={q} onChanged={onChanged} onClose={() => setEditing(false)} />}
      {translating && (
        <TranslateForm
          title={`Translate question ${q.questionKey}`}
          fields={[
            {
              name: 'textSpanish',
              label: 'Question text (Spanish)',
              english: q.text,
              spanish: q.textSpanish,
            },
            ...(q.helpText
              ? [
                  {
                    name: 'helpTextSpanish',
                    label: 'Help text (Spanish)',
                    english: q.helpText,
                    spanish: q.helpTextSpanish,
                  },
                ]
              : []),
          ]}
          save={async (spanish) =>
            (await saveQuestion({ variables: { input: { id: q.id, ...spanish } } })).data
              ?.updateInterviewQuestion
          }
          onChanged={onChanged}
          onClose={() => setTranslating(false)}
        />
      )}
      {q.choices.length > 0 && (
        <ChoiceList questionId={q.id} choices={q.choices} readOnly={readOnly} onChanged={onChanged} />
      )}
    </Stack>
  );
}

function QuestionForm({
  question,
  onChanged,
  onClose,
}: {
  question: Question;
  onChanged(): Promise<unknown>;
  onClose(): void;
}) {
  const [save] = useUpdateInterviewQuestionMutation();
  const { form, onSubmit, busy } = useBuilderForm(
    {
      text: question.text,
      textSpanish: question.textSpanish ?? '',
      helpText: question.helpText ?? '',
      helpTextSpanish: question.helpTextSpanish ?? '',
      questionType: question.questionType as InterviewQuestionType,
      required: question.required,
    },
    onChanged,
  );
  const submit = onSubmit(
    async (v) =>
      (
        await save({
          variables: {
            input: {
              id: question.id,
              text: v.text.trim(),
              textSpanish: v.textSpanish.trim() || null,
              helpText: v.helpText.trim() || null,
              helpTextSpanish: v.helpTextSpanish.trim() || null,
              questionType: v.questionType,
              required: v.required,
            },
          },
        })
      ).data?.updateInterviewQuestion,
    onClose,
  );
  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      aria-label={`Edit question ${question.questionKey}`}
      onSubmit={submit}
      noValidate
    >
      <Stack gap="xs">
        <TextInput label="Question text" {...form.getInputProps('text')} />
        <SpanishInput
          label="Question text (Spanish)"
          value={form.values.textSpanish}
          onChange={(v) => form.setFieldValue('textSpanish', v)}
          error={form.errors.textSpanish}
        />
        <Textarea label="Help text" rows={2} {...form.getInputProps('helpText')} />
        <Textarea label="Help text (Spanish)" lang="es" rows={2} {...form.getInputProps('helpTextSpanish')} />
        <Select
          label="Question type"
          data={QUESTION_TYPES}
          {...form.getInputProps('questionType')}
          allowDeselect={false}
          w={260}
        />
        <Checkbox label="Required" {...form.getInputProps('required', { type: 'checkbox' })} />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            Save question
          </Button>
          <Button variant="default" size="xs" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ChoiceList({
  questionId,
  choices,
  readOnly,
  onChanged,
}: {
  questionId: number;
  choices: Choice[];
  readOnly: boolean;
  onChanged(): Promise<unknown>;
}) {
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

function ChoiceRow({
  choice,
  readOnly,
  first,
  last,
  busy,
  onMove,
  onChanged,
}: {
  choice: Choice;
  readOnly: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove(by: -1 | 1): void;
  onChanged(): Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [save] = useUpdateQuestionChoiceMutation();
  const [remove] = useDeleteQuestionChoiceMutation();
  const edit = useBuilderEdit(onChanged);
  const choiceForm = useBuilderForm(
    { value: choice.value, label: choice.label, labelSpanish: choice.labelSpanish ?? '' },
    onChanged,
  );
  const { form } = choiceForm;
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
  if (translating) {
    return (
      <TranslateForm
        title={`Translate choice ${choice.value}`}
        fields={[
          {
            name: 'labelSpanish',
            label: 'Choice label (Spanish)',
            english: choice.label,
            spanish: choice.labelSpanish,
          },
        ]}
        save={async ({ labelSpanish = null }) =>
          (await save({ variables: { id: choice.id, labelSpanish } })).data?.updateQuestionChoice
        }
        onChanged={onChanged}
        onClose={() => setTranslating(false)}
      />
    );
  }
  if (editing) {
    return (
      <form aria-label={`Edit choice ${choice.value}`} onSubmit={saveChoice} noValidate>
        <Group gap="xs" align="flex-end">
          <TextInput size="xs" label="Choice value" {...form.getInputProps('value')} />
          <TextInput size="xs" label="Choice label" {...form.getInputProps('label')} />
          <TextInput
            size="xs"
            label="Choice label (Spanish)"
            lang="es"
            {...form.getInputProps('labelSpanish')}
          />
          <Button type="submit" size="xs" loading={choiceForm.busy}>
            Save choice
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Group>
      </form>
    );
  }
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
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={first || busy}
            aria-label={`Move choice ${choice.value} up`}
            onClick={() => onMove(-1)}
          >
            Up
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={last || busy}
            aria-label={`Move choice ${choice.value} down`}
            onClick={() => onMove(1)}
          >
            Down
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Edit choice ${choice.value}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={`Delete choice ${choice.value}`}
            onClick={() => {
              if (!window.confirm(`Delete the choice '${choice.label}'?`)) return;
              void edit.run(
                async () => (await remove({ variables: { id: choice.id } })).data?.deleteQuestionChoice,
              );
            }}
          >
            Delete
          </Button>
        </Group>
      )}
    </Group>
  );
}
