import { Alert, Stack, Table, Tabs, Text } from '@mantine/core';
import { useStudentHistoriesQuery } from '../graphql/histories.generated';
import { LoadingText } from '../../errors/components/LoadingText';

const when = (d: string) => new Date(d).toLocaleString('en-US');
const label = (field: string) => field.replaceAll('_', ' ');

function Changes({
  rows,
  empty,
}: {
  rows: {
    id: string;
    field: string;
    oldValue?: string | null;
    newValue?: string | null;
    changedBy?: string | null;
    changedAt: string;
  }[];
  empty: string;
}) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Field</Table.Th>
          <Table.Th>From</Table.Th>
          <Table.Th>To</Table.Th>
          <Table.Th>By</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{when(r.changedAt)}</Table.Td>
            <Table.Td>{label(r.field)}</Table.Td>
            <Table.Td>{r.oldValue ?? '—'}</Table.Td>
            <Table.Td>{r.newValue ?? '—'}</Table.Td>
            <Table.Td>{r.changedBy ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Actions({
  rows,
  empty,
}: {
  rows: {
    id: string;
    action: string;
    actorName?: string | null;
    actorRole?: string | null;
    createdAt: string;
  }[];
  empty: string;
}) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Action</Table.Th>
          <Table.Th>By</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{when(r.createdAt)}</Table.Td>
            <Table.Td>{label(r.action).toLowerCase()}</Table.Td>
            <Table.Td>
              {r.actorName ?? '—'}
              {r.actorRole ? ` (${r.actorRole})` : ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Student, status, account and correction histories, and every staff action. */
export function HistoriesTab({ uuid }: { uuid: string }) {
  const { data, loading, error } = useStudentHistoriesQuery({ variables: { uuid } });
  if (loading && !data) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        {error.message}
      </Alert>
    );
  const s = data?.student;
  if (!s)
    return (
      <Alert color="red" role="alert" title="Error">
        No response from fetch interview links history
      </Alert>
    );
  return (
    <Tabs defaultValue="student">
      <Tabs.List>
        <Tabs.Tab value="student">Student history</Tabs.Tab>
        <Tabs.Tab value="status">Status history</Tabs.Tab>
        <Tabs.Tab value="account">Account history</Tabs.Tab>
        <Tabs.Tab value="correction">Correction history</Tabs.Tab>
        <Tabs.Tab value="activity">Staff actions</Tabs.Tab>
      </Tabs.List>
      <Stack pt="md">
        <Tabs.Panel value="student">
          <Changes rows={s.history} empty="No changes recorded." />
        </Tabs.Panel>
        <Tabs.Panel value="status">
          <Changes rows={s.history.filter((h) => h.field === 'status')} empty="The status has not changed." />
        </Tabs.Panel>
        <Tabs.Panel value="account">
          <Actions rows={s.accountHistory} empty="No account changes." />
        </Tabs.Panel>
        <Tabs.Panel value="correction">
          <Changes rows={s.correctionHistory} empty="No corrections." />
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <Actions rows={s.activity} empty="No staff actions." />
        </Tabs.Panel>
      </Stack>
    </Tabs>
  );
}
