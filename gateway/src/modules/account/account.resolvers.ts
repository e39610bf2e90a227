import type { ActionResult, Resolvers } from '../../__generated__/resolvers-types.js';
import { userFixable } from '../../platform/errors.js';

/** Failures the person at the form fixes: a wrong value, an expired link, a taken e-mail, too many tries. */
const FIXABLE = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'CONFLICT', 'NOT_FOUND']);

async function action(step: () => Promise<unknown>, message: string, failure?: string): Promise<ActionResult> {
  const outcome = await userFixable(step, FIXABLE);
  if (outcome.ok) return { ok: true, message };
  return { ok: false, error: failure ? { ...outcome.error, message: `${failure}: ${outcome.error.message}` } : outcome.error };
}

export const accountResolvers: Resolvers = {
  Query: {
    identityAccount: async (_, { username }, ctx) => {
      const outcome = await userFixable(() => ctx.accounts.identityAccount(username), FIXABLE);
      return outcome.ok ? { ok: true, account: outcome.value } : outcome;
    },
    studentAccounts: (_, { ids }, ctx) => ctx.accounts.accounts(ids),
    accountSettings: (_, __, ctx) => ctx.accounts.settings(),
    studentProfile: (_, { uuid, aidYear }, ctx) => ctx.accounts.profile(uuid, aidYear),
  },
  IdentityAccount: {
    students: (account, _, ctx) => ctx.accounts.studentsOf(account.id),
  },
  Mutation: {
    linkStudentAccount: (_, { studentId, accountId, accountType }, ctx) =>
      action(() => ctx.accounts.linkAccount(studentId, accountId, accountType), 'Successful Add', 'Linking failed'),
    lookupStudent: async (_, { input }, ctx) => {
      const outcome = await userFixable(() => ctx.accounts.lookup(input), FIXABLE);
      return outcome.ok ? { ok: true, match: outcome.value } : outcome;
    },
    createStudentAccount: async (_, { input }, ctx) => {
      const outcome = await userFixable(() => ctx.accounts.create(input), FIXABLE);
      return outcome.ok ? { ok: true, account: outcome.value } : outcome;
    },
    linkParentToStudent: async (_, { creationToken, accountType }, ctx) => {
      const outcome = await userFixable(() => ctx.accounts.linkParent(creationToken, accountType ?? 'PARENT'), FIXABLE);
      return outcome.ok ? { ok: true, students: outcome.value } : { ok: false, error: { ...outcome.error, message: `Linking failed: ${outcome.error.message}` } };
    },
    sendPasswordReset: (_, { username, schoolCode, purl, locationHref }, ctx) =>
      action(() => ctx.accounts.sendReset(username, schoolCode, purl, locationHref), 'If an account uses that e-mail, a reset link is on its way', 'Reset email failed'),
    resetPassword: (_, { token, password }, ctx) => action(() => ctx.accounts.resetPassword(token, password), 'Your password is changed; sign in with it'),
    sendSmsConfirmation: (_, { phoneNumber }, ctx) => action(() => ctx.accounts.sendSms(phoneNumber), 'A code is on its way to your phone', 'Something went wrong sending the confirmation'),
    verifySmsCode: async (_, { code }, ctx) => {
      const outcome = await userFixable(() => ctx.accounts.verifySms(code), FIXABLE);
      if (!outcome.ok) return outcome;
      return outcome.value.success ? { ok: true, message: outcome.value.message } : { ok: false, error: { message: outcome.value.message, inputErrors: [{ path: 'code', message: outcome.value.message }] } };
    },
    setMfaOption: (_, { option, accountId }, ctx) => action(() => ctx.accounts.setMfaOption(option, accountId), 'Successful Update', 'Update failed'),
    updateStudentProfile: async (_, { uuid, aidYear, profile }, ctx) => {
      const outcome = await userFixable(() => ctx.accounts.updateProfile(uuid, aidYear, profile), FIXABLE);
      return outcome.ok ? { ok: true, profile: outcome.value } : { ok: false, error: { ...outcome.error, message: `Update failed: ${outcome.error.message}` } };
    },
    staffCreateAccount: async (_, { input }, ctx) => {
      const outcome = await userFixable(() => ctx.accounts.staffCreateAccount(input), FIXABLE);
      return outcome.ok
        ? { ok: true, message: outcome.value.message, accountUuid: outcome.value.uuid, username: outcome.value.username, taskListItemsCreated: outcome.value.taskListItemsCreated }
        : { ok: false, error: outcome.error };
    },
    setTemporaryPassword: async (_, { username, password }, ctx) => {
      const outcome = await userFixable(() => ctx.accounts.temporaryPassword(username, password), FIXABLE);
      return outcome.ok ? { ok: true, temporaryPassword: outcome.value.temporaryPassword } : outcome;
    },
    changeAccountEmail: (_, { accountId, currentUsername, newUsername }, ctx) =>
      action(() => ctx.accounts.changeEmail(accountId, currentUsername, newUsername), 'Successful Update', 'Update failed'),
    resetMfaToEmail: (_, { accountId }, ctx) => action(() => ctx.accounts.resetMfaToEmail(accountId), 'Successful Update', 'Update failed'),
    purgeParentAccount: (_, { parentAccountId, studentId }, ctx) =>
      action(() => ctx.accounts.purgeParent(parentAccountId, studentId), 'Item was deleted', 'Unlink account failed'),
  },
};
