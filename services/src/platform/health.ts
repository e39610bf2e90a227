import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Db } from './db.js';

/**
 * /healthz: the process answers (liveness, no database: a slow database must not get the process restarted).
 * /readyz: the database answers a trivial query within READY_PROBE_TIMEOUT_MS (readiness; the gateway's /readyz
 * asks this one). The public answer is only ok / not ok; what failed goes to the log, and to a request carrying the
 * operator token (X-Operator-Token: OPERATOR_TOKEN).
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { db: Db; probeTimeoutMs: number; operatorToken?: string },
): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const database = await probe(deps.probeTimeoutMs, () => deps.db.query('SELECT 1'));
    const ok = database === 'ok';
    if (!ok) request.log.warn({ checks: { database } }, 'not ready');
    return reply
      .code(ok ? 200 : 503)
      .send(isOperator(request, deps.operatorToken) ? { ok, checks: { database } } : { ok });
  });
}

async function probe(timeoutMs: number, check: () => Promise<unknown>): Promise<string> {
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

/** The request carries the configured operator token (compared in constant time). */
export function isOperator(request: FastifyRequest, token: string | undefined): boolean {
  const given = request.headers['x-operator-token'];
  if (!token || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
