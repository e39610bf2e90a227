import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import { LoadingText } from '../../errors/components/LoadingText';
import { useNotificationChanges } from '../hooks/useNotificationChanges';
import { NotificationForm, emptyDraft } from './NotificationForm';
import type { NotificationRowFragment } from './NotificationRow.generated';
import { NotificationRow } from './NotificationRow';

/** The announcements, each with its audience, dates, active switch and (where it may be changed) Edit. */
function NotificationsTable({
  notifications,
  backoffice,
  onEdit,
}: {
  /** The announcements listed (masked: each row reads its own). */
  notifications: readonly (FragmentType<NotificationRowFragment> & { id: number })[];
  /** Back-office use: announcements to every school may be changed too. */
  backoffice: boolean;
  /** Opens an announcement in the form. */
  onEdit: (n: NotificationRowFragment) => void;
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
          <NotificationRow key={n.id} notification={n} backoffice={backoffice} onEdit={onEdit} />
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
        <NotificationsTable notifications={data.notifications} backoffice={backoffice} onEdit={setEditing} />
      )}
    </Stack>
  );
}
