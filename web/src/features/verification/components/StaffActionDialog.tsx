import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import type { StudentStatus, VerifiedStatus } from '../../../__generated__/graphql';
import { studentStatusLabel, verificationGroupLabel } from '../../../shared/labels';
import type { StaffActionStatus, StaffDialog } from '../hooks/useStaffActionMutations';
import { StaffPicker } from './StaffPicker';

const STATUSES: StudentStatus[] = [
  'SELECTED',
  'IN_PROGRESS',
  'REVIEW',
  'APPROVED',
  'APPROVED_WITH_CORRECTIONS',
  'APPROVED_WITH_CR',
];
const VERIFIED: { value: VerifiedStatus; label: string }[] = (
  ['APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'] as const
).map((value) => ({ value, label: studentStatusLabel(value) }));
const GROUPS = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
const TITLES: Record<Exclude<StaffDialog, null>, string> = {
  assign: 'Assign to a staff member',
  review: 'Review complete',
  lock: 'ISIR lock',
  group: 'Verification group',
  status: 'Student status',
};

interface StaffActionDialogProps {
  /** The action asked for; null closes the dialog. */
  dialog: StaffDialog;
  /** The dialog's one value, as `choice`. */
  form: UseFormReturnType<{ choice: string }>;
  /** The student's status and ISIR lock. */
  status: StaffActionStatus;
  /** Whether an action is being sent. */
  busy: boolean;
  /** Closes the dialog. */
  onClose: () => void;
  /** Sends the value. */
  onConfirm: (event?: FormEvent<HTMLFormElement>) => void;
}

/** The dialog of a staff action that takes one value: a status, a group, a verified status, a staff member, an ISIR. */
export function StaffActionDialog({
  dialog,
  form,
  status,
  busy,
  onClose,
  onConfirm,
}: StaffActionDialogProps) {
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={TITLES[dialog ?? 'status']}>
      <form onSubmit={onConfirm} noValidate>
        <Stack>
          {dialog === 'status' && (
            <Select
              label="New status"
              data={STATUSES.map((s) => ({ value: s, label: studentStatusLabel(s) }))}
              {...form.getInputProps('choice')}
              allowDeselect={false}
            />
          )}
          {dialog === 'assign' && (
            <StaffPicker
              value={form.values.choice || null}
              onChange={(v) => form.setFieldValue('choice', v ?? '')}
              error={form.errors.choice}
            />
          )}
          {dialog === 'group' && (
            <Select
              label="Verification group"
              data={GROUPS.map((g) => ({ value: g, label: verificationGroupLabel(g) }))}
              {...form.getInputProps('choice')}
              allowDeselect={false}
            />
          )}
          {dialog === 'review' && (
            <>
              <Text size="sm">
                Submitted task list items become verified. The student must have signed and have no open
                items.
              </Text>
              <Select
                label="Verified status"
                data={VERIFIED}
                {...form.getInputProps('choice')}
                allowDeselect={false}
              />
            </>
          )}
          {dialog === 'lock' && (
            <TextInput
              label="ISIR transaction number"
              description={
                status.isirLocked
                  ? `Locked at transaction ${status.isirLockedTransaction}; leave empty to unlock`
                  : 'The transaction to keep'
              }
              {...form.getInputProps('choice')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {dialog === 'review' ? 'Mark review complete' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
