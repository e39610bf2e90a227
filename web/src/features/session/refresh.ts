// Session refresh outside Apollo: the auth link awaits it before requests, so it must not go through that link.
import { print } from 'graphql';
import { RefreshSessionDocument, type RefreshSessionMutation } from './graphql/session.generated';
import { appConfig } from '../../config';
import { useAuthStore } from './authStore';
import { getAccessToken, tokenNeedsRefresh } from './token';

export type RefreshOutcome = 'refreshed' | 'noSession' | 'failed';

let inflight: Promise<RefreshOutcome> | null = null;
let onSessionLost: () => void = () => {};

/** Where to go when a live session can no longer be refreshed (the app sends the user to /login). */
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

async function requestRefresh(): Promise<RefreshOutcome> {
  try {
    const response = await fetch(appConfig.graphqlUri, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'RefreshSession', query: print(RefreshSessionDocument) }),
    });
    if (!response.ok) return 'failed';
    const body = (await response.json()) as { data?: RefreshSessionMutation | null; errors?: unknown[] };
    if (body.errors?.length || !body.data) return 'failed';
    const session = body.data.refreshSession;
    if (!session) return 'noSession';
    useAuthStore.getState().startSession(session);
    return 'refreshed';
  } catch {
    return 'failed';
  }
}

/** Asks the gateway for a new access token with the refresh cookie; concurrent callers share one request. */
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
  if (wasSignedIn) onSessionLost();
}
