/**
 * A library the services need only for some requests (spreadsheets, PDFs, SFTP, SMTP, S3), loaded when one first
 * needs it: loaded at start, these five took about 67 MB of every process's memory, the ISIR import's included.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** exceljs: roster, school code list and report workbooks. */
export const loadExcelJs = onFirstUse(() => import('exceljs').then((m) => m.default));
