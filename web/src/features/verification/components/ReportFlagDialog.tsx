import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';

interface ReportFlagDialogProps {
  /** The flag being set; null closes the dialog. */
  dialog: 'watchlist' | 'select' | null;
  /** The aid year a selection is for. */
  aidYear: number;
  /** The reason, as the form holds it. */
  form: UseFormReturnType<{ reason: string }>;
  /** Whether the flag is being sent. */
  saving: boolean;
  /** Closes the dialog. */
  onClose: () => void;
  /** Sends the flag with its reason. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

/** Asks why a student goes on the watchlist, or why the school selects them for verification. */
export function ReportFlagDialog({
  dialog,
  aidYear,
  form,
  saving,
  onClose,
  onSubmit,
}: ReportFlagDialogProps) {
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog === 'watchlist' ? 'Add to watchlist' : 'Select for verification (institution)'}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">
            {dialog === 'watchlist'
              ? 'Why should this student be watched?'
              : `Why is the school selecting this student for ${aidYear - 1}-${aidYear}?`}
          </Text>
          <TextInput label="Reason" {...form.getInputProps('reason')} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={!form.values.reason.trim()}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
