import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAddQuestionChoiceMutation } from '../../graphql/builder.generated';
import { showAlert } from '../../../alerts/alertStore';
import { SpanishInput } from '../SpanishInput';
import { BuilderSection } from './BuilderSection';

/** A new choice of a choice question. */
export function AddChoiceSection({
  questions,
  onChanged,
}: {
  /** The template's choice questions. */
  questions: { value: string; label: string }[];
  /** Reads the template again. */
  onChanged(): Promise<unknown>;
}) {
  const [addChoice] = useAddQuestionChoiceMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { questionId: null as string | null, value: '', label: '', labelSpanish: '' },
  });
  return (
    <BuilderSection
      title="Add a choice"
      submit="Add choice"
      form={form}
      failure="There was a problem adding the question choice"
      send={async (v) => {
        if (!v.questionId) {
          showAlert.error('There was a problem adding the question choice: choose a question');
          return null;
        }
        return (
          await addChoice({
            variables: {
              input: {
                questionId: Number(v.questionId),
                value: v.value.trim(),
                label: v.label.trim(),
                labelSpanish: v.labelSpanish.trim() || null,
              },
            },
          }).catch(() => ({ data: null }))
        ).data?.addQuestionChoice;
      }}
      onDone={async () => {
        await onChanged();
        // The next choice most often belongs to the same question.
        form.setValues({ value: '', label: '', labelSpanish: '' });
      }}
    >
      <Select
        label="Choice question"
        allowDeselect={false}
        data={questions}
        {...form.getInputProps('questionId')}
      />
      <TextInput label="Value" {...form.getInputProps('value')} />
      <TextInput label="Label" {...form.getInputProps('label')} />
      <SpanishInput
        label="Label (Spanish)"
        value={form.values.labelSpanish}
        onChange={(v) => form.setFieldValue('labelSpanish', v)}
        error={form.errors.labelSpanish}
      />
    </BuilderSection>
  );
}
