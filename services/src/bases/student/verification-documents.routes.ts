import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  deleteDocument,
  listDocuments,
  openDocument,
  uploadDocument,
} from '../../domain/verification/documents.js';
import { deletedAnswer } from '../../domain/students/answers.js';
import { fileInJsonAnswer } from '../../domain/students/corrections.answers.js';
import { processorDocumentAnswer } from '../../domain/students/student-file.answers.js';
import { VIEW, EDIT, studentKey, studentRef } from './verification-params.js';

/** Documents staff upload to the student file. */
export function processorDocumentRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'processorDocument/getAllProcessorDocuments/{id}',
      access: VIEW,
      summary: 'Documents staff uploaded to the student file',
      params: z.object({ id: studentKey }),
      response: z.array(processorDocumentAnswer),
      handler: ({ params, caller }) => listDocuments(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'processorDocument/upload',
      access: EDIT,
      summary: 'Upload a document (PDF, PNG, JPEG; base64 in JSON) to the student file',
      body: z.object({
        studentID: studentRef,
        fileName: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .regex(/^[^/\\\0]+$/, 'must be a file name, not a path'),
        contentType: z.string().max(100),
        contentBase64: z.string().min(1).max(1_000_000, 'the file is larger than 700 KB'),
        isForParentAccount: z.boolean().default(false),
      }),
      response: processorDocumentAnswer,
      handler: ({ body, caller }) => uploadDocument(db, ctx.blobs, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'processorDocument/download/{id}',
      access: VIEW,
      summary: 'Download a processor document',
      params: idParam,
      response: fileInJsonAnswer,
      handler: async ({ params, caller, request, reply }) => {
        const doc = await openDocument(db, ctx.blobs, caller, params.id);
        if (request.headers.accept?.includes('application/json')) {
          // The gateway's JSON client: the file base64-encoded (documents are small, at most 700 KB).
          const chunks: Buffer[] = [];
          for await (const chunk of doc.stream) chunks.push(chunk as Buffer);
          return {
            fileName: doc.fileName,
            contentType: doc.contentType,
            contentBase64: Buffer.concat(chunks).toString('base64'),
          };
        }
        return reply
          .header('content-type', doc.contentType)
          .header('content-disposition', `attachment; filename="${doc.fileName.replace(/["\r\n]/g, '_')}"`)
          .send(doc.stream);
      },
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'processorDocument/deleteProcessorDocument/{id}/{flag}',
      access: EDIT,
      summary: 'Delete a processor document (flag: kept for the contract; the file and its record go)',
      params: z.object({
        id: z.coerce.number().int().positive().max(2_147_483_647),
        flag: z.string().max(10),
      }),
      response: deletedAnswer,
      handler: ({ params, caller }) => deleteDocument(db, ctx.blobs, caller, params.id),
    }),
  ];
}
