import { Table, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { AutoVerifyRunsQuery } from '../graphql/auto-verify.generated';

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

/** One page of recorded auto-verify runs, its columns sorted by the services. */
export function AutoVerifyRunsTable({
  rows,
  sortBy,
  sortDirection,
  onSort,
}: {
  /** The runs of this page. */
  rows: AutoVerifyRunsQuery['autoVerifyRuns']['rows'];
  /** The column the runs are sorted by. */
  sortBy: string;
  /** Which way they are sorted. */
  sortDirection: 'ASC' | 'DESC';
  /** Sorts by a column (the other way when it is already the sort). */
  onSort: (key: string) => void;
}) {
  return (
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
                onSort={() => onSort(c.key)}
              />
            ) : (
              <Table.Th key={c.key}>{c.label}</Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
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
  );
}
