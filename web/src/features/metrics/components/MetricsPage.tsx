import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useVerificationTimesQuery } from '../graphql/metrics.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAidYear } from '../../school/hooks/useAidYear';

/** One average with how many students it is over; none yet when no student reached both moments. */
function AverageCard({ label, average }: { /** What is measured. */ label: string; /** The average, or null. */ average: { students: number; averageDays?: number | null } }) {
  return (
    <Card withBorder w={320} component="section" aria-label={label}>
      <Text fw={500}>{label}</Text>
      {average.averageDays === null || average.averageDays === undefined ? (
        <Text size="xl">No verified students yet</Text>
      ) : (
        <Text size="xl">{average.averageDays} days</Text>
      )}
      <Text size="sm" c="dimmed">
        over {average.students} {average.students === 1 ? 'student' : 'students'}
      </Text>
    </Card>
  );
}

/** /Metrics: how long verification takes this aid year, from the status history. */
export function MetricsPage() {
  const { aidYear } = useAidYear();
  const { data, loading, error } = useVerificationTimesQuery({ variables: { aidYear: aidYear ?? 0 }, skip: aidYear === null, fetchPolicy: 'network-only' });
  if (aidYear === null || (loading && !data)) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve metrics'}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Title order={1}>Metrics</Title>
      <Text>
        Aid year {aidYear - 1}-{aidYear}
      </Text>
      <Group align="stretch">
        <AverageCard label="Account created to verified" average={data.averageSignupToVerified} />
        <AverageCard label="In review to verified" average={data.averageReviewToVerified} />
      </Group>
    </Stack>
  );
}
