import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RosterRowsTableFragment } from './RosterRowsTable.generated';
import { AccountLookup } from './AccountLookup';
import { studentStatusLabel, verificationGroupLabel } from '../../../shared/labels';

const STATUS_COLOR = { MATCHED: 'green', PROPOSED: 'yellow', UNMATCHED: 'gray' } as const;

/** The ISIR student a row matched (with its accounts), or the one proposed with Accept and Reject. */
function IsirStudentCell({
  row: r,
  aidYear,
  onReview,
  reviewing,
}: {
  /** The roster row. */
  row: RosterRowsTableFragment;
  /** The aid year of the upload (the student's accounts are looked up in it). */
  aidYear: number;
  /** Accepts or rejects the proposed match. */
  onReview: (id: number, accept: boolean) => void;
  /** Whether a review is being sent. */
  reviewing: boolean;
}) {
  return (
    <Table.Td>
      {r.student && (
        <>
          <Link to={`/StudentView/${r.student.uuid}/quickView`}>{r.student.name}</Link>
          <Text size="xs">
            {studentStatusLabel(r.student.status)}
            {r.student.verificationGroup ? ` · ${verificationGroupLabel(r.student.verificationGroup)}` : ''}
            {r.processedAt ? ' · placed' : ''}
          </Text>
          {r.isirId && <AccountLookup aidYear={aidYear} isirId={r.isirId} label={r.student.name} />}
        </>
      )}
      {r.proposedStudent && (
        <>
          <Text size="sm">
            {r.proposedStudent.name} (born {r.proposedStudent.dateOfBirth ?? 'unknown'}, SSN ending{' '}
            {r.proposedStudent.ssnLastFour ?? '----'})
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() => onReview(r.id, true)}
              disabled={reviewing}
              aria-label={`Accept match of ${r.schoolStudentId}`}
            >
              Accept
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onReview(r.id, false)}
              disabled={reviewing}
              aria-label={`Reject match of ${r.schoolStudentId}`}
            >
              Reject
            </Button>
          </Group>
        </>
      )}
    </Table.Td>
  );
}

/** An upload's roster rows: the match each found, a proposal's Accept/Reject, and the selection processing takes. */
export function RosterRowsTable({
  rows,
  aidYear,
  selected,
  onToggle,
  onReview,
  reviewing,
}: {
  /** The upload's rows of this page. */
  rows: RosterRowsTableFragment[];
  /** The aid year of the upload. */
  aidYear: number;
  /** The matched rows chosen for processing. */
  selected: ReadonlySet<number>;
  /** Chooses or drops a row for processing. */
  onToggle: (id: number, on: boolean) => void;
  /** Accepts or rejects a proposed match. */
  onReview: (id: number, accept: boolean) => void;
  /** Whether a review is being sent. */
  reviewing: boolean;
}) {
  return (
    <Table striped withTableBorder aria-label="Roster rows">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Process</Table.Th>
          <Table.Th>Row</Table.Th>
          <Table.Th>Student id</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>SSN</Table.Th>
          <Table.Th>Date of birth</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Match</Table.Th>
          <Table.Th>ISIR student</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              {r.matchStatus === 'MATCHED' && (
                <Checkbox
                  aria-label={`Process ${r.schoolStudentId}`}
                  checked={selected.has(r.id)}
                  onChange={(e) => onToggle(r.id, e.currentTarget.checked)}
                />
              )}
            </Table.Td>
            <Table.Td>{r.rowNumber}</Table.Td>
            <Table.Td>{r.schoolStudentId}</Table.Td>
            <Table.Td>
              {r.firstName} {r.lastName}
            </Table.Td>
            <Table.Td>***-**-{r.ssnLastFour}</Table.Td>
            <Table.Td>{r.dateOfBirth}</Table.Td>
            <Table.Td>{r.email ?? ''}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOR[r.matchStatus]} variant="light" c="dark">
                {r.matchStatus === 'PROPOSED'
                  ? 'To review'
                  : r.matchStatus === 'MATCHED'
                    ? 'Matched'
                    : 'Unmatched'}
              </Badge>
              {r.matchReason && (
                <Text size="xs" c="dimmed">
                  {r.matchReason}
                </Text>
              )}
            </Table.Td>
            <IsirStudentCell row={r} aidYear={aidYear} onReview={onReview} reviewing={reviewing} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
