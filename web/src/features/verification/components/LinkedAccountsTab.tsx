import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
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
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link } from 'react-router';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { AccountType } from '../../../__generated__/graphql';
import {
  useStaffChangeAccountEmailMutation,
  useStaffPurgeParentAccountMutation,
  useStaffResetMfaToEmailMutation,
  useStaffSendPasswordResetMutation,
  useStaffSetTemporaryPasswordMutation,
  useStudentLinkedAccountsQuery,
  useUnlinkAccountMutation,
} from '../graphql/studentRecords.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { showAlert } from '../../alerts/alertStore';
import { reportError, reportOutcome, runAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { EditAccountModal } from './EditAccountModal';
import { ParentOnIsir } from './ParentOnIsir';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { AccountLookup } from '../../accounts/components/AccountLookup';
import { PORTAL_LANGUAGE_LABEL } from './portalLanguage';

const ACCOUNT_LABEL: Record<AccountType, string> = {
  STUDENT: 'Student',
  PARENT: 'Parent',
  OTHER_PARENT: 'Other parent',
  SPOUSE: 'Spouse',
  STAFF: 'Staff',
};
const isParent = (t: AccountType) => t === 'PARENT' || t === 'OTHER_PARENT';

/**
 * What the services answer (502) when the account's Keycloak user could not be changed: Keycloak down or refusing,
 * or no realm user for the account. The spec's words, shown alone; any other failure is 'Update failed' and why.
 */
const KEYCLOAK_UPDATE_FAILED = 'There was an issue updating the keycloak user';
function reportSignInChangeError(error: unknown): false {
  const keycloak =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (e) => e.extensions?.['upstreamStatus'] === 502 && e.message === KEYCLOAK_UPDATE_FAILED,
    );
  if (!keycloak) return reportError(error, 'Update failed');
  showAlert.error(KEYCLOAK_UPDATE_FAILED);
  return false;
}

interface Account {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  mfaOption?: string | null;
}

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
  // Unlinking or purging changes which accounts the list holds; an MFA reset answers only ok, so the list is read
  // again for the account's new code channel.
  const opts = { refetchQueries: ['StudentLinkedAccounts'] };
  const [unlink] = useUnlinkAccountMutation(opts);
  const [purge] = useStaffPurgeParentAccountMutation(opts);
  const [tempPassword] = useStaffSetTemporaryPasswordMutation();
  const [resetMfa] = useStaffResetMfaToEmailMutation(opts);
  const [sendReset] = useStaffSendPasswordResetMutation();
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
          <Menu.Item
            onClick={async () => {
              try {
                const r = (await tempPassword({ variables: { username: account.username } })).data
                  ?.setTemporaryPassword;
                if (reportOutcome(r, 'Update failed') && r?.temporaryPassword)
                  setPassword(r.temporaryPassword);
              } catch (e) {
                reportSignInChangeError(e);
              }
            }}
          >
            Temporary password
          </Menu.Item>
          <Menu.Item onClick={() => setEmailOpen(true)}>Change e-mail</Menu.Item>
          <Menu.Item onClick={() => setEditOpen(true)}>Change name, mobile number or code channel</Menu.Item>
          <Menu.Item
            onClick={() =>
              void runAction(
                async () => (await resetMfa({ variables: { accountId: account.id } })).data?.resetMfaToEmail,
                'Update failed',
                'Successful Update',
              )
            }
          >
            Send sign-in codes by e-mail
          </Menu.Item>
          <Menu.Item
            onClick={() =>
              void runAction(
                async () =>
                  (await sendReset({ variables: { username: account.username } })).data?.sendPasswordReset,
                'Reset email failed',
                'Successful Update',
              )
            }
          >
            Send password reset e-mail
          </Menu.Item>
          {account.accountType !== 'STUDENT' && (
            <Menu.Item
              color="red"
              onClick={() =>
                void runAction(
                  async () =>
                    (await unlink({ variables: { uuid, accountId: account.id } })).data?.unlinkAccount,
                  'Unlink account failed',
                  'Successful Update',
                )
              }
            >
              Unlink
            </Menu.Item>
          )}
          {isParent(account.accountType) && (
            <Menu.Item
              color="red"
              onClick={() =>
                void runAction(
                  async () =>
                    (await purge({ variables: { parentAccountId: account.id, studentId } })).data
                      ?.purgeParentAccount,
                  'Unlink account failed',
                  'Successful Update',
                )
              }
            >
              Purge parent account
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={password !== null}
        onClose={() => setPassword(null)}
        title={`Temporary password for ${name}`}
      >
        <Stack>
          <Text size="sm">
            Read it to the account holder now; it is not shown again. They choose a new one at sign-in.
          </Text>
          <Code fz="lg">{password}</Code>
          <Button onClick={() => setPassword(null)}>Done</Button>
        </Stack>
      </Modal>
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
