import type { FastifyRequest } from 'fastify';
import { readMultipart, type FormFile } from '../../platform/multipart.js';

export type { FormFile };

/**
 * Streams an ISIR upload form: text fields first (as browsers send them in order), then the file, handed over as
 * a stream without being buffered. `handle` runs when the file part starts, with the fields seen so far.
 */
export function streamForm<T>(
  request: FastifyRequest,
  fileFields: string[],
  handle: (fields: Record<string, string>, file: FormFile) => Promise<T>,
  what = 'the ISIR file',
): Promise<T> {
  return readMultipart(
    request,
    {
      fileFields,
      notMultipart: 'Send the file as multipart/form-data',
      missingFile: `attach ${what}`,
      formName: 'The multipart form',
      maxFields: 20,
    },
    handle,
  );
}
