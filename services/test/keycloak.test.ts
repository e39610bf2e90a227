import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  CookieJar,
  authorizationUrl,
  callbackParams,
  pkcePair,
  tokenRequest,
  visit,
  type Discovery,
} from './oidc/client.js';

/**
 * The same code flow the web runs, against a real Keycloak with the realm of deploy/ (docker compose up keycloak).
 * Needs KEYCLOAK_URL (e.g. http://keycloak.localhost:8080) and a realm user without a second factor
 * (KEYCLOAK_TEST_USERNAME / KEYCLOAK_TEST_PASSWORD, e.g. a role-User account); otherwise skipped, saying why.
 */
const KEYCLOAK_URL = process.env.KEYCLOAK_URL?.replace(/\/+$/, '');
const USERNAME = process.env.KEYCLOAK_TEST_USERNAME;
const PASSWORD = process.env.KEYCLOAK_TEST_PASSWORD;
const REDIRECT = process.env.KEYCLOAK_TEST_REDIRECT_URI ?? 'http://localhost:4000/signin-callback';

async function reachable(): Promise<string | undefined> {
  if (!KEYCLOAK_URL) return 'KEYCLOAK_URL is not set';
  if (!USERNAME || !PASSWORD) return 'KEYCLOAK_TEST_USERNAME / KEYCLOAK_TEST_PASSWORD are not set';
  try {
    const res = await fetch(`${KEYCLOAK_URL}/realms/aidverify/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(3000),
    });
    return res.ok ? undefined : `Keycloak answered ${res.status} for the aidverify realm`;
  } catch (error) {
    return `Keycloak at ${KEYCLOAK_URL} cannot be reached (${(error as Error).message})`;
  }
}

const skipReason = await reachable();
if (skipReason) console.log(`[keycloak] skipped: ${skipReason}`);

const decodeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/g, '/')
    .replace(/&quot;/g, '"');

describe.skipIf(Boolean(skipReason))(
  `sign-in through Keycloak${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('code flow with PKCE S256 and fragment mode, claims, refresh rotation, logout at the provider', async () => {
      const discovery = (await (
        await fetch(`${KEYCLOAK_URL}/realms/aidverify/.well-known/openid-configuration`)
      ).json()) as Discovery;
      expect(discovery.code_challenge_methods_supported).toContain('S256');
      const jar = new CookieJar();
      const { verifier, challenge } = pkcePair();
      const form = await visit(
        jar,
        authorizationUrl(discovery, {
          clientId: 'aidverify',
          redirectUri: REDIRECT,
          challenge,
          method: 'S256',
          state: 'kc-1',
        }),
      );
      expect(form.status).toBe(200);
      const action = decodeHtml(
        (await form.text()).match(/id="kc-form-login"[^>]*action="([^"]+)"/)?.[1] ?? '',
      );
      expect(action).toMatch(/^http/);
      const posted = await visit(jar, action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: USERNAME!, password: PASSWORD!, credentialId: '' }),
      });
      expect(posted.status).toBe(302);
      const back = posted.headers.get('location')!;
      expect(back.startsWith(`${REDIRECT}#`)).toBe(true);
      const params = callbackParams(back);
      expect(params.get('state')).toBe('kc-1');

      const tokens = await tokenRequest(discovery, {
        grant_type: 'authorization_code',
        client_id: 'aidverify',
        code: params.get('code')!,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      });
      expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
      const claims = decodeJwt(tokens.body.access_token!);
      expect(
        claims.aud === 'aidverify' || (Array.isArray(claims.aud) && claims.aud.includes('aidverify')),
      ).toBe(true);
      for (const name of ['SCHOOL_CODE', 'UUID', 'acct', 'groups', 'realm_access'])
        expect(claims[name], name).toBeDefined();

      const refreshed = await tokenRequest(discovery, {
        grant_type: 'refresh_token',
        client_id: 'aidverify',
        refresh_token: tokens.body.refresh_token!,
      });
      expect(refreshed.status).toBe(200);
      const reused = await tokenRequest(discovery, {
        grant_type: 'refresh_token',
        client_id: 'aidverify',
        refresh_token: tokens.body.refresh_token!,
      });
      expect(reused.status).toBe(400);

      const end = new URL(discovery.end_session_endpoint);
      end.searchParams.set('id_token_hint', refreshed.body.id_token ?? tokens.body.id_token!);
      end.searchParams.set('post_logout_redirect_uri', REDIRECT.replace('/signin-callback', '/login'));
      const loggedOut = await visit(jar, end.href);
      expect(loggedOut.status).toBe(302);
      const after = await tokenRequest(discovery, {
        grant_type: 'refresh_token',
        client_id: 'aidverify',
        refresh_token: refreshed.body.refresh_token!,
      });
      expect(after.status).toBe(400);
    });
  },
);
