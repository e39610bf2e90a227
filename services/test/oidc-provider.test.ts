import { decodeJwt, decodeProtectedHeader } from 'jose';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { forEachBackend, startTestServices, useServices, type TestServices } from './harness.js';
import {
  CookieJar,
  authorizationUrl,
  callbackParams,
  pkcePair,
  tokenRequest,
  visit,
  type Discovery,
} from './oidc/client.js';
import { dbNumber, readRows } from './rows.js';

const ISSUER = 'http://localhost:4000/oidc';
const REDIRECT = 'http://localhost:4000/signin-callback';

/** The whole browser path: authorize, the product's password + MFA interaction, the code back, the token exchange. */
async function signInWithCode(s: TestServices, discovery: Discovery, email: string) {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const authorize = await visit(
    jar,
    authorizationUrl(discovery, {
      clientId: 'aidverify',
      redirectUri: REDIRECT,
      challenge,
      method: 'S256',
      state: 'state-1',
    }),
  );
  expect(authorize.status).toBe(303);
  const interaction = new URL(authorize.headers.get('location')!, s.url);
  const uid = interaction.pathname.split('/').pop()!;
  expect(interaction.pathname).toBe(`/oidc/interaction/${uid}`);
  // The interaction leads to the product's own sign-in screen.
  const screen = await visit(jar, new URL(interaction.pathname, s.url).href);
  expect(screen.headers.get('location')).toBe(`/login?interaction=${uid}`);

  const credentials = await s.post('/api/auth/verifyCredentials', {
    Username: email,
    Password: DEMO_PASSWORD,
  });
  expect(credentials.status).toBe(200);
  const ticket = credentials.body.ticket as string;
  expect((await s.post('/api/auth/sendMFACode', { messageType: 'EMAIL' }, ticket)).status).toBe(200);
  const code = await s.latestCode(email);
  const login = await visit(jar, `${s.url}/oidc/interaction/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, code }),
  });
  expect(login.status).toBe(200);
  const { returnTo } = (await login.json()) as { returnTo: string };
  const resumed = await visit(
    jar,
    new URL(new URL(returnTo).pathname + new URL(returnTo).search, s.url).href,
  );
  expect(resumed.status).toBe(303);
  const back = resumed.headers.get('location')!;
  expect(back.startsWith(`${REDIRECT}#`)).toBe(true); // fragment response mode
  const params = callbackParams(back);
  expect(params.get('state')).toBe('state-1');
  const tokens = await tokenRequest(discovery, {
    grant_type: 'authorization_code',
    client_id: 'aidverify',
    code: params.get('code')!,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
  });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return { jar, tokens: tokens.body, verifier };
}

forEachBackend((backend) => {
  const services = useServices(backend);
  let discovery: Discovery;

  it('publishes a discovery document: code flow, S256 only, fragment mode, refresh, revocation, end-session, JWKS', async () => {
    const s = services();
    const res = await s.get('/oidc/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    discovery = res.body as Discovery;
    expect(discovery.issuer).toBe(ISSUER);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_modes_supported).toContain('fragment');
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    for (const endpoint of [
      'authorization_endpoint',
      'token_endpoint',
      'end_session_endpoint',
      'revocation_endpoint',
      'jwks_uri',
    ] as const) {
      expect(discovery[endpoint]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oidc\//);
    }
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: { kid: string; d?: string }[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);
  });

  it('signs a staff user in with the code flow; the access token opens the API with the product claims', async () => {
    const s = services();
    const { tokens } = await signInWithCode(s, discovery, 'verifier@aidverify.test');
    expect(decodeProtectedHeader(tokens.access_token!)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.access_token!);
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: 'aidverify',
      SCHOOL_CODE: '222222',
      acct: 'staff',
      realm_access: { roles: ['Verifier'] },
    });
    expect(claims.groups).toEqual(['/schools/222222']);
    expect(decodeJwt(tokens.id_token!)).toMatchObject({
      iss: ISSUER,
      aud: 'aidverify',
      preferred_username: 'verifier@aidverify.test',
    });
    expect(tokens.refresh_token).toBeTruthy();
    const user = await s.get('/api/auth/getUser', tokens.access_token);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ role: 'Verifier' });
  });

  it('signs a student in; the token names the student (UUID) and the account type', async () => {
    const s = services();
    const { tokens } = await signInWithCode(s, discovery, 'student@aidverify.test');
    const claims = decodeJwt(tokens.access_token!);
    expect(claims).toMatchObject({
      acct: 'student_account',
      account_type: 0,
      realm_access: { roles: ['User'] },
    });
    const login = await s.get('/api/auth/getUserDataForLogin/', tokens.access_token);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ isStudent: true, uuid: claims.UUID });
  });

  it('requires PKCE: a request without a challenge, or with plain, is refused', async () => {
    const s = services();
    for (const method of [undefined, 'plain']) {
      const jar = new CookieJar();
      const url = authorizationUrl(discovery, {
        clientId: 'aidverify',
        redirectUri: REDIRECT,
        state: 'x',
        ...(method ? { challenge: 'a'.repeat(43), method } : {}),
      });
      const res = await visit(jar, url);
      expect(res.status).toBe(303);
      const params = callbackParams(res.headers.get('location')!);
      expect(params.get('error')).toBe('invalid_request');
      expect(params.get('error_description')).toMatch(/PKCE|code_challenge/);
    }
    // A code redeemed with the wrong verifier is refused too.
    const { verifier } = pkcePair();
    const refused = await tokenRequest(discovery, {
      grant_type: 'authorization_code',
      client_id: 'aidverify',
      code: 'nope',
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(refused.status).toBe(400);
    expect(s.url).toBeTruthy();
  });

  it('rotates refresh tokens: the new one works, the spent one is refused and ends the grant', async () => {
    const s = services();
    const { tokens } = await signInWithCode(s, discovery, 'manager@aidverify.test');
    const first = await tokenRequest(discovery, {
      grant_type: 'refresh_token',
      client_id: 'aidverify',
      refresh_token: tokens.refresh_token!,
    });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(first.body.access_token!)).toMatchObject({ SCHOOL_CODE: '222222' });
    const reused = await tokenRequest(discovery, {
      grant_type: 'refresh_token',
      client_id: 'aidverify',
      refresh_token: tokens.refresh_token!,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // Reuse means the token leaked: the newer one is dead as well.
    const newer = await tokenRequest(discovery, {
      grant_type: 'refresh_token',
      client_id: 'aidverify',
      refresh_token: first.body.refresh_token!,
    });
    expect(newer.status).toBe(400);
  });

  it('refuses a revoked refresh token', async () => {
    const s = services();
    const { tokens } = await signInWithCode(s, discovery, 'reviewer@aidverify.test');
    const revoked = await fetch(discovery.revocation_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: tokens.refresh_token!,
        token_type_hint: 'refresh_token',
        client_id: 'aidverify',
      }),
    });
    expect(revoked.status).toBe(200);
    const refused = await tokenRequest(discovery, {
      grant_type: 'refresh_token',
      client_id: 'aidverify',
      refresh_token: tokens.refresh_token!,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
  });

  it('logs out at the provider: end-session ends the session and its refresh token', async () => {
    const s = services();
    const { jar, tokens } = await signInWithCode(s, discovery, 'admin@aidverify.test');
    const end = new URL(discovery.end_session_endpoint);
    end.searchParams.set('id_token_hint', tokens.id_token!);
    end.searchParams.set('post_logout_redirect_uri', 'http://localhost:4000/login');
    const page = await visit(jar, end.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = html.match(/action="([^"]+)"/)![1]!;
    const xsrf = html.match(/name="xsrf" value="([^"]+)"/)![1]!;
    expect(html).toContain('name="logout" value="yes"');
    const confirmed = await visit(jar, new URL(action, s.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('http://localhost:4000/login');
    const refused = await tokenRequest(discovery, {
      grant_type: 'refresh_token',
      client_id: 'aidverify',
      refresh_token: tokens.refresh_token!,
    });
    expect(refused.status).toBe(400);
    // Without the provider's session the next authorization asks for sign-in again.
    const again = await visit(
      jar,
      authorizationUrl(discovery, {
        clientId: 'aidverify',
        redirectUri: REDIRECT,
        challenge: pkcePair().challenge,
        method: 'S256',
        state: 'y',
        scope: 'openid',
      }) + '&prompt=none',
    );
    expect(callbackParams(again.headers.get('location')!).get('error')).toBe('login_required');
  });

  it("speaks the portal's language on its own pages: the one asked for (ui_locales), else the browser's", async () => {
    const s = services();
    const errorPage = async (query: string, headers: Record<string, string> = {}) => {
      const res = await visit(new CookieJar(), `${s.url}/oidc/auth?client_id=not-a-client${query}`, {
        headers,
      });
      expect(res.status).toBe(400);
      return res.text();
    };
    const english = await errorPage('');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>Sign-in could not continue</h1>');
    for (const spanish of [
      await errorPage('&ui_locales=es'),
      await errorPage('', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }),
    ]) {
      expect(spanish).toContain('<html lang="es">');
      expect(spanish).toContain('<h1>No se pudo continuar con el inicio de sesión</h1>');
      expect(spanish).toContain('Volver a iniciar sesión');
      // The provider's own description stays English, marked so for a screen reader.
      expect(spanish).toMatch(/<p lang="en">[^<]*client/);
    }
    // The portal's choice wins over the browser's.
    expect(await errorPage('&ui_locales=en', { 'accept-language': 'es' })).toContain('<html lang="en">');

    const { jar, tokens } = await signInWithCode(s, discovery, 'student@aidverify.test');
    const end = new URL(discovery.end_session_endpoint);
    end.searchParams.set('id_token_hint', tokens.id_token!);
    end.searchParams.set('ui_locales', 'es');
    const signingOut = await (await visit(jar, end.href)).text();
    expect(signingOut).toContain('<html lang="es">');
    expect(signingOut).toContain('<h1>Cerrando sesión…</h1>');
    expect(signingOut).toContain('>Cerrar sesión</button>');
  });

  it('keeps sessions across a restart (the provider stores in Postgres): the refresh token works on the new process', async () => {
    const first = await startTestServices(backend, { persistent: true });
    let again: TestServices | undefined;
    try {
      const before = (await first.get('/oidc/.well-known/openid-configuration')).body as Discovery;
      const { tokens } = await signInWithCode(first, before, 'readonly@aidverify.test');
      const rows = await readRows(
        first.db,
        { n: dbNumber },
        "SELECT count(*)::int AS n FROM oidc_payload WHERE model = 'RefreshToken'",
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      again = await first.restart();
      const after = (await again.get('/oidc/.well-known/openid-configuration')).body as Discovery;
      const refreshed = await tokenRequest(after, {
        grant_type: 'refresh_token',
        client_id: 'aidverify',
        refresh_token: tokens.refresh_token!,
      });
      expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
      expect((await again.get('/api/auth/getUser', refreshed.body.access_token)).status).toBe(200);
    } finally {
      await (again ?? first).close();
    }
  }, 240_000); // two starts on a persistent database, with the demo seed
});
