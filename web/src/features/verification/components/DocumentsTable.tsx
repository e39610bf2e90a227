import { Button, Checkbox, Group, Table, VisuallyHidden } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { PermissionGate } from '../../access/components/PermissionGate';
import { runAction } from '../../alerts/outcome';
import {
  useDeleteProcessorDocumentMutation,
  type StudentDocumentsQuery,
} from '../graphql/documents.generated';
import { useProcessorDocumentDownload } from '../hooks/useProcessorDocumentDownload';

interface DocumentsTableProps {
  /** The student's processor documents. */
  docs: NonNullable<StudentDocumentsQuery['student']>['processorDocuments'];
  /** The documents ticked, by id. */
  selected: Set<number>;
  /** Changes which are ticked. */
  onSelectedChange: Dispatch<SetStateAction<Set<number>>>;
  /** What the list of documents needs to drop a deleted one. */
  documents: Parameters<typeof useDeleteProcessorDocumentMutation>[0];
}

/** The processor documents: whose, how large, who uploaded each and when; each downloaded, ticked or deleted. */
export function DocumentsTable({ docs, selected, onSelectedChange, documents }: DocumentsTableProps) {
  const [remove] = useDeleteProcessorDocumentMutation(documents);
  const download = useProcessorDocumentDownload();
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <VisuallyHidden>Select</VisuallyHidden>
          </Table.Th>
          <Table.Th>File</Table.Th>
          <Table.Th>For</Table.Th>
          <Table.Th>Size</Table.Th>
          <Table.Th>Uploaded</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {docs.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td>
              <Checkbox
                aria-label={`Select ${d.fileName}`}
                checked={selected.has(d.id)}
                onChange={() =>
                  onSelectedChange((s) => {
                    const n = new Set(s);
                    if (n.has(d.id)) n.delete(d.id);
                    else n.add(d.id);
                    return n;
                  })
                }
              />
            </Table.Td>
            <Table.Td>{d.fileName}</Table.Td>
            <Table.Td>{d.isForParentAccount ? 'Parent' : 'Student'}</Table.Td>
            <Table.Td>{Math.ceil(d.size / 1024)} KB</Table.Td>
            <Table.Td>
              {d.uploadedBy}, {new Date(d.createdAt).toLocaleDateString('en-US')}
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end">
                <Button size="compact-xs" variant="subtle" onClick={() => void download(d.id)}>
                  Download
                </Button>
                <PermissionGate permission="STUDENT_EDIT">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      void runAction(
                        async () => (await remove({ variables: { id: d.id } })).data?.deleteProcessorDocument,
                        'Item could not be deleted',
                        'Item was deleted',
                      )
                    }
                  >
                    Delete
                  </Button>
                </PermissionGate>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
