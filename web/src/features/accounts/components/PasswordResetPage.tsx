import '../../../app/styles-all';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPasswordMutation, useSendPasswordResetMutation } from '../graphql/accountCreation.generated';
import { showAlert } from '../../alerts/alertStore';
import { AuthCard } from '../../identity/components/AuthCard';

/** /newAccountPasswordReset: ask for a reset link, or (with ?token= from the e-mail) choose the new password. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ChooseNewPassword token={token} /> : <RequestReset />;
}

function RequestReset() {
  const [send, { loading }] = useSendPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [schoolCode, setSchoolCode] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !schoolCode.trim())
      return setMessage({ ok: false, text: 'Enter your e-mail and school code' });
    const { data } = await send({
      variables: {
        username: email.trim(),
        schoolCode: schoolCode.trim(),
        locationHref: window.location.href,
      },
    }).catch(() => ({ data: null }));
    const result = data?.sendPasswordReset;
    setMessage(
      result?.ok
        ? { ok: true, text: result.message ?? 'Check your inbox' }
        : { ok: false, text: result?.error?.message ?? 'Reset email failed' },
    );
  };
  return (
    <AuthCard title="Reset your password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {message && (
            <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            required
            withAsterisk
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <TextInput
            label="School code"
            required
            withAsterisk
            value={schoolCode}
            onChange={(e) => setSchoolCode(e.currentTarget.value)}
          />
          <Button type="submit" loading={loading}>
            Send reset link
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const navigate = useNavigate();
  const [reset, { loading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return setProblem('The passwords do not match');
    const { data } = await reset({ variables: { token, password } }).catch(() => ({ data: null }));
    const result = data?.resetPassword;
    if (!result?.ok) return setProblem(result?.error?.message ?? 'Reset failed');
    showAlert.success(result.message ?? 'Your password is changed; sign in with it');
    navigate('/login');
  };
  return (
    <AuthCard title="Choose a new password">
      <Text size="sm">At least 10 characters, with a letter and a digit.</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <PasswordInput
            label="New password"
            required
            withAsterisk
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the new password' }}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <PasswordInput
            label="Type it again"
            required
            withAsterisk
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the repeated password' }}
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
          <Button type="submit" loading={loading}>
            Save password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
