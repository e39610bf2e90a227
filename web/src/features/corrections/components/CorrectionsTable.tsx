import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import { STATUS_COLOR, STATUS_LABEL, shown, type Correction } from '../corrections';

const when = (d: string) => new Date(d).toLocaleDateString('en-US');

/** A correction's status, whether the FPS confirmed it, and the file it went out in. */
function CorrectionStatusCell({
  correction: c,
}: {
  /** The correction shown. */
  correction: Correction & { confirmedByFps?: boolean | null };
}) {
  return (
    <Table.Td>
      <Badge color={STATUS_COLOR[c.status]} variant="light">
        {STATUS_LABEL[c.status]}
      </Badge>
      {c.confirmedByFps && (
        <Badge ml={4} color="teal" variant="filled">
          Confirmed by FPS
        </Badge>
      )}
      {c.fileName && (
        <Text size="xs" c="dimmed">
          {c.fileName}
        </Text>
      )}
    </Table.Td>
  );
}

/** Corrections as a table. */
export function CorrectionsTable({
  rows,
  showStudent = false,
  onWithdraw,
}: {
  /** The corrections to list. */
  rows: (Correction & { confirmedByFps?: boolean | null })[];
  /** Add a column naming (and linking) the student. */
  showStudent?: boolean;
  /** Offered on waiting corrections when given. */
  onWithdraw?: (c: Correction) => void;
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
          <Table.Tr key={c.id}>
            {showStudent && (
              <Table.Td>
                <Anchor component={Link} to={`/StudentView/${c.studentUuid}/corrections`}>
                  {c.studentName}
                </Anchor>
              </Table.Td>
            )}
            <Table.Td>
              {c.displayName}{' '}
              <Text span size="xs" c="dimmed">
                (field {c.cpsNumber})
              </Text>
            </Table.Td>
            <Table.Td>{shown(c.isirValue)}</Table.Td>
            <Table.Td>{shown(c.correctedValue)}</Table.Td>
            <CorrectionStatusCell correction={c} />
            <Table.Td>
              {when(c.createdAt)} · {c.createdBy}
            </Table.Td>
            {onWithdraw && (
              <Table.Td>
                {c.status === 'PENDING' && (
                  <Button size="xs" variant="subtle" color="red" onClick={() => onWithdraw(c)}>
                    Withdraw
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
