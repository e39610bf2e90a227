import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadGatewayEnv, startGateway, type RunningGateway } from '../src/index.js';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';

/** An operation of the "web build" this test writes: the student's own name. */
const KNOWN = 'query Me {\n  viewer {\n    uuid\n    role\n  }\n}';
const KNOWN_ID = createHash('sha256').update(KNOWN).digest('hex');
/** A document no build has: what a stolen session would try. */
const AD_HOC = '{ viewer { uuid role schoolCode } }';
const CREATE_TOKEN = `mutation Make($input: NewApiTokenInput!) { createApiToken(input: $input) { ok secret } }`;

forEachBackend((backend) => {
  describe('trusted documents: browser sessions run only the web build’s operations', () => {
    // Sign-ins go through the suite's own gateway; the checks through one with trusted documents on.
    const s = useStack(backend);
    const dir = mkdtempSync(path.join(tmpdir(), 'aidverify-trusted-'));
    let gateway: RunningGateway;
    let student: BrowserSession;
    let staff: BrowserSession;
    let apiToken: string;

    beforeAll(async () => {
      const manifest = path.join(dir, 'persisted-documents.json');
      writeFileSync(manifest, JSON.stringify({ [KNOWN_ID]: KNOWN }));
      gateway = await startGateway(
        loadGatewayEnv({
          NODE_ENV: 'test',
          GATEWAY_PORT: '0',
          SERVICES_URL: s().servicesUrl,
          OIDC_ISSUER: s().services.ctx.tokens.trusted.embedded!,
          LOG_LEVEL: 'silent',
          WEB_DIST: path.join(dir, 'no-web'),
          TRUSTED_DOCUMENTS: 'on',
          PERSISTED_DOCUMENTS: manifest,
        }),
      );
      student = await s().signIn('student@aidverify.test');
      staff = await s().signIn('admin@aidverify.test');
      const made = await staff.graphql(CREATE_TOKEN, {
        input: {
          name: 'Trusted documents',
          schoolCode: '222222',
          role: 'ReadOnly',
          readOnly: true,
          expiresInDays: 1,
        },
      });
      apiToken = made.data.createApiToken.secret;
    });
    afterAll(async () => {
      await gateway?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const send = async (
      body: Record<string, unknown>,
      token: string,
      headers: Record<string, string> = {},
    ) => {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data?: any; errors?: any[] } };
    };
    const byId = (id: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } });

    it('runs a known operation sent by its persisted id alone, or as its text', async () => {
      const known = await send(byId(KNOWN_ID), student.accessToken);
      expect(known).toMatchObject({ status: 200, body: { data: { viewer: { role: 'User' } } } });
      expect(known.body.errors).toBeUndefined();
      const asText = await send({ query: KNOWN }, student.accessToken);
      expect(asText.body).toEqual(known.body);
    });

    it('refuses any other document to a browser session, before anything runs', async () => {
      gateway.upstream.reset();
      for (const session of [student, staff]) {
        const refused = await send({ query: AD_HOC }, session.accessToken);
        expect(refused.status).toBe(403);
        expect(refused.body.data).toBeUndefined();
        expect(refused.body.errors).toEqual([
          expect.objectContaining({ extensions: { code: 'UNTRUSTED_DOCUMENT' } }),
        ]);
      }
      expect(gateway.upstream.total()).toBe(0);
      // An id no build has runs nothing either.
      const unknownId = await send(byId('0'.repeat(64)), student.accessToken);
      expect(unknownId.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect(unknownId.body.data).toBeUndefined();
    });

    it('runs any document for staff in the explorer, not for a student who claims to be there', async () => {
      const explorer = { 'x-graphql-client': 'explorer' };
      const exploring = await send({ query: AD_HOC }, staff.accessToken, explorer);
      expect(exploring).toMatchObject({
        status: 200,
        body: { data: { viewer: { role: expect.any(String) } } },
      });
      const pretending = await send({ query: AD_HOC }, student.accessToken, explorer);
      expect(pretending.status).toBe(403);
      expect(pretending.body.errors?.[0]?.extensions?.code).toBe('UNTRUSTED_DOCUMENT');
    });

    it('runs any document for an API token, and refuses a made-up one as unauthenticated', async () => {
      const script = await send({ query: '{ apiTokenProbe: viewer { schoolCode } }' }, apiToken);
      expect(script).toMatchObject({
        status: 200,
        body: { data: { apiTokenProbe: { schoolCode: '222222' } } },
      });
      const madeUp = await send({ query: AD_HOC }, 'avt_not-a-real-token');
      expect(madeUp.status).toBe(401);
      expect(madeUp.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
