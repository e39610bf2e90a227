import { Alert, Group, Select, Stack, Text, Title } from '@mantine/core';
import { PageNavigation } from '../../layout/components/PageNavigation';
import { hasPermission } from '../../access/permissions';
import { useViewer } from '../../session/authStore';
import { useState } from 'react';
import type { JobStatus } from '../../../__generated__/graphql';
import { useJobsQuery } from '../graphql/jobs.generated';
import { JobsTable } from './JobsTable';
import { LoadingText } from '../../errors/components/LoadingText';
import { jobStatusLabel } from '../../../shared/labels';

/** The page asks again this often while it is open, so a job started elsewhere shows within about a second. */
export const JOBS_POLL_MS = 1_000;

const STATUSES: JobStatus[] = ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'];

/** /jobs: every background job of the school with state, progress, who, when and errors; refreshes while jobs run. */
function JobsPageScreen() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<JobStatus | null>(null);
  const viewer = useViewer();
  const school = hasPermission(viewer?.permissions ?? [], 'JOBS_PAGE_VIEW');
  // Asked again every second while the page is open: a job started after it opened (an upload in another tab)
  // appears without a reload.
  const { data, loading, error } = useJobsQuery({
    variables: { page, status },
    fetchPolicy: 'cache-and-network',
    pollInterval: JOBS_POLL_MS,
  });
  const active = data?.jobs.active ?? 0;

  const jobs = data?.jobs;
  return (
    <Stack gap="md">
      <Title order={1}>Jobs</Title>
      <Text>
        {school
          ? 'Background work of the school: ISIR imports, exports, binders and mailbox polls.'
          : 'The background work you started: your ISIR imports, exports and binders.'}
      </Text>
      <Group align="end">
        <Select
          label="State"
          placeholder="Every state"
          clearable
          data={STATUSES.map((s) => ({ value: s, label: jobStatusLabel(s) }))}
          value={status}
          onChange={(v) => {
            setStatus(v as JobStatus | null);
            setPage(1);
          }}
          w={200}
        />
        {active > 0 && (
          <Text aria-live="polite">
            {active} {active === 1 ? 'job' : 'jobs'} queued or running
          </Text>
        )}
      </Group>
      {loading && !jobs ? (
        <LoadingText />
      ) : error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : !jobs || jobs.jobs.length === 0 ? (
        <Text>No jobs.</Text>
      ) : (
        <>
          <JobsTable jobs={jobs.jobs} />
          {jobs.total > jobs.pageSize && (
            <PageNavigation
              total={Math.ceil(jobs.total / jobs.pageSize)}
              value={page}
              onChange={setPage}
              label="Jobs pages"
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** {@link JobsPageScreen}: the school's jobs with JOBS_PAGE_VIEW, the viewer's own otherwise (the server decides). */
export function JobsPage() {
  return <JobsPageScreen />;
}
