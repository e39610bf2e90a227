import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  addCorrection,
  cancelCorrection,
  correctionSummaries,
  searchCorrections,
} from '../../domain/corrections/corrections.js';
import {
  downloadCorrectionFile,
  exportCorrections,
  searchBatches,
} from '../../domain/corrections/correction-files.js';
import { displayCorrectionFile } from '../../domain/corrections/correction-display.js';
import {
  correctionAnswer,
  correctionBatchAnswer,
  correctionSummariesAnswer,
  displayCorrectionFileAnswer,
  fileInJsonAnswer,
  searchCorrectionsAnswer,
} from '../../domain/students/corrections.answers.js';

const aidYear = z.coerce.number().int().min(2000).max(2100);
const studentKey = z.string().max(40);
const EDIT = { permission: 'STUDENT_EDIT' } as const;
/** Exporting sends the school's corrections to FPS: whoever works the corrections list. */
const EXPORT = { permission: 'CORRECTIONS_LIST_VIEW' } as const;

/** A correction file: the file itself for a browser, inside JSON (base64) for the gateway. */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { fileName: string; contentType: string; bytes: Buffer },
) {
  if (request.headers.accept?.includes('application/json')) {
    return Promise.resolve({
      fileName: file.fileName,
      contentType: file.contentType,
      contentBase64: file.bytes.toString('base64'),
    });
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.bytes);
}

export function correctionRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'correction/display',
      access: EXPORT,
      summary:
        '/CorrectionsDisplay: reads a template file of ISIR correction records (SAIG header and trailer skipped) into fields by attribute name; stores nothing',
      body: z
        .object({
          fileName: z.string().max(255).optional(),
          content: z
            .string()
            .min(1, 'choose a file with correction lines')
            .max(1_000_000, 'is over 1 MB; a correction template is smaller'),
        })
        .strict(),
      response: displayCorrectionFileAnswer,
      handler: ({ body, caller }) => displayCorrectionFile(ctx, caller, body.content),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'correction/add',
      access: EDIT,
      summary:
        "Record a correction of one field of the student's ISIR (the value the documents show); replaces a waiting one of the same field",
      body: z.object({
        studentID: z.union([dbId, z.string().uuid('must be a student id or uuid')]),
        aidYear,
        attributeName: z.string().trim().min(1, 'name the ISIR field').max(200),
        correctedValue: z.string().max(200),
      }),
      response: correctionAnswer,
      handler: ({ body, caller }) => addCorrection(ctx, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'correction/{id}',
      access: EDIT,
      summary: 'Withdraw a correction that has not been exported',
      params: idParam,
      response: correctionAnswer,
      handler: ({ params, caller }) => cancelCorrection(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'verification/getCorrectionSummaries/{id}',
      access: { permission: 'STUDENT_VIEW' },
      summary: "A student's ISIR corrections (waiting, exported, withdrawn) with counts per aid year",
      params: z.object({ id: studentKey }),
      response: correctionSummariesAnswer,
      handler: ({ params, caller }) => correctionSummaries(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'correction/search',
      access: EXPORT,
      summary:
        "The school's corrections of an aid year, optionally of one status (PENDING, EXPORTED, CANCELLED)",
      body: z.object({ aidYear, status: z.enum(['PENDING', 'EXPORTED', 'CANCELLED']).optional() }),
      response: searchCorrectionsAnswer,
      handler: ({ body, caller }) => searchCorrections(ctx, caller, body),
    }),
  ];
}

/** Corrections batched, exported to FPS in correction files, and those files downloaded. */
export function correctionExportRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'correction/batch/search',
      access: { permission: 'TRANSMITTED_CORRECTIONS_VIEW' },
      summary: 'The correction files exported for an aid year, newest first',
      body: z.object({ aidYear }),
      response: z.array(correctionBatchAnswer),
      handler: ({ body, caller }) => searchBatches(ctx, caller, body.aidYear),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'correction/ExportCorrections',
      access: EXPORT,
      summary: 'Export every waiting correction of the school for an aid year into a correction file for FPS',
      body: z.object({ aidYear }),
      response: correctionBatchAnswer,
      handler: ({ body, caller }) => exportCorrections(ctx, caller, { aidYear: body.aidYear }),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'correction/ExportCorrections/{a}/{b}',
      access: EXPORT,
      summary:
        "Export one student's waiting corrections (a: aid year, b: student id or uuid) into a correction file",
      params: z.object({ a: aidYear, b: studentKey }),
      response: correctionBatchAnswer,
      handler: ({ params, caller }) =>
        exportCorrections(ctx, caller, { aidYear: params.a, student: params.b }),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'ExportDownloadCorrections/{a}/{b}',
      access: EXPORT,
      summary: "Export and download at once (a: aid year, b: student id or uuid, or 'all' for the school)",
      params: z.object({ a: aidYear, b: studentKey }),
      response: fileInJsonAnswer,
      handler: async ({ params, caller, request, reply }) => {
        const batch = await exportCorrections(ctx, caller, {
          aidYear: params.a,
          student: params.b === 'all' ? undefined : params.b,
        });
        return sendFile(request, reply, await downloadCorrectionFile(ctx, caller, params.a, batch.id));
      },
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'correction/DownloadCorrectionFile/{a}/{b}',
      access: { permission: 'TRANSMITTED_CORRECTIONS_VIEW' },
      summary: 'Download an exported correction file again (a: aid year, b: file id); the download is logged',
      params: z.object({ a: aidYear, b: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: fileInJsonAnswer,
      handler: async ({ params, caller, request, reply }) =>
        sendFile(request, reply, await downloadCorrectionFile(ctx, caller, params.a, params.b)),
    }),
  ];
}
