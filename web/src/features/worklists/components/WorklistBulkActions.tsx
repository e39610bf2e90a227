import { Button, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { StaffPicker } from '../../verification/components/StaffPicker';
import { useAssignStudentsMutation } from '../../verification/graphql/assignment.generated';
import { useMarkPostcardsSentMutation } from '../graphql/worklist.generated';

interface WorklistBulkActionsProps {
  /** Selected students by id, with their uuid (bulk assignment names students by uuid). */
  selected: Map<number, string>;
  /** Clears the selection after an action succeeds. */
  onDone: () => void;
}

/** What staff do to the selected students at once: mark their postcards sent, assign them to a staff member. */
export function WorklistBulkActions({ selected, onDone }: WorklistBulkActionsProps) {
  const assignForm = useForm({ mode: 'controlled', initialValues: { staffId: null as string | null } });
  const assignee = assignForm.values.staffId;
  const assignErrors = useServerErrors(assignForm);
  const [markPostcards, m] = useMarkPostcardsSentMutation();
  // Whom a row is assigned to is shown, and filtered on, by the worklist.
  const [assignStudents, a] = useAssignStudentsMutation({ refetchQueries: ['Worklist'] });
  return (
    <Group align="flex-end">
      <Text size="sm">{selected.size} selected</Text>
      <Button
        size="xs"
        disabled={selected.size === 0}
        loading={m.loading}
        onClick={async () => {
          const ok = await runAction(
            async () =>
              (await markPostcards({ variables: { studentIds: [...selected.keys()] } })).data
                ?.markPostcardsSent,
            'Update failed',
            'Successful Update',
          );
          if (ok) onDone();
        }}
      >
        Mark postcards sent
      </Button>
      <StaffPicker
        label="Assign selected to"
        value={assignee}
        onChange={(v) => assignForm.setFieldValue('staffId', v)}
        error={assignForm.errors.staffId}
      />
      <Button
        size="xs"
        disabled={selected.size === 0 || !assignee}
        loading={a.loading}
        onClick={async () => {
          const ok = await runFormAction(
            assignErrors,
            async () =>
              (
                await assignStudents({
                  variables: { uuids: [...selected.values()], staffId: Number(assignee) },
                })
              ).data?.assignStudents,
            'Unable to assign student',
            'Successful Update',
          );
          if (ok) onDone();
        }}
      >
        Assign
      </Button>
    </Group>
  );
}
