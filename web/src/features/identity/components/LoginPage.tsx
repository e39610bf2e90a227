import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { pathAfterSignIn } from '../../session/landing';
import { startSignIn } from '../../session/oidc';
import { usePasswordSignIn } from '../hooks/usePasswordSignIn';
import { AuthCard } from './AuthCard';

/**
 * /login. Sign-in happens at the OpenID Connect provider: this page sends the browser there, unless the provider
 * (the embedded one) sent it here as its sign-in step (`?interaction=<uid>`): then it is the password form.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const interaction = params.get('interaction');
  if (interaction) return <PasswordForm interaction={interaction} />;
  return <ProviderRedirect />;
}

/**
 * Sends a signed-out browser to the provider; a signed-in one to where sign-in leads. When the app has something
 * to say first (e.g. 'Your account is ready'), it waits for the person to choose Sign in.
 */
function ProviderRedirect() {
  const { t } = useLingui();
  const status = useAuthStore((s) => s.status);
  const viewer = useAuthStore((s) => s.viewer);
  // Read once: leaving at once would lose a message shown on arrival.
  const [hasNotice] = useState(() => useAlertStore.getState().alerts.some((a) => !a.expired));
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(hasNotice ? 0 : 1);

  useEffect(() => {
    if (status !== 'signedOut' || attempt === 0) return;
    startSignIn().catch((err: unknown) =>
      setError(err instanceof Error ? err.message : t`Sign-in could not start`),
    );
    // Not on `t`: switching the language must not start the sign-in again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, attempt]);

  if (status === 'signedIn' && viewer) return <Navigate to={pathAfterSignIn(viewer)} replace />;
  return (
    <AuthCard title={t`Welcome`}>
      <Stack gap="md">
        {error ? (
          <>
            <Alert color="red" title={t`Error`} role="alert">
              {error}
            </Alert>
            <Button
              onClick={() => {
                setError(null);
                setAttempt((n) => n + 1);
              }}
            >
              <Trans>Try again</Trans>
            </Button>
          </>
        ) : attempt === 0 ? (
          <Button onClick={() => setAttempt(1)}>
            <Trans>Sign in</Trans>
          </Button>
        ) : (
          <Text role="status">
            <Trans>Taking you to sign in…</Trans>
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}

/** Step one of sign-in: e-mail and password (usePasswordSignIn). */
function PasswordForm({ interaction }: { interaction: string }) {
  const { t } = useLingui();
  const { emailField, passwordField, error, loading, submit } = usePasswordSignIn(interaction);

  return (
    <AuthCard title={t`Sign in`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" title={t`Error`} role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t`Email`} type="email" autoComplete="username" aria-required {...emailField} />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            // Mantine's default toggle label contains "password" and would make the field's label ambiguous.
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide what you typed` }}
            aria-required
            {...passwordField}
          />
          <Button type="submit" loading={loading}>
            <Trans>Sign in</Trans>
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/studentLookup" size="sm">
              <Trans>Student or parent without an account? Create one</Trans>
            </Anchor>
            <Anchor component={Link} to="/newAccountPasswordReset" size="sm">
              <Trans>Forgot your password?</Trans>
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
