import { createServer } from 'node:net';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { BACKENDS, startTestServices, type TestServices } from './harness.js';
import { CookieJar, visit } from './oidc/client.js';

/**
 * The embedded provider as a standard relying party meets it: openid-client (certified), its discovery, the code
 * flow with PKCE, the token, userinfo, refresh and end-session, with nothing hand-built on the client's side. The
 * issuer is the services' own address here, so the client's issuer check holds without the gateway in front.
 */

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let s: TestServices;
let issuer: URL;
let config: oidc.Configuration;
const redirectUri = () => `${issuer.origin}/signin-callback`;

beforeAll(async () => {
  const port = await freePort();
  issuer = new URL(`http://127.0.0.1:${port}/oidc`);
  s = await startTestServices(BACKENDS[0]!, {
    env: { SERVICES_PORT: String(port), OIDC_ISSUER_URL: issuer.href },
  });
  config = await oidc.discovery(issuer, 'aidverify', { id_token_signed_response_alg: 'ES256' }, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
});
afterAll(async () => {
  await s?.close();
});

/** The browser's part: the authorization request, the product's password and MFA screens, the redirect back. */
async function authorize(email: string, jar = new CookieJar()) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(),
    scope: 'openid profile email offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const interaction = new URL((await visit(jar, url.href)).headers.get('location')!, issuer);
  const uid = interaction.pathname.split('/').pop()!;
  await visit(jar, interaction.href);
  const credentials = await s.post('/api/auth/verifyCredentials', {
    Username: email,
    Password: DEMO_PASSWORD,
  });
  const ticket = credentials.body.ticket as string;
  await s.post('/api/auth/sendMFACode', { messageType: 'EMAIL' }, ticket);
  const code = await s.latestCode(email);
  const login = await visit(jar, `${issuer.href}/interaction/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, code }),
  });
  const { returnTo } = (await login.json()) as { returnTo: string };
  const back = (await visit(jar, returnTo)).headers.get('location')!;
  return { jar, callback: new URL(back), verifier, state };
}

it('a standard client signs in with code + PKCE, reads userinfo, refreshes and ends the session', async () => {
  expect(config.serverMetadata().userinfo_endpoint).toBe(`${issuer.href}/me`);
  const { jar, callback, verifier, state } = await authorize('verifier@aidverify.test');
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  const idClaims = tokens.claims()!;
  expect(idClaims).toMatchObject({ iss: issuer.href, aud: 'aidverify' });

  // Userinfo: the person the ID token names, with the claims the granted scopes open.
  const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
  expect(info).toMatchObject({
    sub: idClaims.sub,
    email: 'verifier@aidverify.test',
    preferred_username: 'verifier@aidverify.test',
    SCHOOL_CODE: '222222',
    acct: 'staff',
  });

  // Refresh: a new access token that userinfo accepts too; the spent refresh token is refused.
  const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
  expect(refreshed.access_token).not.toBe(tokens.access_token);
  expect((await oidc.fetchUserInfo(config, refreshed.access_token, idClaims.sub)).sub).toBe(idClaims.sub);
  await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
    error: 'invalid_grant',
  });

  // End session: the provider's confirmation, then the session and its refresh tokens are gone.
  const end = oidc.buildEndSessionUrl(config, {
    id_token_hint: tokens.id_token!,
    post_logout_redirect_uri: `${issuer.origin}/login`,
  });
  const html = await (await visit(jar, end.href)).text();
  const action = html.match(/action="([^"]+)"/)![1]!;
  const xsrf = html.match(/name="xsrf" value="([^"]+)"/)![1]!;
  const confirmed = await visit(jar, new URL(action, issuer).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }),
  });
  expect(confirmed.headers.get('location')).toBe(`${issuer.origin}/login`);
  await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({
    error: 'invalid_grant',
  });
});

it('userinfo refuses what is not an access token of this provider, in RFC 6750 terms', async () => {
  const me = `${issuer.href}/me`;
  const none = await fetch(me);
  expect(none.status).toBe(401);
  expect(none.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  const forged = await fetch(me, { headers: { authorization: 'Bearer not.a.token' } });
  expect(forged.status).toBe(401);
  // A token of the product's own sign-in (not the provider's) names no OpenID grant.
  const session = await s.signIn('verifier@aidverify.test');
  const own = await fetch(me, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(own.status).toBe(401);
  expect(await own.json()).toMatchObject({
    error: 'invalid_token',
    error_description: 'Not a token of this provider',
  });
});
