import { Alert, Anchor, Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { PermissionGate } from '../../access/components/PermissionGate';
import { ForbiddenPage } from '../../errors/components/ForbiddenPage';
import { Link, useParams } from 'react-router';
import type { AccountType } from '../../../__generated__/graphql';
import { useAdminAccountCreationStudentQuery } from '../graphql/adminAccountCreation.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { type AccountCreationStudent, useStaffAccountCreation } from '../hooks/useStaffAccountCreation';

/** The route's {accountType}: a name or the spec's number (0 student, 1 parent, 3 other parent, 4 spouse). */
const ACCOUNT_TYPES: Record<string, { type: AccountType; label: string }> = {
  '0': { type: 'STUDENT', label: 'student' },
  student: { type: 'STUDENT', label: 'student' },
  '1': { type: 'PARENT', label: 'parent' },
  parent: { type: 'PARENT', label: 'parent' },
  '3': { type: 'OTHER_PARENT', label: 'other parent' },
  '4': { type: 'SPOUSE', label: 'spouse' },
};

/**
 * The form: e-mail, names and the language the person reads; the student's own names are filled in for a student
 * account.
 */
function AccountForm({
  uuid,
  type,
  student,
}: {
  /** The student's uuid, from the route. */
  uuid: string;
  /** The kind of account made, and its name on the button. */
  type: { type: AccountType; label: string };
  /** The student the account is for. */
  student: AccountCreationStudent;
}) {
  const { form, formError, submit, answer, loading } = useStaffAccountCreation(uuid, type.type, student);
  if (answer?.ok)
    return (
      <Stack>
        <Alert color="green" title="Account created">
          {answer.username} can now choose a password from the e-mail just sent;{' '}
          {answer.taskListItemsCreated ?? 0} task list items were added.
        </Alert>
        <Anchor component={Link} to={`/StudentView/${uuid}/linkedAccounts`}>
          Back to Linked Accounts
        </Anchor>
      </Stack>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={480}>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
        <TextInput label="First name" required {...form.getInputProps('firstName')} />
        <TextInput label="Last name" required {...form.getInputProps('lastName')} />
        <Radio.Group
          label="Language"
          description="The welcome e-mail, the link to choose a password and later messages are written in it"
          {...form.getInputProps('language')}
        >
          <Group mt="xs">
            <Radio value="EN" label="English" />
            <Radio value="ES" label="Spanish" />
          </Group>
        </Radio.Group>
        <Group>
          <Button type="submit" loading={loading}>
            Create {type.label} account
          </Button>
          <Anchor component={Link} to={`/StudentView/${uuid}/linkedAccounts`}>
            Cancel
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/** /adminAccountCreation/{uuid}/{accountType}: staff make a student or parent account for a student. */
function AdminAccountCreationPageScreen() {
  const { uuid = '', accountType = '' } = useParams();
  const type = ACCOUNT_TYPES[accountType.toLowerCase()];
  const { data, loading, error } = useAdminAccountCreationStudentQuery({ variables: { uuid }, skip: !type });
  if (!type)
    return (
      <Alert color="red" role="alert">
        '{accountType}' is not an account type: use student or parent.
      </Alert>
    );
  if (loading && !data) return <LoadingText />;
  if (error || !data?.student)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Student not found'}
      </Alert>
    );
  const s = data.student;
  return (
    <Stack gap="md">
      <Title order={1}>Create {type.label} account</Title>
      <Text>
        For {s.firstName} {s.lastName}. The account gets the student&apos;s task list, a welcome e-mail and a
        link to choose a password.
      </Text>
      <AccountForm uuid={uuid} type={type} student={s} />
    </Stack>
  );
}

/** {@link AdminAccountCreationPageScreen} for a role with STUDENT_EDIT; the 403 screen otherwise. */
export function AdminAccountCreationPage() {
  return (
    <PermissionGate permission="STUDENT_EDIT" fallback={<ForbiddenPage />}>
      <AdminAccountCreationPageScreen />
    </PermissionGate>
  );
}
