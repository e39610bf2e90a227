/** Saves a file the gateway sent base64-encoded inside JSON (documents, binders, CSV). */
export function saveFile(file: {
  fileName: string;
  contentType: string;
  contentBase64?: string;
  text?: string;
}) {
  const body =
    file.contentBase64 !== undefined
      ? Uint8Array.from(atob(file.contentBase64), (c) => c.charCodeAt(0))
      : (file.text ?? '');
  const url = URL.createObjectURL(new Blob([body], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  URL.revokeObjectURL(url);
}
