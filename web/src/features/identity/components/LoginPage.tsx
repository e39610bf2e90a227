import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { SignInDocument } from '../graphql/signIn.generated';
import { loadApolloClient } from '../../session/apolloClientLoader';
import { useOptionalApolloClient } from '../../session/apolloReady';
import { accountTypeCode } from '../../session/accountType';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { pathAfterSignIn } from '../../session/landing';
import { startSignIn } from '../../session/oidc';
import { rememberChallenge } from '../mfaTicket';
import { AuthCard } from './AuthCard';
import { signInErrorText } from '../signInErrors';

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

/**
 * Step one of sign-in: e-mail and password; on success the MFA step for the challenge's account.
 * Renders before the GraphQL client has loaded (a phone on a slow network types meanwhile); submitting waits for it.
 */
function PasswordForm({ interaction }: { interaction: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const client = useOptionalApolloClient();
  const [loading, setLoading] = useState(false);
  // Two fields in useState, not @mantine/form: its 6.4 KB (gzip) would take the sign-in page over its 150 KB budget
  // (148.1 KB now, scripts/bundle-budget.mjs).
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '' || password === '') {
      setError(t`Enter your e-mail and password.`);
      return;
    }
    setLoading(true);
    try {
      const apollo = client ?? (await loadApolloClient());
      const { data } = await apollo.mutate({
        mutation: SignInDocument,
        variables: { input: { username: email.trim(), password } },
      });
      const result = data?.signIn;
      if (!result?.ok || !result.challenge) {
        setError(signInErrorText(result?.error?.message, t`Sign in failed`));
        return;
      }
      rememberChallenge(result.challenge, interaction);
      navigate(`/mfa/${result.challenge.uuid}/${accountTypeCode(result.challenge.accountType)}`);
    } catch (err) {
      setError(signInErrorText(err instanceof Error ? err.message : undefined, t`Sign in failed`));
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title={t`Sign in`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" title={t`Error`} role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="username"
            aria-required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            // Mantine's default toggle label contains "password" and would make the field's label ambiguous.
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide what you typed` }}
            aria-required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
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
