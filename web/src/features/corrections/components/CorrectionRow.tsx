import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router';
import { STATUS_COLOR, STATUS_LABEL, shown } from '../corrections';
import { CorrectionRowFragmentDoc, type CorrectionRowFragment } from './CorrectionRow.generated';

const when = (d: string) => new Date(d).toLocaleDateString('en-US');

/** A correction's status, whether the FPS confirmed it, and the file it went out in. */
function CorrectionStatusCell({
  correction: c,
  confirmedByFps,
}: {
  /** The correction shown. */
  correction: CorrectionRowFragment;
  /** FPS confirmed it (only the student's list asks). */
  confirmedByFps: boolean;
}) {
  return (
    <Table.Td>
      <Badge color={STATUS_COLOR[c.status]} variant="light">
        {STATUS_LABEL[c.status]}
      </Badge>
      {confirmedByFps && (
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

/** One correction: the student (optionally), the field, both values, status, who recorded it, and Withdraw. */
export function CorrectionRow({
  correction: ref,
  confirmedByFps = false,
  showStudent,
  onWithdraw,
}: {
  /** The correction as its query holds it (masked: the row reads its fields from the cache). */
  correction: FragmentType<CorrectionRowFragment>;
  /** FPS confirmed it (the student's list selects it beside the row's fragment). */
  confirmedByFps?: boolean;
  /** Add a cell naming (and linking) the student. */
  showStudent: boolean;
  /** Offered on a waiting correction when given. */
  onWithdraw?: (id: number) => void;
}) {
  const { data: c, complete } = useFragment({ fragment: CorrectionRowFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Table.Tr>
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
      <CorrectionStatusCell correction={c} confirmedByFps={confirmedByFps} />
      <Table.Td>
        {when(c.createdAt)} · {c.createdBy}
      </Table.Td>
      {onWithdraw && (
        <Table.Td>
          {c.status === 'PENDING' && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onWithdraw(c.id)}>
              Withdraw
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
