import type { FastifyInstance } from 'fastify';
import { isOperator, probe } from '@aidverify/observability';
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
