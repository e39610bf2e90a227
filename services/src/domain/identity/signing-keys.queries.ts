import type { JWK } from 'jose';
import { z } from 'zod';
import { jsonParam, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the token signing keys (signing-keys.ts): the current key, the keys still published, and a rotation
// under an advisory lock; named, with their parameters and rows checked (docs/data-layer.md).

/** A public JWK as stored (jsonb, parsed by both drivers): an object, its members read by jose. */
const jwk = z.custom<JWK>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'a JWK object');

const signingKeyRow = z.object({
  kid: z.string(),
  public_jwk: jwk,
  private_jwk_encrypted: z.string(),
  created_at: z.date(),
});
export type SigningKeyRow = z.infer<typeof signingKeyRow>;

/** The newest key not retired. */
export const activeSigningKey = namedQuery({
  name: 'activeSigningKey',
  params: z.object({}),
  row: signingKeyRow,
  sql: 'SELECT kid, public_jwk, private_jwk_encrypted, created_at FROM signing_key WHERE retired_at IS NULL ORDER BY created_at DESC LIMIT 1',
});

/** One rotation at a time across instances, until the transaction ends. */
export const lockSigningKeys = namedQuery({
  name: 'lockSigningKeys',
  params: z.object({}),
  row: noRow,
  sql: 'SELECT pg_advisory_xact_lock(7301)',
});

export const retireSigningKeys = namedQuery({
  name: 'retireSigningKeys',
  params: z.object({ retiredAt: z.date() }),
  row: noRow,
  sql: 'UPDATE signing_key SET retired_at = :retiredAt WHERE retired_at IS NULL',
});

/** A new key: its public JWK, its private JWK sealed. */
export const insertSigningKey = namedQuery({
  name: 'insertSigningKey',
  params: z.object({
    kid: z.string(),
    alg: z.string(),
    publicJwk: jsonParam(z.record(z.string(), z.unknown())),
    privateJwkSealed: z.string(),
    createdAt: z.date(),
  }),
  row: noRow,
  sql: `INSERT INTO signing_key (kid, alg, public_jwk, private_jwk_encrypted, created_at)
        VALUES (:kid, :alg, :publicJwk, :privateJwkSealed, :createdAt)`,
});

/** The keys that may still verify a live token: active, or retired within the seconds given; newest first. */
export const publishedSigningKeys = namedQuery({
  name: 'publishedSigningKeys',
  params: z.object({ publishRetiredSeconds: z.number() }),
  row: signingKeyRow,
  sql: `SELECT kid, public_jwk, private_jwk_encrypted, created_at FROM signing_key
         WHERE retired_at IS NULL OR retired_at > now() - make_interval(secs => :publishRetiredSeconds)
         ORDER BY created_at DESC`,
});
