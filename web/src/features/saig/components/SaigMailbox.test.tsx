import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FtpLogDocument,
  ImportSaigMessageDocument,
  SaigMailboxSettingsDocument,
  SaigMessagesDocument,
  SetSaigPasswordDocument,
  SetSaigTgNumberDocument,
} from '../graphql/saig.generated';
import { renderWithProviders } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { staffViewer } from '../../../test/fixtures';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { SaigMailboxAdministrationPage } from './SaigMailboxAdministrationPage';
import { SaigMailboxPage } from './SaigMailboxPage';

const settings = {
  __typename: 'SaigMailboxSettings',
  tgNumber: 'TG54321',
  hasPassword: true,
  folderExists: true,
};
const message = (edFileStatus: number) => ({
  __typename: 'SaigMessage',
  id: 4,
  tgNumber: 'TG54321',
  uniqueFileName: 'IDSA27OP.20270115',
  messageClass: 'IDSA27OP',
  aidYear: 2027,
  sizeBytes: 7000,
  edFileStatus,
  statusMessage: edFileStatus === 1 ? '3 records imported' : null,
  receivedAt: '2027-01-15T10:00:00.000Z',
  importedAt: null,
});
const messages = (status: number) => ({
  request: { query: SaigMessagesDocument },
  result: { data: { saigMessages: [message(status)] } },
});
const log = { request: { query: FtpLogDocument }, result: { data: { ftpLog: [] } } };
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

describe('SAIG mailbox screens', () => {
  beforeEach(() => useAlertStore.getState().clear());

  it('lists received files; importing one says File Imported Successfully and shows it imported', async () => {
    useAuthStore.getState().startSession({
      accessToken: 't',
      expiresAt: Date.now() / 1000 + 900,
      viewer: staffViewer({ permissions: ['SAIG_MAILBOX_VIEW', 'UPLOAD_ISIR'] }),
    });
    const imported = {
      request: { query: ImportSaigMessageDocument, variables: { id: 4 } },
      result: {
        data: {
          importSaigMessage: {
            __typename: 'SaigImportResult',
            ok: true,
            message: 'File Imported Successfully',
            error: null,
          },
        },
      },
    };
    renderWithProviders(<SaigMailboxPage />, [messages(0), log, imported, messages(1), log]);
    expect(await screen.findByText('IDSA27OP.20270115')).toBeTruthy();
    expect(screen.getByRole('row', { name: /IDSA27OP.20270115.*Received/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import IDSA27OP.20270115' }));
    await waitFor(() => expect(alerts()).toContain('File Imported Successfully'));
    expect(await screen.findByRole('row', { name: /IDSA27OP.20270115.*Imported/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import IDSA27OP.20270115' })).toBeNull();
  });

  it('offers no import to a role without UPLOAD_ISIR', async () => {
    useAuthStore.getState().startSession({
      accessToken: 't',
      expiresAt: Date.now() / 1000 + 900,
      viewer: staffViewer({ permissions: ['SAIG_MAILBOX_VIEW'] }),
    });
    renderWithProviders(<SaigMailboxPage />, [messages(0), log]);
    expect(await screen.findByText('IDSA27OP.20270115')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('a wrong old mailbox password is shown at the field and nothing is reported as saved', async () => {
    const wrong = {
      request: {
        query: SetSaigPasswordDocument,
        variables: { oldPassword: 'Nope12345', newPassword: 'Another2027' },
      },
      result: {
        data: {
          setSaigPassword: {
            __typename: 'SaigMailboxResult',
            ok: false,
            message: null,
            settings: null,
            error: {
              __typename: 'UserError',
              message: 'The old mailbox password is wrong; nothing was changed',
              inputErrors: [{ __typename: 'InputError', path: 'oldPassword', message: 'is wrong' }],
            },
          },
        },
      },
    };
    renderWithProviders(<SaigMailboxAdministrationPage />, [
      {
        request: { query: SaigMailboxSettingsDocument },
        result: { data: { saigMailboxSettings: settings } },
      },
      wrong,
    ]);
    fireEvent.change(await screen.findByLabelText('Old password'), { target: { value: 'Nope12345' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Another2027' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Another2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('is wrong')).toBeTruthy();
    // Under the old password, not the new one.
    const old = screen.getByLabelText('Old password');
    expect(fieldError(old)).toBe('is wrong');
    expect(old.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByLabelText(/^New password/))).toBeNull();
    expect(alerts()).toEqual(['The old mailbox password is wrong; nothing was changed']);
  });

  it('refuses a confirmation that does not match without sending anything', async () => {
    renderWithProviders(<SaigMailboxAdministrationPage />, [
      {
        request: { query: SaigMailboxSettingsDocument },
        result: { data: { saigMailboxSettings: { ...settings, hasPassword: false } } },
      },
    ]);
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'Another2027' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Another2028' } });
    fireEvent.click(screen.getByRole('button', { name: 'Store password' }));
    expect(await screen.findByText('does not match the new password')).toBeTruthy();
    expect(fieldError(screen.getByLabelText('Confirm new password'))).toBe('does not match the new password');
  });

  it('a refused TG number is shown under the TG number field and as an error', async () => {
    const refused = {
      request: { query: SetSaigTgNumberDocument, variables: { tgNumber: 'TG1' } },
      result: {
        data: {
          setSaigTgNumber: {
            __typename: 'SaigMailboxResult',
            ok: false,
            message: null,
            settings: null,
            error: {
              __typename: 'UserError',
              message: 'The TG number is not valid',
              inputErrors: [{ __typename: 'InputError', path: 'tgNumber', message: "is 'TG' and 5 digits" }],
            },
          },
        },
      },
    };
    renderWithProviders(<SaigMailboxAdministrationPage />, [
      {
        request: { query: SaigMailboxSettingsDocument },
        result: { data: { saigMailboxSettings: settings } },
      },
      refused,
    ]);
    const tg = await screen.findByRole('textbox', { name: /TG number/ });
    expect((tg as HTMLInputElement).value).toBe('TG54321');
    fireEvent.change(tg, { target: { value: 'TG1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save TG number' }));
    await waitFor(() => expect(fieldError(tg)).toBe("is 'TG' and 5 digits"));
    expect(tg.getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toEqual(['The TG number is not valid']);
  });
});
