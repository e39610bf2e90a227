import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { NotificationFieldsFragment } from '../graphql/notifications.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useNotificationChanges } from '../hooks/useNotificationChanges';
import { NotificationActiveSwitch } from './NotificationActiveSwitch';
import { AUDIENCES, NotificationForm, emptyDraft } from './NotificationForm';

const audienceLabel = (a: string) => AUDIENCES.find((x) => x.value === a)?.label ?? a;

/** The announcements, each with its audience, dates, active switch and (where it may be changed) Edit. */
function NotificationsTable({
  notifications,
  editable,
  onEdit,
}: {
  /** The announcements listed. */
  notifications: NotificationFieldsFragment[];
  /** Whether this viewer may change an announcement. */
  editable: (n: NotificationFieldsFragment) => boolean;
  /** Opens an announcement in the form. */
  onEdit: (n: NotificationFieldsFragment) => void;
}) {
  return (
    <Table striped withTableBorder aria-label="Notifications">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Title</Table.Th>
          <Table.Th>Shown to</Table.Th>
          <Table.Th>From</Table.Th>
          <Table.Th>Until</Table.Th>
          <Table.Th>Active</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {notifications.map((n) => (
          <Table.Tr key={n.id}>
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
              <NotificationActiveSwitch notification={n} disabled={!editable(n)} />
            </Table.Td>
            <Table.Td>
              {editable(n) && (
                <Button size="xs" variant="light" onClick={() => onEdit(n)}>
                  Edit
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * /Notifications: the school's announcements (and the installation's, read-only unless back-office) with their
 * audience, dates and active flag. In the back-office, new announcements go to every school by default.
 */
export function NotificationsPage({
  backoffice = false,
}: {
  /** Back-office use: may announce to every school. */ backoffice?: boolean;
}) {
  const { data, loading, error, editing, setEditing, onAdd, onEdit } = useNotificationChanges();
  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve notifications'}
      </Alert>
    );
  // Only the back-office changes an announcement to every school.
  const editable = (n: NotificationFieldsFragment) => backoffice || !n.installationWide;

  return (
    <Stack gap="md" maw={960}>
      <Title order={backoffice ? 2 : 1}>Notifications</Title>
      {editing ? (
        <NotificationForm
          key={`edit-${editing.id}`}
          initial={{
            title: editing.title,
            body: editing.body,
            audience: editing.audience,
            severity: editing.severity,
            startDate: editing.startDate,
            endDate: editing.endDate ?? '',
            installationWide: editing.installationWide,
          }}
          canChooseScope={false}
          submitLabel="Save notification"
          onSubmit={onEdit}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <NotificationForm
          key="add"
          initial={emptyDraft(backoffice)}
          canChooseScope={backoffice}
          submitLabel="Add notification"
          onSubmit={onAdd}
        />
      )}
      {data.notifications.length === 0 ? (
        <Text>No notifications yet.</Text>
      ) : (
        <NotificationsTable notifications={data.notifications} editable={editable} onEdit={setEditing} />
      )}
    </Stack>
  );
}
