import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ErrorBoundary } from './ErrorBoundary';
import { OopsFallback } from './OopsFallback';

function Broken(): never {
  throw new Error('boom');
}

describe("the 'Oops!' screen", () => {
  it('shows the heading, the default message, the phone line and thanks', async () => {
    renderWithProviders(<OopsFallback />);
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(screen.getByText('Looks like our UI needs some patching up.')).toBeTruthy();
    expect(screen.getByText(/contact support by phone/)).toBeTruthy();
    expect(screen.getByText(/Thank you for your patience/)).toBeTruthy();
  });

  it('shows a custom message instead of the default', async () => {
    renderWithProviders(<OopsFallback message="Scheduled maintenance until 6 pm." />);
    expect(await screen.findByText('Scheduled maintenance until 6 pm.')).toBeTruthy();
    expect(screen.queryByText('Looks like our UI needs some patching up.')).toBeNull();
  });

  it('replaces a component that fails to render', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      renderWithProviders(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      );
      expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });
});
