import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { conflict } from '../../platform/errors.js';
import { defineRoute, uuidSchema, FILE_ANSWER, type RouteDef } from '../../platform/route.js';
import { authorize, countRows, MAX_PAGE_SIZE, reportPage } from '../../domain/reports/engine.js';
import { reportMap } from '../../domain/reports/definitions.js';
import {
  CONTENT_TYPES,
  DIRECT_EXPORT_MAX_ROWS,
  fileNameOf,
  listExports,
  recordReportExport,
  openExport,
  registerReportJobs,
  startExport,
  writeReport,
} from '../../domain/reports/exports.js';
import {
  flagStudent,
  queueSuperBinders,
  registerSuperBinderJob,
  selectForVerification,
  studentFlags,
  unflagStudent,
} from '../../domain/reports/student-flags.js';
import {
  reportDefinitionsAnswer,
  reportExportAnswer,
  reportExportsAnswer,
  reportInstitutionalSelectionAnswer,
  reportSearchAnswer,
  reportSuperBinderReportCreateBindersAnswer,
} from '../../domain/reports/reports.answers.js';

const aidYear = z.coerce.number().int().min(2000, 'is an aid year').max(2100, 'is an aid year');
const filters = z.record(z.string().max(60), z.string().max(200).nullable()).default({});
const request = z.object({
  aidYear,
  filters,
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE, `is at most ${MAX_PAGE_SIZE}`).default(50),
  sort: z.string().max(60).nullish(),
  descending: z.boolean().nullish(),
});
const format = z.enum(['csv', 'xlsx'], { message: 'is csv or xlsx' });
const nameParam = z.object({ name: z.string().regex(/^[A-Za-z]{1,60}$/, 'is a report name') });
const studentKey = z.string().max(40);

/** The reports (REPORTS menu): one generic search and export per report name, plus the actions some reports offer. */
export function reportRoutes(ctx: AppContext): RouteDef[] {
  const reports = reportMap(ctx);
  registerReportJobs(ctx);
  registerSuperBinderJob(ctx);
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'report/definitions',
      access: 'staff',
      summary: 'The reports the caller may run: name, title, purpose, columns and filters',
      response: reportDefinitionsAnswer,
      handler: async ({ caller }) =>
        [...reports.values()]
          .filter((d) => caller.permissions.has(d.permission))
          .map((d) => ({
            name: d.name,
            title: d.title,
            purpose: d.purpose,
            minAidYear: d.minAidYear ?? null,
          })),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'report/{name}/search',
      access: 'staff',
      summary:
        "A page of a report for the caller's school and an aid year: filtered, sorted and paged on the server (each report needs its own permission)",
      params: nameParam,
      // after: the endCursor of the previous page; the page is then the pageSize rows past it (keyset, not offset).
      body: request.extend({ after: z.string().max(4000).nullish() }),
      response: reportSearchAnswer,
      handler: ({ params, body, caller }) =>
        reportPage(ctx.db, authorize(reports, caller, params.name, body.aidYear), caller, body),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'report/{name}/export',
      access: 'staff',
      summary: `Starts an export: up to ${DIRECT_EXPORT_MAX_ROWS} rows download at once (direct), more run as a job whose file is downloaded when done`,
      params: nameParam,
      body: request.extend({ format }),
      response: reportExportAnswer,
      handler: ({ params, body, caller }) => startExport(ctx, caller, params.name, body, body.format),
    }),
  ];
}

/** A report downloaded whole (CSV or XLSX). */
export function reportDownloadRoutes(ctx: AppContext): RouteDef[] {
  const reports = reportMap(ctx);
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'report/{name}/download',
      access: 'staff',
      summary: `The whole filtered, sorted report as CSV or .xlsx, streamed (up to ${DIRECT_EXPORT_MAX_ROWS} rows; larger ones are export jobs)`,
      params: nameParam,
      query: z.object({
        aidYear,
        format: format.default('csv'),
        sort: z.string().max(60).optional(),
        descending: z.enum(['true', 'false']).optional(),
        filters: z
          .string()
          .max(4000)
          .optional()
          .transform((s, c) => {
            if (!s) return {};
            try {
              return filters.parse(JSON.parse(s));
            } catch {
              c.addIssue({ code: 'custom', message: 'is a JSON object of filter values' });
              return z.NEVER;
            }
          }),
      }),
      response: FILE_ANSWER,
      handler: async ({ params, query, caller, reply }) => {
        const def = authorize(reports, caller, params.name, query.aidYear);
        const req = {
          aidYear: query.aidYear,
          filters: query.filters,
          sort: query.sort,
          descending: query.descending === undefined ? undefined : query.descending === 'true',
        };
        const rows = await countRows(ctx.db, def, caller, req);
        if (rows > DIRECT_EXPORT_MAX_ROWS)
          throw conflict(
            `The report has ${rows} rows: exports over ${DIRECT_EXPORT_MAX_ROWS} rows run as a job (POST report/${def.name}/export)`,
          );
        // At most DIRECT_EXPORT_MAX_ROWS rows: written whole before it is sent, so the read's transaction never waits
        // on the client (on PGlite the one connection would be held while a slow browser reads).
        const out = new PassThrough();
        const chunks: Buffer[] = [];
        out.on('data', (c: Buffer) => chunks.push(c));
        const [rowsWritten] = await Promise.all([
          writeReport(ctx, def, caller, req, query.format, out),
          finished(out),
        ]);
        await recordReportExport(ctx, caller, def, req, query.format, rowsWritten);
        return reply
          .header('content-type', CONTENT_TYPES[query.format])
          .header(
            'content-disposition',
            `attachment; filename="${fileNameOf(def, query.aidYear, query.format)}"`,
          )
          .send(Buffer.concat(chunks));
      },
    }),
  ];
}

/** Report exports kept as files, and super binders built for a report's students. */
export function reportExportRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'report/{name}/exports/{aidYear}',
      access: 'staff',
      summary: "The school's recent export jobs of a report for an aid year, newest first",
      params: nameParam.extend({ aidYear }),
      response: reportExportsAnswer,
      handler: ({ params, caller }) => listExports(ctx, caller, params.name, params.aidYear),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'report/exportFile/{uuid}',
      access: 'staff',
      summary: 'The file of a finished export job (same school, and the permission of its report)',
      params: z.object({ uuid: uuidSchema }),
      response: FILE_ANSWER,
      handler: async ({ params, caller, reply }) => {
        const file = await openExport(ctx, caller, params.uuid);
        return reply
          .header('content-type', CONTENT_TYPES[file.format])
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.stream);
      },
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'report/SuperBinderReport/createBinders',
      access: 'staff',
      summary:
        'Queues a job creating a super binder for each student of the filter whose binder is missing or out of date (STUDENT_EDIT)',
      body: request.pick({ aidYear: true, filters: true }),
      response: reportSuperBinderReportCreateBindersAnswer,
      handler: ({ body, caller }) => queueSuperBinders(ctx, caller, body),
    }),
  ];
}

/** Flags staff set on a student. */
export function studentFlagRoutes(ctx: AppContext): RouteDef[] {
  return [
    // ---- flags staff set on StudentView (listed by the watchlist and institutional selection reports) ----
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'report/studentFlags/{id}/{aidYear}',
      access: 'staff',
      summary: "The student's open watchlist flag and the institution's selection for the aid year",
      params: z.object({ id: studentKey, aidYear }),
      response: reportInstitutionalSelectionAnswer,
      handler: ({ params, caller }) => studentFlags(ctx.db, caller, params.id, params.aidYear),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'report/watchlist/{id}',
      access: 'staff',
      summary: 'Puts the student on the watchlist with a reason (STUDENT_EDIT)',
      params: z.object({ id: studentKey }),
      body: z.object({ aidYear, reason: z.string().max(500) }),
      response: reportInstitutionalSelectionAnswer,
      handler: ({ params, body, caller }) =>
        flagStudent(ctx.db, caller, params.id, body.reason, body.aidYear),
    }),
    defineRoute({
      base: 'school',
      method: 'DELETE',
      path: 'report/watchlist/{id}/{aidYear}',
      access: 'staff',
      summary: 'Takes the student off the watchlist (STUDENT_EDIT)',
      params: z.object({ id: studentKey, aidYear }),
      response: reportInstitutionalSelectionAnswer,
      handler: ({ params, caller }) => unflagStudent(ctx.db, caller, params.id, params.aidYear),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'report/institutionalSelection/{id}',
      access: 'staff',
      summary:
        'Records that the school selected the student for verification for an aid year, with the reason (STUDENT_EDIT)',
      params: z.object({ id: studentKey }),
      body: z.object({ aidYear, reason: z.string().max(500) }),
      response: reportInstitutionalSelectionAnswer,
      handler: ({ params, body, caller }) =>
        selectForVerification(ctx.db, caller, params.id, body.aidYear, body.reason),
    }),
  ];
}
