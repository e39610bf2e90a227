import { z } from 'zod';

// What the reminder routes answer, as the answers travel (JSON): the contract of /openapi.json.

/** GET /school-api/reminders/plan/{aidYear} */
export const reminderPlanAnswer = z.object({
  saved: z.boolean(),
  schoolCode: z.string(),
  aidYear: z.number(),
  enabled: z.boolean(),
  itemStatuses: z.array(z.string()),
  signatureMissing: z.boolean(),
  firstAfterDays: z.number(),
  everyDays: z.number(),
  maxReminders: z.number(),
  quietStart: z.string(),
  quietEnd: z.string(),
  timeZone: z.string(),
  sendEmail: z.boolean(),
  sendSms: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

/** POST /school-api/reminders/plan/{aidYear} */
export const savedReminderPlanAnswer = z.object({ message: z.string(), ...reminderPlanAnswer.shape });

/** POST /school-api/reminders/sendNow/{aidYear} */
export const sendRemindersNowAnswer = z.object({
  message: z.string(),
  students: z.number(),
  messages: z.number(),
});

/** GET /school-api/reminders/student/{id}/{aidYear} */
export const lastReminderAnswer = z.object({
  studentID: z.number(),
  aidYear: z.number(),
  sentAt: z.string().nullable(),
  rounds: z.number(),
  startedBy: z.string().nullable(),
  messages: z.array(
    z.object({
      channel: z.enum(['EMAIL', 'SMS']),
      recipient: z.string(),
      subject: z.string(),
      body: z.string(),
      openItems: z.array(z.string()),
    }),
  ),
});

/** GET /school-api/reminders/metrics/{aidYear} */
export const reminderMetricsAnswer = z.object({
  aidYear: z.number(),
  remindersSent: z.number(),
  studentsReminded: z.number(),
  actedWithin7Days: z.number(),
  actedShare: z.number().nullable(),
});

/** POST /api/messages/unsubscribe */
export const unsubscribeAnswer = z.object({ message: z.string(), email: z.string() });

/** POST /api/messages/sms/inbound */
export const inboundSmsAnswer = z.object({ action: z.enum(['OPTED_OUT', 'OPTED_IN', 'IGNORED']) });
