import { ActionIcon, Checkbox, Select, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { VerificationGroupMapForm } from '../hooks/useVerificationGroupMapEdits';

const GROUPS = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'];

/** One row of the map: a verification group, the task list item it brings, for whom, and its remove button. */
export function VerificationGroupMapRow({
  form,
  index: i,
  typeOptions,
}: {
  /** The map's rows being edited. */
  form: VerificationGroupMapForm;
  /** This row's place in the map (0-based). */
  index: number;
  /** The task list items (interview types) a row can bring. */
  typeOptions: { value: string; label: string }[];
}) {
  const r = form.values.items[i]!;
  return (
    <Table.Tr>
      <Table.Td>
        <Select
          aria-label={`Group of row ${i + 1}`}
          data={GROUPS}
          allowDeselect={false}
          {...form.getInputProps(`items.${i}.verificationGroup`)}
          onChange={(v) => v && form.setFieldValue(`items.${i}.verificationGroup`, v)}
          w={90}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`Task list item of row ${i + 1}`}
          data={typeOptions}
          allowDeselect={false}
          searchable
          {...form.getInputProps(`items.${i}.typeCode`)}
          value={r.typeCode || null}
          onChange={(v) => v && form.setFieldValue(`items.${i}.typeCode`, v)}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`Parent item, row ${i + 1}`}
          {...form.getInputProps(`items.${i}.isForParentAccount`, { type: 'checkbox' })}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`Dependent students only, row ${i + 1}`}
          {...form.getInputProps(`items.${i}.dependentOnly`, { type: 'checkbox' })}
        />
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove row ${i + 1}`}
          onClick={() => form.removeListItem('items', i)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
