import type { ReactNode } from 'react';
import { useHiddenRoutesQuery } from '../graphql/admin.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { NotFoundPage } from '../../errors/components/NotFoundPage';

/**
 * SPEC §2 host-dependent availability: a route configured as hidden on this host name (installation config
 * items `route.hiddenOnHosts:<path>`) shows the not-found screen there. No host name lives in the code.
 */
export function HostAvailability({ path, children }: { path: string; children: ReactNode }) {
  const { data, loading } = useHiddenRoutesQuery({ variables: { host: window.location.hostname } });
  if (loading && !data) return <LoadingText />;
  if (data?.hiddenRoutes.includes(path)) return <NotFoundPage inLayout />;
  return <>{children}</>;
}
