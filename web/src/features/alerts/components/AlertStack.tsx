import { Alert, Stack } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconMessage, IconX } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { type AlertKind, type AppAlert, useAlertStore } from '../alertStore';

// Students and parents see alerts too (sign-in, Settings): their words are in the `messages` catalog (issue 26).
const LOOK: Record<
  AlertKind,
  { color: string; title: MessageDescriptor; dismiss: MessageDescriptor; icon: ReactNode }
> = {
  error: { color: 'red', title: msg`Error`, dismiss: msg`Dismiss error`, icon: <IconX size={18} /> },
  success: {
    color: 'green',
    title: msg`Success`,
    dismiss: msg`Dismiss success`,
    icon: <IconCheck size={18} />,
  },
  message: {
    color: 'blue',
    title: msg`Message`,
    dismiss: msg`Dismiss message`,
    icon: <IconMessage size={18} />,
  },
  warning: {
    color: 'yellow',
    title: msg`Warning`,
    dismiss: msg`Dismiss warning`,
    icon: <IconAlertTriangle size={18} />,
  },
  info: { color: 'cyan', title: msg`Info`, dismiss: msg`Dismiss info`, icon: <IconInfoCircle size={18} /> },
};

/** One alert; expired ones are grey and can no longer be closed. */
function AlertItem({ alert, onDismiss }: { alert: AppAlert; onDismiss: (id: number) => void }) {
  const { i18n } = useLingui();
  const look = LOOK[alert.kind];
  return (
    <Alert
      role={alert.kind === 'error' ? 'alert' : 'status'}
      color={alert.expired ? 'gray' : look.color}
      title={i18n._(look.title)}
      icon={look.icon}
      variant={alert.expired ? 'outline' : 'light'}
      withCloseButton={!alert.expired}
      closeButtonLabel={i18n._(look.dismiss)}
      onClose={() => onDismiss(alert.id)}
      data-expired={alert.expired || undefined}
    >
      {alert.text}
    </Alert>
  );
}

/** The page's alerts, newest last. */
export function AlertStack() {
  const alerts = useAlertStore((s) => s.alerts);
  const dismiss = useAlertStore((s) => s.dismiss);
  const leavePage = useAlertStore((s) => s.leavePage);
  const { pathname } = useLocation();
  const { t } = useLingui();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    leavePage();
  }, [pathname, leavePage]);
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" aria-label={t`Alerts`}>
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onDismiss={dismiss} />
      ))}
    </Stack>
  );
}
