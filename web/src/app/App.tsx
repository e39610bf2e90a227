import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '../features/errors/components/ErrorBoundary';
import { loadApolloClient } from '../features/session/apolloClientLoader';
import { useSessionKeeper } from '../features/session/hooks/useSessionKeeper';
import { useAccountLanguage } from '../features/language/hooks/useAccountLanguage';
import { leavesForProvider, prepareSignIn } from '../features/session/oidc';
import { appRoutes } from './routes';
import { theme } from './theme';
import { i18n } from '../i18n/i18n';

const ApolloContext = getApolloContext();

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Starts the session and serves the routes. The declarative router: the app uses no loaders, actions or fetchers,
 * and the data router would add ~16 KB gzip to every first download (bundle budget, issue 13). Its navigations are
 * transitions too: the old screen stays until the new one's chunk has loaded.
 */
function SessionAndRoutes({ onClientNeeded }: { onClientNeeded: () => void }) {
  useSessionKeeper();
  useAccountLanguage();
  return (
    <BrowserRouter>
      <ClientWhenNeeded onNeeded={onClientNeeded} />
      <AppRoutes />
    </BrowserRouter>
  );
}

if (leavesForProvider(window.location.pathname, window.location.search)) prepareSignIn();

/**
 * Asks for the GraphQL client on the first page that is not /login: on the provider redirect it would only compete
 * with the sign-in library for a slow network's bandwidth before the browser leaves (issue 13); the sign-in form asks
 * for it itself once shown (usePasswordSignIn), so neither its files nor the rest of the styles compete with the
 * form's (issue 28).
 */
function ClientWhenNeeded({ onNeeded }: { onNeeded: () => void }) {
  const needed = useLocation().pathname !== '/login';
  useEffect(() => {
    if (needed) onNeeded();
  }, [needed, onNeeded]);
  return null;
}

/**
 * The whole app: theme, GraphQL client, error boundary, session, router. The GraphQL client arrives in its own
 * chunk after the first render (RootLayout waits for it on the routes that need it; the sign-in page does not).
 */
export function App() {
  const [client, setClient] = useState<ApolloClient | null>(null);
  const requested = useRef(false);
  // With the client comes the rest of Mantine's CSS (the sign-in page rendered with styles-first-paint.css):
  // RootLayout shows other routes once both are there, so no screen draws unstyled.
  const loadClient = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void Promise.all([loadApolloClient(), import('./allStyles')]).then(([loaded]) => setClient(loaded));
  }, []);
  const context = useMemo(() => (client ? { client } : {}), [client]);
  return (
    <MantineProvider theme={theme}>
      <I18nProvider i18n={i18n}>
        <ErrorBoundary>
          <ApolloContext.Provider value={context}>
            <SessionAndRoutes onClientNeeded={loadClient} />
          </ApolloContext.Provider>
        </ErrorBoundary>
      </I18nProvider>
    </MantineProvider>
  );
}
