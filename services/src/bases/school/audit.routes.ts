import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import {
  activitySearchSchema,
  administrativeActivity,
  administrativeActivityPage,
  administrativeActivityPageSchema,
  communicationLog,
  dateRangeParams,
  historyByDateRange,
  studentActivity,
  studentActivityPage,
  studentActivityPageSchema,
  type HISTORY_KINDS,
} from '../../domain/audit/reading.js';
import {
  administrativeActivitySearchAnswer,
  administrativeActivitySearchPageAnswer,
  communicationLogSearchAnswer,
  historyByDateRangeAnswer,
  studentActivitySearchAnswer,
  studentActivitySearchPageAnswer,
} from '../../domain/audit/audit.answers.js';

/** What a /SchoolAudit history route holds but its method and path, which each route writes out. */
function historyParts(ctx: AppContext, kind: keyof typeof HISTORY_KINDS, what: string) {
  return {
    access: { permission: 'SCHOOL_AUDIT_VIEW' },
    summary: `Changes to ${what} in the session's school between two of its days (both included, in its time zone)`,
    params: dateRangeParams,
    response: historyByDateRangeAnswer,
    handler: ({ params, caller }: { params: z.output<typeof dateRangeParams>; caller: Caller }) =>
      historyByDateRange(ctx.db, caller.schoolCode, kind, params.from, params.to),
  };
}

/** /SchoolAudit: the history of the school's settings by date range. */
export function schoolHistoryRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolHistory/getSchoolHistoryByDateRange/{from}/{to}',
      ...historyParts(ctx, 'school', 'the school and its mailbox settings'),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolConfigHistory/getSchoolConfigHistoryByDateRange/{from}/{to}',
      ...historyParts(ctx, 'schoolConfig', 'config items'),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolIsirRecordInfoHistory/getSchoolIsirRecordInfoHistoryByDateRange/{from}/{to}',
      ...historyParts(ctx, 'schoolIsirRecordInfo', 'aid-year settings and verification-group maps'),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'rolePermissionLinkHistory/getRolePermissionLinkHistoryByDateRange/{from}/{to}',
      ...historyParts(ctx, 'rolePermissionLink', 'role-permission links'),
    }),
  ];
}

/** /AdministrativeActivity and /StudentActivity. */
export function auditRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'AdministrativeActivity/search',
      access: { permission: 'ADMINISTRATIVE_ACTIVITY_VIEW' },
      summary:
        "What staff changed in the session's school between two of its days (both included, in its time zone)",
      body: activitySearchSchema,
      response: administrativeActivitySearchAnswer,
      handler: ({ body, caller }) => administrativeActivity(ctx.db, caller.schoolCode, body),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'AdministrativeActivity/searchPage',
      access: { permission: 'ADMINISTRATIVE_ACTIVITY_VIEW' },
      summary:
        "/AdministrativeActivity a page at a time (newest first, or after a cursor): every entry between two of the school's days, with the total",
      body: administrativeActivityPageSchema,
      response: administrativeActivitySearchPageAnswer,
      handler: ({ body, caller }) => administrativeActivityPage(ctx.db, caller.schoolCode, body),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'StudentActivity/search',
      access: { permission: 'STUDENT_ACTIVITY_VIEW' },
      summary:
        "What was done to, and who viewed, the session's school's students between two of its days (both included, in its time zone)",
      body: activitySearchSchema,
      response: studentActivitySearchAnswer,
      handler: ({ body, caller }) => studentActivity(ctx.db, caller.schoolCode, body),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'StudentActivity/searchPage',
      access: { permission: 'STUDENT_ACTIVITY_VIEW' },
      summary:
        "/StudentActivity a page at a time: what was done to, and who viewed, the school's students between two dates, with the total",
      body: studentActivityPageSchema,
      response: studentActivitySearchPageAnswer,
      handler: ({ body, caller }) => studentActivityPage(ctx.db, caller.schoolCode, body),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'CommunicationLog/search',
      access: { permission: 'COMMUNICATION_LOG_VIEW' },
      summary:
        "E-mails and texts sent to the session's school's students and parents between two dates (subjects, not bodies)",
      body: dateRangeParams.strict(),
      response: communicationLogSearchAnswer,
      handler: ({ body, caller }) => communicationLog(ctx.db, caller.schoolCode, body),
    }),
  ];
}
