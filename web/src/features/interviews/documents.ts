import { getAccessToken } from '../session/token';

/**
 * A refused upload: too large (checked here), refused by the service (its own words), or not sent. The interview
 * words it in the reader's language (this module is shared with staff screens, which carry no catalog).
 */
export type UploadResult =
  { ok: true; fileName: string } | { ok: false; reason: 'tooLarge' | 'failed' | 'offline'; message?: string };

/** The largest file the services keep; checked here too so a phone does not send 30 MB for nothing. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Sends a document for a file question. Files go to the gateway's file route, not through GraphQL;
 * the service checks the type by content and keeps nothing it refuses.
 */
export async function uploadDocument(item: string, questionId: number, file: File): Promise<UploadResult> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'tooLarge' };
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getAccessToken();
  try {
    const res = await fetch(
      `/files/interview-documents?${new URLSearchParams({ item, question: String(questionId) })}`,
      {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      },
    );
    const body = (await res.json().catch(() => ({}))) as { message?: string; fileName?: string };
    if (!res.ok) return { ok: false, reason: 'failed', message: body.message };
    return { ok: true, fileName: body.fileName ?? file.name };
  } catch {
    return { ok: false, reason: 'offline' };
  }
}

/** Downloads a document with the session's token and saves it as 'versionID fileName'. */
export async function downloadDocument(path: string, saveAs: string): Promise<boolean> {
  const token = getAccessToken();
  try {
    const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) return false;
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = saveAs;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}

/** Where every document of an item downloads as one zip; staff may add the office's documents of the item's side. */
export const itemDocumentsZipPath = (item: string, withOfficeDocuments: boolean) =>
  `/files/interview-items/${encodeURIComponent(item)}/documents.zip${withOfficeDocuments ? '?processorDocuments=true' : ''}`;
