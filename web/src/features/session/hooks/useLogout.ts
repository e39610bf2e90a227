import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGOUT_DELAY_MS } from '../../../constants';
import { useAlertStore } from '../../alerts/alertStore';
import { useOptionalApolloClient } from '../apolloReady';
import { useAuthStore } from '../authStore';
import { signOutAtProvider } from '../oidc';

/** Ends the session: clears auth, user, school and student state, then logs out at the provider (back to /login). */
export function useLogout(): () => void {
  // Absent while the student landing page renders before Apollo has loaded: then nothing is cached yet.
  const client = useOptionalApolloClient();
  const navigate = useNavigate();

  return useCallback(() => {
    useAuthStore.getState().endSession('signingOut');
    useAlertStore.getState().clear();
    // School and student data live in the Apollo cache.
    void client?.clearStore().catch(() => undefined);
    setTimeout(() => {
      // The provider ends its session (and the refresh token's grant), then sends the browser to /login.
      signOutAtProvider().catch(() => {
        useAuthStore.getState().endSession('signedOut');
        navigate('/login', { replace: true });
      });
    }, LOGOUT_DELAY_MS);
  }, [client, navigate]);
}
