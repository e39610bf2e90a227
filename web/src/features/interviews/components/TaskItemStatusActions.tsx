import { Button, Group } from '@mantine/core';
import type { TaskListStatus } from '../../../__generated__/graphql';
import { useUpdateInterviewTaskItemMutation } from '../graphql/taskItems.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { runAction } from '../../alerts/outcome';
import { STUDENT_STATE_QUERIES } from '../../../shared/studentState';

/** What staff may do with an item in each status: waive it, reopen it, send it back, or mark it verified. */
const ACTIONS: Partial<Record<TaskListStatus, { to: TaskListStatus; label: string }[]>> = {
  NEW: [{ to: 'NOT_REQUIRED', label: 'Not required' }],
  IN_PROGRESS: [
    { to: 'NOT_REQUIRED', label: 'Not required' },
    { to: 'NEW', label: 'Start over' },
  ],
  SUBMITTED: [
    { to: 'VERIFIED', label: 'Mark verified' },
    { to: 'NEEDS_CORRECTION', label: 'Needs correction' },
  ],
  NEEDS_CORRECTION: [{ to: 'NOT_REQUIRED', label: 'Not required' }],
  NOT_REQUIRED: [{ to: 'NEW', label: 'Reopen' }],
  VERIFIED: [{ to: 'NEW', label: 'Reopen' }],
};

/** Status buttons for one task list item (staff with STUDENT_EDIT). */
export function TaskItemStatusActions({
  itemUuid,
  itemName,
  status,
}: {
  /** The item (uuid). */
  itemUuid: string;
  /** Its interview's name, for the buttons' accessible names. */
  itemName: string;
  /** Its current status. */
  status: TaskListStatus;
}) {
  // An item's status moves the task list's counts and can move the student's status.
  const [update, { loading }] = useUpdateInterviewTaskItemMutation({ refetchQueries: STUDENT_STATE_QUERIES });
  const actions = ACTIONS[status] ?? [];
  if (actions.length === 0) return null;
  return (
    <PermissionGate permission="STUDENT_EDIT">
      <Group gap={4}>
        {actions.map((a) => (
          <Button
            key={a.to}
            size="compact-xs"
            variant="subtle"
            loading={loading}
            aria-label={`${a.label}: ${itemName}`}
            onClick={() =>
              void runAction(
                async () =>
                  (await update({ variables: { input: { item: itemUuid, status: a.to } } })).data
                    ?.updateInterviewTaskItem,
                'Item could not be updated',
                'Item was updated',
              )
            }
          >
            {a.label}
          </Button>
        ))}
      </Group>
    </PermissionGate>
  );
}
