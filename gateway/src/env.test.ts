import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGatewayEnv, repoRoot } from './env.js';

describe('gateway configuration', () => {
  it('defaults to the local services, with the explorer and introspection on in development', () => {
    const env = loadGatewayEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 4000,
      // The embedded OpenID Connect provider at the gateway's own address; the password + MFA API's tokens besides.
      oidcIssuer: 'http://localhost:4000/oidc',
      oidcEmbedded: true,
      legacyIssuer: 'http://127.0.0.1:4001/api',
      oidcClientId: 'aidverify',
      explorer: true,
      apiTokenRateLimit: 600,
      redisKeyPrefix: 'aidverify:',
      introspection: true,
      cookieSecure: false,
      trustProxy: false,
      upstreamTimeoutMs: 10_000,
      permissionCacheSeconds: 15,
      webDist: path.join(repoRoot, 'web', 'dist'),
      // Any document runs outside production; persisted ids resolve from the web build's list.
      trustedDocuments: false,
      persistedDocuments: path.join(repoRoot, 'web', 'dist', 'persisted-documents.json'),
    });
    expect(Object.fromEntries(Object.entries(env.apiUrls).map(([k, v]) => [k, v.href]))).toEqual({
      main: 'http://127.0.0.1:4001/api/',
      admin: 'http://127.0.0.1:4001/admin-api/',
      school: 'http://127.0.0.1:4001/school-api/',
      student: 'http://127.0.0.1:4001/student-api/',
      isir: 'http://127.0.0.1:4001/isir-api/',
      interview: 'http://127.0.0.1:4001/interview-api/',
    });
  });

  it('turns the explorer and introspection off and the Secure cookie on in production, unless told otherwise', () => {
    expect(loadGatewayEnv({ NODE_ENV: 'production' })).toMatchObject({
      explorer: false,
      introspection: false,
      cookieSecure: true,
      trustedDocuments: true,
    });
    expect(loadGatewayEnv({ NODE_ENV: 'production', TRUSTED_DOCUMENTS: 'off' }).trustedDocuments).toBe(false);
    expect(
      loadGatewayEnv({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on', COOKIE_SECURE: 'off' }),
    ).toMatchObject({
      introspection: true,
      cookieSecure: false,
    });
    // The explorer, enabled in production, brings introspection with it.
    expect(loadGatewayEnv({ NODE_ENV: 'production', GRAPHQL_EXPLORER: 'on' })).toMatchObject({
      explorer: true,
      introspection: true,
    });
  });

  it('takes one base from elsewhere, and the issuer from its own setting', () => {
    const env = loadGatewayEnv({
      SERVICES_URL: 'http://services:4001/',
      STUDENT_API_URL: 'https://students.example/v1',
      OIDC_ISSUER: 'https://id.example/realms/aid/',
    });
    expect(env.apiUrls.student.href).toBe('https://students.example/v1/');
    expect(env.apiUrls.main.href).toBe('http://services:4001/api/');
    expect(env.oidcIssuer).toBe('https://id.example/realms/aid');
    expect(env.oidcEmbedded).toBe(false);
  });

  it('stops with the name of each bad variable', () => {
    expect(() =>
      loadGatewayEnv({ GATEWAY_PORT: 'eighty', SERVICES_URL: 'ftp://x', COOKIE_SECURE: 'maybe' }),
    ).toThrow(
      /GATEWAY_PORT[\s\S]*SERVICES_URL: must be an http\(s\) URL[\s\S]*COOKIE_SECURE: must be on or off/,
    );
  });

  it('reads an empty variable as unset', () => {
    expect(loadGatewayEnv({ GATEWAY_PORT: '', WEB_DIST: '' }).port).toBe(4000);
  });

  describe('safe defaults in production', () => {
    const prod = {
      NODE_ENV: 'production',
      SERVICES_URL: 'https://services.internal:4001',
      OIDC_ISSUER: 'https://id.school.edu/realms/aidverify',
      PUBLIC_URL: 'https://aid.school.edu',
    };
    const refusal = (extra: Record<string, string>) => {
      try {
        loadGatewayEnv({ ...prod, ...extra });
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error(`started with ${JSON.stringify(extra)}`);
    };

    it('starts with a correct production configuration, and with the compose network named as private', () => {
      expect(loadGatewayEnv(prod)).toMatchObject({
        cookieSecure: true,
        servicesUrl: 'https://services.internal:4001',
      });
      expect(
        loadGatewayEnv({
          NODE_ENV: 'production',
          SERVICES_URL: 'http://services:4001',
          ALLOW_PLAINTEXT_HOSTS: 'services',
          OIDC_ISSUER: 'http://keycloak.localhost:8080/realms/aidverify',
        }).servicesUrl,
      ).toBe('http://services:4001');
    });

    it('refuses an upstream or provider reached over plain http on another host', () => {
      expect(refusal({ SERVICES_URL: 'http://services:4001' })).toMatch(
        /SERVICES_URL: services is reached over plain http/,
      );
      expect(refusal({ ISIR_API_URL: 'http://isir.internal/v1' })).toMatch(/ISIR_API_URL: isir.internal/);
      expect(refusal({ OIDC_ISSUER: 'http://id.school.edu/realms/aidverify' })).toMatch(
        /OIDC_ISSUER: id.school.edu is reached over plain http/,
      );
    });

    it('refuses settings that would send the session cookie in clear', () => {
      expect(refusal({ COOKIE_SECURE: 'off' })).toMatch(/COOKIE_SECURE: off would send the session cookie/);
      expect(refusal({ PUBLIC_URL: 'http://aid.school.edu' })).toMatch(
        /PUBLIC_URL: aid.school.edu over plain http/,
      );
    });

    it('refuses demo data and the development outbox handed over by a shared env file, naming each problem', () => {
      const message = refusal({
        SEED_DEMO_DATA: 'on',
        DEV_OUTBOX: 'true',
        SERVICES_URL: 'http://10.0.0.5:4001',
      });
      expect(message.split('\n').slice(1)).toEqual([
        expect.stringMatching(/^ {2}SEED_DEMO_DATA: /),
        expect.stringMatching(/^ {2}DEV_OUTBOX: /),
        expect.stringMatching(/^ {2}SERVICES_URL: 10.0.0.5 /),
      ]);
    });
  });
});
