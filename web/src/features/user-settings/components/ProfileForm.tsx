import { Alert, Button, Group, Paper, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { MfaChannel } from '../../../__generated__/graphql';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useSaveUserSettingsMutation, type UserSettingsQuery } from '../graphql/userSettings.generated';

type Settings = UserSettingsQuery['userSettings'];

const aidYearLabel = (year: number) => `${year - 1}-${year}`;

/** Names, phone, default school and aid year, sign-in code channel; the e-mail is shown, not changed here. */
export function ProfileForm({ settings }: { /** The settings as stored. */ settings: Settings }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: settings.firstName,
      lastName: settings.lastName,
      phone: settings.phone ?? '',
      defaultSchoolCode: settings.defaultSchoolCode,
      defaultAidYear: settings.defaultAidYear ? String(settings.defaultAidYear) : '',
      mfaOption: settings.mfaOption,
    },
  });
  const server = useServerErrors(form);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useSaveUserSettingsMutation();
  const school = settings.schools.find((s) => s.schoolCode === form.values.defaultSchoolCode);

  const submit = form.onSubmit(async (values) => {
    setSaved(false);
    server.clear();
    const input = {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone.trim() || null,
      defaultSchoolCode: values.defaultSchoolCode,
      defaultAidYear: values.defaultAidYear ? Number(values.defaultAidYear) : null,
      mfaOption: values.mfaOption,
    };
    const result = await save({ variables: { input } }).catch((e: Error) => ({ data: null, error: e }));
    const answer = result.data?.saveUserSettings;
    if (answer?.ok) {
      setSaved(true);
      return;
    }
    server.show(
      answer?.error ?? ('error' in result ? result.error : null),
      'Failed to update MasterUserProfile',
    );
  });
  const message = saved
    ? { ok: true, text: 'Your settings were saved' }
    : server.formError
      ? { ok: false, text: server.formError }
      : null;

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
          <TextInput label="First name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label="Mobile number" type="tel" {...form.getInputProps('phone')} />
        <Group grow align="start">
          <Select
            label="Default school"
            allowDeselect={false}
            data={settings.schools.map((s) => ({
              value: s.schoolCode,
              label: `${s.schoolName} (${s.role})`,
            }))}
            {...form.getInputProps('defaultSchoolCode')}
            onChange={(v) =>
              form.setValues((f) => ({
                ...f,
                defaultSchoolCode: v ?? f.defaultSchoolCode,
                defaultAidYear: '',
              }))
            }
          />
          <Select
            label="Default aid year"
            data={[
              { value: '', label: "The school's default" },
              ...(school?.aidYears ?? []).map((y) => ({ value: String(y), label: aidYearLabel(y) })),
            ]}
            {...form.getInputProps('defaultAidYear')}
            onChange={(v) => form.setFieldValue('defaultAidYear', v ?? '')}
          />
        </Group>
        <Radio.Group
          label="Send my sign-in codes by"
          {...form.getInputProps('mfaOption')}
          onChange={(v) => form.setFieldValue('mfaOption', v as MfaChannel)}
        >
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
