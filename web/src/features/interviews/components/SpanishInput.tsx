import { TextInput } from '@mantine/core';

/** A field for a school's Spanish wording; empty means untranslated (students reading Spanish see the English). */
export function SpanishInput({
  label,
  value,
  onChange,
}: {
  /** The field's label, e.g. "Step title (Spanish)". */
  label: string;
  /** The Spanish text as typed. */
  value: string;
  /** Called with the new text. */
  onChange(value: string): void;
}) {
  return (
    <TextInput
      label={label}
      description="Empty: students who read Spanish see the English"
      lang="es"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
