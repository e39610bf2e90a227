import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

/** Splits the services' answer `{ ...record, message }` into the record and the success message. */
const saved = <T extends { message: string }, K extends string>(key: K, answer: T) => {
  const { message, ...record } = answer;
  return { message, [key]: record } as { message: string } & Record<K, Omit<T, 'message'>>;
};

export const backofficeResolvers: Resolvers = {
  Query: {
    titleIvStates: (_, __, ctx) => ctx.reference.states(),
    titleIvCities: (_, { stateAbbreviation }, ctx) => ctx.reference.cities(stateAbbreviation),
    titleIvSchools: (_, { stateAbbreviation, city }, ctx) => ctx.reference.schools(stateAbbreviation, city),
    titleIvSchoolListSource: (_, __, ctx) => ctx.reference.schoolListSource(),
    basAmounts: (_, __, ctx) => ctx.reference.basAmounts(),
    povertyLevels: (_, { aidYear }, ctx) => ctx.poverty.byAidYear(aidYear),
    averageSignupToVerified: (_, { aidYear }, ctx) => ctx.schoolMessages.signupToVerified(aidYear),
    averageReviewToVerified: (_, { aidYear }, ctx) => ctx.schoolMessages.reviewToVerified(aidYear),
    statusCountsOverTime: (_, { aidYear }, ctx) => ctx.schoolMessages.statusTrend(aidYear),
    notifications: (_, { text, activeOnly }, ctx) => ctx.reference.notifications(text, activeOnly),
    currentNotifications: (_, __, ctx) => ctx.currentNotifications.current(),
    messageTemplates: (_, __, ctx) => ctx.schoolMessages.templates(),
    installationMessageTemplates: (_, __, ctx) => ctx.reference.templates(),
    isirRecordLayouts: (_, __, ctx) => ctx.reference.isirLayouts(),
    isirRecordLayout: (_, { id }, ctx) => ctx.reference.isirLayout(id),
    allIsirEnumCodes: (_, __, ctx) => ctx.reference.allIsirEnumCodes(),
    isirEnumCodes: (_, { aidYear, name }, ctx) => ctx.reference.isirEnumCodes(aidYear, name),
  },
  Mutation: {
    addNotification: (_, { input }, ctx) =>
      asPayload(async () => saved('notification', await ctx.reference.addNotification(input))),
    updateNotification: (_, { id, input }, ctx) =>
      asPayload(async () => saved('notification', await ctx.reference.updateNotification(id, input))),
    saveMessageTemplate: (_, { defaultId, subject, body }, ctx) =>
      asPayload(async () => saved('template', await ctx.schoolMessages.save(defaultId, subject, body))),
    resetMessageTemplate: (_, { defaultId }, ctx) =>
      asPayload(async () => saved('template', await ctx.schoolMessages.reset(defaultId))),
    saveInstallationMessageTemplate: (_, { defaultId, subject, body }, ctx) =>
      asPayload(async () => saved('template', await ctx.reference.saveTemplate(defaultId, subject, body))),
  },
};
