import { Switch } from '@mantine/core';
import { useUpdateNotificationMutation } from '../graphql/notifications.generated';
import type { NotificationRowFragment } from './NotificationRow.generated';
import { showAlert } from '../../alerts/alertStore';

/** Switches an announcement on or off; the switch moves at once and goes back if the services refuse. */
export function NotificationActiveSwitch({
  notification,
  disabled,
}: {
  /** The announcement as listed. */
  notification: NotificationRowFragment;
  /** An announcement to every school, seen by a school: read-only. */
  disabled: boolean;
}) {
  const [update] = useUpdateNotificationMutation();
  const setActive = async (isActive: boolean) => {
    try {
      const r = (
        await update({
          variables: { id: notification.id, input: { isActive } },
          optimisticResponse: {
            updateNotification: {
              ok: true,
              message: null,
              error: null,
              notification: { ...notification, isActive },
            },
          },
        })
      ).data?.updateNotification;
      if (r?.ok) showAlert.success(r.message ?? 'Successful Update');
      else showAlert.error(r?.error?.message ?? 'Notification could not be updated');
    } catch (e) {
      showAlert.error(e instanceof Error ? e.message : 'Notification could not be updated');
    }
  };
  return (
    <Switch
      aria-label={`Active: ${notification.title}`}
      checked={notification.isActive}
      disabled={disabled}
      onChange={(e) => void setActive(e.currentTarget.checked)}
    />
  );
}
