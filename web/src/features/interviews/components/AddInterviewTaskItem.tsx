import { Button, Checkbox, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  useAddInterviewTaskItemMutation,
  useInterviewTypesForTaskListQuery,
} from '../graphql/taskItems.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { formatAidYear } from '../../schools/aidYear';
import { runAction } from '../../alerts/outcome';
import { STUDENT_STATE_QUERIES } from '../../../shared/studentState';

/** The spec's failure text for adding a task list item. */
const ADD_FAILED = 'Task list item could not be added';

/** Staff with STUDENT_EDIT add an interview to the student's (or parent's) task list for the aid year shown. */
export function AddInterviewTaskItem(props: {
  /** The student (uuid). */
  studentUuid: string;
  /** The parent task list: the item is for the parents. */
  forParent: boolean;
  /** The aid year of the task list shown. */
  aidYear: number;
}) {
  return (
    <PermissionGate permission="STUDENT_EDIT">
      <AddForm {...props} />
    </PermissionGate>
  );
}

function AddForm({
  studentUuid,
  forParent,
  aidYear,
}: {
  studentUuid: string;
  forParent: boolean;
  aidYear: number;
}) {
  const [open, setOpen] = useState(false);
  const [typeCode, setTypeCode] = useState<string | null>(null);
  const [isForParent, setIsForParent] = useState(forParent);
  const [note, setNote] = useState('');
  const [dueDate, setDueDate] = useState('');
  const types = useInterviewTypesForTaskListQuery({ variables: { aidYear }, skip: !open });
  // A new item joins the task list and its counts.
  const [add, { loading }] = useAddInterviewTaskItemMutation({ refetchQueries: STUDENT_STATE_QUERIES });
  if (!open) {
    return (
      <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
        Add interview task
      </Button>
    );
  }
  const submit = async () => {
    if (!typeCode) return;
    const ok = await runAction(
      async () =>
        (
          await add({
            variables: {
              input: {
                student: studentUuid,
                typeCode,
                isForParentAccount: isForParent,
                questionText: note.trim() || null,
                aidYear,
                dueDate: dueDate || null,
              },
            },
          })
        ).data?.addInterviewTaskItem,
      ADD_FAILED,
      'Successful Add',
    );
    if (ok) {
      setOpen(false);
      setTypeCode(null);
      setNote('');
      setDueDate('');
    }
  };
  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      aria-label="Add interview task"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          Add an interview to the {formatAidYear(aidYear)} task list
        </Title>
        <Select
          label="Interview"
          placeholder={types.loading ? 'Loading...' : 'Choose an interview'}
          data={(types.data?.interviewTypesForTaskList ?? []).map((t) => ({
            value: t.typeCode,
            label: t.name.includes(`(${t.typeCode})`) ? t.name : `${t.name} (${t.typeCode})`,
          }))}
          value={typeCode}
          onChange={setTypeCode}
          searchable
          w={360}
          maw="100%"
        />
        <Checkbox
          label="For the parents (the parent task list)"
          checked={isForParent}
          onChange={(e) => setIsForParent(e.currentTarget.checked)}
        />
        <Textarea
          label="Note to the student"
          description="Shown with the task: why it was added, what to have at hand"
          rows={2}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <TextInput
          label="Due date"
          type="date"
          value={dueDate}
          onChange={(e) => setDueDate(e.currentTarget.value)}
          w={200}
        />
        <Group gap="xs">
          <Button type="submit" size="sm" loading={loading} disabled={!typeCode}>
            Add to task list
          </Button>
          <Button size="sm" variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
