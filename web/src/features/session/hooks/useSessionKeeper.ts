import { useEffect } from 'react';
import { SESSION_CHECK_INTERVAL_MS } from '../../../constants';
import { showAlert } from '../../alerts/alertStore';
import { useAuthStore } from '../authStore';
import { loseSession, refreshSession } from '../refresh';
import { tokenNeedsRefresh } from '../token';

/**
 * At start, resumes a session from the refresh cookie (none → signed out). Then every 5 s renews a token with
 * under 5 s left, so a page left open keeps working until the idle logout.
 */
export function useSessionKeeper(): void {
  useEffect(() => {
    let cancelled = false;
    void refreshSession().then((outcome) => {
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
