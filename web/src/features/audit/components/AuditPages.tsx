import { Alert, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { PageNavigation } from '../../layout/components/PageNavigation';
import { useState, type ReactNode } from 'react';
import type { HistoryKind } from '../../../__generated__/graphql';
import {
  useAdministrativeActivityQuery,
  useCommunicationLogQuery,
  useSchoolHistoryQuery,
  useStudentActivityPageQuery,
} from '../graphql/audit.generated';
import { LoadingText } from '../../errors/components/LoadingText';

// The reader's own calendar day (en-CA writes YYYY-MM-DD), not UTC's, which after 7 pm Eastern is already tomorrow.
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-CA');
const when = (iso: string) => new Date(iso).toLocaleString('en-US');

/** From and to dates (both included); the services refuse a range that runs backwards or spans over a year. */
function useRange() {
  const [from, setFrom] = useState(() => day(-30));
  const [to, setTo] = useState(() => day(0));
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

/** A result table with its loading, failure and empty states, the same on every audit page. */
function RangeResults<Row extends { id: number | string }>({
  label,
  empty,
  loading,
  error,
  rows,
  columns,
}: {
  /** Accessible name of the table. */
  label: string;
  /** What to say when the range holds nothing. */
  empty: string;
  loading: boolean;
  error?: { message: string };
  rows?: readonly Row[];
  /** Header and cell of each column. */
  columns: { header: string; cell: (row: Row) => ReactNode }[];
}) {
  if (loading && !rows) return <LoadingText />;
  if (error) return <Failure message={error.message} />;
  if (!rows || rows.length === 0) return <Text>{empty}</Text>;
  return (
    <Table striped withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header}>{c.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {columns.map((c) => (
              <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
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
      <RangeResults
        label="Changes"
        empty="No changes in this range."
        loading={loading}
        error={error}
        rows={data?.schoolHistory}
        columns={[
          { header: 'When', cell: (h) => when(h.changedAt) },
          { header: 'By', cell: (h) => h.changedBy },
          { header: 'Record', cell: (h) => `${h.entityType} ${h.entityId}` },
          { header: 'Field', cell: (h) => h.field },
          { header: 'Old value', cell: (h) => h.oldValue ?? '—' },
          { header: 'New value', cell: (h) => h.newValue ?? '—' },
        ]}
      />
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
      <RangeResults
        label="Activity"
        empty="No activity in this range."
        loading={loading}
        error={error}
        rows={data?.administrativeActivity}
        columns={[
          { header: 'When', cell: (a) => when(a.at) },
          { header: 'Who', cell: (a) => a.actor },
          { header: 'Role', cell: (a) => a.role },
          { header: 'Action', cell: (a) => a.action },
          { header: 'Record', cell: (a) => `${a.entityType} ${a.entityId ?? ''}` },
        ]}
      />
    </Stack>
  );
}

/** /StudentActivity: what was done to, and who looked at, the school's students; 50 a page, paged by the services. */
export function StudentActivityPage() {
  const range = useRange();
  const [page, setPage] = useState(1);
  // Another range starts again at its first page (adjusted while rendering, not after, so no request asks for it).
  const rangeKey = `${range.from}/${range.to}`;
  const [pagedRange, setPagedRange] = useState(rangeKey);
  if (pagedRange !== rangeKey) {
    setPagedRange(rangeKey);
    setPage(1);
  }
  const { data, loading, error } = useStudentActivityPageQuery({
    variables: { from: range.from, to: range.to, page },
    skip: !range.valid,
    fetchPolicy: 'network-only',
  });
  const result = data?.studentActivityPage;
  const pages = result ? Math.ceil(result.total / result.pageSize) : 0;
  return (
    <Stack gap="md">
      <Title order={1}>Student Activity</Title>
      {range.inputs}
      <RangeResults
        label="Student activity"
        empty="No activity in this range."
        loading={loading}
        error={error}
        rows={result?.rows}
        columns={[
          { header: 'When', cell: (a) => when(a.at) },
          { header: 'Who', cell: (a) => a.actor },
          { header: 'Role', cell: (a) => a.role },
          { header: 'Action', cell: (a) => a.action },
          { header: 'Student', cell: (a) => a.studentName },
        ]}
      />
      {result && result.total > 0 && (
        <Group>
          <Text size="sm">
            {result.total} {result.total === 1 ? 'entry' : 'entries'}
          </Text>
          {pages > 1 && (
            <PageNavigation total={pages} value={page} onChange={setPage} label="Student activity pages" />
          )}
        </Group>
      )}
    </Stack>
  );
}

/** /communicationLog: e-mails and texts sent to the school's students and parents (subjects only). */
/** What happened to a message, in words, with the server's reason when it failed or is waiting for a retry. */
function deliveryState(m: {
  status: string;
  attempts: number;
  failureReason?: string | null;
  sentAt?: string | null;
}) {
  switch (m.status) {
    case 'FAILED':
      return `Failed: ${m.failureReason ?? 'no reason given'}`;
    case 'DELIVERED':
      return 'Delivered';
    case 'SENT':
      return m.sentAt ? `Sent ${when(m.sentAt)}` : 'Sent';
    case 'SENDING':
      return 'Sending';
    default:
      return m.failureReason
        ? `Waiting to retry (attempt ${m.attempts}): ${m.failureReason}`
        : 'Waiting to be sent';
  }
}

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
      <RangeResults
        label="Messages sent"
        empty="Nothing was sent in this range."
        loading={loading}
        error={error}
        rows={data?.communicationLog}
        columns={[
          { header: 'When', cell: (m) => when(m.createdAt) },
          { header: 'Channel', cell: (m) => (m.channel === 'SMS' ? 'Text' : 'E-mail') },
          {
            header: 'To',
            cell: (m) => (m.recipientName ? `${m.recipientName} <${m.recipient}>` : m.recipient),
          },
          { header: 'Subject', cell: (m) => m.subject },
          { header: 'Delivery', cell: (m) => deliveryState(m) },
        ]}
      />
    </Stack>
  );
}
