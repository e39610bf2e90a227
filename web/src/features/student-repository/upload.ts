import { getAccessToken } from '../session/token';
/** The file route's answer for a loaded roster (REST, not GraphQL): the upload and its counts. */
export interface RosterUploadAnswer {
  id: number;
  fileName: string;
  rowCount: number;
  matchedCount: number;
  proposedCount: number;
  unmatchedCount: number;
  errorCount: number;
}

export type RosterUploadResult = { ok: true; upload: RosterUploadAnswer } | { ok: false; message: string };

/**
 * Sends a roster to the gateway's file route (a roster of tens of thousands of rows is far larger than a GraphQL
 * request may be); the services check every row and answer with the upload's counts, or refuse the file naming why.
 */
export function sendRoster(file: File, aidYear: number): Promise<RosterUploadResult> {
  const form = new FormData();
  form.append('AidYear', String(aidYear));
  form.append('file', file, file.name);
  const token = getAccessToken();
  return fetch('/files/student-repository', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  })
    .then(async (res) => {
      const body = (await res.json().catch(() => ({}))) as {
        message?: string;
      } & Partial<RosterUploadAnswer>;
      return res.ok
        ? { ok: true as const, upload: body as RosterUploadAnswer }
        : { ok: false as const, message: body.message ?? `The upload failed (${res.status})` };
    })
    .catch(() => ({ ok: false as const, message: 'The upload failed; check your connection and try again' }));
}

/** Saves a file the services sent base64-encoded inside JSON, as the browser's download. */
export function saveFile(file: { fileName: string; contentType: string; contentBase64: string }) {
  const bytes = Uint8Array.from(atob(file.contentBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const when = (iso: string) => new Date(iso).toLocaleString('en-US');
