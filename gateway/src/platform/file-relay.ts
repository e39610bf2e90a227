import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { UpstreamHttp } from './upstream.js';

/** What a file route passes on to the services: the caller's address and bearer token, and the body's type. */
export function forwardedHeaders(request: FastifyRequest, contentType?: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': request.ip, accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (request.headers.authorization) headers.authorization = request.headers.authorization;
  return headers;
}

/** Relays a service's answer as it is: status, the named headers, the body as a stream. */
export function relayAnswer(
  reply: FastifyReply,
  answer: { statusCode: number; headers: IncomingHttpHeaders; body: Readable },
  headerNames: string[] = ['content-type'],
) {
  reply.status(answer.statusCode);
  for (const name of headerNames) {
    const value = answer.headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
  return reply.send(answer.body);
}

/**
 * A multipart upload the browser posts to `route`, streamed unread to the service at `upstreamPath` of `base`
 * (files are larger than a GraphQL request may be); every check (who, size, content) is the service's.
 * Registered inside the caller's plugin, so the multipart parser stays there.
 */
export function streamUploadTo(
  app: FastifyInstance,
  opts: { http: UpstreamHttp; base: URL; route: string; upstreamPath: string; timeoutMs?: number },
) {
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
  app.post(opts.route, async (request, reply) => {
    const answer = await opts.http.dispatcher.request({
      origin: opts.base.origin,
      path: `${opts.base.pathname}${opts.upstreamPath}`,
      method: 'POST',
      headers: forwardedHeaders(request, request.headers['content-type'] ?? 'application/octet-stream'),
      body: request.body as Readable,
      ...(opts.timeoutMs ? { headersTimeout: opts.timeoutMs, bodyTimeout: opts.timeoutMs } : {}),
    });
    return relayAnswer(reply, answer);
  });
}
