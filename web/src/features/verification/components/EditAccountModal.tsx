import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MfaChannel, StudentAccountInput } from '../../../__generated__/graphql';
import { useStaffUpdateStudentAccountMutation } from '../graphql/account-links.generated';
import { runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

/** Staff correct a linked account's name, mobile number and where its sign-in codes go; only changed fields are sent. */
export function EditAccountModal({
  account,
  opened,
  onClose,
}: {
  /** The account as listed. */
  account: { id: number; firstName: string; lastName: string; mfaOption?: string | null };
  /** Whether the dialog shows. */
  opened: boolean;
  /** Closes the dialog. */
  onClose: () => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      phone: '',
      mfaOption: account.mfaOption ?? 'EMAIL',
    },
  });
  const server = useServerErrors(form);
  // The answer's account is a StudentAccountChange, not the list's LinkedAccount: the list is read again.
  const [update, state] = useStaffUpdateStudentAccountMutation({ refetchQueries: ['StudentLinkedAccounts'] });
  const save = form.onSubmit(async ({ firstName, lastName, phone, mfaOption }) => {
    const input: StudentAccountInput = {};
    if (firstName.trim() !== account.firstName) input.firstName = firstName.trim();
    if (lastName.trim() !== account.lastName) input.lastName = lastName.trim();
    if (phone.trim()) input.phone = phone.trim();
    if (mfaOption !== (account.mfaOption ?? 'EMAIL')) input.mfaOption = mfaOption as MfaChannel;
    if (!Object.keys(input).length) return onClose();
    const ok = await runFormAction(
      server,
      async () => (await update({ variables: { id: account.id, input } })).data?.updateStudentAccount,
      'Update failed',
      'Successful Update',
    );
    if (ok) onClose();
  });
  return (
    <Modal opened={opened} onClose={onClose} title={`Change ${account.firstName} ${account.lastName}`}>
      <form onSubmit={save} noValidate>
        <Stack>
          <TextInput label="First name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" {...form.getInputProps('lastName')} />
          <TextInput
            label="New mobile number"
            description="Leave empty to keep the number on file; a new number must be confirmed by text"
            {...form.getInputProps('phone')}
          />
          <Select
            label="Sign-in codes by"
            data={[
              { value: 'EMAIL', label: 'E-mail' },
              { value: 'SMS', label: 'Text message' },
            ]}
            {...form.getInputProps('mfaOption')}
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={state.loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
