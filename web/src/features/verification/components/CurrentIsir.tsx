import { Alert, Group, Paper, Text } from '@mantine/core';
import { useStudentAttributesQuery } from '../graphql/studentQuickView.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';

/** What the aid year's current ISIR says: transaction, SAI, tracking flag, selection, dependency model. */
export function CurrentIsir({
  uuid,
  aidYear,
}: {
  /** The student. */ uuid: string;
  /** The aid year read. */ aidYear: number;
}) {
  const { data, loading, error } = useStudentAttributesQuery({ variables: { uuid, aidYear } });
  if (loading && !data) return <LoadingText />;
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
        No response from fetch student attributes
      </Alert>
    );
  const isir = student.attributes;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Current ISIR">
      <Text fw={500}>Current ISIR {formatAidYear(aidYear)}</Text>
      {isir ? (
        <Group gap="lg">
          <Text size="sm">Transaction {isir.transactionNumber ?? '—'}</Text>
          <Text size="sm">SAI {isir.sai ?? '—'}</Text>
          <Text size="sm">Tracking flag {isir.trackingFlag ?? '—'}</Text>
          <Text size="sm">Selected for verification {isir.selectedForVerification ?? '—'}</Text>
          <Text size="sm">Dependency model {isir.dependencyModel ?? '—'}</Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No ISIR for this aid year.
        </Text>
      )}
    </Paper>
  );
}
