import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useViewer } from '../../session/authStore';
import { hasPermission } from '../permissions';

export interface PermissionGateProps {
  /** Permission code the role must hold. */
  permission: string;
  /** Shown when the role lacks the permission (nothing by default). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Shows its children only to roles holding the permission; a loader until role and permissions are known. */
export function PermissionGate({ permission, fallback = null, children }: PermissionGateProps) {
  const viewer = useViewer();
  if (!viewer) {
    return (
      <Center p="md">
        <Loader size="sm" aria-label="Loading..." />
      </Center>
    );
  }
  return <>{hasPermission(viewer.permissions, permission) ? children : fallback}</>;
}
