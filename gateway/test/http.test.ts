import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoUuid } from '@aidverify/services';
import { loadGatewayEnv, startGateway, type RunningGateway } from '../src/index.js';
import { codes, forEachBackend, useStack, type BrowserSession, type Loose } from './harness.js';
import { readRows, z } from '@aidverify/services/test/rows';

const JORDAN = demoUuid('student:222222-1');

/** A gateway of its own on the same services, with extra configuration. */
async function gatewayWith(servicesUrl: string, env: Record<string, string>): Promise<RunningGateway> {
  return startGateway(
    loadGatewayEnv({
      NODE_ENV: 'test',
      GATEWAY_PORT: '0',
      SERVICES_URL: servicesUrl,
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
}

const post = (
  url: string,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => fetch(`${url}/graphql`, { method: 'POST', headers, body });

forEachBackend((backend) => {
  describe('the HTTP edge: query limits, CSRF, health, the web app', () => {
    const s = useStack(backend);
    let verifier: BrowserSession;

    beforeAll(async () => {
      verifier = await s().signIn('verifier@aidverify.test');
    });

    it('refuses a hostile deep query with a clear message, before calling the services', async () => {
      let selection = 'id';
      for (let i = 0; i < 8; i++) selection = `taskList(aidYear: 2027) { student { ${selection} } }`;
      s().gateway.upstream.reset();
      const answer = await verifier.graphql(
        `query Deep($uuid: ID!) { student(uuid: $uuid) { ${selection} } }`,
        { uuid: JORDAN },
      );
      expect(answer.status).toBe(400);
      expect(answer.errors![0]!.message).toBe(
        'Operation Deep is nested 18 levels deep; at most 12 are allowed',
      );
      expect(answer.data ?? null).toBeNull();
      expect(s().gateway.upstream.total()).toBe(0);
      // The same shape within the limit runs.
      const shallow = await verifier.graphql(
        `query ($uuid: ID!) { student(uuid: $uuid) { taskList(aidYear: 2027) { student { taskList(aidYear: 2027) { id } } } } }`,
        { uuid: JORDAN },
      );
      expect(shallow.errors).toBeUndefined();
    });

    it('counts depth through fragments, and refuses alias floods and oversized documents', async () => {
      const viaFragments = await verifier.graphql(`
        query { student(uuid: "${JORDAN}") { ...A } }
        fragment A on Student { taskList(aidYear: 2027) { student { ...B } } }
        fragment B on Student { taskList(aidYear: 2027) { student { ...C } } }
        fragment C on Student { taskList(aidYear: 2027) { student { ...D } } }
        fragment D on Student { taskList(aidYear: 2027) { student { ...E } } }
        fragment E on Student { taskList(aidYear: 2027) { student { ...F } } }
        fragment F on Student { taskList(aidYear: 2027) { student { id } } }`);
      expect(viaFragments.status).toBe(400);
      expect(viaFragments.errors![0]!.message).toMatch(/nested 14 levels deep; at most 12/);

      const aliases = Array.from(
        { length: 21 },
        (_, i) => `s${i}: searchStudents(input: { text: "${i}" }) { total }`,
      ).join(' ');
      const flood = await verifier.graphql(`query Flood { ${aliases} }`);
      expect(flood.status).toBe(400);
      expect(flood.errors![0]!.message).toBe(
        'Operation Flood uses more than 20 aliases; at most 20 are allowed',
      );

      const huge = await verifier.graphql(`{ ${'ping '.repeat(2_100)} }`);
      expect(huge.status).toBe(400);
      expect(huge.errors![0]!.message).toBe('The query is too large: it has more than 2000 tokens');

      const tooLarge = await post(
        s().gatewayUrl,
        JSON.stringify({ query: '{ ping }', variables: { pad: 'x'.repeat(200_000) } }),
      );
      expect(tooLarge.status).toBe(413);
    });

    it('refuses requests a browser could be tricked into sending (CSRF) and batched arrays', async () => {
      const simpleGet = await fetch(`${s().gatewayUrl}/graphql?query=${encodeURIComponent('{ ping }')}`);
      expect(simpleGet.status).toBe(400);
      expect(await simpleGet.text()).toMatch(/CSRF/);
      // A form post is not even parsed (415), a text/plain one is refused by Apollo's CSRF check.
      const formPost = await post(s().gatewayUrl, 'query={ ping }', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(formPost.status).toBe(415);
      const textPost = await post(s().gatewayUrl, JSON.stringify({ query: '{ ping }' }), {
        'content-type': 'text/plain',
      });
      expect(textPost.status).toBe(400);
      const batch = await post(
        s().gatewayUrl,
        JSON.stringify([{ query: '{ ping }' }, { query: '{ ping }' }]),
      );
      expect(batch.status).toBe(400);
      const ok = await post(s().gatewayUrl, JSON.stringify({ query: '{ ping }' }));
      expect(await ok.json()).toEqual({ data: { ping: 'pong' } });
    });

    it('serves the GraphiQL explorer (the web app) to browsers and introspection in development; neither by default in production', async () => {
      const introspect = `{ __schema { queryType { name } } }`;
      expect((await s().graphql(introspect)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      const dist = mkdtempSync(path.join(tmpdir(), 'aidverify-explorer-'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>aidverify web app</title>');
      const html = { accept: 'text/html,application/xhtml+xml' };
      const dev = await gatewayWith(s().servicesUrl, { WEB_DIST: dist });
      // Introspection's own refusals, as with trusted documents off (those have their own suite).
      const production = await gatewayWith(s().servicesUrl, {
        NODE_ENV: 'production',
        TRUSTED_DOCUMENTS: 'off',
        WEB_DIST: dist,
      });
      const enabled = await gatewayWith(s().servicesUrl, {
        NODE_ENV: 'production',
        TRUSTED_DOCUMENTS: 'off',
        WEB_DIST: dist,
        GRAPHQL_EXPLORER: 'on',
      });
      try {
        const page = await fetch(`${dev.url}/graphql`, { headers: html });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('aidverify web app');
        // No hosted Apollo Sandbox (it needs the internet) anywhere.
        const apollo = await fetch(`${dev.url}/graphql?query=%7Bping%7D`, {
          headers: { accept: 'application/json', 'apollo-require-preflight': '1' },
        });
        expect(await apollo.json()).toEqual({ data: { ping: 'pong' } });

        const refused = await post(production.url, JSON.stringify({ query: introspect }));
        const body = (await refused.json()) as {
          errors: { message: string; extensions: { code: string } }[];
        };
        expect(body.errors[0]!.message).toMatch(/introspection is not allowed/);
        const noPage = await fetch(`${production.url}/graphql`, { headers: html });
        expect(await noPage.text()).not.toContain('aidverify web app');

        // GRAPHQL_EXPLORER=on in production: the page, and the schema for signed-in staff only.
        expect(await (await fetch(`${enabled.url}/graphql`, { headers: html })).text()).toContain(
          'aidverify web app',
        );
        const anonymous = (await (await post(enabled.url, JSON.stringify({ query: introspect }))).json()) as {
          errors: { extensions: { code: string } }[];
        };
        expect(anonymous.errors[0]!.extensions.code).toBe('FORBIDDEN');
        const staff = await fetch(`${enabled.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${verifier.accessToken}` },
          body: JSON.stringify({ query: introspect }),
        });
        expect(await staff.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
      } finally {
        await Promise.all([dev.close(), production.close(), enabled.close()]);
        rmSync(dist, { recursive: true, force: true });
      }
    });

    it('answers /healthz and /readyz, and says what is not ready', async () => {
      expect(await (await fetch(`${s().gatewayUrl}/healthz`)).json()).toEqual({ ok: true });
      const ready = await fetch(`${s().gatewayUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true });

      const operatorToken = 'operator-token-0123456789abcdef';
      const orphan = await gatewayWith('http://127.0.0.1:9', {
        UPSTREAM_TIMEOUT_MS: '2000',
        OPERATOR_TOKEN: operatorToken,
      });
      try {
        expect((await fetch(`${orphan.url}/healthz`)).status).toBe(200);
        // The public answer says only that it is not ready; what failed (internal addresses) is for operators.
        const publicAnswer = await fetch(`${orphan.url}/readyz`);
        expect(publicAnswer.status).toBe(503);
        expect(await publicAnswer.json()).toEqual({ ok: false });
        const wrongToken = await fetch(`${orphan.url}/readyz`, {
          headers: { 'x-operator-token': `${operatorToken.slice(1)}x` },
        });
        expect(await wrongToken.json()).toEqual({ ok: false });
        const notReady = await fetch(`${orphan.url}/readyz`, {
          headers: { 'x-operator-token': operatorToken },
        });
        expect(notReady.status).toBe(503);
        const body = (await notReady.json()) as { ok: boolean; checks: Record<string, string> };
        expect(body.ok).toBe(false);
        expect(body.checks.services).not.toBe('ok');
        expect(body.checks.jwks).not.toBe('ok');
        // A call that cannot reach the services is UPSTREAM_ERROR with a message a person understands.
        const answer = (await (
          await post(
            orphan.url,
            JSON.stringify({ query: '{ loginSchool(schoolCode: "222222") { schoolName } }' }),
          )
        ).json()) as Loose;
        expect(answer.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
        expect(answer.errors[0].message).toBe('The identity service cannot be reached; try again shortly');
        // And a token cannot be checked without the issuer's keys: not the caller's fault either.
        const withToken = (await (
          await fetch(`${orphan.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${verifier.accessToken}` },
            body: JSON.stringify({ query: '{ currentSchool { schoolName } }' }),
          })
        ).json()) as Loose;
        expect(withToken.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
      } finally {
        await orphan.close();
      }
    });

    it('gives up on a service that does not answer in time', async () => {
      const silent: Server = createServer(() => {
        /* never answers */
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const port = (silent.address() as AddressInfo).port;
      const slow = await gatewayWith(s().servicesUrl, {
        MAIN_API_URL: `http://127.0.0.1:${port}/api/`,
        UPSTREAM_TIMEOUT_MS: '300',
      });
      try {
        const started = Date.now();
        const answer = (await (
          await post(
            slow.url,
            JSON.stringify({ query: '{ loginSchool(schoolCode: "222222") { schoolName } }' }),
          )
        ).json()) as Loose;
        expect(answer.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
        expect(answer.errors[0].message).toBe('The identity service did not answer within 300 ms; try again');
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await slow.close();
        silent.closeAllConnections();
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    it('says to build the web app when there is none', async () => {
      const home = await fetch(`${s().gatewayUrl}/`);
      expect(home.status).toBe(503);
      expect(await home.text()).toMatch(/web app is not built.*pnpm --filter @aidverify\/web build/s);
    });

    describe('with a built web app', () => {
      let dist: string;
      let withWeb: RunningGateway;
      beforeAll(async () => {
        dist = mkdtempSync(path.join(tmpdir(), 'aidverify-web-dist-'));
        mkdirSync(path.join(dist, 'assets'));
        writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">aidverify</div>');
        writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
        withWeb = await gatewayWith(s().servicesUrl, { WEB_DIST: dist });
      });
      afterAll(async () => {
        await withWeb?.close();
        rmSync(dist, { recursive: true, force: true });
      });

      it('serves files, and index.html for every route of the app', async () => {
        for (const route of [
          '/',
          '/login',
          `/StudentView/${JORDAN}/quickView`,
          '/studentLookup/testu.edu',
          '/welcome?x=1',
        ]) {
          const page = await fetch(`${withWeb.url}${route}`);
          expect(page.status, route).toBe(200);
          expect(page.headers.get('content-type')).toMatch(/text\/html/);
          expect(page.headers.get('cache-control')).toBe('no-cache');
          expect(await page.text()).toContain('aidverify');
        }
        const asset = await fetch(`${withWeb.url}/assets/index-abc123.js`);
        expect(asset.status).toBe(200);
        expect(asset.headers.get('cache-control')).toMatch(/immutable/);
        expect((await fetch(`${withWeb.url}/assets/missing.js`)).status).toBe(404);
        expect((await fetch(`${withWeb.url}/anything`, { method: 'POST' })).status).toBe(404);
        expect((await fetch(`${withWeb.url}/healthz`)).status).toBe(200);
      });
    });

    it('does not believe a browser-sent X-Forwarded-For unless told to trust a proxy', async () => {
      await s().graphql(
        `mutation { signIn(input: { username: "spoofer@aidverify.test", password: "x" }) { ok } }`,
        undefined,
        {
          headers: { 'x-forwarded-for': '198.51.100.1' },
        },
      );
      const rows = await readRows(
        s().services.ctx.db,
        { address: z.string() },
        `SELECT address FROM login_attempt WHERE account = 'spoofer@aidverify.test'`,
      );
      expect(rows.map((r) => r.address)).toEqual(['127.0.0.1']);
      expect(codes(await s().graphql(`{ student(uuid: "${JORDAN}") { id } }`))).toEqual(['UNAUTHENTICATED']);
    });
  });
});
