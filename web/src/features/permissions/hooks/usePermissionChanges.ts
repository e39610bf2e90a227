import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { showAlert } from '../../alerts/alertStore';
import {
  useGrantPermissionsMutation,
  useRevokePermissionsMutation,
  type PermissionMatrixQuery,
} from '../graphql/permissions.generated';
import { key } from '../permissionRows';

/**
 * The ticked changes to the roles' permissions, by "roleID:permissionID" (a box set back to what is granted leaves
 * the list), and Save: grants and revokes them, then reads the matrix again.
 */
export function usePermissionChanges(
  matrix: PermissionMatrixQuery['permissionMatrix'] | undefined,
  refetch: () => Promise<unknown>,
) {
  const [grant, { loading: granting }] = useGrantPermissionsMutation();
  const [revoke, { loading: revoking }] = useRevokePermissionsMutation();
  const form = useForm({ mode: 'controlled', initialValues: { pending: {} as Record<string, boolean> } });
  const pending = form.values.pending;
  const granted = useMemo(
    () => new Set((matrix?.links ?? []).map((l) => key(l.roleID, l.permissionID))),
    [matrix],
  );
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
  return {
    changeCount: Object.keys(pending).length,
    isOn,
    toggle,
    save,
    saving: granting || revoking,
    discard: () => form.reset(),
  };
}
