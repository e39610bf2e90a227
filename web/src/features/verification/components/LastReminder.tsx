import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLastReminderQuery } from '../graphql/reminders.generated';
import { PermissionGate } from '../../access/components/PermissionGate';

const CHANNEL: Record<string, string> = { EMAIL: 'E-mail', SMS: 'Text message' };

/** StudentView: when the student's last task-list reminder went, to whom, and what it said. */
export function LastReminder({ studentId, aidYear }: { studentId: number; aidYear: number }) {
  return (
    <PermissionGate permission="STUDENT_VIEW">
      <LastReminderBody studentId={studentId} aidYear={aidYear} />
    </PermissionGate>
  );
}

function LastReminderBody({ studentId, aidYear }: { studentId: number; aidYear: number }) {
  const { data, error } = useLastReminderQuery({
    variables: { studentId, aidYear },
    fetchPolicy: 'network-only',
  });
  if (error) return <Alert color="red">{error.message}</Alert>;
  const last = data?.lastReminder;
  if (!last) return null;
  return (
    <section aria-labelledby="qv-last-reminder-heading">
      <Title order={2} size="h3" id="qv-last-reminder-heading" mb="sm">
        Last reminder
      </Title>
      {last.sentAt === null || last.sentAt === undefined ? (
        <Text>No reminder sent this aid year.</Text>
      ) : (
        <Stack gap="xs">
          <Text>
            Sent {new Date(last.sentAt).toLocaleString()} by {last.startedBy ?? 'the nightly run'} (reminder{' '}
            {last.rounds} this aid year)
          </Text>
          {last.messages.map((m, i) => (
            <Paper key={i} withBorder p="sm">
              <Group gap="xs">
                <Badge variant="light">{CHANNEL[m.channel] ?? m.channel}</Badge>
                <Text fw={500}>{m.recipient}</Text>
              </Group>
              <Text size="sm">{m.subject}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {m.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
