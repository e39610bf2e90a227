import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingText } from '../features/errors/components/LoadingText';
import { setSessionLostHandler } from '../features/session/refresh';

/** Top of every route: sends the user to /login when the session cannot be refreshed; 'Loading...' for lazy screens. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionLostHandler(() => navigate('/login', { replace: true }));
    return () => setSessionLostHandler(() => {});
  }, [navigate]);
  return (
    <Suspense fallback={<LoadingText />}>
      <Outlet />
    </Suspense>
  );
}
