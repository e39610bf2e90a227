import type { Db } from '../../platform/db.js';
import * as sql from './permission-cache.queries.js';

const TTL_MS = 5_000;
/** NOTIFY'd in the transaction that changes a role's permissions: every replica forgets at its commit. */
const CHANGED = 'aidverify_permissions_changed';

/** Tells every process on the database, when the transaction commits, that a role's permissions changed. */
export async function announcePermissionChange(tx: Db): Promise<void> {
  await sql.notifyPermissionChange.run(tx, { channel: CHANGED });
}

/**
 * Permission codes of each role, re-read every few seconds; a change forgets them at once in this process and, on a
 * server, in every other replica (LISTEN/NOTIFY), so a removed permission is refused everywhere within a second.
 */
export class PermissionCache {
  private entries = new Map<string, { at: number; codes: ReadonlySet<string> }>();

  constructor(private readonly db: Db) {}

  async forRole(role: string): Promise<ReadonlySet<string>> {
    const hit = this.entries.get(role);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.codes;
    const rows = await sql.rolePermissionCodes.all(this.db, { role });
    const codes = new Set(rows.map((r) => r.code));
    this.entries.set(role, { at: Date.now(), codes });
    return codes;
  }

  invalidate(): void {
    this.entries.clear();
  }

  /** Forgets whenever another replica announces a change; returns the stop (a no-op on PGlite's single process). */
  async follow(): Promise<() => Promise<void>> {
    return (await this.db.listen?.(CHANGED, () => this.invalidate())) ?? (async () => {});
  }
}
