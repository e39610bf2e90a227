import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { answerFileRouteFailures, forwardedHeaders, relayAnswer } from '../../platform/file-relay.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** What a download passes on to the browser besides its type. */
const DOWNLOAD_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'];

/**
 * Interview documents travel outside GraphQL (whose requests are capped at 100 KB): the browser posts the file
 * here as multipart/form-data and downloads it here, with its bearer token. The gateway streams both ways and
 * leaves every check (who, which item, size, type by content) to the interview service.
 */
export async function interviewFileRoutes(app: FastifyInstance, opts: { http: UpstreamHttp }) {
  const base = opts.http.apiUrls.interview;
  answerFileRouteFailures(app, 'interview', opts.http.timeoutMs);
  // The file stays a stream: no body limit here, the service enforces its own while it reads.
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

  app.post('/files/interview-documents', async (request, reply) => {
    const query = request.query as { item?: string; question?: string };
    if (!query.item || !query.question)
      return reply
        .status(400)
        .send({ message: 'Give the task list item (item) and the question (question)' });
    const path = `${base.pathname}interview/saveUploadStudentInterviewLink?${new URLSearchParams({ StudentInterviewLinkID: query.item, QuestionID: query.question })}`;
    const answer = await opts.http.request({
      origin: base.origin,
      path,
      method: 'POST',
      headers: forwardedHeaders(request, request.headers['content-type'] ?? 'application/octet-stream'),
      body: request.body as Readable,
    });
    return relayAnswer(reply, answer, DOWNLOAD_HEADERS);
  });

  app.get('/files/interview-documents/:fileId', async (request, reply) => {
    const { fileId } = request.params as { fileId: string };
    const answer = await opts.http.request({
      origin: base.origin,
      path: `${base.pathname}interview/fileDownload/`,
      method: 'POST',
      headers: forwardedHeaders(request, 'application/json'),
      body: JSON.stringify({ fileID: fileId }),
    });
    return relayAnswer(reply, answer, DOWNLOAD_HEADERS);
  });

  // Every document of one item as a zip; processorDocuments=true adds the office's documents of the item's side (staff).
  app.get('/files/interview-items/:item/documents.zip', async (request, reply) => {
    const { item } = request.params as { item: string };
    const query = request.query as { processorDocuments?: string };
    const answer = await opts.http.request({
      origin: base.origin,
      path: `${base.pathname}interview/downloadManyFilesByStudentInterviewLinkID/${encodeURIComponent(item)}`,
      method: 'POST',
      headers: forwardedHeaders(request, 'application/json'),
      body: JSON.stringify({
        StudentInterviewLink: true,
        ProcessorDocuments: query.processorDocuments === 'true',
      }),
    });
    return relayAnswer(reply, answer, DOWNLOAD_HEADERS);
  });
}
