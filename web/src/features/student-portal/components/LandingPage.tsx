import { Alert, Stack, Text, Title } from '@mantine/core';
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
  const { student, myItems, loading, error } = useStudentPortal(viewer);
  const aidYear = viewer.loginData.aidYear;
  return (
    <Stack gap="md">
      <Title order={1}>Verification</Title>
      <Text c="dimmed">Aid year {formatAidYear(aidYear)}</Text>
      {loading && !student ? (
        <LoadingText />
      ) : error ? (
        <Alert color="red" title="Error" role="alert">
          Could not retrieve user data
        </Alert>
      ) : (
        <TaskListTable
          items={myItems}
          caption={`Your verification tasks for ${formatAidYear(aidYear)}`}
          itemPath={(item) => taskItemPath(viewer.uuid, item)}
        />
      )}
    </Stack>
  );
}
