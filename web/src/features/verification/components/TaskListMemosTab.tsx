import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useAddTaskListMemoMutation,
  useDeleteTaskListMemoMutation,
  useStudentTaskListMemosQuery,
  useStudentMemoTaskListQuery,
  useUpdateTaskListMemoMutation,
} from '../graphql/studentRecords.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { TaskStatusBadge } from '../../task-list/components/TaskStatusBadge';
import { runAction } from '../../alerts/outcome';
import { AddInterviewTaskItem } from '../../interviews/components/AddInterviewTaskItem';
import { TaskItemStatusActions } from '../../interviews/components/TaskItemStatusActions';
import { SupportingDocuments } from './SupportingDocuments';

interface Memo {
  id: number;
  taskListItemId: number;
  text: string;
  authorName: string;
  createdAt: string;
}

/** One memo: its text, who wrote it, edit and delete. */
function MemoRow({ memo }: { memo: Memo }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(memo.text);
  // An edit comes back on the memo itself (by id); a deletion changes which memos the list holds.
  const [update, u] = useUpdateTaskListMemoMutation();
  const [remove, d] = useDeleteTaskListMemoMutation({ refetchQueries: ['StudentTaskListMemos'] });
  if (editing) {
    return (
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Edit memo"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          size="xs"
          loading={u.loading}
          onClick={async () => {
            const ok = await runAction(
              async () => (await update({ variables: { id: memo.id, text } })).data?.updateTaskListMemo,
              'Task list memo update failed',
              'Successfully updated task list memo',
            );
            if (ok) setEditing(false);
          }}
        >
          Save
        </Button>
        <Button size="xs" variant="default" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </Group>
    );
  }
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div>
        <Text size="sm">{memo.text}</Text>
        <Text size="xs" c="dimmed">
          {memo.authorName}, {new Date(memo.createdAt).toLocaleString('en-US')}
        </Text>
      </div>
      <PermissionGate permission="STUDENT_EDIT">
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete memo ${memo.text}`}
            loading={d.loading}
            onClick={() =>
              void runAction(
                async () => (await remove({ variables: { id: memo.id } })).data?.deleteTaskListMemo,
                'Task list memo delete failed',
                'Successfully deleted task list memo',
              )
            }
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      </PermissionGate>
    </Group>
  );
}

/** Adds a memo to one task list item. */
function AddMemo({ itemId, itemName }: { itemId: number; itemName: string }) {
  const [text, setText] = useState('');
  // A new memo joins the student's memo list.
  const [add, { loading }] = useAddTaskListMemoMutation({ refetchQueries: ['StudentTaskListMemos'] });
  return (
    <PermissionGate permission="STUDENT_EDIT">
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!text.trim()) return;
          const ok = await runAction(
            async () => (await add({ variables: { taskListItemId: itemId, text } })).data?.addTaskListMemo,
            'Task list memo add failed',
            'Successfully added task list memo',
          );
          if (ok) setText('');
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label={`New memo for ${itemName}`}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" size="sm" loading={loading} disabled={!text.trim()}>
            Add memo
          </Button>
        </Group>
      </form>
    </PermissionGate>
  );
}

/** A task list (student's or parent's) with each item's memos; memos can be searched. */
function TaskListMemos({ uuid, forParent }: { uuid: string; forParent: boolean }) {
  const { aidYear } = useAidYear();
  const [showAll, setShowAll] = useState(false);
  const [search, setSearch] = useState('');
  const { data, loading, error } = useStudentMemoTaskListQuery({
    variables: { uuid, aidYear: aidYear ?? 0, filtered: !showAll, forParent },
    skip: aidYear === null,
  });
  // The memos of every item come in one read ("get many"); without them the items still show.
  const memos = useStudentTaskListMemosQuery({ variables: { uuid } });
  if (aidYear === null || (loading && !data)) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        Search for task list memos failed: {error.message}
      </Alert>
    );
  const student = data?.student;
  if (!student)
    return (
      <Alert color="red" role="alert" title="Error">
        No response from fetch student
      </Alert>
    );
  const needle = search.trim().toLowerCase();
  const allMemos = memos.data?.student?.taskListMemos ?? [];
  const memosOf = (itemId: number) =>
    allMemos.filter((m) => m.taskListItemId === itemId && (!needle || m.text.toLowerCase().includes(needle)));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {forParent ? 'Parent' : 'Student'} task list {formatAidYear(aidYear)}
        </Title>
        <Group>
          <TextInput
            aria-label="Search memos"
            placeholder="Search memos"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Switch label="Show all" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />
        </Group>
      </Group>
      {memos.error && (
        <Alert color="red" role="alert" title="Error">
          Get many for task list memos failed: {memos.error.message}
        </Alert>
      )}
      <AddInterviewTaskItem studentUuid={uuid} forParent={forParent} aidYear={aidYear} />
      {student.taskList.length === 0 && <Text c="dimmed">No task list items.</Text>}
      {student.taskList.map((item) => (
        <Paper key={item.id} withBorder p="sm" aria-label={item.interviewType.name}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={500}>{item.interviewType.name}</Text>
              <Group gap="xs">
                <TaskItemStatusActions
                  itemUuid={item.uuid}
                  itemName={item.interviewType.name}
                  status={item.status}
                />
                <TaskStatusBadge status={item.status} />
              </Group>
            </Group>
            <SupportingDocuments taskListItemId={item.id} />
            {memosOf(item.id).map((memo) => (
              <MemoRow key={memo.id} memo={memo} />
            ))}
            <AddMemo itemId={item.id} itemName={item.interviewType.name} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export const StudentTaskListTab = ({ uuid }: { uuid: string }) => (
  <TaskListMemos uuid={uuid} forParent={false} />
);
export const ParentTaskListTab = ({ uuid }: { uuid: string }) => <TaskListMemos uuid={uuid} forParent />;
