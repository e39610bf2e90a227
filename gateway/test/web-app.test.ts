import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/platform/web-app.js';

// A built app as web/vite.config.ts writes it: hashed assets with their .br/.gz, index.html with its own.
const js = 'export const answer = 42;\n'.repeat(200);
const html = '<!doctype html><html><body><div id="root"></div></body></html>\n'.repeat(30);
let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'aidverify-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), js);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    '{"src/main.tsx":{"file":"assets/index-abc123.js"}}',
  );
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(() => app.close());

describe('web app static files', () => {
  it('sends the brotli file to a browser that accepts br, cached for a year as immutable', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(js.length / 10);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('revalidates index.html on every load, for the root and for client-side routes, compressed', async () => {
    for (const url of ['/', '/login', '/userLanding/abc/student']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString(), url).toBe(html);
    }
  });

  it('does not serve the build manifest', async () => {
    const res = await app.inject({ url: '/.vite/manifest.json' });
    expect(res.body).not.toContain('src/main.tsx');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await app.inject({ url: '/assets/gone-000.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
  });
});
