import { Table } from '@mantine/core';
import { Link } from 'react-router';
import type { StudentRepositoryUploadFieldsFragment } from '../graphql/student-repository.generated';
import { when } from '../upload';

/** The uploads with their counts: the upload report, and the error report's list of rosters with faulty rows. */
export function UploadCountsTable({
  uploads,
  label,
  errorsOnly = false,
}: {
  uploads: StudentRepositoryUploadFieldsFragment[];
  label: string;
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
          <Table.Tr key={u.id}>
            <Table.Td>
              {errorsOnly ? u.fileName : <Link to={`/studentRepoUploadDetails/${u.id}`}>{u.fileName}</Link>}
            </Table.Td>
            <Table.Td>{when(u.createdAt)}</Table.Td>
            <Table.Td>{u.uploadedBy ?? ''}</Table.Td>
            <Table.Td>{u.aidYear}</Table.Td>
            <Table.Td>{u.rowCount}</Table.Td>
            {!errorsOnly && (
              <>
                <Table.Td>{u.matchedCount}</Table.Td>
                <Table.Td>{u.proposedCount}</Table.Td>
                <Table.Td>{u.unmatchedCount}</Table.Td>
              </>
            )}
            <Table.Td>
              {u.errorCount > 0 ? (
                <Link
                  to={`/studentRepoErrorDetails/${u.id}`}
                  aria-label={`${u.errorCount} faults in the rows of ${u.fileName}`}
                >
                  {u.errorCount}
                </Link>
              ) : (
                0
              )}
            </Table.Td>
            {!errorsOnly && <Table.Td>{u.processedCount}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
