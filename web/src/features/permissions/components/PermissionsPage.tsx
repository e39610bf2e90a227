import { Alert, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { usePermissionMatrixQuery } from '../graphql/permissions.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useViewer } from '../../session/authStore';
import { usePermissionChanges } from '../hooks/usePermissionChanges';
import { flatten } from '../permissionRows';
import { PermissionsTable } from './PermissionsTable';

/**
 * /Permissions: roles × permissions grouped by nested categories. Ticking boxes collects changes; Save grants
 * and revokes them. Installation-wide permissions (not school-controlled) and the SuperAdmin role are changed
 * by a SuperAdmin only.
 */
export function PermissionsPage() {
  const viewer = useViewer();
  const { data, loading, error, refetch } = usePermissionMatrixQuery({ fetchPolicy: 'network-only' });
  const [text, setText] = useState('');
  const [schoolOnly, setSchoolOnly] = useState(false);
  const matrix = data?.permissionMatrix;
  const { changeCount, isOn, toggle, save, saving, discard } = usePermissionChanges(matrix, refetch);
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
        <Button onClick={() => save()} disabled={changeCount === 0} loading={saving}>
          Save {changeCount > 0 ? `(${changeCount} change${changeCount === 1 ? '' : 's'})` : ''}
        </Button>
        {changeCount > 0 && (
          <Button variant="subtle" onClick={discard}>
            Discard changes
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text>No permission matches “{text}”.</Text>
      ) : (
        <PermissionsTable
          rows={rows}
          roles={roles}
          isSuperAdmin={isSuperAdmin}
          isOn={isOn}
          onToggle={toggle}
        />
      )}
    </Stack>
  );
}
