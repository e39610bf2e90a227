import { Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useStudentRepositoryErrorsQuery } from '../graphql/student-repository.generated';
import { Pager } from './Pager';
import { QueryState } from './QueryState';

/** /studentRepoErrorDetails/{errorDetails}: the faulty rows of one roster, by row and column, to fix in the SIS. */
export function StudentRepositoryErrorDetailsPage() {
  const uploadId = Number(useParams().errorDetails);
  const [page, setPage] = useState(1);
  const { data, loading, error } = useStudentRepositoryErrorsQuery({
    variables: { uploadId, page, pageSize: 100 },
    skip: !Number.isInteger(uploadId),
    fetchPolicy: 'network-only',
  });
  const errors = data?.studentRepositoryErrors;
  return (
    <Stack gap="md">
      <Title order={1}>Student Repository Error Details</Title>
      <QueryState loading={loading && !data} error={error}>
        {!errors?.items.length ? (
          <Text>This roster had no faulty rows.</Text>
        ) : (
          <>
            <Text>
              {errors.total} faulty row{errors.total === 1 ? '' : 's'} of {errors.items[0]!.fileName} (aid
              year {errors.items[0]!.aidYear}); the other rows were kept.{' '}
              <Link to={`/studentRepoUploadDetails/${uploadId}`}>Upload details</Link>
            </Text>
            <Table striped withTableBorder aria-label="Faulty roster rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Message</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.items.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{e.rowNumber}</Table.Td>
                    <Table.Td>{e.column ?? ''}</Table.Td>
                    <Table.Td>{e.code}</Table.Td>
                    <Table.Td>{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Pager
              total={errors.total}
              pageSize={errors.pageSize}
              page={page}
              onChange={setPage}
              label="Error pages"
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
