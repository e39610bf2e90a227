import { getAccessToken } from '../session/token';
import type { IsirImportResultFragment } from './components/IsirImportResult.generated';

export type IsirUploadResult =
  | { ok: true; upload: IsirImportResultFragment }
  | { ok: false; message: string; upload?: IsirImportResultFragment };

/**
 * Sends an ISIR file to the gateway's file route (GraphQL requests are far too small for ISIR files), reporting the
 * bytes sent; the services import it and answer with the upload log row, or refuse it naming the line at fault.
 */
export function sendIsirFile(
  file: File,
  opts: { aidYear?: number | null; onProgress?: (sent: number, total: number) => void },
): Promise<IsirUploadResult> {
  return new Promise((resolve) => {
    const form = new FormData();
    if (opts.aidYear) form.append('AidYear', String(opts.aidYear));
    form.append('isirFile', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/files/isir-uploads');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => opts.onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      let body: {
        message?: string;
        details?: { upload?: IsirImportResultFragment };
      } & Partial<IsirImportResultFragment> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the message below says what happened
      }
      if (xhr.status >= 200 && xhr.status < 300)
        resolve({ ok: true, upload: body as IsirImportResultFragment });
      else
        resolve({
          ok: false,
          message: body.message ?? `The upload failed (${xhr.status})`,
          upload: body.details?.upload,
        });
    };
    xhr.onerror = () =>
      resolve({ ok: false, message: 'The upload failed; check your connection and try again' });
    xhr.send(form);
  });
}
