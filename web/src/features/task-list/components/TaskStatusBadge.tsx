import { Badge } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { TaskListStatus } from '../../../__generated__/graphql';

const COLORS: Record<TaskListStatus, string> = {
  NEW: 'blue',
  IN_PROGRESS: 'cyan',
  SUBMITTED: 'violet',
  NEEDS_CORRECTION: 'orange',
  VERIFIED: 'green',
  NOT_REQUIRED: 'gray',
  AUTO_VERIFIED: 'teal',
};

/** The statuses' words (English as schema/labels.ts has them), translated for students and parents. */
const LABELS: Record<TaskListStatus, MessageDescriptor> = {
  NEW: msg`New`,
  IN_PROGRESS: msg`In progress`,
  SUBMITTED: msg`Submitted`,
  NEEDS_CORRECTION: msg`Needs correction`,
  VERIFIED: msg`Verified`,
  NOT_REQUIRED: msg`Not required`,
  AUTO_VERIFIED: msg`Auto verified`,
};

/** A task list item's status as a coloured badge. */
export function TaskStatusBadge({ status }: { status: TaskListStatus }) {
  const { _ } = useLingui();
  return (
    // A snug table cell would otherwise squeeze the label to "NE…".
    <Badge color={COLORS[status]} variant="light" miw="max-content">
      {_(LABELS[status])}
    </Badge>
  );
}
