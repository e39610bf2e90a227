import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { userFixable } from '../../platform/errors.js';
import type { GatewayContext } from '../../context.js';

/** A mutation's user-fixable failure (bad input) becomes `{ ok: false, error }`; access and system failures stay errors. */
async function outcome<T extends object>(step: () => Promise<T>) {
  const r = await userFixable(step, new Set(['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND']));
  return r.ok ? { ok: true, error: null, ...r.value } : { ok: false, error: r.error };
}

const schoolCode = async (ctx: GatewayContext) => (await ctx.auth.session()).schoolCode;

export const adminResolvers: Resolvers = {
  Query: {
    permissionMatrix: (_, __, ctx) => ctx.administration.permissionMatrix(),
    searchPermissions: (_, { text, schoolControlledOnly }, ctx) =>
      ctx.administration.searchPermissions(text, schoolControlledOnly),
    aidYearSettings: (_, __, ctx) => ctx.administration.aidYearSettings(),
    holidays: (_, __, ctx) => ctx.administration.holidays(),
    schoolConfigItems: (_, __, ctx) => ctx.administration.configItems(),
    hiddenRoutes: (_, { host }, ctx) => ctx.administration.hiddenRoutes(host),
    saigMailboxSettings: async (_, __, ctx) => ctx.administration.mailboxSettings(await schoolCode(ctx)),
    saigMessages: (_, __, ctx) => ctx.administration.messages(),
    saigMessageContent: (_, { tgNumber, fileName }, ctx) =>
      ctx.administration.messageContent(tgNumber, fileName),
    ftpLog: async (_, __, ctx) => ctx.administration.ftpLog(await schoolCode(ctx)),
    schoolHistory: (_, { kind, from, to }, ctx) => ctx.administration.history(kind, from, to),
    administrativeActivity: (_, { from, to, action }, ctx) =>
      ctx.administration.administrativeActivity(from, to, action),
    studentActivity: (_, { from, to, action }, ctx) => ctx.administration.studentActivity(from, to, action),
    studentActivityPage: (_, { from, to, action, page, pageSize }, ctx) => ctx.administration.studentActivityPage(from, to, action, page, pageSize),
    communicationLog: (_, { from, to }, ctx) => ctx.administration.communicationLog(from, to),
    masterUserProfiles: (_, { text }, ctx) => ctx.backoffice.profiles(text),
    masterUserProfileSchools: (_, { id }, ctx) => ctx.backoffice.profileSchools(id),
    masterSchools: (_, { text }, ctx) => ctx.backoffice.schools(text),
    installationConfigItems: (_, __, ctx) => ctx.backoffice.configItems(),
  },
  Mutation: {
    addSchool: (_, { input }, ctx) =>
      outcome(async () => {
        const r = await ctx.administration.addSchool(input);
        return { message: r.message, schoolCode: r.schoolCode };
      }),
    updateSchoolProfile: (_, { input }, ctx) =>
      outcome(async () => {
        const current = await ctx.schools.school(await schoolCode(ctx));
        const r = await ctx.administration.updateProfile(current.id, input);
        return { message: r.message, school: await ctx.schools.freshSchool(current.schoolCode) };
      }),
    addAidYear: (_, { aidYear, settings }, ctx) =>
      outcome(() => ctx.administration.addAidYear(aidYear, settings ?? {})),
    updateAidYearSettings: (_, { id, settings }, ctx) =>
      outcome(() => ctx.administration.updateAidYear(id, settings)),
    rolloverAidYear: (_, { fromAidYear }, ctx) => outcome(() => ctx.administration.rollover(fromAidYear)),
    grantPermissions: async (_, { links }, ctx) => ({
      changed: 0,
      ...(await outcome(() => ctx.administration.grant(links))),
    }),
    revokePermissions: async (_, { links }, ctx) => ({
      changed: 0,
      ...(await outcome(() => ctx.administration.revoke(links))),
    }),
    addHoliday: (_, { input }, ctx) =>
      outcome(async () => {
        const { message, ...holiday } = await ctx.administration.addHoliday(input);
        return { message, holiday };
      }),
    updateHoliday: (_, { id, input }, ctx) =>
      outcome(async () => {
        const { message, ...holiday } = await ctx.administration.updateHoliday(id, input);
        return { message, holiday };
      }),
    deleteHoliday: (_, { id }, ctx) => outcome(() => ctx.administration.deleteHoliday(id)),
    copyDefaultHolidays: (_, { year }, ctx) => outcome(() => ctx.administration.copyDefaultHolidays(year)),
    addSchoolConfigItem: (_, { name, value }, ctx) =>
      outcome(async () => ({
        message: 'Successful Add',
        item: await ctx.administration.addConfigItem(name, value),
      })),
    updateSchoolConfigItem: (_, { id, value }, ctx) =>
      outcome(async () => ({
        message: 'Successful Update',
        item: await ctx.administration.updateConfigItem(id, value),
      })),
    setSaigTgNumber: (_, { tgNumber }, ctx) =>
      outcome(async () => {
        const r = await ctx.administration.setTgNumber(tgNumber);
        return {
          message: r.message,
          settings: await ctx.administration.mailboxSettings(await schoolCode(ctx)),
        };
      }),
    createSaigSchoolFolder: (_, __, ctx) =>
      outcome(async () => {
        const code = await schoolCode(ctx);
        const r = await ctx.administration.createFolder(code);
        return { message: r.message, settings: await ctx.administration.mailboxSettings(code) };
      }),
    setSaigPassword: (_, { oldPassword, newPassword }, ctx) =>
      outcome(async () => {
        const code = await schoolCode(ctx);
        const r = await ctx.administration.setPassword(code, oldPassword, newPassword);
        return { message: r.message, settings: await ctx.administration.mailboxSettings(code) };
      }),
    pollSaigMailbox: async (_, __, ctx) => {
      const r = await userFixable(() => ctx.administration.pollMailbox(), new Set(['CONFLICT']));
      return r.ok
        ? { ok: true, message: r.value.message, received: r.value.received }
        : { ok: false, error: r.error, received: 0 };
    },
    importSaigMessage: (_, { id }, ctx) => outcome(() => ctx.administration.importMessage(id)),
    addInstallationConfigItem: (_, { name, value }, ctx) =>
      outcome(async () => ({
        message: 'Successful Add',
        item: await ctx.backoffice.addConfigItem(name, value),
      })),
    updateInstallationConfigItem: (_, { id, value }, ctx) =>
      outcome(async () => ({
        message: 'Successful Update',
        item: await ctx.backoffice.updateConfigItem(id, value),
      })),
    deleteMasterUserProfile: (_, { id }, ctx) => outcome(() => ctx.backoffice.deleteProfile(id)),
  },
};
