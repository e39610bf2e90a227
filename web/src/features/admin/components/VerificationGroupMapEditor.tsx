import { Alert, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AidYearSettingsPanelFragment } from './AidYearSettingsPanel.generated';
import { useVerificationGroupMapEdits } from '../hooks/useVerificationGroupMapEdits';
import { VerificationGroupMapRow } from './VerificationGroupMapRow';

export interface VerificationGroupMapEditorProps {
  /** The aid year whose map is edited (its id, year and current map). */
  year: AidYearSettingsPanelFragment;
}

/**
 * The verification-group map of an aid year: which task list items (interview types) each verification group
 * brings, for the student or the parent (dependent students only, optionally). Edited here, saved as a whole.
 */
export function VerificationGroupMapEditor({ year }: VerificationGroupMapEditorProps) {
  const { form, choicesError, typeOptions, save, saving, discard } = useVerificationGroupMapEdits(year);
  const current = form.values.items;

  return (
    <Stack gap="xs">
      {choicesError && <Alert color="red">{choicesError.message}</Alert>}
      <Table withTableBorder aria-label={`Verification groups ${year.aidYear}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Group</Table.Th>
            <Table.Th>Task list item</Table.Th>
            <Table.Th>Parent</Table.Th>
            <Table.Th>Dependent students only</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {current.map((_, i) => (
            <VerificationGroupMapRow key={i} form={form} index={i} typeOptions={typeOptions} />
          ))}
        </Table.Tbody>
      </Table>
      {current.length === 0 && <Text size="sm">No verification group brings a task list item.</Text>}
      <Group>
        <Button
          variant="light"
          onClick={() =>
            form.insertListItem('items', {
              verificationGroup: 'V1',
              typeCode: typeOptions[0]?.value ?? '',
              isForParentAccount: false,
              dependentOnly: false,
            })
          }
        >
          Add row
        </Button>
        <Button onClick={() => save()} loading={saving} disabled={!form.isDirty()}>
          Save verification groups
        </Button>
        {form.isDirty() && (
          <Button variant="subtle" onClick={discard}>
            Discard changes
          </Button>
        )}
      </Group>
    </Stack>
  );
}
