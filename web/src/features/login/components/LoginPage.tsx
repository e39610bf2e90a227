import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SignInDocument } from '../graphql/signIn.generated';
import { loadApolloClient } from '../../session/apolloClientLoader';
import { useOptionalApolloClient } from '../../session/apolloReady';
import { accountTypeCode } from '../../session/accountType';
import { rememberChallenge } from '../mfaTicket';
import { AuthCard } from './AuthCard';

/**
 * Step one of sign-in: e-mail and password; on success the MFA step for the challenge's account.
 * Renders before the GraphQL client has loaded (a phone on a slow network types meanwhile); submitting waits for it.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const client = useOptionalApolloClient();
  const [loading, setLoading] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '' || password === '') {
      setError('Enter your e-mail and password.');
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
        setError(result?.error?.message ?? 'Sign in failed');
        return;
      }
      rememberChallenge(result.challenge);
      navigate(`/mfa/${result.challenge.uuid}/${accountTypeCode(result.challenge.accountType)}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Sign in failed');
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title="Sign in">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" title="Error" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            aria-required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            // Mantine's default toggle label contains "password" and would make the field's label ambiguous.
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide what you typed' }}
            aria-required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={loading}>
            Sign in
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/studentLookup" size="sm">
              Student or parent without an account? Create one
            </Anchor>
            <Anchor component={Link} to="/newAccountPasswordReset" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
