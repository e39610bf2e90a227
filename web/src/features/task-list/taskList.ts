import type { AccountType, TaskListStatus } from '../../__generated__/graphql';
import type { TaskListTableFragment } from './components/TaskListTable.generated';
import { isParentAccount } from '../session/accountType';
import { taskItemStatusLabel } from '../../shared/labels';

/** A task list item as the task list screens hold it (TaskListTable's fields). */
export type TaskListItem = TaskListTableFragment;

/** Statuses the filtered task list leaves out (SPEC §4): nothing for anyone to do. */
export const HIDDEN_STATUSES: ReadonlySet<TaskListStatus> = new Set(['AUTO_VERIFIED', 'NOT_REQUIRED']);

/** The filtered task list: AUTO_VERIFIED and NOT_REQUIRED items left out. */
export function filterTaskList<T extends Pick<TaskListItem, 'status'>>(items: readonly T[]): T[] {
  return items.filter((item) => !HIDDEN_STATUSES.has(item.status));
}

/** The items an account works on: parent accounts the parent items, everyone else the others. */
export function itemsForAccount<T extends Pick<TaskListItem, 'isForParentAccount'>>(
  items: readonly T[],
  accountType: AccountType,
): T[] {
  const parent = isParentAccount(accountType);
  return items.filter((item) => item.isForParentAccount === parent);
}

/** The Verification badge: items still NEW for the account type. */
export function countNewItems(
  items: readonly Pick<TaskListItem, 'status' | 'isForParentAccount'>[],
  accountType: AccountType,
): number {
  return itemsForAccount(items, accountType).filter((item) => item.status === 'NEW').length;
}

/** Words for a task list status. */
export function taskStatusLabel(status: TaskListStatus): string {
  return taskItemStatusLabel(status);
}
