import { Badge, Table } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { JobStatus } from '../../../__generated__/graphql';
import { jobStatusLabel } from '../../../shared/labels';
import { JobRowFragmentDoc, type JobRowFragment } from './JobRow.generated';
import { JobActions } from './JobActions';
import { JobProgressBar } from './JobProgressBar';

const STATUS_COLOR: Record<JobStatus, string> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  DONE: 'green',
  FAILED: 'red',
  CANCELLED: 'dark',
};
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-US') : '—');

/** One row of the jobs table: state, progress, who, when, attempts, error and the job's actions. */
export function JobRow({
  job: ref,
}: {
  /** The job as the jobs query holds it (masked: the row reads its fields from the cache). */
  job: FragmentType<JobRowFragment>;
}) {
  const { data: job, complete } = useFragment({ fragment: JobRowFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Table.Tr data-job-id={job.id}>
      <Table.Td>
        {job.kindLabel} #{job.id}
      </Table.Td>
      <Table.Td>
        {/* Near-black text on the light tint: readable at the badge's small size (WCAG AA contrast). */}
        {/* Never narrower than its words: a snug cell on a phone cut "Done" to "D…". */}
        <Badge color={STATUS_COLOR[job.status]} variant="light" c="dark.9" miw="max-content">
          {jobStatusLabel(job.status)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <JobProgressBar job={job} />
      </Table.Td>
      <Table.Td>{job.createdByName ?? 'System'}</Table.Td>
      <Table.Td>{when(job.createdAt)}</Table.Td>
      <Table.Td>{when(job.finishedAt)}</Table.Td>
      <Table.Td>
        {job.attempts} of {job.maxAttempts}
      </Table.Td>
      <Table.Td>{job.error ?? '—'}</Table.Td>
      <Table.Td>
        <JobActions job={job} />
      </Table.Td>
    </Table.Tr>
  );
}
