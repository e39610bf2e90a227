import Busboy from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { badRequest } from '../../platform/errors.js';

/**
 * Hands the one file of a multipart/form-data request to `handle` as a stream (never buffered whole).
 * Other parts are skipped; a form without a file is a 400 naming the field.
 */
export function withUploadedFile<T>(request: FastifyRequest, field: string, handle: (fileName: string, stream: Readable) => Promise<T>): Promise<T> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return Promise.reject(badRequest(`Send the document as multipart/form-data with the file in '${field}'`));
  return new Promise<T>((resolve, reject) => {
    let work: Promise<T> | undefined;
    let bb;
    try {
      bb = Busboy({ headers: request.headers as { 'content-type': string }, limits: { files: 1, fields: 10, fieldSize: 1024 } });
    } catch (err) {
      return reject(badRequest(`The upload form is malformed: ${(err as Error).message}`));
    }
    bb.on('file', (name, stream, fileName) => {
      if (work || name !== field) {
        stream.resume();
        return;
      }
      work = handle(fileName, stream);
      work.catch(() => {});
    });
    bb.on('error', (err) => reject(badRequest(`The upload form is malformed: ${(err as Error).message ?? err}`)));
    bb.on('finish', () => {
      if (!work) return reject(badRequest(`${field}: attach the document`));
      work.then(resolve, reject);
    });
    request.raw.pipe(bb);
  });
}
