import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { currentNotifications } from '../../domain/notifications/notifications.js';
import { currentNotificationsAnswer } from '../../domain/notifications/answers.js';

/** What a signed-in person is told now (the banner): their school's and the installation's current announcements. */
export function mainNotificationRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'Notification/search',
      access: 'signedIn',
      summary:
        "Current announcements for the caller's school and kind of user (staff or students and parents)",
      body: z.object({}).strict().optional(),
      response: currentNotificationsAnswer,
      handler: ({ caller }) => currentNotifications(ctx.db, caller),
    }),
  ];
}
