import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AccountType } from '../../../__generated__/graphql';
import {
  type IdentityAccountQuery,
  useIdentityAccountLazyQuery,
  useLinkStudentAccountMutation,
} from '../graphql/accountDirectory.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

type Account = NonNullable<IdentityAccountQuery['identityAccount']['account']>;

const TYPE_LABEL: Record<AccountType, string> = {
  STUDENT: 'Student',
  PARENT: 'Parent',
  OTHER_PARENT: 'Other parent',
  SPOUSE: 'Spouse',
  STAFF: 'Staff',
};
const LINK_TYPES: AccountType[] = ['PARENT', 'OTHER_PARENT', 'SPOUSE'];

/** Staff find a student or parent account of the school by e-mail (the identity-provider lookup) and may link it to this student. */
export function AccountLookup({
  studentId,
}: {
  /** The student the account would be linked to. */
  studentId: number;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { username: '' } });
  const findAccount = form.onSubmit(({ username }) => {
    if (username.trim()) void find({ variables: { username: username.trim() } });
  });
  const [find, { data, loading }] = useIdentityAccountLazyQuery({ fetchPolicy: 'network-only' });
  const result = data?.identityAccount;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Find an account
      </Title>
      <form aria-label="Find an account" onSubmit={findAccount}>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Account e-mail"
            type="email"
            {...form.getInputProps('username')}
            w={320}
            maw="100%"
          />
          <Button type="submit" loading={loading} disabled={!form.values.username.trim()}>
            Find
          </Button>
        </Group>
      </form>
      {result && !result.ok && (
        <Text c="red" role="alert">
          {result.error?.message ?? 'User not found'}
        </Text>
      )}
      {result?.account && <AccountCard account={result.account} studentId={studentId} />}
    </Stack>
  );
}

function AccountCard({ account, studentId }: { account: Account; studentId: number }) {
  const form = useForm({ mode: 'controlled', initialValues: { accountType: 'PARENT' as AccountType } });
  const server = useServerErrors(form);
  // The account joins the student's linked accounts (and the card's own list of its students).
  const [link, { loading }] = useLinkStudentAccountMutation({
    refetchQueries: ['StudentLinkedAccounts', 'IdentityAccount'],
  });
  const linked = account.students.some((s) => s.id === studentId);
  const linkAccount = form.onSubmit(async ({ accountType }) => {
    server.clear();
    const r = await link({ variables: { studentId, accountId: account.id, accountType } })
      .then((x) => x.data?.linkStudentAccount)
      .catch(() => undefined);
    // The gateway's failure already reads 'Linking failed: <reason>'.
    if (r?.ok) return showAlert.success(r.message ?? 'Successful Add');
    server.show(r?.error, 'Linking failed');
    showAlert.error(r?.error?.message ?? 'Linking failed');
  });
  return (
    <Paper withBorder p="sm" component="section" aria-label={`Account ${account.username}`}>
      <Stack gap={4}>
        <Text fw={600}>
          {account.firstName} {account.lastName}{' '}
          <Text span c="dimmed">
            ({account.username})
          </Text>
        </Text>
        <Text size="sm">{account.enabled ? 'Can sign in' : 'Has no password yet: cannot sign in'}</Text>
        <Text size="sm">
          Codes by{' '}
          {account.mfaOption === 'SMS'
            ? `text message${account.phone ? ` to ${account.phone}` : ''}`
            : 'e-mail'}
        </Text>
        <Text size="sm">
          Last sign-in:{' '}
          {account.lastSignInAt ? new Date(account.lastSignInAt).toLocaleString('en-US') : 'never'}
        </Text>
        <Text size="sm">
          Serves:{' '}
          {account.students.length
            ? account.students
                .map((s) => `${s.firstName} ${s.lastName} (${TYPE_LABEL[s.accountType]})`)
                .join(', ')
            : 'no student'}
        </Text>
        {!linked && (
          <PermissionGate permission="STUDENT_EDIT">
            <form onSubmit={linkAccount} noValidate>
              <Group align="flex-end" gap="xs" mt="xs">
                <Select
                  label="Link to this student as"
                  data={LINK_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] }))}
                  {...form.getInputProps('accountType')}
                  allowDeselect={false}
                  w={200}
                />
                <Button type="submit" loading={loading}>
                  Link account
                </Button>
              </Group>
            </form>
          </PermissionGate>
        )}
      </Stack>
    </Paper>
  );
}
