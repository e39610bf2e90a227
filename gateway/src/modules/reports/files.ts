import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forwardedHeaders, relayAnswer } from '../../platform/file-relay.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

const DOWNLOAD_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'];
const NAME = /^[A-Za-z]{1,60}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Report files travel outside GraphQL: a direct export (up to 5,000 rows) and the file of a finished export job,
 * streamed from the school service with the caller's bearer token; every check is the service's.
 */
export async function reportFileRoutes(app: FastifyInstance, opts: { http: UpstreamHttp }) {
  const base = opts.http.apiUrls.school;
  const relay = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const answer = await opts.http.dispatcher.request({
      origin: base.origin,
      path: `${base.pathname}${path}`,
      method: 'GET',
      headers: forwardedHeaders(request),
    });
    return relayAnswer(reply, answer, DOWNLOAD_HEADERS);
  };

  app.get('/files/reports/:name/download', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!NAME.test(name)) return reply.status(404).send({ message: `'${name}' is not a report` });
    const query = new URLSearchParams(request.query as Record<string, string>);
    return relay(request, reply, `report/${name}/download?${query}`);
  });

  app.get('/files/report-exports/:uuid', async (request, reply) => {
    const { uuid } = request.params as { uuid: string };
    if (!UUID.test(uuid)) return reply.status(404).send({ message: `No report export ${uuid}` });
    return relay(request, reply, `report/exportFile/${uuid}`);
  });
}
