import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ChangeEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  useAccountSettingsQuery,
  useChangeOwnEmailMutation,
  useSendSmsConfirmationMutation,
  useSetMfaOptionMutation,
  useStudentProfileQuery,
  useUpdateStudentProfileMutation,
  useVerifySmsCodeMutation,
} from '../graphql/settings.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useAuthStore } from '../../session/authStore';
import { settingsMessageText, translatedSettingsError } from '../settingsMessages';
import type { MutationResult } from '../../errors/serverErrors';

/**
 * /Settings/{uuid}/{component}/ and /settings/{uuid}/studentProfile: the account and the student's contact profile.
 * A student's or parent's screen: its words are the `settings` catalog (issue 26), loaded with it.
 */
export function SettingsPage({ section }: { section?: 'account' | 'studentProfile' }) {
  const { t } = useLingui();
  const { uuid = '', component } = useParams();
  const navigate = useNavigate();
  const current = section ?? (component === 'studentProfile' ? 'studentProfile' : 'account');
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>
        <Trans>Settings</Trans>
      </Title>
      <SegmentedControl
        value={current}
        onChange={(v) =>
          navigate(v === 'studentProfile' ? `/settings/${uuid}/studentProfile` : `/Settings/${uuid}/account/`)
        }
        data={[
          { value: 'account', label: t`Account` },
          { value: 'studentProfile', label: t`Student profile` },
        ]}
        aria-label={t`Settings section`}
      />
      {current === 'account' ? <AccountSection /> : <ProfileSection uuid={uuid} />}
    </Stack>
  );
}

function AccountSection() {
  const { t, i18n } = useLingui();
  const { data, loading, refetch } = useAccountSettingsQuery({ fetchPolicy: 'network-only' });
  const [setMfa] = useSetMfaOptionMutation();
  const [sendSms, { loading: sending }] = useSendSmsConfirmationMutation();
  const [verify, { loading: verifying }] = useVerifySmsCodeMutation();
  const [changeEmail, { loading: changing }] = useChangeOwnEmailMutation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (loading || !data) return <LoadingText />;
  const s = data.accountSettings;
  const onFile = s.phone;
  const report = (result: MutationResult | undefined, fallback: string) => {
    // The services' words, in the reader's language where they are known (settingsMessages.ts).
    setMessage(
      result?.ok
        ? { ok: true, text: settingsMessageText(result.message ?? 'Successful Update', i18n) }
        : { ok: false, text: settingsMessageText(result?.error?.message ?? fallback, i18n) },
    );
    return Boolean(result?.ok);
  };
  return (
    <Stack gap="md">
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Title order={2} size="h4">
          <Trans>Sign-in e-mail</Trans>
        </Title>
        <Text>{s.username}</Text>
        <Group align="end" mt="sm">
          <TextInput
            label={t`New e-mail`}
            type="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.currentTarget.value)}
          />
          <Button
            variant="light"
            loading={changing}
            disabled={!newEmail.trim()}
            onClick={async () => {
              const { data: d } = await changeEmail({
                variables: {
                  accountId: s.accountId,
                  currentUsername: s.username,
                  newUsername: newEmail.trim(),
                },
              }).catch(() => ({ data: null }));
              if (report(d?.changeAccountEmail, 'Update failed')) {
                setNewEmail('');
                await refetch();
              }
            }}
          >
            <Trans>Change e-mail</Trans>
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4">
          <Trans>Mobile phone</Trans>
        </Title>
        <Text>
          {onFile
            ? s.phoneConfirmed
              ? t`${onFile} (confirmed)`
              : t`${onFile} (not confirmed)`
            : t`No mobile number on file`}
        </Text>
        <Group align="end" mt="sm">
          <TextInput
            label={t`Mobile number`}
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
          <Button
            variant="light"
            loading={sending}
            disabled={!phone.trim()}
            onClick={async () => {
              const { data: d } = await sendSms({ variables: { phoneNumber: phone.trim() } }).catch(() => ({
                data: null,
              }));
              setCodeSent(report(d?.sendSmsConfirmation, 'Something went wrong sending the confirmation'));
            }}
          >
            <Trans>Text me a code</Trans>
          </Button>
        </Group>
        {codeSent && (
          <Group align="end" mt="sm">
            <TextInput
              label={t`Code from the text message`}
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <Button
              loading={verifying}
              onClick={async () => {
                const { data: d } = await verify({ variables: { code: code.trim() } }).catch(() => ({
                  data: null,
                }));
                if (report(d?.verifySmsCode, 'Update failed')) {
                  setCodeSent(false);
                  setCode('');
                  await refetch();
                }
              }}
            >
              <Trans>Confirm</Trans>
            </Button>
          </Group>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Radio.Group
          label={t`Send my sign-in codes by`}
          value={s.mfaOption}
          onChange={async (v) => {
            const { data: d } = await setMfa({ variables: { option: v as 'EMAIL' | 'SMS' } }).catch(() => ({
              data: null,
            }));
            if (report(d?.setMfaOption, 'Update failed')) await refetch();
          }}
        >
          <Stack gap={6} mt={4}>
            <Radio value="EMAIL" label={t`E-mail`} />
            <Radio value="SMS" label={t`Text message`} disabled={!s.phoneConfirmed} />
          </Stack>
        </Radio.Group>
      </Paper>
    </Stack>
  );
}

const FIELDS: readonly (readonly [ProfileField, MessageDescriptor, string])[] = [
  ['preferredName', msg`Preferred name`, 'given-name'],
  ['phone', msg`Phone`, 'tel'],
  ['street', msg`Street address`, 'street-address'],
  ['city', msg`City`, 'address-level2'],
  ['state', msg`State (two letters)`, 'address-level1'],
  ['zip', msg`ZIP code`, 'postal-code'],
];
type ProfileField = 'preferredName' | 'phone' | 'street' | 'city' | 'state' | 'zip';

function ProfileSection({ uuid }: { uuid: string }) {
  const aidYear = useAuthStore((s) => s.viewer?.loginData.aidYear ?? 0);
  const { data, loading } = useStudentProfileQuery({
    variables: { uuid, aidYear },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <LoadingText />;
  const p = data?.studentProfile;
  return (
    <ProfileForm
      uuid={uuid}
      aidYear={aidYear}
      profile={{
        preferredName: p?.preferredName ?? '',
        phone: p?.phone ?? '',
        street: p?.street ?? '',
        city: p?.city ?? '',
        state: p?.state ?? '',
        zip: p?.zip ?? '',
      }}
    />
  );
}

function ProfileForm({
  uuid,
  aidYear,
  profile,
}: {
  uuid: string;
  aidYear: number;
  profile: Record<ProfileField, string>;
}) {
  const { t, i18n } = useLingui();
  const [save, { loading: saving }] = useUpdateStudentProfileMutation();
  const form = useForm({ mode: 'controlled', initialValues: profile });
  const server = useServerErrors(form);
  const submit = form.onSubmit(async (values) => {
    server.clear();
    const { data: d } = await save({ variables: { uuid, aidYear, profile: values } }).catch(() => ({
      data: null,
    }));
    const result = d?.updateStudentProfile;
    if (!result?.ok) {
      showAlert.error(server.show(translatedSettingsError(result?.error, i18n), t`Update failed`));
      return;
    }
    showAlert.success(t`Successful Update`);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {FIELDS.map(([name, label, auto]) => (
          <TextInput
            key={name}
            label={i18n._(label)}
            autoComplete={auto}
            {...form.getInputProps(name)}
            {...(name === 'state' && {
              onChange: (e: ChangeEvent<HTMLInputElement>) =>
                form.setFieldValue('state', e.currentTarget.value.toUpperCase()),
            })}
          />
        ))}
        <Button type="submit" loading={saving} w="fit-content">
          <Trans>Save profile</Trans>
        </Button>
      </Stack>
    </form>
  );
}
