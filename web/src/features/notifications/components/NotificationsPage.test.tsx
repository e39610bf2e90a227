import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AddNotificationDocument,
  CurrentNotificationsDocument,
  NotificationsDocument,
  UpdateNotificationDocument,
} from '../graphql/notifications.generated';
import { renderWithProviders } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { useAlertStore } from '../../alerts/alertStore';
import { NotificationBanner } from './NotificationBanner';
import { NotificationsPage } from './NotificationsPage';

const notice = (over: Record<string, unknown> = {}) => ({
  __typename: 'Notification',
  id: 1,
  installationWide: false,
  title: 'Office closed Friday',
  body: 'Closed for the holiday.',
  audience: 'ALL',
  severity: 'INFO',
  startDate: '2026-11-20',
  endDate: null,
  isActive: true,
  createdBy: 'admin@aidverify.test',
  updatedBy: null,
  ...over,
});
const list = (notifications: unknown[]) => ({
  request: { query: NotificationsDocument, variables: {} },
  result: { data: { notifications } },
});
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

describe('/Notifications', () => {
  beforeEach(() => useAlertStore.getState().clear());

  it("lists the school's announcements; one of every school cannot be switched off here", async () => {
    renderWithProviders(<NotificationsPage />, [
      list([
        notice(),
        notice({ id: 2, title: 'Maintenance Sunday', installationWide: true, audience: 'STAFF' }),
      ]),
    ]);
    expect(await screen.findByText('Office closed Friday')).toBeTruthy();
    expect(screen.getByText('Every school')).toBeTruthy();
    expect(
      (screen.getByRole('switch', { name: 'Active: Maintenance Sunday' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Active: Office closed Friday' }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect(screen.queryByLabelText('Every school of the installation')).toBeNull();
  });

  it('adds an announcement, or shows the reason beside the end date', async () => {
    const input = {
      title: 'Documents due',
      body: 'Send them by Friday.',
      audience: 'STUDENTS',
      severity: 'INFO',
      // Left empty: the server starts it on the school's today.
      startDate: null,
      endDate: '2000-01-01',
      installationWide: false,
    };
    const refused = {
      request: { query: AddNotificationDocument, variables: { input } },
      result: {
        data: {
          addNotification: {
            __typename: 'NotificationResult',
            ok: false,
            message: null,
            notification: null,
            error: {
              __typename: 'UserError',
              message: 'The end date is before the start date',
              inputErrors: [
                { __typename: 'InputError', path: 'endDate', message: 'is before the start date' },
              ],
            },
          },
        },
      },
    };
    const fixed = { ...input, endDate: null };
    const added = {
      request: { query: AddNotificationDocument, variables: { input: fixed } },
      result: {
        data: {
          addNotification: {
            __typename: 'NotificationResult',
            ok: true,
            message: 'Successful Add',
            error: null,
            notification: notice({ id: 5, title: 'Documents due' }),
          },
        },
      },
    };
    renderWithProviders(<NotificationsPage />, [
      list([]),
      refused,
      added,
      list([notice({ id: 5, title: 'Documents due', audience: 'STUDENTS' })]),
    ]);
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Documents due' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Send them by Friday.' } });
    fireEvent.change(screen.getByLabelText(/Until/), { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Shown to/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Students and parents' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add notification' }));
    expect(await screen.findByText('is before the start date')).toBeTruthy();
    // Under the end date, where the server named it; the start date is not marked.
    expect(fieldError(screen.getByLabelText(/Until/))).toBe('is before the start date');
    expect(fieldError(screen.getByLabelText(/^From/))).toBeNull();
    await waitFor(() => expect(alerts()).toContain('The end date is before the start date'));
    fireEvent.change(screen.getByLabelText(/Until/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add notification' }));
    await waitFor(() => expect(alerts()).toContain('Successful Add'));
    expect(await screen.findByRole('cell', { name: 'Students and parents' })).toBeTruthy();
  });

  it('switches an announcement off at once, and keeps it off from the answer', async () => {
    const update = {
      request: { query: UpdateNotificationDocument, variables: { id: 1, input: { isActive: false } } },
      result: {
        data: {
          updateNotification: {
            __typename: 'NotificationResult',
            ok: true,
            message: 'Successful Update',
            error: null,
            notification: notice({ isActive: false }),
          },
        },
      },
    };
    // The list is read once: the switch follows the answer (and, before it, the optimistic answer) by id.
    renderWithProviders(<NotificationsPage />, [list([notice()]), update]);
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: Office closed Friday' }));
    await waitFor(() => expect(alerts()).toContain('Successful Update'));
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Active: Office closed Friday' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
  });
});

describe('announcement banner', () => {
  it('shows the current announcements and closes one', async () => {
    const current = {
      request: { query: CurrentNotificationsDocument },
      result: {
        data: {
          currentNotifications: [
            {
              __typename: 'CurrentNotification',
              id: 1,
              title: 'Office closed Friday',
              body: 'Closed for the holiday.',
              severity: 'INFO',
            },
            {
              __typename: 'CurrentNotification',
              id: 2,
              title: 'Maintenance Sunday',
              body: 'Sign-in is down 1-3 am.',
              severity: 'WARNING',
            },
          ],
        },
      },
    };
    renderWithProviders(<NotificationBanner />, [current]);
    expect(await screen.findByText('Sign-in is down 1-3 am.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement: Maintenance Sunday' }));
    await waitFor(() => expect(screen.queryByText('Maintenance Sunday')).toBeNull());
    expect(screen.getByText('Office closed Friday')).toBeTruthy();
  });
});
