import type { FastifyInstance } from 'fastify';
import { streamUploadTo } from '../../platform/file-relay.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/**
 * ISIR files are far larger than a GraphQL request may be: the Upload ISIR File screen posts the file here as
 * multipart/form-data (SchoolCode, AidYear, isirFile) with its bearer token, and the gateway streams it to
 * isir/uploadIsir, which checks the caller, the school and the file.
 */
export async function isirFileRoutes(app: FastifyInstance, opts: { http: UpstreamHttp }) {
  streamUploadTo(app, {
    http: opts.http,
    api: 'isir',
    route: '/files/isir-uploads',
    upstreamPath: 'isir/uploadIsir',
    // Large files import while the uploader waits (up to the sync limit); give the services time.
    timeoutMs: 10 * 60_000,
  });
}
