import { Button, Checkbox, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  useAddInterviewTaskItemMutation,
  useInterviewTypesForTaskListQuery,
} from '../graphql/taskItems.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { formatAidYear } from '../../schools/aidYear';
import { runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
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
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      typeCode: null as string | null,
      isForParentAccount: forParent,
      questionText: '',
      dueDate: '',
    },
  });
  const server = useServerErrors(form);
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
  const submit = form.onSubmit(async ({ typeCode, isForParentAccount, questionText, dueDate }) => {
    if (!typeCode) return;
    const ok = await runFormAction(
      server,
      async () =>
        (
          await add({
            variables: {
              input: {
                student: studentUuid,
                typeCode,
                isForParentAccount,
                questionText: questionText.trim() || null,
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
      form.reset();
    }
  });
  return (
    <Paper withBorder p="sm" component="form" aria-label="Add interview task" onSubmit={submit} noValidate>
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
          {...form.getInputProps('typeCode')}
          searchable
          w={360}
          maw="100%"
        />
        <Checkbox
          label="For the parents (the parent task list)"
          {...form.getInputProps('isForParentAccount', { type: 'checkbox' })}
        />
        <Textarea
          label="Note to the student"
          description="Shown with the task: why it was added, what to have at hand"
          rows={2}
          maxLength={2000}
          {...form.getInputProps('questionText')}
        />
        <TextInput label="Due date" type="date" {...form.getInputProps('dueDate')} w={200} />
        <Group gap="xs">
          <Button type="submit" size="sm" loading={loading} disabled={!form.values.typeCode}>
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
