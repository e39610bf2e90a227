import { Alert, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCurrentNotificationsQuery } from '../graphql/notifications.generated';

/** The announcements the signed-in person is shown now, above the screen; each can be closed for this visit. */
export function NotificationBanner() {
  const { t } = useLingui();
  const { data } = useCurrentNotificationsQuery({ fetchPolicy: 'cache-and-network' });
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const shown = (data?.currentNotifications ?? []).filter((n) => !closed.has(n.id));
  if (!shown.length) return null;
  return (
    <Stack gap="xs" mb="sm" role="region" aria-label={t`Announcements`}>
      {shown.map((n) => (
        <Alert
          key={n.id}
          color={n.severity === 'WARNING' ? 'orange' : 'blue'}
          title={n.title}
          withCloseButton
          closeButtonLabel={t`Close announcement: ${n.title}`}
          onClose={() => setClosed((c) => new Set(c).add(n.id))}
        >
          {n.body}
        </Alert>
      ))}
    </Stack>
  );
}
