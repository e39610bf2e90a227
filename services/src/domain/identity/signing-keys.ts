import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db.js';
import type { Sealer } from '../../platform/crypto.js';
import * as sql from './signing-keys.queries.js';

const ALG = 'ES256';

/**
 * ES256 signing keys kept in the database (private halves sealed), so every services instance signs
 * with the same current key. A key older than the rotation period is retired and a new one made; a
 * retired key stays published in the JWKS until every token it signed has expired.
 */
export class SigningKeys {
  private current?: { kid: string; key: CryptoKey; createdAt: Date };
  private publicKeys = new Map<string, CryptoKey>();
  /** When this process last read which key is current: another instance (an operator's rotation) may have made one. */
  private checkedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly sealer: Sealer,
    private readonly rotationDays: number,
    private readonly publishRetiredSeconds: number,
  ) {}

  async signingKey(): Promise<{ kid: string; key: CryptoKey }> {
    const ageDays = this.current ? (Date.now() - this.current.createdAt.getTime()) / 86_400_000 : Infinity;
    if (ageDays >= this.rotationDays) await this.rotateIfDue();
    else if (Date.now() - this.checkedAt > 60_000) await this.refresh();
    return this.current!;
  }

  /** Takes the newest active key, well within the time a retired key stays published. */
  private async refresh(): Promise<void> {
    const active = await sql.activeSigningKey.first(this.db, {});
    if (active && active.kid !== this.current?.kid) this.current = await this.load(active);
    this.checkedAt = Date.now();
  }

  /**
   * Makes a new key when the newest active one is due (or now, with `force`: an operator's rotation); safe to call
   * from several instances.
   */
  async rotateIfDue(now = new Date(), opts: { force?: boolean } = {}): Promise<void> {
    this.checkedAt = Date.now();
    await this.db.transaction(async (tx) => {
      await sql.lockSigningKeys.run(tx, {});
      const active = await sql.activeSigningKey.first(tx, {});
      if (
        !opts.force &&
        active &&
        now.getTime() - active.created_at.getTime() < this.rotationDays * 86_400_000
      ) {
        this.current = await this.load(active);
        return;
      }
      const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
      const kid = randomUUID();
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
      await sql.retireSigningKeys.run(tx, { retiredAt: now });
      await sql.insertSigningKey.run(tx, {
        kid,
        alg: ALG,
        publicJwk,
        privateJwkSealed: this.sealer.seal(JSON.stringify(privateJwk)),
        createdAt: now,
      });
      this.current = { kid, key: privateKey as CryptoKey, createdAt: now };
    });
  }

  /** Public keys that may still verify a live token. */
  async jwks(): Promise<{ keys: JWK[] }> {
    const rows = await sql.publishedSigningKeys.all(this.db, {
      publishRetiredSeconds: this.publishRetiredSeconds,
    });
    return { keys: rows.map((r) => r.public_jwk) };
  }

  /** Private halves of the keys still published (newest first): the embedded OIDC provider signs with the first. */
  async privateJwks(): Promise<JWK[]> {
    const rows = await sql.publishedSigningKeys.all(this.db, {
      publishRetiredSeconds: this.publishRetiredSeconds,
    });
    return rows.map((r) => ({
      ...(JSON.parse(this.sealer.open(r.private_jwk_encrypted)) as JWK),
      use: 'sig',
    }));
  }

  async verificationKey(kid: string): Promise<CryptoKey | undefined> {
    const cached = this.publicKeys.get(kid);
    if (cached) return cached;
    const { keys } = await this.jwks();
    const jwk = keys.find((k) => k.kid === kid);
    if (!jwk) return undefined;
    const key = (await importJWK(jwk, ALG)) as CryptoKey;
    this.publicKeys.set(kid, key);
    return key;
  }

  private async load(row: sql.SigningKeyRow) {
    const jwk = JSON.parse(this.sealer.open(row.private_jwk_encrypted)) as JWK;
    return {
      kid: row.kid,
      key: (await importJWK(jwk, ALG)) as CryptoKey,
      createdAt: row.created_at,
    };
  }
}
