import { Alert, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import { useState } from 'react';
import { useStudentRepositoryTransferRecordsQuery } from '../graphql/student-repository.generated';
import type { TransferHeaderRowFragment } from './TransferHeaderRow.generated';
import { TransferHeaderRow } from './TransferHeaderRow';
import { useTransferFiles } from '../hooks/useTransferFiles';
import { Pager } from './Pager';
import { QueryState } from './QueryState';
import { studentStatusLabel } from '../../../shared/labels';

/** The header report: each transfer file made, with its counts, Download and its lines shown or hidden. */
function TransferHeadersTable({
  headers,
  open,
  onOpen,
  onDownload,
}: {
  /** The transfer files of the aid year (masked: each row reads its own). */
  headers: readonly (FragmentType<TransferHeaderRowFragment> & { id: number })[];
  /** The file whose lines are shown. */
  open: number | null;
  /** Shows a file's lines (null hides them). */
  onOpen: (id: number | null) => void;
  /** Downloads a file again. */
  onDownload: (id: number) => void;
}) {
  return (
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
        {headers.map((h) => (
          <TransferHeaderRow
            key={h.id}
            header={h}
            open={open === h.id}
            onOpen={onOpen}
            onDownload={onDownload}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The status files for the SIS: make one now, list them (header report), open one's lines (record report), download again. */
export function TransferFilesCard({ aidYear }: { aidYear: number }) {
  const { form, headers, make, generating, failure, made, get } = useTransferFiles(aidYear);
  const [open, setOpen] = useState<number | null>(null);

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
            <TransferHeadersTable
              headers={headers.data.studentRepositoryTransferHeaders.items}
              open={open}
              onOpen={setOpen}
              onDownload={(id) => void get(id)}
            />
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
