import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconMessage, IconX } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { type AlertKind, type AppAlert, useAlertStore } from '../alertStore';

const LOOK: Record<AlertKind, { color: string; title: string; icon: ReactNode }> = {
  error: { color: 'red', title: 'Error', icon: <IconX size={18} /> },
  success: { color: 'green', title: 'Success', icon: <IconCheck size={18} /> },
  message: { color: 'blue', title: 'Message', icon: <IconMessage size={18} /> },
  warning: { color: 'yellow', title: 'Warning', icon: <IconAlertTriangle size={18} /> },
  info: { color: 'cyan', title: 'Info', icon: <IconInfoCircle size={18} /> },
};

/** One alert; expired ones are grey and can no longer be closed. */
function AlertItem({ alert, onDismiss }: { alert: AppAlert; onDismiss: (id: number) => void }) {
  const look = LOOK[alert.kind];
  return (
    <Alert
      role={alert.kind === 'error' ? 'alert' : 'status'}
      color={alert.expired ? 'gray' : look.color}
      title={look.title}
      icon={look.icon}
      variant={alert.expired ? 'outline' : 'light'}
      withCloseButton={!alert.expired}
      closeButtonLabel={`Dismiss ${look.title.toLowerCase()}`}
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
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    leavePage();
  }, [pathname, leavePage]);
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" aria-label="Alerts">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onDismiss={dismiss} />
      ))}
    </Stack>
  );
}
