import Busboy from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { badRequest } from '../../platform/errors.js';

export interface FormFile {
  fileName: string;
  stream: Readable;
}

/**
 * Streams a multipart form: text fields first (as browsers send them in order), then the file, handed over as
 * a stream without being buffered. `handle` runs when the file part starts, with the fields seen so far.
 */
export function streamForm<T>(
  request: FastifyRequest,
  fileFields: string[],
  handle: (fields: Record<string, string>, file: FormFile) => Promise<T>,
  what = 'the ISIR file',
): Promise<T> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return Promise.reject(badRequest('Send the file as multipart/form-data'));
  return new Promise<T>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let work: Promise<T> | undefined;
    let bb;
    try {
      bb = Busboy({ headers: request.headers as { 'content-type': string }, limits: { files: 1, fields: 20, fieldSize: 1024 } });
    } catch (err) {
      return reject(badRequest(`The multipart form is malformed: ${(err as Error).message}`));
    }
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, fileName) => {
      if (work || !fileFields.includes(name)) {
        stream.resume();
        return;
      }
      work = handle({ ...fields }, { fileName, stream });
      // The request is answered when the work settles; keep its rejection from going unhandled meanwhile.
      work.catch(() => {});
    });
    bb.on('error', (err) => reject(badRequest(`The multipart form is malformed: ${(err as Error).message ?? err}`)));
    bb.on('finish', () => {
      if (!work) return reject(badRequest(`${fileFields[0]}: attach ${what}`));
      work.then(resolve, reject);
    });
    request.raw.pipe(bb);
  });
}
