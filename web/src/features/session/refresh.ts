// Session renewal outside Apollo: the auth link awaits it before requests, so it must not go through that link.
import type { User } from 'oidc-client-ts';
import currentViewerText from 'virtual:operation-text/CurrentViewer';
import type { CurrentViewerQuery } from './graphql/session.generated';
import { appConfig } from '../../config';
import { useAuthStore } from './authStore';
import { forgetSignIn, renewSignIn } from './oidc';
import { getAccessToken, tokenNeedsRefresh } from './token';
import { requestBody } from './trustedDocuments';

export type RefreshOutcome = 'refreshed' | 'noSession' | 'failed';

let inflight: Promise<RefreshOutcome> | null = null;
let onSessionLost: () => void = () => {};

/** Where to go when a live session can no longer be refreshed (the app sends the user to /login). */
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

/** Reads who holds this access token and opens the app's session with both. */
export async function adoptSignIn(user: User): Promise<RefreshOutcome> {
  try {
    const response = await fetch(appConfig.graphqlUri, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.access_token}` },
      // The text printed at build time (web/scripts/operationTexts.ts): no graphql printer in the browser for it.
      body: await requestBody('CurrentViewer', currentViewerText),
    });
    if (!response.ok) return 'failed';
    // Fetched without Apollo: nothing masks the answer, the viewer comes with every field CurrentViewer selects.
    const body = (await response.json()) as {
      data?: CurrentViewerQuery | null;
      errors?: unknown[];
    };
    if (body.errors?.length || !body.data) return 'failed';
    if (!body.data.viewer) return 'noSession';
    const expiresAt = user.expires_at ?? Math.floor(Date.now() / 1000) + 60;
    useAuthStore
      .getState()
      .startSession({ accessToken: user.access_token, expiresAt, viewer: body.data.viewer });
    return 'refreshed';
  } catch {
    return 'failed';
  }
}

/**
 * The provider refused (oidc-client-ts's ErrorResponse, e.g. a 400 on refresh), as opposed to a network failure.
 * Known by name: the library itself loads on first use, not with this module.
 */
const isProviderRefusal = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ErrorResponse';

async function requestRefresh(): Promise<RefreshOutcome> {
  let user: User | null;
  try {
    user = await renewSignIn();
  } catch (error) {
    // The provider said no (a 400 on refresh: the refresh token is spent, revoked or expired; no session at the
    // provider): this session is over.
    if (isProviderRefusal(error)) {
      await forgetSignIn().catch(() => undefined);
      return 'noSession';
    }
    return 'failed';
  }
  return user ? adoptSignIn(user) : 'noSession';
}

/** A new access token from the provider (refresh token, else its session); concurrent callers share one request. */
export function refreshSession(): Promise<RefreshOutcome> {
  inflight ??= requestRefresh().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Before a request: renews a token with under 5 s left; if that fails the session is over. */
export async function ensureFreshToken(): Promise<void> {
  if (!tokenNeedsRefresh()) return;
  const outcome = await refreshSession();
  if (outcome !== 'refreshed') loseSession();
}

/** Clears the session and leaves for /login. */
export function loseSession(): void {
  const wasSignedIn = getAccessToken() !== null || useAuthStore.getState().status === 'signedIn';
  useAuthStore.getState().endSession();
  void forgetSignIn().catch(() => undefined);
  if (wasSignedIn) onSessionLost();
}
