import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AdminAccountCreationStudentDocument,
  StaffCreateAccountDocument,
} from '../graphql/adminAccountCreation.generated';
import { renderRoutes } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { staffViewer } from '../../../test/fixtures';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { AdminAccountCreationPage } from './AdminAccountCreationPage';

const student = {
  request: { query: AdminAccountCreationStudentDocument, variables: { uuid: 'student-1' } },
  result: {
    data: {
      student: {
        __typename: 'Student',
        id: 11,
        uuid: 'student-1',
        firstName: 'Jordan',
        lastName: 'Rivera',
        email: null,
      },
    },
  },
};
const answer = (staffCreateAccount: Record<string, unknown>, language = 'EN') => ({
  request: {
    query: StaffCreateAccountDocument,
    variables: {
      input: {
        studentUuid: 'student-1',
        accountType: 'PARENT',
        email: 'parent@example.com',
        firstName: 'Alex',
        lastName: 'Rivera',
        language,
        locationHref: window.location.href,
      },
    },
  },
  result: {
    data: {
      staffCreateAccount: {
        __typename: 'StaffCreateAccountResult',
        message: null,
        error: null,
        accountUuid: null,
        username: null,
        taskListItemsCreated: null,
        ...staffCreateAccount,
      },
    },
  },
});
const routes = [{ path: '/adminAccountCreation/:uuid/:accountType', element: <AdminAccountCreationPage /> }];

async function fill(language?: 'Spanish') {
  fireEvent.change(await screen.findByRole('textbox', { name: /E-mail/ }), {
    target: { value: 'parent@example.com' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Alex' } });
  if (language) fireEvent.click(screen.getByRole('radio', { name: language }));
  fireEvent.click(screen.getByRole('button', { name: 'Create parent account' }));
}

describe('/adminAccountCreation', () => {
  beforeEach(() => {
    useAlertStore.getState().clear();
    useAuthStore.getState().startSession({
      accessToken: 't',
      expiresAt: Date.now() / 1000 + 900,
      viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT'] }),
    });
  });

  it('shows a refused e-mail under the e-mail field and the message in the form alert', async () => {
    renderRoutes(routes, '/adminAccountCreation/student-1/parent', [
      student,
      answer({
        ok: false,
        error: {
          __typename: 'UserError',
          message: 'An account with this e-mail already exists',
          inputErrors: [{ __typename: 'InputError', path: 'input.email', message: 'is already in use' }],
        },
      }),
    ]);
    await fill();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(fieldError(email)).toBe('is already in use'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByRole('textbox', { name: /Last name/ }))).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('An account with this e-mail already exists');
  });

  it('makes the account and says what was done', async () => {
    renderRoutes(routes, '/adminAccountCreation/student-1/parent', [
      student,
      answer({
        ok: true,
        message: 'Account created',
        accountUuid: 'acct-9',
        username: 'parent@example.com',
        taskListItemsCreated: 2,
      }),
    ]);
    await fill();
    expect(
      await screen.findByText(/parent@example.com can now choose a password .* 2 task list items were added/),
    ).toBeTruthy();
    expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('Account created');
  });

  it('makes the account in the language chosen: English unless staff choose Spanish', async () => {
    renderRoutes(routes, '/adminAccountCreation/student-1/parent', [
      student,
      answer(
        {
          ok: true,
          message: 'Account created',
          accountUuid: 'acct-10',
          username: 'parent@example.com',
          taskListItemsCreated: 0,
        },
        'ES',
      ),
    ]);
    expect(((await screen.findByRole('radio', { name: 'English' })) as HTMLInputElement).checked).toBe(true);
    await fill('Spanish');
    expect(await screen.findByText(/parent@example.com can now choose a password/)).toBeTruthy();
  });
});
