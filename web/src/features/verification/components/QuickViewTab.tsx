import { Alert, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { useStudentQuickViewQuery } from '../graphql/studentQuickView.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { useCurrentSchool } from '../../schools/hooks/useCurrentSchool';
import { TaskListTable } from '../../task-list/components/TaskListTable';
import { filterTaskList } from '../../task-list/taskList';
import { StudentSummary } from './StudentSummary';
import { LastReminder } from './LastReminder';
import { CurrentIsir } from './CurrentIsir';

/** The quick view inside StudentView: the record and both task lists for the chosen aid year. */
export function QuickViewTab({ uuid }: { uuid: string }) {
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Quick View
      </Title>
      <QuickViewBody uuid={uuid} />
    </Stack>
  );
}

function QuickViewBody({ uuid }: { uuid: string }) {
  const { aidYear } = useAidYear();
  const { school } = useCurrentSchool();
  const [showAll, setShowAll] = useState(false);
  const { data, loading, error } = useStudentQuickViewQuery({
    variables: { uuid, aidYear: aidYear ?? 0 },
    skip: aidYear === null,
  });
  if (aidYear === null || (loading && !data)) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" title="Error" role="alert">
        {error.message}
      </Alert>
    );
  const student = data?.student;
  if (!student)
    return (
      <Alert color="red" title="Error" role="alert">
        No response from fetch student
      </Alert>
    );
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <StudentSummary student={student} sidName={school?.sidName ?? 'Student ID'} />
      </Paper>
      <CurrentIsir uuid={uuid} aidYear={aidYear} />
      <section aria-labelledby="qv-task-list-heading">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="qv-task-list-heading">
            Task list {formatAidYear(aidYear)}
          </Title>
          <Switch label="Show all" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />
        </Group>
        <TaskListTable
          items={showAll ? student.taskList : filterTaskList(student.taskList)}
          showOwner
          caption={`Task list of ${student.firstName} ${student.lastName}`}
        />
      </section>
      <LastReminder studentId={Number(student.id)} aidYear={aidYear} />
    </>
  );
}
