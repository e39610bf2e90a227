import { Button, Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { useUpdateQuestionChoiceMutation } from '../graphql/builder.generated';
import type { Question } from './QuestionForm';
import { TranslateForm } from './TranslateForm';

/** A choice of a question. */
export type Choice = Question['choices'][number];

interface ChoiceEditFormProps {
  /** The choice's value as saved (names the form). */
  value: string;
  /** The choice's fields, kept by its row (so they outlive the form). */
  form: UseFormReturnType<{ value: string; label: string; labelSpanish: string }>;
  /** Saves the fields. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Whether the save is under way. */
  busy: boolean;
  /** Closes the form unsaved. */
  onCancel: () => void;
}

/** A choice's value and labels, edited in its row. */
export function ChoiceEditForm({ value, form, onSubmit, busy, onCancel }: ChoiceEditFormProps) {
  return (
    <form aria-label={`Edit choice ${value}`} onSubmit={onSubmit} noValidate>
      <Group gap="xs" align="flex-end">
        <TextInput size="xs" label="Choice value" {...form.getInputProps('value')} />
        <TextInput size="xs" label="Choice label" {...form.getInputProps('label')} />
        <TextInput
          size="xs"
          label="Choice label (Spanish)"
          lang="es"
          {...form.getInputProps('labelSpanish')}
        />
        <Button type="submit" size="xs" loading={busy}>
          Save choice
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

interface ChoiceTranslateFormProps {
  /** The choice whose label is translated. */
  choice: Choice;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
  /** Closes the form. */
  onClose(): void;
}

/** The Spanish label of a started template's choice. */
export function ChoiceTranslateForm({ choice, onChanged, onClose }: ChoiceTranslateFormProps) {
  const [save] = useUpdateQuestionChoiceMutation();
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
      onClose={onClose}
    />
  );
}
