import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAddInterviewTypeMutation } from '../../graphql/builder.generated';
import { SpanishInput } from '../SpanishInput';
import { BuilderSection } from './BuilderSection';

/** A new interview type: its code and the task list's name for it. */
export function NewTypeSection({ onCreated }: { /** Reads the types again. */ onCreated(): void }) {
  const [add] = useAddInterviewTypeMutation();
  const form = useForm({ mode: 'controlled', initialValues: { typeCode: '', name: '', nameSpanish: '' } });
  return (
    <BuilderSection
      title="New interview type"
      submit="Add type"
      form={form}
      failure="There was a problem with submitting the interview type"
      send={async (v) =>
        (
          await add({
            variables: {
              typeCode: v.typeCode.trim().toUpperCase(),
              name: v.name.trim(),
              nameSpanish: v.nameSpanish.trim() || null,
            },
          }).catch(() => ({ data: null }))
        ).data?.addInterviewType
      }
      onDone={() => {
        form.reset();
        onCreated();
      }}
    >
      <TextInput
        label="Type code"
        description="Up to 10 capital letters and digits"
        {...form.getInputProps('typeCode')}
      />
      <TextInput label="Type name" {...form.getInputProps('name')} />
      <SpanishInput
        label="Type name (Spanish)"
        value={form.values.nameSpanish}
        onChange={(v) => form.setFieldValue('nameSpanish', v)}
        error={form.errors.nameSpanish}
      />
    </BuilderSection>
  );
}
