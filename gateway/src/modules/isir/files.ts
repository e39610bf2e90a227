import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { UpstreamHttp } from '../../platform/upstream.js';

/**
 * ISIR files are far larger than a GraphQL request may be: the Upload ISIR File screen posts the file here as
 * multipart/form-data (SchoolCode, AidYear, isirFile) with its bearer token, and the gateway streams it to
 * isir/uploadIsir, which checks the caller, the school and the file.
 */
export async function isirFileRoutes(app: FastifyInstance, opts: { http: UpstreamHttp }) {
  const base = opts.http.apiUrls.isir;
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
  app.post('/files/isir-uploads', async (request, reply) => {
    const headers: Record<string, string> = {
      'x-forwarded-for': request.ip,
      accept: 'application/json',
      'content-type': request.headers['content-type'] ?? 'application/octet-stream',
    };
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    const answer = await opts.http.dispatcher.request({
      origin: base.origin,
      path: `${base.pathname}isir/uploadIsir`,
      method: 'POST',
      headers,
      body: request.body as Readable,
      // Large files import while the uploader waits (up to the sync limit); give the services time.
      headersTimeout: 10 * 60_000,
      bodyTimeout: 10 * 60_000,
    });
    reply.status(answer.statusCode);
    const type = answer.headers['content-type'];
    if (typeof type === 'string') reply.header('content-type', type);
    return reply.send(answer.body);
  });
}
