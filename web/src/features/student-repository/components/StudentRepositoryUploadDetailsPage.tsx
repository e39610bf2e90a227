import { Alert, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { StudentRepositoryMatchStatus } from '../../../__generated__/graphql';
import {
  useProcessStudentRepositoryMutation,
  useReviewStudentRepositoryMatchMutation,
  useStudentRepositoryRowIdsLazyQuery,
  useStudentRepositoryUploadDetailsQuery,
  useStudentRepositoryUploadsQuery,
} from '../graphql/student-repository.generated';
import { when } from '../upload';
import { useRowSelection } from '../hooks/useRowSelection';
import { Pager } from './Pager';
import { QueryState } from './QueryState';
import { RosterRowsTable } from './RosterRowsTable';
import { studentStatusLabel } from '../../../shared/labels';

/** /studentRepoUploadDetails/{uploadDetails}: one roster's rows, proposals to review, processing into verification groups, unmatched ISIR students. */
export function StudentRepositoryUploadDetailsPage() {
  const uploadId = Number(useParams().uploadDetails);
  const [status, setStatus] = useState<'ALL' | StudentRepositoryMatchStatus>('ALL');
  const [page, setPage] = useState(1);
  const [unmatchedPage, setUnmatchedPage] = useState(1);
  const matchStatus = status === 'ALL' ? null : status;
  const upload = useStudentRepositoryUploadsQuery({ variables: { uploadId }, fetchPolicy: 'network-only' });
  const details = useStudentRepositoryUploadDetailsQuery({
    variables: { uploadId, matchStatus, page, unmatchedPage },
    fetchPolicy: 'network-only',
  });
  const rows = details.data?.studentRepositoryRows;
  const { selected, toggle, setSelected } = useRowSelection(rows?.items);
  const [review, { loading: reviewing }] = useReviewStudentRepositoryMatchMutation();
  const [process, { loading: processing }] = useProcessStudentRepositoryMutation();
  const [allIds] = useStudentRepositoryRowIdsLazyQuery({ fetchPolicy: 'network-only' });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const u = upload.data?.studentRepositoryUploads.items[0];

  const refresh = async () => {
    await Promise.all([details.refetch(), upload.refetch()]);
  };
  const onReview = async (rowId: number, accept: boolean) => {
    const { data } = await review({ variables: { rowId, accept } });
    const r = data?.reviewStudentRepositoryMatch;
    setOutcome(
      r?.ok
        ? { ok: true, message: accept ? 'Match accepted: the row now fills the student' : 'Match rejected' }
        : { ok: false, message: r?.error?.message ?? 'The match could not be reviewed' },
    );
    await refresh();
  };
  const selectAll = async () => {
    const { data } = await allIds({ variables: { uploadId, matchStatus: 'MATCHED' } });
    setSelected(new Set(data?.studentRepositoryRowIds ?? []));
  };
  const onProcess = async () => {
    const { data } = await process({ variables: { uploadId, rowIds: [...selected] } });
    const r = data?.processStudentRepository;
    setOutcome(
      r?.ok
        ? {
            ok: true,
            message: `${r.message}${r.skipped ? `; ${r.skipped} not selected for verification` : ''}`,
          }
        : { ok: false, message: r?.error?.message ?? 'Processing failed' },
    );
    await refresh();
  };

  return (
    <Stack gap="md">
      <Title order={1}>Student Repository Upload Details</Title>
      <QueryState
        loading={(upload.loading && !upload.data) || (details.loading && !details.data)}
        error={upload.error ?? details.error}
      >
        {!u ? (
          <Text>No such roster in this school.</Text>
        ) : (
          <>
            <Text>
              {u.fileName} · aid year {u.aidYear} · loaded {when(u.createdAt)} by {u.uploadedBy ?? 'unknown'}
            </Text>
            <Text data-testid="upload-counts">
              {u.rowCount} rows: {u.matchedCount} matched, {u.proposedCount} to review, {u.unmatchedCount}{' '}
              unmatched, {u.errorCount} {u.errorCount === 1 ? 'fault' : 'faults'}
              {u.errorCount > 0 && (
                <>
                  {' '}
                  (<Link to={`/studentRepoErrorDetails/${u.id}`}>faulty rows</Link>)
                </>
              )}
              ; {u.processedCount} placed in verification groups.
            </Text>
            <Group>
              <SegmentedControl
                aria-label="Show rows"
                value={status}
                onChange={(v) => {
                  setStatus(v as typeof status);
                  setPage(1);
                }}
                data={[
                  { value: 'ALL', label: 'All' },
                  { value: 'MATCHED', label: 'Matched' },
                  { value: 'PROPOSED', label: 'To review' },
                  { value: 'UNMATCHED', label: 'Unmatched' },
                ]}
              />
              <Button variant="light" onClick={() => void selectAll()}>
                Select all matched
              </Button>
              <Button onClick={() => void onProcess()} loading={processing} disabled={selected.size === 0}>
                Process into verification groups ({selected.size})
              </Button>
            </Group>
            {outcome &&
              (outcome.ok ? (
                <Text role="status" fw={600}>
                  {outcome.message}
                </Text>
              ) : (
                <Alert color="red" role="alert">
                  {outcome.message}
                </Alert>
              ))}
            {rows && (
              <>
                <RosterRowsTable
                  rows={rows.items}
                  aidYear={u.aidYear}
                  selected={selected}
                  onToggle={toggle}
                  onReview={(id, accept) => void onReview(id, accept)}
                  reviewing={reviewing}
                />
                <Pager
                  total={rows.total}
                  pageSize={rows.pageSize}
                  page={page}
                  onChange={setPage}
                  label="Row pages"
                />
              </>
            )}
            <UnmatchedStudents
              data={details.data?.studentRepositoryUnmatchedStudents}
              page={unmatchedPage}
              onPage={setUnmatchedPage}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

type Unmatched = NonNullable<
  ReturnType<typeof useStudentRepositoryUploadDetailsQuery>['data']
>['studentRepositoryUnmatchedStudents'];

/** The aid year's ISIR students no row of this roster matched: onboarding must not lose them. */
function UnmatchedStudents({
  data,
  page,
  onPage,
}: {
  data?: Unmatched;
  page: number;
  onPage: (p: number) => void;
}) {
  if (!data) return null;
  return (
    <Stack gap="xs">
      <Title order={2}>ISIR students not on this roster ({data.total})</Title>
      {!data.items.length ? (
        <Text>Every ISIR student of the aid year is on this roster.</Text>
      ) : (
        <>
          <Table striped withTableBorder aria-label="ISIR students not on this roster">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Student id</Table.Th>
                <Table.Th>SSN</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Group</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((s) => (
                <Table.Tr key={s.uuid}>
                  <Table.Td>
                    <Link to={`/StudentView/${s.uuid}/quickView`}>
                      {s.firstName} {s.lastName}
                    </Link>
                  </Table.Td>
                  <Table.Td>{s.studentNumber}</Table.Td>
                  <Table.Td>{s.ssnLastFour ? `***-**-${s.ssnLastFour}` : ''}</Table.Td>
                  <Table.Td>{studentStatusLabel(s.status)}</Table.Td>
                  <Table.Td>{s.verificationGroup ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pager
            total={data.total}
            pageSize={data.pageSize}
            page={page}
            onChange={onPage}
            label="Unmatched student pages"
          />
        </>
      )}
    </Stack>
  );
}
