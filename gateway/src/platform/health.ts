import type { FastifyInstance } from 'fastify';
import { isOperator, probe } from '@aidverify/observability';
import type { BearerVerifier } from './auth.js';
import type { UpstreamHttp } from './upstream.js';
import { CircuitOpenError } from './circuit-breaker.js';

/**
 * /healthz: the process answers (liveness). /readyz: the services are ready (their database answers) and the
 * issuer's keys can be fetched, so a signed-in request could succeed (readiness). The public answer is only
 * ok / not ok: what failed (internal addresses, error text) goes to the log, and to a request that carries the
 * operator token (X-Operator-Token: OPERATOR_TOKEN).
 */
export function registerHealth(
  app: FastifyInstance,
  deps: {
    http: UpstreamHttp;
    verifier: BearerVerifier;
    servicesUrl: string;
    probeTimeoutMs: number;
    operatorToken?: string;
  },
): void {
  app.get('/healthz', async () => ({ ok: true }));

  app.get('/readyz', async (request, reply) => {
    // Each check gets a short time of its own: a hung services process must not hold readiness for the full
    // upstream timeout (a load balancer's probe gives up long before).
    const [services, jwks] = await Promise.all([
      check(deps.probeTimeoutMs, async () => {
        const url = new URL('/readyz', deps.servicesUrl);
        const response = await deps.http.request({
          origin: url.origin,
          path: url.pathname,
          method: 'GET',
          headersTimeout: deps.probeTimeoutMs,
          bodyTimeout: deps.probeTimeoutMs,
        });
        await response.body.dump();
        if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
      }),
      check(deps.probeTimeoutMs, async () => deps.verifier.ready?.()),
    ]);
    const ok = services === 'ok' && jwks === 'ok';
    if (!ok) request.log.warn({ checks: { services, jwks } }, 'not ready');
    return reply
      .code(ok ? 200 : 503)
      .send(isOperator(request, deps.operatorToken) ? { ok, checks: { services, jwks } } : { ok });
  });
}

/** A readiness check within the time limit, with the services' failures in an operator's words. */
function check(timeoutMs: number, fn: () => Promise<void>): Promise<string> {
  return probe(timeoutMs, () =>
    fn().catch((error: unknown) => {
      if (error instanceof CircuitOpenError)
        throw new Error('unavailable (circuit open after repeated failures)');
      const code = (error as { code?: string }).code;
      if (code && /TIMEOUT/.test(code)) throw new Error(`no answer within ${timeoutMs} ms`);
      throw error;
    }),
  );
}
