import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerFileRouteFailures, forwardedHeaders } from '../../platform/file-relay.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** The services take a school file as base64 in JSON up to 700 KB; a little room for the request itself. */
const SCHOOL_FILE_LIMIT_BYTES = 700 * 1024;

/**
 * School files (SchoolAidYearFile) travel outside GraphQL, whose requests are capped at 100 KB: the browser
 * posts the file's bytes here (?fileType=&fileName=&aidYear=, no aidYear for every year) with its bearer
 * token; the gateway hands them to the school service as its JSON upload and relays the answer. Who may
 * upload, the name and the size are the service's to check; this route only refuses what it cannot carry.
 */
export async function schoolFileRoutes(app: FastifyInstance, opts: { http: UpstreamHttp }) {
  const base = opts.http.apiUrls.school;
  answerFileRouteFailures(app, 'school', opts.http.timeoutMs);
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: SCHOOL_FILE_LIMIT_BYTES + 1 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/files/school-files',
    { bodyLimit: SCHOOL_FILE_LIMIT_BYTES + 1 },
    async (request: FastifyRequest, reply) => {
      const query = request.query as { fileType?: string; fileName?: string; aidYear?: string };
      const fileType = Number(query.fileType);
      const aidYear = query.aidYear ? Number(query.aidYear) : null;
      if (
        !Number.isInteger(fileType) ||
        !query.fileName ||
        (aidYear !== null && !Number.isInteger(aidYear))
      ) {
        return reply.status(400).send({
          message:
            'Give the file type (fileType), the file name (fileName) and, for one aid year, the aid year (aidYear)',
        });
      }
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (bytes.length === 0)
        return reply
          .status(400)
          .send({ message: 'The file is empty', inputErrors: [{ path: 'file', message: 'is empty' }] });
      const answer = await opts.http.request({
        origin: base.origin,
        path: `${base.pathname}SchoolAidYearFile/upload`,
        method: 'POST',
        headers: forwardedHeaders(request, 'application/json'),
        body: JSON.stringify({
          aidYear,
          fileType,
          fileName: query.fileName,
          contentBase64: bytes.toString('base64'),
        }),
      });
      reply.status(answer.statusCode).header('content-type', 'application/json');
      return reply.send(await answer.body.text());
    },
  );
}
