import { Alert, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { useStudentRepositoryUploadDetailsQuery } from '../graphql/student-repository.generated';
import { useRosterUploadDetails } from '../hooks/useRosterUploadDetails';
import { Pager } from './Pager';
import { QueryState } from './QueryState';
import { RosterRowsTable } from './RosterRowsTable';
import { RosterUploadSummary } from './RosterUploadSummary';
import { studentStatusLabel } from '../../../shared/labels';

/** /studentRepoUploadDetails/{uploadDetails}: one roster's rows, proposals to review, processing into verification groups, unmatched ISIR students. */
export function StudentRepositoryUploadDetailsPage() {
  const uploadId = Number(useParams().uploadDetails);
  const d = useRosterUploadDetails(uploadId);
  const { u, upload, details, rows, status, page, selected, outcome } = d;

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
            <RosterUploadSummary upload={u} />
            <Group>
              <SegmentedControl
                aria-label="Show rows"
                value={status}
                onChange={(v) => d.showRows(v as typeof status)}
                data={[
                  { value: 'ALL', label: 'All' },
                  { value: 'MATCHED', label: 'Matched' },
                  { value: 'PROPOSED', label: 'To review' },
                  { value: 'UNMATCHED', label: 'Unmatched' },
                ]}
              />
              <Button variant="light" onClick={() => void d.selectAll()}>
                Select all matched
              </Button>
              <Button
                onClick={() => void d.onProcess()}
                loading={d.processing}
                disabled={selected.size === 0}
              >
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
                  onToggle={d.toggle}
                  onReview={(id, accept) => void d.onReview(id, accept)}
                  reviewing={d.reviewing}
                />
                <Pager
                  total={rows.total}
                  pageSize={rows.pageSize}
                  page={page}
                  onChange={d.setPage}
                  label="Row pages"
                />
              </>
            )}
            <UnmatchedStudents
              data={details.data?.studentRepositoryUnmatchedStudents}
              page={d.unmatchedPage}
              onPage={d.setUnmatchedPage}
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
