import { Alert, Button, Group, Paper, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { MfaChannel } from '../../../__generated__/graphql';
import type { UserSettingsQuery } from '../graphql/userSettings.generated';
import { useProfileSettings } from '../hooks/useProfileSettings';

type Settings = UserSettingsQuery['userSettings'];

const aidYearLabel = (year: number) => `${year - 1}-${year}`;

/** Names, phone, default school and aid year, sign-in code channel; the e-mail is shown, not changed here. */
export function ProfileForm({ settings }: { /** The settings as stored. */ settings: Settings }) {
  const { form, submit, loading, message, school } = useProfileSettings(settings);

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
