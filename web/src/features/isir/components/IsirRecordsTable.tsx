import { Table } from '@mantine/core';
import { Link } from 'react-router';
import type { IsirRecordsQuery } from '../graphql/isir.generated';

interface IsirRecordsTableProps {
  /** A page of the file's records. */
  records: IsirRecordsQuery['isirRecords']['items'];
}

/** An ISIR file's records (SSN as last four), each linking to the student's ISIR. */
export function IsirRecordsTable({ records }: IsirRecordsTableProps) {
  return (
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
        {records.map((r) => (
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
            <Table.Td>{r.selectedForVerification === 'Y' ? `Selected ${r.trackingFlag ?? ''}` : ''}</Table.Td>
            <Table.Td>{r.commentCodes.join(' ')}</Table.Td>
            <Table.Td>{r.warningCount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
