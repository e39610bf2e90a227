import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import {
  createBinder,
  createSuperBinder,
  listBinders,
  openBinder,
  processorBinder,
  signaturePage,
} from '../../domain/verification/binders.js';
import { bindersAnswer, createBinderAnswer } from '../../domain/students/student-file.answers.js';
import { fileInJsonAnswer } from '../../domain/students/corrections.answers.js';
import { VIEW, EDIT, aidYear, studentKey, flag, studentRef } from './verification-params.js';

/** A PDF built or read by the services: the file itself, or inside JSON (base64) for the gateway. */
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

/** Binders, the processor binder and the signature page (PDFs). */
export function binderRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'createBinder',
      access: EDIT,
      summary:
        "Build and keep the binder (PDF) of the student's or parent's verification file for an aid year",
      body: z.object({ studentID: studentRef, aidYear, isForParentAccount: z.boolean().default(false) }),
      response: createBinderAnswer,
      handler: ({ body, caller }) => createBinder(db, ctx.blobs, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/getBinder/{a}/{b}',
      access: VIEW,
      summary: 'Binders and super binders kept for a student (a: id or uuid) and aid year (b)',
      params: z.object({ a: studentKey, b: aidYear }),
      response: bindersAnswer,
      handler: ({ params, caller }) => listBinders(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/createSuperBinder/{id}',
      changesState: true,
      access: EDIT,
      summary: 'Build and keep the super binder: both sides and every document, newest aid year',
      params: z.object({ id: studentKey }),
      response: createBinderAnswer,
      handler: ({ params, caller }) => createSuperBinder(db, ctx.blobs, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/binder/download/{uuid}',
      access: VIEW,
      summary: 'Download a kept binder (PDF)',
      params: z.object({ uuid: z.string().uuid('must be a binder uuid') }),
      response: fileInJsonAnswer,
      handler: async ({ params, caller, request, reply }) =>
        sendFile(request, reply, await openBinder(db, ctx.blobs, caller, params.uuid)),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/getProcessorBinder/{id}/{flag}',
      access: VIEW,
      summary: "The student's (flag false) or parent's (flag true) processor documents as one PDF",
      params: z.object({ id: studentKey, flag }),
      response: fileInJsonAnswer,
      handler: async ({ params, caller, request, reply }) =>
        sendFile(request, reply, await processorBinder(db, ctx.blobs, caller, params.id, params.flag)),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/createSignaturePage/{a}/{b}',
      access: VIEW,
      summary: 'The page the student (b false) or parent (b true) signs in ink (PDF)',
      params: z.object({ a: studentKey, b: flag }),
      response: fileInJsonAnswer,
      handler: async ({ params, caller, request, reply }) =>
        sendFile(request, reply, await signaturePage(db, caller, params.a, params.b)),
    }),
  ];
}
