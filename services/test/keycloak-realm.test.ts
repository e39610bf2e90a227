import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../src/seed/catalog.js';

// The realm docker-compose imports into Keycloak: checked here, since Keycloak reads it only on first start.
const realmFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../deploy/keycloak/aidverify-realm.json',
);
const realm = JSON.parse(readFileSync(realmFile, 'utf8'));

interface Mapper {
  name: string;
  protocolMapper: string;
  config: Record<string, string>;
}
interface IdpMapper {
  name: string;
  identityProviderAlias: string;
  identityProviderMapper: string;
  config: Record<string, string>;
}

describe('the Keycloak realm (deploy/keycloak/aidverify-realm.json)', () => {
  const client = realm.clients.find((c: { clientId: string }) => c.clientId === 'aidverify');

  it('has the web client: public, code flow only, PKCE S256 required', () => {
    expect(client).toMatchObject({
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      serviceAccountsEnabled: false,
      fullScopeAllowed: false,
    });
    expect(client.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(client.attributes['use.refresh.tokens']).toBe('true');
  });

  it('returns only to the web app: /signin-callback and /silent-callback, logout back to /login', () => {
    expect(client.redirectUris).toEqual(
      expect.arrayContaining([
        'http://localhost:4000/signin-callback',
        'http://localhost:4000/silent-callback.html',
      ]),
    );
    // No wildcard that would let a code go to any page of the origin.
    expect(client.redirectUris.every((u: string) => !u.includes('*'))).toBe(true);
    expect(client.attributes['post.logout.redirect.uris'].split('##')).toContain(
      'http://localhost:4000/login',
    );
    expect(client.webOrigins).toContain('http://localhost:4000');
  });

  it('puts the claims the gateway and services read into the access token', () => {
    const mappers: Mapper[] = client.protocolMappers;
    const claim = (name: string) => mappers.find((m) => m.config['claim.name'] === name);
    for (const name of [
      'SCHOOL_CODE',
      'UUID',
      'acct',
      'account_type',
      'groups',
      'realm_access.roles',
      'preferred_username',
    ]) {
      expect(claim(name)?.config['access.token.claim'], name).toBe('true');
    }
    expect(claim('SCHOOL_CODE')!.config['user.attribute']).toBe('SCHOOL_CODE');
    expect(claim('UUID')!.config['user.attribute']).toBe('UUID');
    expect(claim('groups')!.protocolMapper).toBe('oidc-group-membership-mapper');
    expect(claim('realm_access.roles')!.protocolMapper).toBe('oidc-usermodel-realm-role-mapper');
    expect(
      mappers.find((m) => m.protocolMapper === 'oidc-audience-mapper')?.config['included.client.audience'],
    ).toBe('aidverify');
  });

  it("has the product's roles and a group per school", () => {
    const roles = realm.roles.realm.map((r: { name: string }) => r.name);
    expect(roles).toEqual(expect.arrayContaining(['User', ...STAFF_ROLES]));
    const schools = realm.groups.find((g: { name: string }) => g.name === 'schools');
    expect(schools.subGroups.map((g: { path: string }) => g.path)).toEqual(
      expect.arrayContaining(['/schools/222222', '/schools/333333']),
    );
  });

  it('rotates refresh tokens: a spent one is refused', () => {
    expect(realm.revokeRefreshToken).toBe(true);
    expect(realm.refreshTokenMaxReuse).toBe(0);
  });

  it("shows how a school's own provider (SAML, OIDC) is brokered, with mappers to SCHOOL_CODE, UUID, group and role", () => {
    const providers: { alias: string; providerId: string; config: Record<string, string> }[] =
      realm.identityProviders;
    const mappers: IdpMapper[] = realm.identityProviderMappers;
    expect(providers.map((p) => p.providerId).sort()).toEqual(['oidc', 'saml']);
    for (const provider of providers) {
      const own = mappers.filter((m) => m.identityProviderAlias === provider.alias);
      const attribute = (name: string) =>
        own.find((m) => m.config['user.attribute'] === name || m.config.attribute === name);
      expect(attribute('SCHOOL_CODE'), provider.alias).toBeDefined();
      expect(attribute('UUID'), provider.alias).toBeDefined();
      expect(attribute('ACCT')?.config['attribute.value'], provider.alias).toBe('staff');
      expect(
        own.find((m) => m.identityProviderMapper === 'oidc-hardcoded-group-idp-mapper')?.config.group,
        provider.alias,
      ).toMatch(/^\/schools\/\d+$/);
      expect(
        own.some((m) => STAFF_ROLES.includes(m.config.role as never)),
        provider.alias,
      ).toBe(true);
    }
    const oidc = providers.find((p) => p.providerId === 'oidc')!;
    expect(oidc.config.pkceEnabled).toBe('true');
    expect(oidc.config.pkceMethod).toBe('S256');
    const saml = providers.find((p) => p.providerId === 'saml')!;
    expect(saml.config.wantAssertionsSigned).toBe('true');
    expect(saml.config.validateSignature).toBe('true');
  });
});
