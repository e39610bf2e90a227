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
import { useState } from 'react';
import {
  useReplaceVerificationGroupMapMutation,
  useVerificationGroupChoicesQuery,
  type AidYearSettingsFieldsFragment,
} from '../graphql/admin.generated';
import { showAlert } from '../../alerts/alertStore';

const GROUPS = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'];

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
  const [rows, setRows] = useState<Row[] | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const current = rows ?? rowsOf(year);
  const names = new Map(year.verificationGroupMap.map((m) => [m.typeCode, m.interviewTypeName]));
  for (const c of choices.data?.verificationGroupChoices ?? []) names.set(c.typeCode, c.name);
  const typeOptions = [...names].map(([value, label]) => ({ value, label }));
  const change = (i: number, patch: Partial<Row>) =>
    setRows(current.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const save = async () => {
    try {
      const r = (await replace({ variables: { id: year.id, items: current } })).data
        ?.replaceVerificationGroupMap;
      if (r?.ok) {
        showAlert.success(r.message ?? 'Successful Update');
        setRows(null);
        setRowErrors({});
      } else {
        showAlert.error(r?.error?.message ?? 'Update failed');
        setRowErrors(Object.fromEntries((r?.error?.inputErrors ?? []).map((e) => [e.path, e.message])));
      }
    } catch (e) {
      showAlert.error(e instanceof Error ? e.message : 'Update failed');
    }
  };

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
                  value={r.verificationGroup}
                  allowDeselect={false}
                  error={rowErrors[`items.${i}.verificationGroup`]}
                  onChange={(v) => v && change(i, { verificationGroup: v })}
                  w={90}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Task list item of row ${i + 1}`}
                  data={typeOptions}
                  value={r.typeCode || null}
                  allowDeselect={false}
                  searchable
                  error={rowErrors[`items.${i}.typeCode`]}
                  onChange={(v) => v && change(i, { typeCode: v })}
                />
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`Parent item, row ${i + 1}`}
                  checked={r.isForParentAccount}
                  onChange={(e) => change(i, { isForParentAccount: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`Dependent students only, row ${i + 1}`}
                  checked={r.dependentOnly}
                  onChange={(e) => change(i, { dependentOnly: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove row ${i + 1}`}
                  onClick={() => setRows(current.filter((_, j) => j !== i))}
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
            setRows([
              ...current,
              {
                verificationGroup: 'V1',
                typeCode: typeOptions[0]?.value ?? '',
                isForParentAccount: false,
                dependentOnly: false,
              },
            ])
          }
        >
          Add row
        </Button>
        <Button onClick={save} loading={saving.loading} disabled={!rows}>
          Save verification groups
        </Button>
        {rows && (
          <Button variant="subtle" onClick={() => (setRows(null), setRowErrors({}))}>
            Discard changes
          </Button>
        )}
      </Group>
    </Stack>
  );
}
