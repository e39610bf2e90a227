import { useState } from 'react';
import {
  useAddNotificationMutation,
  useNotificationsQuery,
  useUpdateNotificationMutation,
} from '../graphql/notifications.generated';
import type { NotificationRowFragment } from '../components/NotificationRow.generated';
import { showAlert } from '../../alerts/alertStore';
import type { MutationResult, ServerUserError } from '../../errors/serverErrors';
import type { NotificationDraft } from '../components/NotificationForm';

/**
 * The announcements, the one being edited, and adding or changing one: a success is said and the list read again;
 * a refusal is handed back for the form to show.
 */
export function useNotificationChanges() {
  const { data, loading, error, refetch } = useNotificationsQuery({ fetchPolicy: 'network-only' });
  const [add] = useAddNotificationMutation();
  const [update] = useUpdateNotificationMutation();
  const [editing, setEditing] = useState<NotificationRowFragment | null>(null);

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
  return { data, loading, error, editing, setEditing, onAdd, onEdit };
}
