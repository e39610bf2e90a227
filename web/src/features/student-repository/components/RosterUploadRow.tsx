import { Table } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router';
import { when } from '../upload';
import { RosterUploadRowFragmentDoc, type RosterUploadRowFragment } from './RosterUploadRow.generated';

/** One roster upload: its file (linked to its details), when and by whom, its aid year and its counts. */
export function RosterUploadRow({
  upload: ref,
  errorsOnly,
}: {
  /** The upload as its list holds it (masked: the row reads its fields from the cache). */
  upload: FragmentType<RosterUploadRowFragment>;
  /** The error report: no link to the details, only the rows and faults counted. */
  errorsOnly: boolean;
}) {
  const { data: u, complete } = useFragment({ fragment: RosterUploadRowFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Table.Tr>
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
  );
}
