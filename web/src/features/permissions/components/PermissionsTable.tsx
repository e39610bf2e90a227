import { Checkbox, Table, Text } from '@mantine/core';
import type { PermissionMatrixQuery } from '../graphql/permissions.generated';
import type { PermissionRow } from '../permissionRows';

interface PermissionsTableProps {
  /** The categories' headings and their permissions, as filtered. */
  rows: PermissionRow[];
  /** The staff roles, one column each. */
  roles: PermissionMatrixQuery['permissionMatrix']['roles'];
  /** Whether the viewer is a SuperAdmin (who alone changes installation-wide permissions and the SuperAdmin role). */
  isSuperAdmin: boolean;
  /** Whether a role's box is ticked (granted, or changed to on). */
  isOn: (roleID: number, permissionID: number) => boolean;
  /** Ticks or unticks a role's box. */
  onToggle: (roleID: number, permissionID: number, on: boolean) => void;
}

/** Roles × permissions, a box each, under the nested categories' headings. */
export function PermissionsTable({ rows, roles, isSuperAdmin, isOn, onToggle }: PermissionsTableProps) {
  return (
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
                        onChange={(e) => onToggle(r.id, row.id, e.currentTarget.checked)}
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
  );
}
