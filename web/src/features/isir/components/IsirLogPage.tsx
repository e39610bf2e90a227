import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useIsirUploadsQuery } from '../graphql/isir.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { StatusBadge } from './UploadCounts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US');

/** /isirLog: Review ISIR File Uploads — every file of the school with what its import did. */
export function IsirLogPage() {
  const { data, loading, error } = useIsirUploadsQuery({ fetchPolicy: 'network-only' });
  return (
    <Stack gap="md">
      <Title order={1}>Review ISIR File Uploads</Title>
      {loading && !data ? (
        <LoadingText />
      ) : error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : !data?.isirUploads.length ? (
        <Text>No ISIR files have been uploaded for this school.</Text>
      ) : (
        <Table.ScrollContainer minWidth={1100}>
          {/* On a phone the table scrolls inside its frame; the page itself never scrolls sideways. */}
          <Table striped withTableBorder aria-label="ISIR file uploads">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Received</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>Aid year</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Records</Table.Th>
                <Table.Th>New students</Table.Th>
                <Table.Th>Updated students</Table.Th>
                <Table.Th>Selected</Table.Th>
                <Table.Th>Warnings</Table.Th>
                <Table.Th>Errors</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.isirUploads.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    {u.status === 'FAILED' ? (
                      u.fileName
                    ) : (
                      <Link to={`/IsirListPage/${u.id}`}>{u.fileName}</Link>
                    )}
                  </Table.Td>
                  <Table.Td>{when(u.createdAt)}</Table.Td>
                  <Table.Td>{u.origin === 'MAILBOX' ? 'SAIG mailbox' : (u.uploadedBy ?? 'Upload')}</Table.Td>
                  <Table.Td>{u.aidYear ?? ''}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={u.status} />
                    {u.error && (
                      <Text size="sm" c="red">
                        {u.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {u.recordCount}
                    {u.duplicateCount ? ` (${u.duplicateCount} already imported)` : ''}
                  </Table.Td>
                  <Table.Td>{u.newStudentCount}</Table.Td>
                  <Table.Td>{u.updatedStudentCount}</Table.Td>
                  <Table.Td>{u.selectedCount}</Table.Td>
                  <Table.Td>{u.warningCount}</Table.Td>
                  <Table.Td>{u.errorCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
