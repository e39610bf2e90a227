import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../platform/db.js';

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
    await this.db.query(
      `INSERT INTO oidc_payload (model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid,
         user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        GRANTABLE.has(this.model) || this.model === 'Grant'
          ? (payload.grantId ?? (this.model === 'Grant' ? id : null))
          : null,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresIn ? Math.ceil(expiresIn) : null,
      ],
    );
    await this.sweep();
  }

  find(id: string) {
    return this.one('id = $2', id);
  }

  findByUid(uid: string) {
    return this.one('uid = $2', uid);
  }

  findByUserCode(userCode: string) {
    return this.one('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('UPDATE oidc_payload SET consumed_at = now() WHERE model = $1 AND id = $2', [
      this.model,
      id,
    ]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_payload WHERE model = $1 AND id = $2', [this.model, id]);
  }

  /** Ends everything issued under a grant, whatever its model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_payload WHERE grant_id = $1', [grantId]);
  }

  private async one(where: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<{ payload: AdapterPayload; consumed: number | null }>(
      `SELECT payload, extract(epoch FROM consumed_at)::int AS consumed FROM oidc_payload
        WHERE model = $1 AND ${where} AND (expires_at IS NULL OR expires_at > now())`,
      [this.model, value],
    );
    if (!row) return undefined;
    const payload =
      typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    return row.consumed ? { ...payload, consumed: row.consumed } : payload;
  }

  /** At most once a minute per process: expired rows go (an hour late, so a just-expired lookup still misses cleanly). */
  private async sweep(): Promise<void> {
    if (Date.now() - PostgresOidcAdapter.lastSweep < 60_000) return;
    PostgresOidcAdapter.lastSweep = Date.now();
    await this.db.query("DELETE FROM oidc_payload WHERE expires_at < now() - interval '1 hour'");
  }
}
