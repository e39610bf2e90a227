import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  useReminderMetricsQuery,
  useStatusTrendQuery,
  useVerificationTimesQuery,
} from '../graphql/metrics.generated';
import { useStaffHomeQuery } from '../../staff-home/graphql/staffHome.generated';
import { STATUS_SERIES, StatusTrendChart } from './StatusTrendChart';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAidYear } from '../../schools/hooks/useAidYear';

/** One average with how many students it is over; none yet when no student reached both moments. */
function AverageCard({
  label,
  average,
  empty = 'No verified students yet',
}: {
  /** What is measured. */ label: string;
  /** The average, or null. */ average: { students: number; averageDays?: number | null };
  /** What to say when no student reached both moments. */ empty?: string;
}) {
  return (
    <Card withBorder w={320} component="section" aria-label={label}>
      <Text fw={500}>{label}</Text>
      {average.averageDays === null || average.averageDays === undefined ? (
        <Text size="xl">{empty}</Text>
      ) : (
        <Text size="xl">{average.averageDays} days</Text>
      )}
      <Text size="sm" c="dimmed">
        over {average.students} {average.students === 1 ? 'student' : 'students'}
      </Text>
    </Card>
  );
}

/** Students in each status now: the staff home's numbers (the same query), and how many are verified. */
function StatusNow({ aidYear }: { aidYear: number }) {
  const { data } = useStaffHomeQuery({ variables: { aidYear }, fetchPolicy: 'network-only' });
  if (!data) return <LoadingText />;
  const count = (status: string) => data.staffHome.byStatus.find((s) => s.status === status)?.count ?? 0;
  const verified = count('APPROVED') + count('APPROVED_WITH_CORRECTIONS') + count('APPROVED_WITH_CR');
  return (
    <section aria-labelledby="status-now">
      <Title order={2} size="h4" id="status-now" mb="sm">
        Students by status now
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }}>
        <Card withBorder role="group" aria-label={`Verified: ${verified}`}>
          <Text size="sm">Verified</Text>
          <Text fw={700}>{verified}</Text>
        </Card>
        {STATUS_SERIES.map((s) => (
          <Card withBorder key={s.name} role="group" aria-label={`${s.label}: ${count(s.name)}`}>
            <Text size="sm">{s.label}</Text>
            <Text fw={700}>{count(s.name)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** Week-by-week counts by status, from the status history. */
function StatusTrend({ aidYear }: { aidYear: number }) {
  const { data, error } = useStatusTrendQuery({ variables: { aidYear }, fetchPolicy: 'network-only' });
  return (
    <section aria-labelledby="status-trend">
      <Title order={2} size="h4" id="status-trend" mb="sm">
        Students by status over time
      </Title>
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : !data ? (
        <LoadingText />
      ) : (
        <StatusTrendChart points={data.statusCountsOverTime} />
      )}
    </section>
  );
}

/** Task-list reminders of the aid year: how many went, and the share of reminded students who acted within 7 days. */
function Reminders({ aidYear }: { aidYear: number }) {
  const { data, error } = useReminderMetricsQuery({ variables: { aidYear }, fetchPolicy: 'network-only' });
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data) return <LoadingText />;
  const m = data.reminderMetrics;
  return (
    <Group align="stretch">
      <Card withBorder w={320} component="section" aria-label="Reminders sent">
        <Text fw={500}>Reminders sent</Text>
        <Text size="xl">{m.remindersSent}</Text>
        <Text size="sm" c="dimmed">
          to {m.studentsReminded} {m.studentsReminded === 1 ? 'student' : 'students'}
        </Text>
      </Card>
      <Card withBorder w={320} component="section" aria-label="Acted within 7 days of a reminder">
        <Text fw={500}>Acted within 7 days of a reminder</Text>
        <Text size="xl">
          {m.actedShare === null || m.actedShare === undefined
            ? 'No reminders yet'
            : `${Math.round(m.actedShare * 100)}%`}
        </Text>
        <Text size="sm" c="dimmed">
          {m.actedWithin7Days} of {m.studentsReminded} reminded students
        </Text>
      </Card>
    </Group>
  );
}

/** /Metrics: where the aid year's students stand, how that changed week by week, and how long verification takes. */
export function MetricsPage() {
  const { aidYear } = useAidYear();
  const { data, loading, error } = useVerificationTimesQuery({
    variables: { aidYear: aidYear ?? 0 },
    skip: aidYear === null,
    fetchPolicy: 'network-only',
  });
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
      <StatusNow aidYear={aidYear} />
      <StatusTrend aidYear={aidYear} />
      <Title order={2} size="h4">
        Average time to verification
      </Title>
      <Group align="stretch">
        <AverageCard
          label="Account created to verified"
          average={data.averageSignupToVerified}
          empty="No verified student has an account yet"
        />
        <AverageCard label="In review to verified" average={data.averageReviewToVerified} />
      </Group>
      <Title order={2} size="h4">
        Task list reminders
      </Title>
      <Reminders aidYear={aidYear} />
    </Stack>
  );
}
