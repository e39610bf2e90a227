import { Checkbox, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InterviewQuestionType } from '../../../../__generated__/graphql';
import { useAddInterviewQuestionMutation } from '../../graphql/builder.generated';
import { showAlert } from '../../../alerts/alertStore';
import { QUESTION_TYPES } from '../QuestionForm';
import { SpanishInput } from '../SpanishInput';
import { BuilderSection } from './BuilderSection';

/** A new question on one of the template's steps. */
export function AddQuestionSection({
  templateId,
  steps,
  onChanged,
}: {
  /** The template the question joins. */
  templateId: number;
  /** The steps it may go on. */
  steps: { value: string; label: string }[];
  /** Reads the template again. */
  onChanged(): Promise<unknown>;
}) {
  const [addQuestion] = useAddInterviewQuestionMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      stepId: null as string | null,
      questionKey: '',
      questionType: 'TEXT' as InterviewQuestionType,
      text: '',
      textSpanish: '',
      required: true,
    },
  });
  return (
    <BuilderSection
      title="Add a question"
      submit="Add question"
      form={form}
      failure="There was a problem with submitting the interview"
      send={async (v) => {
        if (!v.stepId) {
          showAlert.error('There was a problem with submitting the interview: choose a step');
          return null;
        }
        return (
          await addQuestion({
            variables: {
              input: {
                templateId,
                stepId: Number(v.stepId),
                questionKey: v.questionKey.trim(),
                questionType: v.questionType,
                text: v.text.trim(),
                textSpanish: v.textSpanish.trim() || null,
                required: v.required,
              },
            },
          }).catch(() => ({ data: null }))
        ).data?.addInterviewQuestion;
      }}
      onDone={async () => {
        await onChanged();
        // The next question most often goes on the same step, with the same type.
        form.setValues({ questionKey: '', text: '', textSpanish: '' });
      }}
    >
      <Select label="On step" data={steps} allowDeselect={false} {...form.getInputProps('stepId')} />
      <TextInput label="Question key" {...form.getInputProps('questionKey')} />
      <Select
        label="Question type"
        data={QUESTION_TYPES}
        allowDeselect={false}
        {...form.getInputProps('questionType')}
      />
      <TextInput label="Question text" {...form.getInputProps('text')} />
      <SpanishInput
        label="Question text (Spanish)"
        value={form.values.textSpanish}
        onChange={(v) => form.setFieldValue('textSpanish', v)}
        error={form.errors.textSpanish}
      />
      <Checkbox label="Required" {...form.getInputProps('required', { type: 'checkbox' })} />
    </BuilderSection>
  );
}
