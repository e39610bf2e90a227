import { Anchor, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { TaskListItem } from '../taskList';
import { schoolText } from '../../../i18n/i18n';
import classes from './TaskListTable.module.css';
import { TaskStatusBadge } from './TaskStatusBadge';

export interface TaskListTableProps {
  /** Items to list, already filtered as the screen wants. */
  items: readonly TaskListItem[];
  /** Show whether each item is the student's or the parent's (staff see both). */
  showOwner?: boolean;
  /** Accessible caption of the table. */
  caption: string;
  /** Where an item opens (its interview); without it the task name is plain text. */
  itemPath?: (item: TaskListItem) => string;
}

/** A due date as the reader's language writes dates (en-US 3/1/2027, es-US 1/3/2027). */
function formatDate(date: string | null, locale: string): string {
  if (!date) return '—';
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', { timeZone: 'UTC' });
}

const th = classes.th;
const td = classes.td;
const snugTh = `${classes.th} ${classes.snug}`;
const snugTd = `${classes.td} ${classes.snug}`;

/**
 * A task list: interview, owner, due date and status. Plain table elements styled as Mantine's striped table
 * (TaskListTable.module.css): Mantine's Table would bring ScrollArea and Floating UI into the student landing
 * page's first download (bundle budget, issue 13).
 */
export function TaskListTable({ items, showOwner = false, caption, itemPath }: TaskListTableProps) {
  const { i18n } = useLingui();
  if (items.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No task list items.</Trans>
      </Text>
    );
  }
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
      <thead>
        <tr className={classes.tr}>
          <th className={th}>
            <Trans>Task</Trans>
          </th>
          {showOwner && (
            <th className={th}>
              <Trans>For</Trans>
            </th>
          )}
          <th className={snugTh}>
            <Trans>Due</Trans>
          </th>
          <th className={snugTh}>
            <Trans>Status</Trans>
          </th>
        </tr>
      </thead>
      <tbody className={classes.body}>
        {items.map((item) => (
          <tr key={item.id} className={classes.tr}>
            <td className={td}>
              {itemPath ? (
                <Anchor component={Link} to={itemPath(item)} size="sm" fw={500}>
                  {schoolText(i18n.locale, item.interviewType.name, item.interviewType.nameSpanish)}
                </Anchor>
              ) : (
                <Text size="sm" fw={500}>
                  {schoolText(i18n.locale, item.interviewType.name, item.interviewType.nameSpanish)}
                </Text>
              )}
              {item.questionText && (
                <Text size="xs" c="dimmed">
                  {item.questionText}
                </Text>
              )}
            </td>
            {showOwner && (
              <td className={td}>
                {item.isForParentAccount ? <Trans>Parent</Trans> : <Trans>Student</Trans>}
              </td>
            )}
            <td className={snugTd}>{formatDate(item.dueDate, i18n.locale)}</td>
            <td className={snugTd}>
              <TaskStatusBadge status={item.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
