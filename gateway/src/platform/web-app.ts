import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths the gateway answers itself; everything else a browser GETs is a route of the web app. */
const OWN_PATHS = /^\/(graphql|healthz|readyz|oidc|config\.json)(\/|$|\?)/;
/** Built files live here; a missing one is a real 404, not a route. */
const ASSETS = /^\/assets\//;

const NOT_BUILT = (dist: string) =>
  `The web app is not built yet (no ${path.join(dist, 'index.html')}).\n` +
  'Build it with `pnpm --filter @aidverify/web build` (or run `npm start`, which builds it), then reload.\n' +
  'GraphQL is available at /graphql meanwhile.\n';

function isExplorerPage(request: FastifyRequest): boolean {
  const [pathname, search = ''] = request.url.split('?');
  if (pathname !== '/graphql' && pathname !== '/graphql/') return false;
  if (new URLSearchParams(search).has('query')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app from `dist`: files as they are or their precompressed .br/.gz (hashed assets
 * cached for good), and index.html
 * for any other GET so the client-side router can take the path.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  opts: { explorer?: boolean } = {},
): Promise<void> {
  const built = existsSync(path.join(dist, 'index.html'));
  if (opts.explorer && built) {
    // A browser opening /graphql gets the web app, whose /graphql route is the GraphiQL explorer; GraphQL
    // clients (JSON, or a GET with a query) still reach Apollo.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !isExplorerPage(request)) return;
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    });
  }
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      index: 'index.html',
      cacheControl: false, // set below: hashed assets for good, everything else revalidated
      // The web build writes .br and .gz next to each file (web/vite.config.ts): sent by Accept-Encoding.
      preCompressed: true,
      // Vite's build manifest (dist/.vite/, read by the bundle budget) maps chunks to source paths, and the list of
      // trusted documents is the gateway's: not for browsers.
      allowedPath: (pathName) =>
        !pathName.startsWith('/.vite/') && !pathName.startsWith('/persisted-documents.json'),
      setHeaders: (res, file) => {
        res.setHeader('vary', 'accept-encoding'); // a shared cache keeps the br, gzip and plain copies apart
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !OWN_PATHS.test(url) && !ASSETS.test(url);
    if (!isPage) return reply.code(404).send({ message: `No route ${request.method} ${url.split('?')[0]}` });
    if (!built)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT(dist));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
