import { Table } from '@mantine/core';
import type { JobsQuery } from '../graphql/jobs.generated';
import { JobRow } from './JobRow';

/** A page of jobs: each with its state, progress, who started it, when, attempts, error and actions. */
export function JobsTable({
  jobs,
}: {
  /** The jobs of this page (masked: each row reads its job from the cache). */
  jobs: JobsQuery['jobs']['jobs'];
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
              <JobRow key={job.id} job={job} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
