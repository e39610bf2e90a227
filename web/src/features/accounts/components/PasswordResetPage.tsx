import '../../../app/allStyles';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountMessageText } from '../accountErrors';
import { Alert, Anchor, Button, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPasswordMutation, useSendPasswordResetMutation } from '../graphql/accountCreation.generated';
import type { MfaChannel } from '../../../__generated__/graphql';
import { showAlert } from '../../alerts/alertStore';
import { AuthCard } from '../../identity/components/AuthCard';
import { currentLanguage } from '../../../i18n/i18n';

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
  const { t } = useLingui();
  const [send, { loading }] = useSendPasswordResetMutation();
  const form = useForm({ mode: 'controlled', initialValues: { email: '', schoolCode: '' } });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = form.onSubmit(async ({ email, schoolCode }) => {
    if (!email.trim() || !schoolCode.trim())
      return setMessage({ ok: false, text: t`Enter your e-mail and school code` });
    const { data } = await send({
      variables: {
        username: email.trim(),
        schoolCode: schoolCode.trim(),
        locationHref: window.location.href,
        // The link's e-mail is worded in the language of this page.
        language: currentLanguage() === 'es' ? 'ES' : 'EN',
      },
    }).catch(() => ({ data: null }));
    const result = data?.sendPasswordReset;
    setMessage(
      result?.ok
        ? { ok: true, text: result.message ? accountMessageText(result.message) : t`Check your inbox` }
        : {
            ok: false,
            text: result?.error?.message ? accountMessageText(result.error.message) : t`Reset email failed`,
          },
    );
  });
  return (
    <AuthCard title={t`Reset your password`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {message && (
            <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </Alert>
          )}
          <TextInput
            label={t`E-mail`}
            type="email"
            required
            withAsterisk
            autoComplete="username"
            {...form.getInputProps('email')}
          />
          <TextInput label={t`School code`} required withAsterisk {...form.getInputProps('schoolCode')} />
          <Button type="submit" loading={loading}>
            <Trans>Send reset link</Trans>
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            <Trans>Back to sign in</Trans>
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

function ChooseNewPassword({ token, staff }: { token: string; staff: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [reset, { loading }] = useResetPasswordMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '', channel: 'EMAIL' as MfaChannel, mobile: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.onSubmit(async ({ password, confirm, channel, mobile }) => {
    if (password !== confirm) return setProblem(t`The passwords do not match`);
    if (staff && channel === 'SMS' && !mobile.trim())
      return setProblem(t`Enter the mobile number for your sign-in codes`);
    const variables = staff
      ? { token, password, signInCodeChannel: channel, mobileNumber: mobile.trim() || undefined }
      : { token, password };
    const { data } = await reset({ variables }).catch(() => ({ data: null }));
    const result = data?.resetPassword;
    if (!result?.ok)
      return setProblem(result?.error?.message ? accountMessageText(result.error.message) : t`Reset failed`);
    showAlert.success(t`Your password is changed; sign in with it`);
    navigate('/login');
  });
  return (
    <AuthCard title={staff ? t`Choose your password` : t`Choose a new password`}>
      <Text size="sm">
        <Trans>At least 10 characters, with a letter and a digit.</Trans>
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <PasswordInput
            label={t`New password`}
            required
            withAsterisk
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the new password` }}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t`Type it again`}
            required
            withAsterisk
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the repeated password` }}
            {...form.getInputProps('confirm')}
          />
          {staff && (
            <Radio.Group label={t`Send my sign-in codes by`} {...form.getInputProps('channel')}>
              <Stack gap="xs" mt="xs">
                <Radio value={'EMAIL'} label={t`E-mail`} />
                <Radio value={'SMS'} label={t`Text message`} />
              </Stack>
            </Radio.Group>
          )}
          {staff && form.values.channel === 'SMS' && (
            <TextInput
              label={t`Mobile number`}
              type="tel"
              required
              withAsterisk
              autoComplete="tel"
              {...form.getInputProps('mobile')}
            />
          )}
          <Button type="submit" loading={loading}>
            <Trans>Save password</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
