import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaskListStatus } from '../../__generated__/graphql';

/**
 * An item's status in words, lower case as a sentence has it ("This item is in progress."). The task list's badge
 * has the same words; they are repeated here so the landing page and the interview share no chunk (bundle budget).
 */
export const ITEM_STATUS: Record<TaskListStatus, MessageDescriptor> = {
  NEW: msg`new`,
  IN_PROGRESS: msg`in progress`,
  SUBMITTED: msg`submitted`,
  NEEDS_CORRECTION: msg`needs correction`,
  VERIFIED: msg`verified`,
  NOT_REQUIRED: msg`not required`,
  AUTO_VERIFIED: msg`auto verified`,
};
