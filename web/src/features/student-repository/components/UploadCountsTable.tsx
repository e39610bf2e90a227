import { Table } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import type { RosterUploadRowFragment } from './RosterUploadRow.generated';
import { RosterUploadRow } from './RosterUploadRow';

/** The uploads with their counts: the upload report, and the error report's list of rosters with faulty rows. */
export function UploadCountsTable({
  uploads,
  label,
  errorsOnly = false,
}: {
  /** The uploads listed (masked: each row reads its own). */
  uploads: readonly (FragmentType<RosterUploadRowFragment> & { id: number })[];
  /** Accessible name of the table. */
  label: string;
  /** The error report: only the rows and faults counted. */
  errorsOnly?: boolean;
}) {
  return (
    <Table striped withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>File</Table.Th>
          <Table.Th>Uploaded</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>Aid year</Table.Th>
          <Table.Th>Rows</Table.Th>
          {!errorsOnly && (
            <>
              <Table.Th>Matched</Table.Th>
              <Table.Th>To review</Table.Th>
              <Table.Th>Unmatched</Table.Th>
            </>
          )}
          <Table.Th>Faults</Table.Th>
          {!errorsOnly && <Table.Th>Processed</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {uploads.map((u) => (
          <RosterUploadRow key={u.id} upload={u} errorsOnly={errorsOnly} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
