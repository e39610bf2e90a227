import {
  Alert,
  Anchor,
  Button,
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
import type { ReportExportFormat } from '../../../__generated__/graphql';
import {
  type ReportQuery,
  useCreateSuperBindersMutation,
  useExportReportMutation,
  useReportQuery,
} from '../graphql/report.generated';
import { useMarkPostcardsSentMutation } from '../../worklists/graphql/worklist.generated';
import { COMMENT_CODE_REPORT_FIRST_AID_YEAR } from '../../../constants';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { downloadDocument } from '../../interviews/documents';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { runAction } from '../../alerts/outcome';
import type { ReportScreen } from '../reports';
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
  const [exportReport, ex] = useExportReportMutation();
  // Students marked sent leave the Postcards report's rows.
  const [markPostcards, mp] = useMarkPostcardsSentMutation({ refetchQueries: ['Report'] });
  const [createBinders, cb] = useCreateSuperBindersMutation();
  const report = (data ?? previousData)?.report;

  const runExport = async (format: ReportExportFormat) => {
    const ok = await runAction(async () => {
      const outcome = (await exportReport({ variables: { input, format } })).data?.exportReport;
      const start = outcome?.start;
      if (outcome?.ok && start?.direct && start.downloadPath) {
        if (
          !(await downloadDocument(
            start.downloadPath,
            `${screen.name}-${aidYear}.${format === 'XLSX' ? 'xlsx' : 'csv'}`,
          ))
        )
          return { ok: false, error: { message: 'the download did not complete' } };
      }
      return outcome;
    }, 'Export failed');
    if (ok) setExportsKey((k) => k + 1);
  };

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
      <Group gap="xs">
        <Button variant="default" onClick={() => void runExport('CSV')} loading={ex.loading}>
          Export CSV
        </Button>
        <Button variant="default" onClick={() => void runExport('XLSX')} loading={ex.loading}>
          Export Excel (.xlsx)
        </Button>
        {report.actions.includes('MARK_POSTCARDS_SENT') && report.rows.length > 0 && (
          <PermissionGate permission="STUDENT_EDIT">
            <Button
              loading={mp.loading}
              onClick={() =>
                void runAction(
                  async () => {
                    const r = (
                      await markPostcards({
                        variables: { studentIds: report.rows.map((x) => Number(x.key)) },
                      })
                    ).data?.markPostcardsSent;
                    return r;
                  },
                  'Update failed',
                  'Postcards marked sent for the students on this page',
                )
              }
            >
              Mark postcards sent (this page)
            </Button>
          </PermissionGate>
        )}
        {report.actions.includes('CREATE_SUPER_BINDERS') && (
          <PermissionGate permission="STUDENT_EDIT">
            <Button
              loading={cb.loading}
              onClick={() =>
                void runAction(
                  async () => (await createBinders({ variables: { input } })).data?.createSuperBinders,
                  'Creating Super Binder failed',
                  'Super binders are being created (see the jobs page)',
                )
              }
            >
              Create missing and out-of-date super binders
            </Button>
          </PermissionGate>
        )}
      </Group>
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
