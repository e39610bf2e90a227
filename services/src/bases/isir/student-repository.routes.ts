import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { dbId, defineRoute, idParam, isoDay, type RouteDef } from '../../platform/route.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { streamForm } from '../../domain/isir/multipart.js';
import { readRoster } from '../../domain/student-repository/roster.js';
import { searchErrors, searchUploads, uploadRoster } from '../../domain/student-repository/uploads.js';
import {
  processIntoVerificationGroups,
  reviewMatch,
  rowsByIds,
  searchRowIds,
  searchRows,
  unmatchedStudents,
} from '../../domain/student-repository/rows.js';
import {
  generateTransferFile,
  openTransferFile,
  searchTransferHeaders,
  searchTransferRecords,
} from '../../domain/student-repository/transfer.js';
import { studentAccountLookup } from '../../domain/student-repository/account-lookup.js';
import {
  isirStudentAccountsAnswer,
  rosterListsAnswer,
  rosterProcessedAnswer,
  rosterRowAnswer,
  rosterRowIdsAnswer,
  rosterRowPageAnswer,
  rosterRowsAnswer,
  rosterUploadAnswer,
  transferFileAnswer,
  transferHeaderAnswer,
  transferHeaderPageAnswer,
  transferRecordPageAnswer,
} from '../../domain/student-repository/answers.js';

const VIEW = { permission: 'STUDENT_REPOSITORY_VIEW' } as const;
const UPLOAD_REPORT = 'STUDENT_REPOSITORY_UPLOAD_REPORT_VIEW';
const ERROR_REPORT = 'STUDENT_REPOSITORY_ERROR_REPORT_VIEW';
const aidYear = z.coerce.number().int().min(2000, 'is not an aid year').max(2100, 'is not an aid year');
const page = { page: dbId.max(100000).default(1), pageSize: dbId.max(500).default(50) };
const rowFilter = z
  .object({
    uploadId: dbId.optional(),
    aidYear: aidYear.optional(),
    matchStatus: z.enum(['MATCHED', 'PROPOSED', 'UNMATCHED']).optional(),
    name: z.string().trim().max(100).optional(),
    schoolStudentId: z.string().trim().max(100).optional(),
    processed: z.boolean().optional(),
  })
  .strict();
const date = isoDay('is not a date (YYYY-MM-DD)');

/** A list of the upload and error reports needs its own report permission (the route itself is open to staff). */
function requirePermission(caller: Caller, permission: string) {
  if (!caller.permissions.has(permission)) throw forbidden(`Your role lacks the permission ${permission}`);
}

/** The student repository: the school's SIS rosters in, matched to its ISIR students, and status files out (ISIR base). */
export function studentRepositoryRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'studentrepository/upload',
      access: VIEW,
      summary:
        "Load a roster from the school's SIS (multipart: AidYear, then file, CSV or .xlsx); faulty rows are listed, the rest matched to ISIR students",
      response: rosterUploadAnswer,
      handler: ({ caller, request }) =>
        streamForm(
          request,
          ['file', 'rosterFile'],
          async (fields, file) => {
            const year = aidYear.safeParse(fields.AidYear ?? fields.aidYear);
            if (!year.success) {
              file.stream.resume();
              throw badRequest('AidYear: give the aid year the roster is for (before the file)', {
                inputErrors: [{ path: 'aidYear', message: 'is required' }],
              });
            }
            return uploadRoster(ctx, caller, {
              aidYear: year.data,
              fileName: file.fileName,
              bytes: await readRoster(file.stream),
            });
          },
          'the roster (CSV or .xlsx)',
        ),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'studentrepository/search',
      access: VIEW,
      summary:
        "A page of the school's roster rows by upload, aid year, match status, name or student id (SSN as last four)",
      body: rowFilter.extend(page),
      response: rosterRowPageAnswer,
      handler: ({ caller, body }) => searchRows(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'studentrepository/searchIDs',
      access: VIEW,
      summary: 'The ids of every roster row the filter finds (to select them all)',
      body: rowFilter,
      response: rosterRowIdsAnswer,
      handler: ({ caller, body }) => searchRowIds(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'studentrepository/getManyByIDs',
      access: VIEW,
      summary: 'Roster rows by id (rows of other schools are left out)',
      body: z.object({ ids: z.array(dbId).min(1).max(1000) }).strict(),
      response: rosterRowsAnswer,
      handler: ({ caller, body }) => rowsByIds(ctx.db, caller, body.ids),
    }),
  ];
}

/** The lists of the rosters, a match reviewed, a roster run into verification groups. */
export function studentRepositoryMatchRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'studentrepository/searchbylists',
      access: 'staff',
      summary:
        'The lists of the reports: UPLOADS (upload report), ERRORS (error report) or UNMATCHED_STUDENTS (ISIR students no row of an upload matched)',
      body: z
        .object({
          list: z.enum(['UPLOADS', 'ERRORS', 'UNMATCHED_STUDENTS']),
          aidYear: aidYear.optional(),
          uploadId: dbId.optional(),
          from: date.optional(),
          to: date.optional(),
          withErrors: z.boolean().optional(),
          code: z.string().max(40).optional(),
          ...page,
        })
        .strict(),
      response: rosterListsAnswer,
      handler: async ({ caller, body }) => {
        if (body.list === 'UPLOADS') {
          // The error report lists uploads with faulty rows: either report's permission reads them.
          if (!(body.withErrors && caller.permissions.has(ERROR_REPORT)))
            requirePermission(caller, UPLOAD_REPORT);
          return searchUploads(ctx.db, caller, body);
        }
        if (body.list === 'ERRORS') {
          requirePermission(caller, ERROR_REPORT);
          return searchErrors(ctx.db, caller, body);
        }
        requirePermission(caller, VIEW.permission);
        if (!body.uploadId)
          throw badRequest('uploadId: give the upload whose unmatched ISIR students to list', {
            inputErrors: [{ path: 'uploadId', message: 'is required' }],
          });
        return unmatchedStudents(ctx.db, caller, body.uploadId, body.page, body.pageSize);
      },
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'studentrepository/reviewMatch/{id}',
      access: VIEW,
      summary: 'Accept (it then fills the student) or reject the proposed fuzzy match of a roster row',
      params: idParam,
      body: z.object({ accept: z.boolean() }).strict(),
      response: rosterRowAnswer,
      handler: ({ caller, params, body }) => reviewMatch(ctx.db, caller, params.id, body.accept),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'studentrepository/processStudRepoIntoVG/{id}',
      access: VIEW,
      summary:
        'Place the matched, selected students of upload {id} into their verification groups and create their task lists (rowIds: these rows only)',
      params: idParam,
      body: z.object({ rowIds: z.array(dbId).max(250_000).optional() }).strict(),
      response: rosterProcessedAnswer,
      handler: ({ caller, params, body }) =>
        processIntoVerificationGroups(ctx.db, caller, params.id, body.rowIds),
    }),
  ];
}

/** Transfer files back to the school: generated, and their reports. */
export function studentRepositoryTransferRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'StudentRepositoryTransferFileHeader/generate',
      access: VIEW,
      summary: 'Make a status file for the SIS now (CSV or FIXED width) for an aid year',
      body: z.object({ aidYear, format: z.enum(['CSV', 'FIXED']).default('CSV') }).strict(),
      response: transferHeaderAnswer,
      handler: ({ caller, body }) =>
        generateTransferFile(ctx, caller, caller.schoolCode, body.aidYear, body.format),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport',
      access: VIEW,
      summary: "The school's transfer files (header report), newest first",
      body: z.object({ aidYear: aidYear.optional(), ...page }).strict(),
      response: transferHeaderPageAnswer,
      handler: ({ caller, body }) => searchTransferHeaders(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'studentrepositoryTransferRecord/StudentRepositoryTransferRecordReport',
      access: VIEW,
      summary: 'The lines of one transfer file (record report)',
      body: z.object({ headerId: dbId, ...page }).strict(),
      response: transferRecordPageAnswer,
      handler: ({ caller, body }) =>
        searchTransferRecords(ctx.db, caller, {
          headerIds: [body.headerId],
          page: body.page,
          pageSize: body.pageSize,
        }),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'studentrepositoryTransferRecord/searchbylists',
      access: VIEW,
      summary:
        'Transfer file lines across files by lists of files, student ids, Pell verification statuses or groups',
      body: z
        .object({
          headerIds: z.array(dbId).max(500).optional(),
          schoolStudentIds: z.array(z.string().max(100)).max(1000).optional(),
          pellVerificationStatuses: z
            .array(z.enum(['V', 'S', 'W']))
            .max(3)
            .optional(),
          verificationGroups: z
            .array(z.string().regex(/^V[1-6]$/, 'is not a verification group'))
            .max(6)
            .optional(),
          ...page,
        })
        .strict(),
      response: transferRecordPageAnswer,
      handler: ({ caller, body }) => searchTransferRecords(ctx.db, caller, body),
    }),
  ];
}

/** The portal student and accounts of an ISIR, and a kept transfer file again. */
export function studentRepositoryDownloadRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'isir',
      method: 'GET',
      path: 'isir/studentAccountLookup/{a}/{b}',
      access: VIEW,
      summary: 'The portal student and accounts of an ISIR: {a} the aid year, {b} the ISIR (record id)',
      params: z.object({
        a: aidYear,
        b: z.coerce.number().int().positive().max(2_147_483_647, 'is not an id'),
      }),
      response: isirStudentAccountsAnswer,
      handler: ({ caller, params }) => studentAccountLookup(ctx.db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'isir',
      method: 'GET',
      path: 'studentRepositoryTransferFileHeader/DownloadTransferFile/{a}/{b}',
      access: VIEW,
      summary:
        'A kept transfer file again: {a} the aid year, {b} the file (header id); JSON clients get it base64-encoded',
      params: z.object({
        a: aidYear,
        b: z.coerce.number().int().positive().max(2_147_483_647, 'is not an id'),
      }),
      response: transferFileAnswer,
      handler: async ({ caller, params, request, reply }) => {
        const file = await openTransferFile(ctx, caller, params.a, params.b);
        if (request.headers.accept?.includes('application/json')) {
          return {
            fileName: file.fileName,
            contentType: file.contentType,
            contentBase64: file.bytes.toString('base64'),
          };
        }
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.bytes);
      },
    }),
  ];
}
