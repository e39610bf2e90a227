/**
 * A route's code-split chunk that no longer exists on the server (a deployment replaced the app's files)
 * makes the dynamic import reject. Each browser words it differently:
 * Chromium "Failed to fetch dynamically imported module: <url>", Firefox "error loading dynamically
 * imported module: <url>", Safari "Importing a module script failed.".
 */
const CHUNK_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed/i;

/** The failed chunk's name (its file name without the content hash's extension), or null when the error is no chunk failure. */
export function failedChunkName(error: unknown, fallbackName: string): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!CHUNK_FAILURE.test(message)) return null;
  const url = /(\S+\.m?js)\b/.exec(message)?.[1];
  const file = url
    ?.split('/')
    .pop()
    ?.replace(/\.m?js$/, '');
  return file || fallbackName;
}

/** The spec's prompt ('Loading chunk N failed') for the chunk's name. */
export const chunkFailureMessage = (name: string) => `Loading chunk ${name} failed`;
