import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

// A route chunk a newer deployment removed: the dynamic import rejects as Chromium words it.
const RemovedScreen = lazy(() =>
  Promise.reject(
    new TypeError(
      'Failed to fetch dynamically imported module: https://portal.test/assets/StudentViewLayout-Df3k9a.js',
    ),
  ),
);
// Safari names no file.
const RemovedInSafari = lazy(() => Promise.reject(new TypeError('Importing a module script failed.')));

function Layout() {
  return (
    <>
      <Link to="/working">Working page</Link>
      <Outlet />
    </>
  );
}

// As in the app (App.tsx, routes.tsx): the declarative router, a boundary around a layout route's element.
function AppLikeRoutes() {
  return useRoutes([
    {
      element: <Layout />,
      children: [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/working', element: <p>Working screen</p> },
            { path: '/removed', element: <RemovedScreen /> },
            { path: '/removed-safari', element: <RemovedInSafari /> },
          ],
        },
      ],
    },
  ]);
}

describe('a route whose screen fails to render', () => {
  it("shows 'Oops!' in the route's place; the next address renders afresh", async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <TestProviders>
          <MemoryRouter initialEntries={['/broken']}>
            <AppLikeRoutes />
          </MemoryRouter>
        </TestProviders>,
      );
      expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy();
      await userEvent.click(screen.getByRole('link', { name: 'Working page' }));
      expect(await screen.findByText('Working screen')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Oops!' })).toBeNull();
    } finally {
      console.error = quiet;
    }
  });
});

describe('a route whose chunk a new deployment removed', () => {
  const open = (path: string) =>
    render(
      <TestProviders>
        <MemoryRouter initialEntries={[path]}>
          <AppLikeRoutes />
        </MemoryRouter>
      </TestProviders>,
    );

  it("prompts 'Loading chunk <name> failed' with a Reload button that reloads the page, not 'Oops!'", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      open('/removed');
      expect(
        await screen.findByRole('heading', { name: 'Loading chunk StudentViewLayout-Df3k9a failed' }),
      ).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Oops!' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      quiet.mockRestore();
    }
  });

  it("names the route's chunk generically when the browser names no file (Safari)", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      open('/removed-safari');
      expect(await screen.findByRole('heading', { name: 'Loading chunk route failed' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    } finally {
      quiet.mockRestore();
    }
  });
});
