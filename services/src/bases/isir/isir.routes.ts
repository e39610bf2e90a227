import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, DB_INT_MAX, defineRoute, idParam, uuidSchema, type RouteDef } from '../../platform/route.js';
import { HttpError, notFound } from '../../platform/errors.js';
import type { Caller } from '../../platform/caller.js';
import { importIsirFile, registerImportJob } from '../../domain/isir/import.js';
import { streamForm } from '../../domain/isir/multipart.js';
import { getUploadWithWarnings, listUploads, searchRecords, uploadsPage } from '../../domain/isir/uploads.js';
import { studentIsir } from '../../domain/isir/student-isir.js';
import {
  isirRecordPageAnswer,
  isirUploadPageAnswer,
  isirUploadAnswer,
  isirUploadsAnswer,
  isirUploadWithWarningsAnswer,
  studentIsirAnswer,
} from '../../domain/isir/isir.answers.js';

export const aidYear = z.coerce
  .number()
  .int()
  .min(2000, 'is not an aid year')
  .max(2100, 'is not an aid year');

/** An upload as the screens show it; a file that could not be read answers 422 with the reason and the log row. */
export function uploadResponse(upload: Awaited<ReturnType<typeof importIsirFile>>) {
  if (upload.status === 'FAILED')
    throw new HttpError(422, upload.error ?? 'The ISIR file could not be imported', { upload });
  return upload;
}

/** Reads an ISIR upload form and imports the file for the caller's school. */
export async function importFromForm(
  ctx: AppContext,
  caller: Caller,
  request: Parameters<typeof streamForm>[0],
) {
  return streamForm(request, ['isirFile', 'file'], async (fields, file) => {
    const schoolCode = fields.SchoolCode ?? fields.schoolCode ?? caller.schoolCode;
    // Another school's code is refused without revealing whether it exists.
    if (schoolCode !== caller.schoolCode) {
      file.stream.resume();
      throw notFound(`No school ${schoolCode} in this session; switch school first`);
    }
    const rawYear = fields.AidYear ?? fields.aidYear;
    const year = rawYear === undefined || rawYear === '' ? undefined : aidYear.safeParse(rawYear);
    if (year && !year.success) {
      file.stream.resume();
      throw new HttpError(400, `AidYear: '${rawYear}' is not an aid year`);
    }
    return uploadResponse(
      await importIsirFile(ctx, caller, {
        schoolCode,
        aidYear: year?.data,
        fileName: file.fileName,
        source: file.stream,
        origin: 'UPLOAD',
        // Unsaid, the size decides (README: files over 8 MB import as a background job).
        background: fields.background === undefined ? undefined : fields.background === 'true',
      }),
    );
  });
}

/** ISIR files: uploading one, the school's files and their progress. */
export function isirRoutes(ctx: AppContext): RouteDef[] {
  registerImportJob(ctx);
  return [
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'isir/uploadIsir',
      access: { permission: 'UPLOAD_ISIR' },
      summary:
        "Upload an ISIR file (multipart: SchoolCode, AidYear, then isirFile) for the session's school; one file is one transaction",
      response: isirUploadAnswer,
      handler: ({ caller, request }) => importFromForm(ctx, caller, request),
    }),
    defineRoute({
      base: 'isir',
      method: 'GET',
      path: 'IsirHeader/',
      access: { permission: 'REVIEW_ISIR_UPLOADS' },
      summary: "Every ISIR file of the session's school with its counts (newest first)",
      query: z.object({ aidYear: aidYear.optional() }),
      response: isirUploadsAnswer,
      handler: ({ caller, query }) => listUploads(ctx.db, caller, { aidYear: query.aidYear }),
    }),
    defineRoute({
      base: 'isir',
      method: 'GET',
      path: 'IsirHeader/page',
      access: { permission: 'REVIEW_ISIR_UPLOADS' },
      summary:
        "The session's school's ISIR files a page at a time, newest first, after a cursor (the previous page's endCursor): every file, where IsirHeader/ stops at 500",
      query: z.object({
        aidYear: aidYear.optional(),
        pageSize: z.coerce.number().int().min(1).max(500).default(50),
        after: z.string().max(4000).optional(),
      }),
      response: isirUploadPageAnswer,
      handler: ({ caller, query }) => uploadsPage(ctx.db, caller, query),
    }),
    defineRoute({
      base: 'isir',
      method: 'GET',
      path: 'IsirHeader/{id}',
      access: { permission: 'REVIEW_ISIR_UPLOADS' },
      summary: 'One ISIR file: status, progress, counts, warnings',
      params: idParam,
      response: isirUploadWithWarningsAnswer,
      handler: async ({ caller, params }) => {
        const upload = await getUploadWithWarnings(ctx.db, caller, params.id);
        if (!upload) throw notFound(`No ISIR file ${params.id} in school ${caller.schoolCode}`);
        return upload;
      },
    }),
  ];
}

/** ISIR records: searched, and a student's ISIR laid out by the school's view. */
export function isirRecordRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'IsirRecord/search/',
      access: { permission: 'ED_DATA_VIEW' },
      summary:
        "ISIR records of the session's school by file, student, aid year or last name (SSN as last four)",
      body: z.object({
        uploadId: dbId.optional(),
        studentUuid: uuidSchema.optional(),
        aidYear: aidYear.optional(),
        lastName: z.string().max(100).optional(),
        selectedOnly: z.boolean().optional(),
        page: dbId.max(100000).default(1),
        pageSize: dbId.max(500).default(50),
        // The endCursor of the previous page: the page is then the pageSize records past it (keyset, not offset).
        after: z.string().max(4000).nullish(),
      }),
      response: isirRecordPageAnswer,
      handler: ({ caller, body }) => searchRecords(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'isir',
      method: 'GET',
      path: 'isir/studentIsir/{uuid}/{aidYear}',
      access: { permission: 'ED_DATA_VIEW' },
      summary:
        "A student's ISIR for an aid year laid out by the school's ISIR view (a transaction by id, else the current one); logged",
      params: z.object({ uuid: uuidSchema, aidYear }),
      query: z.object({
        transactionId: z.coerce.number().int().positive().max(DB_INT_MAX, 'is not an id').optional(),
      }),
      response: studentIsirAnswer,
      handler: ({ caller, params, query }) =>
        studentIsir(ctx, caller, params.uuid, params.aidYear, query.transactionId),
    }),
  ];
}
