import { Alert, Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useStudentWorkspaceQuery } from '../graphql/studentWorkspace.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { STUDENT_VIEW_TABS, tabOf } from '../tabs';
import { StaffActions } from './StaffActions';
import { ReportFlagActions } from './ReportFlagActions';
import { studentStatusLabel, verificationGroupLabel } from '../../../shared/labels';

/** /StudentView/{uuid}/{component}: the student's header, the staff actions, a tab bar and the chosen component. */
// Over 80 lines: the page's frame read top to bottom (loading, not found, header, tabs); each part in it is a component.
export function StudentViewLayout() {
  const { uuid = '', component = 'quickView' } = useParams();
  const navigate = useNavigate();
  const tab = tabOf(component);
  const { data, loading, error } = useStudentWorkspaceQuery({ variables: { uuid } });
  if (!tab) return <NotFoundPage inLayout />;
  const Component = tab.Component;
  const student = data?.student;
  return (
    <Stack gap="md">
      {loading && !data ? (
        <LoadingText />
      ) : error ? (
        <Alert color="red" title="Error" role="alert">
          {error.message}
        </Alert>
      ) : !student ? (
        <Alert color="red" title="Error" role="alert">
          No response from fetch student
        </Alert>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={1} size="h2">
                {student.firstName} {student.lastName}
              </Title>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {student.studentNumber}
                </Text>
                <Badge
                  variant="light"
                  aria-label={`Status ${studentStatusLabel(student.signatureStatus.status)}`}
                >
                  {studentStatusLabel(student.signatureStatus.status)}
                </Badge>
                {student.signatureStatus.verificationGroup && (
                  <Badge variant="outline">
                    {verificationGroupLabel(student.signatureStatus.verificationGroup)}
                  </Badge>
                )}
                <Badge color={student.signatureStatus.signatureComplete ? 'green' : 'orange'} variant="light">
                  {student.signatureStatus.signatureComplete ? 'Signatures complete' : 'Signatures missing'}
                </Badge>
                {student.signatureStatus.isirLocked && <Badge color="gray">ISIR locked</Badge>}
              </Group>
            </div>
            <Group gap="xs">
              <ReportFlagActions uuid={uuid} />
              <StaffActions
                uuid={uuid}
                studentId={student.id}
                status={student.signatureStatus}
                assignedTo={student.assignedTo}
              />
            </Group>
          </Group>
        </Paper>
      )}
      <Tabs
        value={tab.path}
        onChange={(value) => value && navigate(`/StudentView/${uuid}/${value}`)}
        keepMounted={false}
      >
        <Tabs.List aria-label="Student record">
          {STUDENT_VIEW_TABS.map((t) => (
            <Tabs.Tab key={t.path} value={t.path}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Suspense fallback={<LoadingText />}>
        {tab.path === component ? (
          <Component uuid={uuid} />
        ) : (
          <Navigate to={`/StudentView/${uuid}/${tab.path}`} replace />
        )}
      </Suspense>
    </Stack>
  );
}
