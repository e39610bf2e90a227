import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/render';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

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
