import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

/** Task-list reminders: the plan on /MessageTemplates, "send now", the student view, /Metrics. */
export const reminderResolvers: Resolvers = {
  Query: {
    reminderPlan: (_, { aidYear }, ctx) => ctx.reminders.plan(aidYear),
    lastReminder: (_, { studentId, aidYear }, ctx) => ctx.reminders.last(studentId, aidYear),
    reminderMetrics: (_, { aidYear }, ctx) => ctx.reminders.metrics(aidYear),
  },
  Mutation: {
    saveReminderPlan: (_, { aidYear, input }, ctx) =>
      asPayload(async () => {
        const { message, ...plan } = await ctx.reminders.savePlan(aidYear, input);
        return { message, plan };
      }),
    sendRemindersNow: (_, { aidYear }, ctx) => asPayload(() => ctx.reminders.sendNow(aidYear)),
  },
};
