import type { FastifyInstance } from 'fastify';
import type { BearerVerifier } from './auth.js';
import type { UpstreamHttp } from './upstream.js';

/**
 * /healthz: the process answers (liveness). /readyz: the services answer and the issuer's keys can be
 * fetched, so a signed-in request could succeed (readiness).
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { http: UpstreamHttp; verifier: BearerVerifier; servicesUrl: string },
): void {
  app.get('/healthz', async () => ({ ok: true }));

  app.get('/readyz', async (_request, reply) => {
    const [services, jwks] = await Promise.all([
      check(async () => {
        const url = new URL('/healthz', deps.servicesUrl);
        const response = await deps.http.dispatcher.request({
          origin: url.origin,
          path: url.pathname,
          method: 'GET',
        });
        await response.body.dump();
        if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
      }),
      check(async () => deps.verifier.ready?.()),
    ]);
    const ok = services === 'ok' && jwks === 'ok';
    return reply.code(ok ? 200 : 503).send({ ok, checks: { services, jwks } });
  });
}

async function check(probe: () => Promise<void>): Promise<string> {
  try {
    await probe();
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
