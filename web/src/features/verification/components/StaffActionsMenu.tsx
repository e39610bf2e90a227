import { Button, Menu } from '@mantine/core';
import { useViewer } from '../../session/authStore';
import type { StaffActionStatus, StaffDialog } from '../hooks/useStaffActionMutations';

interface StaffActionsMenuProps {
  /** The student's status, verification group and ISIR lock. */
  status: StaffActionStatus;
  /** The staff member the student is assigned to, if any. */
  assignedTo?: string | null;
  /** Whether an aid year is chosen (verifying all needs one). */
  hasAidYear: boolean;
  /** Opens a dialog with its first value. */
  onOpen: (dialog: StaffDialog, initial: string | null) => void;
  /** Verifies all the student's task list items. */
  onVerifyAll: () => void;
  /** Assigns the student to a staff member (0 removes the assignment). */
  onAssign: (staffId: number) => void;
}

/** The Actions menu of a student: status, group, verification, assignment and ISIR lock. */
export function StaffActionsMenu({
  status,
  assignedTo,
  hasAidYear,
  onOpen,
  onVerifyAll,
  onAssign,
}: StaffActionsMenuProps) {
  const viewer = useViewer();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default">Actions</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onOpen('status', status.status)}>Change status</Menu.Item>
        <Menu.Item onClick={() => onOpen('group', status.verificationGroup ?? 'V1')}>
          Assign verification group
        </Menu.Item>
        <Menu.Item disabled={!hasAidYear} onClick={onVerifyAll}>
          Verify all task list items
        </Menu.Item>
        {viewer && <Menu.Item onClick={() => onAssign(viewer.id)}>Assign to me</Menu.Item>}
        <Menu.Item onClick={() => onOpen('assign', null)}>Assign to a staff member</Menu.Item>
        {assignedTo && <Menu.Item onClick={() => onAssign(0)}>Remove assignment ({assignedTo})</Menu.Item>}
        <Menu.Item onClick={() => onOpen('lock', status.isirLocked ? '' : '1')}>
          {status.isirLocked ? 'Unlock ISIR' : 'Lock ISIR'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
