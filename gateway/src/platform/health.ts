import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
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

/** The request carries the configured operator token (compared in constant time). */
export function isOperator(request: FastifyRequest, token: string | undefined): boolean {
  const given = request.headers['x-operator-token'];
  if (!token || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function check(timeoutMs: number, probe: () => Promise<void>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return 'ok';
  } catch (error) {
    if (error instanceof CircuitOpenError) return 'unavailable (circuit open after repeated failures)';
    const code = (error as { code?: string }).code;
    if (code && /TIMEOUT/.test(code)) return `no answer within ${timeoutMs} ms`;
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}
