import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useStudentRepositoryErrorUploadsQuery } from '../graphql/student-repository.generated';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { formatAidYear } from '../../schools/aidYear';
import { Pager } from './Pager';
import { QueryState } from './QueryState';
import { UploadCountsTable } from './UploadCountsTable';

/** /studentRepoErrorReport: the rosters of the session's aid year that had faulty rows; each leads to its rows. */
export function StudentRepositoryErrorReportPage() {
  const { aidYear } = useAidYear();
  const [page, setPage] = useState(1);
  const { data, loading, error } = useStudentRepositoryErrorUploadsQuery({
    variables: { aidYear, page, pageSize: 25 },
    skip: !aidYear,
    fetchPolicy: 'network-only',
  });
  const report = data?.studentRepositoryErrorUploads;
  return (
    <Stack gap="md">
      <Title order={1}>Student Repository Error Report</Title>
      <QueryState loading={loading && !data} error={error}>
        {!report?.items.length ? (
          <Text>No roster{aidYear ? ` of ${formatAidYear(aidYear)}` : ''} had faulty rows.</Text>
        ) : (
          <>
            <UploadCountsTable uploads={report.items} label="Rosters with faulty rows" errorsOnly />
            <Pager
              total={report.total}
              pageSize={report.pageSize}
              page={page}
              onChange={setPage}
              label="Roster pages"
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
