import { Button, Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';

interface NewCommentCodeFormProps {
  /** The new code and its meaning (kept by the section, so they outlive a reload of the list). */
  form: UseFormReturnType<{ newCode: string; newMeaning: string }>;
  /** Adds the code. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

/** Adds a comment code to the aid year, with its meaning. */
export function NewCommentCodeForm({ form, onSubmit }: NewCommentCodeFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="end">
        <TextInput
          label="New comment code"
          placeholder="3 digits"
          {...form.getInputProps('newCode')}
          w={140}
        />
        <TextInput label="Its meaning" {...form.getInputProps('newMeaning')} />
        <Button type="submit" variant="light" disabled={!form.values.newCode.trim()}>
          Add comment code
        </Button>
      </Group>
    </form>
  );
}
