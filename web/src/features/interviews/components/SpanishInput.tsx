import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** A field for a school's Spanish wording; empty means untranslated (students reading Spanish see the English). */
export function SpanishInput({
  label,
  value,
  onChange,
  error,
}: {
  /** The field's label, e.g. "Step title (Spanish)". */
  label: string;
  /** The Spanish text as typed. */
  value: string;
  /** Called with the new text. */
  onChange(value: string): void;
  /** Why the server refused it, shown under the field. */
  error?: ReactNode;
}) {
  return (
    <TextInput
      label={label}
      description="Empty: students who read Spanish see the English"
      lang="es"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
