import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSignOutMutation } from '../graphql/session.generated';
import { LOGOUT_DELAY_MS } from '../../../constants';
import { useAlertStore } from '../../alerts/alertStore';
import { useCrossSchoolSearchStore } from '../../staff-layout/crossSchoolSearchStore';
import { useAuthStore } from '../authStore';

/** Ends the session: clears auth, user, school and student state, tells the gateway, then leaves for /login. */
export function useLogout(): () => void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();

  return useCallback(() => {
    useAuthStore.getState().endSession('signingOut');
    useCrossSchoolSearchStore.getState().clearSearch();
    useAlertStore.getState().clear();
    // School and student data live in the Apollo cache.
    void client.clearStore().catch(() => undefined);
    // The gateway clears the refresh cookie; a failure still leaves this browser signed out.
    void signOut().catch(() => undefined);
    setTimeout(() => {
      useAuthStore.getState().endSession('signedOut');
      navigate('/login', { replace: true });
    }, LOGOUT_DELAY_MS);
  }, [client, navigate, signOut]);
}
