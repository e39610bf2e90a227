import { z } from 'zod';

// What the main base's notification route answers, as it travels (JSON): the contract of /openapi.json.

/** POST /api/Notification/search: the announcements shown now to the caller (the banner). */
export const currentNotificationsAnswer = z.array(
  z.object({
    id: z.number(),
    title: z.string(),
    body: z.string(),
    severity: z.enum(['INFO', 'WARNING']),
    startDate: z.string().describe('YYYY-MM-DD'),
    endDate: z.string().nullable().describe('YYYY-MM-DD; null: until withdrawn'),
  }),
);
