import { Badge, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { BinderContentDocument, type StudentBindersQuery } from '../graphql/binders.generated';
import { useFileDownload } from '../hooks/useFileDownload';

interface BinderTableProps {
  /** The student's binders of the aid year. */
  binders: NonNullable<StudentBindersQuery['student']>['binders'];
}

/** The binders made: kind, pages, who made each and when, and its PDF. */
export function BinderTable({ binders }: BinderTableProps) {
  const download = useFileDownload();
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Binder</Table.Th>
          <Table.Th>Pages</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {binders.map((b) => (
          <Table.Tr key={b.uuid}>
            <Table.Td>
              <Group gap="xs">
                {b.kind === 'SUPER_BINDER'
                  ? 'Super binder'
                  : b.isForParentAccount
                    ? 'Parent binder'
                    : 'Student binder'}
                {b.inkSign && (
                  <Badge size="xs" variant="outline">
                    ink
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{b.pageCount}</Table.Td>
            <Table.Td>
              {b.createdBy}, {new Date(b.createdAt).toLocaleString('en-US')}
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => void download(BinderContentDocument, { uuid: b.uuid }, 'Download failed')}
              >
                Download PDF
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
