import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveInterviewTemplateMutation } from '../../graphql/builder.generated';
import { showAlert } from '../../../alerts/alertStore';
import { SpanishInput } from '../SpanishInput';
import { BuilderSection } from './BuilderSection';

/** A new template of an interview type for the aid year. */
export function NewTemplateSection({
  aidYear,
  commentCode,
  types,
  onCreated,
}: {
  /** The aid year the template is for. */
  aidYear: number;
  /** Whether it is a comment code interview (/CRInterviewCreation). */
  commentCode: boolean;
  /** The interview types to choose from. */
  types: { value: string; label: string }[];
  /** Reads the templates again and opens the new one. */
  onCreated(id: number): Promise<void>;
}) {
  const [save] = useSaveInterviewTemplateMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { interviewTypeId: null as string | null, name: '', nameSpanish: '' },
  });
  return (
    <BuilderSection
      title="New template"
      submit="Add template"
      form={form}
      failure="There was a problem with submitting the interview"
      send={async (v) => {
        if (!v.interviewTypeId) {
          showAlert.error('There was a problem with submitting the interview: choose an interview type');
          return null;
        }
        return (
          await save({
            variables: {
              input: {
                interviewTypeId: Number(v.interviewTypeId),
                aidYear,
                name: v.name.trim(),
                nameSpanish: v.nameSpanish.trim() || null,
                isCommentCode: commentCode,
              },
            },
          }).catch(() => ({ data: null }))
        ).data?.saveInterviewTemplate;
      }}
      onDone={async (result) => {
        form.setValues({ name: '', nameSpanish: '' });
        if (result.id) await onCreated(result.id);
      }}
    >
      <Select label="Interview type" data={types} {...form.getInputProps('interviewTypeId')} />
      <TextInput label="Template name" {...form.getInputProps('name')} />
      <SpanishInput
        label="Template name (Spanish)"
        value={form.values.nameSpanish}
        onChange={(v) => form.setFieldValue('nameSpanish', v)}
        error={form.errors.nameSpanish}
      />
    </BuilderSection>
  );
}
