import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import { PageNavigation } from '../../layout/components/PageNavigation';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useIsirRecordsQuery, useIsirUploadQuery } from '../graphql/isir.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { StatusBadge, UploadCounts } from './UploadCounts';

const PAGE_SIZE = 50;

/** /IsirListPage/{isirid}: the records of one ISIR file (SSN as last four), each linking to the student's ISIR. */
export function IsirListPage() {
  const { isirid } = useParams();
  const id = Number(isirid);
  const [page, setPage] = useState(1);
  const valid = Number.isInteger(id) && id > 0;
  const upload = useIsirUploadQuery({ variables: { id }, skip: !valid });
  const records = useIsirRecordsQuery({
    variables: { input: { uploadId: id, page, pageSize: PAGE_SIZE } },
    skip: !valid,
  });
  if (!valid) return <Alert color="red">'{isirid}' is not an ISIR file id.</Alert>;
  const u = upload.data?.isirUpload;
  return (
    <Stack gap="md">
      <Title order={1}>ISIR File Records</Title>
      {upload.error && (
        <Alert color="red" role="alert">
          {upload.error.message}
        </Alert>
      )}
      {u && (
        <Stack gap="xs">
          <Group>
            <Text fw={600}>{u.fileName}</Text>
            <StatusBadge status={u.status} />
          </Group>
          <UploadCounts upload={u} />
          {u.warnings.length > 0 && (
            <details>
              <summary>Warnings ({u.warningCount})</summary>
              <ul>
                {u.warnings.map((w, i) => (
                  <li key={i}>
                    Line {w.line}, field {w.field ?? ''} {w.name}: {w.message}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </Stack>
      )}
      {records.loading && !records.data ? (
        <LoadingText />
      ) : records.error ? (
        <Alert color="red" role="alert">
          {records.error.message}
        </Alert>
      ) : (
        <>
          <Table striped withTableBorder aria-label="ISIR records">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>SSN</Table.Th>
                <Table.Th>Date of birth</Table.Th>
                <Table.Th>Transaction</Table.Th>
                <Table.Th>Dependency</Table.Th>
                <Table.Th>SAI</Table.Th>
                <Table.Th>Verification</Table.Th>
                <Table.Th>Comment codes</Table.Th>
                <Table.Th>Warnings</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.data?.isirRecords.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.lineNumber}</Table.Td>
                  <Table.Td>
                    <Link to={`/StudentView/${r.studentUuid}/isir`}>
                      {r.lastName}, {r.firstName}
                    </Link>
                  </Table.Td>
                  <Table.Td>{r.ssnLastFour ? `***-**-${r.ssnLastFour}` : ''}</Table.Td>
                  <Table.Td>{r.dateOfBirth}</Table.Td>
                  <Table.Td>
                    {r.transactionNumber}
                    {r.isCurrent ? ' (current)' : ''}
                  </Table.Td>
                  <Table.Td>{r.dependencyModel}</Table.Td>
                  <Table.Td>{r.sai}</Table.Td>
                  <Table.Td>
                    {r.selectedForVerification === 'Y' ? `Selected ${r.trackingFlag ?? ''}` : ''}
                  </Table.Td>
                  <Table.Td>{r.commentCodes.join(' ')}</Table.Td>
                  <Table.Td>{r.warningCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {(records.data?.isirRecords.total ?? 0) > PAGE_SIZE && (
            <PageNavigation
              label="ISIR record pages"
              value={page}
              onChange={setPage}
              total={Math.ceil(records.data!.isirRecords.total / PAGE_SIZE)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
