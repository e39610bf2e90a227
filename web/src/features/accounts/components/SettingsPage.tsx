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

/** /Settings/{uuid}/{component}/ and /settings/{uuid}/studentProfile: the account and the student's contact profile. */
export function SettingsPage({ section }: { section?: 'account' | 'studentProfile' }) {
  const { uuid = '', component } = useParams();
  const navigate = useNavigate();
  const current = section ?? (component === 'studentProfile' ? 'studentProfile' : 'account');
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Settings</Title>
      <SegmentedControl
        value={current}
        onChange={(v) =>
          navigate(v === 'studentProfile' ? `/settings/${uuid}/studentProfile` : `/Settings/${uuid}/account/`)
        }
        data={[
          { value: 'account', label: 'Account' },
          { value: 'studentProfile', label: 'Student profile' },
        ]}
        aria-label="Settings section"
      />
      {current === 'account' ? <AccountSection /> : <ProfileSection uuid={uuid} />}
    </Stack>
  );
}

function AccountSection() {
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
  const report = (
    result: { ok: boolean; message?: string | null; error?: { message: string } | null } | undefined,
    fallback: string,
  ) => {
    setMessage(
      result?.ok
        ? { ok: true, text: result.message ?? 'Successful Update' }
        : { ok: false, text: result?.error?.message ?? fallback },
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
          Sign-in e-mail
        </Title>
        <Text>{s.username}</Text>
        <Group align="end" mt="sm">
          <TextInput
            label="New e-mail"
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
            Change e-mail
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4">
          Mobile phone
        </Title>
        <Text>
          {s.phone
            ? `${s.phone} ${s.phoneConfirmed ? '(confirmed)' : '(not confirmed)'}`
            : 'No mobile number on file'}
        </Text>
        <Group align="end" mt="sm">
          <TextInput
            label="Mobile number"
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
            Text me a code
          </Button>
        </Group>
        {codeSent && (
          <Group align="end" mt="sm">
            <TextInput
              label="Code from the text message"
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
              Confirm
            </Button>
          </Group>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Radio.Group
          label="Send my sign-in codes by"
          value={s.mfaOption}
          onChange={async (v) => {
            const { data: d } = await setMfa({ variables: { option: v as 'EMAIL' | 'SMS' } }).catch(() => ({
              data: null,
            }));
            if (report(d?.setMfaOption, 'Update failed')) await refetch();
          }}
        >
          <Stack gap={6} mt={4}>
            <Radio value="EMAIL" label="E-mail" />
            <Radio value="SMS" label="Text message" disabled={!s.phoneConfirmed} />
          </Stack>
        </Radio.Group>
      </Paper>
    </Stack>
  );
}

const FIELDS = [
  ['preferredName', 'Preferred name', 'given-name'],
  ['phone', 'Phone', 'tel'],
  ['street', 'Street address', 'street-address'],
  ['city', 'City', 'address-level2'],
  ['state', 'State (two letters)', 'address-level1'],
  ['zip', 'ZIP code', 'postal-code'],
] as const;
type ProfileField = (typeof FIELDS)[number][0];

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
      showAlert.error(server.show(result?.error, 'Update failed'));
      return;
    }
    showAlert.success('Successful Update');
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {FIELDS.map(([name, label, auto]) => (
          <TextInput
            key={name}
            label={label}
            autoComplete={auto}
            {...form.getInputProps(name)}
            {...(name === 'state' && {
              onChange: (e: ChangeEvent<HTMLInputElement>) =>
                form.setFieldValue('state', e.currentTarget.value.toUpperCase()),
            })}
          />
        ))}
        <Button type="submit" loading={saving} w="fit-content">
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
