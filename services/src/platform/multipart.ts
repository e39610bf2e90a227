import Busboy from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { badRequest } from './errors.js';

export interface FormFile {
  fileName: string;
  stream: Readable;
}

export interface MultipartOptions {
  /** The parts that may hold the file; the first is named when none came. */
  fileFields: string[];
  /** The 400 when the request is not multipart/form-data. */
  notMultipart: string;
  /** The 400 when the form has no file: `${fileFields[0]}: ${missingFile}`. */
  missingFile: string;
  /** How the form is called in the malformed-body message ('The upload form'). */
  formName: string;
  maxFields: number;
}

/**
 * Streams a multipart form: text fields first (as browsers send them in order), then the one file, handed to
 * `handle` as a stream without being buffered. Every stream's error is handled here: a body that breaks off
 * (no closing boundary, a dropped connection) is a 400 once the handler has let go of the file, never an
 * unhandled 'error' event (which would end the process).
 */
export function readMultipart<T>(
  request: FastifyRequest,
  opts: MultipartOptions,
  handle: (fields: Record<string, string>, file: FormFile) => Promise<T>,
): Promise<T> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return Promise.reject(badRequest(opts.notMultipart));
  return new Promise<T>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let work: Promise<T> | undefined;
    let current: Readable | undefined;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    let bb: ReturnType<typeof Busboy>;
    try {
      bb = Busboy({
        headers: request.headers as { 'content-type': string },
        limits: { files: 1, fields: opts.maxFields, fieldSize: 1024 },
      });
    } catch (err) {
      return reject(badRequest(`${opts.formName} is malformed: ${(err as Error).message}`));
    }
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, fileName) => {
      // The form's own 'error' (below) is what the caller hears; a file stream's error must not go unhandled.
      stream.on('error', () => {});
      if (work || !opts.fileFields.includes(name)) {
        stream.resume();
        return;
      }
      current = stream;
      work = handle({ ...fields }, { fileName, stream });
      // The request is answered when the work settles; keep its rejection from going unhandled meanwhile.
      work.catch(() => {});
    });
    const fail = (err: unknown) => {
      const message = (err as Error)?.message ?? String(err);
      const refusal = badRequest(
        `${opts.formName} is malformed: ${/end of multipart|terminated early/i.test(message) ? 'it ends before its closing boundary' : message}`,
      );
      request.raw.unpipe(bb);
      request.raw.resume();
      // A handler still reading the file hears the error too, and its writes roll back before the answer goes.
      if (current && !current.destroyed) current.destroy(refusal);
      if (!work) return settle(() => reject(refusal));
      work.then(
        () => settle(() => reject(refusal)),
        () => settle(() => reject(refusal)),
      );
    };
    bb.on('error', fail);
    request.raw.on('error', fail);
    bb.on('finish', () => {
      if (!work) return settle(() => reject(badRequest(`${opts.fileFields[0]}: ${opts.missingFile}`)));
      work.then(
        (value) => settle(() => resolve(value)),
        (err) => settle(() => reject(err)),
      );
    });
    request.raw.pipe(bb);
  });
}
