import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { OopsFallback } from './OopsFallback';

/** Router errorElement: logs what broke and shows the 'Oops!' screen. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <OopsFallback />;
}
