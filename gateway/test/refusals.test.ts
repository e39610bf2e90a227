import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayEnv, startGateway, type RunningGateway } from '../src/index.js';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';

/**
 * Issue 23: with GRAPHQL_EXPLORER=on in production, introspection inside a fragment reached anonymous callers, and
 * refusals (that one, a read-only token's mutation, a revoked token) were answered with HTTP 500. Authentication
 * failures are 401, permission failures 403, never 500.
 */
forEachBackend((backend) => {
  describe('refusals of the production gateway', () => {
    const s = useStack(backend);
    let production: RunningGateway;
    let admin: BrowserSession;
    let verifier: BrowserSession;

    beforeAll(async () => {
      production = await startGateway(
        loadGatewayEnv({
          NODE_ENV: 'production',
          // The refusals below are the ones left when an operator turns trusted documents off (and the ones API
          // tokens and the explorer meet); trusted documents have their own suite (trusted-documents.test.ts).
          TRUSTED_DOCUMENTS: 'off',
          GRAPHQL_EXPLORER: 'on',
          GATEWAY_PORT: '0',
          SERVICES_URL: s().servicesUrl,
          OIDC_ISSUER: s().services.ctx.tokens.trusted.embedded!,
          LOG_LEVEL: 'silent',
        }),
      );
      admin = await s().signIn('admin@aidverify.test');
      verifier = await s().signIn('verifier@aidverify.test');
    });
    afterAll(() => production?.close());

    const post = async (query: string, token?: string, variables?: Record<string, unknown>) => {
      const res = await fetch(`${production.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as {
        data?: Record<string, unknown> | null;
        errors?: { message: string; extensions: { code: string } }[];
      };
      return { status: res.status, body };
    };

    it('refuses introspection in fragments to anonymous callers (403 FORBIDDEN), describes the schema to staff', async () => {
      for (const query of [
        '{ __schema { types { name } } }',
        '{ ... on Query { __schema { types { name } } } }',
        'query { ...Peek } fragment Peek on Query { __schema { types { name } } }',
        '{ ping ... on Query { t: __type(name: "Query") { fields { name } } } }',
        'query { ...A } fragment A on Query { ...B } fragment B on Query { __schema { queryType { name } } }',
      ]) {
        const answer = await post(query);
        expect(answer.status, query + JSON.stringify(answer.body)).toBe(403);
        expect(answer.body.data ?? null, query).toBeNull();
        expect(answer.body.errors?.[0], query).toMatchObject({
          message: 'Sign in as staff to explore the schema',
          extensions: { code: 'FORBIDDEN' },
        });
      }
      const staff = await post('{ ... on Query { __schema { queryType { name } } } }', verifier.accessToken);
      expect(staff).toEqual({ status: 200, body: { data: { __schema: { queryType: { name: 'Query' } } } } });
      // __typename is not introspection.
      expect((await post('{ __typename ping }')).body).toEqual({
        data: { __typename: 'Query', ping: 'pong' },
      });
    });

    it("answers a read-only token's mutation with 403 and a revoked token with 401, never 500", async () => {
      const made = await admin.graphql(
        `mutation ($input: NewApiTokenInput!) { createApiToken(input: $input) { ok error { message } secret token { uuid } } }`,
        {
          input: {
            name: 'Nightly export',
            schoolCode: '222222',
            role: 'Admin',
            readOnly: true,
            expiresInDays: 1,
          },
        },
      );
      const { secret, token } = made.data.createApiToken;
      expect(secret).toMatch(/^avt_/);
      const read = await post('{ userSettings { email } }', secret);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      const write = await post(
        'mutation { saveUserSettings(input: { firstName: "Mallory", lastName: "M", defaultSchoolCode: "222222", mfaOption: EMAIL }) { ok error { message } } }',
        secret,
      );
      expect(write.status, JSON.stringify(write.body)).toBe(403);
      expect(write.body.errors?.[0]).toMatchObject({
        message: "The API token 'Nightly export' is read-only: it cannot run a mutation",
        extensions: { code: 'FORBIDDEN' },
      });
      const revoked = await admin.graphql(`mutation ($uuid: ID!) { revokeApiToken(uuid: $uuid) { ok } }`, {
        uuid: token.uuid,
      });
      expect(revoked.data.revokeApiToken.ok).toBe(true);
      const after = await post('{ userSettings { email } }', secret);
      expect(after.status, JSON.stringify(after.body)).toBe(401);
      expect(after.body.errors?.[0]!.extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});
