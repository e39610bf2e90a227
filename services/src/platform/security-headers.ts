import type { FastifyInstance } from 'fastify';

/**
 * The services' own port answers with the headers the gateway sends: whatever reaches it directly (a tool, a proxy
 * misconfigured to expose it) gets answers a browser will not sniff, frame, cache or let load anything. JSON and
 * files get a CSP that allows nothing; the few HTML pages (unsubscribe, provider pages) keep their own.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    return payload;
  });
}
