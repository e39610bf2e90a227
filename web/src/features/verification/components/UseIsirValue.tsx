import { Button } from '@mantine/core';
import { useUpdateStudentRecordMutation } from '../graphql/records.generated';
import { runAction } from '../../alerts/outcome';

/** Fields of the student record staff may take from the ISIR when the two differ (the SSN is never retyped). */
const FROM_ISIR: Record<string, 'firstName' | 'lastName' | 'dateOfBirth' | 'email'> = {
  firstName: 'firstName',
  lastName: 'lastName',
  dateOfBirth: 'dateOfBirth',
  email: 'email',
};

/** Updates the student record to the ISIR's value of a mismatched field (the change goes to the student's history). */
export function UseIsirValue({
  uuid,
  field,
  isir,
}: {
  /** The student. */
  uuid: string;
  /** The biographical field (firstName, lastName, dateOfBirth, email). */
  field: string;
  /** The ISIR's value. */
  isir: string | null;
}) {
  // The student's own value shows in the page header and beside the ISIR's in the comparison.
  const [update, state] = useUpdateStudentRecordMutation({
    refetchQueries: ['StudentWorkspace', 'StudentVerification'],
  });
  const key = FROM_ISIR[field];
  if (!key || !isir) return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      loading={state.loading}
      aria-label={`Use the ISIR value for ${field}`}
      onClick={() =>
        void runAction(
          async () =>
            (await update({ variables: { uuid, input: { [key]: isir } } })).data?.updateStudentRecord,
          'Update failed',
          'Successful Update',
        )
      }
    >
      Use ISIR value
    </Button>
  );
}
