import { Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PermissionGate } from '../../access/components/PermissionGate';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import {
  useStaffActionMutations,
  type StaffActionStatus,
  type StaffDialog,
} from '../hooks/useStaffActionMutations';
import { StaffActionDialog } from './StaffActionDialog';
import { StaffActionsMenu } from './StaffActionsMenu';

// Each dialog sends its one value under the argument's name; the form holds it as `choice`.
const CHOICE_ARGUMENTS = {
  status: 'choice',
  group: 'choice',
  staffId: 'choice',
  altVerifiedStatus: 'choice',
  transaction: 'choice',
};

interface StaffActionsProps {
  /** The student's uuid. */
  uuid: string;
  /** The student's numeric id (its identity in the cache, which an assignment updates at once). */
  studentId: number;
  /** The student's status, verification group and ISIR lock. */
  status: StaffActionStatus;
  /** The staff member the student is assigned to, if any. */
  assignedTo?: string | null;
}

/** The staff actions on one student; each answers with the student it changed, so every tab shows it. */
export function StaffActions({ uuid, studentId, status, assignedTo }: StaffActionsProps) {
  const { aidYear, busy, assignTo, verify, send } = useStaffActionMutations(uuid, studentId);
  const [dialog, setDialog] = useState<StaffDialog>(null);
  const form = useForm({ mode: 'controlled', initialValues: { choice: '' } });
  const server = useServerErrors(form, CHOICE_ARGUMENTS);
  const open = (d: StaffDialog, initial: string | null) => {
    form.setValues({ choice: initial ?? '' });
    server.clear();
    setDialog(d);
  };
  const close = () => setDialog(null);

  const confirm = form.onSubmit(async ({ choice }) => {
    if (!choice && dialog !== 'lock') return;
    if (await send(dialog, choice, server)) close();
  });

  return (
    <PermissionGate permission="STUDENT_EDIT">
      <Group gap="xs">
        <PermissionGate permission="REVIEW_COMPLETE">
          <Button
            onClick={() => open('review', 'APPROVED')}
            disabled={status.status !== 'REVIEW'}
            loading={busy && dialog === 'review'}
          >
            Review complete
          </Button>
        </PermissionGate>
        <StaffActionsMenu
          status={status}
          assignedTo={assignedTo}
          hasAidYear={!!aidYear}
          onOpen={open}
          onVerifyAll={verify}
          onAssign={(staffId) => void assignTo(staffId)}
        />
      </Group>
      <StaffActionDialog
        dialog={dialog}
        form={form}
        status={status}
        busy={busy}
        onClose={close}
        onConfirm={confirm}
      />
    </PermissionGate>
  );
}
