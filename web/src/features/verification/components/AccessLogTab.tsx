import { Alert, Table, Text, Title, Stack } from '@mantine/core';
import { useStudentAccessLogQuery } from '../graphql/histories.generated';
import { LoadingText } from '../../errors/components/LoadingText';

/** Who opened the student's record and who downloaded its documents, newest first. */
export function AccessLogTab({ uuid }: { uuid: string }) {
  const { data, loading, error } = useStudentAccessLogQuery({
    variables: { uuid },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        {error.message}
      </Alert>
    );
  const rows = data?.student?.accessLog ?? [];
  const downloads = data?.student?.documentDownloads ?? [];
  return (
    <Stack>
      <Title order={2} size="h3">
        Access log
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">No one has opened this record yet.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>What</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{new Date(r.createdAt).toLocaleString('en-US')}</Table.Td>
                <Table.Td>{r.actorName ?? '—'}</Table.Td>
                <Table.Td>{r.actorRole}</Table.Td>
                <Table.Td>{r.action.replaceAll('_', ' ').toLowerCase()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={3} size="h4">
        Document downloads
      </Title>
      {downloads.length === 0 ? (
        <Text c="dimmed">No one has downloaded a document of this file yet.</Text>
      ) : (
        <Table striped aria-label="Document downloads">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Document</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {downloads.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{new Date(d.createdAt).toLocaleString('en-US')}</Table.Td>
                <Table.Td>{d.actorName}</Table.Td>
                <Table.Td>{d.actorRole}</Table.Td>
                <Table.Td>
                  {d.fileName}{' '}
                  <Text span size="xs" c="dimmed">
                    ({d.documentKind.replaceAll('_', ' ').toLowerCase()})
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
