import { Button, Code, Modal, Stack, Text } from '@mantine/core';

interface TemporaryPasswordModalProps {
  /** The account holder's name. */
  name: string;
  /** The temporary password set; null closes the dialog. */
  password: string | null;
  /** Closes the dialog. */
  onClose: () => void;
}

/** Shows a temporary password once, to be read to the account holder. */
export function TemporaryPasswordModal({ name, password, onClose }: TemporaryPasswordModalProps) {
  return (
    <Modal opened={password !== null} onClose={onClose} title={`Temporary password for ${name}`}>
      <Stack>
        <Text size="sm">
          Read it to the account holder now; it is not shown again. They choose a new one at sign-in.
        </Text>
        <Code fz="lg">{password}</Code>
        <Button onClick={onClose}>Done</Button>
      </Stack>
    </Modal>
  );
}
