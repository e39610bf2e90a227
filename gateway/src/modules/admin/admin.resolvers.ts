import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';
import type { GatewayContext } from '../../context.js';

const schoolCode = async (ctx: GatewayContext) => (await ctx.auth.session()).schoolCode;

export const adminResolvers: Resolvers = {
  Query: {
    permissionMatrix: (_, __, ctx) => ctx.administration.permissionMatrix(),
    searchPermissions: (_, { text, schoolControlledOnly }, ctx) =>
      ctx.administration.searchPermissions(text, schoolControlledOnly),
    aidYearSettings: (_, __, ctx) => ctx.aidYearSettings.aidYearSettings(),
    holidays: (_, __, ctx) => ctx.administration.holidays(),
    schoolConfigItems: (_, __, ctx) => ctx.administration.configItems(),
    schoolConfigItem: (_, { name }, ctx) => ctx.administration.configItem(name),
    schoolAidYear: async (_, { aidYear }, ctx) =>
      ctx.aidYearSettings.aidYearSettingsOf(await schoolCode(ctx), aidYear),
    schoolAidYears: async (_, __, ctx) => ctx.aidYearSettings.aidYears(await schoolCode(ctx)),
    activePermissions: (_, __, ctx) => ctx.administration.activePermissions(),
    saigSchoolFolder: async (_, __, ctx) => ctx.saigMailbox.mailboxFolder(await schoolCode(ctx)),
    hiddenRoutes: (_, { host }, ctx) => ctx.administration.hiddenRoutes(host),
    saigMailboxSettings: async (_, __, ctx) => ctx.saigMailbox.mailboxSettings(await schoolCode(ctx)),
    saigMessages: (_, __, ctx) => ctx.saigMailbox.messages(),
    saigMessageContent: (_, { tgNumber, fileName }, ctx) =>
      ctx.saigMailbox.messageContent(tgNumber, fileName),
    ftpLog: async (_, __, ctx) => ctx.saigMailbox.ftpLog(await schoolCode(ctx)),
    schoolHistory: (_, { kind, from, to }, ctx) => ctx.schoolHistories.history(kind, from, to),
    administrativeActivity: (_, { from, to, action }, ctx) =>
      ctx.schoolHistories.administrativeActivity(from, to, action),
    studentActivity: (_, { from, to, action }, ctx) => ctx.schoolHistories.studentActivity(from, to, action),
    studentActivityPage: (_, { from, to, action, page, pageSize }, ctx) =>
      ctx.schoolHistories.studentActivityPage(from, to, action, page, pageSize),
    communicationLog: (_, { from, to }, ctx) => ctx.schoolHistories.communicationLog(from, to),
    masterUserProfiles: (_, { text }, ctx) => ctx.backoffice.profiles(text),
    masterUserProfileSchools: (_, { id }, ctx) => ctx.backoffice.profileSchools(id),
    masterUserProfileHistory: (_, __, ctx) => ctx.backoffice.profileHistory(),
    masterSchools: (_, { text }, ctx) => ctx.backoffice.schools(text),
    installationConfigItems: (_, __, ctx) => ctx.backoffice.configItems(),
    defaultHolidays: (_, __, ctx) => ctx.backoffice.defaultHolidays(),
    installationConfigItem: (_, { name, id }, ctx) => ctx.backoffice.configItem({ name, id }),
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
      asPayload(() => ctx.aidYearSettings.addAidYear(aidYear, settings ?? {})),
    updateAidYearSettings: (_, { id, settings }, ctx) =>
      asPayload(() => ctx.aidYearSettings.updateAidYear(id, settings)),
    rolloverAidYear: (_, { fromAidYear }, ctx) => asPayload(() => ctx.aidYearSettings.rollover(fromAidYear)),
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
    deleteHoliday: (_, { id }, ctx) =>
      asPayload(async () => {
        const { message, id: deletedId } = await ctx.administration.deleteHoliday(id);
        return { message, deletedId };
      }),
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
        const r = await ctx.saigMailbox.setTgNumber(tgNumber);
        return {
          message: r.message,
          settings: await ctx.saigMailbox.mailboxSettings(await schoolCode(ctx)),
        };
      }),
    createSaigSchoolFolder: (_, __, ctx) =>
      asPayload(async () => {
        const code = await schoolCode(ctx);
        const r = await ctx.saigMailbox.createFolder(code);
        return { message: r.message, settings: await ctx.saigMailbox.mailboxSettings(code) };
      }),
    setSaigPassword: (_, { oldPassword, newPassword }, ctx) =>
      asPayload(async () => {
        const code = await schoolCode(ctx);
        const r = await ctx.saigMailbox.setPassword(code, oldPassword, newPassword);
        return { message: r.message, settings: await ctx.saigMailbox.mailboxSettings(code) };
      }),
    pollSaigMailbox: async (_, __, ctx) => ({
      received: 0,
      ...(await asPayload(() => ctx.saigMailbox.pollMailbox())),
    }),
    importSaigMessage: (_, { id }, ctx) => asPayload(() => ctx.saigMailbox.importMessage(id)),
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
    updateMasterUserProfile: (_, { id, input }, ctx) =>
      asPayload(() => ctx.backoffice.updateProfile(id, input)),
    updateMasterSchool: (_, { id, input }, ctx) => asPayload(() => ctx.backoffice.updateSchool(id, input)),
    addDefaultHoliday: (_, { input }, ctx) => asPayload(() => ctx.backoffice.addDefaultHoliday(input)),
    updateDefaultHoliday: (_, { id, input }, ctx) =>
      asPayload(() => ctx.backoffice.updateDefaultHoliday(id, input)),
    deleteDefaultHoliday: (_, { id }, ctx) => asPayload(() => ctx.backoffice.deleteDefaultHoliday(id)),
    addMasterUserProfile: (_, { input }, ctx) =>
      asPayload(async () => ({
        message: 'Successful Add: a link to choose a password is on its way',
        profile: await ctx.backoffice.addProfile(input),
      })),
  },
};
