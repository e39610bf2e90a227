import type { FastifyInstance } from 'fastify';

/**
 * The app's Content-Security-Policy: scripts only from the app's own origin (the built web app has no inline
 * script), no framing by other origins, no plugins. Styles allow 'unsafe-inline' because Mantine writes its CSS variables into a
 * <style> element at run time; nothing else is inline.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // 'self', not 'none': the silent sign-in renews a reloaded page's session in a hidden frame of this origin.
  "frame-ancestors 'self'",
].join('; ');

/** Two years, with subdomains: what browsers' preload lists expect. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers on every answer of the gateway (web app, GraphQL, files, health): CSP, no framing, no MIME
 * sniffing, a same-origin referrer, and HSTS when the request came over https (directly, or as X-Forwarded-Proto
 * says when TRUST_PROXY names the proxy in front).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', APP_CSP);
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
