import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { UpstreamHttp } from './upstream.js';

/** Headers the provider needs from the browser's request, and the ones it answers with. */
const REQUEST_HEADERS = [
  'cookie',
  'content-type',
  'accept',
  'accept-language',
  'origin',
  'authorization',
  'dpop',
  'user-agent',
];
const ANSWER_HEADERS = [
  'content-type',
  'location',
  'cache-control',
  'pragma',
  'www-authenticate',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
  'vary',
];

/**
 * The embedded OpenID Connect provider (served by the services under /oidc) at the gateway's own address, so the
 * browser sees one origin for the app, GraphQL and sign-in, and the provider's cookies are first-party. The public
 * host and scheme travel as X-Forwarded-Host/Proto: the provider builds its URLs from them.
 */
export async function registerOidcProxy(
  app: FastifyInstance,
  opts: { http: UpstreamHttp; servicesUrl: string; mountPath: string },
) {
  const services = new URL(opts.servicesUrl);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const handler = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      const headers: Record<string, string> = {
        'x-forwarded-for': request.ip,
        'x-forwarded-host': request.headers.host ?? services.host,
        'x-forwarded-proto': request.protocol,
      };
      for (const name of REQUEST_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      const answer = await opts.http.dispatcher.request({
        origin: services.origin,
        path: request.url,
        method: request.method as 'GET',
        headers,
        ...(hasBody ? { body: request.body as Readable } : {}),
      });
      reply.status(answer.statusCode);
      for (const name of ANSWER_HEADERS) {
        const value = answer.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      const cookies = answer.headers['set-cookie'];
      if (cookies) reply.header('set-cookie', Array.isArray(cookies) ? cookies : [cookies]);
      return reply.send(answer.body);
    };
    scope.all(`${opts.mountPath}/*`, handler);
    scope.all(opts.mountPath, handler);
  });
}
