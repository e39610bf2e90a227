import { Alert, Button, Group, Paper, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { MfaChannel } from '../../../__generated__/graphql';
import { useSaveUserSettingsMutation, type UserSettingsQuery } from '../graphql/userSettings.generated';

type Settings = UserSettingsQuery['userSettings'];

const aidYearLabel = (year: number) => `${year - 1}-${year}`;

/** Names, phone, default school and aid year, sign-in code channel; the e-mail is shown, not changed here. */
export function ProfileForm({ settings }: { /** The settings as stored. */ settings: Settings }) {
  const [form, setForm] = useState({
    firstName: settings.firstName,
    lastName: settings.lastName,
    phone: settings.phone ?? '',
    defaultSchoolCode: settings.defaultSchoolCode,
    defaultAidYear: settings.defaultAidYear ? String(settings.defaultAidYear) : '',
    mfaOption: settings.mfaOption,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [save, { loading }] = useSaveUserSettingsMutation();
  const school = settings.schools.find((s) => s.schoolCode === form.defaultSchoolCode);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const input = {
      firstName: form.firstName,
      lastName: form.lastName,
      phone: form.phone.trim() || null,
      defaultSchoolCode: form.defaultSchoolCode,
      defaultAidYear: form.defaultAidYear ? Number(form.defaultAidYear) : null,
      mfaOption: form.mfaOption,
    };
    const result = await save({ variables: { input } }).catch((e: Error) => ({ data: null, error: e }));
    const answer = result.data?.saveUserSettings;
    if (answer?.ok) {
      setErrors({});
      setMessage({ ok: true, text: 'Your settings were saved' });
      return;
    }
    const fieldErrors = Object.fromEntries((answer?.error?.inputErrors ?? []).map((e) => [e.path.replace(/^input\./, ''), e.message]));
    setErrors(fieldErrors);
    setMessage({ ok: false, text: answer?.error?.message ?? ('error' in result && result.error ? result.error.message : 'Your settings were not saved') });
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-labelledby="profile-title" noValidate>
      <Stack gap="sm">
        <Title order={2} size="h3" id="profile-title">
          Profile
        </Title>
        {message && (
          <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        <Text>
          Sign-in e-mail: <strong>{settings.email}</strong>
        </Text>
        <Group grow align="start">
          <TextInput label="First name" required value={form.firstName} error={errors.firstName} onChange={(e) => set('firstName')(e.currentTarget.value)} />
          <TextInput label="Last name" required value={form.lastName} error={errors.lastName} onChange={(e) => set('lastName')(e.currentTarget.value)} />
        </Group>
        <TextInput label="Mobile number" type="tel" value={form.phone} error={errors.phone} onChange={(e) => set('phone')(e.currentTarget.value)} />
        <Group grow align="start">
          <Select
            label="Default school"
            allowDeselect={false}
            data={settings.schools.map((s) => ({ value: s.schoolCode, label: `${s.schoolName} (${s.role})` }))}
            value={form.defaultSchoolCode}
            error={errors.defaultSchoolCode}
            onChange={(v) => setForm((f) => ({ ...f, defaultSchoolCode: v ?? f.defaultSchoolCode, defaultAidYear: '' }))}
          />
          <Select
            label="Default aid year"
            data={[{ value: '', label: "The school's default" }, ...(school?.aidYears ?? []).map((y) => ({ value: String(y), label: aidYearLabel(y) }))]}
            value={form.defaultAidYear}
            error={errors.defaultAidYear}
            onChange={(v) => set('defaultAidYear')(v ?? '')}
          />
        </Group>
        <Radio.Group label="Send my sign-in codes by" value={form.mfaOption} onChange={(v) => set('mfaOption')(v as MfaChannel)}>
          <Group mt="xs">
            <Radio value="EMAIL" label="E-mail" />
            <Radio value="SMS" label="Text message" />
          </Group>
        </Radio.Group>
        <Group>
          <Button type="submit" loading={loading}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
