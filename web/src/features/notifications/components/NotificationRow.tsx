import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { NotificationRowFragmentDoc, type NotificationRowFragment } from './NotificationRow.generated';
import { NotificationActiveSwitch } from './NotificationActiveSwitch';
import { AUDIENCES } from './NotificationForm';

const audienceLabel = (a: string) => AUDIENCES.find((x) => x.value === a)?.label ?? a;

/** One announcement: title, audience, dates, its active switch and (where it may be changed) Edit. */
export function NotificationRow({
  notification: ref,
  backoffice,
  onEdit,
}: {
  /** The announcement as the list holds it (masked: the row reads its fields from the cache). */
  notification: FragmentType<NotificationRowFragment>;
  /** Back-office use: announcements to every school may be changed too. */
  backoffice: boolean;
  /** Opens the announcement in the form. */
  onEdit: (n: NotificationRowFragment) => void;
}) {
  const { data: n, complete } = useFragment({ fragment: NotificationRowFragmentDoc, from: ref });
  if (!complete) return null;
  // Only the back-office changes an announcement to every school.
  const editable = backoffice || !n.installationWide;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Text fw={500}>{n.title}</Text>
          {n.severity === 'WARNING' && <Badge color="orange">Warning</Badge>}
          {n.installationWide && <Badge variant="light">Every school</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {n.body}
        </Text>
      </Table.Td>
      <Table.Td>{audienceLabel(n.audience)}</Table.Td>
      <Table.Td>{n.startDate}</Table.Td>
      <Table.Td>{n.endDate ?? 'No end'}</Table.Td>
      <Table.Td>
        <NotificationActiveSwitch notification={n} disabled={!editable} />
      </Table.Td>
      <Table.Td>
        {editable && (
          <Button size="xs" variant="light" onClick={() => onEdit(n)}>
            Edit
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
