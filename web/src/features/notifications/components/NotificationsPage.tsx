import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  useAddNotificationMutation,
  useNotificationsQuery,
  useUpdateNotificationMutation,
  type NotificationFieldsFragment,
} from '../graphql/notifications.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import type { MutationResult, ServerUserError } from '../../errors/serverErrors';
import { NotificationActiveSwitch } from './NotificationActiveSwitch';
import { AUDIENCES, NotificationForm, emptyDraft, type NotificationDraft } from './NotificationForm';

const audienceLabel = (a: string) => AUDIENCES.find((x) => x.value === a)?.label ?? a;

/**
 * /Notifications: the school's announcements (and the installation's, read-only unless back-office) with their
 * audience, dates and active flag. In the back-office, new announcements go to every school by default.
 */
export function NotificationsPage({
  backoffice = false,
}: {
  /** Back-office use: may announce to every school. */ backoffice?: boolean;
}) {
  const { data, loading, error, refetch } = useNotificationsQuery({ fetchPolicy: 'network-only' });
  const [add] = useAddNotificationMutation();
  const [update] = useUpdateNotificationMutation();
  const [editing, setEditing] = useState<NotificationFieldsFragment | null>(null);

  /** Says a success and reloads the list; resolves null then, else what the server refused (the form shows it). */
  const settle = async (r: MutationResult | undefined, failure: string): Promise<ServerUserError | null> => {
    if (r?.ok) {
      showAlert.success(r.message ?? 'Successful Update');
      await refetch();
      return null;
    }
    return r?.error ?? { message: failure };
  };

  const onAdd = async (d: NotificationDraft) => {
    const input = {
      title: d.title,
      body: d.body,
      audience: d.audience,
      severity: d.severity,
      startDate: d.startDate || null,
      endDate: d.endDate || null,
      installationWide: d.installationWide,
    };
    return settle(
      (await add({ variables: { input } })).data?.addNotification,
      'Notification could not be added',
    );
  };
  const onEdit = async (d: NotificationDraft) => {
    if (!editing) return null;
    const input = {
      title: d.title,
      body: d.body,
      audience: d.audience,
      severity: d.severity,
      startDate: d.startDate || undefined,
      endDate: d.endDate || null,
    };
    const refused = await settle(
      (await update({ variables: { id: editing.id, input } })).data?.updateNotification,
      'Notification could not be updated',
    );
    if (!refused) setEditing(null);
    return refused;
  };
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
            {data.notifications.map((n) => (
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
                    <Button size="xs" variant="light" onClick={() => setEditing(n)}>
                      Edit
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
