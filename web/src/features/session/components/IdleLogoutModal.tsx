import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IDLE_LOGOUT_COUNTDOWN_MS, IDLE_THROTTLE_MS, IDLE_TIMEOUT_MS } from '../../../constants';
import { useIdleTimer } from '../hooks/useIdleTimer';

export interface IdleLogoutModalProps {
  /** Logs the user out (chosen, or when the countdown ends). */
  onLogout: () => void;
}

function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** After 13 idle minutes asks 'Need More Time?' and logs out when 2 more minutes pass unanswered. */
export function IdleLogoutModal({ onLogout }: IdleLogoutModalProps) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const open = deadline !== null;

  useIdleTimer({
    timeoutMs: IDLE_TIMEOUT_MS,
    throttleMs: IDLE_THROTTLE_MS,
    enabled: !open,
    onIdle: () => {
      const start = Date.now();
      setNow(start);
      setDeadline(start + IDLE_LOGOUT_COUNTDOWN_MS);
    },
  });

  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const end = setTimeout(() => {
      setDeadline(null);
      onLogout();
    }, deadline - Date.now());
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [deadline, onLogout]);

  return (
    <Modal
      opened={open}
      onClose={() => setDeadline(null)}
      title="Need More Time?"
      centered
      closeOnClickOutside={false}
    >
      <Text mb="md">
        You have been inactive for a while. For your security you will be logged out in{' '}
        <Text span fw={700} aria-live="polite">
          {formatCountdown((deadline ?? now) - now)}
        </Text>
        .
      </Text>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            setDeadline(null);
            onLogout();
          }}
        >
          Log Out
        </Button>
        <Button onClick={() => setDeadline(null)}>Stay Signed In</Button>
      </Group>
    </Modal>
  );
}
