import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type InterviewTemplateQuery,
  useDeleteInterviewTemplateMutation,
  useUpdateInterviewTemplateMutation,
} from '../../graphql/builder.generated';
import { showAlert } from '../../../alerts/alertStore';
import { SpanishInput } from '../SpanishInput';
import { BuilderSection } from './BuilderSection';

type Template = InterviewTemplateQuery['interviewTemplate'];

/** The template's name (English and Spanish), and its deletion. */
export function TemplateSection({
  template: t,
  onChanged,
  onDeleted,
}: {
  /** The template being edited. */
  template: Template;
  /** Reads the template again. */
  onChanged(): Promise<unknown>;
  /** After the template is deleted. */
  onDeleted(): Promise<void>;
}) {
  const [update] = useUpdateInterviewTemplateMutation();
  const [remove] = useDeleteInterviewTemplateMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: t.name, nameSpanish: t.nameSpanish ?? '' },
  });
  const deleteTemplate = async () => {
    if (!window.confirm(`Delete the template ${t.name}?`)) return;
    const { data } = await remove({ variables: { id: t.id } }).catch(() => ({ data: null }));
    const result = data?.deleteInterviewTemplate;
    if (!result?.ok)
      return showAlert.error(result?.error?.message ?? 'There was a problem with deleting the interview');
    showAlert.success(result.message ?? 'Successful Update');
    await onDeleted();
  };
  return (
    <BuilderSection
      title="Template"
      submit="Update template"
      form={form}
      failure="There was a problem with updating the interview"
      send={async (v) =>
        (
          await update({
            variables: {
              input: {
                id: t.id,
                // Sent only when changed: a started template takes its Spanish name alone.
                name: v.name.trim() === t.name ? undefined : v.name.trim(),
                nameSpanish: v.nameSpanish.trim() || null,
              },
            },
          }).catch(() => ({ data: null }))
        ).data?.updateInterviewTemplate
      }
      onDone={onChanged}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <SpanishInput
        label="Name (Spanish)"
        value={form.values.nameSpanish}
        onChange={(v) => form.setFieldValue('nameSpanish', v)}
        error={form.errors.nameSpanish}
      />
      <Button color="red" variant="light" w="fit-content" onClick={() => void deleteTemplate()}>
        Delete template
      </Button>
    </BuilderSection>
  );
}
