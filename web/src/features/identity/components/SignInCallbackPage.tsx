import { useApolloClient } from '@apollo/client/react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePreferencesStore } from '../../preferences/preferencesStore';
import { useSwitchSchool } from '../../schools/hooks/useSwitchSchool';
import { useAuthStore } from '../../session/authStore';
import { pathAfterSignIn } from '../../session/landing';
import { completeSignIn } from '../../session/oidc';
import { adoptSignIn } from '../../session/refresh';
import { AuthCard } from './AuthCard';

// The code in the fragment can be exchanged once: a second effect run (StrictMode) shares the first exchange.
let exchange: { hash: string; result: ReturnType<typeof completeSignIn> } | null = null;
function exchangeOnce() {
  const { hash } = window.location;
  if (exchange?.hash !== hash) exchange = { hash, result: completeSignIn() };
  return exchange.result;
}

/** /signin-callback: the provider's answer (code flow, fragment mode) becomes the app's session. */
export function SignInCallbackPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { switchTo } = useSwitchSchool();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { user, returnTo } = await exchangeOnce();
        // Data cached under an earlier session (another user, another school) must not show to this one.
        await client.clearStore();
        const outcome = await adoptSignIn(user);
        if (cancelled) return;
        const viewer = useAuthStore.getState().viewer;
        if (outcome !== 'refreshed' || !viewer) {
          useAuthStore.getState().endSession('signedOut');
          setError('Could not retrieve user data');
          return;
        }
        // A staff user goes back to the school they last chose, when they still belong to it.
        const remembered = usePreferencesStore.getState().schoolCode;
        if (
          viewer.isStaff &&
          remembered &&
          remembered !== viewer.schoolCode &&
          viewer.schools.some((s) => s.schoolCode === remembered)
        ) {
          await switchTo(remembered, { followRoute: false });
        }
        navigate(returnTo ?? pathAfterSignIn(useAuthStore.getState().viewer ?? viewer), { replace: true });
      } catch (err) {
        if (cancelled) return;
        useAuthStore.getState().endSession('signedOut');
        setError(err instanceof Error ? err.message : 'Sign-in could not be completed');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [client, navigate, switchTo]);

  return (
    <AuthCard title="Signing in">
      <Stack gap="md">
        {error ? (
          <>
            <Alert color="red" title="Error" role="alert">
              {error}
            </Alert>
            <Anchor component={Link} to="/login">
              Sign in again
            </Anchor>
          </>
        ) : (
          <Text role="status">Signing you in…</Text>
        )}
      </Stack>
    </AuthCard>
  );
}
