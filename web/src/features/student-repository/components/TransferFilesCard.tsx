import { Alert, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { StudentRepositoryTransferFormat } from '../../../__generated__/graphql';
import {
  useGenerateStudentRepositoryTransferFileMutation,
  useStudentRepositoryTransferFileLazyQuery,
  useStudentRepositoryTransferHeadersQuery,
  useStudentRepositoryTransferRecordsQuery,
} from '../graphql/student-repository.generated';
import { showAlert } from '../../alerts/alertStore';
import { saveFile, when } from '../upload';
import { Pager } from './Pager';
import { QueryState } from './QueryState';
import { studentStatusLabel } from '../../../shared/labels';

/** The status files for the SIS: make one now, list them (header report), open one's lines (record report), download again. */
export function TransferFilesCard({ aidYear }: { aidYear: number }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { format: 'CSV' as StudentRepositoryTransferFormat },
  });
  const [open, setOpen] = useState<number | null>(null);
  const headers = useStudentRepositoryTransferHeadersQuery({
    variables: { aidYear },
    fetchPolicy: 'network-only',
  });
  const [generate, { loading: generating }] = useGenerateStudentRepositoryTransferFileMutation();
  const [download] = useStudentRepositoryTransferFileLazyQuery({ fetchPolicy: 'network-only' });
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);

  const make = form.onSubmit(async ({ format }) => {
    setFailure(null);
    setMade(null);
    const { data } = await generate({ variables: { aidYear, format } });
    const r = data?.generateStudentRepositoryTransferFile;
    if (!r?.ok) return setFailure(r?.error?.message ?? 'The transfer file could not be made');
    setMade(`${r.header!.fileName} made with ${r.header!.recordCount} students`);
    await headers.refetch();
  });
  const get = async (id: number) => {
    const { data, error } = await download({ variables: { aidYear, id } });
    if (data?.studentRepositoryTransferFile) saveFile(data.studentRepositoryTransferFile);
    else showAlert.error(error?.message ?? 'Download of Student Repo Transfer file failed');
  };

  return (
    <Card withBorder aria-label="Transfer files">
      <Stack gap="sm">
        <Title order={2}>Transfer files to the SIS</Title>
        <Text>
          A status file per aid year for your SIS: each matched student&apos;s id, verification status and
          group, Pell verification status (V verified, S selected), SAI and completion date, with a header
          record and counts. One is also made every night.
        </Text>
        <form onSubmit={make} noValidate aria-label="Make a transfer file">
          <Group align="flex-end">
            <Select
              label="Layout"
              data={[
                { value: 'CSV', label: 'CSV' },
                { value: 'FIXED', label: 'Fixed width (100 characters)' },
              ]}
              {...form.getInputProps('format')}
              allowDeselect={false}
            />
            <Button type="submit" loading={generating}>
              Make transfer file
            </Button>
          </Group>
        </form>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {made && <Text role="status">{made}</Text>}
        <QueryState loading={headers.loading && !headers.data} error={headers.error}>
          {!headers.data?.studentRepositoryTransferHeaders.items.length ? (
            <Text>No transfer files yet.</Text>
          ) : (
            <Table striped withTableBorder aria-label="Transfer files made">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Made</Table.Th>
                  <Table.Th>By</Table.Th>
                  <Table.Th>Students</Table.Th>
                  <Table.Th>Verified</Table.Th>
                  <Table.Th>Selected</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {headers.data.studentRepositoryTransferHeaders.items.map((h) => (
                  <Table.Tr key={h.id}>
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
                          onClick={() => void get(h.id)}
                          aria-label={`Download ${h.fileName}`}
                        >
                          Download
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setOpen(open === h.id ? null : h.id)}
                          aria-label={`${open === h.id ? 'Hide lines' : 'Lines'} of ${h.fileName}`}
                        >
                          {open === h.id ? 'Hide lines' : 'Lines'}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
        {open && <TransferRecords headerId={open} />}
      </Stack>
    </Card>
  );
}

/** The record report: one file's lines. */
function TransferRecords({ headerId }: { headerId: number }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useStudentRepositoryTransferRecordsQuery({
    variables: { headerId, page },
    fetchPolicy: 'network-only',
  });
  const records = data?.studentRepositoryTransferRecords;
  return (
    <QueryState loading={loading && !data} error={error}>
      {!records?.items.length ? (
        <Text>This file lists no students.</Text>
      ) : (
        <>
          <Table striped withTableBorder aria-label="Transfer file lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Student id</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Group</Table.Th>
                <Table.Th>Pell verification</Table.Th>
                <Table.Th>SAI</Table.Th>
                <Table.Th>Completed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.lineNumber}</Table.Td>
                  <Table.Td>{r.schoolStudentId}</Table.Td>
                  <Table.Td>{studentStatusLabel(r.verificationStatus)}</Table.Td>
                  <Table.Td>{r.verificationGroup ?? ''}</Table.Td>
                  <Table.Td>{r.pellVerificationStatus ?? ''}</Table.Td>
                  <Table.Td>{r.sai ?? ''}</Table.Td>
                  <Table.Td>{r.completionDate ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pager
            total={records.total}
            pageSize={records.pageSize}
            page={page}
            onChange={setPage}
            label="Line pages"
          />
        </>
      )}
    </QueryState>
  );
}
