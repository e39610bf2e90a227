import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { DEMO_PASSWORD } from '@aidverify/services';
import { loadGatewayEnv, startGateway, type RunningGateway } from '../src/index.js';
import { forEachBackend, startStack, type Stack } from './harness.js';
import { readRows, z } from '@aidverify/services/test/rows';

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { ok error { message } challenge { ticket } } }`;

/**
 * The browser's address behind the proxies, as compose wires them: nginx (here: this test, on loopback) sets
 * X-Forwarded-For; the gateway trusts exactly that proxy (TRUST_PROXY=127.0.0.1) and forwards the address it
 * found; the services trust exactly the gateway (loopback here; its fixed address in compose).
 */
forEachBackend((backend) => {
  describe('client addresses behind the gateway', () => {
    let stack: Stack;
    let stop: () => Promise<void>;
    let untrusting: RunningGateway;
    beforeAll(async () => {
      ({ stack, stop } = await startStack(
        backend,
        { TRUST_PROXY: '127.0.0.1' },
        { servicesEnv: { LOGIN_MAX_FAILURES_PER_ADDRESS: '3', TRUST_PROXY: '127.0.0.1' } },
      ));
      // The same services behind a gateway that trusts only some other proxy (10.0.0.9).
      untrusting = await startGateway(
        loadGatewayEnv({
          NODE_ENV: 'test',
          GATEWAY_PORT: '0',
          SERVICES_URL: stack.servicesUrl,
          OIDC_ISSUER: stack.services.ctx.tokens.trusted.embedded!,
          LOG_LEVEL: 'silent',
          WEB_DIST: path.join(stack.services.ctx.env.DATA_DIR, 'no-web-build'),
          TRUST_PROXY: '10.0.0.9',
        }),
      );
    }, 180_000);
    afterAll(async () => {
      await untrusting?.close();
      await stop?.();
    });

    const signIn = async (gatewayUrl: string, forwardedFor: string, username: string, password: string) => {
      const res = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ query: SIGN_IN, variables: { input: { username, password } } }),
      });
      return ((await res.json()) as { data: { signIn: { ok: boolean; error: { message: string } | null } } })
        .data.signIn;
    };
    const addresses = async (account: string) =>
      (
        await readRows(
          stack.services.ctx.db,
          { address: z.string() },
          `SELECT address FROM login_attempt WHERE account = $1 ORDER BY id`,
          [account],
        )
      ).map((r) => r.address);

    it('takes the address the trusted proxy saw, never an entry the browser put in front of it', async () => {
      // The browser sent "198.51.100.66"; a proxy that appends would pass "198.51.100.66, 203.0.113.5".
      await signIn(stack.gatewayUrl, '198.51.100.66, 203.0.113.5', 'forger@aidverify.test', 'x');
      expect(await addresses('forger@aidverify.test')).toEqual(['203.0.113.5']);
    });

    it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
      await signIn(untrusting.url, '198.51.100.77', 'direct@aidverify.test', 'x');
      expect(await addresses('direct@aidverify.test')).toEqual(['127.0.0.1']);
    });

    it('throttles two people behind the gateway separately: one locked out by failures, the other signs in', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await signIn(stack.gatewayUrl, '203.0.113.10', `typo${i}@aidverify.test`, 'wrong')).ok).toBe(
          false,
        );
      }
      const locked = await signIn(stack.gatewayUrl, '203.0.113.10', 'verifier@aidverify.test', DEMO_PASSWORD);
      expect(locked.ok).toBe(false);
      expect(locked.error?.message).toMatch(/^Too many/);
      const other = await signIn(stack.gatewayUrl, '203.0.113.11', 'verifier@aidverify.test', DEMO_PASSWORD);
      expect(other).toMatchObject({ ok: true, error: null });
    });
  });
});
