import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useStudentRepositoryUploadsQuery } from '../graphql/student-repository.generated';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { formatAidYear } from '../../schools/aidYear';
import { Pager } from './Pager';
import { QueryState } from './QueryState';
import { UploadCountsTable } from './UploadCountsTable';

/** /studentRepoUploadReport: every roster of the session's aid year with who loaded it and what matched. */
export function StudentRepositoryUploadReportPage() {
  const { aidYear } = useAidYear();
  const [page, setPage] = useState(1);
  const { data, loading, error } = useStudentRepositoryUploadsQuery({
    variables: { aidYear, page, pageSize: 25 },
    skip: !aidYear,
    fetchPolicy: 'network-only',
  });
  const report = data?.studentRepositoryUploads;
  return (
    <Stack gap="md">
      <Title order={1}>Student Repository Upload Report</Title>
      <QueryState loading={loading && !data} error={error}>
        {!report?.items.length ? (
          <Text>No rosters have been loaded{aidYear ? ` for ${formatAidYear(aidYear)}` : ''}.</Text>
        ) : (
          <>
            <UploadCountsTable uploads={report.items} label="Roster uploads" />
            <Pager
              total={report.total}
              pageSize={report.pageSize}
              page={page}
              onChange={setPage}
              label="Upload pages"
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
