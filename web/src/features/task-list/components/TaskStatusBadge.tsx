import { Badge } from '@mantine/core';
import type { TaskListStatus } from '../../../__generated__/graphql';
import { taskStatusLabel } from '../taskList';

const COLORS: Record<TaskListStatus, string> = {
  NEW: 'blue',
  IN_PROGRESS: 'cyan',
  SUBMITTED: 'violet',
  NEEDS_CORRECTION: 'orange',
  VERIFIED: 'green',
  NOT_REQUIRED: 'gray',
  AUTO_VERIFIED: 'teal',
};

/** A task list item's status as a coloured badge. */
export function TaskStatusBadge({ status }: { status: TaskListStatus }) {
  return (
    // A snug table cell would otherwise squeeze the label to "NE…".
    <Badge color={COLORS[status]} variant="light" miw="max-content">
      {taskStatusLabel(status)}
    </Badge>
  );
}
