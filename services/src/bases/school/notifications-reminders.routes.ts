import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { DB_INT_MAX, defineRoute, type RouteDef } from '../../platform/route.js';
import {
  getReminderPlan,
  lastReminder,
  reminderMetrics,
  reminderPlanSchema,
  saveReminderPlan,
  sendRemindersNow,
} from '../../domain/notifications/reminders.js';
import {
  lastReminderAnswer,
  reminderMetricsAnswer,
  reminderPlanAnswer,
  savedReminderPlanAnswer,
  sendRemindersNowAnswer,
} from '../../domain/notifications/reminders.answers.js';

const aidYear = z.coerce.number().int().min(2000, 'is an aid year').max(2100, 'is an aid year');

/** Task-list reminders: the school's plan per aid year (beside /MessageTemplates), "send now", the student view, metrics. */
export function schoolReminderRoutes(ctx: AppContext): RouteDef[] {
  const TEMPLATES = { permission: 'MESSAGE_TEMPLATES_VIEW' } as const;
  const yearParam = z.object({ aidYear });
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'reminders/plan/{aidYear}',
      access: TEMPLATES,
      summary: "The aid year's reminder plan (saved: false shows the defaults of a plan not yet saved, off)",
      params: yearParam,
      response: reminderPlanAnswer,
      handler: ({ params, caller }) => getReminderPlan(ctx.db, caller, params.aidYear),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'reminders/plan/{aidYear}',
      access: TEMPLATES,
      summary: "Saves the aid year's reminder plan ('Successful Update')",
      params: yearParam,
      body: reminderPlanSchema,
      response: savedReminderPlanAnswer,
      handler: ({ params, body, caller }) => saveReminderPlan(ctx.db, caller, params.aidYear, body),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'reminders/sendNow/{aidYear}',
      access: TEMPLATES,
      summary: 'Runs the reminder plan now: queues reminders for every student due one (409 in quiet hours)',
      params: yearParam,
      response: sendRemindersNowAnswer,
      handler: ({ params, caller }) => sendRemindersNow(ctx, caller, params.aidYear),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'reminders/student/{id}/{aidYear}',
      access: { permission: 'STUDENT_VIEW' },
      summary: "The student's last reminder of the aid year: when, to whom, what it said",
      params: z.object({
        id: z.coerce.number().int().positive().max(DB_INT_MAX, 'is not an id'),
        aidYear,
      }),
      response: lastReminderAnswer,
      handler: ({ params, caller }) => lastReminder(ctx.db, caller, String(params.id), params.aidYear),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'reminders/metrics/{aidYear}',
      access: 'staff',
      summary: 'Reminders sent in the aid year, students reminded, and how many acted within 7 days of one',
      params: yearParam,
      response: reminderMetricsAnswer,
      handler: ({ params, caller }) => reminderMetrics(ctx.db, caller, params.aidYear),
    }),
  ];
}
