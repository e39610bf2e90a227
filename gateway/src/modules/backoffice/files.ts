import type { FastifyInstance } from 'fastify';
import { streamUploadTo } from '../../platform/file-relay.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/**
 * FSA's Federal School Code List (its .xlsx or CSV, about 1 MB) is larger than a GraphQL request may be: the back-office's
 * Title IV tab posts it here as multipart/form-data ('file') with its bearer token, and the gateway streams it to
 * the admin base's TitleIVSchool/upload, which checks the permission, the size and every line.
 */
export async function titleIvSchoolListRoutes(app: FastifyInstance, opts: { http: UpstreamHttp }) {
  streamUploadTo(app, {
    http: opts.http,
    api: 'admin',
    route: '/files/title-iv-schools',
    upstreamPath: 'TitleIVSchool/upload',
  });
}
