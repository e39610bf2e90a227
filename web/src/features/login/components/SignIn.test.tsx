import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckMfaCodeDocument, SendMfaCodeDocument } from '../graphql/mfa.generated';
import { SignInDocument } from '../graphql/signIn.generated';
import { StudentPortalDocument } from '../../student-portal/graphql/studentPortal.generated';
import { appRoutes } from '../../../app/routes';
import { studentViewer } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { useAuthStore } from '../../session/authStore';
import { getAccessToken } from '../../session/token';
import { forgetChallenge } from '../mfaTicket';

const challenge = {
  __typename: 'MfaChallenge' as const,
  ticket: 'ticket-1',
  uuid: 'student-1',
  accountType: 'STUDENT' as const,
  preferredChannel: 'EMAIL' as const,
  destinations: [
    { __typename: 'MfaDestination' as const, channel: 'EMAIL' as const, maskedRecipient: 's***@aidverify.test' },
    { __typename: 'MfaDestination' as const, channel: 'SMS' as const, maskedRecipient: '***-***-1234' },
  ],
};

const signInMock = (password: string, result: object) => ({
  request: {
    query: SignInDocument,
    variables: { input: { username: 'student@aidverify.test', password } },
  },
  result: { data: { signIn: { __typename: 'SignInResult', ...result } } },
});

function fillSignIn(password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'student@aidverify.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  forgetChallenge();
  useAuthStore.getState().endSession('signedOut');
});

describe('sign-in', () => {
  it('shows the reason a password was refused and stays on /login', async () => {
    const mocks = [
      signInMock('wrong', {
        ok: false,
        challenge: null,
        error: { __typename: 'UserError', message: 'The e-mail or password is not correct' },
      }),
    ];
    const { router } = renderRoutes(appRoutes, '/login', mocks);
    await screen.findByLabelText('Email');
    fillSignIn('wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('The e-mail or password is not correct');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes from password to MFA code to the student landing page', async () => {
    const session = {
      __typename: 'Session',
      accessToken: 'access-1',
      expiresAt: Math.floor(Date.now() / 1000) + 900,
      viewer: studentViewer(),
    };
    const mocks = [
      signInMock('Verify-2027!', { ok: true, error: null, challenge }),
      {
        request: { query: SendMfaCodeDocument, variables: { ticket: 'ticket-1', channel: 'SMS' } },
        result: {
          data: {
            sendMfaCode: { __typename: 'SendMfaCodeResult', ok: true, message: 'A code was sent to ***-***-1234', error: null },
          },
        },
      },
      {
        request: { query: CheckMfaCodeDocument, variables: { ticket: 'ticket-1', code: '123456' } },
        result: { data: { checkMfaCode: { __typename: 'SessionResult', ok: true, error: null, session } } },
      },
      {
        request: { query: StudentPortalDocument, variables: { uuid: 'student-1', aidYear: 2027 } },
        result: {
          data: { student: { __typename: 'Student', id: 1, uuid: 'student-1', firstName: 'Jordan', lastName: 'Rivera', taskList: [] } },
        },
      },
    ];
    const { router } = renderRoutes(appRoutes, '/login', mocks);
    await screen.findByLabelText('Email');
    fillSignIn('Verify-2027!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/student-1/0'));
    fireEvent.click(await screen.findByRole('radio', { name: /Text message/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to ***-***-1234')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userLanding/student-1/0'));
    expect(getAccessToken()).toBe('access-1');
    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeTruthy();
  });

  it('sends the code the way the account chose (text message) without asking, and says where it went', async () => {
    const smsChallenge = { ...challenge, preferredChannel: 'SMS' as const, destinations: [challenge.destinations[1]!, challenge.destinations[0]!] };
    const mocks = [
      signInMock('Verify-2027!', { ok: true, error: null, challenge: smsChallenge }),
      {
        request: { query: SendMfaCodeDocument, variables: { ticket: 'ticket-1', channel: 'SMS' } },
        result: { data: { sendMfaCode: { __typename: 'SendMfaCodeResult', ok: true, message: 'A code was sent to ***-***-1234', error: null } } },
      },
    ];
    const { router } = renderRoutes(appRoutes, '/login', mocks);
    await screen.findByLabelText('Email');
    fillSignIn('Verify-2027!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/student-1/0'));
    expect(await screen.findByText('Your account gets its codes by text message (***-***-1234).')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Text message/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to ***-***-1234')).toBeTruthy();
  });

  it('sends an MFA page opened without a ticket back to /login', async () => {
    const { router } = renderRoutes(appRoutes, '/mfa/student-1/0');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
