import { Alert, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useAuthStore, type Viewer } from '../../session/authStore';
import { TaskListTable } from '../../task-list/components/TaskListTable';
import { taskItemPath } from '../../interviews/paths';
import { useStudentPortal } from '../hooks/useStudentPortal';

/** The student's (or parent's) landing page: what is left to do for verification this aid year. */
export function LandingPage() {
  const viewer = useAuthStore((s) => s.viewer);
  // StudentGate renders this page only for a signed-in student or parent.
  if (!viewer) return null;
  return <LandingContent viewer={viewer} />;
}

/** The Verification heading and the account's filtered task list. */
function LandingContent({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui();
  const { student, myItems, loading, error } = useStudentPortal(viewer);
  const aidYear = viewer.loginData.aidYear;
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Verification</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>Aid year {formatAidYear(aidYear)}</Trans>
      </Text>
      {loading && !student ? (
        <LoadingText />
      ) : error ? (
        <Alert color="red" title={t`Error`} role="alert">
          <Trans>Could not retrieve user data</Trans>
        </Alert>
      ) : (
        <TaskListTable
          items={myItems}
          caption={t`Your verification tasks for ${formatAidYear(aidYear)}`}
          itemPath={(item) => taskItemPath(viewer.uuid, item)}
        />
      )}
    </Stack>
  );
}
