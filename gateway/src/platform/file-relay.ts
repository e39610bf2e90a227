import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { ApiBase } from '../env.js';
import { isTransportFailure, CircuitOpenError } from './circuit-breaker.js';
import { describeTransportFailure } from './errors.js';
import type { UpstreamHttp } from './upstream.js';

/**
 * The file routes answer as the GraphQL path does when the services cannot answer: 503 with a clear message
 * and a stable code, never the transport's own error (ECONNREFUSED, addresses); a bug is a 500 without internals.
 * Set inside each file-route plugin (Fastify scopes error handlers to it).
 */
export function answerFileRouteFailures(app: FastifyInstance, api: ApiBase, timeoutMs: number) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof CircuitOpenError || isTransportFailure(error)) {
      const { message, code } = describeTransportFailure(error, api, timeoutMs);
      request.log.warn({ err: error }, 'file route: the services did not answer');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message, code: code === 'UPSTREAM_ERROR' ? 'UPSTREAM_UNAVAILABLE' : code });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply.status(status).send({ message: (error as Error).message });
    request.log.error({ err: error }, 'file route failed');
    return reply.status(500).send({ message: 'Something went wrong in the gateway; try again' });
  });
}

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
  opts: { http: UpstreamHttp; api: ApiBase; route: string; upstreamPath: string; timeoutMs?: number },
) {
  const base = opts.http.apiUrls[opts.api];
  answerFileRouteFailures(app, opts.api, opts.timeoutMs ?? opts.http.timeoutMs);
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
  app.post(opts.route, async (request, reply) => {
    const answer = await opts.http.request({
      origin: base.origin,
      path: `${base.pathname}${opts.upstreamPath}`,
      method: 'POST',
      headers: forwardedHeaders(request, request.headers['content-type'] ?? 'application/octet-stream'),
      body: request.body as Readable,
      ...(opts.timeoutMs ? { headersTimeout: opts.timeoutMs, bodyTimeout: opts.timeoutMs } : {}),
    });
    return relayAnswer(reply, answer);
  });
}
