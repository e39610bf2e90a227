import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MfaCodeDeliveryDocument, SendMfaCodeDocument } from '../graphql/mfa.generated';
import { SignInDocument } from '../graphql/signIn.generated';
import { StudentPortalDocument } from '../../student-portal/graphql/studentPortal.generated';
import { appRoutes } from '../../../app/routes';
import { studentViewer } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { showAlert, useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { getAccessToken } from '../../session/token';
import { forgetChallenge } from '../mfaTicket';

// The provider's side: oidc-client-ts (redirect, code exchange) and the embedded provider's interaction endpoint.
const oidc = vi.hoisted(() => ({
  startSignIn: vi.fn(async () => undefined),
  completeSignIn: vi.fn(),
  renewSignIn: vi.fn(),
  forgetSignIn: vi.fn(async () => undefined),
  signOutAtProvider: vi.fn(async () => undefined),
}));
vi.mock('../../session/oidc', () => oidc);
const interaction = vi.hoisted(() => ({ finishInteraction: vi.fn(), leaveFor: vi.fn() }));
vi.mock('../interaction', () => interaction);

const LOGIN = '/login?interaction=uid-1';

const challenge = {
  __typename: 'MfaChallenge' as const,
  ticket: 'ticket-1',
  uuid: 'student-1',
  accountType: 'STUDENT' as const,
  preferredChannel: 'EMAIL' as const,
  destinations: [
    {
      __typename: 'MfaDestination' as const,
      channel: 'EMAIL' as const,
      maskedRecipient: 's***@aidverify.test',
    },
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
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
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
    const { router } = renderRoutes(appRoutes, LOGIN, mocks);
    await screen.findByLabelText('Email');
    fillSignIn('wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('The e-mail or password is not correct');
    expect(router.state.location.pathname + router.state.location.search).toBe(LOGIN);
  });

  it('sends a signed-out visitor of /login to the provider (the code flow starts there)', async () => {
    renderRoutes(appRoutes, '/login');
    expect(await screen.findByText('Taking you to sign in…')).toBeTruthy();
    await waitFor(() => expect(oidc.startSignIn).toHaveBeenCalledTimes(1));
  });

  it('with a notice to read first (account ready), waits for Sign in before going to the provider', async () => {
    showAlert.success('Your account is ready. Sign in with your e-mail and password.');
    renderRoutes(appRoutes, '/login');
    expect(
      await screen.findByText('Your account is ready. Sign in with your e-mail and password.'),
    ).toBeTruthy();
    expect(oidc.startSignIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(oidc.startSignIn).toHaveBeenCalledTimes(1));
    useAlertStore.getState().clear();
  });

  it('goes from password to MFA code, then back to the provider to finish its sign-in step', async () => {
    interaction.finishInteraction.mockResolvedValueOnce('http://localhost/oidc/auth/uid-1');
    const mocks = [
      signInMock('Verify-2027!', { ok: true, error: null, challenge }),
      {
        request: { query: SendMfaCodeDocument, variables: { ticket: 'ticket-1', channel: 'SMS' } },
        result: {
          data: {
            sendMfaCode: {
              __typename: 'SendMfaCodeResult',
              ok: true,
              message: 'A code was sent to ***-***-1234',
              error: null,
            },
          },
        },
      },
      {
        request: { query: MfaCodeDeliveryDocument, variables: { ticket: 'ticket-1' } },
        result: {
          data: {
            mfaCodeDelivery: { __typename: 'MfaCodeDelivery', status: 'SENT', pending: false, message: null },
          },
        },
      },
    ];
    const { router } = renderRoutes(appRoutes, LOGIN, mocks);
    await screen.findByLabelText('Email');
    fillSignIn('Verify-2027!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/student-1/0'));
    fireEvent.click(await screen.findByRole('radio', { name: /Text message/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to ***-***-1234')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(interaction.leaveFor).toHaveBeenCalledWith('http://localhost/oidc/auth/uid-1'),
    );
    expect(interaction.finishInteraction).toHaveBeenCalledWith('uid-1', 'ticket-1', '123456');
  });

  it('names a code the mail server refused, with the other way to get one', async () => {
    const failed = {
      __typename: 'MfaCodeDelivery',
      status: 'FAILED',
      pending: false,
      message:
        'Issue sending email to your inbox. We could not send your code to s***@example.edu; try text instead.',
    };
    const mocks = [
      signInMock('Verify-2027!', { ok: true, error: null, challenge }),
      {
        request: { query: SendMfaCodeDocument, variables: { ticket: 'ticket-1', channel: 'EMAIL' } },
        result: {
          data: {
            sendMfaCode: {
              __typename: 'SendMfaCodeResult',
              ok: true,
              message: 'A code was sent to s***@example.edu',
              error: null,
            },
          },
        },
      },
      {
        request: { query: MfaCodeDeliveryDocument, variables: { ticket: 'ticket-1' } },
        result: { data: { mfaCodeDelivery: { ...failed, status: 'QUEUED', pending: true, message: null } } },
      },
      {
        request: { query: MfaCodeDeliveryDocument, variables: { ticket: 'ticket-1' } },
        result: { data: { mfaCodeDelivery: failed } },
      },
    ];
    const { router } = renderRoutes(appRoutes, LOGIN, mocks);
    await screen.findByLabelText('Email');
    fillSignIn('Verify-2027!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/student-1/0'));
    fireEvent.click(await screen.findByRole('radio', { name: /E-mail/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    // The second answer (after a one-second wait) is the failure.
    const shown = await screen.findByText(failed.message, {}, { timeout: 5000 });
    expect(shown.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('A code was sent to s***@example.edu')).toBeNull();
  });

  it('shows why a code was refused and stays on the MFA step', async () => {
    interaction.finishInteraction.mockRejectedValueOnce(new Error('The code is not correct'));
    const { router } = renderRoutes(appRoutes, LOGIN, [
      signInMock('Verify-2027!', { ok: true, error: null, challenge }),
    ]);
    await screen.findByLabelText('Email');
    fillSignIn('Verify-2027!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/student-1/0'));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The code is not correct');
    expect(interaction.leaveFor).not.toHaveBeenCalled();
  });

  it('exchanges the code on /signin-callback and lands on the student page with the token in memory', async () => {
    oidc.completeSignIn.mockResolvedValueOnce({
      user: { access_token: 'access-1', expires_at: Math.floor(Date.now() / 1000) + 300 },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: { viewer: studentViewer() } }), { status: 200 })),
    );
    const mocks = [
      {
        request: { query: StudentPortalDocument, variables: { uuid: 'student-1', aidYear: 2027 } },
        result: {
          data: {
            student: {
              __typename: 'Student',
              id: 1,
              uuid: 'student-1',
              firstName: 'Jordan',
              lastName: 'Rivera',
              taskList: [],
            },
          },
        },
      },
    ];
    const { router } = renderRoutes(appRoutes, '/signin-callback', mocks);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userLanding/student-1/0'));
    expect(getAccessToken()).toBe('access-1');
    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeTruthy();
  });

  it('sends the code the way the account chose (text message) without asking, and says where it went', async () => {
    const smsChallenge = {
      ...challenge,
      preferredChannel: 'SMS' as const,
      destinations: [challenge.destinations[1]!, challenge.destinations[0]!],
    };
    const mocks = [
      signInMock('Verify-2027!', { ok: true, error: null, challenge: smsChallenge }),
      {
        request: { query: SendMfaCodeDocument, variables: { ticket: 'ticket-1', channel: 'SMS' } },
        result: {
          data: {
            sendMfaCode: {
              __typename: 'SendMfaCodeResult',
              ok: true,
              message: 'A code was sent to ***-***-1234',
              error: null,
            },
          },
        },
      },
    ];
    const { router } = renderRoutes(appRoutes, LOGIN, mocks);
    await screen.findByLabelText('Email');
    fillSignIn('Verify-2027!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/student-1/0'));
    expect(
      await screen.findByText('Your account gets its codes by text message (***-***-1234).'),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Text message/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to ***-***-1234')).toBeTruthy();
  });

  it('sends an MFA page opened without a ticket back to /login', async () => {
    const { router } = renderRoutes(appRoutes, '/mfa/student-1/0');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // No ticket: the sign-in starts again at the provider.
    await waitFor(() => expect(oidc.startSignIn).toHaveBeenCalled());
  });
});
