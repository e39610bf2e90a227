import { Button, Group, Table, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface HolidayEditRowProps {
  /** The holiday's name and date as edited. */
  form: UseFormReturnType<{ name: string; holidayDate: string }>;
  /** Saves the change. */
  onSave: () => void;
  /** Leaves the row unchanged. */
  onCancel: () => void;
}

/** A holiday changed in its row (a table row cannot hold a <form>). */
export function HolidayEditRow({ form, onSave, onCancel }: HolidayEditRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput type="date" aria-label="Date" {...form.getInputProps('holidayDate')} />
      </Table.Td>
      <Table.Td>
        <TextInput aria-label="Holiday" {...form.getInputProps('name')} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button size="xs" onClick={onSave}>
            Save
          </Button>
          <Button size="xs" variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

interface HolidayRowProps {
  /** The holiday shown. */
  holiday: { id: number; name: string; holidayDate: string };
  /** Opens the holiday for editing in its row. */
  onEdit: () => void;
  /** Deletes the holiday. */
  onDelete: () => Promise<void>;
}

/** A holiday's date and name, with Edit and Delete. */
export function HolidayRow({ holiday: h, onEdit, onDelete }: HolidayRowProps) {
  return (
    <Table.Tr>
      <Table.Td>{h.holidayDate}</Table.Td>
      <Table.Td>{h.name}</Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${h.name}`}>
            Edit
          </Button>
          <Button size="xs" color="red" variant="light" aria-label={`Delete ${h.name}`} onClick={onDelete}>
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
