import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

/**
 * Adds one item to the ISIR view: a tab or a group by name, a field picked from the ISIR's elements. Clears itself
 * once the item is sent.
 */
export function AddViewItemForm({
  label,
  ariaLabel,
  placeholder,
  fields,
  submitLabel,
  size,
  onAdd,
}: {
  /** The visible label (the new tab's field has one; the group's and the field's rows are labelled for screen readers). */
  label?: string;
  /** The accessible name when there is no visible label. */
  ariaLabel?: string;
  /** The empty field's hint. */
  placeholder?: string;
  /** The ISIR elements to pick from; absent, the item is a name typed in. */
  fields?: { value: string; label: string }[];
  /** The button's text. */
  submitLabel: string;
  /** Mantine size of the field and button. */
  size?: 'xs';
  /** Sends the item (a trimmed name, or the element's attribute name). */
  onAdd(value: string): Promise<void>;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { value: '' } });
  const value = form.values.value.trim();
  const submit = form.onSubmit(async () => {
    if (!value) return;
    await onAdd(value);
    form.reset();
  });
  const common = { label, 'aria-label': ariaLabel, placeholder, size };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="end">
        {fields ? (
          <Select
            {...common}
            searchable
            data={fields}
            value={form.values.value || null}
            onChange={(v) => form.setFieldValue('value', v ?? '')}
            limit={50}
          />
        ) : (
          <TextInput {...common} {...form.getInputProps('value')} />
        )}
        <Button type="submit" size={size} disabled={!value}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
