import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import {
  clearSignature,
  eSign,
  getSignatureStatus,
  inkSignAgreed,
  inkSignatureReceived,
  updateEsignOptOut,
} from '../../domain/verification/signatures.js';
import { changeStudentStatusAnswer } from '../../domain/students/answers.js';
import { EDIT, studentKey, flag } from './verification-params.js';

/** Signatures: status, e-sign, ink, opting out, clearing. */
export function signatureRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/GetSignatureStatus/{id}/{flag}',
      access: 'signedIn',
      summary: 'Signature status of a student (flag: true for the parent side; the answer holds both)',
      params: z.object({ id: studentKey, flag }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => getSignatureStatus(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/ClearSignature/{id}/{flag}',
      changesState: true,
      access: EDIT,
      summary: "Clear the student's (flag false) or parent's (flag true) signature",
      params: z.object({ id: studentKey, flag }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => clearSignature(db, caller, params.id, params.flag),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'student/inkSignAgreed/{a}/{b}',
      access: EDIT,
      summary: 'Record that the student (b false) or parent (b true) agreed to sign in ink',
      params: z.object({ a: studentKey, b: flag }),
      body: z.object({ agreed: z.boolean().default(true) }).default({ agreed: true }),
      response: changeStudentStatusAnswer,
      handler: ({ params, body, caller }) => inkSignAgreed(db, caller, params.a, params.b, body.agreed),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'inkSignatureReceived/{a}/{b}',
      access: EDIT,
      summary: "Record the student's (b false) or parent's (b true) ink signature as received",
      params: z.object({ a: studentKey, b: flag }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => inkSignatureReceived(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'eSign/{a}/{b}',
      access: 'signedIn',
      summary:
        'E-sign for the student (b false) or parent (b true): staff with STUDENT_EDIT, or the signer themself',
      params: z.object({ a: studentKey, b: flag }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => eSign(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'student/updateEsignOptOut/{a}/{b}',
      access: 'signedIn',
      summary: 'Opt the student (b false) or parent (b true) out of (or back into) e-signing',
      params: z.object({ a: studentKey, b: flag }),
      body: z.object({ optOut: z.boolean() }),
      response: changeStudentStatusAnswer,
      handler: ({ params, body, caller }) => updateEsignOptOut(db, caller, params.a, params.b, body.optOut),
    }),
  ];
}
