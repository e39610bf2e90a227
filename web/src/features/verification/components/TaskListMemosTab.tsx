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
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  useAddTaskListMemoMutation,
  useDeleteTaskListMemoMutation,
  useStudentTaskListMemosQuery,
  useStudentMemoTaskListQuery,
  useUpdateTaskListMemoMutation,
} from '../graphql/notes.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { TaskStatusBadge } from '../../task-list/components/TaskStatusBadge';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
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
  const form = useForm({ mode: 'controlled', initialValues: { text: memo.text } });
  const server = useServerErrors(form);
  // An edit comes back on the memo itself (by id); a deletion changes which memos the list holds.
  const [update, u] = useUpdateTaskListMemoMutation();
  const [remove, d] = useDeleteTaskListMemoMutation({ refetchQueries: ['StudentTaskListMemos'] });
  const save = form.onSubmit(async ({ text }) => {
    const ok = await runFormAction(
      server,
      async () => (await update({ variables: { id: memo.id, text } })).data?.updateTaskListMemo,
      'Task list memo update failed',
      'Successfully updated task list memo',
    );
    if (ok) setEditing(false);
  });
  if (editing) {
    return (
      <form onSubmit={save} noValidate>
        <Group align="flex-end" gap="xs">
          <TextInput label="Edit memo" {...form.getInputProps('text')} style={{ flex: 1 }} />
          <Button type="submit" size="xs" loading={u.loading}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Group>
      </form>
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
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => {
              form.setValues({ text: memo.text });
              setEditing(true);
            }}
          >
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
  const form = useForm({ mode: 'controlled', initialValues: { text: '' } });
  const server = useServerErrors(form);
  // A new memo joins the student's memo list.
  const [add, { loading }] = useAddTaskListMemoMutation({ refetchQueries: ['StudentTaskListMemos'] });
  const submit = form.onSubmit(async ({ text }) => {
    if (!text.trim()) return;
    const ok = await runFormAction(
      server,
      async () => (await add({ variables: { taskListItemId: itemId, text } })).data?.addTaskListMemo,
      'Task list memo add failed',
      'Successfully added task list memo',
    );
    if (ok) form.reset();
  });
  return (
    <PermissionGate permission="STUDENT_EDIT">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="xs">
          <TextInput label={`New memo for ${itemName}`} {...form.getInputProps('text')} style={{ flex: 1 }} />
          <Button type="submit" size="sm" loading={loading} disabled={!form.values.text.trim()}>
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
