import { z } from 'zod';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** A message template: the installation's default text, or the school's own wording of it. */
export const messageTemplateAnswer = z.object({
  id: z.number(),
  defaultId: z.number(),
  schoolCode: z.string().nullable(),
  code: z.string(),
  channel: z.enum(['EMAIL', 'SMS']),
  /** The language of this wording (issue 26): each message exists in English and Spanish. */
  language: z.enum(['en', 'es']),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  isSchoolOverride: z.boolean(),
  placeholders: z.array(z.string()),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

/** GET /school-api/NotificationTemplate */
export const getNotificationTemplateAnswer = z.array(messageTemplateAnswer);

/** DELETE /school-api/NotificationTemplate/{id} */
export const notificationTemplateAnswer = z.object({ message: z.string(), ...messageTemplateAnswer.shape });

/** GET /school-api/report/getAverageReviewToVerifiedTime/{x} */
export const reportGetAverageReviewToVerifiedTimeAnswer = z.object({
  aidYear: z.number(),
  students: z.number(),
  averageSeconds: z.number().nullable(),
  averageDays: z.number().nullable(),
});

/** GET /school-api/report/getStatusCountsOverTime/{x} */
export const reportGetStatusCountsOverTimeAnswer = z.array(
  z.object({
    at: z.string(),
    counts: z.array(
      z.object({
        status: z.string(),
        count: z.number(),
      }),
    ),
  }),
);
