import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingText } from '../../errors/components/LoadingText';

/** Loading, a refusal or failure (e.g. a role without the permission), or the content. */
export function QueryState({
  loading,
  error,
  children,
}: {
  loading: boolean;
  error?: { message: string };
  children: ReactNode;
}) {
  if (loading) return <LoadingText />;
  if (error) {
    return (
      <Alert color="red" role="alert" title="This list cannot be shown">
        {error.message}
      </Alert>
    );
  }
  return <>{children}</>;
}
