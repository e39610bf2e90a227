import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import type { CorrectionRowFragment } from './CorrectionRow.generated';
import { CorrectionRow } from './CorrectionRow';

/** A correction as a list query holds it: its id, and the row's fragment (masked). */
export type CorrectionRef = FragmentType<CorrectionRowFragment> & {
  id: number;
  confirmedByFps?: boolean | null;
};

/** Corrections as a table. */
export function CorrectionsTable({
  rows,
  showStudent = false,
  onWithdraw,
}: {
  /** The corrections to list. */
  rows: readonly CorrectionRef[];
  /** Add a column naming (and linking) the student. */
  showStudent?: boolean;
  /** Offered on waiting corrections when given (the correction's id). */
  onWithdraw?: (id: number) => void;
}) {
  if (rows.length === 0)
    return (
      <Text c="dimmed" role="status">
        No corrections.
      </Text>
    );
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          {showStudent && <Table.Th>Student</Table.Th>}
          <Table.Th>Field</Table.Th>
          <Table.Th>ISIR shows</Table.Th>
          <Table.Th>Corrected to</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Recorded</Table.Th>
          {onWithdraw && (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((c) => (
          <CorrectionRow
            key={c.id}
            correction={c}
            confirmedByFps={c.confirmedByFps ?? false}
            showStudent={showStudent}
            onWithdraw={onWithdraw}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}
