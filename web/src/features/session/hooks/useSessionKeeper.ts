import { useEffect } from 'react';
import { SESSION_CHECK_INTERVAL_MS } from '../../../constants';
import { showAlert } from '../../alerts/alertStore';
import { useAuthStore } from '../authStore';
import { loseSession, refreshSession } from '../refresh';
import { tokenNeedsRefresh } from '../token';

/**
 * Pages that are themselves a step of signing in: the session starts there, not from the provider's session.
 * /login too: it sends the browser to the provider, which resumes a session it holds without asking again, so a
 * silent sign-in first would only delay the sign-in form (~0.8 s on Fast 3G, issue 13).
 */
const SIGN_IN_STEPS = /^\/(signin-callback|mfa\/|login$)/;

/**
 * At start, resumes a session from the provider's (a reloaded page: silent sign-in; none → signed out). Then every
 * 5 s renews a token with under 5 s left (refresh token), so a page left open keeps working until the idle logout.
 */
export function useSessionKeeper(): void {
  useEffect(() => {
    let cancelled = false;
    const { pathname, search } = window.location;
    const signingIn = SIGN_IN_STEPS.test(pathname) || new URLSearchParams(search).has('interaction');
    const resumed = signingIn
      ? Promise.resolve<'noSession' | null>(pathname === '/signin-callback' ? null : 'noSession')
      : refreshSession();
    void resumed.then((outcome) => {
      if (outcome === null) return;
      if (cancelled || outcome === 'refreshed') return;
      useAuthStore.getState().endSession('signedOut');
      if (outcome === 'failed') showAlert.error('Could not retrieve user data');
    });
    const check = setInterval(() => {
      if (useAuthStore.getState().status !== 'signedIn' || !tokenNeedsRefresh()) return;
      void refreshSession().then((outcome) => {
        if (outcome !== 'refreshed') loseSession();
      });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(check);
    };
  }, []);
}
