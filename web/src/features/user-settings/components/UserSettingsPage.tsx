import { Alert, Stack, Title } from '@mantine/core';
import { useUserSettingsQuery } from '../graphql/userSettings.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useViewer } from '../../session/authStore';
import { ProfileForm } from './ProfileForm';
import { ApiTokensPanel } from './ApiTokensPanel';

/** /userSettings: the signed-in staff member's own profile and defaults, and their API tokens for scripts. */
export function UserSettingsPage() {
  const viewer = useViewer();
  const { data, loading, error } = useUserSettingsQuery({ fetchPolicy: 'network-only' });
  if (loading && !data) return <LoadingText />;
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>User Settings</Title>
      {error || !data ? (
        <Alert color="red" role="alert">
          {error?.message || 'Failed to get MasterUserProfile'}
        </Alert>
      ) : (
        <ProfileForm settings={data.userSettings} />
      )}
      {viewer?.permissions.includes('API_TOKENS_MANAGE') && <ApiTokensPanel />}
    </Stack>
  );
}
