import { useApolloClient } from '@apollo/client/react';
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingText } from '../features/errors/components/LoadingText';
import { setSessionLostHandler } from '../features/session/refresh';

/** Top of every route: on a lost session clears cached data and goes to /login; 'Loading...' for lazy screens. */
export function RootLayout() {
  const navigate = useNavigate();
  const client = useApolloClient();
  useEffect(() => {
    setSessionLostHandler(() => {
      // Nothing of the lost session's school or students may show to whoever signs in next.
      void client.clearStore().catch(() => undefined);
      navigate('/login', { replace: true });
    });
    return () => setSessionLostHandler(() => {});
  }, [client, navigate]);
  return (
    <Suspense fallback={<LoadingText />}>
      <Outlet />
    </Suspense>
  );
}
