import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { UpstreamHttp } from '../../platform/upstream.js';

/**
 * FSA's Federal School Code List (its .xlsx or CSV, about 1 MB) is larger than a GraphQL request may be: the back-office's
 * Title IV tab posts it here as multipart/form-data ('file') with its bearer token, and the gateway streams it to
 * the admin base's TitleIVSchool/upload, which checks the permission, the size and every line.
 */
export async function titleIvSchoolListRoutes(app: FastifyInstance, opts: { http: UpstreamHttp }) {
  const base = opts.http.apiUrls.admin;
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
  app.post('/files/title-iv-schools', async (request, reply) => {
    const headers: Record<string, string> = {
      'x-forwarded-for': request.ip,
      accept: 'application/json',
      'content-type': request.headers['content-type'] ?? 'application/octet-stream',
    };
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    const answer = await opts.http.dispatcher.request({
      origin: base.origin,
      path: `${base.pathname}TitleIVSchool/upload`,
      method: 'POST',
      headers,
      body: request.body as Readable,
    });
    reply.status(answer.statusCode);
    const type = answer.headers['content-type'];
    if (typeof type === 'string') reply.header('content-type', type);
    return reply.send(answer.body);
  });
}
