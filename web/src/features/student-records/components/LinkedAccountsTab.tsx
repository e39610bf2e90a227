import { Alert, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { AccountType } from '../../../__generated__/graphql';
import { useStudentLinkedAccountsQuery, useUnlinkAccountMutation } from '../../../__generated__/graphql';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { runAction } from '../../student-view/outcome';

const ACCOUNT_LABEL: Record<AccountType, string> = { STUDENT: 'Student', PARENT: 'Parent', OTHER_PARENT: 'Other parent', SPOUSE: 'Spouse', STAFF: 'Staff' };

/** Accounts linked to the student (student, parent, other parent, spouse); staff unlink all but the student's own. */
export function LinkedAccountsTab({ uuid }: { uuid: string }) {
  const { data, loading, error } = useStudentLinkedAccountsQuery({ variables: { uuid } });
  const [unlink] = useUnlinkAccountMutation({ refetchQueries: 'active' });
  if (loading && !data) return <LoadingText />;
  if (error) return <Alert color="red" role="alert" title="Error">Account Lookup Failed: {error.message}</Alert>;
  const accounts = data?.student?.accounts ?? [];
  return (
    <Stack>
      <Title order={2} size="h3">Linked accounts</Title>
      {accounts.length === 0 ? (
        <Text c="dimmed">No accounts are linked to this student.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr><Table.Th>Account</Table.Th><Table.Th>E-mail</Table.Th><Table.Th>Type</Table.Th><Table.Th>E-sign</Table.Th><Table.Th>Codes by</Table.Th><Table.Th /></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.firstName} {a.lastName}</Table.Td>
                <Table.Td>{a.username}</Table.Td>
                <Table.Td><Badge variant="light">{ACCOUNT_LABEL[a.accountType]}</Badge></Table.Td>
                <Table.Td>{a.eSignOptOut ? `Opted out${a.eSignOptOutDate ? ` ${new Date(a.eSignOptOutDate).toLocaleDateString('en-US')}` : ''}` : 'Yes'}</Table.Td>
                <Table.Td>{a.mfaOption ?? '—'}</Table.Td>
                <Table.Td>
                  {a.accountType !== 'STUDENT' && (
                    <PermissionGate permission="STUDENT_EDIT">
                      <Button size="compact-xs" variant="subtle" color="red"
                        onClick={() => void runAction(async () => (await unlink({ variables: { uuid, accountId: a.id } })).data?.unlinkAccount, 'Unlink account failed', 'Successful Update')}>
                        Unlink
                      </Button>
                    </PermissionGate>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
