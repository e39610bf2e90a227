// The access token lives in this module only: never in localStorage, never in React state.
import { TOKEN_REFRESH_MARGIN_MS } from '../../constants';

let accessToken: { value: string; expiresAtMs: number } | null = null;

/** Remembers a freshly issued token; `expiresAt` is in seconds since the epoch, as the gateway sends it. */
export function setAccessToken(value: string, expiresAt: number): void {
  accessToken = { value, expiresAtMs: expiresAt * 1000 };
}

export function getAccessToken(): string | null {
  return accessToken?.value ?? null;
}

export function clearAccessToken(): void {
  accessToken = null;
}

/** True when a token is held and less than the refresh margin (5 s) of validity remains. */
export function tokenNeedsRefresh(now: number = Date.now()): boolean {
  return accessToken !== null && accessToken.expiresAtMs - now < TOKEN_REFRESH_MARGIN_MS;
}
