import { Alert, Button, Checkbox, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import {
  useGrantPermissionsMutation,
  usePermissionMatrixQuery,
  useRevokePermissionsMutation,
  type PermissionCategoryFieldsFragment,
} from '../graphql/permissions.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useViewer } from '../../session/authStore';

type Category = PermissionCategoryFieldsFragment & { children?: Category[] | null };
interface Row {
  kind: 'category' | 'permission';
  depth: number;
  id: number;
  label: string;
  code?: string;
  isSchoolControlled?: boolean;
}

/** The nested categories as table rows: a heading per category, then its permissions, then its sub-categories. */
function flatten(categories: readonly Category[], text: string, schoolOnly: boolean, depth = 0): Row[] {
  const needle = text.trim().toLowerCase();
  return categories.flatMap((c) => {
    const perms = c.permissions.filter(
      (p) =>
        (!schoolOnly || p.isSchoolControlled) &&
        (!needle || p.code.toLowerCase().includes(needle) || p.name.toLowerCase().includes(needle)),
    );
    const children = flatten(c.children ?? [], text, schoolOnly, depth + 1);
    if (perms.length === 0 && children.length === 0) return [];
    return [
      { kind: 'category' as const, depth, id: c.id, label: c.name },
      ...perms.map((p) => ({
        kind: 'permission' as const,
        depth: depth + 1,
        id: p.id,
        label: p.name,
        code: p.code,
        isSchoolControlled: p.isSchoolControlled,
      })),
      ...children,
    ];
  });
}

const key = (roleID: number, permissionID: number) => `${roleID}:${permissionID}`;

/**
 * /Permissions: roles × permissions grouped by nested categories. Ticking boxes collects changes; Save grants
 * and revokes them. Installation-wide permissions (not school-controlled) and the SuperAdmin role are changed
 * by a SuperAdmin only.
 */
export function PermissionsPage() {
  const viewer = useViewer();
  const { data, loading, error, refetch } = usePermissionMatrixQuery({ fetchPolicy: 'network-only' });
  const [grant, { loading: granting }] = useGrantPermissionsMutation();
  const [revoke, { loading: revoking }] = useRevokePermissionsMutation();
  const [text, setText] = useState('');
  const [schoolOnly, setSchoolOnly] = useState(false);
  // The ticked changes, by "roleID:permissionID": a box set back to what is granted leaves the list.
  const form = useForm({ mode: 'controlled', initialValues: { pending: {} as Record<string, boolean> } });
  const pending = form.values.pending;
  const changeCount = Object.keys(pending).length;

  const matrix = data?.permissionMatrix;
  const granted = useMemo(
    () => new Set((matrix?.links ?? []).map((l) => key(l.roleID, l.permissionID))),
    [matrix],
  );
  const rows = useMemo(() => flatten(matrix?.categories ?? [], text, schoolOnly), [matrix, text, schoolOnly]);
  const roles = (matrix?.roles ?? []).filter((r) => r.isStaff);
  const isSuperAdmin = viewer?.role === 'SuperAdmin';

  if (loading && !matrix) return <LoadingText />;
  if (error || !matrix) {
    // The screen keeps its heading when refused: a screen-reader user learns where they are, then why.
    return (
      <Stack gap="md">
        <Title order={1}>Permissions</Title>
        <Alert color="red" title="Error" role="alert">
          {error?.message ?? 'Could not retrieve permissions'}
        </Alert>
      </Stack>
    );
  }

  const isOn = (roleID: number, permissionID: number) =>
    pending[key(roleID, permissionID)] ?? granted.has(key(roleID, permissionID));
  const toggle = (roleID: number, permissionID: number, on: boolean) => {
    const { [key(roleID, permissionID)]: _, ...rest } = pending;
    form.setFieldValue(
      'pending',
      on === granted.has(key(roleID, permissionID)) ? rest : { ...rest, [key(roleID, permissionID)]: on },
    );
  };

  const save = form.onSubmit(async ({ pending }) => {
    const changes = Object.entries(pending).map(([k, on]) => {
      const [roleID, permissionID] = k.split(':').map(Number) as [number, number];
      return { link: { roleID, permissionID }, on };
    });
    const adds = changes.filter((c) => c.on).map((c) => c.link);
    const removes = changes.filter((c) => !c.on).map((c) => c.link);
    try {
      const results = [
        ...(adds.length ? [(await grant({ variables: { links: adds } })).data?.grantPermissions] : []),
        ...(removes.length
          ? [(await revoke({ variables: { links: removes } })).data?.revokePermissions]
          : []),
      ];
      const failed = results.find((r) => !r?.ok);
      if (failed) showAlert.error(failed?.error?.message ?? 'Update failed');
      else showAlert.success('Permissions were updated successfully');
    } catch (e) {
      showAlert.error(e instanceof Error ? e.message : 'Update failed');
    }
    form.reset();
    await refetch();
  });

  return (
    <Stack gap="md">
      <Title order={1}>Permissions</Title>
      <Group align="end">
        <TextInput
          label="Search permissions"
          placeholder="Code or name"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Switch
          label="School-controlled only"
          checked={schoolOnly}
          onChange={(e) => setSchoolOnly(e.currentTarget.checked)}
        />
        <Button onClick={() => save()} disabled={changeCount === 0} loading={granting || revoking}>
          Save {changeCount > 0 ? `(${changeCount} change${changeCount === 1 ? '' : 's'})` : ''}
        </Button>
        {changeCount > 0 && (
          <Button variant="subtle" onClick={() => form.reset()}>
            Discard changes
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text>No permission matches “{text}”.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped withTableBorder stickyHeader aria-label="Permissions by role">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Permission</Table.Th>
                {roles.map((r) => (
                  <Table.Th key={r.id} ta="center">
                    {r.name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) =>
                row.kind === 'category' ? (
                  <Table.Tr key={`c${row.id}`}>
                    <Table.Th colSpan={roles.length + 1} pl={8 + row.depth * 16} scope="rowgroup">
                      {row.label}
                    </Table.Th>
                  </Table.Tr>
                ) : (
                  <Table.Tr key={`p${row.id}`}>
                    <Table.Td pl={8 + row.depth * 16}>
                      <Text size="sm">{row.label}</Text>
                      <Text size="xs" c="dimmed">
                        {row.code}
                        {row.isSchoolControlled ? '' : ' · installation-wide'}
                      </Text>
                    </Table.Td>
                    {roles.map((r) => {
                      const locked = !isSuperAdmin && (!row.isSchoolControlled || r.name === 'SuperAdmin');
                      return (
                        <Table.Td key={r.id} ta="center">
                          <Checkbox
                            aria-label={`${r.name}: ${row.code}`}
                            checked={isOn(r.id, row.id)}
                            disabled={locked}
                            onChange={(e) => toggle(r.id, row.id, e.currentTarget.checked)}
                            styles={{ body: { justifyContent: 'center' } }}
                          />
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
