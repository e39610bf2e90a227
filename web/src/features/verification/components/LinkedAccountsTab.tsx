import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { AccountType } from '../../../__generated__/graphql';
import {
  useStaffChangeAccountEmailMutation,
  useStudentLinkedAccountsQuery,
} from '../graphql/account-links.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { reportOutcome } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { EditAccountModal } from './EditAccountModal';
import { ParentOnIsir } from './ParentOnIsir';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { AccountLookup } from '../../accounts/components/AccountLookup';
import { PORTAL_LANGUAGE_LABEL } from './portalLanguage';
import { isParent, reportSignInChangeError, type Account } from './linkedAccounts';
import { TemporaryPasswordModal } from './TemporaryPasswordModal';
import { useAccountActions } from '../hooks/useAccountActions';

const ACCOUNT_LABEL: Record<AccountType, string> = {
  STUDENT: 'Student',
  PARENT: 'Parent',
  OTHER_PARENT: 'Other parent',
  SPOUSE: 'Spouse',
  STAFF: 'Staff',
};
/** Staff change the e-mail an account signs in with (its Keycloak user too, when Keycloak holds the accounts). */
function ChangeEmailModal({
  account,
  onClose,
}: {
  /** The account as listed. */
  account: Account;
  /** Closes the dialog. */
  onClose: () => void;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { newUsername: account.username } });
  const server = useServerErrors(form);
  // The answer is only ok: the list is read again for the account's new e-mail.
  const [changeEmail, { loading }] = useStaffChangeAccountEmailMutation({
    refetchQueries: ['StudentLinkedAccounts'],
  });
  const save = form.onSubmit(async ({ newUsername }) => {
    server.clear();
    try {
      const r = (
        await changeEmail({
          variables: { accountId: account.id, currentUsername: account.username, newUsername },
        })
      ).data?.changeAccountEmail;
      if (!r?.ok) server.show(r?.error, 'Update failed');
      if (reportOutcome(r, 'Update failed', 'Successful Update')) onClose();
    } catch (e) {
      reportSignInChangeError(e);
    }
  });
  return (
    <Modal opened onClose={onClose} title={`Change e-mail of ${account.firstName} ${account.lastName}`}>
      <form onSubmit={save} noValidate>
        <Stack>
          <TextInput label="New e-mail" type="email" {...form.getInputProps('newUsername')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The staff actions on one linked account: unlink, purge a parent, temporary password, e-mail, codes, reset. */
function AccountActions({ uuid, studentId, account }: { uuid: string; studentId: number; account: Account }) {
  const actions = useAccountActions(uuid, studentId, account);
  const [password, setPassword] = useState<string | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const name = `${account.firstName} ${account.lastName}`;
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button size="compact-xs" variant="default" aria-label={`Account actions for ${name}`}>
            Actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => actions.temporaryPassword(setPassword)}>Temporary password</Menu.Item>
          <Menu.Item onClick={() => setEmailOpen(true)}>Change e-mail</Menu.Item>
          <Menu.Item onClick={() => setEditOpen(true)}>Change name, mobile number or code channel</Menu.Item>
          <Menu.Item onClick={actions.resetMfa}>Send sign-in codes by e-mail</Menu.Item>
          <Menu.Item onClick={actions.sendReset}>Send password reset e-mail</Menu.Item>
          {account.accountType !== 'STUDENT' && (
            <Menu.Item color="red" onClick={actions.unlink}>
              Unlink
            </Menu.Item>
          )}
          {isParent(account.accountType) && (
            <Menu.Item color="red" onClick={actions.purge}>
              Purge parent account
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <TemporaryPasswordModal name={name} password={password} onClose={() => setPassword(null)} />
      {editOpen && (
        <EditAccountModal account={account} opened={editOpen} onClose={() => setEditOpen(false)} />
      )}
      {emailOpen && <ChangeEmailModal account={account} onClose={() => setEmailOpen(false)} />}
    </>
  );
}

/** Accounts linked to the student (student, parent, other parent, spouse) and the staff actions on them. */
export function LinkedAccountsTab({ uuid }: { uuid: string }) {
  const { data, loading, error } = useStudentLinkedAccountsQuery({ variables: { uuid } });
  const { aidYear } = useAidYear();
  if (loading && !data) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        Account Lookup Failed: {error.message}
      </Alert>
    );
  const student = data?.student;
  const accounts = student?.accounts ?? [];
  return (
    <Stack>
      <Title order={2} size="h3">
        Linked accounts
      </Title>
      {aidYear !== null && <ParentOnIsir uuid={uuid} aidYear={aidYear} />}
      {accounts.length === 0 || !student ? (
        <Text c="dimmed">No accounts are linked to this student.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>E-sign</Table.Th>
              <Table.Th>Codes by</Table.Th>
              <Table.Th>Language</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  {a.firstName} {a.lastName}
                </Table.Td>
                <Table.Td>{a.username}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{ACCOUNT_LABEL[a.accountType]}</Badge>
                </Table.Td>
                <Table.Td>
                  {a.eSignOptOut
                    ? `Opted out${a.eSignOptOutDate ? ` ${new Date(a.eSignOptOutDate).toLocaleDateString('en-US')}` : ''}`
                    : 'Yes'}
                </Table.Td>
                <Table.Td>{a.mfaOption ?? '—'}</Table.Td>
                <Table.Td>{PORTAL_LANGUAGE_LABEL[a.preferredLanguage]}</Table.Td>
                <Table.Td>
                  <PermissionGate permission="STUDENT_EDIT">
                    <AccountActions uuid={uuid} studentId={student.id} account={a} />
                  </PermissionGate>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <PermissionGate permission="STUDENT_EDIT">
        <Group>
          {!accounts.some((a) => a.accountType === 'STUDENT') && (
            <Anchor component={Link} to={`/adminAccountCreation/${uuid}/student`}>
              Create student account
            </Anchor>
          )}
          <Anchor component={Link} to={`/adminAccountCreation/${uuid}/parent`}>
            Create parent account
          </Anchor>
        </Group>
      </PermissionGate>
      {student && <AccountLookup studentId={student.id} />}
    </Stack>
  );
}
