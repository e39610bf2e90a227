import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { readMultipart } from '../../platform/multipart.js';

/**
 * Hands the one file of a multipart/form-data request to `handle` as a stream (never buffered whole).
 * Other parts are skipped; a form without a file is a 400 naming the field.
 */
export function withUploadedFile<T>(
  request: FastifyRequest,
  field: string,
  handle: (fileName: string, stream: Readable) => Promise<T>,
): Promise<T> {
  return readMultipart(
    request,
    {
      fileFields: [field],
      notMultipart: `Send the document as multipart/form-data with the file in '${field}'`,
      missingFile: 'attach the document',
      formName: 'The upload form',
      maxFields: 10,
    },
    (_fields, file) => handle(file.fileName, file.stream),
  );
}
