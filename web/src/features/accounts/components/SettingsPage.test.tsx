import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AccountSettingsDocument,
  SendSmsConfirmationDocument,
  StudentProfileDocument,
  UpdateStudentProfileDocument,
} from '../graphql/settings.generated';
import { i18n } from '../../../i18n/i18n';
import { messages as spanish } from '../../../i18n/locales/es/settings.po';
import { renderRoutes } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { studentViewer } from '../../../test/fixtures';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { SettingsPage } from './SettingsPage';

const stored = {
  preferredName: 'Jo',
  phone: '5551234567',
  street: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};
const profile = {
  request: { query: StudentProfileDocument, variables: { uuid: 'student-1', aidYear: 2027 } },
  result: {
    data: {
      studentProfile: {
        __typename: 'StudentProfile',
        studentUuid: 'student-1',
        aidYear: 2027,
        updatedAt: '2026-11-01T00:00:00.000Z',
        ...stored,
      },
    },
  },
};
const routes = [
  { path: '/settings/:uuid/studentProfile', element: <SettingsPage section="studentProfile" /> },
];
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

describe('the student profile on /settings', () => {
  beforeEach(() => {
    useAlertStore.getState().clear();
    useAuthStore.setState({ status: 'signedIn', viewer: studentViewer() });
  });

  it('shows a refused ZIP code under the ZIP field and the reason as an error; states are upper-cased', async () => {
    const refused = {
      request: {
        query: UpdateStudentProfileDocument,
        variables: {
          uuid: 'student-1',
          aidYear: 2027,
          profile: { ...stored, state: 'MO', zip: '6270' },
        },
      },
      result: {
        data: {
          updateStudentProfile: {
            __typename: 'StudentProfileResult',
            ok: false,
            profile: null,
            error: {
              __typename: 'UserError',
              message: 'The profile could not be saved',
              inputErrors: [{ __typename: 'InputError', path: 'profile.zip', message: 'enter 5 digits' }],
            },
          },
        },
      },
    };
    renderRoutes(routes, '/settings/student-1/studentProfile', [profile, refused]);
    const zip = await screen.findByRole('textbox', { name: 'ZIP code' });
    expect((zip as HTMLInputElement).value).toBe('62701');
    fireEvent.change(zip, { target: { value: '6270' } });
    fireEvent.change(screen.getByRole('textbox', { name: /State/ }), { target: { value: 'mo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fieldError(zip)).toBe('enter 5 digits'));
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByRole('textbox', { name: 'City' }))).toBeNull();
    expect(alerts()).toEqual(['The profile could not be saved']);
  });

  it('saves the profile and says so', async () => {
    const saved = {
      request: {
        query: UpdateStudentProfileDocument,
        variables: { uuid: 'student-1', aidYear: 2027, profile: { ...stored, city: 'Chicago' } },
      },
      result: {
        data: {
          updateStudentProfile: {
            __typename: 'StudentProfileResult',
            ok: true,
            error: null,
            profile: { ...profile.result.data.studentProfile, city: 'Chicago' },
          },
        },
      },
    };
    renderRoutes(routes, '/settings/student-1/studentProfile', [profile, saved]);
    fireEvent.change(await screen.findByRole('textbox', { name: 'City' }), { target: { value: 'Chicago' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(alerts()).toContain('Successful Update'));
  });
});

describe('Settings in Spanish (issue 26)', () => {
  const account = {
    request: { query: AccountSettingsDocument },
    result: {
      data: {
        accountSettings: {
          __typename: 'AccountSettings',
          accountId: 7,
          username: 'avery@example.edu',
          firstName: 'Avery',
          lastName: 'Chen',
          phone: null,
          phoneConfirmed: false,
          mfaOption: 'EMAIL',
          students: [],
        },
      },
    },
  };
  beforeEach(() => {
    useAlertStore.getState().clear();
    useAuthStore.setState({ status: 'signedIn', viewer: studentViewer() });
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
  });
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it("reads the account section in Spanish and gives the services' refusal of a mobile number in Spanish", async () => {
    const refused = {
      request: { query: SendSmsConfirmationDocument, variables: { phoneNumber: '555-1234' } },
      result: {
        data: {
          sendSmsConfirmation: {
            __typename: 'ActionResult',
            ok: false,
            message: null,
            // The gateway's words: the page's failure, then the services' reason.
            error: {
              __typename: 'UserError',
              message: 'Something went wrong sending the confirmation: Enter a 10-digit US mobile number',
            },
          },
        },
      },
    };
    renderRoutes(
      [{ path: '/Settings/:uuid/:component', element: <SettingsPage /> }],
      '/Settings/me/account',
      [account, refused],
    );
    expect(await screen.findByRole('heading', { name: 'Configuración', level: 1 })).toBeTruthy();
    expect(screen.getByText('No tenemos un número de celular registrado')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Mensaje de texto' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Número de celular' }), {
      target: { value: '555-1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un código por texto' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo enviar el código de confirmación: Escriba un número de celular de EE. UU. de 10 dígitos',
    );
  });

  it('labels the profile in Spanish and puts a refused ZIP code under its field in Spanish', async () => {
    const refused = {
      request: {
        query: UpdateStudentProfileDocument,
        variables: { uuid: 'student-1', aidYear: 2027, profile: { ...stored, zip: '6270' } },
      },
      result: {
        data: {
          updateStudentProfile: {
            __typename: 'StudentProfileResult',
            ok: false,
            profile: null,
            error: {
              __typename: 'UserError',
              message: 'Update failed: profile.zip: enter a 5-digit ZIP code',
              inputErrors: [
                { __typename: 'InputError', path: 'profile.zip', message: 'enter a 5-digit ZIP code' },
              ],
            },
          },
        },
      },
    };
    renderRoutes(routes, '/settings/student-1/studentProfile', [profile, refused]);
    const zip = await screen.findByRole('textbox', { name: 'Código postal' });
    expect(screen.getByRole('textbox', { name: 'Estado (dos letras)' })).toBeTruthy();
    fireEvent.change(zip, { target: { value: '6270' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    await waitFor(() => expect(fieldError(zip)).toBe('Escriba un código postal de 5 dígitos'));
    expect(alerts()).toEqual(['No se pudieron guardar los cambios: Escriba un código postal de 5 dígitos']);
  });
});
