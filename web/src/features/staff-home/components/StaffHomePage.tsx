import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useStaffHomeQuery } from '../graphql/staffHome.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { useViewer } from '../../session/authStore';
import { studentStatusLabel } from '../../../shared/labels';

/** One count as a card; label and number read together ("Total students 412"). */
function CountCard({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={`${label}: ${value}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value.toLocaleString('en-US')}
      </Text>
    </Paper>
  );
}

/** The day's counts for the chosen aid year. */
function StaffHomeCounts({ aidYear }: { aidYear: number }) {
  const { data, loading, error } = useStaffHomeQuery({ variables: { aidYear } });
  if (loading && !data) return <LoadingText />;
  if (error || !data) {
    return (
      <Alert color="red" title="Error" role="alert">
        {error?.message ?? 'Could not retrieve the counts'}
      </Alert>
    );
  }
  const counts = data.staffHome;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <CountCard label="Total students" value={counts.totalStudents} />
        <CountCard label="New task list items" value={counts.newTaskListItems} />
        <CountCard label="Submitted task list items" value={counts.submittedTaskListItems} />
        <CountCard label="Assigned to me" value={counts.assignedToMe} />
      </SimpleGrid>
      <section aria-labelledby="by-status">
        <Title order={2} size="h4" id="by-status" mb="sm">
          Students by status
        </Title>
        {counts.byStatus.length === 0 ? (
          <Text c="dimmed">No students in this aid year yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {counts.byStatus.map((s) => (
              <CountCard key={s.status} label={studentStatusLabel(s.status)} value={s.count} />
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}

/** /welcome: the staff home. */
export function StaffHomePage() {
  const viewer = useViewer();
  const { aidYear } = useAidYear();
  return (
    <Stack gap="md">
      <Title order={1}>Welcome{viewer ? `, ${viewer.firstName}` : ''}</Title>
      {aidYear !== null && <Text c="dimmed">Aid year {formatAidYear(aidYear)}</Text>}
      <PermissionGate
        permission="STUDENT_VIEW"
        fallback={<Text>Your role does not include viewing students; use the menus above.</Text>}
      >
        {aidYear === null ? <LoadingText /> : <StaffHomeCounts aidYear={aidYear} />}
      </PermissionGate>
    </Stack>
  );
}
