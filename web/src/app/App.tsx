import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { ErrorBoundary } from '../features/errors/components/ErrorBoundary';
import { loadApolloClient } from '../features/session/apolloClientLoader';
import { useSessionKeeper } from '../features/session/hooks/useSessionKeeper';
import { appRoutes } from './routes';
import { theme } from './theme';

const ApolloContext = getApolloContext();

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Starts the session and serves the routes. The declarative router: the app uses no loaders, actions or fetchers,
 * and the data router would add ~16 KB gzip to every first download (bundle budget, issue 13). Its navigations are
 * transitions too: the old screen stays until the new one's chunk has loaded.
 */
function SessionAndRoutes() {
  useSessionKeeper();
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The whole app: theme, GraphQL client, error boundary, session, router. The GraphQL client arrives in its own
 * chunk after the first render (RootLayout waits for it on the routes that need it; the sign-in page does not).
 */
export function App() {
  const [client, setClient] = useState<ApolloClient | null>(null);
  useEffect(() => {
    let live = true;
    // With the client comes the rest of Mantine's CSS (the sign-in page rendered with styles-first-paint.css):
    // RootLayout shows other routes once both are there, so no screen draws unstyled.
    void Promise.all([loadApolloClient(), import('./styles-all')]).then(
      ([loaded]) => live && setClient(loaded),
    );
    return () => {
      live = false;
    };
  }, []);
  const context = useMemo(() => (client ? { client } : {}), [client]);
  return (
    <MantineProvider theme={theme}>
      <ErrorBoundary>
        <ApolloContext.Provider value={context}>
          <SessionAndRoutes />
        </ApolloContext.Provider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
