import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAddInterviewStepMutation } from '../../graphql/builder.generated';
import { SpanishInput } from '../SpanishInput';
import { BuilderSection } from './BuilderSection';

/** A new step at the end of the template. */
export function AddStepSection({
  templateId,
  onChanged,
}: {
  /** The template the step joins. */
  templateId: number;
  /** Reads the template again. */
  onChanged(): Promise<unknown>;
}) {
  const [addStep] = useAddInterviewStepMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { stepKey: '', title: '', titleSpanish: '', defaultNextStepKey: '' },
  });
  return (
    <BuilderSection
      title="Add a step"
      submit="Add step"
      form={form}
      failure="There was a problem with add the interview step"
      send={async (v) =>
        (
          await addStep({
            variables: {
              input: {
                templateId,
                stepKey: v.stepKey.trim(),
                title: v.title.trim(),
                titleSpanish: v.titleSpanish.trim() || null,
                defaultNextStepKey: v.defaultNextStepKey.trim() || null,
              },
            },
          }).catch(() => ({ data: null }))
        ).data?.addInterviewStep
      }
      onDone={async () => {
        await onChanged();
        form.reset();
      }}
    >
      <TextInput label="Step key" {...form.getInputProps('stepKey')} />
      <TextInput label="Step title" {...form.getInputProps('title')} />
      <SpanishInput
        label="Step title (Spanish)"
        value={form.values.titleSpanish}
        onChange={(v) => form.setFieldValue('titleSpanish', v)}
        error={form.errors.titleSpanish}
      />
      <TextInput label="Next step key (empty: the end)" {...form.getInputProps('defaultNextStepKey')} />
    </BuilderSection>
  );
}
