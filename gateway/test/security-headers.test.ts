import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadGatewayEnv, startGateway, type RunningGateway } from '../src/index.js';
import { repoRoot } from '../src/env.js';
import { APP_CSP } from '../src/platform/security-headers.js';

const dist = mkdtempSync(path.join(tmpdir(), 'aidverify-web-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>aidverify</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const start = (env: Record<string, string>) =>
  startGateway(
    loadGatewayEnv({
      GATEWAY_PORT: '0',
      SERVICES_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'silent',
      WEB_DIST: dist,
      ...env,
    }),
  );

describe('security headers of the gateway', () => {
  let dev: RunningGateway;
  let prod: RunningGateway;
  beforeAll(async () => {
    dev = await start({ NODE_ENV: 'development' });
    prod = await start({ NODE_ENV: 'production', TRUST_PROXY: 'on' });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('every answer (page, GraphQL, health, a file route) carries CSP, no framing, nosniff and the referrer policy', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/StudentView/x'],
      ['POST', '/graphql'],
      ['GET', '/healthz'],
      ['GET', '/files/interview-documents/x'],
    ] as const) {
      const res = await fetch(`${prod.url}${url}`, {
        method,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }
          : {}),
      });
      await res.arrayBuffer();
      expect(res.headers.get('content-security-policy'), url).toBe(APP_CSP);
      expect(APP_CSP).toContain("script-src 'self'");
      expect(APP_CSP).toContain("frame-ancestors 'self'");
      expect(APP_CSP).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), url).toBe('same-origin');
      expect(res.headers.get('strict-transport-security'), url).toBeNull(); // plain http
    }
  });

  it('sends HSTS only over https: behind a trusted proxy that says so (X-Forwarded-Proto), never on its word alone', async () => {
    const viaProxy = await fetch(`${prod.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const untrusted = await fetch(`${dev.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });

  it("the GraphiQL explorer (the web app's /graphql page) is under the same policy as the rest of the app", async () => {
    const page = await fetch(`${dev.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toBe(APP_CSP);
    const post = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expect(post.headers.get('content-security-policy')).toBe(APP_CSP);
  });

  it("the web app's index.html (built, else its source) has no inline script, as script-src 'self' requires", () => {
    const built = path.join(repoRoot, 'web', 'dist', 'index.html');
    const html = readFileSync(existsSync(built) ? built : path.join(repoRoot, 'web', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers
  });
});

describe('the nginx template (deploy/web)', () => {
  const template = readFileSync(path.join(repoRoot, 'deploy', 'web', 'nginx.conf.template'), 'utf8');
  const blocks = [...template.matchAll(/location\s+([^{]+)\{([\s\S]*?)\n {4}\}/g)].map(([, where, body]) => ({
    where: where!.trim(),
    body: body!,
  }));

  it("forwards the gateway's /files/* routes as well as /graphql, streaming uploads", () => {
    const files = blocks.find((b) => b.where === '/files/');
    expect(files?.body).toMatch(/proxy_pass \$gateway_upstream;/);
    expect(files?.body).toMatch(/proxy_request_buffering off;/);
    expect(blocks.find((b) => b.where === '= /graphql')?.body).toMatch(/proxy_pass \$gateway_upstream;/);
  });

  it('sends the security headers from every location that sets headers of its own (nginx drops the inherited ones there)', () => {
    for (const b of blocks.filter((x) => /add_header/.test(x.body))) {
      for (const header of [
        'Content-Security-Policy',
        'X-Frame-Options "SAMEORIGIN"',
        'X-Content-Type-Options "nosniff"',
        'Referrer-Policy',
        'Strict-Transport-Security $hsts',
      ]) {
        expect(b.body, `${b.where}: ${header}`).toContain(`add_header ${header}`);
      }
      expect(b.body).toContain(`"${APP_CSP}"`);
    }
    expect(template).toContain(`add_header Content-Security-Policy "${APP_CSP}" always;`);
    expect(template).toMatch(
      /map \$forwarded_proto \$hsts \{\s*https\s+"max-age=63072000; includeSubDomains";/,
    );
  });
});
