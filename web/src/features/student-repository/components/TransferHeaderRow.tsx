import { Button, Group, Table } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { when } from '../upload';
import { TransferHeaderRowFragmentDoc, type TransferHeaderRowFragment } from './TransferHeaderRow.generated';

/** One transfer file made: its name, when and by whom, its counts, Download and its lines shown or hidden. */
export function TransferHeaderRow({
  header: ref,
  open,
  onOpen,
  onDownload,
}: {
  /** The transfer file as the header report holds it (masked: the row reads its fields from the cache). */
  header: FragmentType<TransferHeaderRowFragment>;
  /** Its lines are shown. */
  open: boolean;
  /** Shows the file's lines (null hides them). */
  onOpen: (id: number | null) => void;
  /** Downloads the file again. */
  onDownload: (id: number) => void;
}) {
  const { data: h, complete } = useFragment({ fragment: TransferHeaderRowFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Table.Tr>
      <Table.Td>{h.fileName}</Table.Td>
      <Table.Td>{when(h.createdAt)}</Table.Td>
      <Table.Td>{h.createdBy ?? ''}</Table.Td>
      <Table.Td>{h.recordCount}</Table.Td>
      <Table.Td>{h.verifiedCount}</Table.Td>
      <Table.Td>{h.selectedCount}</Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => onDownload(h.id)}
            aria-label={`Download ${h.fileName}`}
          >
            Download
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => onOpen(open ? null : h.id)}
            aria-label={`${open ? 'Hide lines' : 'Lines'} of ${h.fileName}`}
          >
            {open ? 'Hide lines' : 'Lines'}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
