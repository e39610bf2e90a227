import type { FastifyInstance } from 'fastify';
import { streamUploadTo } from '../../platform/file-relay.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/**
 * A roster from the school's SIS (tens of thousands of rows) is larger than a GraphQL request may be: the Student
 * Repository screen posts it here as multipart/form-data (AidYear, then file) with its bearer token, and the gateway
 * streams it to the ISIR base's studentrepository/upload, which checks the caller, the aid year and every row.
 */
export async function studentRepositoryFileRoutes(app: FastifyInstance, opts: { http: UpstreamHttp }) {
  streamUploadTo(app, {
    http: opts.http,
    api: 'isir',
    route: '/files/student-repository',
    upstreamPath: 'studentrepository/upload',
    timeoutMs: 5 * 60_000,
  });
}
