import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useBuilderEdit, type BuilderAnswer } from '../hooks/useBuilderEdit';

/** One text to word in Spanish: its English beside the field. */
export interface SpanishField {
  /** The input's name in the saved change, e.g. titleSpanish. */
  name: string;
  /** The field's label, e.g. "Step title (Spanish)". */
  label: string;
  /** The English text students read today. */
  english: string;
  /** The Spanish saved so far; null: untranslated. */
  spanish: string | null;
}

/**
 * The Spanish wording of one piece of a template students have started (issue 26): a translation changes no answer
 * already given, so the services accept it where every other change is refused. Empty saves "untranslated".
 */
export function TranslateForm({
  title,
  fields,
  save,
  onChanged,
  onClose,
}: {
  /** The form's accessible name, e.g. "Translate step household". */
  title: string;
  /** The texts of the piece, English and Spanish. */
  fields: SpanishField[];
  /** Saves the Spanish texts (null for an emptied one). */
  save(values: Record<string, string | null>): Promise<BuilderAnswer | undefined>;
  /** Reloads the template after a saved change. */
  onChanged(): Promise<unknown>;
  /** Closes the form (after saving or on cancel). */
  onClose(): void;
}) {
  const { run, busy } = useBuilderEdit(onChanged);
  const form = useForm({
    initialValues: Object.fromEntries(fields.map((f) => [f.name, f.spanish ?? ''])),
  });
  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      aria-label={title}
      onSubmit={form.onSubmit(async (values) => {
        const spanish = Object.fromEntries(
          Object.entries(values).map(([name, text]) => [name, text.trim() || null]),
        );
        if (await run(() => save(spanish))) onClose();
      })}
    >
      <Stack gap="xs">
        {fields.map((f) => (
          <TextInput
            key={f.name}
            label={f.label}
            description={<Text span>English: {f.english}</Text>}
            lang="es"
            {...form.getInputProps(f.name)}
          />
        ))}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            Save Spanish
          </Button>
          <Button variant="default" size="xs" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
