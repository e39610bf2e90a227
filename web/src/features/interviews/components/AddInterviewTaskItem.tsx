import { Button, Checkbox, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { PermissionGate } from '../../access/components/PermissionGate';
import { formatAidYear } from '../../schools/aidYear';
import { useAddInterviewTaskItem } from '../hooks/useAddInterviewTaskItem';

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

/** "Add interview task", and once pressed the form that adds it. */
function AddForm({
  studentUuid,
  forParent,
  aidYear,
}: {
  /** The student (uuid). */
  studentUuid: string;
  /** The parent task list: the item is for the parents. */
  forParent: boolean;
  /** The aid year of the task list shown. */
  aidYear: number;
}) {
  const { open, setOpen, form, types, submit, loading } = useAddInterviewTaskItem(
    studentUuid,
    forParent,
    aidYear,
  );
  if (!open) {
    return (
      <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
        Add interview task
      </Button>
    );
  }
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
