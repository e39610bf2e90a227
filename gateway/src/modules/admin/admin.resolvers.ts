import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';
import type { GatewayContext } from '../../context.js';

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
    studentActivityPage: (_, { from, to, action, page, pageSize }, ctx) =>
      ctx.administration.studentActivityPage(from, to, action, page, pageSize),
    communicationLog: (_, { from, to }, ctx) => ctx.administration.communicationLog(from, to),
    masterUserProfiles: (_, { text }, ctx) => ctx.backoffice.profiles(text),
    masterUserProfileSchools: (_, { id }, ctx) => ctx.backoffice.profileSchools(id),
    masterSchools: (_, { text }, ctx) => ctx.backoffice.schools(text),
    installationConfigItems: (_, __, ctx) => ctx.backoffice.configItems(),
  },
  Mutation: {
    addSchool: (_, { input }, ctx) =>
      asPayload(async () => {
        const r = await ctx.administration.addSchool(input);
        return { message: r.message, schoolCode: r.schoolCode };
      }),
    updateSchoolProfile: (_, { input }, ctx) =>
      asPayload(async () => {
        const current = await ctx.schools.school(await schoolCode(ctx));
        const r = await ctx.administration.updateProfile(current.id, input);
        return { message: r.message, school: await ctx.schools.freshSchool(current.schoolCode) };
      }),
    addAidYear: (_, { aidYear, settings }, ctx) =>
      asPayload(() => ctx.administration.addAidYear(aidYear, settings ?? {})),
    updateAidYearSettings: (_, { id, settings }, ctx) =>
      asPayload(() => ctx.administration.updateAidYear(id, settings)),
    rolloverAidYear: (_, { fromAidYear }, ctx) => asPayload(() => ctx.administration.rollover(fromAidYear)),
    grantPermissions: async (_, { links }, ctx) => ({
      changed: 0,
      ...(await asPayload(() => ctx.administration.grant(links))),
    }),
    revokePermissions: async (_, { links }, ctx) => ({
      changed: 0,
      ...(await asPayload(() => ctx.administration.revoke(links))),
    }),
    addHoliday: (_, { input }, ctx) =>
      asPayload(async () => {
        const { message, ...holiday } = await ctx.administration.addHoliday(input);
        return { message, holiday };
      }),
    updateHoliday: (_, { id, input }, ctx) =>
      asPayload(async () => {
        const { message, ...holiday } = await ctx.administration.updateHoliday(id, input);
        return { message, holiday };
      }),
    deleteHoliday: (_, { id }, ctx) => asPayload(() => ctx.administration.deleteHoliday(id)),
    copyDefaultHolidays: (_, { year }, ctx) => asPayload(() => ctx.administration.copyDefaultHolidays(year)),
    addSchoolConfigItem: (_, { name, value }, ctx) =>
      asPayload(async () => ({
        message: 'Successful Add',
        item: await ctx.administration.addConfigItem(name, value),
      })),
    updateSchoolConfigItem: (_, { id, value }, ctx) =>
      asPayload(async () => ({
        message: 'Successful Update',
        item: await ctx.administration.updateConfigItem(id, value),
      })),
    setSaigTgNumber: (_, { tgNumber }, ctx) =>
      asPayload(async () => {
        const r = await ctx.administration.setTgNumber(tgNumber);
        return {
          message: r.message,
          settings: await ctx.administration.mailboxSettings(await schoolCode(ctx)),
        };
      }),
    createSaigSchoolFolder: (_, __, ctx) =>
      asPayload(async () => {
        const code = await schoolCode(ctx);
        const r = await ctx.administration.createFolder(code);
        return { message: r.message, settings: await ctx.administration.mailboxSettings(code) };
      }),
    setSaigPassword: (_, { oldPassword, newPassword }, ctx) =>
      asPayload(async () => {
        const code = await schoolCode(ctx);
        const r = await ctx.administration.setPassword(code, oldPassword, newPassword);
        return { message: r.message, settings: await ctx.administration.mailboxSettings(code) };
      }),
    pollSaigMailbox: async (_, __, ctx) => ({
      received: 0,
      ...(await asPayload(() => ctx.administration.pollMailbox())),
    }),
    importSaigMessage: (_, { id }, ctx) => asPayload(() => ctx.administration.importMessage(id)),
    addInstallationConfigItem: (_, { name, value }, ctx) =>
      asPayload(async () => ({
        message: 'Successful Add',
        item: await ctx.backoffice.addConfigItem(name, value),
      })),
    updateInstallationConfigItem: (_, { id, value }, ctx) =>
      asPayload(async () => ({
        message: 'Successful Update',
        item: await ctx.backoffice.updateConfigItem(id, value),
      })),
    deleteMasterUserProfile: (_, { id }, ctx) => asPayload(() => ctx.backoffice.deleteProfile(id)),
    addMasterUserProfile: (_, { input }, ctx) =>
      asPayload(async () => ({
        message: 'Successful Add: a link to choose a password is on its way',
        profile: await ctx.backoffice.addProfile(input),
      })),
  },
};
