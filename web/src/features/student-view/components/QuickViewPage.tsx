import { Alert, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useStudentQuickViewQuery } from '../../../__generated__/graphql';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../school/aidYear';
import { useAidYear } from '../../school/hooks/useAidYear';
import { useCurrentSchool } from '../../school/hooks/useCurrentSchool';
import { TaskListTable } from '../../task-list/components/TaskListTable';
import { filterTaskList } from '../../task-list/taskList';
import { StudentSummary } from './StudentSummary';

/** The student record and task list for one aid year. */
function QuickView({ uuid, aidYear }: { uuid: string; aidYear: number }) {
  const { school } = useCurrentSchool();
  const [showAll, setShowAll] = useState(false);
  const { data, loading, error } = useStudentQuickViewQuery({ variables: { uuid, aidYear } });

  if (loading && !data) return <LoadingText />;
  if (error) {
    return (
      <Alert color="red" title="Error" role="alert">
        {error.message}
      </Alert>
    );
  }
  const student = data?.student;
  if (!student) {
    return (
      <Alert color="red" title="Error" role="alert">
        No response from fetch student
      </Alert>
    );
  }
  const items = showAll ? student.taskList : filterTaskList(student.taskList);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <StudentSummary student={student} sidName={school?.sidName ?? 'Student ID'} />
      </Paper>
      <section aria-labelledby="task-list-heading">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="task-list-heading">
            Task list {formatAidYear(aidYear)}
          </Title>
          <Switch label="Show all" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />
        </Group>
        <TaskListTable
          items={items}
          showOwner
          caption={`Task list of ${student.firstName} ${student.lastName} for ${formatAidYear(aidYear)}`}
        />
      </section>
    </Stack>
  );
}

/** /StudentView/{uuid}/quickView. */
export function QuickViewPage() {
  const { uuid = '' } = useParams();
  const { aidYear } = useAidYear();
  return (
    <Stack gap="md">
      <Title order={1}>Quick View</Title>
      {aidYear === null ? <LoadingText /> : <QuickView uuid={uuid} aidYear={aidYear} />}
    </Stack>
  );
}
