import {
  Alert,
  Anchor,
  Card,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ReportQuery, useReportQuery } from '../graphql/report.generated';
import { COMMENT_CODE_REPORT_FIRST_AID_YEAR } from '../../../constants';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { useAidYear } from '../../schools/hooks/useAidYear';
import type { ReportScreen } from '../reports';
import { ReportActions } from './ReportActions';
import { ReportExports } from './ReportExports';
import { ReportFilters } from './ReportFilters';

type Report = NonNullable<ReportQuery['report']>;

/** Figures above the rows (e.g. the General Report's averages). */
function ReportSummary({ items }: { items: Report['summary'] }) {
  if (!items.length) return null;
  return (
    <Group align="stretch">
      {items.map((s) => (
        <Card key={s.label} withBorder w={320} component="section" aria-label={s.label}>
          <Text fw={500}>{s.label}</Text>
          <Text size="lg">{s.value}</Text>
        </Card>
      ))}
    </Group>
  );
}

/** The rows; column headers sort (the server sorts), the student column opens StudentView. */
function ReportTable({ report, onSort }: { report: Report; onSort: (key: string) => void }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover stickyHeader>
        <Table.Thead>
          <Table.Tr>
            {report.columns.map((c) => (
              <Table.Th
                key={c.key}
                aria-sort={
                  report.sort === c.key ? (report.descending ? 'descending' : 'ascending') : undefined
                }
              >
                {c.sortable ? (
                  <UnstyledButton onClick={() => onSort(c.key)} fw={700} fz="sm">
                    {c.label}
                    {report.sort === c.key ? (report.descending ? ' ▼' : ' ▲') : ''}
                  </UnstyledButton>
                ) : (
                  c.label
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((r) => (
            <Table.Tr key={r.key}>
              {r.cells.map((v, i) => (
                <Table.Td key={report.columns[i]!.key}>
                  {report.columns[i]!.key === 'student' && r.studentUuid ? (
                    <Anchor component={Link} to={`/StudentView/${r.studentUuid}/quickView`}>
                      {v}
                    </Anchor>
                  ) : report.columns[i]!.type === 'DATETIME' && v ? (
                    new Date(v).toLocaleString()
                  ) : (
                    (v ?? '—')
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function Report({ screen, aidYear }: { screen: ReportScreen; aidYear: number }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ key: string; descending: boolean } | null>(null);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [exportsKey, setExportsKey] = useState(0);
  const input = {
    name: screen.name,
    aidYear,
    page,
    pageSize: 50,
    sort: sort?.key ?? null,
    descending: sort?.descending ?? null,
    filters: Object.entries(filters).map(([key, value]) => ({ key, value })),
  };
  const { data, previousData, loading, error } = useReportQuery({
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
  const report = (data ?? previousData)?.report;

  if (error && !report) {
    return (
      <Alert color="red" role="alert" title="Error">
        {error.message}
      </Alert>
    );
  }
  if (!report) return <LoadingText />;
  const pages = Math.ceil(report.total / report.pageSize);
  return (
    <Stack gap="md">
      <Text>{report.purpose}</Text>
      <Text size="sm" c="dimmed">
        Aid year {aidYear - 1}-{aidYear}
      </Text>
      <ReportSummary items={report.summary} />
      <ReportFilters
        filters={report.filters}
        values={filters}
        onApply={(v) => {
          setFilters(v);
          setPage(1);
        }}
      />
      <ReportActions report={report} input={input} onExported={() => setExportsKey((k) => k + 1)} />
      <ReportExports name={screen.name} aidYear={aidYear} refreshKey={exportsKey} />
      <Text size="sm" c="dimmed" role="status">
        {loading ? 'Loading…' : `${report.total} ${report.total === 1 ? 'row' : 'rows'}`}
      </Text>
      {report.total === 0 ? (
        <Text>Nothing to report{Object.keys(filters).length ? ' for these filters' : ''}.</Text>
      ) : (
        <ReportTable
          report={report}
          onSort={(key) => {
            setSort({ key, descending: report.sort === key ? !report.descending : false });
            setPage(1);
          }}
        />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          aria-label="Report pages"
          getControlProps={(control) => ({
            'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
          })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
      )}
    </Stack>
  );
}

/** One report screen: the generic engine's columns, filters, sorting, paging and exports, for the selected aid year. */
export function ReportPage({ screen }: { screen: ReportScreen }) {
  const { aidYear } = useAidYear();
  // The Comment Code Report exists from aid year 2026 (the spec); the services refuse earlier years too.
  if (screen.name === 'CommentCodeReport' && aidYear !== null && aidYear < COMMENT_CODE_REPORT_FIRST_AID_YEAR)
    return <NotFoundPage inLayout />;
  return (
    <PermissionGate permission={screen.permission} fallback={<NotFoundPage inLayout />}>
      <Stack gap="md">
        <Title order={1}>{screen.title}</Title>
        {aidYear === null ? (
          <LoadingText />
        ) : (
          <Report key={`${screen.name}-${aidYear}`} screen={screen} aidYear={aidYear} />
        )}
      </Stack>
    </PermissionGate>
  );
}
