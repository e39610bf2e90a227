import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorResponse } from 'oidc-client-ts';
import { CurrentSchoolDocument } from '../schools/graphql/currentSchool.generated';
import { studentViewer } from '../../test/fixtures';
import { createApolloClient } from './apolloClient';
import { useAuthStore } from './authStore';
import { ensureFreshToken, setSessionLostHandler } from './refresh';
import { getAccessToken, setAccessToken, tokenNeedsRefresh } from './token';

// The provider's side (oidc-client-ts against /oidc): renewal by refresh token, as the token endpoint answers it.
const oidc = vi.hoisted(() => ({ renewSignIn: vi.fn(), forgetSignIn: vi.fn(async () => undefined) }));
vi.mock('./oidc', () => oidc);

const nowSeconds = () => Math.floor(Date.now() / 1000);

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  useAuthStore.getState().endSession('signedOut');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionLostHandler(() => {});
});

describe('access token refresh', () => {
  it('needs a refresh only when under 5 s of validity remain', () => {
    setAccessToken('t', nowSeconds() + 60);
    expect(tokenNeedsRefresh()).toBe(false);
    setAccessToken('t', nowSeconds() + 4);
    expect(tokenNeedsRefresh()).toBe(true);
  });

  it('renews a nearly expired token with the refresh token before a request, then reads who holds it', async () => {
    oidc.renewSignIn.mockResolvedValueOnce({ access_token: 'fresh', expires_at: nowSeconds() + 300 });
    const fetchMock = vi.fn(async () => jsonResponse({ data: { viewer: studentViewer() } }));
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.getState().startSession({
      accessToken: 'old',
      expiresAt: nowSeconds() + 2,
      viewer: studentViewer(),
    });
    await ensureFreshToken();
    expect(getAccessToken()).toBe('fresh');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).authorization).toBe('Bearer fresh');
    expect(oidc.renewSignIn).toHaveBeenCalledTimes(1);
  });

  it('ends the session and leaves for /login when the provider refuses the refresh (400)', async () => {
    oidc.renewSignIn.mockRejectedValueOnce(
      new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
    );
    vi.stubGlobal('fetch', vi.fn());
    const lost = vi.fn();
    setSessionLostHandler(lost);
    useAuthStore
      .getState()
      .startSession({ accessToken: 'old', expiresAt: nowSeconds() + 1, viewer: studentViewer() });
    await ensureFreshToken();
    expect(getAccessToken()).toBeNull();
    expect(useAuthStore.getState().status).toBe('signedOut');
    expect(lost).toHaveBeenCalledTimes(1);
    expect(oidc.forgetSignIn).toHaveBeenCalled();
  });

  it('sends the bearer token with GraphQL requests', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: { currentSchool: null } }));
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore
      .getState()
      .startSession({ accessToken: 'abc', expiresAt: nowSeconds() + 900, viewer: studentViewer() });
    await createApolloClient().query({ query: CurrentSchoolDocument });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer abc');
    expect(init.credentials).toBe('same-origin');
  });
});
