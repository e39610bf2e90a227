import { Alert, Paper, Text } from '@mantine/core';
import { useStudentParentProfileQuery } from '../graphql/records.generated';
import { formatAidYear } from '../../schools/aidYear';

/** The parent as the aid year's ISIR reports them, to compare with the parent accounts linked to the student. */
export function ParentOnIsir({
  uuid,
  aidYear,
}: {
  /** The student. */
  uuid: string;
  /** The aid year whose ISIR is read. */
  aidYear: number;
}) {
  const { data, loading, error } = useStudentParentProfileQuery({ variables: { uuid, aidYear } });
  if (loading && !data) return null;
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        {error.message}
      </Alert>
    );
  const profile = data?.student?.parentProfile;
  if (!profile)
    return (
      <Alert color="red" role="alert" title="Error">
        No response from fetch parent
      </Alert>
    );
  if (!profile.parentSignatureRequired) return null;
  const p = profile.reportedOnIsir;
  return (
    <Paper withBorder p="md" aria-label="Parent on the ISIR">
      <Text fw={500}>
        Parent on the {formatAidYear(aidYear)} ISIR
        {profile.transactionNumber ? ` (transaction ${profile.transactionNumber})` : ''}
      </Text>
      {p ? (
        <Text size="sm">
          {[p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ') || 'No name reported'}
          {p.dateOfBirth ? `, born ${p.dateOfBirth}` : ''}
          {p.emailAddress ? `, ${p.emailAddress.toLowerCase()}` : ''}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No ISIR for this aid year.
        </Text>
      )}
    </Paper>
  );
}
