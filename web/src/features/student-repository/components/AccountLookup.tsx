import { Button, List, Text } from '@mantine/core';
import { useStudentAccountLookupLazyQuery } from '../graphql/student-repository.generated';

const ACCOUNT_LABEL: Record<string, string> = {
  STUDENT: 'student',
  PARENT: 'parent',
  OTHER_PARENT: 'other parent',
  SPOUSE: 'spouse',
};

/** The portal accounts of a matched student, found from the student's current ISIR (isir/studentAccountLookup). */
export function AccountLookup({
  aidYear,
  isirId,
  label,
}: {
  aidYear: number;
  isirId: number;
  label: string;
}) {
  const [lookup, { data, error, loading, called }] = useStudentAccountLookupLazyQuery({
    fetchPolicy: 'network-only',
  });
  if (!called) {
    return (
      <Button
        size="xs"
        variant="default"
        loading={loading}
        onClick={() => void lookup({ variables: { aidYear, isirId } })}
        aria-label={`Portal accounts of ${label}`}
      >
        Portal accounts
      </Button>
    );
  }
  if (error)
    return (
      <Text size="xs" c="red.9">
        Student account lookup failed: {error.message}
      </Text>
    );
  const accounts = data?.studentAccountLookup.accounts;
  if (!accounts) return <Text size="xs">Looking up…</Text>;
  if (!accounts.length) return <Text size="xs">No portal account yet</Text>;
  return (
    <List size="xs" aria-label={`Portal accounts of ${label}`}>
      {accounts.map((a) => (
        <List.Item key={a.uuid}>
          {a.username} ({ACCOUNT_LABEL[a.accountType] ?? a.accountType})
        </List.Item>
      ))}
    </List>
  );
}
