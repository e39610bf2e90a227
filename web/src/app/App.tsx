import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from '../features/errors/components/ErrorBoundary';
import { createApolloClient } from '../features/session/apolloClient';
import { useSessionKeeper } from '../features/session/hooks/useSessionKeeper';
import { appRoutes } from './routes';
import { theme } from './theme';

/** Starts the session and serves the routes. */
function SessionAndRoutes() {
  useSessionKeeper();
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}

/** The whole app: theme, GraphQL client, error boundary, session, router. */
export function App() {
  const [client] = useState(createApolloClient);
  return (
    <MantineProvider theme={theme}>
      <ErrorBoundary>
        <ApolloProvider client={client}>
          <SessionAndRoutes />
        </ApolloProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
