import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { withUploadedFile } from '../../domain/interviews/multipart-file.js';
import { DB_INT_MAX, defineRoute, FILE_ANSWER, type RouteDef } from '../../platform/route.js';
import { listUploads } from '../../domain/interviews/step-view.js';
import { loadLink } from '../../domain/interviews/links.js';
import { deleteUpload, openUpload, saveUpload } from '../../domain/interviews/uploads.js';
import {
  alfrescoDocumentAnswer,
  interviewDeleteInterviewTemplateAnswer,
  interviewSaveUploadStudentInterviewLinkAnswer,
} from '../../domain/interviews/interview.answers.js';
import { linkParam } from './interviews-params.js';

/** The files a student or parent uploads to a task list item. */
export function interviewUploadRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/saveUploadStudentInterviewLink',
      access: 'signedIn',
      summary:
        "Upload a document for a file question: multipart/form-data with the file in 'file', the ids in the query",
      query: z.object({
        StudentInterviewLinkID: z.string().trim().min(1).max(40),
        QuestionID: z.coerce.number().int().positive().max(DB_INT_MAX),
      }),
      response: interviewSaveUploadStudentInterviewLinkAnswer,
      handler: ({ query, caller, request }) =>
        withUploadedFile(request, 'file', (fileName, body) =>
          saveUpload(ctx, caller, {
            linkKey: query.StudentInterviewLinkID,
            questionID: query.QuestionID,
            fileName,
            body,
          }),
        ),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'AlfrescoDocument/{id}',
      access: 'signedIn',
      summary: 'The documents uploaded for a task list item',
      params: linkParam,
      response: alfrescoDocumentAnswer,
      handler: async ({ params, caller }) => {
        const link = await loadLink(ctx.db, caller, params.id);
        return listUploads(ctx.db, link.id);
      },
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/fileDownload/',
      access: 'signedIn',
      summary: "Download an uploaded document (saved as 'versionID fileName')",
      body: z.object({ fileID: z.string().max(40) }).passthrough(),
      response: FILE_ANSWER,
      handler: async ({ body, caller, reply }) => {
        const file = await openUpload(ctx, caller, body.fileID);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'interview/deleteAlfrescoDocument/{id}',
      access: 'signedIn',
      summary: 'Remove an uploaded document while its item is open (its student or parent)',
      params: z.object({ id: z.string().max(40) }),
      response: interviewDeleteInterviewTemplateAnswer,
      handler: ({ params, caller }) => deleteUpload(ctx, caller, params.id),
    }),
  ];
}
