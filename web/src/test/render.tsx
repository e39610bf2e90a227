import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../app/theme';
import { createCache } from '../features/session/apolloClient';
import { i18n } from '../i18n/i18n';

type Mocks = ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>;

/** Mantine in test mode (no transitions, no portals) with mocked GraphQL. */
export function TestProviders({ mocks = [], children }: { mocks?: Mocks; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <I18nProvider i18n={i18n}>
        <MockedProvider mocks={mocks} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
          {children}
        </MockedProvider>
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
