import { Badge, Table } from '@mantine/core';
import type { JobStatus } from '../../../__generated__/graphql';
import type { JobRowFragment } from '../graphql/jobs.generated';
import { JobActions } from './JobActions';
import { JobProgressBar } from './JobProgressBar';
import { jobStatusLabel } from '../../../shared/labels';

const STATUS_COLOR: Record<JobStatus, string> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  DONE: 'green',
  FAILED: 'red',
  CANCELLED: 'dark',
};
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-US') : '—');

/** A page of jobs: each with its state, progress, who started it, when, attempts, error and actions. */
export function JobsTable({
  jobs,
}: {
  /** The jobs of this page. */
  jobs: JobRowFragment[];
}) {
  return (
    <>
      {/* On a phone the table scrolls inside its frame; the page itself never scrolls sideways. */}
      <Table.ScrollContainer minWidth={1000}>
        <Table striped withTableBorder aria-label="Jobs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Progress</Table.Th>
              <Table.Th>Started by</Table.Th>
              <Table.Th>Queued</Table.Th>
              <Table.Th>Finished</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Error</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => (
              <Table.Tr key={job.id} data-job-id={job.id}>
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
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
