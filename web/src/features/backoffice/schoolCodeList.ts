import { getAccessToken } from '../session/token';

/** The services refuse anything larger; checked here too so nothing is sent for nothing. */
export const SCHOOL_CODE_LIST_MAX_BYTES = 10 * 1024 * 1024;

export type SchoolCodeListUpload = { ok: true; message: string } | { ok: false; message: string };

/**
 * Sends FSA's Federal School Code List (.xlsx or CSV) to the gateway's file route (GraphQL requests are capped at 100 KB);
 * the services replace the Title IV school list with it, or refuse it naming the line at fault.
 */
export async function uploadSchoolCodeList(file: File): Promise<SchoolCodeListUpload> {
  if (file.size > SCHOOL_CODE_LIST_MAX_BYTES)
    return { ok: false, message: `${file.name} is larger than 10 MB` };
  if (file.size === 0) return { ok: false, message: `${file.name} is empty` };
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getAccessToken();
  try {
    const res = await fetch('/files/title-iv-schools', {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    if (!res.ok) return { ok: false, message: body.message ?? `The upload failed (${res.status})` };
    return { ok: true, message: body.message ?? 'The list is loaded' };
  } catch {
    return { ok: false, message: 'The upload failed; check your connection and try again' };
  }
}
