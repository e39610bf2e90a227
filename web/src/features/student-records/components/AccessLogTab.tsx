import { Alert, Table, Text, Title, Stack } from '@mantine/core';
import { useStudentAccessLogQuery } from '../../../__generated__/graphql';
import { LoadingText } from '../../errors/components/LoadingText';

/** Who opened the student's record, newest first. */
export function AccessLogTab({ uuid }: { uuid: string }) {
  const { data, loading, error } = useStudentAccessLogQuery({ variables: { uuid }, fetchPolicy: 'network-only' });
  if (loading && !data) return <LoadingText />;
  if (error) return <Alert color="red" role="alert" title="Error">{error.message}</Alert>;
  const rows = data?.student?.accessLog ?? [];
  return (
    <Stack>
      <Title order={2} size="h3">Access log</Title>
      {rows.length === 0 ? (
        <Text c="dimmed">No one has opened this record yet.</Text>
      ) : (
        <Table striped>
          <Table.Thead><Table.Tr><Table.Th>When</Table.Th><Table.Th>Who</Table.Th><Table.Th>Role</Table.Th><Table.Th>What</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}><Table.Td>{new Date(r.createdAt).toLocaleString('en-US')}</Table.Td><Table.Td>{r.actorName ?? '—'}</Table.Td><Table.Td>{r.actorRole}</Table.Td><Table.Td>{r.action.replaceAll('_', ' ').toLowerCase()}</Table.Td></Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
