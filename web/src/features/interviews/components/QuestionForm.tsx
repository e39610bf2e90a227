import { Button, Checkbox, Group, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { InterviewQuestionType } from '../../../__generated__/graphql';
import {
  type InterviewTemplateQuery,
  useUpdateInterviewQuestionMutation,
} from '../graphql/builder.generated';
import { useBuilderForm } from '../hooks/useBuilderForm';
import { SpanishInput } from './SpanishInput';
import { TranslateForm } from './TranslateForm';

/** A question as the template query returns it. */
export type Question = InterviewTemplateQuery['interviewTemplate']['steps'][number]['questions'][number];

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

interface QuestionFormProps {
  /** The question being edited. */
  question: Question;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
  /** Closes the form (after saving or on cancel). */
  onClose(): void;
}

/** The form for one question: its texts in both languages, its type, whether it is required. */
export function QuestionForm({ question, onChanged, onClose }: QuestionFormProps) {
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

interface QuestionTranslateFormProps {
  /** The question whose texts are translated. */
  question: Question;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
  /** Closes the form. */
  onClose(): void;
}

/** The Spanish of a started template's question: its text, and its help text when it has one. */
export function QuestionTranslateForm({ question: q, onChanged, onClose }: QuestionTranslateFormProps) {
  const [saveQuestion] = useUpdateInterviewQuestionMutation();
  return (
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
        (await saveQuestion({ variables: { input: { id: q.id, ...spanish } } })).data?.updateInterviewQuestion
      }
      onChanged={onChanged}
      onClose={onClose}
    />
  );
}
