import type { StudentStatus, VerifiedStatus } from '../../../__generated__/graphql';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { useViewer } from '../../session/authStore';
import type { SignaturesTabFragment } from '../components/SignaturesTab.generated';
import {
  type AssignStudentMutation,
  useAssignStudentMutation,
  useAssignVerificationGroupMutation,
  useChangeStudentStatusMutation,
  useLockIsirMutation,
  useReviewCompleteMutation,
  useVerifyAllMutation,
} from '../graphql/studentWorkspace.generated';

// Each answer carries the student it changed (status, group, assignee, signatures, lock; verify all also its task list
// items), which the cache writes by the student's id. What is read again are lists whose members change, and what the
// services derive from them.
const historyOnly = {
  // The student's history and activity gain a row with every action.
  refetchQueries: ['StudentHistories'],
};
const derivedState = {
  // The verification state's missing items and task list counts (lists, derived for an aid year) change too.
  refetchQueries: ['StudentVerification', 'StudentHistories'],
};
const reviewed = {
  // Review complete verifies the submitted items of an aid year the services choose when none is given: the task
  // lists are read again, with the verification state's missing items and counts.
  refetchQueries: ['StudentVerification', 'StudentMemoTaskList', 'StudentQuickView', 'StudentHistories'],
};

/** What the staff actions read of the student's signature status: status, group and ISIR lock. */
export type StaffActionStatus = Pick<
  SignaturesTabFragment,
  'status' | 'verificationGroup' | 'isirLocked' | 'isirLockedTransaction'
>;

/** The staff action a dialog asks for. */
export type StaffDialog = 'status' | 'group' | 'review' | 'lock' | 'assign' | null;

// The generated types leave __typename out; the cache needs it on an optimistic answer as on a real one.
const typename = <T extends string>(name: T) => ({ __typename: name });

/** The answer an assignment is expected to give, shown before the services answer (rolled back on a refusal). */
const assignedAnswer = (studentId: number, assignedTo: string | null): AssignStudentMutation => ({
  assignStudent: {
    ...typename('StudentActionResult'),
    ok: true,
    error: null,
    student: { ...typename('Student'), id: studentId, assignedTo },
  },
});

/**
 * The staff actions on one student, each with the spec's alert; `send` sends a dialog's one value. `assignTo` (assign
 * to me, remove the assignment) shows the new assignee at once.
 */
// Over 80 lines: one short entry per staff action (its mutation and its alert), read as a list.
export function useStaffActionMutations(uuid: string, studentId: number) {
  const { aidYear } = useAidYear();
  const viewer = useViewer();
  const [assign] = useAssignStudentMutation(historyOnly);
  const [changeStatus, s1] = useChangeStudentStatusMutation(derivedState);
  const [assignGroup, s2] = useAssignVerificationGroupMutation(derivedState);
  const [reviewComplete, s3] = useReviewCompleteMutation(reviewed);
  const [verifyAll, s4] = useVerifyAllMutation(derivedState);
  const [lockIsir, s5] = useLockIsirMutation(derivedState);
  const busy = s1.loading || s2.loading || s3.loading || s4.loading || s5.loading;
  // The assignee as the services name them (first and last name); staff id 0 removes the assignment.
  const assigneeName = (staffId: number) =>
    staffId === 0
      ? null
      : viewer && staffId === viewer.id
        ? `${viewer.firstName} ${viewer.lastName}`
        : undefined;
  const assignTo = (staffId: number) => {
    const name = assigneeName(staffId);
    return runAction(
      async () =>
        (
          await assign({
            variables: { uuid, staffId },
            optimisticResponse: name === undefined ? undefined : assignedAnswer(studentId, name),
          })
        ).data?.assignStudent,
      'Unable to assign student',
      'Successful Update',
    );
  };
  const verify = () =>
    aidYear &&
    void runAction(
      async () => (await verifyAll({ variables: { uuid, aidYear } })).data?.verifyAll,
      'Update failed',
      'Successful Update',
    );
  const send = async (
    dialog: StaffDialog,
    choice: string,
    server: Parameters<typeof runFormAction>[0],
  ): Promise<boolean> => {
    if (dialog === 'status')
      return runFormAction(
        server,
        async () =>
          (await changeStatus({ variables: { uuid, status: choice as StudentStatus } })).data
            ?.changeStudentStatus,
        'Status update failed',
        'Successful Update',
      );
    if (dialog === 'group')
      return runFormAction(
        server,
        async () => (await assignGroup({ variables: { uuid, group: choice } })).data?.assignVerificationGroup,
        'Update to Verification Group failed',
        'Successful Update',
      );
    if (dialog === 'review')
      return runFormAction(
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
    if (dialog === 'assign')
      return runFormAction(
        server,
        async () => (await assign({ variables: { uuid, staffId: Number(choice) } })).data?.assignStudent,
        'Unable to assign student',
        'Successful Update',
      );
    if (dialog === 'lock' && aidYear)
      return runFormAction(
        server,
        async () =>
          (await lockIsir({ variables: { uuid, aidYear, transaction: choice.trim() || null } })).data
            ?.lockIsir,
        'Update failed',
        'Successful Update',
      );
    return false;
  };
  return { aidYear, busy, assignTo, verify, send };
}
