import { Alert, Stack, Text, Title } from '@mantine/core';
import { useStudentBindersQuery } from '../graphql/binders.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { BinderDownloadButtons } from './BinderDownloadButtons';
import { BinderTable } from './BinderTable';
import { CreateBinderButtons } from './CreateBinderButtons';

/** Binders (student, parent, super binder) as PDFs, the processor documents binder and the ink signature page. */
export function BindersTab({ uuid }: { uuid: string }) {
  const { aidYear } = useAidYear();
  const { data, loading, error } = useStudentBindersQuery({
    variables: { uuid, aidYear: aidYear ?? 0 },
    skip: aidYear === null,
  });
  if (aidYear === null || (loading && !data)) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        {error.message}
      </Alert>
    );
  const student = data?.student;
  if (!student)
    return (
      <Alert color="red" role="alert" title="Error">
        No response from fetch student
      </Alert>
    );
  const hasParent = student.dependencyStatus !== 0;

  return (
    <Stack>
      <Title order={2} size="h3">
        Binders {formatAidYear(aidYear)}
      </Title>
      <PermissionGate permission="STUDENT_EDIT">
        <CreateBinderButtons uuid={uuid} aidYear={aidYear} hasParent={hasParent} />
      </PermissionGate>
      <BinderDownloadButtons uuid={uuid} hasParent={hasParent} />
      {student.binders.length === 0 ? (
        <Text c="dimmed">No binders yet for {formatAidYear(aidYear)}.</Text>
      ) : (
        <BinderTable binders={student.binders} />
      )}
    </Stack>
  );
}
