import { Button, Group, Menu, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { StudentStatus, VerifiedStatus } from '../../../__generated__/graphql';
import {
  type SignatureStatusFieldsFragment,
  useAssignStudentMutation,
  useAssignVerificationGroupMutation,
  useChangeStudentStatusMutation,
  useLockIsirMutation,
  useReviewCompleteMutation,
  useVerifyAllMutation,
} from '../graphql/studentWorkspace.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { useViewer } from '../../session/authStore';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { StaffPicker } from './StaffPicker';
import { studentStatusLabel, verificationGroupLabel } from '../../../shared/labels';
import { STUDENT_STATE_QUERIES } from '../../../shared/studentState';

// A status, group, review, lock or assignment is derived into the workspace, the verification tab, the task list and
// the quick view (the answers carry the signature status only): they are read again.
const refetch = { refetchQueries: STUDENT_STATE_QUERIES };

const STATUSES: StudentStatus[] = [
  'SELECTED',
  'IN_PROGRESS',
  'REVIEW',
  'APPROVED',
  'APPROVED_WITH_CORRECTIONS',
  'APPROVED_WITH_CR',
];
const VERIFIED: { value: VerifiedStatus; label: string }[] = (
  ['APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'] as const
).map((value) => ({ value, label: studentStatusLabel(value) }));
const GROUPS = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'];

type Dialog = 'status' | 'group' | 'review' | 'lock' | 'assign' | null;
// Each dialog sends its one value under the argument's name; the form holds it as `choice`.
const CHOICE_ARGUMENTS = {
  status: 'choice',
  group: 'choice',
  staffId: 'choice',
  altVerifiedStatus: 'choice',
  transaction: 'choice',
};

/** The staff actions on one student; each reads the student page's derived state again so every tab shows it. */
export function StaffActions({
  uuid,
  status,
  assignedTo,
}: {
  uuid: string;
  status: SignatureStatusFieldsFragment;
  assignedTo?: string | null;
}) {
  const { aidYear } = useAidYear();
  const viewer = useViewer();
  const [assign] = useAssignStudentMutation(refetch);
  const [dialog, setDialog] = useState<Dialog>(null);
  const form = useForm({ mode: 'controlled', initialValues: { choice: '' } });
  const server = useServerErrors(form, CHOICE_ARGUMENTS);
  const choice = form.values.choice;
  const [changeStatus, s1] = useChangeStudentStatusMutation(refetch);
  const [assignGroup, s2] = useAssignVerificationGroupMutation(refetch);
  const [reviewComplete, s3] = useReviewCompleteMutation(refetch);
  const [verifyAll, s4] = useVerifyAllMutation(refetch);
  const [lockIsir, s5] = useLockIsirMutation(refetch);
  const busy = s1.loading || s2.loading || s3.loading || s4.loading || s5.loading;
  const open = (d: Dialog, initial: string | null) => {
    form.setValues({ choice: initial ?? '' });
    server.clear();
    setDialog(d);
  };
  const close = () => setDialog(null);

  const confirm = form.onSubmit(async ({ choice }) => {
    if (!choice && dialog !== 'lock') return;
    let done = false;
    if (dialog === 'status') {
      done = await runFormAction(
        server,
        async () =>
          (await changeStatus({ variables: { uuid, status: choice as StudentStatus } })).data
            ?.changeStudentStatus,
        'Status update failed',
        'Successful Update',
      );
    } else if (dialog === 'group') {
      done = await runFormAction(
        server,
        async () =>
          (await assignGroup({ variables: { uuid, group: choice! } })).data?.assignVerificationGroup,
        'Update to Verification Group failed',
        'Successful Update',
      );
    } else if (dialog === 'review') {
      done = await runFormAction(
        server,
        async () =>
          (
            await reviewComplete({
              variables: { uuid, altVerifiedStatus: choice as VerifiedStatus, aidYear },
            })
          ).data?.reviewComplete,
        'Update failed',
        'Review complete',
      );
    } else if (dialog === 'assign') {
      done = await runFormAction(
        server,
        async () => (await assign({ variables: { uuid, staffId: Number(choice) } })).data?.assignStudent,
        'Unable to assign student',
        'Successful Update',
      );
    } else if (dialog === 'lock' && aidYear) {
      done = await runFormAction(
        server,
        async () =>
          (await lockIsir({ variables: { uuid, aidYear, transaction: choice.trim() || null } })).data
            ?.lockIsir,
        'Update failed',
        'Successful Update',
      );
    }
    if (done) close();
  });

  return (
    <PermissionGate permission="STUDENT_EDIT">
      <Group gap="xs">
        <PermissionGate permission="REVIEW_COMPLETE">
          <Button
            onClick={() => open('review', 'APPROVED')}
            disabled={status.status !== 'REVIEW'}
            loading={busy && dialog === 'review'}
          >
            Review complete
          </Button>
        </PermissionGate>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default">Actions</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => open('status', status.status)}>Change status</Menu.Item>
            <Menu.Item onClick={() => open('group', status.verificationGroup ?? 'V1')}>
              Assign verification group
            </Menu.Item>
            <Menu.Item
              disabled={!aidYear}
              onClick={() =>
                aidYear &&
                void runAction(
                  async () => (await verifyAll({ variables: { uuid, aidYear } })).data?.verifyAll,
                  'Update failed',
                  'Successful Update',
                )
              }
            >
              Verify all task list items
            </Menu.Item>
            {viewer && (
              <Menu.Item
                onClick={() =>
                  void runAction(
                    async () =>
                      (await assign({ variables: { uuid, staffId: viewer.id } })).data?.assignStudent,
                    'Unable to assign student',
                    'Successful Update',
                  )
                }
              >
                Assign to me
              </Menu.Item>
            )}
            <Menu.Item onClick={() => open('assign', null)}>Assign to a staff member</Menu.Item>
            {assignedTo && (
              <Menu.Item
                onClick={() =>
                  void runAction(
                    async () => (await assign({ variables: { uuid, staffId: 0 } })).data?.assignStudent,
                    'Unable to assign student',
                    'Successful Update',
                  )
                }
              >
                Remove assignment ({assignedTo})
              </Menu.Item>
            )}
            <Menu.Item onClick={() => open('lock', status.isirLocked ? '' : '1')}>
              {status.isirLocked ? 'Unlock ISIR' : 'Lock ISIR'}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={
          dialog === 'assign'
            ? 'Assign to a staff member'
            : dialog === 'review'
              ? 'Review complete'
              : dialog === 'lock'
                ? 'ISIR lock'
                : dialog === 'group'
                  ? 'Verification group'
                  : 'Student status'
        }
      >
        <form onSubmit={confirm} noValidate>
          <Stack>
            {dialog === 'status' && (
              <Select
                label="New status"
                data={STATUSES.map((s) => ({ value: s, label: studentStatusLabel(s) }))}
                {...form.getInputProps('choice')}
                allowDeselect={false}
              />
            )}
            {dialog === 'assign' && (
              <StaffPicker
                value={choice || null}
                onChange={(v) => form.setFieldValue('choice', v ?? '')}
                error={form.errors.choice}
              />
            )}
            {dialog === 'group' && (
              <Select
                label="Verification group"
                data={GROUPS.map((g) => ({ value: g, label: verificationGroupLabel(g) }))}
                {...form.getInputProps('choice')}
                allowDeselect={false}
              />
            )}
            {dialog === 'review' && (
              <>
                <Text size="sm">
                  Submitted task list items become verified. The student must have signed and have no open
                  items.
                </Text>
                <Select
                  label="Verified status"
                  data={VERIFIED}
                  {...form.getInputProps('choice')}
                  allowDeselect={false}
                />
              </>
            )}
            {dialog === 'lock' && (
              <TextInput
                label="ISIR transaction number"
                description={
                  status.isirLocked
                    ? `Locked at transaction ${status.isirLockedTransaction}; leave empty to unlock`
                    : 'The transaction to keep'
                }
                {...form.getInputProps('choice')}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                {dialog === 'review' ? 'Mark review complete' : 'Save'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </PermissionGate>
  );
}
