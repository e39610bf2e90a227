import { timingSafeEqual } from 'node:crypto';

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The request carries the configured operator token (compared in constant time): in X-Operator-Token, or as a
 * bearer token (what Prometheus sends with `authorization.credentials`).
 */
export function isOperator(request: RequestLike, token: string | undefined): boolean {
  const header = request.headers['x-operator-token'];
  const bearer = /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? ''))?.[1];
  const given = typeof header === 'string' ? header : bearer;
  if (!token || given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Runs a readiness check within `timeoutMs`: 'ok', or what failed. */
export async function probe(timeoutMs: number, check: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}
