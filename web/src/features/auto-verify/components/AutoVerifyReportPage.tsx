import {
  Alert,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { PageNavigation } from '../../layout/components/PageNavigation';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AutoVerifyPurpose } from '../../../__generated__/graphql';
import { useAutoVerifyRunsCsvLazyQuery, useAutoVerifyRunsQuery } from '../graphql/auto-verify.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAidYear } from '../../schools/hooks/useAidYear';

const PAGE_SIZE = 50;
const COLUMNS: { key: string; label: string; sortable?: boolean }[] = [
  { key: 'createdAt', label: 'Run at', sortable: true },
  { key: 'lastName', label: 'Student', sortable: true },
  { key: 'flowName', label: 'Flow', sortable: true },
  { key: 'trigger', label: 'Trigger' },
  { key: 'outcome', label: 'Outcome', sortable: true },
  { key: 'itemsVerified', label: 'Items verified', sortable: true },
  { key: 'reason', label: 'Reason' },
];

/** A column header that sorts the services' query (and says which way). */
function SortHeader({
  label,
  active,
  direction,
  onSort,
}: {
  label: string;
  active: boolean;
  direction: 'ASC' | 'DESC';
  onSort: () => void;
}) {
  return (
    <Table.Th aria-sort={active ? (direction === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={onSort}>
        {label}
        {active ? (direction === 'ASC' ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/** /AutoVerifyReport and /CorrectionAutoVerifyReport: the recorded runs of the aid year, paged, sorted and exported by the services. */
export function AutoVerifyReportPage({ purpose }: { purpose: AutoVerifyPurpose }) {
  const { aidYear } = useAidYear();
  const [page, setPage] = useState(1);
  const [sortBy, setSortBy] = useState('createdAt');
  const [sortDirection, setSortDirection] = useState<'ASC' | 'DESC'>('DESC');
  const [outcome, setOutcome] = useState<string | null>(null);
  const [text, setText] = useState('');
  const search = {
    aidYear: aidYear ?? 0,
    purpose,
    page,
    pageSize: PAGE_SIZE,
    sortBy,
    sortDirection,
    outcome,
    text: text || null,
  };
  const { data, loading, error } = useAutoVerifyRunsQuery({
    variables: { search },
    skip: aidYear === null,
    fetchPolicy: 'network-only',
  });
  const [exportCsv, csv] = useAutoVerifyRunsCsvLazyQuery({ fetchPolicy: 'network-only' });
  const title = purpose === 'CORRECTION' ? 'Correction Auto Verify Report' : 'Auto Verify Report';
  const outcomes =
    purpose === 'CORRECTION' ? ['CONFIRMED', 'REVIEW'] : ['VERIFIED', 'PARTIAL', 'NOT_VERIFIED'];

  const download = async () => {
    const res = await exportCsv({ variables: { search: { ...search, page: null, pageSize: null } } });
    const file = res.data?.autoVerifyRunsCsv;
    if (!file) return;
    const url = URL.createObjectURL(new Blob([file.content], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = file.fileName;
    a.click();
    URL.revokeObjectURL(url);
  };
  const sort = (key: string) => {
    if (key === sortBy) setSortDirection(sortDirection === 'ASC' ? 'DESC' : 'ASC');
    else {
      setSortBy(key);
      setSortDirection('ASC');
    }
    setPage(1);
  };

  if (aidYear === null) return <LoadingText />;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Group align="end">
        <TextInput
          label="Student name or id starts with"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Outcome"
          data={outcomes}
          value={outcome}
          clearable
          onChange={(v) => {
            setOutcome(v);
            setPage(1);
          }}
        />
        <Button variant="default" onClick={() => void download()} loading={csv.loading}>
          Export CSV
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {loading && !data ? <LoadingText /> : null}
      {data && (
        <>
          <Text>
            {data.autoVerifyRuns.total} {data.autoVerifyRuns.total === 1 ? 'run' : 'runs'}
          </Text>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) =>
                  c.sortable ? (
                    <SortHeader
                      key={c.key}
                      label={c.label}
                      active={sortBy === c.key}
                      direction={sortDirection}
                      onSort={() => sort(c.key)}
                    />
                  ) : (
                    <Table.Th key={c.key}>{c.label}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.autoVerifyRuns.rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{new Date(r.createdAt as string).toLocaleString()}</Table.Td>
                  <Table.Td>
                    <Link to={`/StudentView/${r.studentUUID}/verification`}>
                      {r.lastName}, {r.firstName}
                    </Link>{' '}
                    ({r.studentNumber})
                  </Table.Td>
                  <Table.Td>
                    {r.flowName} v{r.flowVersion}
                  </Table.Td>
                  <Table.Td>{r.trigger}</Table.Td>
                  <Table.Td>{r.outcome}</Table.Td>
                  <Table.Td>{r.itemsVerified}</Table.Td>
                  <Table.Td>{r.reason ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.autoVerifyRuns.total > PAGE_SIZE && (
            <PageNavigation
              total={Math.ceil(data.autoVerifyRuns.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              label="Auto-verify run pages"
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** /AutoVerifyReport. */
export const AutoVerifyReport = () => <AutoVerifyReportPage purpose={'VERIFICATION'} />;
/** /CorrectionAutoVerifyReport. */
export const CorrectionAutoVerifyReport = () => <AutoVerifyReportPage purpose={'CORRECTION'} />;
