import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useStudentRepositoryUploadsQuery } from '../graphql/student-repository.generated';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { formatAidYear } from '../../schools/aidYear';
import { LoadingText } from '../../errors/components/LoadingText';
import { QueryState } from './QueryState';
import { RosterUploadCard } from './RosterUploadCard';
import { TransferFilesCard } from './TransferFilesCard';
import { UploadCountsTable } from './UploadCountsTable';

/** /studentRepo: the school's SIS roster in (upload, newest rosters) and status files out (transfer files). */
export function StudentRepositoryPage() {
  const { aidYear } = useAidYear();
  const [version, setVersion] = useState(0);
  const recent = useStudentRepositoryUploadsQuery({
    variables: { aidYear, page: 1, pageSize: 5 },
    skip: !aidYear,
    fetchPolicy: 'network-only',
  });
  if (!aidYear) return <LoadingText />;
  return (
    <Stack gap="md">
      <Title order={1}>Student Repository</Title>
      <Text>Aid year {formatAidYear(aidYear)}</Text>
      <RosterUploadCard
        aidYear={aidYear}
        onUploaded={() => {
          setVersion(version + 1);
          void recent.refetch();
        }}
      />
      <Title order={2}>Recent rosters</Title>
      <QueryState loading={recent.loading && !recent.data} error={recent.error}>
        {!recent.data?.studentRepositoryUploads.items.length ? (
          <Text>No rosters have been loaded for {formatAidYear(aidYear)}.</Text>
        ) : (
          <UploadCountsTable uploads={recent.data.studentRepositoryUploads.items} label="Recent rosters" />
        )}
      </QueryState>
      <TransferFilesCard key={version} aidYear={aidYear} />
    </Stack>
  );
}
