import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { useAlertStore } from './alertStore';
import { AlertStack } from './components/AlertStack';
import { i18n } from '../../i18n/i18n';
import { messages as spanish } from '../../i18n/locales/es/messages.po';

beforeEach(() => {
  vi.useRealTimers();
  useAlertStore.getState().clear();
});

describe('alerts', () => {
  it('removes an error alert when dismissed', async () => {
    useAlertStore.getState().push('error', 'Status update failed');
    renderWithProviders(<AlertStack />);
    expect(await screen.findByText('Status update failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByText('Status update failed')).toBeNull();
  });

  it("words an alert's title and close button in Spanish for a student reading Spanish (issue 26)", async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    try {
      useAlertStore.getState().push('success', 'Se guardaron los cambios');
      renderWithProviders(<AlertStack />);
      const alert = await screen.findByRole('status');
      expect(alert.textContent).toContain('Listo');
      expect(alert.textContent).not.toContain('Success');
      fireEvent.click(screen.getByRole('button', { name: 'Cerrar el aviso' }));
      expect(screen.queryByText('Se guardaron los cambios')).toBeNull();
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });

  it('removes a success alert when dismissed', async () => {
    useAlertStore.getState().push('success', 'Successful Update');
    renderWithProviders(<AlertStack />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss success' }));
    expect(screen.queryByText('Successful Update')).toBeNull();
  });

  it('keeps a dismissed message or warning on screen, expired and no longer closable', async () => {
    useAlertStore.getState().push('message', 'Your documents were received');
    useAlertStore.getState().push('warning', 'Signature missing');
    renderWithProviders(<AlertStack />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss warning' }));
    expect(screen.getByText('Your documents were received')).toBeTruthy();
    expect(screen.getByText('Signature missing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Dismiss/ })).toBeNull();
    expect(useAlertStore.getState().alerts.every((a) => a.expired)).toBe(true);
  });

  it('lets an info alert go by itself after about 5 seconds', async () => {
    vi.useFakeTimers();
    renderWithProviders(<AlertStack />);
    act(() => {
      useAlertStore.getState().push('info', 'Saved a draft');
    });
    expect(screen.getByText('Saved a draft')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('Saved a draft')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Saved a draft')).toBeNull();
  });

  it('shows the same success twice once, until it is dismissed', () => {
    renderWithProviders(<AlertStack />);
    act(() => {
      useAlertStore.getState().push('success', 'Successful Update');
      useAlertStore.getState().push('success', 'Successful Update');
    });
    expect(screen.getAllByText('Successful Update')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss success' }));
    expect(screen.queryByText('Successful Update')).toBeNull();
  });

  it('three successes in a row leave one banner, the last; an error beside them stays', () => {
    renderWithProviders(<AlertStack />);
    act(() => {
      useAlertStore.getState().push('error', 'Unable to assign student');
      useAlertStore.getState().push('success', 'Successfully added task list memo');
      useAlertStore.getState().push('success', 'Successful Update');
      useAlertStore.getState().push('success', 'Status changed');
    });
    expect(screen.getAllByRole('status').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Status changed'),
    ]);
    expect(screen.getByRole('alert').textContent).toContain('Unable to assign student');
  });

  it('does not carry a success banner to the next page, while an error stays until dismissed', () => {
    vi.useFakeTimers();
    const { router } = renderRoutes([{ path: '*', element: <AlertStack /> }], '/Holidays');
    act(() => {
      useAlertStore.getState().push('success', 'Holiday saved');
      useAlertStore.getState().push('error', 'Could not load holidays');
    });
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    act(() => {
      void router.navigate('/welcome');
    });
    expect(screen.queryByText('Holiday saved')).toBeNull();
    expect(screen.getByText('Could not load holidays')).toBeTruthy();
  });
});
