import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  listTemplates,
  resetSchoolTemplate,
  saveSchoolTemplate,
  templateTextSchema,
} from '../../domain/notifications/templates.js';
import { averageReviewToVerified, averageSignupToVerified } from '../../domain/reports/verification-times.js';
import { statusTrend } from '../../domain/reports/status-trend.js';
import {
  getNotificationTemplateAnswer,
  notificationTemplateAnswer,
  reportGetAverageReviewToVerifiedTimeAnswer,
  reportGetStatusCountsOverTimeAnswer,
} from '../../domain/notifications/messages.answers.js';

/** /MessageTemplates (the school's wording of the messages the product sends) and the verification-time metrics. */
export function schoolMessageRoutes(ctx: AppContext): RouteDef[] {
  const TEMPLATES = { permission: 'MESSAGE_TEMPLATES_VIEW' } as const;
  const aidYear = z.object({
    x: z.coerce.number().int().min(2000, 'is an aid year').max(2100, 'is an aid year'),
  });
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'NotificationTemplate',
      access: TEMPLATES,
      summary: "The messages the product sends, in the school's wording where it has one",
      response: getNotificationTemplateAnswer,
      handler: ({ caller }) => listTemplates(ctx.db, caller.schoolCode),
    }),
    defineRoute({
      base: 'school',
      method: 'PATCH',
      path: 'NotificationTemplate/{id}',
      access: TEMPLATES,
      summary:
        "The school's own subject and body for a message (id: the installation's template) ('Successful Update')",
      params: idParam,
      body: templateTextSchema,
      response: notificationTemplateAnswer,
      handler: ({ params, body, caller }) => saveSchoolTemplate(ctx.db, caller, params.id, body),
    }),
    defineRoute({
      base: 'school',
      method: 'DELETE',
      path: 'NotificationTemplate/{id}',
      access: TEMPLATES,
      summary: "Back to the installation's wording of a message",
      params: idParam,
      response: notificationTemplateAnswer,
      handler: ({ params, caller }) => resetSchoolTemplate(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'report/getAverageSignupToVerifiedTime/{x}/',
      access: 'staff',
      summary: "Average time from a student's account creation to verification, for the aid year's students",
      params: aidYear,
      response: reportGetAverageReviewToVerifiedTimeAnswer,
      handler: ({ params, caller }) => averageSignupToVerified(ctx.db, caller.schoolCode, params.x),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'report/getAverageReviewToVerifiedTime/{x}',
      access: 'staff',
      summary: 'Average time from a student entering review to verification, for the aid year',
      params: aidYear,
      response: reportGetAverageReviewToVerifiedTimeAnswer,
      handler: ({ params, caller }) => averageReviewToVerified(ctx.db, caller.schoolCode, params.x),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'report/getStatusCountsOverTime/{x}',
      access: 'staff',
      summary:
        "The aid year's students by verification status at the end of each of the last 26 weeks (the last point is now), from the status history",
      params: aidYear,
      response: reportGetStatusCountsOverTimeAnswer,
      handler: ({ params, caller }) => statusTrend(ctx.db, caller.schoolCode, params.x),
    }),
  ];
}
