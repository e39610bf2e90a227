import { useApolloClient } from '@apollo/client/react';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingText } from '../features/errors/components/LoadingText';
import { setSessionLostHandler } from '../features/session/refresh';
import { startPageView } from '../features/session/pageView';

/** Top of every route: on a lost session clears cached data and goes to /login; 'Loading...' for lazy screens. */
export function RootLayout() {
  const navigate = useNavigate();
  const client = useApolloClient();
  // A new address is a new page view, decided while rendering so the new screen's first requests already carry it
  // (a second render of the same address, as StrictMode does, keeps the view).
  const { pathname } = useLocation();
  const viewOf = useRef<string | null>(null);
  if (viewOf.current !== pathname) {
    viewOf.current = pathname;
    startPageView();
  }
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
