import type { FastifyInstance } from 'fastify';

/**
 * The app's Content-Security-Policy: scripts only from the app's own origin (the built web app has no inline
 * script), no framing by other origins, no plugins. Styles allow 'unsafe-inline' because Mantine writes its CSS
 * variables into a <style> element at run time; nothing else is inline. The sign-in provider's origin (Keycloak,
 * or the embedded provider at the gateway's public address) is allowed for fetch (discovery, token, end-session)
 * and for frames (the silent renewal runs in a hidden frame that loads the provider).
 * `origin` is written as given: deploy/web/nginx.conf.template uses this same text with ${OIDC_ORIGIN}.
 */
export function cspFor(origin: string): string {
  const provider = origin ? ` ${origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${provider}`,
    `frame-src 'self'${provider}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // 'self', not 'none': the silent sign-in renews a reloaded page's session in a hidden frame of this origin.
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy for the configured issuer (its origin; the issuer's path is not part of a source expression). */
export function appCsp(issuer: string): string {
  return cspFor(new URL(issuer).origin);
}

/** Two years, with subdomains: what browsers' preload lists expect. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers on every answer of the gateway (web app, GraphQL, files, health): CSP, no framing, no MIME
 * sniffing, a same-origin referrer, and HSTS when the request came over https (directly, or as X-Forwarded-Proto
 * says when TRUST_PROXY names the proxy in front).
 */
export function registerSecurityHeaders(app: FastifyInstance, issuer: string): void {
  const csp = appCsp(issuer);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
