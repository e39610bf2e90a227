import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { BearerVerifiers, type BearerVerifier, type VerifiedSession } from './auth.js';

const session = (uuid: string): VerifiedSession => ({
  token: 't',
  accountUuid: uuid,
  uuid,
  schoolCode: '222222',
  isStaff: true,
  expiresAt: 0,
});

/** A kind that claims tokens by prefix, as scripts' API tokens (`avt_…`) do. */
const prefixed = (prefix: string, uuid: string): BearerVerifier => ({
  accepts: (token) => token.startsWith(prefix),
  verify: async () => session(uuid),
});

// header.payload.signature of {"alg":"ES256"} / {"iss":"https://elsewhere.example"}: a JWT no kind claims.
const FOREIGN_JWT = `${Buffer.from('{"alg":"ES256"}').toString('base64url')}.${Buffer.from('{"iss":"https://elsewhere.example"}').toString('base64url')}.c2ln`;

describe('bearer token kinds', () => {
  it('hands each token to the first kind that claims it', async () => {
    const verifiers = new BearerVerifiers([
      prefixed('avt_', 'api-token-owner'),
      prefixed('eyJ', 'jwt-holder'),
    ]);
    expect((await verifiers.verify('avt_abc')).uuid).toBe('api-token-owner');
    expect((await verifiers.verify('eyJabc')).uuid).toBe('jwt-holder');
  });

  it('lets the fallback judge a JWT of an unknown issuer, and refuses what is no token at all', async () => {
    const verifiers = new BearerVerifiers([prefixed('avt_', 'x')], prefixed('', 'fallback'));
    expect((await verifiers.verify(FOREIGN_JWT)).uuid).toBe('fallback');
    const refused = await verifiers.verify('garbage').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GraphQLError);
    expect((refused as GraphQLError).message).toBe('Invalid token');
    expect((refused as GraphQLError).extensions.code).toBe('UNAUTHENTICATED');
  });
});
