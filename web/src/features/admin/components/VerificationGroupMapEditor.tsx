import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import {
  useReplaceVerificationGroupMapMutation,
  useVerificationGroupChoicesQuery,
  type AidYearSettingsFieldsFragment,
} from '../graphql/admin.generated';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

const GROUPS = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
const FAILED = 'Update failed';

interface Row {
  verificationGroup: string;
  typeCode: string;
  isForParentAccount: boolean;
  dependentOnly: boolean;
}

export interface VerificationGroupMapEditorProps {
  /** The aid year whose map is edited (its id, year and current map). */
  year: AidYearSettingsFieldsFragment;
}

const rowsOf = (year: AidYearSettingsFieldsFragment): Row[] =>
  year.verificationGroupMap.map(({ verificationGroup, typeCode, isForParentAccount, dependentOnly }) => ({
    verificationGroup,
    typeCode,
    isForParentAccount,
    dependentOnly,
  }));

/**
 * The verification-group map of an aid year: which task list items (interview types) each verification group
 * brings, for the student or the parent (dependent students only, optionally). Edited here, saved as a whole.
 */
export function VerificationGroupMapEditor({ year }: VerificationGroupMapEditorProps) {
  const choices = useVerificationGroupChoicesQuery({ variables: { aidYear: year.aidYear } });
  const [replace, saving] = useReplaceVerificationGroupMapMutation();
  // The rows at `items.<index>`: the path the services name a refused row's field by.
  const form = useForm({ mode: 'controlled', initialValues: { items: rowsOf(year) } });
  const server = useServerErrors(form);
  const current = form.values.items;
  const names = new Map(year.verificationGroupMap.map((m) => [m.typeCode, m.interviewTypeName]));
  for (const c of choices.data?.verificationGroupChoices ?? []) names.set(c.typeCode, c.name);
  const typeOptions = [...names].map(([value, label]) => ({ value, label }));

  const save = form.onSubmit(async ({ items }) => {
    server.clear();
    try {
      const r = (await replace({ variables: { id: year.id, items } })).data?.replaceVerificationGroupMap;
      if (r?.ok) {
        showAlert.success(r.message ?? 'Successful Update');
        // The map as stored is the new starting point (what Discard changes goes back to).
        const saved = { items: r.settings ? rowsOf(r.settings) : items };
        form.setInitialValues(saved);
        form.setValues(saved);
        form.resetDirty(saved);
      } else showAlert.error(server.show(r?.error, FAILED));
    } catch (e) {
      showAlert.error(server.show(e instanceof Error ? e : null, FAILED));
    }
  });

  return (
    <Stack gap="xs">
      {choices.error && <Alert color="red">{choices.error.message}</Alert>}
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
          {current.map((r, i) => (
            <Table.Tr key={i}>
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
        <Button onClick={() => save()} loading={saving.loading} disabled={!form.isDirty()}>
          Save verification groups
        </Button>
        {form.isDirty() && (
          <Button variant="subtle" onClick={() => (server.clear(), form.reset())}>
            Discard changes
          </Button>
        )}
      </Group>
    </Stack>
  );
}
