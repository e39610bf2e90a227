import type { StudentStatus, VerifiedStatus } from '../../../__generated__/graphql';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { STUDENT_STATE_QUERIES } from '../../../shared/studentState';
import {
  useAssignStudentMutation,
  useAssignVerificationGroupMutation,
  useChangeStudentStatusMutation,
  useLockIsirMutation,
  useReviewCompleteMutation,
  useVerifyAllMutation,
} from '../graphql/studentWorkspace.generated';

// A status, group, review, lock or assignment is derived into the workspace, the verification tab, the task list and
// the quick view (the answers carry the signature status only): they are read again.
const refetch = { refetchQueries: STUDENT_STATE_QUERIES };

/** The staff action a dialog asks for. */
export type StaffDialog = 'status' | 'group' | 'review' | 'lock' | 'assign' | null;

/** The staff actions on one student, each with the spec's alert; `send` sends a dialog's one value. */
export function useStaffActionMutations(uuid: string) {
  const { aidYear } = useAidYear();
  const [assign] = useAssignStudentMutation(refetch);
  const [changeStatus, s1] = useChangeStudentStatusMutation(refetch);
  const [assignGroup, s2] = useAssignVerificationGroupMutation(refetch);
  const [reviewComplete, s3] = useReviewCompleteMutation(refetch);
  const [verifyAll, s4] = useVerifyAllMutation(refetch);
  const [lockIsir, s5] = useLockIsirMutation(refetch);
  const busy = s1.loading || s2.loading || s3.loading || s4.loading || s5.loading;
  const assignTo = (staffId: number) =>
    runAction(
      async () => (await assign({ variables: { uuid, staffId } })).data?.assignStudent,
      'Unable to assign student',
      'Successful Update',
    );
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
