import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload, refused } from '../../platform/errors.js';

/** The creation token of a lookup is a credential the person holds: an expired one (401) is theirs to renew. */
const TOKEN = { credentials: true } as const;

export const accountResolvers: Resolvers = {
  Query: {
    identityAccount: (_, { username }, ctx) =>
      asPayload(async () => ({ account: await ctx.accounts.identityAccount(username) }), { lookup: true }),
    studentAccounts: (_, { ids }, ctx) => ctx.accounts.accounts(ids),
    accountSettings: (_, __, ctx) => ctx.accounts.settings(),
    linkedStudents: (_, __, ctx) => ctx.accounts.linkedStudents(),
    studentProfile: (_, { uuid, aidYear }, ctx) => ctx.accounts.profile(uuid, aidYear),
  },
  IdentityAccount: {
    students: (account, _, ctx) => ctx.accounts.studentsOf(account.id),
  },
  Mutation: {
    linkStudentAccount: (_, { studentId, accountId, accountType }, ctx) =>
      asPayload(
        async () => (
          await ctx.accounts.linkAccount(studentId, accountId, accountType),
          { message: 'Successful Add' }
        ),
        { failure: 'Linking failed' },
      ),
    lookupStudent: (_, { input }, ctx) =>
      asPayload(async () => ({ match: await ctx.accounts.lookup(input) }), { lookup: true }),
    createStudentAccount: (_, { input }, ctx) =>
      asPayload(async () => ({ account: await ctx.accounts.create(input) }), TOKEN),
    linkParentToStudent: (_, { creationToken, accountType }, ctx) =>
      asPayload(
        async () => ({ students: await ctx.accounts.linkParent(creationToken, accountType ?? 'PARENT') }),
        { ...TOKEN, failure: 'Linking failed' },
      ),
    sendPasswordReset: (_, { username, schoolCode, purl, locationHref, language }, ctx) =>
      asPayload(
        async () => (
          await ctx.accounts.sendReset(username, schoolCode, purl, locationHref, language),
          { message: 'If an account uses that e-mail, a reset link is on its way' }
        ),
        { failure: 'Reset email failed' },
      ),
    resetPassword: (_, { token, password, signInCodeChannel, mobileNumber }, ctx) =>
      asPayload(
        async () => (
          await ctx.accounts.resetPassword(token, password, signInCodeChannel, mobileNumber),
          { message: 'Your password is changed; sign in with it' }
        ),
        TOKEN,
      ),
    sendSmsConfirmation: (_, { phoneNumber }, ctx) =>
      asPayload(
        async () => (
          await ctx.accounts.sendSms(phoneNumber),
          { message: 'A code is on its way to your phone' }
        ),
        { failure: 'Something went wrong sending the confirmation' },
      ),
    verifySmsCode: (_, { code }, ctx) =>
      asPayload(async () => {
        const answer = await ctx.accounts.verifySms(code);
        // A wrong code comes back as `success: false` with the services' words; it belongs under the code field.
        if (!answer.success) throw refused(answer.message, 'code');
        return { message: answer.message };
      }),
    setMfaOption: (_, { option, accountId }, ctx) =>
      asPayload(
        async () => (await ctx.accounts.setMfaOption(option, accountId), { message: 'Successful Update' }),
        { failure: 'Update failed' },
      ),
    savePreferredLanguage: (_, { language }, ctx) =>
      asPayload(
        async () => {
          const saved = await ctx.accounts.savePreferredLanguage(language === 'ES' ? 'es' : 'en');
          return { preferredLanguage: saved.preferredLanguage === 'es' ? ('ES' as const) : ('EN' as const) };
        },
        { failure: 'The language could not be saved' },
      ),
    updateStudentProfile: (_, { uuid, aidYear, profile }, ctx) =>
      asPayload(async () => ({ profile: await ctx.accounts.updateProfile(uuid, aidYear, profile) }), {
        failure: 'Update failed',
      }),
    staffCreateAccount: (_, { input }, ctx) =>
      asPayload(async () => {
        const { message, uuid, username, taskListItemsCreated } =
          await ctx.accounts.staffCreateAccount(input);
        return { message, accountUuid: uuid, username, taskListItemsCreated };
      }),
    setTemporaryPassword: (_, { username, password }, ctx) =>
      asPayload(async () => ({
        temporaryPassword: (await ctx.accounts.temporaryPassword(username, password)).temporaryPassword,
      })),
    changeAccountEmail: (_, { accountId, currentUsername, newUsername }, ctx) =>
      asPayload(
        async () => (
          await ctx.accounts.changeEmail(accountId, currentUsername, newUsername),
          { message: 'Successful Update' }
        ),
        { failure: 'Update failed' },
      ),
    resetMfaToEmail: (_, { accountId }, ctx) =>
      asPayload(
        async () => (await ctx.accounts.resetMfaToEmail(accountId), { message: 'Successful Update' }),
        { failure: 'Update failed' },
      ),
    purgeParentAccount: (_, { parentAccountId, studentId }, ctx) =>
      asPayload(
        async () => (
          await ctx.accounts.purgeParent(parentAccountId, studentId),
          { message: 'Item was deleted' }
        ),
        { failure: 'Unlink account failed' },
      ),
  },
};
