import { Alert, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  useAdministrativeActivityQuery,
  useCommunicationLogQuery,
  useSchoolHistoryQuery,
  useStudentActivityLogQuery,
  type HistoryKind,
} from '../../../__generated__/graphql';
import { LoadingText } from '../../errors/components/LoadingText';

const today = () => new Date().toISOString().slice(0, 10);
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const when = (iso: string) => new Date(iso).toLocaleString('en-US');

/** From and to dates (both included); the services refuse a range that runs backwards or spans over a year. */
function useRange() {
  const [from, setFrom] = useState(monthAgo());
  const [to, setTo] = useState(today());
  const inputs = (
    <Group>
      <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
      <TextInput label="To" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
    </Group>
  );
  return { from, to, inputs, valid: Boolean(from && to) };
}

function Failure({ message }: { message: string }) {
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

const KINDS: { value: HistoryKind; label: string }[] = [
  { value: 'SCHOOL', label: 'School' },
  { value: 'SCHOOL_CONFIG', label: 'Config' },
  { value: 'SCHOOL_ISIR_RECORD_INFO', label: 'ISIR record info' },
  { value: 'ROLE_PERMISSION_LINK', label: 'Role permissions' },
];

/** /SchoolAudit: field-level history of the school, its config, aid-year settings and role permissions. */
export function SchoolAuditPage() {
  const range = useRange();
  const [kind, setKind] = useState<HistoryKind>('SCHOOL');
  const { data, loading, error } = useSchoolHistoryQuery({
    variables: { kind, from: range.from, to: range.to },
    skip: !range.valid,
    fetchPolicy: 'network-only',
  });
  return (
    <Stack gap="md">
      <Title order={1}>School Audit</Title>
      <SegmentedControl data={KINDS} value={kind} onChange={(v) => setKind(v as HistoryKind)} />
      {range.inputs}
      {loading && !data ? (
        <LoadingText />
      ) : error ? (
        <Failure message={error.message} />
      ) : (data?.schoolHistory.length ?? 0) === 0 ? (
        <Text>No changes in this range.</Text>
      ) : (
        <Table striped withTableBorder aria-label="Changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Record</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Old value</Table.Th>
              <Table.Th>New value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data!.schoolHistory.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>{when(h.changedAt)}</Table.Td>
                <Table.Td>{h.changedBy}</Table.Td>
                <Table.Td>
                  {h.entityType} {h.entityId}
                </Table.Td>
                <Table.Td>{h.field}</Table.Td>
                <Table.Td>{h.oldValue ?? '—'}</Table.Td>
                <Table.Td>{h.newValue ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** /AdministrativeActivity: what staff changed in the school. */
export function AdministrativeActivityPage() {
  const range = useRange();
  const { data, loading, error } = useAdministrativeActivityQuery({
    variables: { from: range.from, to: range.to },
    skip: !range.valid,
    fetchPolicy: 'network-only',
  });
  return (
    <Stack gap="md">
      <Title order={1}>Administrative Activity</Title>
      {range.inputs}
      {loading && !data ? (
        <LoadingText />
      ) : error ? (
        <Failure message={error.message} />
      ) : (data?.administrativeActivity.length ?? 0) === 0 ? (
        <Text>No activity in this range.</Text>
      ) : (
        <Table striped withTableBorder aria-label="Activity">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Record</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data!.administrativeActivity.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{when(a.at)}</Table.Td>
                <Table.Td>{a.actor}</Table.Td>
                <Table.Td>{a.role}</Table.Td>
                <Table.Td>{a.action}</Table.Td>
                <Table.Td>
                  {a.entityType} {a.entityId ?? ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** /StudentActivity: what was done to, and who looked at, the school's students. */
export function StudentActivityPage() {
  const range = useRange();
  const { data, loading, error } = useStudentActivityLogQuery({
    variables: { from: range.from, to: range.to },
    skip: !range.valid,
    fetchPolicy: 'network-only',
  });
  return (
    <Stack gap="md">
      <Title order={1}>Student Activity</Title>
      {range.inputs}
      {loading && !data ? (
        <LoadingText />
      ) : error ? (
        <Failure message={error.message} />
      ) : (data?.studentActivity.length ?? 0) === 0 ? (
        <Text>No activity in this range.</Text>
      ) : (
        <Table striped withTableBorder aria-label="Student activity">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Student</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data!.studentActivity.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{when(a.at)}</Table.Td>
                <Table.Td>{a.actor}</Table.Td>
                <Table.Td>{a.role}</Table.Td>
                <Table.Td>{a.action}</Table.Td>
                <Table.Td>{a.studentName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** /communicationLog: e-mails and texts sent to the school's students and parents (subjects only). */
export function CommunicationLogPage() {
  const range = useRange();
  const { data, loading, error } = useCommunicationLogQuery({
    variables: { from: range.from, to: range.to },
    skip: !range.valid,
    fetchPolicy: 'network-only',
  });
  return (
    <Stack gap="md">
      <Title order={1}>Communication Log</Title>
      {range.inputs}
      {loading && !data ? (
        <LoadingText />
      ) : error ? (
        <Failure message={error.message} />
      ) : (data?.communicationLog.length ?? 0) === 0 ? (
        <Text>Nothing was sent in this range.</Text>
      ) : (
        <Table striped withTableBorder aria-label="Messages sent">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data!.communicationLog.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{when(m.createdAt)}</Table.Td>
                <Table.Td>{m.channel === 'SMS' ? 'Text' : 'E-mail'}</Table.Td>
                <Table.Td>{m.recipientName ? `${m.recipientName} <${m.recipient}>` : m.recipient}</Table.Td>
                <Table.Td>{m.subject}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
