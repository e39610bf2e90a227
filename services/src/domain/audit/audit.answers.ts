import { z } from 'zod';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** POST /school-api/AdministrativeActivity/search */
export const administrativeActivitySearchAnswer = z.array(
  z.object({
    id: z.string(),
    actor: z.string().nullable(),
    role: z.string().nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    details: z.string(),
    at: z.string(),
  }),
);

/** POST /school-api/StudentActivity/search */
export const studentActivitySearchAnswer = z.array(
  z.object({
    id: z.string(),
    actor: z.string().nullable(),
    role: z.string().nullable(),
    action: z.string(),
    studentID: z.number(),
    studentName: z.string(),
    at: z.string(),
  }),
);

/** POST /school-api/StudentActivity/searchPage */
export const studentActivitySearchPageAnswer = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  rows: studentActivitySearchAnswer,
  /** The cursor of the page's last entry, for the next page's after (null on an empty page). */
  endCursor: z.string().nullable(),
  /** Whether entries follow this page. */
  hasNextPage: z.boolean(),
});

/** POST /school-api/AdministrativeActivity/searchPage */
export const administrativeActivitySearchPageAnswer = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  rows: administrativeActivitySearchAnswer,
  /** The cursor of the page's last entry, for the next page's after (null on an empty page). */
  endCursor: z.string().nullable(),
  /** Whether entries follow this page. */
  hasNextPage: z.boolean(),
});

/** POST /school-api/CommunicationLog/search */
export const communicationLogSearchAnswer = z.array(
  z.object({
    id: z.string(),
    channel: z.string(),
    recipient: z.string(),
    recipientName: z.string(),
    subject: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    /** QUEUED (waiting or to be retried), SENDING, SENT (handed over), DELIVERED (the provider confirmed), FAILED. */
    status: z.enum(['QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED']),
    attempts: z.number(),
    /** The server's or provider's words for the last failure (also on a message waiting for a retry). */
    failureReason: z.string().nullable(),
    failedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  }),
);

/** GET /school-api/<kind>History/get<Kind>HistoryByDateRange/{from}/{to}: changes of one kind of record, newest first */
export const historyByDateRangeAnswer = z.array(
  z.object({
    id: z.number(),
    entityType: z.string(),
    entityId: z.string(),
    field: z.string(),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    changedBy: z.string().nullable(),
    changedAt: z.string(),
  }),
);
