import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../platform/db.js';
import * as sql from './adapter.queries.js';

/** Models that belong to a grant: revoking the grant (logout, refresh-token reuse) removes them all. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * oidc-provider's storage in Postgres (table oidc_payload, migration 075): every process sees the same
 * sessions, grants, codes and refresh tokens, and they survive a restart. Expired rows are never returned and
 * are swept as new ones are written.
 */
export class PostgresOidcAdapter implements Adapter {
  private static lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  /** A factory oidc-provider calls with each model name. */
  static factory(db: Db) {
    return (model: string) => new PostgresOidcAdapter(db, model);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    await sql.upsertOidcPayload.run(this.db, {
      model: this.model,
      id,
      payload,
      grantId:
        GRANTABLE.has(this.model) || this.model === 'Grant'
          ? (payload.grantId ?? (this.model === 'Grant' ? id : null))
          : null,
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
      expiresIn: expiresIn ? Math.ceil(expiresIn) : null,
    });
    await this.sweep();
  }

  find(id: string) {
    return this.one(sql.oidcPayloadById, id);
  }

  findByUid(uid: string) {
    return this.one(sql.oidcPayloadByUid, uid);
  }

  findByUserCode(userCode: string) {
    return this.one(sql.oidcPayloadByUserCode, userCode);
  }

  async consume(id: string): Promise<void> {
    await sql.consumeOidcPayload.run(this.db, { model: this.model, id });
  }

  async destroy(id: string): Promise<void> {
    await sql.deleteOidcPayload.run(this.db, { model: this.model, id });
  }

  /** Ends everything issued under a grant, whatever its model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await sql.deleteOidcGrant.run(this.db, { grantId });
  }

  private async one(query: typeof sql.oidcPayloadById, value: string): Promise<AdapterPayload | undefined> {
    const row = await query.first(this.db, { model: this.model, value });
    if (!row) return undefined;
    const payload = row.payload;
    return row.consumed ? { ...payload, consumed: row.consumed } : payload;
  }

  /** At most once a minute per process: expired rows go (an hour late, so a just-expired lookup still misses cleanly). */
  private async sweep(): Promise<void> {
    if (Date.now() - PostgresOidcAdapter.lastSweep < 60_000) return;
    PostgresOidcAdapter.lastSweep = Date.now();
    await sql.sweepOidcPayloads.run(this.db, {});
  }
}
