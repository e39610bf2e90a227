import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { MfaChannel, StudentAccountInput } from '../../../__generated__/graphql';
import { useStaffUpdateStudentAccountMutation } from '../graphql/studentRecords.generated';
import { runAction } from '../../alerts/outcome';

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
  const [firstName, setFirstName] = useState(account.firstName);
  const [lastName, setLastName] = useState(account.lastName);
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<string | null>(account.mfaOption ?? 'EMAIL');
  // The answer's account is a StudentAccountChange, not the list's LinkedAccount: the list is read again.
  const [update, state] = useStaffUpdateStudentAccountMutation({ refetchQueries: ['StudentLinkedAccounts'] });
  const save = async () => {
    const input: StudentAccountInput = {};
    if (firstName.trim() !== account.firstName) input.firstName = firstName.trim();
    if (lastName.trim() !== account.lastName) input.lastName = lastName.trim();
    if (phone.trim()) input.phone = phone.trim();
    if (channel && channel !== (account.mfaOption ?? 'EMAIL')) input.mfaOption = channel as MfaChannel;
    if (!Object.keys(input).length) return onClose();
    const ok = await runAction(
      async () => (await update({ variables: { id: account.id, input } })).data?.updateStudentAccount,
      'Update failed',
      'Successful Update',
    );
    if (ok) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Change ${account.firstName} ${account.lastName}`}>
      <Stack>
        <TextInput
          label="First name"
          value={firstName}
          onChange={(e) => setFirstName(e.currentTarget.value)}
        />
        <TextInput label="Last name" value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} />
        <TextInput
          label="New mobile number"
          description="Leave empty to keep the number on file; a new number must be confirmed by text"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <Select
          label="Sign-in codes by"
          data={[
            { value: 'EMAIL', label: 'E-mail' },
            { value: 'SMS', label: 'Text message' },
          ]}
          value={channel}
          onChange={setChannel}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={state.loading} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
