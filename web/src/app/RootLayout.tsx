import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingText } from '../features/errors/components/LoadingText';
import { loadApolloClient } from '../features/session/apolloClientLoader';
import { canRenderWithoutApollo, useOptionalApolloClient } from '../features/session/apolloReady';
import { setSessionLostHandler } from '../features/session/refresh';
import { startPageView } from '../features/session/pageView';

/**
 * Top of every route: on a lost session clears cached data and goes to /login; 'Loading...' for lazy screens and,
 * on routes that query, until the GraphQL client has loaded.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const client = useOptionalApolloClient();
  // A new address is a new page view, decided while rendering so the new screen's first requests already carry it
  // (a second render of the same address, as StrictMode does, keeps the view).
  const { pathname } = useLocation();
  const viewOf = useRef<string | null>(null);
  // A ref, not state: StrictMode's second render must see the first one's mark and not start another view.
  // eslint-disable-next-line react-hooks/refs
  if (viewOf.current !== pathname) {
    // eslint-disable-next-line react-hooks/refs
    viewOf.current = pathname;
    startPageView();
  }
  useEffect(() => {
    setSessionLostHandler(() => {
      // Nothing of the lost session's school or students may show to whoever signs in next.
      void (client ? Promise.resolve(client) : loadApolloClient())
        .then((c) => c.clearStore())
        .catch(() => undefined);
      navigate('/login', { replace: true });
    });
    return () => setSessionLostHandler(() => {});
  }, [client, navigate]);
  // Which route is on screen once its lazy screen has rendered (navigations are transitions: the old screen stays
  // until the new one is ready). The browser suite waits on it before checking a screen.
  useEffect(() => {
    document.documentElement.dataset.route = pathname;
  }, [pathname]);
  if (!client && !canRenderWithoutApollo(pathname)) return <LoadingText />;
  return (
    <Suspense fallback={<LoadingText />}>
      <Outlet />
    </Suspense>
  );
}
