import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUpdateInterviewTypeMutation } from '../../graphql/builder.generated';
import { SpanishInput } from '../SpanishInput';
import { BuilderSection } from './BuilderSection';

/** An interview type as the templates query lists it: its name is the task list's name for it. */
export type InterviewTypeNames = { id: number; typeCode: string; name: string; nameSpanish?: string | null };

/** The name students see on their task list for the template's interview type, in English and Spanish. */
export function TaskListNameSection({
  type,
  onTypeChanged,
}: {
  /** The template's interview type. */
  type: InterviewTypeNames;
  /** Reads the types again. */
  onTypeChanged(): Promise<unknown>;
}) {
  const [updateType] = useUpdateInterviewTypeMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: type.name, nameSpanish: type.nameSpanish ?? '' },
  });
  return (
    <BuilderSection
      title={`Task list name (${type.typeCode})`}
      submit="Update task list name"
      form={form}
      failure="There was a problem with updating the interview type"
      send={async (v) =>
        (
          await updateType({
            variables: { id: type.id, name: v.name.trim(), nameSpanish: v.nameSpanish.trim() || null },
          }).catch(() => ({ data: null }))
        ).data?.updateInterviewType
      }
      onDone={onTypeChanged}
    >
      <TextInput label="Task list name" {...form.getInputProps('name')} />
      <SpanishInput
        label="Task list name (Spanish)"
        value={form.values.nameSpanish}
        onChange={(v) => form.setFieldValue('nameSpanish', v)}
        error={form.errors.nameSpanish}
      />
    </BuilderSection>
  );
}
