import { describe, expect, it, vi } from 'vitest';
import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
} from 'jose';
import { DEMO_PASSWORD, demoUuid } from '../src/seed/demo.js';
import { forEachBackend, useServices, type TestServices } from './harness.js';

const SUPERADMIN = 'superadmin@aidverify.test';
const PARENT = 'parent@aidverify.test';

const refresh = (s: TestServices, refreshToken: string) => s.post('/api/sso/refresh', { refreshToken });
const updateToken = (s: TestServices, token: string, body: Record<string, unknown>) =>
  s.post('/api/sso/updateToken/', body, token);

/** Signs claims with the issuer's current key, as the services would, to make tokens a client cannot. */
async function signWithIssuerKey(
  s: TestServices,
  payload: Record<string, unknown>,
  header: Record<string, unknown> = {},
) {
  const { kid, key } = await s.services.ctx.keys.signingKey();
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid, ...header }).sign(key);
}

forEachBackend((backend) => {
  describe('sessions: school switch, refresh, logout', () => {
    const s = useServices(backend);

    it('switches a staff session to another school the user belongs to', async () => {
      const { accessToken } = await s().signIn(SUPERADMIN);
      const switched = await updateToken(s(), accessToken, { claim: 'SCHOOL_CODE', newValue: '333333' });
      expect(switched.status).toBe(200);
      expect(decodeJwt(switched.body.accessToken).SCHOOL_CODE).toBe('333333');
      const school = await s().get('/school-api/school/getBySchoolCode/333333', switched.body.accessToken);
      expect(school.status).toBe(200);
      expect(school.body.schoolName).toBe('Demo State College');
      // The old token still names the first school.
      expect((await s().get('/school-api/school/getBySchoolCode/333333', accessToken)).status).toBe(404);
    });

    it('keeps the switched school across a refresh when the refresh token is handed in', async () => {
      const { accessToken, refreshToken } = await s().signIn(SUPERADMIN);
      const switched = await updateToken(s(), accessToken, {
        claim: 'SCHOOL_CODE',
        newValue: '333333',
        refreshToken,
      });
      expect(switched.status).toBe(200);
      expect(switched.body.refreshToken).toBeTruthy();
      const later = await refresh(s(), switched.body.refreshToken);
      expect(later.status).toBe(200);
      expect(decodeJwt(later.body.accessToken).SCHOOL_CODE).toBe('333333');
    });

    it('refuses a switch to a school the user does not belong to', async () => {
      const verifier = await s().signIn('verifier@aidverify.test');
      const refused = await updateToken(s(), verifier.accessToken, {
        claim: 'SCHOOL_CODE',
        newValue: '333333',
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You do not belong to school 333333');
      const admin = await s().signIn(SUPERADMIN);
      expect(
        (await updateToken(s(), admin.accessToken, { claim: 'SCHOOL_CODE', newValue: '444444' })).status,
      ).toBe(403);
    });

    it("switches a parent between their own children, and not to another family's", async () => {
      const { accessToken } = await s().signIn(PARENT);
      expect(decodeJwt(accessToken).UUID).toBe(demoUuid('student:222222-1'));
      const casey = await updateToken(s(), accessToken, {
        claim: 'UUID',
        newValue: demoUuid('student:222222-2'),
      });
      expect(casey.status).toBe(200);
      expect(decodeJwt(casey.body.accessToken)).toMatchObject({
        UUID: demoUuid('student:222222-2'),
        account_type: 1,
      });
      const stranger = await updateToken(s(), accessToken, {
        claim: 'UUID',
        newValue: demoUuid('student:222222-3'),
      });
      expect(stranger.status).toBe(403);
      const schoolChange = await updateToken(s(), accessToken, { claim: 'SCHOOL_CODE', newValue: '333333' });
      expect(schoolChange.status).toBe(403);
    });

    it('rotates the refresh token on every refresh', async () => {
      const first = await s().signIn('manager@aidverify.test');
      const second = await refresh(s(), first.refreshToken);
      expect(second.status).toBe(200);
      expect(second.body.refreshToken).not.toBe(first.refreshToken);
      expect(second.body.accessToken).not.toBe(first.accessToken);
      expect(decodeJwt(second.body.accessToken).preferred_username).toBe('manager@aidverify.test');
      expect((await s().get('/api/auth/getUser', second.body.accessToken)).status).toBe(200);
      const third = await refresh(s(), second.body.refreshToken);
      expect(third.status).toBe(200);
    });

    it('ends every session of the account when a token rotated long ago comes back', async () => {
      const email = 'readonly@aidverify.test';
      const laptop = await s().signIn(email);
      const phone = await s().signIn(email);
      const rotated = await refresh(s(), laptop.refreshToken);
      expect(rotated.status).toBe(200);
      // Past the grace period a spent token coming back can only be a copy: it leaked.
      await s().db.query(
        `UPDATE refresh_token SET revoked_at = now() - interval '5 minutes' WHERE revoked_reason = 'ROTATED'`,
      );

      const replay = await refresh(s(), laptop.refreshToken);
      expect(replay.status).toBe(401);
      expect(replay.body.message).toBe('This session was ended; sign in again');
      // The newest token of that session and the other device's session are gone too.
      expect((await refresh(s(), rotated.body.refreshToken)).status).toBe(401);
      expect((await refresh(s(), phone.refreshToken)).status).toBe(401);
      // Another person is not affected.
      const other = await s().signIn('reviewer@aidverify.test');
      expect((await refresh(s(), other.refreshToken)).status).toBe(200);
    });

    it('two tabs refreshing with the same cookie at once: one wins, the other is refused, nobody is signed out', async () => {
      const { refreshToken } = await s().signIn('corporatereviewer@aidverify.test');
      const results = await Promise.all([refresh(s(), refreshToken), refresh(s(), refreshToken)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
      const loser = results.find((r) => r.status === 401)!;
      expect(loser.body.message).toBe(
        'This session was just refreshed in another window; use the newer session',
      );
      const winner = results.find((r) => r.status === 200)!;
      expect((await refresh(s(), winner.body.refreshToken)).status).toBe(200);
    });

    it("a signed-out token coming back is refused without ending the account's other sessions", async () => {
      const email = 'superadmin@aidverify.test';
      const desk = await s().signIn(email);
      const other = await s().signIn(email);
      expect((await s().post('/api/sso/ssoLogout', { refreshToken: desk.refreshToken })).status).toBe(200);
      const replay = await refresh(s(), desk.refreshToken);
      expect(replay.status).toBe(401);
      expect(replay.body.message).toBe('This session was ended; sign in again');
      expect((await refresh(s(), other.refreshToken)).status).toBe(200);
    });

    it('logout makes the refresh token stop working', async () => {
      const { refreshToken } = await s().signIn('admin@aidverify.test');
      const out = await s().post('/api/sso/ssoLogout', { refreshToken });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true });
      const after = await refresh(s(), refreshToken);
      expect(after.status).toBe(401);
    });

    it('refuses a refresh token it never issued', async () => {
      const res = await refresh(s(), 'made-up-refresh-token-made-up-refresh-token');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('No session; sign in');
    });

    it('refuses an expired access token', async () => {
      const { accessToken } = await s().signIn('member@aidverify.test');
      const claims = decodeJwt(accessToken);
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = await signWithIssuerKey(s(), { ...claims, iat: past - 300, exp: past });
      const res = await s().get('/api/auth/getUser', expired);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Session expired; sign in again');
      // The same claims, still in time, are accepted: the expiry is what was refused.
      const fresh = await signWithIssuerKey(s(), { ...claims, exp: Math.floor(Date.now() / 1000) + 60 });
      expect((await s().get('/api/auth/getUser', fresh)).status).toBe(200);
    });

    it("checks a token's signature once, and still refuses it when it expires", async () => {
      const { accessToken } = await s().signIn('member@aidverify.test');
      const now = Date.now();
      const token = await signWithIssuerKey(s(), {
        ...decodeJwt(accessToken),
        exp: Math.floor(now / 1000) + 60,
      });
      const keyLookups = vi.spyOn(s().services.ctx.keys, 'verificationKey');
      try {
        expect((await s().get('/api/auth/getUser', token)).status).toBe(200);
        expect((await s().get('/api/auth/getUser', token)).status).toBe(200);
        // The second request was answered from the verified tokens: no key looked up, no signature checked.
        expect(keyLookups).toHaveBeenCalledTimes(1);
        // Two minutes on, the token has expired: kept or not, it is refused.
        vi.useFakeTimers({ toFake: ['Date'], now: now + 120_000 });
        const late = await s().get('/api/auth/getUser', token);
        expect(late.status).toBe(401);
        expect(late.body.message).toBe('Session expired; sign in again');
      } finally {
        vi.useRealTimers();
        keyLookups.mockRestore();
      }
    });

    it('refuses forged tokens: alg none, HS256 with the public key, another key, another issuer', async () => {
      const { accessToken } = await s().signIn('member@aidverify.test');
      const claims = decodeJwt(accessToken);
      const { kid } = decodeProtectedHeader(accessToken);
      const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

      const none = `${b64({ alg: 'none', typ: 'JWT', kid })}.${b64(claims)}.`;
      const jwks = (await s().get('/api/.well-known/jwks.json')).body.keys as { kid: string; x: string }[];
      const publicJwk = jwks.find((k) => k.kid === kid)!;
      const hs256 = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid })
        .sign(new TextEncoder().encode(JSON.stringify(publicJwk)));
      const stranger = await generateKeyPair('ES256');
      const otherKey = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid })
        .sign(stranger.privateKey);
      const otherIssuer = await signWithIssuerKey(s(), { ...claims, iss: 'https://evil.example/api' });
      const unknownKid = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: (await exportJWK(stranger.publicKey)).x })
        .sign(stranger.privateKey);

      for (const forged of [
        none,
        hs256,
        otherKey,
        otherIssuer,
        unknownKid,
        'not.a.token',
        `${accessToken}x`,
      ]) {
        const res = await s().get('/api/auth/getUser', forged);
        expect(res.status, forged).toBe(401);
        expect(res.body.message).toEqual(expect.any(String));
      }
      expect((await s().get('/api/auth/getUser', accessToken)).status).toBe(200);
    });

    it('isAuthenticated says whether the bearer is a live session', async () => {
      const { accessToken } = await s().signIn('member@aidverify.test');
      expect((await s().get('/api/sso/isAuthenticated', accessToken)).body).toEqual({ authenticated: true });
      expect((await s().get('/api/sso/isAuthenticated')).body).toEqual({ authenticated: false });
      expect((await s().get('/api/sso/isAuthenticated', 'garbage')).body).toEqual({ authenticated: false });
    });
  });

  describe('a sign-in under way when the key rotates', () => {
    const s = useServices(backend);

    it('still accepts the MFA ticket signed by the previous key for as long as the ticket lives', async () => {
      const cred = await s().post('/api/auth/verifyCredentials', {
        Username: 'admin@aidverify.test',
        Password: DEMO_PASSWORD,
      });
      const ticket = cred.body.ticket as string;
      const { kid } = decodeProtectedHeader(ticket);
      // The key was retired a while ago: later than any access token it signed can live, well within the ticket's life.
      const ago = s().env.ACCESS_TOKEN_SECONDS + 120;
      expect(ago).toBeLessThan(s().env.MFA_TICKET_SECONDS);
      await s().db.query(
        'UPDATE signing_key SET retired_at = now() - make_interval(secs => $1) WHERE kid = $2',
        [ago, kid],
      );
      await s().services.ctx.keys.rotateIfDue();
      expect(decodeProtectedHeader((await s().signIn('manager@aidverify.test')).accessToken).kid).not.toBe(
        kid,
      );

      const jwks = (await s().get('/api/.well-known/jwks.json')).body.keys.map((k: { kid: string }) => k.kid);
      expect(jwks).toContain(kid);
      const sent = await s().call('POST', '/api/auth/sendMFACode', {
        token: ticket,
        body: { messageType: 'EMAIL' },
      });
      expect(sent.status).toBe(200);
      const code = await s().latestCode('admin@aidverify.test');
      const checked = await s().call('POST', '/api/auth/checkMFACode', {
        token: ticket,
        body: { messageType: 'EMAIL', code },
      });
      expect(checked.status).toBe(200);
    });
  });

  describe('signing key rotation', () => {
    // A rotation period of about two seconds, so the test sees a rotation happen.
    const s = useServices(backend, { env: { SIGNING_KEY_ROTATION_DAYS: String(2 / 86_400) } });

    it('signs new tokens with a new key while tokens of the previous key still verify', async () => {
      const before = await s().signIn(SUPERADMIN);
      const oldKid = decodeProtectedHeader(before.accessToken).kid;
      await new Promise((r) => setTimeout(r, 2_500));
      const after = await s().signIn(SUPERADMIN);
      const newKid = decodeProtectedHeader(after.accessToken).kid;
      expect(newKid).toBeTruthy();
      expect(newKid).not.toBe(oldKid);

      const jwks = await s().get('/api/.well-known/jwks.json');
      expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).toEqual(
        expect.arrayContaining([oldKid, newKid]),
      );
      expect((await s().get('/api/auth/getUser', before.accessToken)).status).toBe(200);
      expect((await s().get('/api/auth/getUser', after.accessToken)).status).toBe(200);

      // An outside verifier (the gateway) reading the JWKS accepts both as well.
      const discovery = (await s().get('/api/.well-known/openid-configuration')).body;
      const remote = createRemoteJWKSet(new URL(discovery.jwks_uri));
      await expect(jwtVerify(before.accessToken, remote, { issuer: discovery.issuer })).resolves.toBeTruthy();
      await expect(jwtVerify(after.accessToken, remote, { issuer: discovery.issuer })).resolves.toBeTruthy();
    });
  });
});
