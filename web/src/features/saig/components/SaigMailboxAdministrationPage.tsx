import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type SaigMailboxSettingsQuery,
  useCreateSaigSchoolFolderMutation,
  useSaigMailboxSettingsQuery,
  useSetSaigPasswordMutation,
  useSetSaigTgNumberMutation,
} from '../graphql/saig.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

type Settings = SaigMailboxSettingsQuery['saigMailboxSettings'];
const FAILED = 'Update failed';

/** /SAIGMailboxAdministration: the school's TG number, mailbox folder and mailbox password (stored sealed, never shown). */
export function SaigMailboxAdministrationPage() {
  const { data, loading, error } = useSaigMailboxSettingsQuery({ fetchPolicy: 'network-only' });
  const [createFolder, folderState] = useCreateSaigSchoolFolderMutation();

  if (loading && !data) return <LoadingText />;
  if (error || !data) {
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.'}
      </Alert>
    );
  }
  const settings = data.saigMailboxSettings;

  const setUpFolder = async () => {
    const r = (await createFolder()).data?.createSaigSchoolFolder;
    if (r?.ok) showAlert.success(r.message ?? 'Setup School');
    else showAlert.error(r?.error?.message ?? 'School folder could not be created');
  };
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>SAIG Mailbox Administration</Title>
      <TgNumberForm settings={settings} />
      <Paper withBorder p="md">
        <Group justify="space-between">
          <Text component="div">
            School folder:{' '}
            <Badge color={settings.folderExists ? 'green' : 'gray'}>
              {settings.folderExists ? 'exists' : 'not set up'}
            </Badge>
          </Text>
          <Button variant="light" onClick={setUpFolder} loading={folderState.loading}>
            Set up school folder
          </Button>
        </Group>
      </Paper>
      <PasswordForm settings={settings} />
    </Stack>
  );
}

/** The school's SAIG mailbox (TG number); a refused one shows under the field. */
function TgNumberForm({ settings }: { settings: Settings }) {
  const [setTg, { loading }] = useSetSaigTgNumberMutation();
  const form = useForm({ mode: 'controlled', initialValues: { tgNumber: settings.tgNumber ?? '' } });
  const server = useServerErrors(form);
  const submit = form.onSubmit(async ({ tgNumber }) => {
    server.clear();
    try {
      const r = (await setTg({ variables: { tgNumber } })).data?.setSaigTgNumber;
      if (r?.ok) showAlert.success(r.message ?? 'Successfully updated mailbox settings.');
      else showAlert.error(server.show(r?.error, FAILED));
    } catch (e) {
      showAlert.error(server.show(e instanceof Error ? e : null, FAILED));
    }
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="TG number"
            description="The school's SAIG mailbox, e.g. TG12345"
            {...form.getInputProps('tgNumber')}
          />
          <Group>
            <Button type="submit" loading={loading}>
              Save TG number
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The mailbox password, stored sealed: the old one (when one is stored), the new one twice. */
function PasswordForm({ settings }: { settings: Settings }) {
  const [setPassword, { loading }] = useSetSaigPasswordMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', confirm: '' },
    validate: {
      confirm: (confirm, values) =>
        confirm === values.newPassword ? null : 'does not match the new password',
    },
  });
  const server = useServerErrors(form);
  // Mantine's PasswordInput does not mark its input invalid itself (TextInput does).
  const field = (path: 'oldPassword' | 'newPassword' | 'confirm') => ({
    ...form.getInputProps(path),
    'aria-invalid': Boolean(form.errors[path]),
  });
  const submit = form.onSubmit(async ({ oldPassword, newPassword }) => {
    server.clear();
    try {
      const r = (
        await setPassword({
          variables: { oldPassword: settings.hasPassword ? oldPassword : null, newPassword },
        })
      ).data?.setSaigPassword;
      if (r?.ok) {
        showAlert.success(r.message ?? 'Successfully updated mailbox settings.');
        form.reset();
      } else showAlert.error(server.show(r?.error, FAILED));
    } catch (e) {
      showAlert.error(server.show(e instanceof Error ? e : null, FAILED));
    }
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text component="div">
            Mailbox password:{' '}
            <Badge color={settings.hasPassword ? 'green' : 'gray'}>
              {settings.hasPassword ? 'stored' : 'not set'}
            </Badge>
          </Text>
          {settings.hasPassword && <PasswordInput label="Old password" {...field('oldPassword')} />}
          <PasswordInput
            label="New password"
            description="8 to 64 characters with a letter and a digit"
            {...field('newPassword')}
          />
          <PasswordInput label="Confirm new password" {...field('confirm')} />
          <Group>
            <Button type="submit" loading={loading} disabled={!form.values.newPassword}>
              {settings.hasPassword ? 'Change password' : 'Store password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
