import { Button, Table, VisuallyHidden } from '@mantine/core';
import { formatAidYear } from '../../schools/aidYear';
import type { SchoolFilesQuery } from '../graphql/school-settings.generated';
import { useSchoolFileDownload } from '../hooks/useSchoolFileDownload';

interface SchoolFilesTableProps {
  /** The files the school publishes. */
  files: SchoolFilesQuery['schoolFiles'];
}

/** The school's files by aid year and file type, each downloaded. */
export function SchoolFilesTable({ files }: SchoolFilesTableProps) {
  const download = useSchoolFileDownload();
  return (
    <Table withTableBorder aria-label="School files">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Aid year</Table.Th>
          <Table.Th>File type</Table.Th>
          <Table.Th>File</Table.Th>
          <Table.Th>Size</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {files.map((f) => (
          <Table.Tr key={f.id}>
            <Table.Td>{f.aidYear === null ? 'Every year' : formatAidYear(f.aidYear)}</Table.Td>
            <Table.Td>{f.fileType}</Table.Td>
            <Table.Td>{f.fileName}</Table.Td>
            <Table.Td>{Math.ceil(f.sizeBytes / 1024)} KB</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                aria-label={`Download ${f.fileName}`}
                onClick={() => download(f.fileType, f.aidYear, f.aidYear === null ? 'EVERY_YEAR' : 'EXACT')}
              >
                Download
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
