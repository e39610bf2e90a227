import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../src/seed/demo.js';
import { BACKENDS, startTestServices, type TestServices } from './harness.js';

/**
 * Tokens of an external provider (Keycloak, brokering a school's own SAML or OIDC sign-in) open the API as the
 * realm's mappers shape them: `sub` is Keycloak's id, UUID names the staff user, a student account is known by
 * its username. A stand-in issuer publishes an RS256 key, as Keycloak does.
 */
describe('access tokens of an external OpenID Connect provider (Keycloak)', () => {
  let jwksServer: Server;
  let issuer: string;
  let key: CryptoKey;
  let s: TestServices;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'kc-1', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/realms/aidverify`;
    s = await startTestServices(BACKENDS[0]!, { env: { OIDC_EXTERNAL_ISSUER: issuer } });
  });
  afterAll(async () => {
    await s?.close();
    jwksServer?.close();
  });

  const keycloakToken = (claims: Record<string, unknown>, opts: { iss?: string } = {}) =>
    new SignJWT({ typ: 'Bearer', azp: 'aidverify', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'kc-1', typ: 'JWT' })
      .setIssuer(opts.iss ?? issuer)
      .setAudience('aidverify')
      .setSubject('5a1d7c9e-keycloak-user-id')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  it('a brokered staff user (UUID claim) gets their role at their school', async () => {
    const token = await keycloakToken({
      UUID: demoUuid('verifier@aidverify.test'),
      SCHOOL_CODE: '222222',
      acct: 'staff',
      groups: ['/schools/222222'],
      realm_access: { roles: ['Verifier'] },
    });
    const user = await s.get('/api/auth/getUser', token);
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    expect(user.body).toMatchObject({ role: 'Verifier' });
  });

  it('a student account is known by its username', async () => {
    const token = await keycloakToken({
      preferred_username: 'student@aidverify.test',
      UUID: 'ignored',
      SCHOOL_CODE: '222222',
      acct: 'student_account',
      account_type: 0,
    });
    const login = await s.get('/api/auth/getUserDataForLogin/', token);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body).toMatchObject({ isStudent: true });
  });

  it('refuses a staff UUID that is no staff user, a school they do not belong to, and another issuer', async () => {
    const stranger = await keycloakToken({
      UUID: '00000000-0000-4000-8000-000000000000',
      SCHOOL_CODE: '222222',
      acct: 'staff',
    });
    expect((await s.get('/api/auth/getUser', stranger)).status).toBe(401);
    const otherSchool = await keycloakToken({
      UUID: demoUuid('verifier@aidverify.test'),
      SCHOOL_CODE: '333333',
      acct: 'staff',
    });
    expect((await s.get('/api/auth/getUser', otherSchool)).status).toBe(403);
    const forged = await keycloakToken(
      { UUID: demoUuid('verifier@aidverify.test'), SCHOOL_CODE: '222222', acct: 'staff' },
      { iss: 'https://evil.example/realms/aidverify' },
    );
    expect((await s.get('/api/auth/getUser', forged)).status).toBe(401);
  });
});
