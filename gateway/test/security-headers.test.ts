import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadGatewayEnv, startGateway, type RunningGateway } from '../src/index.js';
import { repoRoot } from '../src/env.js';
import { execFileSync } from 'node:child_process';
import { appCsp, cspFor } from '../src/platform/security-headers.js';

/** Keycloak's realm on another origin, as docker-compose.yml configures sign-in. */
const KEYCLOAK_ISSUER = 'https://sso.example.edu:8443/realms/aidverify';

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
    dev = await start({ NODE_ENV: 'development', OIDC_ISSUER: 'http://localhost:4000/oidc' });
    prod = await start({ NODE_ENV: 'production', TRUST_PROXY: 'on', OIDC_ISSUER: KEYCLOAK_ISSUER });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('lets the browser reach the configured sign-in provider (Keycloak on another origin): fetch and frames, nothing more', async () => {
    const csp = (await fetch(`${prod.url}/`)).headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    // Discovery, token and end-session are fetched; the silent renewal loads the provider in a hidden frame.
    expect(directive('connect-src')).toBe("connect-src 'self' https://sso.example.edu:8443");
    expect(directive('frame-src')).toBe("frame-src 'self' https://sso.example.edu:8443");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
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
      const csp = res.headers.get('content-security-policy')!;
      expect(csp, url).toBe(appCsp(KEYCLOAK_ISSUER));
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
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
    expect(page.headers.get('content-security-policy')).toBe(appCsp('http://localhost:4000/oidc'));
    const post = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expect(post.headers.get('content-security-policy')).toBe(appCsp('http://localhost:4000/oidc'));
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
    expect(files?.body).toMatch(/proxy_pass http:\/\/aidverify_gateways;/);
    expect(files?.body).toMatch(/proxy_request_buffering off;/);
    expect(blocks.find((b) => b.where === '= /graphql')?.body).toMatch(
      /proxy_pass http:\/\/aidverify_gateways;/,
    );
  });

  /** The template as the nginx image renders it: 15-oidc-origin.envsh sourced, then envsubst with the filter. */
  const render = (issuer: string) =>
    execFileSync(
      'sh',
      [
        '-c',
        ". deploy/web/15-oidc-origin.envsh && envsubst '${GATEWAY_SERVER} ${SERVICES_SERVER} ${NGINX_RESOLVER} ${OIDC_ORIGIN}' < deploy/web/nginx.conf.template",
      ],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          OIDC_ISSUER: issuer,
          GATEWAY_SERVER: 'gateway:4000',
          SERVICES_SERVER: 'services:4001',
          NGINX_RESOLVER: '127.0.0.11',
        },
      },
    );

  it('sends the security headers from every location that sets headers of its own (nginx drops the inherited ones there)', () => {
    const rendered = render(KEYCLOAK_ISSUER);
    const renderedBlocks = [...rendered.matchAll(/location\s+([^{]+)\{([\s\S]*?)\n {4}\}/g)].map(
      ([, where, body]) => ({
        where: where!.trim(),
        body: body!,
      }),
    );
    for (const b of renderedBlocks.filter((x) => /add_header/.test(x.body))) {
      for (const header of [
        'Content-Security-Policy',
        'X-Frame-Options "SAMEORIGIN"',
        'X-Content-Type-Options "nosniff"',
        'Referrer-Policy',
        'Strict-Transport-Security $hsts',
      ]) {
        expect(b.body, `${b.where}: ${header}`).toContain(`add_header ${header}`);
      }
      expect(b.body).toContain(`"${appCsp(KEYCLOAK_ISSUER)}"`);
    }
    // The gateway's policy for the same issuer, word for word, with Keycloak's origin for fetch and frames.
    expect(rendered).toContain(`add_header Content-Security-Policy "${appCsp(KEYCLOAK_ISSUER)}" always;`);
    expect(rendered).toContain("connect-src 'self' https://sso.example.edu:8443;");
    expect(rendered).toContain("frame-src 'self' https://sso.example.edu:8443;");
    expect(template).toContain(`"${cspFor('${OIDC_ORIGIN}')}"`);
    expect(rendered).not.toContain('${');
    // Each group of replicas by the name every replica carries, re-resolved as replicas come and go.
    expect(rendered).toContain('server gateway:4000 resolve');
    expect(rendered).toContain('server services:4001 resolve');
    expect(template).toMatch(
      /map \$forwarded_proto \$hsts \{\s*https\s+"max-age=63072000; includeSubDomains";/,
    );
  });

  it('refuses to render without an http(s) issuer', () => {
    expect(() => render('')).toThrow();
    expect(() => render('keycloak:8080/realms/x')).toThrow();
  });

  /** The edge (port 8080, published) and the services' balancer for the gateways (port 8082, never published). */
  const edge = template.slice(0, template.indexOf('listen 8082;'));
  const internal = template.slice(template.indexOf('listen 8082;'));

  it('sets (never appends to) X-Forwarded-For at the edge: a browser-sent header cannot name another address', () => {
    const forwards = [...edge.matchAll(/proxy_set_header X-Forwarded-For (\S+);/g)].map((m) => m[1]);
    const edgeBlocks = blocks.filter((b) => edge.includes(b.body));
    expect(forwards.length).toBe(edgeBlocks.filter((b) => /proxy_pass/.test(b.body)).length);
    expect(new Set(forwards)).toEqual(new Set(['$remote_addr']));
    expect(edge).toMatch(/listen 8080;/);
    expect(edge).not.toContain('$proxy_add_x_forwarded_for');
  });

  it("balances the services for the gateways on an inner port, adding the gateway's address to theirs", () => {
    expect(internal).not.toMatch(/listen 8080;/);
    expect(internal).toMatch(/proxy_pass http:\/\/aidverify_services;/);
    // The gateway set the browser's address; the services (trusting nginx and the gateways) read past both.
    expect([...internal.matchAll(/proxy_set_header X-Forwarded-For (\S+);/g)].map((m) => m[1])).toEqual([
      '$proxy_add_x_forwarded_for',
    ]);
    expect(internal).toMatch(/proxy_request_buffering off;/);
  });
});
