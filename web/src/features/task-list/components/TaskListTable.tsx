import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TaskListItem } from '../taskList';
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

function formatDate(date: string | null): string {
  if (!date) return '—';
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleDateString('en-US', { timeZone: 'UTC' });
}

// Narrow columns keep their content whole (a badge would otherwise be cut to "NE…" on phones).
const SNUG = { width: '1%', whiteSpace: 'nowrap' } as const;

/** A task list: interview, owner, due date and status. */
export function TaskListTable({ items, showOwner = false, caption, itemPath }: TaskListTableProps) {
  if (items.length === 0) {
    return <Text c="dimmed">No task list items.</Text>;
  }
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Task</Table.Th>
          {showOwner && <Table.Th>For</Table.Th>}
          <Table.Th style={SNUG}>Due</Table.Th>
          <Table.Th style={SNUG}>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              {itemPath ? (
                <Anchor component={Link} to={itemPath(item)} size="sm" fw={500}>
                  {item.interviewType.name}
                </Anchor>
              ) : (
                <Text size="sm" fw={500}>
                  {item.interviewType.name}
                </Text>
              )}
              {item.questionText && (
                <Text size="xs" c="dimmed">
                  {item.questionText}
                </Text>
              )}
            </Table.Td>
            {showOwner && <Table.Td>{item.isForParentAccount ? 'Parent' : 'Student'}</Table.Td>}
            <Table.Td style={SNUG}>{formatDate(item.dueDate)}</Table.Td>
            <Table.Td style={SNUG}>
              <TaskStatusBadge status={item.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
