import { reportOutcome, runAction } from '../../alerts/outcome';
import {
  useStaffPurgeParentAccountMutation,
  useStaffResetMfaToEmailMutation,
  useStaffSendPasswordResetMutation,
  useStaffSetTemporaryPasswordMutation,
  useUnlinkAccountMutation,
} from '../graphql/account-links.generated';
import { reportSignInChangeError, type Account } from '../components/linkedAccounts';

/** The staff actions on one linked account, each with the spec's alerts. */
export function useAccountActions(uuid: string, studentId: number, account: Account) {
  // Unlinking or purging changes which accounts the list holds; an MFA reset answers only ok, so the list is read
  // again for the account's new code channel.
  const opts = { refetchQueries: ['StudentLinkedAccounts'] };
  const [unlink] = useUnlinkAccountMutation(opts);
  const [purge] = useStaffPurgeParentAccountMutation(opts);
  const [tempPassword] = useStaffSetTemporaryPasswordMutation();
  const [resetMfa] = useStaffResetMfaToEmailMutation(opts);
  const [sendReset] = useStaffSendPasswordResetMutation();
  return {
    /** Sets a temporary password and hands it to `show`, to be read to the account holder. */
    temporaryPassword: async (show: (password: string) => void) => {
      try {
        const r = (await tempPassword({ variables: { username: account.username } })).data
          ?.setTemporaryPassword;
        if (reportOutcome(r, 'Update failed') && r?.temporaryPassword) show(r.temporaryPassword);
      } catch (e) {
        reportSignInChangeError(e);
      }
    },
    resetMfa: () =>
      void runAction(
        async () => (await resetMfa({ variables: { accountId: account.id } })).data?.resetMfaToEmail,
        'Update failed',
        'Successful Update',
      ),
    sendReset: () =>
      void runAction(
        async () => (await sendReset({ variables: { username: account.username } })).data?.sendPasswordReset,
        'Reset email failed',
        'Successful Update',
      ),
    unlink: () =>
      void runAction(
        async () => (await unlink({ variables: { uuid, accountId: account.id } })).data?.unlinkAccount,
        'Unlink account failed',
        'Successful Update',
      ),
    purge: () =>
      void runAction(
        async () =>
          (await purge({ variables: { parentAccountId: account.id, studentId } })).data?.purgeParentAccount,
        'Unlink account failed',
        'Successful Update',
      ),
  };
}
