import { Anchor, Table } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { SearchStudentsQuery } from '../graphql/searchStudents.generated';
import { maskedSsn } from '../format';
import { studentStatusLabel } from '../../../shared/labels';

export type StudentRow = SearchStudentsQuery['searchStudents']['items'][number];

export interface StudentResultsTableProps {
  /** Students of the current page. */
  students: readonly StudentRow[];
  /** Header of the student id column (the school's sidName). */
  sidName: string;
}

const quickViewPath = (uuid: string) => `/StudentView/${uuid}/quickView`;

/** Search results; a row (or the name link) opens the student's quick view. */
export function StudentResultsTable({ students, sidName }: StudentResultsTableProps) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>{sidName}</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>SSN</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr
              key={student.uuid}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(quickViewPath(student.uuid))}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={quickViewPath(student.uuid)}
                  onClick={(e) => e.stopPropagation()}
                >
                  {student.lastName}, {student.firstName}
                </Anchor>
              </Table.Td>
              <Table.Td>{student.studentNumber}</Table.Td>
              <Table.Td>{student.email ?? '—'}</Table.Td>
              <Table.Td>{maskedSsn(student.ssnLastFour)}</Table.Td>
              <Table.Td>{studentStatusLabel(student.status)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
