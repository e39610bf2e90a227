import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CreateStudentAccountDocument } from '../graphql/accountCreation.generated';
import { renderRoutes } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { forgetMatch, rememberMatch } from '../lookupStore';
import { AccountCreationPage } from './AccountCreationPage';
import { i18n } from '../../../i18n/i18n';
import { messages as spanish } from '../../../i18n/locales/es/accounts.po';

const input = {
  creationToken: 'token-1',
  accountType: 'STUDENT',
  email: 'jordan@example.edu',
  firstName: 'Jordan',
  lastName: 'Rivera',
  password: 'Sunflower2027',
  phone: null,
  // Made on an English page: the account's welcome and later messages are English.
  language: 'EN',
};
const routes = [
  { path: '/studentAccountCreation/:uuid/:accountType/:aidYear', element: <AccountCreationPage /> },
  { path: '/login', element: <p>Sign in</p> },
];

function fill(confirm = input.password) {
  fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Jordan' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Rivera' } });
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: input.email } });
  fireEvent.change(screen.getByLabelText(/Choose a password/), { target: { value: input.password } });
  fireEvent.change(screen.getByLabelText(/Type the password again/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/studentAccountCreation', () => {
  beforeEach(() =>
    rememberMatch({
      uuid: 'student-1',
      firstName: 'Jordan',
      schoolCode: '222222',
      aidYear: 2027,
      isDependent: false,
      hasStudentAccount: false,
      creationToken: 'token-1',
    }),
  );
  afterEach(forgetMatch);

  it('shows an e-mail the server refuses under the e-mail field and its message in the alert', async () => {
    const refused = {
      request: { query: CreateStudentAccountDocument, variables: { input } },
      result: {
        data: {
          createStudentAccount: {
            __typename: 'CreateAccountResult',
            ok: false,
            account: null,
            error: {
              __typename: 'UserError',
              message: 'An account with this e-mail already exists',
              inputErrors: [{ __typename: 'InputError', path: 'input.email', message: 'is already in use' }],
            },
          },
        },
      },
    };
    renderRoutes(routes, '/studentAccountCreation/student-1/0/2027', [refused]);
    fill();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(fieldError(email)).toBe('is already in use'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByRole('textbox', { name: /First name/ }))).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('An account with this e-mail already exists');
  });

  it('makes the account in Spanish when the page reads Spanish, so its welcome e-mail is in Spanish', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    try {
      const made = {
        request: { query: CreateStudentAccountDocument, variables: { input: { ...input, language: 'ES' } } },
        result: {
          data: {
            createStudentAccount: {
              __typename: 'CreateAccountResult',
              ok: false,
              account: null,
              error: {
                __typename: 'UserError',
                message: 'Answered for the Spanish account',
                inputErrors: [],
              },
            },
          },
        },
      };
      renderRoutes(routes, '/studentAccountCreation/student-1/0/2027', [made]);
      fireEvent.change(screen.getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Jordan' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Apellido/ }), { target: { value: 'Rivera' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Correo electrónico/ }), {
        target: { value: input.email },
      });
      fireEvent.change(screen.getByLabelText(/Elija una contraseña/), { target: { value: input.password } });
      fireEvent.change(screen.getByLabelText(/Escriba la contraseña de nuevo/), {
        target: { value: input.password },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
      // The mock answers only a request that carries language ES.
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toContain('Answered for the Spanish account'),
      );
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });

  it('checks the passwords match before sending anything', async () => {
    renderRoutes(routes, '/studentAccountCreation/student-1/0/2027');
    fill('Sunflower2028');
    const confirm = screen.getByLabelText(/Type the password again/);
    await waitFor(() => expect(fieldError(confirm)).toBe('The passwords do not match'));
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('creates the account and sends the student to sign in', async () => {
    const created = {
      request: { query: CreateStudentAccountDocument, variables: { input } },
      result: {
        data: {
          createStudentAccount: {
            __typename: 'CreateAccountResult',
            ok: true,
            error: null,
            account: {
              __typename: 'CreatedAccount',
              uuid: 'acct-1',
              studentUuid: 'student-1',
              accountType: 'STUDENT',
              taskListItemsCreated: 3,
            },
          },
        },
      },
    };
    const { router } = renderRoutes(routes, '/studentAccountCreation/student-1/0/2027', [created]);
    fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
