import { getAccessToken } from '../session/token';

/** The services keep school files up to 700 KB; checked here too so nothing is sent for nothing. */
export const SCHOOL_FILE_MAX_BYTES = 700 * 1024;

export type SchoolFileUpload = { ok: true; message: string } | { ok: false; message: string };

/**
 * Stores the school's file of a type for an aid year (null: every year), replacing the one there. Files go
 * to the gateway's file route, not through GraphQL (capped at 100 KB a request).
 */
export async function uploadSchoolFile(
  file: File,
  fileType: number,
  aidYear: number | null,
): Promise<SchoolFileUpload> {
  if (file.size > SCHOOL_FILE_MAX_BYTES) return { ok: false, message: `${file.name} is larger than 700 KB` };
  if (file.size === 0) return { ok: false, message: `${file.name} is empty` };
  const query = new URLSearchParams({ fileType: String(fileType), fileName: file.name });
  if (aidYear !== null) query.set('aidYear', String(aidYear));
  const token = getAccessToken();
  try {
    const res = await fetch(`/files/school-files?${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    if (!res.ok) return { ok: false, message: body.message ?? 'The upload failed; try again' };
    return { ok: true, message: body.message ?? 'Successful Add' };
  } catch {
    return { ok: false, message: 'The upload failed; check your connection and try again' };
  }
}
