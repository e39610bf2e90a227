import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  useAddInterviewTaskItemMutation,
  useInterviewTypesForTaskListQuery,
} from '../graphql/taskItems.generated';
import { runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { STUDENT_STATE_QUERIES } from '../../../shared/studentState';

/** The spec's failure text for adding a task list item. */
const ADD_FAILED = 'Task list item could not be added';

/**
 * The add-interview form, open or closed: the interviews of the aid year (read once it opens), the item's fields,
 * and adding it (the form closes and empties when it is added).
 */
export function useAddInterviewTaskItem(studentUuid: string, forParent: boolean, aidYear: number) {
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
  return { open, setOpen, form, types, submit, loading };
}
