import '../../../app/styles-all';
import { Alert, Anchor, Button, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPasswordMutation, useSendPasswordResetMutation } from '../graphql/accountCreation.generated';
import type { MfaChannel } from '../../../__generated__/graphql';
import { showAlert } from '../../alerts/alertStore';
import { AuthCard } from '../../identity/components/AuthCard';

/**
 * /newAccountPasswordReset: ask for a reset link, or (with ?token= from the e-mail) choose the new password. A
 * staff member's one-time link (&account=staff: the first administrator, a new staff member) also chooses where
 * sign-in codes go.
 */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? (
    <ChooseNewPassword token={token} staff={params.get('account') === 'staff'} />
  ) : (
    <RequestReset />
  );
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

function ChooseNewPassword({ token, staff }: { token: string; staff: boolean }) {
  const navigate = useNavigate();
  const [reset, { loading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [channel, setChannel] = useState<MfaChannel>('EMAIL');
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return setProblem('The passwords do not match');
    if (staff && channel === 'SMS' && !mobile.trim())
      return setProblem('Enter the mobile number for your sign-in codes');
    const variables = staff
      ? { token, password, signInCodeChannel: channel, mobileNumber: mobile.trim() || undefined }
      : { token, password };
    const { data } = await reset({ variables }).catch(() => ({ data: null }));
    const result = data?.resetPassword;
    if (!result?.ok) return setProblem(result?.error?.message ?? 'Reset failed');
    showAlert.success(result.message ?? 'Your password is changed; sign in with it');
    navigate('/login');
  };
  return (
    <AuthCard title={staff ? 'Choose your password' : 'Choose a new password'}>
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
          {staff && (
            <Radio.Group
              label="Send my sign-in codes by"
              value={channel}
              onChange={(v) => setChannel(v as MfaChannel)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value={'EMAIL'} label="E-mail" />
                <Radio value={'SMS'} label="Text message" />
              </Stack>
            </Radio.Group>
          )}
          {staff && channel === 'SMS' && (
            <TextInput
              label="Mobile number"
              type="tel"
              required
              withAsterisk
              autoComplete="tel"
              value={mobile}
              onChange={(e) => setMobile(e.currentTarget.value)}
            />
          )}
          <Button type="submit" loading={loading}>
            Save password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
