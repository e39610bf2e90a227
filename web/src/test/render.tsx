import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../app/theme';
import { createCache } from '../features/session/apolloClient';
import { i18n } from '../i18n/i18n';

type Mocks = ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>;

/** Mantine in test mode (no transitions, no portals) with mocked GraphQL, masked like the app's client. */
export function TestProviders({ mocks = [], children }: { mocks?: Mocks; children: ReactNode }) {
  // MockedProvider cannot turn data masking on, so the test client is built here as MockedProvider builds it.
  const [client] = useState(
    () =>
      new ApolloClient({
        cache: createCache(),
        link: new MockLink(mocks, { defaultOptions: { delay: 0 } }),
        dataMasking: true,
      }),
  );
  return (
    <MantineProvider theme={theme} env="test">
      <I18nProvider i18n={i18n}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </I18nProvider>
    </MantineProvider>
  );
}

/** Renders a route table at an address; returns the router to inspect where the user ended up. */
export function renderRoutes(routes: RouteObject[], path: string, mocks: Mocks = []) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <TestProviders mocks={mocks}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...utils };
}

/** Renders one component inside the providers and a router. */
export function renderWithProviders(ui: ReactNode, mocks: Mocks = []) {
  return renderRoutes([{ path: '*', element: ui }], '/', mocks);
}
