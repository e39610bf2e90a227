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
    <Badge color={COLORS[status]} variant="light">
      {taskStatusLabel(status)}
    </Badge>
  );
}
