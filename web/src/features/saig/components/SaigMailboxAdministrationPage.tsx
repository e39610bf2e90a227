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
import { useState, type FormEvent } from 'react';
import {
  useCreateSaigSchoolFolderMutation,
  useSaigMailboxSettingsQuery,
  useSetSaigPasswordMutation,
  useSetSaigTgNumberMutation,
} from '../graphql/saig.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';

type Errors = Record<string, string>;
const byPath = (e?: { inputErrors: { path: string; message: string }[] } | null): Errors =>
  Object.fromEntries((e?.inputErrors ?? []).map((i) => [i.path, i.message]));

/** /SAIGMailboxAdministration: the school's TG number, mailbox folder and mailbox password (stored sealed, never shown). */
export function SaigMailboxAdministrationPage() {
  const { data, loading, error } = useSaigMailboxSettingsQuery({ fetchPolicy: 'network-only' });
  const [setTg, tgState] = useSetSaigTgNumberMutation();
  const [createFolder, folderState] = useCreateSaigSchoolFolderMutation();
  const [setPassword, passwordState] = useSetSaigPasswordMutation();
  const [tgNumber, setTgNumber] = useState<string | null>(null);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  if (loading && !data) return <LoadingText />;
  if (error || !data) {
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.'}
      </Alert>
    );
  }
  const settings = data.saigMailboxSettings;

  const saveTg = async (e: FormEvent) => {
    e.preventDefault();
    const r = (await setTg({ variables: { tgNumber: tgNumber ?? settings.tgNumber ?? '' } })).data
      ?.setSaigTgNumber;
    setErrors(byPath(r?.error));
    if (r?.ok) showAlert.success(r.message ?? 'Successfully updated mailbox settings.');
    else showAlert.error(r?.error?.message ?? 'Update failed');
  };
  const setUpFolder = async () => {
    const r = (await createFolder()).data?.createSaigSchoolFolder;
    if (r?.ok) showAlert.success(r.message ?? 'Setup School');
    else showAlert.error(r?.error?.message ?? 'School folder could not be created');
  };
  const savePassword = async (e: FormEvent) => {
    e.preventDefault();
    if (newPassword !== confirm) {
      setErrors({ confirm: 'does not match the new password' });
      return;
    }
    const r = (
      await setPassword({
        variables: { oldPassword: settings.hasPassword ? oldPassword : null, newPassword },
      })
    ).data?.setSaigPassword;
    setErrors(byPath(r?.error));
    if (r?.ok) {
      showAlert.success(r.message ?? 'Successfully updated mailbox settings.');
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
    } else showAlert.error(r?.error?.message ?? 'Update failed');
  };

  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>SAIG Mailbox Administration</Title>
      <Paper withBorder p="md">
        <form onSubmit={saveTg}>
          <Stack gap="sm">
            <TextInput
              label="TG number"
              description="The school's SAIG mailbox, e.g. TG12345"
              value={tgNumber ?? settings.tgNumber ?? ''}
              error={errors.tgNumber}
              onChange={(e) => setTgNumber(e.currentTarget.value)}
            />
            <Group>
              <Button type="submit" loading={tgState.loading}>
                Save TG number
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
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
      <Paper withBorder p="md">
        <form onSubmit={savePassword}>
          <Stack gap="sm">
            <Text component="div">
              Mailbox password:{' '}
              <Badge color={settings.hasPassword ? 'green' : 'gray'}>
                {settings.hasPassword ? 'stored' : 'not set'}
              </Badge>
            </Text>
            {settings.hasPassword && (
              <PasswordInput
                label="Old password"
                value={oldPassword}
                error={errors.oldPassword}
                onChange={(e) => setOldPassword(e.currentTarget.value)}
              />
            )}
            <PasswordInput
              label="New password"
              description="8 to 64 characters with a letter and a digit"
              value={newPassword}
              error={errors.newPassword}
              onChange={(e) => setNewPassword(e.currentTarget.value)}
            />
            <PasswordInput
              label="Confirm new password"
              value={confirm}
              error={errors.confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
            />
            <Group>
              <Button type="submit" loading={passwordState.loading} disabled={!newPassword}>
                {settings.hasPassword ? 'Change password' : 'Store password'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
