import { Group, Textarea, TextInput } from '@mantine/core';
import type { StepForm } from '../hooks/useStepForm';
import { SpanishInput } from './SpanishInput';

interface StepTextFieldsProps {
  /** The step's form. */
  form: StepForm;
}

/** A step's key, and its title and instructions in both languages. */
export function StepTextFields({ form }: StepTextFieldsProps) {
  return (
    <>
      <Group grow align="flex-start">
        <TextInput label="Step key" {...form.getInputProps('stepKey')} />
        <TextInput label="Step title" {...form.getInputProps('title')} />
      </Group>
      <SpanishInput
        label="Step title (Spanish)"
        value={form.values.titleSpanish}
        onChange={(v) => form.setFieldValue('titleSpanish', v)}
        error={form.errors.titleSpanish}
      />
      <Textarea label="Instructions" rows={2} {...form.getInputProps('instructions')} />
      <Textarea
        label="Instructions (Spanish)"
        lang="es"
        rows={2}
        {...form.getInputProps('instructionsSpanish')}
      />
    </>
  );
}
